import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every mail and SMS: recorded by the request (status `pending`) and sent by the
 * `notices.send` job, which retries with backoff. `delivered` is where it goes: `smtp`, or
 * `outbox` when no SMTP/SMS gateway is set and this table stands in for sending.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    delivered: text('delivered').notNull().default('outbox'),
    /** pending → sent, or retrying → … → failed (its job is then a dead letter). */
    status: text('status').notNull().default('sent'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
    index('outbox_created_idx').on(t.createdAt),
  ],
);

/** Demo data sets that were loaded, so that a second start loads none again. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export const operationRecords = pgTable(
  'operation_records',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    path: text('path').notNull(),
    detail: text('detail'),
    userId: integer('user_id'),
    tempUserId: text('temp_user_id'),
    lang: text('lang'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operation_records_type_day_idx').on(t.type, t.createdAt),
    index('operation_records_temp_idx').on(t.tempUserId),
  ],
);

export const behaviors = pgTable(
  'behaviors',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    detail: text('detail'),
    userId: integer('user_id'),
    tempUserId: text('temp_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('behaviors_target_idx').on(t.targetType, t.targetId)],
);

export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    ownerUserId: integer('owner_user_id'),
    refType: text('ref_type'),
    refId: text('ref_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('attachments_key_uq').on(t.key), index('attachments_ref_idx').on(t.refType, t.refId)],
);

/**
 * Resized copies of a picture kept in the file store (GET /attachment/*?width=…), listed
 * so that deleting the attachment removes every copy and none is served again.
 */
export const attachmentVariants = pgTable(
  'attachment_variants',
  {
    id: serial('id').primaryKey(),
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attachment_variants_key_uq').on(t.key),
    index('attachment_variants_att_idx').on(t.attachmentId),
  ],
);
