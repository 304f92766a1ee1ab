import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contractInvoices } from '../../db/schema/exhibitors';

/* SQL of the invoices of booth contracts (contracts.service.ts holds the rules). */

export type ContractInvoiceRow = typeof contractInvoices.$inferSelect;
export type ContractInvoiceValues = Pick<
  typeof contractInvoices.$inferInsert,
  'type' | 'title' | 'taxpayerId' | 'address' | 'phone' | 'bank' | 'account' | 'email'
>;

export async function invoiceOfContract(db: Db, contractId: number) {
  const [row] = await db
    .select()
    .from(contractInvoices)
    .where(eq(contractInvoices.contractId, contractId))
    .limit(1);
  return row;
}

export async function invoicesOfContracts(db: Db, contractIds: number[]) {
  if (contractIds.length === 0) return [];
  return db.select().from(contractInvoices).where(inArray(contractInvoices.contractId, contractIds));
}

/**
 * One row per contract whatever happens: asking again (a double click, two tabs, after a
 * return) updates the row in one statement and asks again; an issued invoice is never changed
 * (no row is answered then).
 */
export async function upsertInvoice(
  db: Db,
  values: ContractInvoiceValues & { contractId: number; enterpriseId: number; requestedBy: number },
) {
  const [row] = await db
    .insert(contractInvoices)
    .values(values)
    .onConflictDoUpdate({
      target: contractInvoices.contractId,
      set: {
        type: sql`excluded.type`,
        title: sql`excluded.title`,
        taxpayerId: sql`excluded.taxpayer_id`,
        address: sql`excluded.address`,
        phone: sql`excluded.phone`,
        bank: sql`excluded.bank`,
        account: sql`excluded.account`,
        email: sql`excluded.email`,
        requestedBy: sql`excluded.requested_by`,
        status: 'requested',
        rejectReason: null,
        reviewedBy: null,
        reviewedAt: null,
        updatedAt: new Date(),
      },
      setWhere: ne(contractInvoices.status, 'issued'),
    })
    .returning();
  return row;
}

/** The organizer's decision, once: of two decisions at once only one finds the row still requested. */
export async function decide(
  db: Db,
  id: number,
  values:
    | { status: 'issued'; invoiceNo: string; issuedOn: string; reviewedBy: number }
    | { status: 'rejected'; rejectReason: string; reviewedBy: number },
) {
  const now = new Date();
  const [row] = await db
    .update(contractInvoices)
    .set({ ...values, reviewedAt: now, updatedAt: now })
    .where(and(eq(contractInvoices.id, id), eq(contractInvoices.status, 'requested')))
    .returning();
  return row;
}
