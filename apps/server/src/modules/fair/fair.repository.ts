import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fairEditions } from '../../db/schema/fair';

export type FairRow = typeof fairEditions.$inferSelect;

export async function findCurrent(db: Db): Promise<FairRow | undefined> {
  const [row] = await db.select().from(fairEditions).where(eq(fairEditions.isCurrent, true)).limit(1);
  return row;
}

export async function findById(db: Db, id: number): Promise<FairRow | undefined> {
  const [row] = await db.select().from(fairEditions).where(eq(fairEditions.id, id)).limit(1);
  return row;
}

export async function listAll(db: Db): Promise<FairRow[]> {
  return db.select().from(fairEditions).orderBy(asc(fairEditions.startDate));
}

export async function updatePhases(
  db: Db,
  id: number,
  values: Pick<
    FairRow,
    'registrationOpensAt' | 'registrationClosesAt' | 'startDate' | 'endDate' | 'openTime' | 'closeTime'
  > & { updatedBy: number },
): Promise<FairRow | undefined> {
  const [row] = await db
    .update(fairEditions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(fairEditions.id, id))
    .returning();
  return row;
}

/** Makes one edition the current one (the partial unique index allows one at a time). */
export async function makeCurrent(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(fairEditions)
      .set({ isCurrent: false, updatedAt: new Date() })
      .where(eq(fairEditions.isCurrent, true));
    await tx
      .update(fairEditions)
      .set({ isCurrent: sql`true`, updatedAt: new Date() })
      .where(eq(fairEditions.id, id));
  });
}

/** Inserts or replaces an edition (reference data and tests). */
export async function upsert(db: Db, values: typeof fairEditions.$inferInsert): Promise<void> {
  await db.insert(fairEditions).values(values).onConflictDoUpdate({ target: fairEditions.id, set: values });
}
