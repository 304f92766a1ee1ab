import { SEARCH_KINDS, SEARCH_LIMITS, type SearchQuery, type searchBodySchema } from '@cidpex/contracts';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * The search body read by hand (bench/search: every search answer validates one): what
 * `searchBodySchema.parse` gives for the bodies a buyer sends — a keyword, filters of plain codes,
 * whole page numbers, no other keys — built directly, without zod's checks and copies. Anything
 * else (a number as a string, an unknown key, any value zod would refuse or change otherwise)
 * answers undefined and is left to zod, so refusals and their messages are zod's, unchanged.
 * search.body.test.ts holds it to zod on valid and invalid bodies.
 */
export function quickSearchBody(data: unknown): SearchQuery | undefined {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const body = data as Record<string, unknown>;
  let keyword = '';
  let kind: SearchQuery['kind'];
  let hall: string[] | undefined;
  let country: string[] | undefined;
  let industry: string[] | undefined;
  let page = 1;
  let pageSize: number = SEARCH_LIMITS.pageSizeDefault;
  for (const key in body) {
    if (!Object.hasOwn(body, key)) return undefined;
    const value = body[key];
    switch (key) {
      case 'keyword':
        if (typeof value !== 'string') return undefined;
        keyword = value.trim();
        if (keyword.length > SEARCH_LIMITS.keywordMax) return undefined;
        break;
      case 'kind': {
        if (!Array.isArray(value) || value.length > SEARCH_KINDS.length) return undefined;
        for (let i = 0; i < value.length; i++)
          if (!(SEARCH_KINDS as readonly unknown[]).includes(value[i])) return undefined;
        kind = value.slice() as SearchQuery['kind'];
        break;
      }
      case 'hall':
      case 'country':
      case 'industry': {
        const list = codes(value);
        if (!list) return undefined;
        if (key === 'hall') hall = list;
        else if (key === 'country') country = list;
        else industry = list;
        break;
      }
      case 'page':
        if (!wholeIn(value, 1, SEARCH_LIMITS.pageMax)) return undefined;
        page = value as number;
        break;
      case 'pageSize':
        if (!wholeIn(value, 1, SEARCH_LIMITS.pageSizeMax)) return undefined;
        pageSize = value as number;
        break;
      default:
        return undefined;
    }
  }
  // The keys in the schema's order, absent filters left out (as zod writes its output).
  const query = { keyword } as SearchQuery;
  if (kind) query.kind = kind;
  if (hall) query.hall = hall;
  if (country) query.country = country;
  if (industry) query.industry = industry;
  query.page = page;
  query.pageSize = pageSize;
  return query;
}

/** Facet codes as the schema takes them: at most 20 strings, each 1–40 characters once trimmed. */
function codes(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length > 20) return undefined;
  const out: string[] = [];
  for (let i = 0; i < value.length; i++) {
    const code = value[i];
    if (typeof code !== 'string') return undefined;
    const trimmed = code.trim();
    if (trimmed.length < 1 || trimmed.length > 40) return undefined;
    out.push(trimmed);
  }
  return out;
}

function wholeIn(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * The search route's validator: the hand-read body when it applies, else zod's validator of the
 * schema (fastify-type-provider-zod), whose answer — the value or the refusal — is sent as it is.
 */
export function searchBodyValidator<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  const zod = validatorCompiler(route as unknown as FastifyRouteSchemaDef<typeof searchBodySchema>);
  if (route.httpPart !== 'body') return zod;
  return (data: unknown) => {
    const quick = quickSearchBody(data);
    return quick ? { value: quick } : zod(data);
  };
}
