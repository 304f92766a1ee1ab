import type { HallFeature, PlanPoint } from '@cidpex/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
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
import { attachments } from './platform';
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
    /** Site pictures of the public page, in order (copied from an approved page review). */
    siteImageKeys: text('site_image_keys').array().notNull().default(sql`'{}'::text[]`),
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

/**
 * The size of a hall's coordinate system (metres), per fair, with what the plan shows besides
 * its booths: the walls (null: the plan's rectangle) and the entrances and facilities.
 */
export const hallPlans = pgTable(
  'hall_plans',
  {
    exhibitionId: integer('exhibition_id').notNull(),
    hall: text('hall').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    outline: jsonb('outline').$type<PlanPoint[]>(),
    features: jsonb('features').$type<HallFeature[]>().notNull().default([]),
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
    /** standard (3×3 shell scheme) | raw (space only, from 36 m²). */
    boothType: text('booth_type').notNull().default('standard'),
    /** Open on two sides: the corner surcharge applies. */
    corner: boolean('corner').notNull().default(false),
    /**
     * The enterprise that chose the booth and is not its exhibitor yet: held until
     * `held_until`, requested (held until the organizer decides) when `held_until` is null.
     * An expired hold counts as free; taking a booth is one conditional update.
     */
    heldByEnterpriseId: integer('held_by_enterprise_id').references(() => enterprises.id, {
      onDelete: 'set null',
    }),
    heldUntil: timestamp('held_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('booths_no_uq').on(t.exhibitionId, t.boothNo),
    index('booths_hall_idx').on(t.exhibitionId, t.hall),
    index('booths_exhibitor_idx').on(t.exhibitorId),
    index('booths_held_idx').on(t.heldByEnterpriseId),
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

/* ------------------------------------------------------- exhibitor services (issue 19) */

/**
 * The application to exhibit: one per enterprise and fair, its wizard steps saved as they are
 * filled (jsonb per step, so another device resumes where the first stopped), locked by the
 * final confirmation (draft → submitted), then approved, rejected or sent back for changes
 * (APPLICATION_TRANSITIONS in the contracts).
 */
export const exhibitorApplications = pgTable(
  'exhibitor_applications',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('draft'),
    company: jsonb('company'),
    business: jsonb('business'),
    booth: jsonb('booth'),
    hpia: jsonb('hpia'),
    reviewNote: text('review_note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exhibitor_applications_uq').on(t.exhibitionId, t.enterpriseId),
    index('exhibitor_applications_status_idx').on(t.status, t.submittedAt),
  ],
);

/**
 * The booth price plan of a fair edition (issue 19, organizer side): the types on offer with
 * their prices in fen (boothPricePlanSchema's `types`, checked by the contract on every write),
 * the m² of booth per staff pass, and a version that each save raises (a save from a stale
 * read is refused). No row: the defaults of the contracts (today's BOOTH_RULES).
 */
export const boothPricePlans = pgTable('booth_price_plans', {
  exhibitionId: integer('exhibition_id').primaryKey(),
  types: jsonb('types').notNull(),
  m2PerStaffPass: integer('m2_per_staff_pass').notNull(),
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A booth chosen (request), added after approval (append) or exchanged (alter): BOOTH_REQUEST_TRANSITIONS. */
export const boothRequests = pgTable(
  'booth_requests',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').references(() => exhibitorApplications.id, {
      onDelete: 'cascade',
    }),
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    fromBoothId: integer('from_booth_id').references(() => booths.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    /** Fen, as quoted when the booth was chosen. */
    price: integer('price').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booth_requests_enterprise_idx').on(t.enterpriseId, t.exhibitionId),
    index('booth_requests_status_idx').on(t.status, t.createdAt),
    /** A booth is in at most one open (held or requested) request. */
    uniqueIndex('booth_requests_open_uq').on(t.boothId).where(sql`${t.status} in ('held', 'requested')`),
  ],
);

/** Meeting room / sphere wishes of an enterprise at a fair (sphereRequest). */
export const sphereRequests = pgTable(
  'sphere_requests',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    content: jsonb('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sphere_requests_uq').on(t.exhibitionId, t.enterpriseId)],
);

/** Advertising requests: pending until reviewed (revocable until then), AD_TRANSITIONS. */
export const adRequests = pgTable(
  'ad_requests',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    position: text('position').notNull(),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ad_requests_enterprise_idx').on(t.enterpriseId, t.exhibitionId),
    index('ad_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A booth contract: made when the organizer approves booths, with the booths and prices as
 * approved (a snapshot), its PDF drawn on request, the signed return copy, and its payment
 * (unpaid → pending (bank transfer announced) → paid, one conditional update).
 */
export const boothContracts = pgTable(
  'booth_contracts',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').references(() => exhibitorApplications.id, {
      onDelete: 'set null',
    }),
    contractNo: text('contract_no').notNull(),
    booths: jsonb('booths').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('issued'),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    paymentMethod: text('payment_method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    returnCopyId: integer('return_copy_id').references(() => attachments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booth_contracts_no_uq').on(t.contractNo),
    index('booth_contracts_enterprise_idx').on(t.enterpriseId, t.exhibitionId),
    index('booth_contracts_payment_idx').on(t.paymentStatus, t.createdAt),
  ],
);

/**
 * The invoice (fapiao) asked for a paid booth contract: one per contract (asking again updates
 * the same row, never once issued), with the enterprise's invoice information as it was when
 * asked; the organizer issues it (number and date) or returns it with a reason — the states of
 * the seminar invoices (INVOICE_STATUSES: requested | issued | rejected).
 */
export const contractInvoices = pgTable(
  'contract_invoices',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => boothContracts.id, { onDelete: 'cascade' }),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    taxpayerId: text('taxpayer_id').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    bank: text('bank').notNull().default(''),
    account: text('account').notNull().default(''),
    email: text('email').notNull(),
    status: text('status').notNull().default('requested'),
    invoiceNo: text('invoice_no'),
    issuedOn: text('issued_on'),
    rejectReason: text('reject_reason'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contract_invoices_contract_uq').on(t.contractId),
    index('contract_invoices_status_idx').on(t.status, t.id),
  ],
);

/** The enterprise's invoice (fapiao) information used for its orders: VAT general or special. */
export const enterpriseInvoiceInfos = pgTable('enterprise_invoice_infos', {
  enterpriseId: integer('enterprise_id')
    .primaryKey()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  title: text('title').notNull(),
  taxpayerId: text('taxpayer_id').notNull(),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  bank: text('bank').notNull().default(''),
  account: text('account').notNull().default(''),
  email: text('email').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sample and agency applications (spec §2 sampleAppl / agencyAppli): a buyer asks an exhibitor
 * for a sample of a product (`kind` sample, `product_id` set) or to become its agent (`kind`
 * agency). `subject` keys one application per buyer and product (or enterprise), so a repeated
 * submit stores nothing twice. pending → accepted | declined (with the exhibitor's reply).
 */
export const tradeApplications = pgTable(
  'trade_applications',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    kind: text('kind').notNull(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The product's name when the buyer applied (in the language of the product's page). */
    productName: text('product_name'),
    /** `product:<id>` or `enterprise:<id>`: what the buyer applies for (one row each). */
    subject: text('subject').notNull(),
    applicantUserId: integer('applicant_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    company: text('company').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    quantity: integer('quantity'),
    region: text('region').notNull().default(''),
    channel: text('channel').notNull().default(''),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('pending'),
    reply: text('reply').notNull().default(''),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trade_applications_subject_uq').on(t.kind, t.applicantUserId, t.subject),
    index('trade_applications_enterprise_idx').on(t.enterpriseId, t.kind, t.status, t.createdAt),
    check('trade_applications_kind_ck', sql`${t.kind} in ('sample', 'agency')`),
  ],
);

/**
 * Staff passes (spec §2 /exhibitor/staffAddressList; fair-facts: about one per 3 m² of the
 * booths, at least two): a named badge per exhibitor staff member, printable. `pass_no` is
 * the number printed on the badge.
 */
export const staffPasses = pgTable(
  'staff_passes',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    passNo: text('pass_no').notNull(),
    name: text('name').notNull(),
    jobTitle: text('job_title').notNull().default(''),
    mobile: text('mobile').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_passes_no_uq').on(t.passNo),
    uniqueIndex('staff_passes_mobile_uq').on(t.exhibitionId, t.enterpriseId, t.mobile),
    index('staff_passes_enterprise_idx').on(t.enterpriseId, t.exhibitionId),
  ],
);

/**
 * Publicity material (issue 19, /exhibitor/propaganda): a press release, product launch or
 * catalogue an exhibitor submits for the fair's channels, reviewed by the organizer
 * (PROPAGANDA_TRANSITIONS in the contracts). `request_key` makes a repeated create answer
 * the first row; `attachment_ids` are the caller's uploaded pictures and PDFs.
 */
export const propagandaItems = pgTable(
  'propaganda_items',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    requestKey: text('request_key').notNull(),
    kind: text('kind').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull().default(''),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull().default(''),
    attachmentIds: jsonb('attachment_ids').$type<number[]>().notNull().default([]),
    status: text('status').notNull().default('draft'),
    reason: text('reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('propaganda_items_request_uq').on(t.enterpriseId, t.requestKey),
    index('propaganda_items_enterprise_idx').on(t.enterpriseId, t.exhibitionId, t.createdAt),
    index('propaganda_items_status_idx').on(t.status, t.submittedAt),
  ],
);

/**
 * Booth binding (issue 19, /exhibitor/boothBinding): which member of the enterprise works at
 * which of its booths on which fair day. Per booth and day at most the booth's pass count
 * (fair-facts: about one per 3 m², staffPasses in the contracts).
 */
export const boothStaffBindings = pgTable(
  'booth_staff_bindings',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booth_staff_bindings_uq').on(t.boothId, t.userId, t.day),
    index('booth_staff_bindings_enterprise_idx').on(t.enterpriseId, t.exhibitionId),
  ],
);
