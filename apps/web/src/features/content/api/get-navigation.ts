import { NAV_SITES, type NavItem } from '@cidpex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';

export function getNavigation(siteId: number) {
  return http.get<NavItem[]>(`portal/rest/catalogs/navi/site/${siteId}`, { silent: true });
}

export function navigationQueryOptions(site: keyof typeof NAV_SITES, lang: string) {
  return queryOptions({
    queryKey: ['navigation', site, lang],
    queryFn: () => getNavigation(NAV_SITES[site]),
    staleTime: 10 * 60_000,
  });
}

export function useNavigation(site: keyof typeof NAV_SITES) {
  const lang = useLang();
  return useQuery(navigationQueryOptions(site, lang));
}
