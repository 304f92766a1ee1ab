import { z } from 'zod';

/** The navigation sites: the Chinese site (both scripts) and the English site. */
export const NAV_SITES = { zh: 1, en: 2 } as const;

export interface NavItem {
  id: number;
  code: string;
  name: string;
  path: string;
  children: NavItem[];
}

export const navItemSchema: z.ZodType<NavItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    path: z.string(),
    children: z.array(navItemSchema),
  }),
);

export const navSiteParams = z.object({ siteId: z.coerce.number().int().positive() });

/** Catalogs of the content store (kind `content`): the fair's pages, news and its categories. */
export interface CatalogNode {
  id: number;
  siteId: number;
  code: string;
  name: string;
  path: string;
  children: CatalogNode[];
}

export const catalogNodeSchema: z.ZodType<CatalogNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    siteId: z.number().int(),
    code: z.string(),
    name: z.string(),
    path: z.string(),
    children: z.array(catalogNodeSchema),
  }),
);

export const catalogIdParams = z.object({ catalogId: z.coerce.number().int().positive() });
export const catalogCodeParams = z.object({ code: z.string().trim().min(1).max(64) });

/** The content store's fixed catalog codes (seeded); news categories hang under `news`. */
export const CONTENT_CATALOGS = { fair: 'fair', news: 'news', bbs: 'bbs', en: 'en-pages' } as const;
/**
 * A content catalog holding one of these codes is fixed: pages look it up by its code, so its
 * code and path never change and it is never deleted (its names in three languages may change).
 */
export const FIXED_CATALOG_CODES: readonly string[] = Object.values(CONTENT_CATALOGS);
export const isFixedCatalog = (c: { kind: string; code: string }) =>
  c.kind === 'content' && FIXED_CATALOG_CODES.includes(c.code);

export const CONTENT_KINDS = ['page', 'news'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Publish status of a page or a news item. */
export const CONTENT_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

export const CONTENT_ACTIONS = ['edit', 'publish', 'schedule', 'unpublish'] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];

/** Which states each action starts from and where it leads (`null`: the state stays). */
export const CONTENT_TRANSITIONS: Record<
  ContentAction,
  { from: readonly ContentState[]; to: ContentState | null }
> = {
  edit: { from: ['draft', 'scheduled', 'published', 'unpublished'], to: null },
  publish: { from: ['draft', 'scheduled', 'unpublished'], to: 'published' },
  schedule: { from: ['draft', 'unpublished', 'scheduled'], to: 'scheduled' },
  unpublish: { from: ['published', 'scheduled'], to: 'unpublished' },
};

export function nextContentState(from: ContentState, action: ContentAction): ContentState | null {
  const rule = CONTENT_TRANSITIONS[action];
  if (!rule.from.includes(from)) return null;
  return rule.to ?? from;
}

/** Limits of the editor (characters). */
export const CONTENT_LIMITS = { title: 120, summary: 300, body: 100_000, code: 64 } as const;

/** A content id: a number, or the code of a fixed page (exhibitionGuide, VisitorNotice…). */
export const contentIdParams = z.object({
  contentId: z
    .string()
    .trim()
    .min(1)
    .max(CONTENT_LIMITS.code)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** A row of a list (news list, related news, latest news) in the caller's language. */
export const contentSummarySchema = z.object({
  id: z.number().int(),
  catalogId: z.number().int(),
  catalogName: z.string(),
  kind: z.enum(CONTENT_KINDS),
  code: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
  views: z.number().int(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

/** A published page or news item in the caller's language, with the related news. */
export const contentDetailSchema = contentSummarySchema.extend({
  body: z.string(),
  /** The same item's title in each language (hreflang links, language switch). */
  titles: z.object({ 'zh-Hans': z.string(), 'zh-Hant': z.string(), en: z.string() }),
  related: z.array(contentSummarySchema),
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;

/** POST …/contents/page: by catalog (id or code, its sub-catalogs included), kind, keyword. */
export const contentPageBody = z.object({
  catalogId: z.number().int().positive().optional(),
  catalogCode: z.string().trim().min(1).max(64).optional(),
  kind: z.enum(CONTENT_KINDS).optional(),
  keyword: z.string().trim().max(50).optional(),
  excludeId: z.number().int().positive().optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
});
export type ContentPageBody = z.input<typeof contentPageBody>;

export const contentPageSchema = z.object({
  rows: z.array(contentSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

// ---- the organizer's editor ----

const plain = (max: number) => z.string().max(max).default('');

/** The three languages side by side; empty strings are allowed for a draft. */
export const contentEditBody = z.object({
  catalogId: z.number().int().positive(),
  kind: z.enum(CONTENT_KINDS),
  code: z
    .string()
    .trim()
    .max(CONTENT_LIMITS.code)
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'CONTENT_CODE_INVALID')
    .nullable()
    .optional(),
  titleZhHans: plain(CONTENT_LIMITS.title),
  titleZhHant: plain(CONTENT_LIMITS.title),
  titleEn: plain(CONTENT_LIMITS.title),
  summaryZhHans: plain(CONTENT_LIMITS.summary),
  summaryZhHant: plain(CONTENT_LIMITS.summary),
  summaryEn: plain(CONTENT_LIMITS.summary),
  bodyZhHans: plain(CONTENT_LIMITS.body),
  bodyZhHant: plain(CONTENT_LIMITS.body),
  bodyEn: plain(CONTENT_LIMITS.body),
  coverUrl: z.string().max(500).nullable().optional(),
  /** The version the editor loaded (updates only): a newer stored one refuses the save. */
  version: z.number().int().positive().optional(),
});
export type ContentEditBody = z.input<typeof contentEditBody>;

export const contentEditorSchema = z.object({
  id: z.number().int(),
  catalogId: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  code: z.string().nullable(),
  titleZhHans: z.string(),
  titleZhHant: z.string(),
  titleEn: z.string(),
  summaryZhHans: z.string(),
  summaryZhHant: z.string(),
  summaryEn: z.string(),
  bodyZhHans: z.string(),
  bodyZhHant: z.string(),
  bodyEn: z.string(),
  coverUrl: z.string().nullable(),
  status: z.enum(CONTENT_STATES),
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ContentEditor = z.infer<typeof contentEditorSchema>;

export const organizerContentQuery = z.object({
  catalogId: z.coerce.number().int().positive().optional(),
  status: z.enum(CONTENT_STATES).optional(),
  keyword: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const organizerContentRowSchema = z.object({
  id: z.number().int(),
  catalogId: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  code: z.string().nullable(),
  titleZhHans: z.string(),
  titleZhHant: z.string(),
  titleEn: z.string(),
  status: z.enum(CONTENT_STATES),
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export const organizerContentPageSchema = z.object({
  rows: z.array(organizerContentRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrganizerContentRow = z.infer<typeof organizerContentRowSchema>;

export const organizerContentParams = z.object({ id: z.coerce.number().int().positive() });

/** Publish now, or at `publishAt` (a schedule: the job publishes it then). */
export const contentPublishBody = z.object({ publishAt: z.iso.datetime({ offset: true }).optional() });

/** The organizer's catalog tree of a site, every kind, names in the three languages. */
export interface OrganizerCatalog {
  id: number;
  siteId: number;
  kind: string;
  code: string;
  nameZhHans: string;
  nameZhHant: string;
  nameEn: string;
  path: string;
  /** Hidden: gone from the public navigation and calls (its sub-catalogs and contents too). */
  hidden: boolean;
  /** Fixed (`isFixedCatalog`): only its names may change; never deleted. */
  fixed: boolean;
  children: OrganizerCatalog[];
}
export const organizerCatalogSchema: z.ZodType<OrganizerCatalog> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    siteId: z.number().int(),
    kind: z.string(),
    code: z.string(),
    nameZhHans: z.string(),
    nameZhHant: z.string(),
    nameEn: z.string(),
    path: z.string(),
    hidden: z.boolean(),
    fixed: z.boolean(),
    children: z.array(organizerCatalogSchema),
  }),
);
export const organizerCatalogQuery = z.object({ siteId: z.coerce.number().int().positive() });

/** The two kinds of catalogs: a site's navigation menu and the sections of the content store. */
export const CATALOG_KINDS = ['navi', 'content'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];
export const CATALOG_LIMITS = { name: 40, code: 40, path: 200 } as const;

const catalogName = z.string().trim().min(1, 'CATALOG_NAME_REQUIRED').max(CATALOG_LIMITS.name);
/**
 * The organizer renames a catalog: its names in the three languages, its code (unique in its
 * site and kind) and its path (a content catalog: `news/industry`, unique in its site; a menu
 * entry: the portal address it leads to, `/exhibition/programme`). The path is checked
 * against the kind on the server.
 */
export const catalogEditBody = z.object({
  nameZhHans: catalogName,
  nameZhHant: catalogName,
  nameEn: catalogName,
  code: z
    .string()
    .trim()
    .max(CATALOG_LIMITS.code)
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'CATALOG_CODE_INVALID'),
  path: z.string().trim().max(CATALOG_LIMITS.path),
});
export type CatalogEditBody = z.input<typeof catalogEditBody>;
/** POST /portal/rest/organizer/catalogs: a new catalog of a site, at the end of its parent's list. */
export const catalogCreateBody = catalogEditBody.extend({
  siteId: z.number().int().positive(),
  kind: z.enum(CATALOG_KINDS),
  parentId: z.number().int().positive().nullable(),
});
export type CatalogCreateBody = z.input<typeof catalogCreateBody>;
/** Move one place up or down among its siblings, or under another parent (null: the top level). */
export const catalogMoveBody = z.union([
  z.object({ direction: z.enum(['up', 'down']) }),
  z.object({ parentId: z.number().int().positive().nullable() }),
]);
export type CatalogMoveBody = z.input<typeof catalogMoveBody>;
export const catalogVisibilityBody = z.object({ hidden: z.boolean() });

/** OpenCC: one script of Chinese to the other, for the editor to review. */
export const chineseConvertBody = z.object({
  to: z.enum(['zh-Hant', 'zh-Hans']),
  texts: z.array(z.string().max(CONTENT_LIMITS.body)).min(1).max(10),
});
export const chineseConvertSchema = z.object({ texts: z.array(z.string()) });

// ---- live rounds and the photo wall ----

export const LIVE_STATES = ['upcoming', 'live', 'ended'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

/** Where a round stands at `now`: before its start, between start and end, after its end. */
export function liveStateAt(round: { startsAt: string | Date; endsAt: string | Date }, now: Date): LiveState {
  if (now.getTime() < new Date(round.startsAt).getTime()) return 'upcoming';
  if (now.getTime() < new Date(round.endsAt).getTime()) return 'live';
  return 'ended';
}

export const liveRoundSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  host: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(LIVE_STATES),
  /** The stream while live, the replay after (null before the start or without a replay). */
  playUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
});
export type LiveRound = z.infer<typeof liveRoundSchema>;
export const liveRoundParams = z.object({ roundId: z.coerce.number().int().positive() });

export const livePhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  caption: z.string(),
  createdAt: z.string(),
});
export type LivePhoto = z.infer<typeof livePhotoSchema>;
export const livePhotoQuery = z.object({ afterId: z.coerce.number().int().min(0).optional() });
export const LIVE_PHOTO_PAGE = 60;

export const livePhotoBody = z.object({
  url: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/(?!\/)|https:\/\/)/),
  captionZhHans: z.string().trim().max(200).default(''),
  captionZhHant: z.string().trim().max(200).default(''),
  captionEn: z.string().trim().max(200).default(''),
});

// ---- downloads ----

export const DOWNLOAD_CATEGORIES = ['exhibitor', 'visitor', 'report'] as const;
export type DownloadCategory = (typeof DOWNLOAD_CATEGORIES)[number];
export const downloadSchema = z.object({
  id: z.number().int(),
  category: z.enum(DOWNLOAD_CATEGORIES),
  title: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  downloadCount: z.number().int(),
});
export type Download = z.infer<typeof downloadSchema>;
export const downloadQuery = z.object({ category: z.enum(DOWNLOAD_CATEGORIES).optional() });
export const downloadParams = z.object({ downloadId: z.coerce.number().int().positive() });

export * from './webcasts';

// ---- the organizer's console: live rounds, the photo wall, downloads ----

/**
 * The organizer's console for the live pages and downloads (ours, ARCHITECTURE §1): live
 * rounds, the photo wall (post, order, publish / unpublish) and the documents to download.
 */

/** A site address (/media/…, /attachment/…) or an https one: never a script or another scheme. */
const siteOrHttps = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)/, 'LIVE_URL_INVALID');

export const liveRoundBody = z
  .object({
    titleZhHans: z.string().trim().min(1, 'CONTENT_TITLE_REQUIRED').max(100),
    titleZhHant: z.string().trim().max(100).default(''),
    titleEn: z.string().trim().max(100).default(''),
    hostZhHans: z.string().trim().max(60).default(''),
    hostZhHant: z.string().trim().max(60).default(''),
    hostEn: z.string().trim().max(60).default(''),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    streamUrl: siteOrHttps,
    replayUrl: siteOrHttps.nullable().optional(),
    posterUrl: siteOrHttps.nullable().optional(),
  })
  .refine((b) => new Date(b.endsAt).getTime() > new Date(b.startsAt).getTime(), {
    message: 'LIVE_ROUND_TIMES',
    path: ['endsAt'],
  });
export type LiveRoundBody = z.input<typeof liveRoundBody>;

export const organizerLiveRoundSchema = z.object({
  id: z.number().int(),
  titleZhHans: z.string(),
  titleZhHant: z.string(),
  titleEn: z.string(),
  hostZhHans: z.string(),
  hostZhHant: z.string(),
  hostEn: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  streamUrl: z.string(),
  replayUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
});
export type OrganizerLiveRound = z.infer<typeof organizerLiveRoundSchema>;

/** The demo stream every fresh clone has (generated test pattern). */
export const DEMO_STREAM_URL = '/media/live-demo/stream.m3u8';
export const DEMO_POSTER_URL = '/media/live-demo/poster.jpg';

export const organizerPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  captionZhHans: z.string(),
  captionZhHant: z.string(),
  captionEn: z.string(),
  published: z.boolean(),
  sort: z.number().int(),
  createdAt: z.string(),
});
export type OrganizerPhoto = z.infer<typeof organizerPhotoSchema>;
export const livePhotoParams = z.object({ photoId: z.coerce.number().int().positive() });
export const livePhotoUpdateBody = z.object({
  published: z.boolean().optional(),
  captionZhHans: z.string().trim().max(200).optional(),
  captionZhHant: z.string().trim().max(200).optional(),
  captionEn: z.string().trim().max(200).optional(),
});
/** The wall's order, first shown first: every photo id once. */
export const livePhotoOrderBody = z.object({ ids: z.array(z.number().int().positive()).min(1).max(1000) });

export const downloadBody = z.object({
  category: z.enum(DOWNLOAD_CATEGORIES),
  titleZhHans: z.string().trim().min(1, 'CONTENT_TITLE_REQUIRED').max(100),
  titleZhHant: z.string().trim().max(100).default(''),
  titleEn: z.string().trim().max(100).default(''),
  /** A document the organizer uploaded (PDF, JPG or PNG); required to add, optional to change. */
  attachmentId: z.number().int().positive().optional(),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type DownloadBody = z.input<typeof downloadBody>;
export const organizerDownloadSchema = z.object({
  id: z.number().int(),
  category: z.enum(DOWNLOAD_CATEGORIES),
  titleZhHans: z.string(),
  titleZhHant: z.string(),
  titleEn: z.string(),
  url: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  downloadCount: z.number().int(),
  sort: z.number().int(),
  attachmentId: z.number().int().nullable(),
});
export type OrganizerDownload = z.infer<typeof organizerDownloadSchema>;
