import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './payments';
import { seminarRequests } from './seminars';

/**
 * An invoice request (fapiao) for a paid seminar order: one per order (a repeated submit
 * updates the same row), asked for by the owner of the registration request, then issued
 * (number and date) or rejected (reason) by the organizer.
 */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => seminarRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ordinary | special (VAT). */
    type: text('type').notNull(),
    title: text('title').notNull(),
    taxpayerId: text('taxpayer_id').notNull(),
    address: text('address'),
    phone: text('phone'),
    bank: text('bank'),
    account: text('account'),
    email: text('email').notNull(),
    /** requested | issued | rejected (INVOICE_STATUSES). */
    status: text('status').notNull().default('requested'),
    invoiceNo: text('invoice_no'),
    issuedOn: date('issued_on', { mode: 'string' }),
    rejectReason: text('reject_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_requests_order_uq').on(t.orderId),
    index('invoice_requests_request_idx').on(t.requestId),
    index('invoice_requests_status_idx').on(t.status, t.id),
  ],
);
