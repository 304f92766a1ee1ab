import type { Brand } from '@cidpex/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/**
 * GET portal/rest/enterprises/{enterpriseId}/brands: the brands an enterprise keeps in its
 * center (/myEnterprise/brand/list), with logos, for its public exhibitor page.
 */
export function useEnterpriseBrands(enterpriseId: number | undefined) {
  return useQuery({
    queryKey: ['directory', 'brands', enterpriseId],
    queryFn: () => http.get<Brand[]>(`portal/rest/enterprises/${enterpriseId}/brands`, { silent: true }),
    enabled: enterpriseId !== undefined,
  });
}
