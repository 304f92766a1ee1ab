/** What other domains may use of payments: refunds of cancelled paid seats. */

/** Reads for invoices: an order and its items. */
export { findOrder, itemsOf, type OrderRow } from './payments.repository';
export { type CancelledSeat, recordCancellation, settle as settleRefund } from './refunds.service';
