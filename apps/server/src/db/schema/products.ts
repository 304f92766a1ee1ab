import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { enterprises } from './enterprises';

/**
 * Products of an enterprise and their listing state (contracts PRODUCT_TRANSITIONS).
 * Pictures and the video are attachments linked by refType 'product' / refId.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    /** Chinese name; a product needs it or the English one (contracts productBody). */
    name: text('name'),
    nameEn: text('name_en'),
    category: text('category').notNull(),
    description: text('description'),
    descriptionEn: text('description_en'),
    parameters: jsonb('parameters')
      .$type<{ name: string; value: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    coverAttachmentId: integer('cover_attachment_id'),
    detailAttachmentIds: integer('detail_attachment_ids').array().notNull().default(sql`'{}'::integer[]`),
    videoAttachmentId: integer('video_attachment_id'),
    status: text('status').notNull().default('draft'),
    violationReason: text('violation_reason'),
    /** True from the organizer's approval until the next edit. */
    approvedContent: boolean('approved_content').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_enterprise_idx').on(t.enterpriseId, t.status, t.updatedAt),
    index('products_status_idx').on(t.status, t.submittedAt),
  ],
);
