import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  booths,
  enterpriseFairRequests,
  exhibitors,
  hallPlans,
  newProductEntries,
} from '../../db/schema/exhibitors';
import { countByStatus } from '../../db/state-rows';

export type ExhibitorRow = typeof exhibitors.$inferSelect;
export type BoothRow = typeof booths.$inferSelect;
export type FairRequestRow = typeof enterpriseFairRequests.$inferSelect;

/* --------------------------------------------------------------- exhibitors */

export async function findExhibitorRow(db: Db, exhibitionId: number, enterpriseId: number) {
  const [row] = await db
    .select()
    .from(exhibitors)
    .where(and(eq(exhibitors.exhibitionId, exhibitionId), eq(exhibitors.enterpriseId, enterpriseId)))
    .limit(1);
  return row;
}

export async function findExhibitorById(db: Db, id: number) {
  const [row] = await db.select().from(exhibitors).where(eq(exhibitors.id, id)).limit(1);
  return row;
}

export async function exhibitingEnterprises(db: Db, exhibitionId: number, enterpriseIds: number[]) {
  if (enterpriseIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: exhibitors.enterpriseId })
    .from(exhibitors)
    .where(and(eq(exhibitors.exhibitionId, exhibitionId), inArray(exhibitors.enterpriseId, enterpriseIds)));
  return new Set(rows.map((r) => r.id));
}

/** The enterprise's entry in the fair's directory (kept when it exists: a repeated approval adds nothing). */
export async function createExhibitor(db: Db, values: typeof exhibitors.$inferInsert) {
  await db.insert(exhibitors).values(values).onConflictDoNothing();
}

export async function updateExhibitor(db: Db, id: number, values: Partial<typeof exhibitors.$inferInsert>) {
  const [row] = await db
    .update(exhibitors)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(exhibitors.id, id))
    .returning();
  return row;
}

/** The public page's texts and cover of an exhibitor at a fair; no row: the enterprise does not exhibit. */
export async function publishPage(
  db: Db,
  exhibitionId: number,
  enterpriseId: number,
  page: Pick<ExhibitorRow, 'profileZhHans' | 'profileZhHant' | 'profileEn' | 'coverKey'> &
    Partial<Pick<ExhibitorRow, 'videoKey' | 'siteImageKeys'>>,
) {
  return (
    db
      .update(exhibitors)
      // Only the page's own fields: callers pass whole rows (a reviewed preview), whose id and
      // dates must not reach the exhibitor.
      .set({
        profileZhHans: page.profileZhHans,
        profileZhHant: page.profileZhHant,
        profileEn: page.profileEn,
        coverKey: page.coverKey,
        ...(page.videoKey !== undefined ? { videoKey: page.videoKey } : {}),
        ...(page.siteImageKeys !== undefined ? { siteImageKeys: page.siteImageKeys } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(exhibitors.exhibitionId, exhibitionId), eq(exhibitors.enterpriseId, enterpriseId)))
      .returning({ id: exhibitors.id })
  );
}

/* ------------------------------------------------------------------- booths */

export async function findBooth(db: Db, exhibitionId: number, boothNo: string) {
  const [row] = await db
    .select()
    .from(booths)
    .where(and(eq(booths.exhibitionId, exhibitionId), eq(booths.boothNo, boothNo)))
    .limit(1);
  return row;
}

/**
 * Gives a booth to an exhibitor only when it is free (or already theirs): one conditional
 * update, so two exhibitors can never hold the same booth. Undefined: taken by another.
 */
export async function takeBoothIfFree(db: Db, boothId: number, exhibitorId: number) {
  const [row] = await db
    .update(booths)
    .set({ exhibitorId })
    .where(and(eq(booths.id, boothId), or(isNull(booths.exhibitorId), eq(booths.exhibitorId, exhibitorId))))
    .returning();
  return row;
}

export async function releaseBoothOf(db: Db, boothId: number, exhibitorId: number) {
  const [row] = await db
    .update(booths)
    .set({ exhibitorId: null })
    .where(and(eq(booths.id, boothId), eq(booths.exhibitorId, exhibitorId)))
    .returning();
  return row;
}

export async function boothsOf(db: Db, exhibitorId: number) {
  return db.select().from(booths).where(eq(booths.exhibitorId, exhibitorId)).orderBy(asc(booths.boothNo));
}

export async function insertHallPlan(db: Db, values: typeof hallPlans.$inferInsert) {
  await db.insert(hallPlans).values(values).onConflictDoNothing();
}

export async function insertBooth(db: Db, values: typeof booths.$inferInsert) {
  const [row] = await db.insert(booths).values(values).returning();
  return row!;
}

/* ----------------------------------------------------------------- pavilion */

export async function replaceNewProducts(
  db: Db,
  exhibitionId: number,
  exhibitorId: number,
  productIds: number[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(newProductEntries).where(eq(newProductEntries.exhibitorId, exhibitorId));
    if (productIds.length > 0) {
      await tx
        .insert(newProductEntries)
        .values(productIds.map((productId, i) => ({ exhibitionId, exhibitorId, productId, slot: i + 1 })));
    }
  });
}

/* ------------------------------------------------------------ fair requests */

export async function findFairRequest(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(enterpriseFairRequests)
    .where(eq(enterpriseFairRequests.id, id))
    .limit(1);
  return row;
}

export async function findFairRequestOf(db: Db, enterpriseId: number, exhibitionId: number) {
  const [row] = await db
    .select()
    .from(enterpriseFairRequests)
    .where(
      and(
        eq(enterpriseFairRequests.enterpriseId, enterpriseId),
        eq(enterpriseFairRequests.exhibitionId, exhibitionId),
      ),
    )
    .limit(1);
  return row;
}

/** A new request, or a rejected one asked again; a pending or approved one is left alone (undefined). */
export async function upsertFairRequest(
  db: Db,
  values: { enterpriseId: number; exhibitionId: number; note: string | null; requestedBy: number },
) {
  const [row] = await db
    .insert(enterpriseFairRequests)
    .values({ ...values, status: 'pending' })
    .onConflictDoUpdate({
      target: [enterpriseFairRequests.enterpriseId, enterpriseFairRequests.exhibitionId],
      set: {
        status: 'pending',
        note: values.note,
        requestedBy: values.requestedBy,
        rejectReason: null,
        reviewedAt: null,
        reviewedBy: null,
        updatedAt: new Date(),
      },
      setWhere: eq(enterpriseFairRequests.status, 'rejected'),
    })
    .returning();
  return row;
}

export async function decideFairRequestIf(
  db: Db,
  id: number,
  from: readonly string[],
  values: { status: string; rejectReason: string | null; reviewedBy: number },
) {
  const [row] = await db
    .update(enterpriseFairRequests)
    .set({ ...values, reviewedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(enterpriseFairRequests.id, id), inArray(enterpriseFairRequests.status, [...from])))
    .returning();
  return row;
}

export async function pageFairRequests(db: Db, status: string | undefined, limit: number, offset: number) {
  const where = status ? eq(enterpriseFairRequests.status, status) : undefined;
  const [rows, [total], counts] = await Promise.all([
    db
      .select()
      .from(enterpriseFairRequests)
      .where(where)
      .orderBy(asc(enterpriseFairRequests.updatedAt), asc(enterpriseFairRequests.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(enterpriseFairRequests).where(where),
    countByStatus(db, enterpriseFairRequests),
  ]);
  return { rows, total: total?.n ?? 0, counts };
}

/** Locks the exhibitor's row for the rest of the transaction (booth copies are rewritten one at a time). */
export async function lockExhibitor(db: Db, id: number) {
  await db.execute(sql`select id from ${exhibitors} where id = ${id} for update`);
}
