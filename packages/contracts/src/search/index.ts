import { z } from 'zod';

/**
 * The portal's one search (issue 22): exhibitors, products, supply-and-demand posts and news in
 * one in-process index (docs/decisions.md "Search"). Not in spec §7: the paths are ours
 * (docs/api-notes.md).
 */
export const SEARCH_KINDS = ['exhibitor', 'product', 'purpose', 'news'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The facets a search answers with counts (and the filters a body may set). */
export const SEARCH_FACETS = ['kind', 'hall', 'country', 'industry'] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];

export const SEARCH_PATHS = {
  /** POST: keyword, filters and page → hits with facet counts. */
  search: 'portal/rest/search',
  /** GET ?keyword=&limit=: the few best hits while typing. */
  suggest: 'portal/rest/search/suggest',
} as const;

export const SEARCH_LIMITS = {
  keywordMax: 100,
  pageSizeMax: 50,
  pageSizeDefault: 20,
  /** Pages past this are not served: a search is refined, not paged through. */
  pageMax: 100,
  suggestMax: 10,
  suggestDefault: 8,
} as const;

const codes = z.array(z.string().trim().min(1).max(40)).max(20).optional();

/** POST portal/rest/search. */
export const searchBodySchema = z.object({
  keyword: z.string().trim().max(SEARCH_LIMITS.keywordMax).default(''),
  kind: z.array(z.enum(SEARCH_KINDS)).max(SEARCH_KINDS.length).optional(),
  hall: codes,
  country: codes,
  industry: codes,
  page: z.coerce.number().int().min(1).max(SEARCH_LIMITS.pageMax).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_LIMITS.pageSizeMax)
    .default(SEARCH_LIMITS.pageSizeDefault),
});
export type SearchBody = z.input<typeof searchBodySchema>;
export type SearchQuery = z.output<typeof searchBodySchema>;

/** GET portal/rest/search/suggest. */
export const suggestQuerySchema = z.object({
  keyword: z.string().trim().max(SEARCH_LIMITS.keywordMax).default(''),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMITS.suggestMax).default(SEARCH_LIMITS.suggestDefault),
});
export type SuggestQuery = z.output<typeof suggestQuerySchema>;

/** One thing found, named in the caller's language. */
export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** exhibitor: the enterprise id; product, purpose, news: their own id. */
  id: z.number().int(),
  /** The enterprise showing it (exhibitor and product), else null. */
  enterpriseId: z.number().int().nullable(),
  title: z.string(),
  /** The exhibitor's name for a product, the other-language name for an exhibitor, else null. */
  subtitle: z.string().nullable(),
  boothNos: z.array(z.string()),
  hall: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchFacetOptionSchema = z.object({
  code: z.string(),
  /** In the caller's language (a dictionary name; the code itself when the dictionary lacks it). */
  name: z.string(),
  /** Hits of the keyword and the other facets' filters with this option chosen. */
  count: z.number().int(),
  selected: z.boolean(),
});
export type SearchFacetOption = z.infer<typeof searchFacetOptionSchema>;

export const searchResultSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hits: z.array(searchHitSchema),
  facets: z.object({
    kind: z.array(searchFacetOptionSchema),
    hall: z.array(searchFacetOptionSchema),
    country: z.array(searchFacetOptionSchema),
    industry: z.array(searchFacetOptionSchema),
  }),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestResultSchema = z.object({ hits: z.array(searchHitSchema) });
export type SuggestResult = z.infer<typeof suggestResultSchema>;
