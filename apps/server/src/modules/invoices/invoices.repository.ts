import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceRequests } from '../../db/schema/invoices';

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
    .select()
    .from(invoiceRequests)
    .where(eq(invoiceRequests.requestId, requestId))
    .orderBy(desc(invoiceRequests.id));
}

/**
 * One row per order whatever happens: a second submit (a double click, two tabs) updates the
 * row the first one stored, in one statement. An issued invoice is never changed (no row is
 * answered then); a rejected one is asked for again.
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
        status: 'requested',
        rejectReason: null,
        reviewedBy: null,
        reviewedAt: null,
        updatedAt: new Date(),
      },
      setWhere: ne(invoiceRequests.status, 'issued'),
    })
    .returning();
  return row;
}

/** The owner's change: not once issued (no row answered then); a rejected request is asked for again. */
export async function updateInvoice(db: Db, id: number, values: InvoiceValues) {
  const [row] = await db
    .update(invoiceRequests)
    .set({
      ...values,
      status: 'requested',
      rejectReason: null,
      reviewedBy: null,
      reviewedAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(invoiceRequests.id, id), ne(invoiceRequests.status, 'issued')))
    .returning();
  return row;
}

/**
 * The organizer's decision on a requested invoice, in one conditional statement: of two
 * decisions at once only one finds the row still requested (the other gets no row).
 */
export async function decide(
  db: Db,
  id: number,
  values:
    | { status: 'issued'; invoiceNo: string; issuedOn: string; reviewedBy: number }
    | { status: 'rejected'; rejectReason: string; reviewedBy: number },
) {
  const now = new Date();
  const [row] = await db
    .update(invoiceRequests)
    .set({ ...values, reviewedAt: now, updatedAt: now })
    .where(and(eq(invoiceRequests.id, id), eq(invoiceRequests.status, 'requested')))
    .returning();
  return row;
}

/** The organizer's list, newest first (the service adds each one's order and contact). */
export async function organizerInvoices(db: Db, status?: string) {
  return db
    .select()
    .from(invoiceRequests)
    .where(status ? eq(invoiceRequests.status, status) : undefined)
    .orderBy(desc(invoiceRequests.id))
    .limit(500);
}
