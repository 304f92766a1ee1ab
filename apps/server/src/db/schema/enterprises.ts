import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Enterprises and their certification (pending → certified | rejected, resubmitted after a
 * rejection). A credit code belongs to one live (pending or certified) enterprise.
 */
export const enterprises = pgTable(
  'enterprises',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    type: text('type').notNull(),
    nature: text('nature').notNull(),
    address: text('address').notNull(),
    website: text('website'),
    landline: text('landline'),
    fax: text('fax'),
    country: text('country').notNull(),
    province: text('province'),
    postalCode: text('postal_code'),
    mainBusiness: text('main_business').notNull(),
    secondaryBusiness: text('secondary_business').array().notNull().default(sql`'{}'::text[]`),
    creditCode: text('credit_code'),
    licenceAttachmentId: integer('licence_attachment_id'),
    /** The logo (an attachment of kind 'logo') and its storage key, for its URL. */
    logoAttachmentId: integer('logo_attachment_id'),
    logoKey: text('logo_key'),
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    certifiedAt: timestamp('certified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enterprises_credit_code_live_uq')
      .on(t.creditCode)
      .where(sql`${t.status} in ('pending', 'certified')`),
    index('enterprises_status_idx').on(t.status, t.submittedAt),
    index('enterprises_submitted_by_idx').on(t.submittedBy),
  ],
);

/** Members of an enterprise: a user belongs to at most one, each enterprise has one admin. */
export const enterpriseStaff = pgTable(
  'enterprise_staff',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('staff'),
    department: text('department'),
    position: text('position'),
    jobTitle: text('job_title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enterprise_staff_user_uq').on(t.userId),
    uniqueIndex('enterprise_staff_admin_uq').on(t.enterpriseId).where(sql`${t.role} = 'admin'`),
    index('enterprise_staff_enterprise_idx').on(t.enterpriseId, t.createdAt),
  ],
);

/** One request per user and enterprise, moved through the join state table (contracts). */
export const enterpriseJoinRequests = pgTable(
  'enterprise_join_requests',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    department: text('department'),
    position: text('position'),
    jobTitle: text('job_title'),
    message: text('message'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('enterprise_join_requests_uq').on(t.enterpriseId, t.userId),
    uniqueIndex('enterprise_join_requests_pending_uq').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('enterprise_join_requests_enterprise_idx').on(t.enterpriseId, t.status, t.updatedAt),
  ],
);

/** Contacts of an enterprise; at most one primary (the service keeps exactly one when any exist). */
export const enterpriseContacts = pgTable(
  'enterprise_contacts',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    jobTitle: text('job_title'),
    qq: text('qq'),
    wechat: text('wechat'),
    email: text('email'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enterprise_contacts_primary_uq').on(t.enterpriseId).where(sql`${t.isPrimary}`),
    index('enterprise_contacts_enterprise_idx').on(t.enterpriseId),
  ],
);

/**
 * Settlement of an enterprise on the enterprise service platform (spec §7
 * enterprise/settlement): one per enterprise, pending → settled | rejected, resubmitted after
 * a rejection; the organizer decides.
 */
export const enterpriseSettlements = pgTable(
  'enterprise_settlements',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    note: text('note'),
    paperAttachmentIds: integer('paper_attachment_ids').array().notNull().default(sql`'{}'::integer[]`),
    rejectReason: text('reject_reason'),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enterprise_settlements_enterprise_uq').on(t.enterpriseId),
    index('enterprise_settlements_status_idx').on(t.status, t.submittedAt),
  ],
);
