import { and, count, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boothPricePlans, booths } from '../../db/schema/exhibitors';

/* SQL of the booth price plan: one row per fair edition, saved under its version. */

export type PricePlanRow = typeof boothPricePlans.$inferSelect;
type PlanValues = Pick<PricePlanRow, 'types' | 'm2PerStaffPass' | 'updatedBy'>;

/**
 * The edition's plan lock, for the length of the transaction: a hold, append or exchange takes it
 * shared (they run side by side) while it quotes the plan and takes the booth; a plan save takes
 * it alone while it checks that no booth of a withdrawn type is in use and saves. So a booth
 * cannot be held under a type withdrawn in the same instant (docs/decisions.md, price plans).
 */
const PLAN_LOCK = 12310;
export async function lockPlanShared(tx: Db, exhibitionId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${PLAN_LOCK}, ${exhibitionId})`);
}
export async function lockPlanAlone(tx: Db, exhibitionId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PLAN_LOCK}, ${exhibitionId})`);
}

export async function findPlan(db: Db, exhibitionId: number) {
  const [row] = await db.select().from(boothPricePlans).where(eq(boothPricePlans.exhibitionId, exhibitionId));
  return row;
}

/** The first save of an edition's plan; undefined when another save came first. */
export async function insertPlan(db: Db, exhibitionId: number, values: PlanValues) {
  const [row] = await db
    .insert(boothPricePlans)
    .values({ exhibitionId, ...values, version: 1 })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A later save: only from the version it read (one conditional update); undefined when stale. */
export async function updatePlan(db: Db, exhibitionId: number, version: number, values: PlanValues) {
  const [row] = await db
    .update(boothPricePlans)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(boothPricePlans.exhibitionId, exhibitionId), eq(boothPricePlans.version, version)))
    .returning();
  return row;
}

/** Booths of these types that are sold, held (hold not run out) or requested. */
export async function boothsInUse(db: Db, exhibitionId: number, types: string[], now: Date) {
  if (types.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(booths)
    .where(
      and(
        eq(booths.exhibitionId, exhibitionId),
        inArray(booths.boothType, types),
        or(
          isNotNull(booths.exhibitorId),
          and(isNotNull(booths.heldByEnterpriseId), or(isNull(booths.heldUntil), gt(booths.heldUntil, now))),
        ),
      ),
    );
  return row?.n ?? 0;
}
