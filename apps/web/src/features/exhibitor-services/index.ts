/** What other features may use of exhibitor services: its pages for the route table. */
export { EXHIBITOR_SERVICE_PAGES } from './routes';
