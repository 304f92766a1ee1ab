import { z } from 'zod';
import { pageSchema } from '../envelope';
import { LIMITS } from '../limits';

/**
 * The exhibitor directory of a fair (issue 5): the filtered exhibitor list (yellow page) with
 * facet counts, the countries of the fair's exhibitors, an exhibitor's public page
 * (enterpriseSites), the new-products pavilion, the floor plan of each hall and the
 * featured-exhibitor sections (catalogs/section preview and random).
 *
 * Filter dimensions and their dictionary codes (exhibition 200417, `GET /exhibitor/rest/dicts/code/{type}`):
 * - area: exhibitionArea (A01–A12, e.g. A07 Nonwovens)
 * - hall: hall (H1–H9, …)
 * - industry: industry, top level (I1–I5) = the exhibitor's main business classification
 * - business: industry, second level (I101, …) = its secondary business classifications
 * - country: country (CN, DE, …)
 */

export const DIRECTORY_DIMENSIONS = ['area', 'hall', 'industry', 'business', 'country'] as const;
export type DirectoryDimension = (typeof DIRECTORY_DIMENSIONS)[number];

export const DIRECTORY_LIMITS = {
  /** Longest search text accepted (longer: validation error 400). */
  keywordMax: 100,
  /** Codes per dimension in one filter. */
  valuesMax: 20,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Ids in one POST /exhibitor/rest/enterpriseSites/ids. */
  idsMax: 100,
  /** preview/random count. */
  sectionCountMax: 50,
  boothSearchMax: 20,
  /** spec §9: at most 2 products per exhibitor in the new-products pavilion. */
  newProductsPerExhibitor: LIMITS.newProductsPerExhibitor,
} as const;

/** A dictionary code of a filter: letters, digits, '-' and '_' only. */
const code = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_-]+$/);

/** One code, a comma-separated list ("A07,A08") or an array: the exhibitor matches any of them. */
const codes = z.preprocess((v) => {
  if (v === undefined || v === null || v === '') return undefined;
  const list = Array.isArray(v) ? v : [v];
  return list
    .flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]))
    .map((x) => (typeof x === 'string' ? x.trim() : x))
    .filter((x) => x !== '');
}, z.array(code).max(DIRECTORY_LIMITS.valuesMax).optional());

export const directoryExhibitionParams = z.object({ exhibitionId: z.coerce.number().int().positive() });

/**
 * POST /exhibitor/rest/enterprise/exhibition/{exhibitionId}/yellowPage (body).
 * Dimensions combine with AND; the codes of one dimension with OR. `keyword` matches, partly and
 * case-insensitively, the Simplified, Traditional or English name, a brand or a booth number.
 */
export const directoryQueryBody = z.object({
  keyword: z.string().trim().max(DIRECTORY_LIMITS.keywordMax).optional(),
  area: codes,
  hall: codes,
  industry: codes,
  business: codes,
  country: codes,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(DIRECTORY_LIMITS.pageSizeMax)
    .default(DIRECTORY_LIMITS.pageSizeDefault),
  /** Leave out the facet counts (paging through the same filter). */
  facets: z.boolean().default(true),
});
export type DirectoryQueryBody = z.input<typeof directoryQueryBody>;
export type DirectoryQuery = z.output<typeof directoryQueryBody>;

/** A booth of an exhibitor; `floorPlanPath` is the web route showing it on its hall's plan. */
export const directoryBoothSchema = z.object({
  boothNo: z.string(),
  hall: z.string(),
  hallName: z.string(),
  area: z.string(),
  areaName: z.string(),
  floorPlanPath: z.string(),
});
export type DirectoryBooth = z.infer<typeof directoryBoothSchema>;

/** One exhibitor of the list (names in the three languages plus the caller's). */
export const directoryRowSchema = z.object({
  /** Exhibitor (participation) id. */
  id: z.number().int(),
  enterpriseId: z.number().int(),
  /** Simplified Chinese name. */
  name: z.string(),
  nameZhHant: z.string(),
  /** English name (always present for exhibitors). */
  nameEn: z.string(),
  /** The name in the caller's language (Accept-Language). */
  displayName: z.string(),
  /** `/attachment/<key>`; resize with `?width=` / `?height=` (spec §9), or null. */
  logoUrl: z.string().nullable(),
  brands: z.array(z.string()),
  booths: z.array(directoryBoothSchema),
  /** Booth numbers, for the label "展位号 / Booth No" (spec §9). */
  boothNos: z.array(z.string()),
  /** First booth's hall and area (for the list's columns). */
  hall: z.string().nullable(),
  hallName: z.string().nullable(),
  area: z.string().nullable(),
  areaName: z.string().nullable(),
  country: z.string(),
  countryName: z.string(),
  industry: z.string(),
  industryName: z.string(),
});
export type DirectoryRow = z.infer<typeof directoryRowSchema>;

export const facetOptionSchema = z.object({
  code: z.string(),
  /** In the caller's language. */
  name: z.string(),
  /**
   * Exhibitors that match the current filter with this option chosen in its dimension instead of
   * the dimension's current choice (the other dimensions and the keyword applied). Options with
   * count 0 are listed too, in dictionary order.
   */
  count: z.number().int(),
  selected: z.boolean(),
});
export type FacetOption = z.infer<typeof facetOptionSchema>;

export const directoryFacetsSchema = z.object({
  area: z.array(facetOptionSchema),
  hall: z.array(facetOptionSchema),
  industry: z.array(facetOptionSchema),
  business: z.array(facetOptionSchema),
  country: z.array(facetOptionSchema),
});
export type DirectoryFacets = z.infer<typeof directoryFacetsSchema>;

export const directoryPageSchema = pageSchema(directoryRowSchema).extend({
  /** Null when the body asked `facets: false`. */
  facets: directoryFacetsSchema.nullable(),
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

/** GET /exhibitor/rest/enterprise/exhibition/{exhibitionId}/countries: countries of the fair's exhibitors. */
export const directoryCountrySchema = z.object({
  code: z.string(),
  name: z.string(),
  nameZhHans: z.string(),
  nameZhHant: z.string(),
  nameEn: z.string(),
  count: z.number().int(),
});
export type DirectoryCountry = z.infer<typeof directoryCountrySchema>;
export const directoryCountriesSchema = z.array(directoryCountrySchema);

/* --------------------------------------------------------- enterprise site */

export const enterpriseSiteParams = z.object({ enterpriseId: z.coerce.number().int().positive() });

/** A product card (listed products only). */
export const siteProductSchema = z.object({
  id: z.number().int(),
  /** Chinese name; null when the product has an English name only. */
  name: z.string().nullable(),
  nameEn: z.string().nullable(),
  /** The name in the caller's language, the other one when it has none (productDisplayName). */
  displayName: z.string(),
  category: z.string(),
  categoryName: z.string(),
  coverUrl: z.string().nullable(),
  /** In the fair's new-products pavilion. */
  newProduct: z.boolean(),
});
export type SiteProduct = z.infer<typeof siteProductSchema>;

/** A contact the enterprise made public on its exhibitor page. */
export const siteContactSchema = z.object({
  name: z.string(),
  jobTitle: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  wechat: z.string().nullable(),
});
export type SiteContact = z.infer<typeof siteContactSchema>;

/**
 * GET /exhibitor/rest/enterpriseSites/main/{enterpriseId} (texts in the caller's language) and
 * GET /exhibitor/rest/enterpriseSites/en/{enterpriseId} (English texts): the public exhibitor page.
 * The product page itself is GET /portal/rest/products/{productId} (products module).
 */
export const enterpriseSiteSchema = directoryRowSchema.extend({
  exhibitionId: z.number().int(),
  profile: z.string().nullable(),
  profileZhHans: z.string().nullable(),
  profileEn: z.string().nullable(),
  coverUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  contacts: z.array(siteContactSchema),
  products: z.array(siteProductSchema),
});
export type EnterpriseSite = z.infer<typeof enterpriseSiteSchema>;

/** POST /exhibitor/rest/enterpriseSites/ids: list cards of these enterprises (order kept, unknown left out). */
export const enterpriseSiteIdsBody = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(DIRECTORY_LIMITS.idsMax),
  exhibitionId: z.number().int().positive().optional(),
});
export type EnterpriseSiteIdsBody = z.input<typeof enterpriseSiteIdsBody>;
export const directoryRowsSchema = z.array(directoryRowSchema);

/* -------------------------------------------------------- new products */

/** GET /exhibitor/rest/enterprise/exhibition/{exhibitionId}/newProducts (query). */
export const newProductsQuery = z.object({
  keyword: z.string().trim().max(DIRECTORY_LIMITS.keywordMax).optional(),
  /** industry code of the product (either level). */
  category: code.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(DIRECTORY_LIMITS.pageSizeMax)
    .default(DIRECTORY_LIMITS.pageSizeDefault),
});
export type NewProductsQuery = z.input<typeof newProductsQuery>;

export const newProductSchema = siteProductSchema.extend({
  enterpriseId: z.number().int(),
  exhibitorId: z.number().int(),
  enterpriseName: z.string(),
  enterpriseNameEn: z.string(),
  enterpriseDisplayName: z.string(),
  boothNos: z.array(z.string()),
});
export type NewProduct = z.infer<typeof newProductSchema>;
export const newProductPageSchema = pageSchema(newProductSchema);
export type NewProductPage = z.infer<typeof newProductPageSchema>;

/**
 * PUT /exhibitor/rest/enterprise/exhibition/{exhibitionId}/newProducts: an enterprise's
 * administrator or operator chooses its pavilion products (listed ones, at most 2; [] clears).
 */
export const newProductsBody = z.object({
  productIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(DIRECTORY_LIMITS.newProductsPerExhibitor, 'NEW_PRODUCTS_LIMIT'),
});
export type NewProductsBody = z.input<typeof newProductsBody>;

/* ----------------------------------------------------------- floor plan */

export const floorPlanHallSchema = z.object({
  hall: z.string(),
  hallName: z.string(),
  /** Size of the hall's coordinate system (metres). */
  width: z.number(),
  height: z.number(),
  boothCount: z.number().int(),
});
export type FloorPlanHall = z.infer<typeof floorPlanHallSchema>;
export const floorPlanHallsSchema = z.array(floorPlanHallSchema);

export const floorPlanBoothSchema = z.object({
  boothNo: z.string(),
  /** Rectangle in the hall's coordinate system, origin top left. */
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  /** Exhibition area code, for the colour. */
  area: z.string(),
  /** Null: booth not taken. */
  exhibitorId: z.number().int().nullable(),
  enterpriseId: z.number().int().nullable(),
  displayName: z.string().nullable(),
});
export type FloorPlanBooth = z.infer<typeof floorPlanBoothSchema>;

/**
 * What a hall plan shows besides its booths: its doors and the places a visitor looks for. The
 * web names each kind in the reader's language (its catalogs); `label` is a short code of the
 * plan itself (a door's number, a room's letter), the same in every language.
 */
export const HALL_FEATURE_KINDS = [
  'entrance',
  'registration',
  'info',
  'toilet',
  'restaurant',
  'cafe',
  'seminar',
  'firstAid',
] as const;
export type HallFeatureKind = (typeof HALL_FEATURE_KINDS)[number];

export const HALL_FEATURE_LIMITS = { maxFeatures: 60, labelMax: 8, outlineMax: 64 } as const;

const metres = z.number().finite().min(0).max(10_000);

export const hallFeatureSchema = z.object({
  kind: z.enum(HALL_FEATURE_KINDS),
  /** Rectangle in the hall's coordinate system (metres, origin top left); a door lies on the outline. */
  x: metres,
  y: metres,
  w: metres.positive(),
  h: metres.positive(),
  label: z.string().trim().min(1).max(HALL_FEATURE_LIMITS.labelMax).nullable(),
});
export type HallFeature = z.infer<typeof hallFeatureSchema>;
export const hallFeaturesSchema = z.array(hallFeatureSchema).max(HALL_FEATURE_LIMITS.maxFeatures);

export const planPointSchema = z.object({ x: metres, y: metres });
export type PlanPoint = z.infer<typeof planPointSchema>;
/** A hall's walls: a closed polygon (the last point joins the first). */
export const hallOutlineSchema = z.array(planPointSchema).min(3).max(HALL_FEATURE_LIMITS.outlineMax);

export const floorPlanSchema = floorPlanHallSchema.extend({
  areas: z.array(z.object({ code: z.string(), name: z.string() })),
  booths: z.array(floorPlanBoothSchema),
  /** The hall's walls (the plan's rectangle when the hall has no outline of its own). */
  outline: hallOutlineSchema,
  /** Entrances and facilities. */
  features: hallFeaturesSchema,
});
export type FloorPlan = z.infer<typeof floorPlanSchema>;

export const floorPlanParams = directoryExhibitionParams.extend({ hall: code });

/** GET /exhibitor/rest/enterprise/exhibition/{exhibitionId}/booths?q= : booth number or exhibitor name. */
export const boothSearchQuery = z.object({
  q: z.string().trim().min(1, 'REQUIRED').max(DIRECTORY_LIMITS.keywordMax),
  limit: z.coerce.number().int().min(1).max(DIRECTORY_LIMITS.boothSearchMax).default(10),
});
export type BoothSearchQuery = z.input<typeof boothSearchQuery>;

export const boothHitSchema = floorPlanBoothSchema.extend({
  hall: z.string(),
  hallName: z.string(),
  floorPlanPath: z.string(),
});
export type BoothHit = z.infer<typeof boothHitSchema>;
export const boothHitsSchema = z.array(boothHitSchema);

/* ----------------------------------------------------- featured sections */

export const sectionCountParams = z.object({
  sectionId: z.coerce.number().int().positive(),
  count: z.coerce.number().int().min(1).max(DIRECTORY_LIMITS.sectionCountMax),
});

/**
 * GET /portal/rest/catalogs/section/{sectionId}/preview/{count} (the first `count` in the
 * organizer's order) and /random/{count} (`count` drawn at random on each call).
 */
export const featuredSectionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  rows: z.array(directoryRowSchema),
});
export type FeaturedSection = z.infer<typeof featuredSectionSchema>;

/** The floor plan web route of a booth (ours: /exhibitor/floorplan of spec §2). */
export function floorPlanPath(hall: string, boothNo: string): string {
  return `/exhibitor/floorplan?hall=${encodeURIComponent(hall)}&booth=${encodeURIComponent(boothNo)}`;
}
