import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentTrades } from '../../db/schema/payments';

export type TradeRow = typeof paymentTrades.$inferSelect;

export async function findTrade(db: Db, tradeNo: string) {
  const [row] = await db.select().from(paymentTrades).where(eq(paymentTrades.tradeNo, tradeNo)).limit(1);
  return row;
}

/** The newest trade of a subject still open at `now`. */
export async function openTradeOf(db: Db, kind: string, subjectId: number, now: Date) {
  const [row] = await db
    .select()
    .from(paymentTrades)
    .where(
      and(
        eq(paymentTrades.kind, kind),
        eq(paymentTrades.subjectId, subjectId),
        eq(paymentTrades.status, 'pending'),
        gt(paymentTrades.expiresAt, now),
      ),
    )
    .orderBy(desc(paymentTrades.id))
    .limit(1);
  return row;
}

/** Open trades of a subject are closed when another one is issued. */
export async function closeOpenTrades(db: Db, kind: string, subjectId: number) {
  return db
    .update(paymentTrades)
    .set({ status: 'closed' })
    .where(
      and(
        eq(paymentTrades.kind, kind),
        eq(paymentTrades.subjectId, subjectId),
        eq(paymentTrades.status, 'pending'),
      ),
    )
    .returning();
}

export async function insertTrade(db: Db, values: typeof paymentTrades.$inferInsert) {
  const [row] = await db.insert(paymentTrades).values(values).returning();
  return row!;
}

/** pending → paid, only from pending: of two confirmations exactly one gets the row. */
export async function markTradePaid(db: Db, id: number) {
  const [row] = await db
    .update(paymentTrades)
    .set({ status: 'paid', paidAt: new Date() })
    .where(and(eq(paymentTrades.id, id), eq(paymentTrades.status, 'pending')))
    .returning();
  return row;
}
