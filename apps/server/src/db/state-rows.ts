import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A table whose rows belong to an enterprise and move through a state table. */
type StateTable = PgTable & { id: PgColumn; status: PgColumn; enterpriseId: PgColumn; updatedAt: PgColumn };

/**
 * The writes every enterprise-owned row with states shares (products, activities): a change
 * or a delete happens only while the row is still in one of the `from` states, so two
 * concurrent actions cannot both pass the state table; the counts per state feed the tabs.
 */
export function stateRows<T extends StateTable, S extends string>(table: T) {
  type Row = T['$inferSelect'];
  const whileIn = (id: number, from: readonly S[]) => and(eq(table.id, id), inArray(table.status, [...from]));
  return {
    /** How many rows are in each state (of one enterprise, or all). */
    countByState(db: Db, enterpriseId?: number): Promise<Record<string, number>> {
      return countByStatus(
        db,
        table,
        enterpriseId === undefined ? undefined : eq(table.enterpriseId, enterpriseId),
      );
    },
    /** Undefined when the row is gone or moved to another state meanwhile. */
    async update(
      db: Db,
      id: number,
      from: readonly S[],
      changes: Partial<T['$inferInsert']>,
    ): Promise<Row | undefined> {
      const rows = (await db
        .update(table)
        .set({ ...changes, updatedAt: new Date() } as PgUpdateSetSource<T>)
        .where(whileIn(id, from))
        .returning()) as Row[];
      return rows[0];
    },
    async remove(db: Db, id: number, from: readonly S[]): Promise<boolean> {
      const rows = await db.delete(table).where(whileIn(id, from)).returning({ id: table.id });
      return rows.length > 0;
    },
  };
}

/** How many rows of a table (those `where` picks, or all) are in each state: a queue's tabs. */
export async function countByStatus(
  db: Db,
  table: PgTable & { status: PgColumn },
  where?: SQL,
): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: table.status, n: count() })
    .from(table as PgTable)
    .where(where)
    .groupBy(table.status);
  return Object.fromEntries(rows.map((r) => [String(r.status), r.n]));
}

/** A count for every state of a queue, zero where no row is in it (countByState leaves those out). */
export function countsFor<S extends string>(states: readonly S[], byState: Record<string, number>) {
  return Object.fromEntries(states.map((s) => [s, byState[s] ?? 0])) as Record<S, number>;
}
