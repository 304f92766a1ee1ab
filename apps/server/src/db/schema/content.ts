import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    /**
     * Hidden by the organizer: the catalog, its sub-catalogs and their contents leave the public
     * navigation and the public calls, and stay editable in the console.
     */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    index('catalogs_site_idx').on(t.siteId, t.kind, t.sort),
    // A code names one catalog of a kind per site; a content catalog's path is its address.
    uniqueIndex('catalogs_site_code_uq').on(t.siteId, t.kind, t.code),
    uniqueIndex('catalogs_site_path_uq').on(t.siteId, t.path).where(sql`${t.kind} = 'content'`),
  ],
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
    /** The wall shows the published photos, highest `sort` first (the organizer orders them). */
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_photos_created_idx').on(t.createdAt),
    index('live_photos_sort_idx').on(t.published, t.sort),
  ],
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
    /** The stored file (an attachment of the organizer) when it was uploaded in the console. */
    attachmentId: integer('attachment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('downloads_category_idx').on(t.category, t.sort)],
);

/** A video of a webcast as stored: its title, address and the attachment it came from. */
export interface StoredWebcastVideo {
  title: string;
  url: string;
  attachmentId: number | null;
}

/**
 * Webcasts: an enterprise's recorded broadcast (videos and a report). Staff write and submit
 * it (`status` draft → pending), the organizer approves or rejects it (with a note); an
 * approved one edited again goes back to pending. The enterprise's name is kept as it was
 * at the last save, so the public lists need no other domain's table.
 */
export const webcasts = pgTable(
  'webcasts',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id').notNull(),
    enterpriseName: text('enterprise_name').notNull(),
    enterpriseNameEn: text('enterprise_name_en'),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    summary: text('summary').notNull().default(''),
    report: text('report').notNull().default(''),
    posterAttachmentId: integer('poster_attachment_id'),
    posterUrl: text('poster_url'),
    videos: jsonb('videos').$type<StoredWebcastVideo[]>().notNull().default([]),
    status: text('status').notNull().default('draft'),
    reviewNote: text('review_note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    createdBy: integer('created_by'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webcasts_enterprise_idx').on(t.enterpriseId),
    index('webcasts_status_idx').on(t.status, t.publishedAt),
  ],
);

/** Visitors' questions on a webcast: shown once the organizer approves them, with the answer of the webcast's enterprise or of the organizer. */
export const webcastQuestions = pgTable(
  'webcast_questions',
  {
    id: serial('id').primaryKey(),
    webcastId: integer('webcast_id')
      .notNull()
      .references(() => webcasts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    askedBy: text('asked_by').notNull().default(''),
    body: text('body').notNull(),
    answer: text('answer'),
    /** Who wrote the answer: the webcast's enterprise (`enterprise`) or the organizer. */
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    index('webcast_questions_webcast_idx').on(t.webcastId, t.status),
    // A repeated submit of the same question stores it once.
    uniqueIndex('webcast_questions_once_uq').on(t.webcastId, t.userId, t.body),
  ],
);
