import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A user follows an enterprise or a product (its favourite); once per user and target. */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follows_user_target_uq').on(t.userId, t.targetType, t.targetId),
    index('follows_target_idx').on(t.targetType, t.targetId),
    index('follows_user_idx').on(t.userId, t.targetType, t.createdAt),
  ],
);
