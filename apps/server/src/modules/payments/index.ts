/** What other domains may use of payments: refunds of cancelled paid seats, and paying their own subjects (booth contracts) online. */

/** Reads for invoices: orders and their items. */
export { findOrder, findOrders, itemsOf, type OrderRow } from './payments.repository';
/** Paying another domain's subject (a booth contract) through the WeChat provider and its checked callback. */
export { closeTrades, openTrade, queryTrade, startTrade, type TradeStartInput } from './payments.service';
export { type CancelledSeat, recordCancellation, settle as settleRefund } from './refunds.service';
/** What an order pays for: registered by the subject's domain, read by invoices through payments. */
export {
  describeOne as describeSubject,
  describeOrders,
  type OrderSubject,
  registerOrderSubject,
  SEMINAR_SEATS,
  type SubjectInfo,
  subjectOf,
} from './subjects.service';
export { type OnlineTrade, type Payable, registerPayable } from './trades.service';
