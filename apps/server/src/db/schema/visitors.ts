import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Buyer pre-registrations, one per user and fair. The identity number is never stored
 * whole: a keyed hash (HMAC-SHA256) recognises the same person again, the last six
 * characters are what is shown.
 */
export const visitorRegistrations = pgTable(
  'visitor_registrations',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    form: text('form').notNull(),
    lang: text('lang').notNull(),
    status: text('status').notNull().default('pending'),
    name: text('name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    brand: text('brand'),
    jobTitle: text('job_title'),
    businessType: text('business_type'),
    country: text('country'),
    address: text('address'),
    postalCode: text('postal_code'),
    tel: text('tel'),
    fax: text('fax'),
    mobile: text('mobile'),
    email: text('email').notNull(),
    idKind: text('id_kind').notNull(),
    idHash: text('id_hash').notNull(),
    idLast6: text('id_last6').notNull(),
    linkedin: text('linkedin'),
    whatsapp: text('whatsapp'),
    wechat: text('wechat'),
    website: text('website'),
    cardFrontId: integer('card_front_id'),
    cardBackId: integer('card_back_id'),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    source: text('source'),
    invite: text('invite'),
    rejectReason: text('reject_reason'),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    badgeCode: text('badge_code'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visitor_reg_user_uq').on(t.exhibitionId, t.userId),
    uniqueIndex('visitor_reg_identity_uq').on(t.exhibitionId, t.idHash),
    uniqueIndex('visitor_reg_badge_uq').on(t.badgeCode).where(sql`${t.badgeCode} is not null`),
    index('visitor_reg_status_idx').on(t.exhibitionId, t.status, t.createdAt),
    index('visitor_reg_source_idx').on(t.exhibitionId, t.source),
  ],
);

/** Where visitors came from (source and invite links), before or without registering. */
export const visitorSources = pgTable(
  'visitor_sources',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    userId: integer('user_id'),
    source: text('source').notNull(),
    invite: text('invite').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visitor_sources_source_idx').on(t.exhibitionId, t.source),
    index('visitor_sources_user_idx').on(t.userId, t.createdAt),
  ],
);
