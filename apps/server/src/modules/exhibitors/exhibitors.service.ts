import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { EnterpriseRow } from '../enterprises';
import * as repo from './exhibitors.repository';
import { searchTextOf, sortKeyOf } from './search-text';

/*
 * The exhibitors domain's rules: who exhibits at a fair, which booths they hold, what their
 * public page shows. The copies the directory filters on (area, hall and booth codes, the
 * search text and the list order) are rewritten here whenever booths or names change, so
 * they never drift from the booths table.
 */

/** The fair's exhibitor row of an enterprise, if it exhibits. */
export async function exhibitorOf(db: Db, exhibitionId: number, enterpriseId: number) {
  return repo.findExhibitorRow(db, exhibitionId, enterpriseId);
}

export async function exhibitingEnterprises(db: Db, exhibitionId: number, enterpriseIds: number[]) {
  return repo.exhibitingEnterprises(db, exhibitionId, enterpriseIds);
}

/**
 * The enterprise enters the fair's directory, with no booth yet (booths come with the booth
 * requests or the organizer's assignment). A second call keeps the first row.
 */
export async function joinFair(db: Db, exhibitionId: number, enterprise: EnterpriseRow) {
  const names = {
    nameZhHans: enterprise.name,
    // No Traditional name is collected at certification: the Chinese name is shown.
    nameZhHant: enterprise.name,
    nameEn: enterprise.nameEn ?? enterprise.name,
  };
  await repo.createExhibitor(db, {
    exhibitionId,
    enterpriseId: enterprise.id,
    ...names,
    country: enterprise.country,
    industry: enterprise.mainBusiness,
    businessCodes: enterprise.secondaryBusiness,
    searchText: searchTextOf({ ...names, brands: [], boothNos: [] }),
    sortKey: sortKeyOf(undefined),
  });
  return repo.findExhibitorRow(db, exhibitionId, enterprise.id);
}

/** An approved page review becomes the public page; false: the enterprise does not exhibit at that fair. */
export async function publishExhibitorPage(
  db: Db,
  exhibitionId: number,
  enterpriseId: number,
  page: {
    profileZhHans: string | null;
    profileZhHant: string | null;
    profileEn: string | null;
    coverKey: string | null;
    videoKey?: string | null;
    siteImageKeys?: string[];
  },
): Promise<boolean> {
  const rows = await repo.publishPage(db, exhibitionId, enterpriseId, page);
  return rows.length > 0;
}

/** Rewrites the exhibitor's booth copies from the booths it holds now. */
async function refreshBoothCopies(db: Db, exhibitor: repo.ExhibitorRow) {
  const held = await repo.boothsOf(db, exhibitor.id);
  const boothNos = held.map((b) => b.boothNo);
  return repo.updateExhibitor(db, exhibitor.id, {
    areaCodes: [...new Set(held.map((b) => b.area))],
    hallCodes: [...new Set(held.map((b) => b.hall))],
    boothNos,
    searchText: searchTextOf({ ...exhibitor, boothNos }),
    sortKey: sortKeyOf(held[0]),
  });
}

async function boothAndExhibitor(db: Db, exhibitionId: number, boothNo: string, exhibitorId: number) {
  const [booth, exhibitor] = await Promise.all([
    repo.findBooth(db, exhibitionId, boothNo),
    repo.findExhibitorById(db, exhibitorId),
  ]);
  if (!booth) throw new AppError('BOOTH_NOT_FOUND');
  if (exhibitor?.exhibitionId !== exhibitionId) throw new AppError('EXHIBITOR_NOT_FOUND');
  return { booth, exhibitor };
}

/**
 * Gives a free booth of the fair to one of its exhibitors (the organizer's assignment; the
 * booth requests of the exhibitor-services issue end here too). A booth held by another
 * exhibitor is refused, however many ask at once; asking for one's own booth again changes
 * nothing. The directory and floor plan show the booth at once.
 */
export async function assignBooth(db: Db, exhibitionId: number, boothNo: string, exhibitorId: number) {
  return db.transaction(async (tx) => {
    const { booth, exhibitor } = await boothAndExhibitor(tx, exhibitionId, boothNo, exhibitorId);
    await repo.lockExhibitor(tx, exhibitor.id);
    const taken = await repo.takeBoothIfFree(tx, booth.id, exhibitor.id);
    if (!taken) throw new AppError('BOOTH_TAKEN');
    const updated = await refreshBoothCopies(tx, exhibitor);
    return { booth: taken, exhibitor: updated ?? exhibitor };
  });
}

/** The exhibitor gives a booth back (refused when it does not hold it). */
export async function releaseBooth(db: Db, exhibitionId: number, boothNo: string, exhibitorId: number) {
  return db.transaction(async (tx) => {
    const { booth, exhibitor } = await boothAndExhibitor(tx, exhibitionId, boothNo, exhibitorId);
    await repo.lockExhibitor(tx, exhibitor.id);
    const released = await repo.releaseBoothOf(tx, booth.id, exhibitor.id);
    if (!released) throw new AppError('BOOTH_NOT_FOUND');
    const updated = await refreshBoothCopies(tx, exhibitor);
    return { booth: released, exhibitor: updated ?? exhibitor };
  });
}

/** Adds a booth to a hall plan (the plan is made with the given size when the hall has none). */
export async function addBooth(
  db: Db,
  booth: {
    exhibitionId: number;
    hall: string;
    boothNo: string;
    area: string;
    x: number;
    y: number;
    w: number;
    h: number;
  },
  hallSize: { width: number; height: number } = { width: 100, height: 60 },
) {
  await repo.insertHallPlan(db, { exhibitionId: booth.exhibitionId, hall: booth.hall, ...hallSize });
  return repo.insertBooth(db, booth);
}

/** The exhibitor's products in the new-products pavilion (the caller checked they are its own and listed). */
export async function replacePavilion(
  db: Db,
  exhibitionId: number,
  exhibitorId: number,
  productIds: number[],
) {
  await repo.replaceNewProducts(db, exhibitionId, exhibitorId, productIds);
}
