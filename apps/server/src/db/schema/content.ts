import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Catalogs: the navigation of each site (`kind` navi) and the sections of the content store
 * (`kind` content: the fair's pages, news and its categories, the exchange platform `bbs`),
 * found by id, by `code` or by `path`.
 */
export const catalogs = pgTable(
  'catalogs',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    parentId: integer('parent_id'),
    kind: text('kind').notNull().default('navi'),
    code: text('code').notNull(),
    nameZhHans: text('name_zh_hans').notNull(),
    nameZhHant: text('name_zh_hant').notNull(),
    nameEn: text('name_en').notNull(),
    path: text('path').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('catalogs_site_idx').on(t.siteId, t.kind, t.sort)],
);

/**
 * A page or a news item of the content store, in the three languages side by side. Bodies
 * are HTML, sanitised on the server before they are stored; titles and summaries are plain
 * text. `status`: draft → published | scheduled (published by the job at `publishAt`) →
 * unpublished (CONTENT_TRANSITIONS in the contracts). `code` names a fixed page
 * (exhibitionGuide, VisitorNotice…) so the routes of the portal find it without an id.
 */
export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull().default('news'),
    code: text('code'),
    titleZhHans: text('title_zh_hans').notNull().default(''),
    titleZhHant: text('title_zh_hant').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    summaryZhHans: text('summary_zh_hans').notNull().default(''),
    summaryZhHant: text('summary_zh_hant').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    bodyZhHans: text('body_zh_hans').notNull().default(''),
    bodyZhHant: text('body_zh_hant').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    coverUrl: text('cover_url'),
    status: text('status').notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    authorId: integer('author_id'),
    /** Optimistic lock: an editor saving over a newer version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contents_catalog_idx').on(t.catalogId, t.status, t.publishedAt),
    index('contents_status_idx').on(t.status, t.publishAt),
    uniqueIndex('contents_code_uq').on(t.code).where(sql`${t.code} is not null`),
  ],
);

/**
 * Live rounds: a schedule of broadcasts. Before `startsAt` the room shows the poster, between
 * `startsAt` and `endsAt` it plays `streamUrl` (HLS) as live, after `endsAt` the replay.
 */
export const liveRounds = pgTable(
  'live_rounds',
  {
    id: serial('id').primaryKey(),
    titleZhHans: text('title_zh_hans').notNull(),
    titleZhHant: text('title_zh_hant').notNull(),
    titleEn: text('title_en').notNull(),
    hostZhHans: text('host_zh_hans').notNull().default(''),
    hostZhHant: text('host_zh_hant').notNull().default(''),
    hostEn: text('host_en').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    streamUrl: text('stream_url').notNull(),
    replayUrl: text('replay_url'),
    posterUrl: text('poster_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_rounds_start_idx').on(t.startsAt)],
);

/** The photo-live wall: pictures of the fair as they are posted, newest first. */
export const livePhotos = pgTable(
  'live_photos',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    captionZhHans: text('caption_zh_hans').notNull().default(''),
    captionZhHant: text('caption_zh_hant').notNull().default(''),
    captionEn: text('caption_en').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_photos_created_idx').on(t.createdAt)],
);

/** Documents to download (manuals, forms, reports), by category, with their size and count. */
export const downloads = pgTable(
  'downloads',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    titleZhHans: text('title_zh_hans').notNull(),
    titleZhHant: text('title_zh_hant').notNull(),
    titleEn: text('title_en').notNull(),
    url: text('url').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    downloadCount: integer('download_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('downloads_category_idx').on(t.category, t.sort)],
);
