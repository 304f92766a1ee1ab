/** What other domains may use of enterprise pages: counting a view of an exhibitor's page or product. */
export { recordView } from './enterprise-pages.service';
