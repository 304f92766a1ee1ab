import type { EnterpriseSite } from '@cidpex/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';

/** GET exhibitor/rest/enterpriseSites/main/{enterpriseId}: an exhibitor's public page, in the caller's language. */
export function getEnterpriseSite(enterpriseId: number) {
  return http.get<EnterpriseSite>(`exhibitor/rest/enterpriseSites/main/${enterpriseId}`, { silent: true });
}

export function useEnterpriseSite(enterpriseId: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: ['directory', 'site', enterpriseId, lang],
    queryFn: () => getEnterpriseSite(enterpriseId ?? 0),
    enabled: enterpriseId !== null,
  });
}
