import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boothStaffBindings } from '../../db/schema/exhibitors';

/*
 * SQL of booth binding. Adding one runs inside a transaction that first locks the
 * enterprise's exhibitor row (staff-passes.repository exhibitorOf), so two concurrent adds
 * cannot both pass a booth's limit.
 */

export type BindingRow = typeof boothStaffBindings.$inferSelect;

export async function bindingsOf(db: Db, exhibitionId: number, enterpriseId: number) {
  return db
    .select()
    .from(boothStaffBindings)
    .where(
      and(
        eq(boothStaffBindings.exhibitionId, exhibitionId),
        eq(boothStaffBindings.enterpriseId, enterpriseId),
      ),
    )
    .orderBy(asc(boothStaffBindings.day), asc(boothStaffBindings.id));
}

export async function findBinding(db: Db, id: number) {
  const [row] = await db.select().from(boothStaffBindings).where(eq(boothStaffBindings.id, id)).limit(1);
  return row;
}

export async function findSame(db: Db, boothId: number, userId: number, day: string) {
  const [row] = await db
    .select()
    .from(boothStaffBindings)
    .where(
      and(
        eq(boothStaffBindings.boothId, boothId),
        eq(boothStaffBindings.userId, userId),
        eq(boothStaffBindings.day, day),
      ),
    )
    .limit(1);
  return row;
}

export async function countOnDay(db: Db, boothId: number, day: string) {
  const [row] = await db
    .select({ n: count() })
    .from(boothStaffBindings)
    .where(and(eq(boothStaffBindings.boothId, boothId), eq(boothStaffBindings.day, day)));
  return row?.n ?? 0;
}

export async function insertBinding(db: Db, values: typeof boothStaffBindings.$inferInsert) {
  const [row] = await db.insert(boothStaffBindings).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteBinding(db: Db, id: number, enterpriseId: number) {
  const rows = await db
    .delete(boothStaffBindings)
    .where(and(eq(boothStaffBindings.id, id), eq(boothStaffBindings.enterpriseId, enterpriseId)))
    .returning({ id: boothStaffBindings.id });
  return rows.length > 0;
}
