import {
  attachmentUrl,
  type BoothHit,
  DIRECTORY_DIMENSIONS,
  type DictEntry,
  type DirectoryBooth,
  type DirectoryCountry,
  type DirectoryDimension,
  type DirectoryFacets,
  type DirectoryPage,
  type DirectoryQuery,
  type DirectoryRow,
  type EnterpriseSite,
  type FacetOption,
  type FeaturedSection,
  type FloorPlan,
  type FloorPlanBooth,
  type FloorPlanHall,
  floorPlanPath,
  LIMITS,
  type Locale,
  type NewProduct,
  type NewProductPage,
  productDisplayName,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { getDictionary, localName } from '../dicts';
import { assertContentRole, contactsOf } from '../enterprises';
import {
  type DirectoryFilter,
  type ExhibitorListRow,
  type FacetCounts,
  listing,
  normalizeSearch,
  replacePavilion,
} from '../exhibitors';
import { currentExhibitionId } from '../fair';
import { listedProductIdsOf } from '../products';
import * as repo from './directory.repository';

/* ------------------------------------------------------------ dictionaries */

interface Names {
  area: Map<string, DictEntry>;
  hall: Map<string, DictEntry>;
  industry: Map<string, DictEntry>;
  business: Map<string, DictEntry>;
  country: Map<string, DictEntry>;
  /** every industry code, both levels */
  anyIndustry: Map<string, DictEntry>;
  ordered: Record<DirectoryDimension, DictEntry[]>;
}

async function names(db: Db, exhibitionId: number, locale: Locale): Promise<Names> {
  const [area, hall, industry, country] = await Promise.all([
    getDictionary(db, exhibitionId, 'exhibitionArea', locale),
    getDictionary(db, exhibitionId, 'hall', locale),
    getDictionary(db, exhibitionId, 'industry', locale),
    getDictionary(db, exhibitionId, 'country', locale),
  ]);
  // A fair with no dictionary of its own uses the default exhibition's (the codes are shared).
  const fallback = async (rows: DictEntry[], type: string) =>
    rows.length > 0 || exhibitionId === LIMITS.defaultExhibitionId
      ? rows
      : getDictionary(db, LIMITS.defaultExhibitionId, type, locale);
  const areas = await fallback(area, 'exhibitionArea');
  const halls = await fallback(hall, 'hall');
  const industries = await fallback(industry, 'industry');
  const top = industries.filter((d) => !d.parentCode);
  const second = industries.filter((d) => d.parentCode);
  const byCode = (rows: DictEntry[]) => new Map(rows.map((r) => [r.code, r]));
  return {
    area: byCode(areas),
    hall: byCode(halls),
    industry: byCode(top),
    business: byCode(second),
    country: byCode(country),
    anyIndustry: byCode(industries),
    ordered: { area: areas, hall: halls, industry: top, business: second, country },
  };
}

const nameOf = (map: Map<string, DictEntry>, code: string) => map.get(code)?.name ?? code;

function displayName(row: { nameZhHans: string; nameZhHant: string; nameEn: string }, locale: Locale) {
  return localName(row, locale);
}

function toBooths(row: ExhibitorListRow, n: Names): DirectoryBooth[] {
  return row.booths.map((b) => ({
    boothNo: b.boothNo,
    hall: b.hall,
    hallName: nameOf(n.hall, b.hall),
    area: b.area,
    areaName: nameOf(n.area, b.area),
    floorPlanPath: floorPlanPath(b.hall, b.boothNo),
  }));
}

function toRow(row: ExhibitorListRow, n: Names, locale: Locale): DirectoryRow {
  const booths = toBooths(row, n);
  const first = booths[0];
  return {
    id: row.id,
    enterpriseId: row.enterpriseId,
    name: row.nameZhHans,
    nameZhHant: row.nameZhHant,
    nameEn: row.nameEn,
    displayName: displayName(row, locale),
    logoUrl: row.logoKey ? attachmentUrl(row.logoKey) : null,
    brands: row.brands,
    booths,
    boothNos: booths.map((b) => b.boothNo),
    hall: first?.hall ?? null,
    hallName: first?.hallName ?? null,
    area: first?.area ?? null,
    areaName: first?.areaName ?? null,
    country: row.country,
    countryName: nameOf(n.country, row.country),
    industry: row.industry,
    industryName: nameOf(n.industry, row.industry),
  };
}

/* -------------------------------------------------------------- facet cache */

/**
 * Totals and facet counts per normalized filter, kept in memory and keyed by the directory
 * version (a sequence every write to exhibitors, booths or the pavilion bumps, migration 0011):
 * a write anywhere, by any process, makes every older entry unusable. Entries also expire
 * after FACET_TTL_MS and the map is capped (docs/directory.md).
 */
const FACET_TTL_MS = 60_000;
const FACET_CACHE_MAX = 2_000;
const facetCache = new Map<string, { version: number; at: number; counts: FacetCounts }>();

export function clearDirectoryCache() {
  facetCache.clear();
  clearPageCache();
}

export function facetCacheSize() {
  return facetCache.size;
}

function normalizeCodes(values: string[] | undefined): string[] {
  return [...new Set((values ?? []).map((v) => v.trim()).filter(Boolean))].sort();
}

export function toFilter(exhibitionId: number, q: Partial<DirectoryQuery>): DirectoryFilter {
  return {
    exhibitionId,
    keyword: normalizeSearch(q.keyword ?? ''),
    area: normalizeCodes(q.area),
    hall: normalizeCodes(q.hall),
    industry: normalizeCodes(q.industry),
    business: normalizeCodes(q.business),
    country: normalizeCodes(q.country),
  };
}

async function cachedCounts(db: Db, filter: DirectoryFilter, version: number) {
  const key = JSON.stringify(filter);
  const hit = facetCache.get(key);
  const now = Date.now();
  if (hit && hit.version === version && now - hit.at < FACET_TTL_MS) return hit.counts;
  const counts = await listing.countFacets(db, filter);
  if (facetCache.size >= FACET_CACHE_MAX) facetCache.clear();
  facetCache.set(key, { version, at: now, counts });
  return counts;
}

function toFacets(counts: FacetCounts, filter: DirectoryFilter, n: Names): DirectoryFacets {
  const facets = {} as DirectoryFacets;
  for (const dim of DIRECTORY_DIMENSIONS) {
    const map = counts[dim];
    const selected = new Set(filter[dim]);
    const options: FacetOption[] = n.ordered[dim]
      .filter((d) => dim !== 'country' || map.has(d.code) || selected.has(d.code))
      .map((d) => ({
        code: d.code,
        name: d.name,
        count: map.get(d.code) ?? 0,
        selected: selected.has(d.code),
      }));
    // codes found on exhibitors but missing from the dictionary still show, after the others
    const known = new Set(options.map((o) => o.code));
    for (const [code, count] of map) {
      if (!known.has(code)) options.push({ code, name: code, count, selected: selected.has(code) });
    }
    facets[dim] = options;
  }
  return facets;
}

/* ------------------------------------------------------------------- list */

/**
 * Whole answers of the yellow page, serialized, per version, language, filter and page: the
 * directory is read far more than written, and the same first pages and filters come back
 * all day. Same invalidation as the facet cache (the version), capped by bytes, oldest out.
 */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;
const pageCache = new Map<string, { version: number; at: number; json: string }>();
let pageCacheBytes = 0;

export function clearPageCache() {
  pageCache.clear();
  pageCacheBytes = 0;
}

/**
 * The directory version, one query shared by the requests that arrive while it is in flight
 * (under load most requests then cost no database round trip). A request joining a query that
 * started just before a write committed may see the older version: the window is one round
 * trip, as for a request that had started before the write.
 */
const versionInFlight = new WeakMap<Db, Promise<number>>();
function currentVersion(db: Db): Promise<number> {
  let pending = versionInFlight.get(db);
  if (!pending) {
    pending = listing.directoryVersion(db).finally(() => versionInFlight.delete(db));
    versionInFlight.set(db, pending);
  }
  return pending;
}

/** The yellow page's answer as the envelope's JSON text (cached; see pageCache). */
export async function yellowPageJson(
  db: Db,
  locale: Locale,
  exhibitionId: number,
  query: DirectoryQuery,
): Promise<string> {
  const filter = toFilter(exhibitionId, query);
  const key = JSON.stringify([locale, filter, query.page, query.pageSize, query.facets]);
  const version = await currentVersion(db);
  const hit = pageCache.get(key);
  const now = Date.now();
  if (hit && hit.version === version && now - hit.at < FACET_TTL_MS) return hit.json;
  const page = await yellowPage(db, locale, exhibitionId, query, version);
  const json = JSON.stringify({ success: true, data: page, errorCode: null, errorMsg: null });
  if (hit) {
    pageCache.delete(key);
    pageCacheBytes -= hit.json.length;
  }
  while (pageCacheBytes + json.length > PAGE_CACHE_BYTES && pageCache.size > 0) {
    const [oldestKey, oldest] = pageCache.entries().next().value as [string, { json: string }];
    pageCache.delete(oldestKey);
    pageCacheBytes -= oldest.json.length;
  }
  pageCache.set(key, { version, at: now, json });
  pageCacheBytes += json.length;
  return json;
}

export async function yellowPage(
  db: Db,
  locale: Locale,
  exhibitionId: number,
  query: DirectoryQuery,
  knownVersion?: number,
): Promise<DirectoryPage> {
  const filter = toFilter(exhibitionId, query);
  const offset = (query.page - 1) * query.pageSize;
  const [version, n, rows] = await Promise.all([
    knownVersion ?? listing.directoryVersion(db),
    names(db, exhibitionId, locale),
    listing.pageExhibitors(db, filter, query.pageSize, offset),
  ]);
  const counts = await cachedCounts(db, filter, version);
  return {
    rows: rows.map((r) => toRow(r, n, locale)),
    total: counts.total,
    page: query.page,
    pageSize: query.pageSize,
    facets: query.facets ? toFacets(counts, filter, n) : null,
  };
}

export async function countries(db: Db, locale: Locale, exhibitionId: number): Promise<DirectoryCountry[]> {
  const [rows, dict] = await Promise.all([
    listing.countryCounts(db, exhibitionId),
    getDictionary(db, exhibitionId, 'country', locale),
  ]);
  const counts = new Map(rows.map((r) => [r.code, Number(r.count)]));
  const answer: DirectoryCountry[] = dict
    .filter((d) => counts.has(d.code))
    .map((d) => ({
      code: d.code,
      name: d.name,
      nameZhHans: d.nameZhHans,
      nameZhHant: d.nameZhHant,
      nameEn: d.nameEn,
      count: counts.get(d.code) ?? 0,
    }));
  for (const [code, count] of counts) {
    if (!dict.some((d) => d.code === code)) {
      answer.push({ code, name: code, nameZhHans: code, nameZhHant: code, nameEn: code, count });
    }
  }
  return answer;
}

/* ---------------------------------------------------------- enterprise site */

export async function enterpriseSite(
  db: Db,
  locale: Locale,
  enterpriseId: number,
  fairId?: number,
): Promise<EnterpriseSite> {
  const exhibitionId = fairId ?? (await currentExhibitionId(db));
  const site = await listing.findSite(db, exhibitionId, enterpriseId);
  if (!site) throw new AppError('EXHIBITOR_NOT_FOUND');
  const [n, contacts, listed] = await Promise.all([
    names(db, exhibitionId, locale),
    contactsOf(db, enterpriseId, site.publicContactIds),
    listing.listedProducts(db, exhibitionId, enterpriseId),
  ]);
  const profile =
    locale === 'en'
      ? site.profileEn
      : locale === 'zh-Hant'
        ? (site.profileZhHant ?? site.profileZhHans)
        : site.profileZhHans;
  return {
    ...toRow(site.list, n, locale),
    exhibitionId,
    profile: profile ?? null,
    profileZhHans: site.profileZhHans,
    profileEn: site.profileEn,
    coverUrl: site.coverKey ? attachmentUrl(site.coverKey) : null,
    videoUrl: site.videoKey ? attachmentUrl(site.videoKey) : null,
    website: site.website,
    address: site.address,
    contacts: contacts.map((c) => ({
      name: c.name,
      jobTitle: c.jobTitle,
      phone: c.phone,
      email: c.email,
      wechat: c.wechat,
    })),
    products: listed.map((p) => ({
      id: p.id,
      name: p.name,
      nameEn: p.nameEn,
      displayName: productDisplayName(p, locale === 'en'),
      category: p.category,
      categoryName: nameOf(n.anyIndustry, p.category),
      coverUrl: p.coverKey ? attachmentUrl(p.coverKey) : null,
      newProduct: Boolean(p.newProduct),
    })),
  };
}

export async function siteCards(
  db: Db,
  locale: Locale,
  ids: number[],
  fairId?: number,
): Promise<DirectoryRow[]> {
  const exhibitionId = fairId ?? (await currentExhibitionId(db));
  const unique = [...new Set(ids)];
  const [rows, n] = await Promise.all([
    listing.exhibitorsOfEnterprises(db, exhibitionId, unique),
    names(db, exhibitionId, locale),
  ]);
  const byEnterprise = new Map(rows.map((r) => [r.enterpriseId, r]));
  return unique.flatMap((id) => {
    const row = byEnterprise.get(id);
    return row ? [toRow(row, n, locale)] : [];
  });
}

/* ------------------------------------------------------------ new products */

export async function newProducts(
  db: Db,
  locale: Locale,
  exhibitionId: number,
  query: { keyword?: string; category?: string; page: number; pageSize: number },
): Promise<NewProductPage> {
  const filter = {
    exhibitionId,
    keyword: normalizeSearch(query.keyword ?? ''),
    category: query.category,
  };
  const [{ rows, total }, n] = await Promise.all([
    listing.pageNewProducts(db, filter, query.pageSize, (query.page - 1) * query.pageSize),
    names(db, exhibitionId, locale),
  ]);
  return {
    rows: rows.map(
      (p): NewProduct => ({
        id: p.id,
        name: p.name,
        nameEn: p.nameEn,
        displayName: productDisplayName(p, locale === 'en'),
        category: p.category,
        categoryName: nameOf(n.anyIndustry, p.category),
        coverUrl: p.coverKey ? attachmentUrl(p.coverKey) : null,
        newProduct: true,
        enterpriseId: p.enterpriseId,
        exhibitorId: p.exhibitorId,
        enterpriseName: p.enterpriseName,
        enterpriseNameEn: p.enterpriseNameEn,
        enterpriseDisplayName: displayName(
          { nameZhHans: p.enterpriseName, nameZhHant: p.enterpriseNameZhHant, nameEn: p.enterpriseNameEn },
          locale,
        ),
        boothNos: p.boothNos,
      }),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The caller's enterprise chooses its pavilion products (listed, its own, at most 2). */
export async function setNewProducts(
  db: Db,
  caller: { userId: number; locale: Locale },
  exhibitionId: number,
  productIds: number[],
): Promise<NewProductPage> {
  const membership = await assertContentRole(db, caller.userId, undefined, caller.locale);
  const exhibitor = await listing.findExhibitor(db, exhibitionId, membership.enterpriseId);
  if (!exhibitor) throw new AppError('NOT_EXHIBITOR');
  const unique = [...new Set(productIds)];
  if (unique.length > 2) throw new AppError('NEW_PRODUCTS_LIMIT');
  if (unique.length > 0) {
    const own = await listedProductIdsOf(db, membership.enterpriseId, unique);
    if (own.length !== unique.length) throw new AppError('NEW_PRODUCT_NOT_LISTED');
  }
  await replacePavilion(db, exhibitionId, exhibitor.id, unique);
  const page = await newProducts(db, caller.locale, exhibitionId, { page: 1, pageSize: 100 });
  return { ...page, rows: page.rows.filter((r) => r.exhibitorId === exhibitor.id), total: unique.length };
}

/* -------------------------------------------------------------- floor plan */

export async function floorPlanHalls(db: Db, locale: Locale, exhibitionId: number): Promise<FloorPlanHall[]> {
  const [rows, n] = await Promise.all([listing.hallList(db, exhibitionId), names(db, exhibitionId, locale)]);
  const order = new Map(n.ordered.hall.map((d, i) => [d.code, i]));
  return rows
    .map((r) => ({
      hall: r.hall,
      hallName: nameOf(n.hall, r.hall),
      width: r.width,
      height: r.height,
      boothCount: Number(r.boothCount),
    }))
    .sort((a, b) => (order.get(a.hall) ?? 999) - (order.get(b.hall) ?? 999) || a.hall.localeCompare(b.hall));
}

type BoothRow = Awaited<ReturnType<typeof listing.searchBooths>>[number];

function toPlanBooth(b: BoothRow, locale: Locale): FloorPlanBooth {
  return {
    boothNo: b.boothNo,
    x: b.x,
    y: b.y,
    w: b.w,
    h: b.h,
    area: b.area,
    exhibitorId: b.exhibitorId,
    enterpriseId: b.enterpriseId ?? null,
    displayName:
      b.nameZhHans !== null && b.nameZhHant !== null && b.nameEn !== null
        ? displayName({ nameZhHans: b.nameZhHans, nameZhHant: b.nameZhHant, nameEn: b.nameEn }, locale)
        : null,
  };
}

export async function floorPlan(
  db: Db,
  locale: Locale,
  exhibitionId: number,
  hall: string,
): Promise<FloorPlan> {
  const [found, n] = await Promise.all([
    listing.hallPlan(db, exhibitionId, hall),
    names(db, exhibitionId, locale),
  ]);
  if (!found) throw new AppError('FLOOR_PLAN_NOT_FOUND');
  const areaCodes = [...new Set(found.booths.map((b) => b.area))];
  const order = new Map(n.ordered.area.map((d, i) => [d.code, i]));
  areaCodes.sort((a, b) => (order.get(a) ?? 999) - (order.get(b) ?? 999));
  return {
    hall: found.plan.hall,
    hallName: nameOf(n.hall, found.plan.hall),
    width: found.plan.width,
    height: found.plan.height,
    boothCount: found.booths.length,
    areas: areaCodes.map((code) => ({ code, name: nameOf(n.area, code) })),
    booths: found.booths.map((b) => toPlanBooth(b, locale)),
    outline: found.plan.outline ?? [
      { x: 0, y: 0 },
      { x: found.plan.width, y: 0 },
      { x: found.plan.width, y: found.plan.height },
      { x: 0, y: found.plan.height },
    ],
    features: found.plan.features,
  };
}

export async function searchBooths(
  db: Db,
  locale: Locale,
  exhibitionId: number,
  q: string,
  limit: number,
): Promise<BoothHit[]> {
  const keyword = normalizeSearch(q);
  if (!keyword) return [];
  const [rows, n] = await Promise.all([
    listing.searchBooths(db, exhibitionId, keyword, limit),
    names(db, exhibitionId, locale),
  ]);
  return rows.map((b) => ({
    ...toPlanBooth(b, locale),
    hall: b.hall,
    hallName: nameOf(n.hall, b.hall),
    floorPlanPath: floorPlanPath(b.hall, b.boothNo),
  }));
}

/* ---------------------------------------------------------------- sections */

export async function featuredSection(
  db: Db,
  locale: Locale,
  sectionId: number,
  count: number,
  random: boolean,
): Promise<FeaturedSection> {
  const section = await repo.findSection(db, sectionId);
  if (!section) throw new AppError('SECTION_NOT_FOUND');
  const ids = await repo.sectionExhibitorIds(db, sectionId, count, random);
  const [rows, n] = await Promise.all([
    listing.exhibitorsByIds(db, ids),
    names(db, section.exhibitionId, locale),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    id: section.id,
    code: section.code,
    name: localName(section, locale),
    rows: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toRow(row, n, locale)] : [];
    }),
  };
}
