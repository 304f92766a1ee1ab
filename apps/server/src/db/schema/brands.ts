import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { enterprises } from './enterprises';

/** Brands of an enterprise (/myEnterprise brand/list, brand/add). The logo is an attachment (refType 'brand'). */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    name: text('name'),
    nameEn: text('name_en'),
    description: text('description'),
    logoAttachmentId: integer('logo_attachment_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('brands_enterprise_idx').on(t.enterpriseId, t.createdAt)],
);
