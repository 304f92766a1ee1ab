import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propagandaItems } from '../../db/schema/exhibitors';
import { attachments } from '../../db/schema/platform';
import { stateRows } from '../../db/state-rows';

/* SQL of publicity material (propaganda.service.ts holds the rules). */

export type PropagandaRow = typeof propagandaItems.$inferSelect;
export const propagandaStates = stateRows(propagandaItems);

export async function findItem(db: Db, id: number) {
  const [row] = await db.select().from(propagandaItems).where(eq(propagandaItems.id, id)).limit(1);
  return row;
}

export async function findByRequestKey(db: Db, enterpriseId: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(propagandaItems)
    .where(and(eq(propagandaItems.enterpriseId, enterpriseId), eq(propagandaItems.requestKey, requestKey)))
    .limit(1);
  return row;
}

/** Inserts once per (enterprise, request key): a repeated create answers undefined. */
export async function insertItem(db: Db, values: typeof propagandaItems.$inferInsert) {
  const [row] = await db
    .insert(propagandaItems)
    .values(values)
    .onConflictDoNothing({ target: [propagandaItems.enterpriseId, propagandaItems.requestKey] })
    .returning();
  return row;
}

export async function pageItems(
  db: Db,
  filter: { enterpriseId?: number; exhibitionId: number; status?: string; excludeDrafts?: boolean },
  page: number,
  pageSize: number,
) {
  const conds: SQL[] = [eq(propagandaItems.exhibitionId, filter.exhibitionId)];
  if (filter.enterpriseId !== undefined) conds.push(eq(propagandaItems.enterpriseId, filter.enterpriseId));
  if (filter.status) conds.push(eq(propagandaItems.status, filter.status));
  else if (filter.excludeDrafts)
    conds.push(inArray(propagandaItems.status, ['submitted', 'approved', 'rejected', 'changesRequested']));
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(propagandaItems)
      .where(where)
      .orderBy(desc(propagandaItems.updatedAt), desc(propagandaItems.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(propagandaItems).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function filesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(attachments).where(inArray(attachments.id, ids));
}

export async function linkFiles(db: Db, ids: number[], refId: number) {
  if (ids.length === 0) return;
  await db
    .update(attachments)
    .set({ refType: 'propaganda', refId: String(refId) })
    .where(inArray(attachments.id, ids));
}
