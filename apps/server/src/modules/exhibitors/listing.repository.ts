import type { DirectoryDimension } from '@cidpex/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterprises } from '../../db/schema/enterprises';
import { booths, exhibitors, hallPlans, newProductEntries } from '../../db/schema/exhibitors';
import { products } from '../../db/schema/products';
import { containsPattern } from './search-text';

/*
 * Reads of the exhibitors domain's tables in the shapes the directory read model shows
 * (list page, facet counts, public page, pavilion, floor plan). The directory calls them
 * through this module's index and never reads these tables itself.
 */

/* ------------------------------------------------------------------ filter */

export interface DirectoryFilter {
  exhibitionId: number;
  /** normalized (normalizeSearch), '' for none */
  keyword: string;
  area: string[];
  hall: string[];
  industry: string[];
  business: string[];
  country: string[];
}

const textArray = (values: string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;

function dimensionCondition(dim: DirectoryDimension, values: string[]): SQL | undefined {
  if (values.length === 0) return undefined;
  switch (dim) {
    case 'area':
      return sql`${exhibitors.areaCodes} && ${textArray(values)}`;
    case 'hall':
      return sql`${exhibitors.hallCodes} && ${textArray(values)}`;
    case 'business':
      return sql`${exhibitors.businessCodes} && ${textArray(values)}`;
    case 'industry':
      return sql`${exhibitors.industry} = any(${textArray(values)})`;
    case 'country':
      return sql`${exhibitors.country} = any(${textArray(values)})`;
  }
}

/** The WHERE of a filter, leaving out one dimension (for its facet counts). */
function whereOf(filter: DirectoryFilter, without?: DirectoryDimension): SQL {
  const parts: (SQL | undefined)[] = [
    eq(exhibitors.exhibitionId, filter.exhibitionId),
    filter.keyword ? sql`${exhibitors.searchText} like ${containsPattern(filter.keyword)}` : undefined,
    ...(['area', 'hall', 'industry', 'business', 'country'] as const)
      .filter((d) => d !== without)
      .map((d) => dimensionCondition(d, filter[d])),
  ];
  return and(...parts) as SQL;
}

export interface ExhibitorListRow {
  id: number;
  enterpriseId: number;
  nameZhHans: string;
  nameZhHant: string;
  nameEn: string;
  brands: string[];
  country: string;
  industry: string;
  logoKey: string | null;
  booths: { boothNo: string; hall: string; area: string }[];
}

/** Directory version (the sequence bumped by the triggers of migration 0011). */
export async function directoryVersion(db: Db): Promise<number> {
  const result = await db.execute(sql`select last_value as v from directory_version_seq`);
  return Number(rowsOf<{ v: string | number }>(result)[0]?.v ?? 0);
}

function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

const listColumns = {
  id: exhibitors.id,
  enterpriseId: exhibitors.enterpriseId,
  nameZhHans: exhibitors.nameZhHans,
  nameZhHant: exhibitors.nameZhHant,
  nameEn: exhibitors.nameEn,
  brands: exhibitors.brands,
  country: exhibitors.country,
  industry: exhibitors.industry,
  logoKey: enterprises.logoKey,
  booths: sql<ExhibitorListRow['booths']>`coalesce((
      select json_agg(json_build_object('boothNo', b.booth_no, 'hall', b.hall, 'area', b.area) order by b.booth_no)
      from ${booths} b where b.exhibitor_id = ${exhibitors.id}), '[]'::json)`,
};

/** One page of the filtered list, in hall and booth order. */
export async function pageExhibitors(
  db: Db,
  filter: DirectoryFilter,
  limit: number,
  offset: number,
): Promise<ExhibitorListRow[]> {
  return db
    .select(listColumns)
    .from(exhibitors)
    .innerJoin(enterprises, eq(enterprises.id, exhibitors.enterpriseId))
    .where(whereOf(filter))
    .orderBy(asc(exhibitors.sortKey), asc(exhibitors.id))
    .limit(limit)
    .offset(offset);
}

export type FacetCounts = Record<DirectoryDimension, Map<string, number>> & { total: number };

/**
 * The total and, for each dimension, the count per code with the filter of the other
 * dimensions applied (one statement, five grouped scans and a count).
 */
export async function countFacets(db: Db, filter: DirectoryFilter): Promise<FacetCounts> {
  const query = sql`
    select 'total' as dim, '' as code, count(*)::int as n from ${exhibitors} where ${whereOf(filter)}
    union all
    select 'area', c, count(*)::int from ${exhibitors}, unnest(${exhibitors.areaCodes}) c
      where ${whereOf(filter, 'area')} group by c
    union all
    select 'hall', c, count(*)::int from ${exhibitors}, unnest(${exhibitors.hallCodes}) c
      where ${whereOf(filter, 'hall')} group by c
    union all
    select 'business', c, count(*)::int from ${exhibitors}, unnest(${exhibitors.businessCodes}) c
      where ${whereOf(filter, 'business')} group by c
    union all
    select 'industry', ${exhibitors.industry}, count(*)::int from ${exhibitors}
      where ${whereOf(filter, 'industry')} group by ${exhibitors.industry}
    union all
    select 'country', ${exhibitors.country}, count(*)::int from ${exhibitors}
      where ${whereOf(filter, 'country')} group by ${exhibitors.country}`;
  const rows = rowsOf<{ dim: string; code: string; n: number }>(await db.execute(query));
  const counts = {
    total: 0,
    area: new Map(),
    hall: new Map(),
    industry: new Map(),
    business: new Map(),
    country: new Map(),
  } as FacetCounts;
  for (const row of rows) {
    if (row.dim === 'total') counts.total = Number(row.n);
    else counts[row.dim as DirectoryDimension].set(row.code, Number(row.n));
  }
  return counts;
}

export async function countryCounts(db: Db, exhibitionId: number) {
  return db
    .select({ code: exhibitors.country, count: sql<number>`count(*)::int` })
    .from(exhibitors)
    .where(eq(exhibitors.exhibitionId, exhibitionId))
    .groupBy(exhibitors.country);
}

/** List rows of these enterprises at a fair (any order). */
export async function exhibitorsOfEnterprises(db: Db, exhibitionId: number, enterpriseIds: number[]) {
  if (enterpriseIds.length === 0) return [];
  return db
    .select(listColumns)
    .from(exhibitors)
    .innerJoin(enterprises, eq(enterprises.id, exhibitors.enterpriseId))
    .where(and(eq(exhibitors.exhibitionId, exhibitionId), inArray(exhibitors.enterpriseId, enterpriseIds)));
}

export async function exhibitorsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(listColumns)
    .from(exhibitors)
    .innerJoin(enterprises, eq(enterprises.id, exhibitors.enterpriseId))
    .where(inArray(exhibitors.id, ids));
}

/** Everything the public exhibitor page shows besides the list row. */
export async function findSite(db: Db, exhibitionId: number, enterpriseId: number) {
  const [row] = await db
    .select({
      list: listColumns,
      profileZhHans: exhibitors.profileZhHans,
      profileZhHant: exhibitors.profileZhHant,
      profileEn: exhibitors.profileEn,
      coverKey: exhibitors.coverKey,
      videoKey: exhibitors.videoKey,
      publicContactIds: exhibitors.publicContactIds,
      website: enterprises.website,
      address: enterprises.address,
    })
    .from(exhibitors)
    .innerJoin(enterprises, eq(enterprises.id, exhibitors.enterpriseId))
    .where(and(eq(exhibitors.exhibitionId, exhibitionId), eq(exhibitors.enterpriseId, enterpriseId)))
    .limit(1);
  return row;
}

export async function listedProducts(db: Db, exhibitionId: number, enterpriseId: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      nameEn: products.nameEn,
      category: products.category,
      coverKey: sql<
        string | null
      >`(select a.key from attachments a where a.id = ${products.coverAttachmentId})`,
      newProduct: sql<boolean>`exists (select 1 from ${newProductEntries} n
        where n.product_id = ${products.id} and n.exhibition_id = ${exhibitionId})`,
    })
    .from(products)
    .where(and(eq(products.enterpriseId, enterpriseId), eq(products.status, 'listed')))
    .orderBy(asc(products.id))
    .limit(200);
}

/* ------------------------------------------------------------- new products */

export interface NewProductFilter {
  exhibitionId: number;
  keyword: string;
  category?: string;
}

function newProductWhere(f: NewProductFilter): SQL {
  return and(
    eq(newProductEntries.exhibitionId, f.exhibitionId),
    eq(products.status, 'listed'),
    f.category
      ? sql`(${products.category} = ${f.category} or ${products.category} in
          (select d.code from dict_entries d where d.dict_type = 'industry' and d.parent_code = ${f.category}))`
      : undefined,
    f.keyword
      ? sql`(lower(coalesce(${products.name}, '')) like ${containsPattern(f.keyword)}
          or lower(coalesce(${products.nameEn}, '')) like ${containsPattern(f.keyword)}
          or ${exhibitors.searchText} like ${containsPattern(f.keyword)})`
      : undefined,
  ) as SQL;
}

export async function pageNewProducts(db: Db, f: NewProductFilter, limit: number, offset: number) {
  const where = newProductWhere(f);
  const base = db
    .select({
      id: products.id,
      name: products.name,
      nameEn: products.nameEn,
      category: products.category,
      coverKey: sql<
        string | null
      >`(select a.key from attachments a where a.id = ${products.coverAttachmentId})`,
      enterpriseId: exhibitors.enterpriseId,
      exhibitorId: exhibitors.id,
      enterpriseName: exhibitors.nameZhHans,
      enterpriseNameZhHant: exhibitors.nameZhHant,
      enterpriseNameEn: exhibitors.nameEn,
      boothNos: exhibitors.boothNos,
    })
    .from(newProductEntries)
    .innerJoin(products, eq(products.id, newProductEntries.productId))
    .innerJoin(exhibitors, eq(exhibitors.id, newProductEntries.exhibitorId))
    .where(where)
    .orderBy(asc(exhibitors.sortKey), asc(newProductEntries.slot))
    .limit(limit)
    .offset(offset);
  const total = db
    .select({ n: sql<number>`count(*)::int` })
    .from(newProductEntries)
    .innerJoin(products, eq(products.id, newProductEntries.productId))
    .innerJoin(exhibitors, eq(exhibitors.id, newProductEntries.exhibitorId))
    .where(where);
  const [rows, [count]] = await Promise.all([base, total]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findExhibitor(db: Db, exhibitionId: number, enterpriseId: number) {
  const [row] = await db
    .select({ id: exhibitors.id })
    .from(exhibitors)
    .where(and(eq(exhibitors.exhibitionId, exhibitionId), eq(exhibitors.enterpriseId, enterpriseId)))
    .limit(1);
  return row;
}

/* -------------------------------------------------------------- floor plan */

export async function hallList(db: Db, exhibitionId: number) {
  return db
    .select({
      hall: hallPlans.hall,
      width: hallPlans.width,
      height: hallPlans.height,
      boothCount: sql<number>`(select count(*)::int from ${booths} b
        where b.exhibition_id = ${hallPlans.exhibitionId} and b.hall = ${hallPlans.hall})`,
    })
    .from(hallPlans)
    .where(eq(hallPlans.exhibitionId, exhibitionId));
}

const boothColumns = {
  boothNo: booths.boothNo,
  hall: booths.hall,
  x: booths.x,
  y: booths.y,
  w: booths.w,
  h: booths.h,
  area: booths.area,
  exhibitorId: booths.exhibitorId,
  enterpriseId: exhibitors.enterpriseId,
  nameZhHans: exhibitors.nameZhHans,
  nameZhHant: exhibitors.nameZhHant,
  nameEn: exhibitors.nameEn,
};

export async function hallPlan(db: Db, exhibitionId: number, hall: string) {
  const [plan] = await db
    .select()
    .from(hallPlans)
    .where(and(eq(hallPlans.exhibitionId, exhibitionId), eq(hallPlans.hall, hall)))
    .limit(1);
  if (!plan) return undefined;
  const rows = await db
    .select(boothColumns)
    .from(booths)
    .leftJoin(exhibitors, eq(exhibitors.id, booths.exhibitorId))
    .where(and(eq(booths.exhibitionId, exhibitionId), eq(booths.hall, hall)))
    .orderBy(asc(booths.boothNo));
  return { plan, booths: rows };
}

/** Booths whose number contains the text, or whose exhibitor's names do (numbers first). */
export async function searchBooths(db: Db, exhibitionId: number, keyword: string, limit: number) {
  const pattern = containsPattern(keyword);
  return db
    .select(boothColumns)
    .from(booths)
    .leftJoin(exhibitors, eq(exhibitors.id, booths.exhibitorId))
    .where(
      and(
        eq(booths.exhibitionId, exhibitionId),
        sql`(lower(${booths.boothNo}) like ${pattern} or ${exhibitors.searchText} like ${pattern})`,
      ),
    )
    .orderBy(sql`(lower(${booths.boothNo}) like ${pattern}) desc`, asc(booths.boothNo))
    .limit(limit);
}

/** Whether a stored file is shown on an exhibitor's public page (cover, video or a site picture). */
export async function keyOnPublicPage(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: exhibitors.id })
    .from(exhibitors)
    .where(
      sql`${exhibitors.coverKey} = ${key} or ${exhibitors.videoKey} = ${key} or ${key} = any(${exhibitors.siteImageKeys})`,
    )
    .limit(1);
  return rows.length > 0;
}
