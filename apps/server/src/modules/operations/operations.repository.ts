import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { behaviors, operationRecords } from '../../db/schema/platform';

export type NewOperation = typeof operationRecords.$inferInsert;
export type NewBehavior = typeof behaviors.$inferInsert;

export async function insertOperation(db: Db, values: NewOperation): Promise<void> {
  await db.insert(operationRecords).values(values);
}

export async function insertBehavior(db: Db, values: NewBehavior): Promise<void> {
  await db.insert(behaviors).values(values);
}

export async function countOperationsSince(db: Db, type: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(operationRecords)
    .where(and(eq(operationRecords.type, type), gte(operationRecords.createdAt, since)));
  return row?.n ?? 0;
}

/** Records of a type since a moment, counted per Asia/Shanghai day and path, most counted first. */
export async function countPerDayAndPath(db: Db, type: string, since: Date, limit: number) {
  const day = sql<string>`to_char(${operationRecords.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const n = count();
  return db
    .select({ day, path: operationRecords.path, count: n })
    .from(operationRecords)
    .where(and(eq(operationRecords.type, type), gte(operationRecords.createdAt, since)))
    .groupBy(day, operationRecords.path)
    .orderBy(desc(n), desc(day), operationRecords.path)
    .limit(limit);
}
