import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/products';

/** A listed product (the search keeps those of the fair's exhibitors: certified enterprises). */
export interface SearchableProduct {
  id: number;
  enterpriseId: number;
  name: string | null;
  nameEn: string | null;
  category: string;
}

/**
 * The products the portal's search holds (modules/search): all of them, or those of `ids`
 * that are still findable (an id missing from the answer is to be dropped from the index).
 */
export async function searchableProducts(db: Db, ids?: number[]): Promise<SearchableProduct[]> {
  if (ids && ids.length === 0) return [];
  const parts: SQL[] = [eq(products.status, 'listed')];
  if (ids) parts.push(inArray(products.id, ids));
  return db
    .select({
      id: products.id,
      enterpriseId: products.enterpriseId,
      name: products.name,
      nameEn: products.nameEn,
      category: products.category,
    })
    .from(products)
    .where(and(...parts))
    .orderBy(asc(products.id));
}

/** Ids of the products of these enterprises, whatever their state (an enterprise's change touches them). */
export async function productIdsOfEnterprises(db: Db, enterpriseIds: number[]): Promise<number[]> {
  if (enterpriseIds.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.enterpriseId, enterpriseIds));
  return rows.map((r) => r.id);
}
