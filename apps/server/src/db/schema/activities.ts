import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { enterprises } from './enterprises';

/**
 * An enterprise's activities at the fair and their review state (contracts
 * ACTIVITY_TRANSITIONS). The cover is an attachment (refType 'activity').
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    type: text('type').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    placeType: text('place_type').notNull(),
    place: text('place').notNull(),
    capacity: integer('capacity').notNull(),
    description: text('description'),
    coverAttachmentId: integer('cover_attachment_id'),
    status: text('status').notNull().default('draft'),
    rejectReason: text('reject_reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activities_enterprise_idx').on(t.enterpriseId, t.status, t.startAt),
    index('activities_status_idx').on(t.status, t.startAt),
  ],
);

/** A user's sign-up to an approved activity: once per user and activity; the enterprise accepts or declines. */
export const activitySignups = pgTable(
  'activity_signups',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_signups_user_uq').on(t.activityId, t.userId),
    index('activity_signups_status_idx').on(t.activityId, t.status),
  ],
);
