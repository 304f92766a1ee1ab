import type { DirectoryDimension } from '@cidpex/contracts';
import { and, asc, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { booths, exhibitors, hallPlans, newProductEntries } from '../../db/schema/exhibitors';
import { containsPattern } from './search-text';

/*
 * Reads of the exhibitors domain's tables in the shapes the directory read model shows
 * (list page, facet counts, public page, pavilion, floor plan). The directory calls them
 * through this module's index (listing.service.ts, which adds what the enterprises and products
 * domains hold) and never reads these tables itself.
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

/** `exhibitors.<column>` qualified by the table name, for a subquery that has tables of its own. */
const qualified = (column: { name: string }) => sql`${exhibitors}.${sql.identifier(column.name)}`;

/**
 * The enterprises domain's column: the logo's stored key of the enterprise whose id the
 * reference holds (listing.service.ts passes it).
 */
export type LogoKeyOf = (enterpriseId: SQLWrapper) => SQL<string | null>;

function listColumns(logoKeyOf: LogoKeyOf) {
  return {
    id: exhibitors.id,
    enterpriseId: exhibitors.enterpriseId,
    nameZhHans: exhibitors.nameZhHans,
    nameZhHant: exhibitors.nameZhHant,
    nameEn: exhibitors.nameEn,
    brands: exhibitors.brands,
    country: exhibitors.country,
    industry: exhibitors.industry,
    logoKey: logoKeyOf(qualified(exhibitors.enterpriseId)),
    booths: sql<ExhibitorListRow['booths']>`coalesce((
      select json_agg(json_build_object('boothNo', b.booth_no, 'hall', b.hall, 'area', b.area) order by b.booth_no)
      from ${booths} b where b.exhibitor_id = ${qualified(exhibitors.id)}), '[]'::json)`,
  };
}

/** One page of the filtered list, in hall and booth order. */
export async function pageExhibitors(
  db: Db,
  filter: DirectoryFilter,
  limit: number,
  offset: number,
  logoKeyOf: LogoKeyOf,
): Promise<ExhibitorListRow[]> {
  return db
    .select(listColumns(logoKeyOf))
    .from(exhibitors)
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
export async function exhibitorsOfEnterprises(
  db: Db,
  exhibitionId: number,
  enterpriseIds: number[],
  logoKeyOf: LogoKeyOf,
) {
  if (enterpriseIds.length === 0) return [];
  return db
    .select(listColumns(logoKeyOf))
    .from(exhibitors)
    .where(and(eq(exhibitors.exhibitionId, exhibitionId), inArray(exhibitors.enterpriseId, enterpriseIds)));
}

export async function exhibitorsByIds(db: Db, ids: number[], logoKeyOf: LogoKeyOf) {
  if (ids.length === 0) return [];
  return db.select(listColumns(logoKeyOf)).from(exhibitors).where(inArray(exhibitors.id, ids));
}

/** Everything the public exhibitor page shows besides the list row (and the enterprise's website and address). */
export async function findSite(db: Db, exhibitionId: number, enterpriseId: number, logoKeyOf: LogoKeyOf) {
  const [row] = await db
    .select({
      list: listColumns(logoKeyOf),
      profileZhHans: exhibitors.profileZhHans,
      profileZhHant: exhibitors.profileZhHant,
      profileEn: exhibitors.profileEn,
      coverKey: exhibitors.coverKey,
      videoKey: exhibitors.videoKey,
      publicContactIds: exhibitors.publicContactIds,
    })
    .from(exhibitors)
    .where(and(eq(exhibitors.exhibitionId, exhibitionId), eq(exhibitors.enterpriseId, enterpriseId)))
    .limit(1);
  return row;
}

/** The products in a pavilion of the fair that the products domain's condition keeps (an exhibitor's page marks them new). */
export async function inPavilion(
  db: Db,
  exhibitionId: number,
  productIn: (productId: SQLWrapper) => SQL,
): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: newProductEntries.productId })
    .from(newProductEntries)
    .where(and(eq(newProductEntries.exhibitionId, exhibitionId), productIn(newProductEntries.productId)));
  return new Set(rows.map((r) => r.id));
}

/* ------------------------------------------------------------- new products */

export interface NewProductFilter {
  exhibitionId: number;
  keyword: string;
  category?: string;
}

/**
 * The products domain's conditions on the product id: on sale (of the category when given),
 * and whose names contain the LIKE pattern.
 */
export interface NewProductConditions {
  listed: (productId: SQLWrapper) => SQL;
  named: (productId: SQLWrapper, pattern: string) => SQL;
}

function newProductWhere(f: NewProductFilter, products: NewProductConditions): SQL {
  const productId = sql`${newProductEntries}.${sql.identifier(newProductEntries.productId.name)}`;
  return and(
    eq(newProductEntries.exhibitionId, f.exhibitionId),
    products.listed(productId),
    f.keyword
      ? or(
          products.named(productId, containsPattern(f.keyword)),
          sql`${exhibitors.searchText} like ${containsPattern(f.keyword)}`,
        )
      : undefined,
  ) as SQL;
}

/** A page of pavilion entries with their exhibitors, in the list's order (the products' names and covers come from products). */
export async function pageNewProducts(
  db: Db,
  f: NewProductFilter,
  products: NewProductConditions,
  limit: number,
  offset: number,
) {
  const where = newProductWhere(f, products);
  const base = db
    .select({
      id: newProductEntries.productId,
      enterpriseId: exhibitors.enterpriseId,
      exhibitorId: exhibitors.id,
      enterpriseName: exhibitors.nameZhHans,
      enterpriseNameZhHant: exhibitors.nameZhHant,
      enterpriseNameEn: exhibitors.nameEn,
      boothNos: exhibitors.boothNos,
    })
    .from(newProductEntries)
    .innerJoin(exhibitors, eq(exhibitors.id, newProductEntries.exhibitorId))
    .where(where)
    .orderBy(asc(exhibitors.sortKey), asc(newProductEntries.slot))
    .limit(limit)
    .offset(offset);
  const total = db
    .select({ n: sql<number>`count(*)::int` })
    .from(newProductEntries)
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

/**
 * The fair's halls with a plan and the number of booths on each plan: the booths of this fair in
 * that hall, as `hallPlan` draws them. (A correlated subquery here counted every booth of every
 * fair and hall: on a one-table select Drizzle writes the outer columns without their table, so
 * inside the subquery they named the booth's own columns.)
 */
export async function hallList(db: Db, exhibitionId: number) {
  return db
    .select({
      hall: hallPlans.hall,
      width: hallPlans.width,
      height: hallPlans.height,
      boothCount: sql<number>`count(${booths.id})::int`,
    })
    .from(hallPlans)
    .leftJoin(booths, and(eq(booths.exhibitionId, hallPlans.exhibitionId), eq(booths.hall, hallPlans.hall)))
    .where(eq(hallPlans.exhibitionId, exhibitionId))
    .groupBy(hallPlans.hall, hallPlans.width, hallPlans.height);
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
