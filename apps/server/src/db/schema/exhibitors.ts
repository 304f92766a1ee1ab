import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { enterprises } from './enterprises';
import { products } from './products';

/*
 * The exhibitors domain (modules/exhibitors): who exhibits at which fair, their booths on the
 * hall plans, their new-products pavilion entries and their requests to take part. Only the
 * exhibitors module writes these tables; the directory reads them through its index.
 */

/**
 * The exhibitor directory (issue 5, docs/directory.md). An exhibitor is an enterprise taking
 * part in one fair, with its catalogue entry (names in three languages, brands, profile) and
 * the filter columns the yellow page reads. The booth columns (area_codes, hall_codes,
 * booth_nos) and search_text are copies kept by the exhibitors repository whenever booths or
 * the entry change; the booths table is the truth.
 */
export const exhibitors = pgTable(
  'exhibitors',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    nameZhHans: text('name_zh_hans').notNull(),
    nameZhHant: text('name_zh_hant').notNull(),
    nameEn: text('name_en').notNull(),
    brands: text('brands').array().notNull().default(sql`'{}'::text[]`),
    country: text('country').notNull(),
    /** Top-level industry code: the main business classification. */
    industry: text('industry').notNull(),
    /** Second-level industry codes: the secondary business classifications. */
    businessCodes: text('business_codes').array().notNull().default(sql`'{}'::text[]`),
    areaCodes: text('area_codes').array().notNull().default(sql`'{}'::text[]`),
    hallCodes: text('hall_codes').array().notNull().default(sql`'{}'::text[]`),
    boothNos: text('booth_nos').array().notNull().default(sql`'{}'::text[]`),
    /** NFKC, lower case: names in three scripts, brands and booth numbers (searched with LIKE). */
    searchText: text('search_text').notNull().default(''),
    /** Order of the list: hall, then booth number. */
    sortKey: text('sort_key').notNull().default(''),
    profileZhHans: text('profile_zh_hans'),
    profileZhHant: text('profile_zh_hant'),
    profileEn: text('profile_en'),
    coverKey: text('cover_key'),
    videoKey: text('video_key'),
    /** Contacts of the enterprise shown on its public page. */
    publicContactIds: integer('public_contact_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exhibitors_enterprise_uq').on(t.exhibitionId, t.enterpriseId),
    index('exhibitors_sort_idx').on(t.exhibitionId, t.sortKey, t.id),
    index('exhibitors_country_idx').on(t.exhibitionId, t.country),
    index('exhibitors_industry_idx').on(t.exhibitionId, t.industry),
    index('exhibitors_area_gin').using('gin', t.areaCodes),
    index('exhibitors_hall_gin').using('gin', t.hallCodes),
    index('exhibitors_business_gin').using('gin', t.businessCodes),
  ],
);

/** The size of a hall's coordinate system (metres), per fair. */
export const hallPlans = pgTable(
  'hall_plans',
  {
    exhibitionId: integer('exhibition_id').notNull(),
    hall: text('hall').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exhibitionId, t.hall] })],
);

/** Booths of a fair with their rectangle on the hall plan; exhibitor null: not taken. */
export const booths = pgTable(
  'booths',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    hall: text('hall').notNull(),
    boothNo: text('booth_no').notNull(),
    area: text('area').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    w: doublePrecision('w').notNull(),
    h: doublePrecision('h').notNull(),
    exhibitorId: integer('exhibitor_id').references(() => exhibitors.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('booths_no_uq').on(t.exhibitionId, t.boothNo),
    index('booths_hall_idx').on(t.exhibitionId, t.hall),
    index('booths_exhibitor_idx').on(t.exhibitorId),
  ],
);

/**
 * The new-products pavilion: at most 2 products per exhibitor (spec §9), held by the
 * database itself with one row per slot 1 or 2.
 */
export const newProductEntries = pgTable(
  'new_product_entries',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    exhibitorId: integer('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('new_product_entries_slot_uq').on(t.exhibitorId, t.slot),
    uniqueIndex('new_product_entries_product_uq').on(t.exhibitionId, t.productId),
    index('new_product_entries_list_idx').on(t.exhibitionId, t.id),
    check('new_product_entries_slot_ck', sql`${t.slot} in (1, 2)`),
  ],
);

/**
 * An enterprise's request to take part in a fair (enterprise/request): its administrator asks,
 * the organizer approves (the enterprise gets its entry in the fair's exhibitor directory, so
 * it has a public page; booths come with the booth requests) or rejects with a reason.
 * One per enterprise and fair; pending → approved | rejected, rejected → pending (asked again).
 */
export const enterpriseFairRequests = pgTable(
  'enterprise_fair_requests',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    exhibitionId: integer('exhibition_id').notNull(),
    status: text('status').notNull().default('pending'),
    note: text('note'),
    rejectReason: text('reject_reason'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('enterprise_fair_requests_uq').on(t.enterpriseId, t.exhibitionId),
    index('enterprise_fair_requests_status_idx').on(t.status, t.updatedAt),
  ],
);
