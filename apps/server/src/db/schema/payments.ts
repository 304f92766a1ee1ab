import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * An order: it pays for a subject (issue 15 §2), a kind registered by the subject's domain
 * (`registerOrderSubject`: `seminar-seats`, whose id is the seminar registration request) and
 * that domain's id, with no foreign key (the id names a row of whichever domain the kind
 * belongs to; an order is a money record and outlives its subject). `pending → paid` is one
 * conditional update, so a second confirmation (a repeated callback, a bank transfer marked
 * twice) never charges again.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    reference: text('reference').notNull(),
    seats: integer('seats').notNull(),
    unitPrice: integer('unit_price').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('pending'),
    method: text('method'),
    /** The sandbox's trade number while a WeChat payment is open. */
    tradeNo: text('trade_no'),
    tradeExpiresAt: timestamp('trade_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_reference_uq').on(t.reference),
    uniqueIndex('orders_trade_uq').on(t.tradeNo).where(sql`${t.tradeNo} is not null`),
    /** One open order per subject at a time. */
    uniqueIndex('orders_pending_uq').on(t.subjectKind, t.subjectId).where(sql`${t.status} = 'pending'`),
    index('orders_subject_idx').on(t.subjectKind, t.subjectId),
    index('orders_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * What an order pays for, item by item (issue 15 §2): an id the order's subject names (a seminar
 * request's member for `seminar-seats`), under the subject's kind, with no foreign key (as the
 * order's subject: the id names a row of whichever domain the kind belongs to). An item is in one
 * open or paid order at most.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's subject kind: the namespace of `itemId`. */
    subjectKind: text('subject_kind').notNull(),
    itemId: integer('item_id').notNull(),
  },
  (t) => [
    uniqueIndex('order_items_item_uq').on(t.subjectKind, t.itemId),
    index('order_items_order_idx').on(t.orderId),
  ],
);

/**
 * What an order refunds, item by item (a cancelled member of a paid order, or an organizer's
 * refund): one row per item (a repeated or concurrent cancel finds it and refunds nothing more),
 * recorded in the cancel's transaction, then settled with the provider that took the payment
 * (statuses: REFUND_STATUSES). The item as in `order_items`: the subject's kind and its id.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind').notNull(),
    itemId: integer('item_id').notNull(),
    /** In fen. */
    amount: integer('amount').notNull(),
    percent: integer('percent').notNull(),
    status: text('status').notNull(),
    /** Sent to the provider as its refund number: the provider refunds one number once. */
    refundNo: text('refund_no').notNull(),
    /** The provider's last answer or error, for the organizer. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_refunds_item_uq').on(t.subjectKind, t.itemId),
    uniqueIndex('order_refunds_no_uq').on(t.refundNo),
    index('order_refunds_order_idx').on(t.orderId),
    index('order_refunds_status_idx').on(t.status),
  ],
);

/** Nonces of payment callbacks already received: a replayed callback is refused. */
export const paymentNonces = pgTable('payment_nonces', {
  nonce: text('nonce').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A bank transfer the organizer sent back for a `manual` refund (an order paid by bank transfer
 * cannot be refunded through a provider). One row per bank reference and refund: a repeated
 * submit finds its row and stores nothing twice; the refund becomes `succeeded` once the
 * transfers reach its amount (never more: checked with the refund locked).
 */
export const refundTransfers = pgTable(
  'refund_transfers',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    /** In fen. */
    amount: integer('amount').notNull(),
    /** The day the transfer left (YYYY-MM-DD, Beijing). */
    transferredOn: date('transferred_on', { mode: 'string' }).notNull(),
    bankReference: text('bank_reference').notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refund_transfers_ref_uq').on(t.refundId, t.bankReference)],
);

/**
 * A WeChat trade opened for something another domain sells (issue 19: a booth contract), paid
 * through the same provider, callback, replay and amount checks as the seminar orders. `kind`
 * names the payable registered by the owning domain, `subjectId` its row. `pending → paid` is one
 * conditional update: of two confirmations exactly one reaches the owning domain.
 */
export const paymentTrades = pgTable(
  'payment_trades',
  {
    id: serial('id').primaryKey(),
    tradeNo: text('trade_no').notNull(),
    kind: text('kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    amount: integer('amount').notNull(),
    payUrl: text('pay_url').notNull(),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_trades_trade_uq').on(t.tradeNo),
    index('payment_trades_subject_idx').on(t.kind, t.subjectId),
  ],
);
