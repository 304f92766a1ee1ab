import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A batch of gift-card claim codes for one prize, named in the three site languages. */
export const giftcardBatches = pgTable('giftcard_batches', {
  id: serial('id').primaryKey(),
  exhibitionId: integer('exhibition_id').notNull(),
  prizeZhHans: text('prize_zh_hans').notNull(),
  prizeZhHant: text('prize_zh_hant').notNull(),
  prizeEn: text('prize_en').notNull(),
  count: integer('count').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One claim code. Redeeming sets `redeemed_by` with a conditional update (only while it is
 * null), so of two people sending the same code at once exactly one wins.
 */
export const giftcardCodes = pgTable(
  'giftcard_codes',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => giftcardBatches.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('giftcard_codes_code_uq').on(t.code),
    index('giftcard_codes_batch_idx').on(t.batchId, t.id),
    index('giftcard_codes_user_idx').on(t.redeemedBy).where(sql`${t.redeemedBy} is not null`),
  ],
);

/** Every redeem attempt, to limit guessing per user and per IP address. */
export const giftcardAttempts = pgTable(
  'giftcard_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    ip: text('ip'),
    success: boolean('success').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('giftcard_attempts_user_idx').on(t.userId, t.createdAt),
    index('giftcard_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);
