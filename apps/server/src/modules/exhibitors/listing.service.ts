import type { Db } from '../../db/client';
import { findEnterprise, logoKeyOf } from '../enterprises';
import { listedProductsOf, productIn, productMatches, productSummaries } from '../products';
import type { DirectoryFilter, NewProductFilter } from './listing.repository';
import * as repo from './listing.repository';

/*
 * The directory's reads (listing.repository.ts) with what other domains hold: the enterprise's
 * logo as a column the enterprises domain gives (one statement per page, as before), its website
 * and address, and the products' names and covers (products), read by id after the page is
 * chosen (docs/decisions.md, "How domains read each other").
 */

export {
  countFacets,
  countryCounts,
  directoryVersion,
  findExhibitor,
  hallList,
  hallPlan,
  keyOnPublicPage,
  searchBooths,
} from './listing.repository';

/** One page of the filtered list, in hall and booth order. */
export function pageExhibitors(db: Db, filter: DirectoryFilter, limit: number, offset: number) {
  return repo.pageExhibitors(db, filter, limit, offset, logoKeyOf);
}

/** List rows of these enterprises at a fair (any order). */
export function exhibitorsOfEnterprises(db: Db, exhibitionId: number, enterpriseIds: number[]) {
  return repo.exhibitorsOfEnterprises(db, exhibitionId, enterpriseIds, logoKeyOf);
}

export function exhibitorsByIds(db: Db, ids: number[]) {
  return repo.exhibitorsByIds(db, ids, logoKeyOf);
}

/** Everything the public exhibitor page shows besides the list row. */
export async function findSite(db: Db, exhibitionId: number, enterpriseId: number) {
  const [site, enterprise] = await Promise.all([
    repo.findSite(db, exhibitionId, enterpriseId, logoKeyOf),
    findEnterprise(db, enterpriseId),
  ]);
  if (!site || !enterprise) return undefined;
  return { ...site, website: enterprise.website, address: enterprise.address };
}

/** The enterprise's products on sale (at most 200, by id), marked when in a pavilion of the fair. */
export async function listedProducts(db: Db, exhibitionId: number, enterpriseId: number) {
  const [listed, pavilion] = await Promise.all([
    listedProductsOf(db, enterpriseId, 200),
    repo.inPavilion(db, exhibitionId, (productId) =>
      productIn(productId, { enterpriseId, status: 'listed' }),
    ),
  ]);
  return listed.map((p) => ({
    id: p.id,
    name: p.name,
    nameEn: p.nameEn,
    category: p.category,
    coverKey: p.coverKey,
    newProduct: pavilion.has(p.id),
  }));
}

/** A page of the fair's pavilion products with their exhibitors, in the list's order. */
export async function pageNewProducts(db: Db, f: NewProductFilter, limit: number, offset: number) {
  const page = await repo.pageNewProducts(
    db,
    f,
    {
      listed: (productId) => productMatches(productId, { status: 'listed', category: f.category }),
      named: (productId, pattern) => productMatches(productId, { lowerNamePattern: pattern }),
    },
    limit,
    offset,
  );
  const products = await productSummaries(
    db,
    page.rows.map((r) => r.id),
  );
  const rows = page.rows.flatMap((row) => {
    const p = products.get(row.id);
    if (!p) return [];
    return [
      {
        id: row.id,
        name: p.name,
        nameEn: p.nameEn,
        category: p.category,
        coverKey: p.coverKey,
        enterpriseId: row.enterpriseId,
        exhibitorId: row.exhibitorId,
        enterpriseName: row.enterpriseName,
        enterpriseNameZhHant: row.enterpriseNameZhHant,
        enterpriseNameEn: row.enterpriseNameEn,
        boothNos: row.boothNos,
      },
    ];
  });
  return { rows, total: page.total };
}
