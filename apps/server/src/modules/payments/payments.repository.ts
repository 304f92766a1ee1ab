import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orderRefunds, orders, paymentNonces, refundTransfers } from '../../db/schema/payments';

export type OrderRow = typeof orders.$inferSelect;
export type RefundRow = typeof orderRefunds.$inferSelect;

export async function findOrder(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** Orders by id (for invoices' lists). */
export async function findOrders(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(orders).where(inArray(orders.id, ids));
}

/** The order, locked for this transaction: refunds of one order are decided one at a time. */
export async function lockOrder(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return row;
}

export async function findByTrade(db: Db, tradeNo: string) {
  const [row] = await db.select().from(orders).where(eq(orders.tradeNo, tradeNo)).limit(1);
  return row;
}

/** The orders of one subject (a kind and its domain's id), newest first. */
export async function ordersOfSubject(db: Db, kind: string, subjectId: number) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.subjectKind, kind), eq(orders.subjectId, subjectId)))
    .orderBy(desc(orders.id));
}

export async function itemsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
}

/** The order an item of a subject kind is in (an item is in one open or paid order at most). */
export async function orderOfItem(db: Db, kind: string, itemId: number) {
  const [row] = await db
    .select({ order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.subjectKind, kind), eq(orderItems.itemId, itemId)))
    .limit(1);
  return row?.order;
}

export async function insertOrder(db: Db, values: typeof orders.$inferInsert) {
  const [row] = await db.insert(orders).values(values).returning();
  return row;
}

export async function updateOrder(db: Db, id: number, values: Partial<typeof orders.$inferInsert>) {
  const [row] = await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row;
}

/** The order's items become these ids of its subject's items. */
export async function replaceItems(db: Db, order: Pick<OrderRow, 'id' | 'subjectKind'>, itemIds: number[]) {
  await db.delete(orderItems).where(eq(orderItems.orderId, order.id));
  if (itemIds.length > 0) {
    await db
      .insert(orderItems)
      .values(itemIds.map((itemId) => ({ orderId: order.id, subjectKind: order.subjectKind, itemId })));
  }
}

/** pending → paid, only from pending: of two confirmations exactly one gets the row. */
export async function markPaid(db: Db, id: number, values: { method: string; confirmedBy?: number | null }) {
  const [row] = await db
    .update(orders)
    .set({ status: 'paid', paidAt: new Date(), updatedAt: new Date(), ...values })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning();
  return row;
}

/** Answers false when the nonce was seen before. */
export async function useNonce(db: Db, nonce: string): Promise<boolean> {
  const rows = await db.insert(paymentNonces).values({ nonce }).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function organizerOrders(db: Db, status?: string) {
  return db
    .select()
    .from(orders)
    .where(status ? eq(orders.status, status) : undefined)
    .orderBy(desc(orders.id))
    .limit(500);
}

// ── refunds ──

export async function refundsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, orderIds))
    .orderBy(asc(orderRefunds.id));
}

export async function findRefund(db: Db, id: number) {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, id)).limit(1);
  return row;
}

/** One refund per item: a second insert for the same item stores nothing and answers undefined. */
export async function insertRefund(db: Db, values: typeof orderRefunds.$inferInsert) {
  const [row] = await db.insert(orderRefunds).values(values).onConflictDoNothing().returning();
  return row;
}

/** pending | failed → sending: of two callers exactly one gets the row and asks the provider. */
export async function claimRefund(db: Db, id: number) {
  const [row] = await db
    .update(orderRefunds)
    .set({ status: 'sending' })
    .where(and(eq(orderRefunds.id, id), inArray(orderRefunds.status, ['pending', 'failed'])))
    .returning();
  return row;
}

export async function settleRefund(
  db: Db,
  id: number,
  values: { status: string; note?: string | null; settledAt?: Date | null },
) {
  const [row] = await db
    .update(orderRefunds)
    .set(values)
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, 'sending')))
    .returning();
  return row;
}

/** Refunds to ask the provider for again: failed ones, and pending ones left by a stop before settling. */
export async function refundsToRetry(db: Db, pendingBefore: Date) {
  return db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(
      or(
        eq(orderRefunds.status, 'failed'),
        and(eq(orderRefunds.status, 'pending'), lt(orderRefunds.createdAt, pendingBefore)),
      ),
    )
    .orderBy(asc(orderRefunds.id))
    .limit(100);
}

// ── bank transfers of manual refunds ──

/** The refund, locked for this transaction: transfers of one refund are checked one at a time. */
export async function lockRefund(db: Db, id: number) {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, id)).for('update').limit(1);
  return row;
}

export async function transfersOf(db: Db, refundIds: number[]) {
  if (refundIds.length === 0) return [];
  return db
    .select()
    .from(refundTransfers)
    .where(inArray(refundTransfers.refundId, refundIds))
    .orderBy(asc(refundTransfers.id));
}

export async function insertTransfer(db: Db, values: typeof refundTransfers.$inferInsert) {
  const [row] = await db.insert(refundTransfers).values(values).onConflictDoNothing().returning();
  return row;
}

/** manual → succeeded, only from manual. */
export async function completeManualRefund(db: Db, id: number, at: Date) {
  const [row] = await db
    .update(orderRefunds)
    .set({ status: 'succeeded', settledAt: at })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, 'manual')))
    .returning();
  return row;
}

/** The organizer's refunds list (newest first), with their order. `none` is left out. */
export async function organizerRefunds(db: Db, statuses?: string[], id?: number) {
  return db
    .select({ refund: orderRefunds, order: orders })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(
      and(
        statuses ? inArray(orderRefunds.status, statuses) : sql`${orderRefunds.status} <> 'none'`,
        id === undefined ? undefined : eq(orderRefunds.id, id),
      ),
    )
    .orderBy(desc(orderRefunds.id))
    .limit(500);
}
