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
import { enterprises } from './enterprises';
import { products } from './products';

/**
 * The exhibitor directory (issue 5, docs/directory.md). An exhibitor is an enterprise taking
 * part in one fair, with its catalogue entry (names in three languages, brands, profile) and
 * the filter columns the yellow page reads. The booth columns (area_codes, hall_codes,
 * booth_nos) and search_text are copies kept by the directory repository whenever booths or
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

/** Featured-exhibitor sections (GET /portal/rest/catalogs/section/{id}/preview|random/{n}). */
export const directorySections = pgTable(
  'directory_sections',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    code: text('code').notNull(),
    nameZhHans: text('name_zh_hans').notNull(),
    nameZhHant: text('name_zh_hant').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [uniqueIndex('directory_sections_code_uq').on(t.exhibitionId, t.code)],
);

export const directorySectionItems = pgTable(
  'directory_section_items',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => directorySections.id, { onDelete: 'cascade' }),
    exhibitorId: integer('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sectionId, t.exhibitorId] }),
    index('directory_section_items_sort_idx').on(t.sectionId, t.sort),
  ],
);
