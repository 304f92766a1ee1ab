/**
 * The search domain offers nothing to other domains: they tell it of changes with the
 * 'listing.changed' event (platform/events), and it reads them through their own index.ts.
 */
export {};
