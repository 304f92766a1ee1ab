/**
 * The exhibitor list's filters as they live in the URL (shareable, the back button works).
 * `area` and `keyword` are the names the home page links with (features/home/lib/entrances).
 */
export const FILTER_KEYS = ['area', 'hall', 'industry', 'business', 'country'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface ListParams {
  area: string | null;
  hall: string | null;
  industry: string | null;
  business: string | null;
  country: string | null;
  keyword: string;
  page: number;
}

const CODE = /^[A-Za-z0-9_-]{1,20}$/;

function code(value: string | null): string | null {
  return value && CODE.test(value) ? value : null;
}

/** Reads the filters from the query; anything malformed is ignored rather than sent. */
export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page'));
  return {
    area: code(params.get('area')),
    hall: code(params.get('hall')),
    industry: code(params.get('industry')),
    business: code(params.get('business')),
    country: code(params.get('country')),
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The query after a change: a changed filter or keyword goes back to page 1; empty values
 * leave the URL; other query values (e.g. a tracking tag) are kept.
 */
export function writeListParams(current: URLSearchParams, changes: Partial<ListParams>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '' || (key === 'page' && value === 1))
      next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** How many filters (not the keyword) are active: the count on the phone's filter button. */
export function activeFilterCount(params: ListParams): number {
  return FILTER_KEYS.filter((key) => params[key] !== null).length;
}

/** The query without any filter, keyword or page. */
export function clearListParams(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of [...FILTER_KEYS, 'keyword', 'page']) next.delete(key);
  return next;
}
