/** What other features may use of exhibitor services: its pages for the route table. */

/** A buyer's sample request (on a product page) or agency application (on an exhibitor page). */
export { TradeApplyButton } from './components/trade-apply-button';
export { EXHIBITOR_SERVICE_PAGES } from './routes';
