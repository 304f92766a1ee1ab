import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** The code each user's business card is exchanged by (typed, or read from its QR code). */
export const cardCodes = pgTable(
  'card_codes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('card_codes_code_uq').on(t.code)],
);

/** A card in a holder: `ownerUserId` holds `cardUserId`'s card. An exchange writes both rows. */
export const cardHoldings = pgTable(
  'card_holdings',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardUserId: integer('card_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_holdings_pair_uq').on(t.ownerUserId, t.cardUserId),
    index('card_holdings_owner_idx').on(t.ownerUserId, t.createdAt),
  ],
);
