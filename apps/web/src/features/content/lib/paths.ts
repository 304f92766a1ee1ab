/**
 * Where each fixed page of the content store is shown (spec §2 routes); any other page or
 * news item is shown at /content?id=…. The last path segment of these routes is the code
 * (an English twin ends in En: /exhibition/supportMediaEn shows supportMedia).
 */
export const PAGE_PATHS: Record<string, string> = {
  exhibitionGuide: '/exhibition/exhibitionGuide',
  programme: '/exhibition/programme',
  review: '/exhibition/review',
  sponsor: '/exhibition/sponsor',
  supportMedia: '/exhibition/supportMedia',
  exhibitorService: '/exhibition/exhibitorService',
  contact: '/exhibitor/contact',
  trafficStrategy: '/exhibition/trafficStrategy',
  accommodationStrategy: '/exhibition/accommodationStrategy',
  travelstrategy: '/exhibition/travelstrategy',
  foodStrategy: '/exhibition/foodStrategy',
  printingStrategy: '/exhibition/printingStrategy',
  VisitorNotice: '/introduce/VisitorNotice',
  ExchangePlatform: '/introduce/ExchangePlatform',
};

export function contentPath(item: { id: number; code: string | null }, english = false): string {
  if (item.code && PAGE_PATHS[item.code]) {
    if (english && item.code === 'ExchangePlatform') return '/en/ExchangePlatformEn';
    if (english && item.code === 'supportMedia') return '/exhibition/supportMediaEn';
    return PAGE_PATHS[item.code]!;
  }
  return `/content?id=${item.id}`;
}

/** The page code a route shows, from its path (null: the id comes from ?id=). */
export function codeFromPath(pathname: string): string | null {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  if (last === 'content' || last === 'textContent' || last === 'contentAuth') return null;
  return last.replace(/En$/, '');
}

/** The news list of each site. */
export const NEWS_LIST_PATH = '/introduce/ExhibitionNews';
