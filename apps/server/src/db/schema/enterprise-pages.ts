import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { enterprises } from './enterprises';

/**
 * The review of an enterprise's exhibitor page at a fair (spec §2 /myEnterprise/preview):
 * one row per enterprise and fair holding the draft (texts in three languages and a cover
 * picture). Approval copies it to the fair's exhibitors row, the public page.
 * States draft → pending → approved | rejected (PREVIEW_TRANSITIONS in the contracts).
 */
export const enterprisePagePreviews = pgTable(
  'enterprise_page_previews',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    exhibitionId: integer('exhibition_id').notNull(),
    status: text('status').notNull().default('draft'),
    profileZhHans: text('profile_zh_hans'),
    profileZhHant: text('profile_zh_hant'),
    profileEn: text('profile_en'),
    coverAttachmentId: integer('cover_attachment_id'),
    coverKey: text('cover_key'),
    /** The profile video (issue 23 item 1) and the site pictures in order, ids and storage keys. */
    videoAttachmentId: integer('video_attachment_id'),
    videoKey: text('video_key'),
    siteImageIds: integer('site_image_ids').array().notNull().default(sql`'{}'::integer[]`),
    siteImageKeys: text('site_image_keys').array().notNull().default(sql`'{}'::text[]`),
    rejectReason: text('reject_reason'),
    editedBy: integer('edited_by').references(() => users.id, { onDelete: 'set null' }),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enterprise_page_previews_uq').on(t.enterpriseId, t.exhibitionId),
    index('enterprise_page_previews_status_idx').on(t.status, t.submittedAt),
  ],
);

/**
 * Views of an enterprise's public page and of its products, one counter row per enterprise
 * and fair day (Asia/Shanghai), bumped by one upsert per view.
 */
export const enterpriseDailyViews = pgTable(
  'enterprise_daily_views',
  {
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    pageViews: integer('page_views').notNull().default(0),
    productViews: integer('product_views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.day] })],
);

/**
 * Related enterprises (enterprise/bind…): one enterprise asks another to be linked as its
 * subsidiary, parent or affiliate; the other's administrator accepts or rejects.
 * `relation` is what `relatedEnterpriseId` is to `enterpriseId`.
 */
export const enterpriseLinks = pgTable(
  'enterprise_links',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    relatedEnterpriseId: integer('related_enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    relation: text('relation').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('enterprise_links_pair_uq').on(t.enterpriseId, t.relatedEnterpriseId),
    index('enterprise_links_related_idx').on(t.relatedEnterpriseId, t.status),
  ],
);
