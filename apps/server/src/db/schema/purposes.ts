import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { enterprises } from './enterprises';
import { attachments } from './platform';

/**
 * Supply-and-demand posts (spec "purposes") and their publish status (contracts
 * PURPOSE_TRANSITIONS). `searchText` is the title and content folded for search (lower
 * case, Traditional turned Simplified), so either script finds the other.
 */
export const purposes = pgTable(
  'purposes',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The publisher's enterprise when they published: its staff handle the chat applications. */
    enterpriseId: integer('enterprise_id').references(() => enterprises.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    lang: text('lang').notNull(),
    searchText: text('search_text').notNull(),
    coverAttachmentId: integer('cover_attachment_id').references(() => attachments.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('Pending'),
    rejectReason: text('reject_reason'),
    requestKey: text('request_key'),
    commentCount: integer('comment_count').notNull().default(0),
    favoriteCount: integer('favorite_count').notNull().default(0),
    publishTime: timestamp('publish_time', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purposes_board_idx').on(t.status, t.publishTime, t.id),
    index('purposes_board_type_idx').on(t.status, t.type, t.category, t.publishTime),
    index('purposes_discussed_idx').on(t.status, t.commentCount, t.publishTime),
    index('purposes_publisher_idx').on(t.publisherId, t.status, t.updatedAt),
    index('purposes_queue_idx').on(t.status, t.submittedAt),
    uniqueIndex('purposes_request_key_uq')
      .on(t.publisherId, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
  ],
);

/** The pictures of a post, in order (the cover is on the post). */
export const purposeImages = pgTable(
  'purpose_images',
  {
    purposeId: integer('purpose_id')
      .notNull()
      .references(() => purposes.id, { onDelete: 'cascade' }),
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('purpose_images_uq').on(t.purposeId, t.attachmentId)],
);

/** A comment on a published post; the author deletes it, the organizer hides it. */
export const purposeComments = pgTable(
  'purpose_comments',
  {
    id: serial('id').primaryKey(),
    purposeId: integer('purpose_id')
      .notNull()
      .references(() => purposes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purpose_comments_post_idx').on(t.purposeId, t.createdAt),
    index('purpose_comments_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A user's favourite post: once per user and post. */
export const purposeFavorites = pgTable(
  'purpose_favorites',
  {
    id: serial('id').primaryKey(),
    purposeId: integer('purpose_id')
      .notNull()
      .references(() => purposes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purpose_favorites_uq').on(t.userId, t.purposeId),
    index('purpose_favorites_post_idx').on(t.purposeId, t.createdAt),
  ],
);

/**
 * An application to chat with a post's publisher (contracts APPLY_CHAT_TRANSITIONS): one per
 * applicant and post; handled by the publisher's enterprise (or the publisher without one).
 */
export const applyChats = pgTable(
  'apply_chats',
  {
    id: serial('id').primaryKey(),
    purposeId: integer('purpose_id')
      .notNull()
      .references(() => purposes.id, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enterpriseId: integer('enterprise_id').references(() => enterprises.id, { onDelete: 'set null' }),
    message: text('message'),
    status: text('status').notNull().default('Pending'),
    rejectReason: text('reject_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('apply_chats_uq').on(t.purposeId, t.applicantId),
    index('apply_chats_enterprise_idx').on(t.enterpriseId, t.status, t.createdAt),
    index('apply_chats_publisher_idx').on(t.publisherId, t.status, t.createdAt),
    index('apply_chats_applicant_idx').on(t.applicantId, t.createdAt),
  ],
);

/** Words the organizer bans from posts and comments, kept folded (lower case, Simplified). */
export const purposeBannedWords = pgTable('purpose_banned_words', {
  id: serial('id').primaryKey(),
  word: text('word').notNull().unique(),
  folded: text('folded').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A reader's report of a post (one per reader and post; a second one updates it). The organizer
 * settles every open report of a post at once: hides the post or keeps it (outcome).
 */
export const purposeReports = pgTable(
  'purpose_reports',
  {
    id: serial('id').primaryKey(),
    purposeId: integer('purpose_id')
      .notNull()
      .references(() => purposes.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    outcome: text('outcome'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purpose_reports_uq').on(t.purposeId, t.reporterId),
    index('purpose_reports_open_idx').on(t.handledAt, t.purposeId),
  ],
);
