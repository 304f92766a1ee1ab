import { and, asc, count, eq, ilike, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/products';

/*
 * The reads other domains make of products (docs/decisions.md, "How domains read each other"):
 * rows by id after they paged their own table, and a condition on products their paged
 * queries filter by (`productIn`). No other module imports the products table.
 */

/** A product as other domains show it beside their rows, with its cover's stored key. */
export interface ProductSummary {
  id: number;
  enterpriseId: number;
  name: string | null;
  nameEn: string | null;
  category: string;
  status: string;
  coverKey: string | null;
}

const summaryColumns = {
  id: products.id,
  enterpriseId: products.enterpriseId,
  name: products.name,
  nameEn: products.nameEn,
  category: products.category,
  status: products.status,
  coverKey: sql<
    string | null
  >`(select a.key from attachments a where a.id = ${products}.cover_attachment_id)`,
};

/** The products with these ids, by id (an id without a product is absent). */
export async function productSummaries(db: Db, ids: readonly number[]): Promise<Map<number, ProductSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** An enterprise's products on sale, by id (at most `limit`): an exhibitor's public page. */
export async function listedProductsOf(
  db: Db,
  enterpriseId: number,
  limit: number,
): Promise<ProductSummary[]> {
  return db
    .select(summaryColumns)
    .from(products)
    .where(and(eq(products.enterpriseId, enterpriseId), eq(products.status, 'listed')))
    .orderBy(asc(products.id))
    .limit(limit);
}

/** Which of these products the enterprise has on sale (its pavilion may show only those). */
export async function listedProductIdsOf(
  db: Db,
  enterpriseId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inArray(products.id, [...ids]),
        eq(products.enterpriseId, enterpriseId),
        eq(products.status, 'listed'),
      ),
    );
  return rows.map((r) => r.id);
}

/** Which products another domain's query keeps. */
export interface ProductCondition {
  enterpriseId?: number;
  status?: string;
  /** the industry code or one of its second-level codes */
  category?: string;
  /** LIKE pattern (lower-case, the caller's escaping) against the lower-cased names */
  lowerNamePattern?: string;
  /** ILIKE pattern against the names, or the enterprise's name through `enterpriseNamed` */
  namePattern?: { pattern: string; enterpriseNamed?: (enterpriseId: SQLWrapper) => SQL };
}

/**
 * `column in (the products matching the condition)`, for another domain's WHERE: its `column`
 * holds a product id. With no condition, the product must exist.
 */
export function productIn(column: SQLWrapper, condition: ProductCondition = {}): SQL {
  const parts: (SQL | undefined)[] = [];
  if (condition.enterpriseId !== undefined) parts.push(eq(products.enterpriseId, condition.enterpriseId));
  if (condition.status !== undefined) parts.push(eq(products.status, condition.status));
  if (condition.category !== undefined) {
    parts.push(sql`(${products.category} = ${condition.category} or ${products.category} in
          (select d.code from dict_entries d where d.dict_type = 'industry' and d.parent_code = ${condition.category}))`);
  }
  if (condition.lowerNamePattern !== undefined) {
    parts.push(sql`(lower(coalesce(${products.name}, '')) like ${condition.lowerNamePattern}
          or lower(coalesce(${products.nameEn}, '')) like ${condition.lowerNamePattern})`);
  }
  if (condition.namePattern) {
    const { pattern, enterpriseNamed } = condition.namePattern;
    parts.push(
      or(
        ilike(products.name, pattern),
        ilike(products.nameEn, pattern),
        enterpriseNamed?.(products.enterpriseId),
      ),
    );
  }
  const where = and(...parts);
  return inArray(
    column,
    sql`(select ${products.id} from ${products}${where ? sql` where ${where}` : sql``})`,
  );
}

/**
 * Whether the product whose id `productId` holds is on sale (of the category or its
 * second-level codes when given) and, when a LIKE pattern is given, whether its lower-cased
 * names contain it: a per-row test (one index lookup) for another domain's WHERE, where a
 * `productIn` set would be read whole (under an OR). Pass a table-qualified reference.
 */
export function productMatches(
  productId: SQLWrapper,
  condition: { status?: string; category?: string; lowerNamePattern?: string },
): SQL {
  const parts: SQL[] = [];
  if (condition.status !== undefined) parts.push(sql`p.status = ${condition.status}`);
  if (condition.category !== undefined) {
    parts.push(sql`(p.category = ${condition.category} or p.category in
          (select d.code from dict_entries d where d.dict_type = 'industry' and d.parent_code = ${condition.category}))`);
  }
  if (condition.lowerNamePattern !== undefined) {
    parts.push(sql`(lower(coalesce(p.name, '')) like ${condition.lowerNamePattern}
          or lower(coalesce(p.name_en, '')) like ${condition.lowerNamePattern})`);
  }
  const test = parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
  return sql`coalesce((select ${test} from ${products} p where p.id = ${productId}), false)`;
}

/** How many products the enterprise has in each state. */
export async function productCountsOf(db: Db, enterpriseId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: products.status, n: count() })
    .from(products)
    .where(eq(products.enterpriseId, enterpriseId))
    .groupBy(products.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}
