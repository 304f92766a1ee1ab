/**
 * The exhibitor list's filters as they live in the URL (shareable, the back button works).
 * A dimension may hold several codes, written as repeated parameters (`hall=H5&hall=H6`); a
 * comma-separated value (`hall=H5,H6`) is read too. `area` and `keyword` are the names the
 * home page links with (features/home/lib/entrances).
 */
export const FILTER_KEYS = ['area', 'hall', 'industry', 'business', 'country'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The API takes at most this many codes per dimension (contracts' DIRECTORY_LIMITS.valuesMax). */
export const MAX_VALUES = 20;

export interface ListParams {
  area: string[];
  hall: string[];
  industry: string[];
  business: string[];
  country: string[];
  keyword: string;
  page: number;
}

const CODE = /^[A-Za-z0-9_-]{1,20}$/;

/** The valid codes of a dimension, unique, in the order given; anything malformed is dropped. */
function codes(values: string[]): string[] {
  const out: string[] = [];
  for (const value of values.flatMap((v) => v.split(','))) {
    const c = value.trim();
    if (CODE.test(c) && !out.includes(c)) out.push(c);
  }
  return out.slice(0, MAX_VALUES);
}

/** Reads the filters from the query; anything malformed is ignored rather than sent. */
export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page'));
  return {
    area: codes(params.getAll('area')),
    hall: codes(params.getAll('hall')),
    industry: codes(params.getAll('industry')),
    business: codes(params.getAll('business')),
    country: codes(params.getAll('country')),
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The query after a change: a changed filter or keyword goes back to page 1; empty values
 * leave the URL; a dimension's codes become repeated parameters; other query values (e.g. a
 * tracking tag) are kept.
 */
export function writeListParams(current: URLSearchParams, changes: Partial<ListParams>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    next.delete(key);
    if (Array.isArray(value)) {
      for (const c of value) next.append(key, c);
    } else if (!(value === null || value === undefined || value === '' || (key === 'page' && value === 1))) {
      next.set(key, String(value));
    }
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** How many codes are chosen over all filters (not the keyword): the count on the phone's filter button. */
export function activeFilterCount(params: ListParams): number {
  return FILTER_KEYS.reduce((sum, key) => sum + params[key].length, 0);
}

/** The query without any filter, keyword or page. */
export function clearListParams(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of [...FILTER_KEYS, 'keyword', 'page']) next.delete(key);
  return next;
}

/** The request body's filter fields: only the dimensions with codes. */
export function filterBody(params: ListParams): Partial<Record<FilterKey, string[]>> {
  const body: Partial<Record<FilterKey, string[]>> = {};
  for (const key of FILTER_KEYS) if (params[key].length > 0) body[key] = params[key];
  return body;
}
