import { and, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { giftcardAttempts, giftcardBatches, giftcardCodes } from '../../db/schema/giftcards';

export type BatchRow = typeof giftcardBatches.$inferSelect;

/** Marks the code redeemed by the user, only while nobody has: of parallel callers one row comes back. */
export async function claim(db: Db, code: string, userId: number) {
  const [row] = await db
    .update(giftcardCodes)
    .set({ redeemedBy: userId, redeemedAt: new Date() })
    .where(and(eq(giftcardCodes.code, code), isNull(giftcardCodes.redeemedAt)))
    .returning();
  return row;
}

export async function findCode(db: Db, code: string) {
  const [row] = await db.select().from(giftcardCodes).where(eq(giftcardCodes.code, code)).limit(1);
  return row;
}

export async function findBatch(db: Db, id: number) {
  const [row] = await db.select().from(giftcardBatches).where(eq(giftcardBatches.id, id)).limit(1);
  return row;
}

export async function recordAttempt(db: Db, userId: number, ip: string, success: boolean) {
  await db.insert(giftcardAttempts).values({ userId, ip, success });
}

/** Wrong codes since `since`, by the user and from the address. */
export async function failuresSince(db: Db, userId: number, ip: string, since: Date) {
  const [byUser] = await db
    .select({ n: count() })
    .from(giftcardAttempts)
    .where(
      and(
        eq(giftcardAttempts.userId, userId),
        eq(giftcardAttempts.success, false),
        gt(giftcardAttempts.createdAt, since),
      ),
    );
  const [byIp] = await db
    .select({ n: count() })
    .from(giftcardAttempts)
    .where(
      and(
        eq(giftcardAttempts.ip, ip),
        eq(giftcardAttempts.success, false),
        gt(giftcardAttempts.createdAt, since),
      ),
    );
  return { user: byUser?.n ?? 0, ip: byIp?.n ?? 0 };
}

export async function myRedemptions(db: Db, userId: number) {
  return db
    .select({ code: giftcardCodes, batch: giftcardBatches })
    .from(giftcardCodes)
    .innerJoin(giftcardBatches, eq(giftcardBatches.id, giftcardCodes.batchId))
    .where(and(eq(giftcardCodes.redeemedBy, userId), isNotNull(giftcardCodes.redeemedAt)))
    .orderBy(desc(giftcardCodes.redeemedAt));
}

/** Creates the batch and its codes in one transaction (a clash of codes rolls everything back). */
export async function insertBatch(
  db: Db,
  batch: typeof giftcardBatches.$inferInsert,
  codes: string[],
): Promise<BatchRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(giftcardBatches).values(batch).returning();
    if (!row) throw new Error('batch not inserted');
    for (let i = 0; i < codes.length; i += 500) {
      await tx
        .insert(giftcardCodes)
        .values(codes.slice(i, i + 500).map((code) => ({ batchId: row.id, code })));
    }
    return row;
  });
}

export async function listBatches(db: Db, exhibitionId: number) {
  return db
    .select({
      batch: giftcardBatches,
      redeemed: sql<number>`(select count(*)::int from ${giftcardCodes} where ${giftcardCodes.batchId} = ${giftcardBatches.id} and ${giftcardCodes.redeemedAt} is not null)`,
    })
    .from(giftcardBatches)
    .where(eq(giftcardBatches.exhibitionId, exhibitionId))
    .orderBy(desc(giftcardBatches.id));
}

export async function redeemedCount(db: Db, batchId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(giftcardCodes)
    .where(and(eq(giftcardCodes.batchId, batchId), isNotNull(giftcardCodes.redeemedAt)));
  return row?.n ?? 0;
}

export async function pageCodes(
  db: Db,
  batchId: number,
  query: { page: number; pageSize: number; redeemed: 'all' | 'yes' | 'no' },
) {
  const where = and(
    eq(giftcardCodes.batchId, batchId),
    query.redeemed === 'yes'
      ? isNotNull(giftcardCodes.redeemedAt)
      : query.redeemed === 'no'
        ? isNull(giftcardCodes.redeemedAt)
        : undefined,
  );
  const [total] = await db.select({ n: count() }).from(giftcardCodes).where(where);
  const rows = await db
    .select({
      id: giftcardCodes.id,
      code: giftcardCodes.code,
      redeemedAt: giftcardCodes.redeemedAt,
      redeemedBy: giftcardCodes.redeemedBy,
    })
    .from(giftcardCodes)
    .where(where)
    .orderBy(sql`${giftcardCodes.redeemedAt} desc nulls last`, giftcardCodes.id)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, total: total?.n ?? 0 };
}
