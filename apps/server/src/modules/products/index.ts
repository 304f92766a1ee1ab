/** What other domains may use of products: a product listed on an exhibitor's page. */
export { findListedProduct } from './products.service';
/** What the portal's search indexes of products (modules/search). */
export {
  productIdsOfEnterprises,
  type SearchableProduct,
  searchableProducts,
} from './search-feed.repository';
