import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogs } from '../../db/schema/content';

export type CatalogRow = typeof catalogs.$inferSelect;

/** The navigation entries of a site, parents and children alike, in their order. */
export async function findNavigation(db: Db, siteId: number): Promise<CatalogRow[]> {
  return db
    .select()
    .from(catalogs)
    .where(and(eq(catalogs.siteId, siteId), eq(catalogs.kind, 'navi')))
    .orderBy(asc(catalogs.sort), asc(catalogs.id));
}
