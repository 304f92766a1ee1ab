import type { Propaganda } from '@cidpex/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/**
 * GET portal/rest/propaganda/enterprise/{enterpriseId}: the publicity material the organizer
 * approved for an exhibitor at the current fair (drafts, rejected or withdrawn items never
 * come back), for its public exhibitor page.
 */
export function useEnterprisePublicity(enterpriseId: number | undefined) {
  return useQuery({
    queryKey: ['directory', 'publicity', enterpriseId],
    queryFn: () =>
      http.get<Propaganda[]>(`portal/rest/propaganda/enterprise/${enterpriseId}`, { silent: true }),
    enabled: enterpriseId !== undefined,
  });
}
