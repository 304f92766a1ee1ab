import { type BoothHit, FAIR, type FloorPlan, type FloorPlanHall } from '@cidpex/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';

const base = (exhibitionId: number) => `exhibitor/rest/enterprise/exhibition/${exhibitionId}`;

/** GET …/exhibition/{exhibitionId}/floorplan: the halls that have a plan. */
export function useFloorPlanHalls() {
  const lang = useLang();
  return useQuery({
    queryKey: ['directory', 'halls', lang],
    queryFn: () => http.get<FloorPlanHall[]>(`${base(FAIR.exhibitionId)}/floorplan`, { silent: true }),
    staleTime: 10 * 60_000,
  });
}

/** GET …/exhibition/{exhibitionId}/floorplan/{hall}: the hall's booths with their coordinates (metres). */
export function useFloorPlan(hall: string | null) {
  const lang = useLang();
  return useQuery({
    queryKey: ['directory', 'plan', hall, lang],
    queryFn: () =>
      http.get<FloorPlan>(`${base(FAIR.exhibitionId)}/floorplan/${encodeURIComponent(hall ?? '')}`, {
        silent: true,
      }),
    enabled: Boolean(hall),
    staleTime: 60_000,
  });
}

/** GET …/exhibition/{exhibitionId}/booths?q=: booths by number or exhibitor name. */
export function searchBooths(q: string) {
  return http.get<BoothHit[]>(`${base(FAIR.exhibitionId)}/booths`, { query: { q, limit: 10 }, silent: true });
}
