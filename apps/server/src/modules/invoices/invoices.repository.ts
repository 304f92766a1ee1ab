import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceRequests, seminarOrders } from '../../db/schema';

export type InvoiceRow = typeof invoiceRequests.$inferSelect;
export type InvoiceValues = Pick<
  typeof invoiceRequests.$inferInsert,
  'type' | 'title' | 'taxpayerId' | 'address' | 'phone' | 'bank' | 'account' | 'email'
>;

export async function findInvoice(db: Db, id: number) {
  const [row] = await db.select().from(invoiceRequests).where(eq(invoiceRequests.id, id)).limit(1);
  return row;
}

export async function invoiceOfOrder(db: Db, orderId: number) {
  const [row] = await db.select().from(invoiceRequests).where(eq(invoiceRequests.orderId, orderId)).limit(1);
  return row;
}

export async function invoicesOfRequest(db: Db, requestId: number) {
  return db
    .select({ invoice: invoiceRequests, order: seminarOrders })
    .from(invoiceRequests)
    .innerJoin(seminarOrders, eq(seminarOrders.id, invoiceRequests.orderId))
    .where(eq(invoiceRequests.requestId, requestId))
    .orderBy(desc(invoiceRequests.id));
}

/**
 * One row per order whatever happens: a second submit (a double click, two tabs) updates the
 * row the first one stored, in one statement.
 */
export async function upsertInvoice(
  db: Db,
  values: InvoiceValues & { orderId: number; requestId: number; userId: number },
) {
  const { orderId, requestId, userId, ...fields } = values;
  const [row] = await db
    .insert(invoiceRequests)
    .values({ orderId, requestId, userId, ...fields })
    .onConflictDoUpdate({
      target: invoiceRequests.orderId,
      set: {
        type: sql`excluded.type`,
        title: sql`excluded.title`,
        taxpayerId: sql`excluded.taxpayer_id`,
        address: sql`excluded.address`,
        phone: sql`excluded.phone`,
        bank: sql`excluded.bank`,
        account: sql`excluded.account`,
        email: sql`excluded.email`,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row;
}

export async function updateInvoice(db: Db, id: number, values: InvoiceValues) {
  const [row] = await db
    .update(invoiceRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invoiceRequests.id, id))
    .returning();
  return row;
}
