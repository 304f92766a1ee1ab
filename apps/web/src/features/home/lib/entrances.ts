/** The two sites of the portal: the Chinese site (both scripts) and the English site. */
export type Site = 'zh' | 'en';

export const ENTRANCE_KEYS = ['visitor', 'exhibitors', 'seminar', 'live', 'apply', 'news', 'supply'] as const;
export type EntranceKey = (typeof ENTRANCE_KEYS)[number];

/**
 * Where each entrance leads on each site (spec §2). The English site has its own pages
 * for some; the others are shared and show in the visitor's language.
 */
const PATHS: Record<EntranceKey, { zh: string; en?: string }> = {
  visitor: { zh: '/visitor/visitorRegister', en: '/en/register' },
  exhibitors: { zh: '/exhibitorList', en: '/exhibitor/exhibitorListEn' },
  seminar: { zh: '/seminar/seminarRegistration' },
  live: { zh: '/live/videoLive', en: '/CIDPEX/VideoLiveEn' },
  apply: { zh: '/enterpriseServicePlatform/applyHome' },
  news: { zh: '/introduce/ExhibitionNews' },
  supply: { zh: '/inter/SupplyPlatform', en: '/en/inter/SupplyPlatform' },
};

export function entrancePath(key: EntranceKey, site: Site): string {
  const paths = PATHS[key];
  return (site === 'en' ? paths.en : undefined) ?? paths.zh;
}

/** The exhibitor list of a site, optionally filtered by an exhibition area or a keyword. */
export function exhibitorListPath(site: Site, filter: { area?: string; keyword?: string } = {}): string {
  const params = new URLSearchParams();
  if (filter.keyword) params.set('keyword', filter.keyword);
  if (filter.area) params.set('area', filter.area);
  const qs = params.toString();
  return `${entrancePath('exhibitors', site)}${qs ? `?${qs}` : ''}`;
}

/** An exhibitor's page on a site (spec §2: /exhibitor/companyInfo, /en/enterprise/detail). */
export function enterprisePath(site: Site, enterpriseId: number): string {
  return site === 'en'
    ? `/en/enterprise/detail?id=${enterpriseId}`
    : `/exhibitor/companyInfo?id=${enterpriseId}`;
}
