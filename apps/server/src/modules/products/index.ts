/** What other domains may use of products: a product listed on an exhibitor's page. */
export { findListedProduct } from './products.service';
