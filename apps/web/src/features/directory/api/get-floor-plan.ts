import type { BoothHit, FloorPlan, FloorPlanHall } from '@cidpex/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { currentExhibitionId } from '../../../lib/session/current-fair';

/** The calls' base path for the current fair (the locally kept exhibitionId, spec §3). */
const base = async () => `exhibitor/rest/enterprise/exhibition/${await currentExhibitionId()}`;

/** GET …/exhibition/{exhibitionId}/floorplan: the halls that have a plan. */
export function useFloorPlanHalls() {
  const lang = useLang();
  return useQuery({
    queryKey: ['directory', 'halls', lang],
    queryFn: async () => http.get<FloorPlanHall[]>(`${await base()}/floorplan`, { silent: true }),
    staleTime: 10 * 60_000,
  });
}

/** GET …/exhibition/{exhibitionId}/floorplan/{hall}: the hall's booths with their coordinates (metres). */
export function useFloorPlan(hall: string | null) {
  const lang = useLang();
  return useQuery({
    queryKey: ['directory', 'plan', hall, lang],
    queryFn: async () =>
      http.get<FloorPlan>(`${await base()}/floorplan/${encodeURIComponent(hall ?? '')}`, {
        silent: true,
      }),
    enabled: Boolean(hall),
    staleTime: 60_000,
  });
}

/** GET …/exhibition/{exhibitionId}/booths?q=: booths by number or exhibitor name. */
export async function searchBooths(q: string) {
  return http.get<BoothHit[]>(`${await base()}/booths`, { query: { q, limit: 10 }, silent: true });
}
