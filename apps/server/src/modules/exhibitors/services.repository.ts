import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  adRequests,
  boothContracts,
  boothRequests,
  booths,
  enterpriseInvoiceInfos,
  exhibitorApplications,
  exhibitors,
  hallPlans,
  sphereRequests,
} from '../../db/schema/exhibitors';
import { attachments } from '../../db/schema/platform';
import { countByStatus, stateRows } from '../../db/state-rows';

/*
 * SQL of exhibitor services (issue 19): applications, booth holds and requests, advertising,
 * contracts and invoice information. Every state change is a conditional update, so two
 * concurrent calls cannot both pass a state table, and a booth is taken only while free.
 */

export type ApplicationRow = typeof exhibitorApplications.$inferSelect;
export type BoothRequestRow = typeof boothRequests.$inferSelect;
export type PlanBoothRow = typeof booths.$inferSelect;
export type AdRow = typeof adRequests.$inferSelect;
export type ContractRow = typeof boothContracts.$inferSelect;

export const applicationStates = stateRows(exhibitorApplications);
export const adStates = stateRows(adRequests);
export const contractStates = stateRows(boothContracts);

/* ------------------------------------------------------------- applications */

export async function findApplicationOf(db: Db, exhibitionId: number, enterpriseId: number) {
  const [row] = await db
    .select()
    .from(exhibitorApplications)
    .where(
      and(
        eq(exhibitorApplications.exhibitionId, exhibitionId),
        eq(exhibitorApplications.enterpriseId, enterpriseId),
      ),
    )
    .limit(1);
  return row;
}

export async function findApplication(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(exhibitorApplications)
    .where(eq(exhibitorApplications.id, id))
    .limit(1);
  return row;
}

/** The enterprise's application of the fair, made (as a draft) when it has none; a concurrent twin is kept once. */
export async function ensureApplication(db: Db, exhibitionId: number, enterpriseId: number, userId: number) {
  await db
    .insert(exhibitorApplications)
    .values({ exhibitionId, enterpriseId, updatedBy: userId })
    .onConflictDoNothing();
  return (await findApplicationOf(db, exhibitionId, enterpriseId))!;
}

export async function pageApplications(db: Db, status: string | undefined, limit: number, offset: number) {
  const where = status ? eq(exhibitorApplications.status, status) : undefined;
  const [rows, [total], counts] = await Promise.all([
    db
      .select()
      .from(exhibitorApplications)
      .where(where)
      .orderBy(asc(exhibitorApplications.submittedAt), asc(exhibitorApplications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(exhibitorApplications).where(where),
    countByStatus(db, exhibitorApplications),
  ]);
  return { rows, total: total?.n ?? 0, counts };
}

/* ------------------------------------------------------------------- booths */

export async function hallsOf(db: Db, exhibitionId: number) {
  return db
    .select()
    .from(hallPlans)
    .where(eq(hallPlans.exhibitionId, exhibitionId))
    .orderBy(asc(hallPlans.hall));
}

/** The booths of a hall with the names of who holds or owns them (for the organizer's plan). */
export async function planBooths(db: Db, exhibitionId: number, hall: string) {
  return db
    .select({
      booth: booths,
      exhibitorName: exhibitors.nameZhHans,
      exhibitorEnterpriseId: exhibitors.enterpriseId,
    })
    .from(booths)
    .leftJoin(exhibitors, eq(exhibitors.id, booths.exhibitorId))
    .where(and(eq(booths.exhibitionId, exhibitionId), eq(booths.hall, hall)))
    .orderBy(asc(booths.boothNo));
}

export async function findBoothByNo(db: Db, exhibitionId: number, boothNo: string) {
  const [row] = await db
    .select()
    .from(booths)
    .where(and(eq(booths.exhibitionId, exhibitionId), eq(booths.boothNo, boothNo)))
    .limit(1);
  return row;
}

export async function boothsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(booths).where(inArray(booths.id, ids));
}

/**
 * Holds a booth for the enterprise (until `until`; null: requested, held until the organizer
 * decides) when nobody else has it: not sold, and not held by another enterprise unless that
 * hold has expired. One conditional UPDATE: on PostgreSQL a concurrent twin waits for the
 * first to commit, re-reads the row and no longer matches, so a booth never has two holders.
 */
export async function holdBoothIfFree(
  db: Db,
  boothId: number,
  enterpriseId: number,
  until: Date | null,
  now: Date,
) {
  const [row] = await db
    .update(booths)
    .set({ heldByEnterpriseId: enterpriseId, heldUntil: until })
    .where(
      and(
        eq(booths.id, boothId),
        isNull(booths.exhibitorId),
        or(
          isNull(booths.heldByEnterpriseId),
          eq(booths.heldByEnterpriseId, enterpriseId),
          lte(booths.heldUntil, now),
        ),
      ),
    )
    .returning();
  return row;
}

/** Gives up the enterprise's hold of a booth (nothing when another holds it). */
export async function releaseHold(db: Db, boothId: number, enterpriseId?: number) {
  await db
    .update(booths)
    .set({ heldByEnterpriseId: null, heldUntil: null })
    .where(
      and(
        eq(booths.id, boothId),
        enterpriseId === undefined ? undefined : eq(booths.heldByEnterpriseId, enterpriseId),
      ),
    );
}

/** Free booths per type of a fair (an expired hold counts as free). */
export async function freeBoothCounts(db: Db, exhibitionId: number, now: Date) {
  const rows = await db
    .select({ type: booths.boothType, n: count() })
    .from(booths)
    .where(
      and(
        eq(booths.exhibitionId, exhibitionId),
        isNull(booths.exhibitorId),
        or(isNull(booths.heldByEnterpriseId), lte(booths.heldUntil, now)),
      ),
    )
    .groupBy(booths.boothType);
  return Object.fromEntries(rows.map((r) => [r.type, r.n])) as Record<string, number>;
}

/* ----------------------------------------------------------- booth requests */

export async function requestsOf(db: Db, exhibitionId: number, enterpriseId: number) {
  return db
    .select({ request: boothRequests, booth: booths })
    .from(boothRequests)
    .innerJoin(booths, eq(booths.id, boothRequests.boothId))
    .where(and(eq(boothRequests.exhibitionId, exhibitionId), eq(boothRequests.enterpriseId, enterpriseId)))
    .orderBy(desc(boothRequests.id));
}

export async function requestsOfApplications(db: Db, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({ request: boothRequests, booth: booths })
    .from(boothRequests)
    .innerJoin(booths, eq(booths.id, boothRequests.boothId))
    .where(inArray(boothRequests.applicationId, applicationIds))
    .orderBy(asc(boothRequests.id));
}

export async function findRequest(db: Db, id: number) {
  const [row] = await db.select().from(boothRequests).where(eq(boothRequests.id, id)).limit(1);
  return row;
}

/** The open (held or requested) request of a booth, if any. */
export async function openRequestOfBooth(db: Db, boothId: number) {
  const [row] = await db
    .select()
    .from(boothRequests)
    .where(and(eq(boothRequests.boothId, boothId), inArray(boothRequests.status, ['held', 'requested'])))
    .limit(1);
  return row;
}

export async function countOpenRequests(db: Db, exhibitionId: number, enterpriseId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(boothRequests)
    .where(
      and(
        eq(boothRequests.exhibitionId, exhibitionId),
        eq(boothRequests.enterpriseId, enterpriseId),
        inArray(boothRequests.status, ['held', 'requested']),
      ),
    );
  return row?.n ?? 0;
}

/**
 * A new open request; when the booth already has one (a repeated click that raced its twin),
 * nothing is inserted and the open one is answered, so the caller can tell whose it is.
 */
export async function insertRequest(db: Db, values: typeof boothRequests.$inferInsert) {
  const [row] = await db.insert(boothRequests).values(values).onConflictDoNothing().returning();
  return row ?? (await openRequestOfBooth(db, values.boothId))!;
}

/** Moves a request on only while it is in one of the `from` states. */
export async function updateRequestIf(
  db: Db,
  id: number,
  from: readonly string[],
  values: Partial<typeof boothRequests.$inferInsert>,
) {
  const [row] = await db
    .update(boothRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(boothRequests.id, id), inArray(boothRequests.status, [...from])))
    .returning();
  return row;
}

/** Requests of append/alter kind waiting for the organizer. */
export async function waitingChangeRequests(db: Db, exhibitionId: number) {
  return db
    .select({ request: boothRequests, booth: booths })
    .from(boothRequests)
    .innerJoin(booths, eq(booths.id, boothRequests.boothId))
    .where(
      and(
        eq(boothRequests.exhibitionId, exhibitionId),
        eq(boothRequests.status, 'requested'),
        inArray(boothRequests.kind, ['append', 'alter']),
      ),
    )
    .orderBy(asc(boothRequests.createdAt));
}

/* -------------------------------------------------------- sphere and ads */

export async function findSphereOf(db: Db, exhibitionId: number, enterpriseId: number) {
  const [row] = await db
    .select()
    .from(sphereRequests)
    .where(and(eq(sphereRequests.exhibitionId, exhibitionId), eq(sphereRequests.enterpriseId, enterpriseId)))
    .limit(1);
  return row;
}

/** The sphere requests of the given (fair, enterprise) pairs (the organizer's application queue). */
export async function spheresOf(db: Db, pairs: { exhibitionId: number; enterpriseId: number }[]) {
  if (pairs.length === 0) return [];
  const rows = await db
    .select()
    .from(sphereRequests)
    .where(
      and(
        inArray(sphereRequests.exhibitionId, [...new Set(pairs.map((p) => p.exhibitionId))]),
        inArray(sphereRequests.enterpriseId, [...new Set(pairs.map((p) => p.enterpriseId))]),
      ),
    );
  return rows.filter((r) =>
    pairs.some((p) => p.exhibitionId === r.exhibitionId && p.enterpriseId === r.enterpriseId),
  );
}

export async function findSphere(db: Db, id: number) {
  const [row] = await db.select().from(sphereRequests).where(eq(sphereRequests.id, id)).limit(1);
  return row;
}

/** One sphere request per enterprise and fair: a second POST updates it. */
export async function upsertSphere(db: Db, exhibitionId: number, enterpriseId: number, content: unknown) {
  const [row] = await db
    .insert(sphereRequests)
    .values({ exhibitionId, enterpriseId, content })
    .onConflictDoUpdate({
      target: [sphereRequests.exhibitionId, sphereRequests.enterpriseId],
      set: { content, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function adsOf(db: Db, exhibitionId: number, enterpriseId: number) {
  return db
    .select()
    .from(adRequests)
    .where(and(eq(adRequests.exhibitionId, exhibitionId), eq(adRequests.enterpriseId, enterpriseId)))
    .orderBy(desc(adRequests.id));
}

export async function findAd(db: Db, id: number) {
  const [row] = await db.select().from(adRequests).where(eq(adRequests.id, id)).limit(1);
  return row;
}

export async function insertAd(db: Db, values: typeof adRequests.$inferInsert) {
  const [row] = await db.insert(adRequests).values(values).returning();
  return row!;
}

export async function pendingAds(db: Db, exhibitionId: number) {
  return db
    .select()
    .from(adRequests)
    .where(and(eq(adRequests.exhibitionId, exhibitionId), eq(adRequests.status, 'pending')))
    .orderBy(asc(adRequests.createdAt));
}

/* ---------------------------------------------------------------- contracts */

export async function contractsOf(db: Db, exhibitionId: number, enterpriseId: number) {
  return db
    .select()
    .from(boothContracts)
    .where(and(eq(boothContracts.exhibitionId, exhibitionId), eq(boothContracts.enterpriseId, enterpriseId)))
    .orderBy(desc(boothContracts.id));
}

export async function findContract(db: Db, id: number) {
  const [row] = await db.select().from(boothContracts).where(eq(boothContracts.id, id)).limit(1);
  return row;
}

export async function insertContract(db: Db, values: Omit<typeof boothContracts.$inferInsert, 'contractNo'>) {
  // The number comes from the row's own id: unique without a counter table.
  const [row] = await db
    .insert(boothContracts)
    .values({ ...values, contractNo: `tmp-${randomUUID()}` })
    .returning({ id: boothContracts.id });
  const [numbered] = await db
    .update(boothContracts)
    .set({ contractNo: `BC${values.exhibitionId}-${String(row!.id).padStart(5, '0')}` })
    .where(eq(boothContracts.id, row!.id))
    .returning();
  return numbered!;
}

export async function allContracts(db: Db, exhibitionId: number, paymentStatus?: string) {
  return db
    .select()
    .from(boothContracts)
    .where(
      and(
        eq(boothContracts.exhibitionId, exhibitionId),
        paymentStatus ? eq(boothContracts.paymentStatus, paymentStatus) : undefined,
      ),
    )
    .orderBy(desc(boothContracts.id));
}

/** unpaid|pending → paid once: a second confirmation changes nothing (undefined). */
export async function markPaidIf(db: Db, id: number, method: string, organizerId: number | null) {
  const [row] = await db
    .update(boothContracts)
    .set({
      paymentStatus: 'paid',
      paymentMethod: method,
      paidAt: new Date(),
      confirmedBy: organizerId,
      updatedAt: new Date(),
    })
    .where(and(eq(boothContracts.id, id), inArray(boothContracts.paymentStatus, ['unpaid', 'pending'])))
    .returning();
  return row;
}

export async function announcePaymentIf(db: Db, id: number, method: string) {
  const [row] = await db
    .update(boothContracts)
    .set({ paymentStatus: 'pending', paymentMethod: method, updatedAt: new Date() })
    .where(and(eq(boothContracts.id, id), inArray(boothContracts.paymentStatus, ['unpaid', 'pending'])))
    .returning();
  return row;
}

export async function findAttachment(db: Db, id: number) {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id)).limit(1);
  return row;
}

export async function linkAttachment(db: Db, id: number, refType: string, refId: string) {
  await db.update(attachments).set({ refType, refId }).where(eq(attachments.id, id));
}

/* ------------------------------------------------------- invoice information */

export async function findInvoiceInfo(db: Db, enterpriseId: number) {
  const [row] = await db
    .select()
    .from(enterpriseInvoiceInfos)
    .where(eq(enterpriseInvoiceInfos.enterpriseId, enterpriseId))
    .limit(1);
  return row;
}

export async function upsertInvoiceInfo(db: Db, values: typeof enterpriseInvoiceInfos.$inferInsert) {
  const { enterpriseId: _id, ...rest } = values;
  const [row] = await db
    .insert(enterpriseInvoiceInfos)
    .values(values)
    .onConflictDoUpdate({
      target: enterpriseInvoiceInfos.enterpriseId,
      set: { ...rest, updatedAt: new Date() },
    })
    .returning();
  return row!;
}
