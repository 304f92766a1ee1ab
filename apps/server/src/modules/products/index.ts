/** What other domains may use of products: a product listed on an exhibitor's page. */
export { findListedProduct } from './products.service';
/** Reads other domains make of products: rows by id after paging, and a condition for their WHERE. */
export {
  listedProductIdsOf,
  listedProductsOf,
  type ProductCondition,
  type ProductSummary,
  productCountsOf,
  productIn,
  productMatches,
  productSummaries,
} from './reads.repository';
/** What the portal's search indexes of products (modules/search). */
export {
  productIdsOfEnterprises,
  type SearchableProduct,
  searchableProducts,
} from './search-feed.repository';
