/**
 * The exhibitors domain's public surface: who exhibits at which fair, their booths on the
 * hall plans, their pavilion products and their requests to take part. Other domains (the
 * directory read model, enterprise pages, later exhibitor services) call only these.
 */
export {
  addBooth,
  assignBooth,
  exhibitingEnterprises,
  exhibitorOf,
  joinFair,
  publishExhibitorPage,
  releaseBooth,
  replacePavilion,
} from './exhibitors.service';
export { fairRequestOf, fairRequestQueue, requestFair, reviewFairRequest } from './fair-requests.service';
export type { DirectoryFilter, ExhibitorListRow, FacetCounts } from './listing.repository';
/** Read queries in the shapes the directory shows (list, facets, public page, pavilion, floor plan). */
export * as listing from './listing.service';
/** Exhibitors whose business matches industry codes (a demand post's matches), and an exhibitor's business. */
export { businessOf, type ExhibitorMatch, matchingExhibitors } from './matching.repository';
export { containsPattern, normalizeSearch, searchTextOf, sortKeyOf } from './search-text';
