/** What other domains may use of payments: refunds of cancelled paid seats, and paying their own subjects (booth contracts) online. */

/** Reads for invoices: an order and its items. */
export { findOrder, itemsOf, type OrderRow } from './payments.repository';
/** Paying another domain's subject (a booth contract) through the WeChat provider and its checked callback. */
export { closeTrades, openTrade, queryTrade, startTrade, type TradeStartInput } from './payments.service';
export { type CancelledSeat, recordCancellation, settle as settleRefund } from './refunds.service';
export { type OnlineTrade, type Payable, registerPayable } from './trades.service';
