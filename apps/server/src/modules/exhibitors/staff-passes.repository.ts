import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { booths, exhibitors, staffPasses } from '../../db/schema/exhibitors';

/*
 * SQL of staff passes. Adding one locks the enterprise's exhibitor row, so two concurrent adds
 * cannot both pass the limit.
 */

export type StaffPassRow = typeof staffPasses.$inferSelect;

/** The exhibitor row of the enterprise at the fair (locked for the transaction when asked). */
export async function exhibitorOf(db: Db, exhibitionId: number, enterpriseId: number, lock = false) {
  const query = db
    .select()
    .from(exhibitors)
    .where(and(eq(exhibitors.exhibitionId, exhibitionId), eq(exhibitors.enterpriseId, enterpriseId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function soldBooths(db: Db, exhibitorId: number) {
  return db.select().from(booths).where(eq(booths.exhibitorId, exhibitorId)).orderBy(asc(booths.boothNo));
}

export async function passesOf(db: Db, exhibitionId: number, enterpriseId: number) {
  return db
    .select()
    .from(staffPasses)
    .where(and(eq(staffPasses.exhibitionId, exhibitionId), eq(staffPasses.enterpriseId, enterpriseId)))
    .orderBy(asc(staffPasses.id));
}

export async function countPasses(db: Db, exhibitionId: number, enterpriseId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(staffPasses)
    .where(and(eq(staffPasses.exhibitionId, exhibitionId), eq(staffPasses.enterpriseId, enterpriseId)));
  return row?.n ?? 0;
}

export async function findPassByMobile(db: Db, exhibitionId: number, enterpriseId: number, mobile: string) {
  const [row] = await db
    .select()
    .from(staffPasses)
    .where(
      and(
        eq(staffPasses.exhibitionId, exhibitionId),
        eq(staffPasses.enterpriseId, enterpriseId),
        eq(staffPasses.mobile, mobile),
      ),
    )
    .limit(1);
  return row;
}

export async function findPass(db: Db, id: number) {
  const [row] = await db.select().from(staffPasses).where(eq(staffPasses.id, id)).limit(1);
  return row;
}

/** A new pass; its number is the fair and the row id (`S<fair>-000123`), printed on the badge. */
export async function insertPass(
  db: Db,
  values: Omit<typeof staffPasses.$inferInsert, 'passNo'>,
): Promise<StaffPassRow> {
  const [made] = await db
    .insert(staffPasses)
    .values({ ...values, passNo: randomUUID() })
    .returning();
  if (!made) throw new Error('staff pass not inserted');
  const [numbered] = await db
    .update(staffPasses)
    .set({ passNo: `S${values.exhibitionId}-${String(made.id).padStart(6, '0')}` })
    .where(eq(staffPasses.id, made.id))
    .returning();
  return numbered!;
}

export async function updatePass(
  db: Db,
  id: number,
  enterpriseId: number,
  values: { name: string; jobTitle: string; mobile: string },
) {
  const [row] = await db
    .update(staffPasses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(staffPasses.id, id), eq(staffPasses.enterpriseId, enterpriseId)))
    .returning();
  return row;
}

export async function deletePass(db: Db, id: number, enterpriseId: number) {
  const rows = await db
    .delete(staffPasses)
    .where(and(eq(staffPasses.id, id), eq(staffPasses.enterpriseId, enterpriseId)))
    .returning({ id: staffPasses.id });
  return rows.length > 0;
}
