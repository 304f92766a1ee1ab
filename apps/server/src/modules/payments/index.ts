/** What other domains may use of payments: refunds of cancelled paid seats. */
export { type CancelledSeat, recordCancellation, settle as settleRefund } from './refunds.service';
