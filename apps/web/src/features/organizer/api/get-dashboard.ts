import { type Dashboard, dashboardSchema } from '@cidpex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET portal/rest/organizer/dashboard: today's and all-time counts (organizer only). */
export async function getDashboard(): Promise<Dashboard> {
  return dashboardSchema.parse(await http.get<unknown>('portal/rest/organizer/dashboard', { silent: true }));
}

export function dashboardQueryOptions() {
  return queryOptions({ queryKey: ['organizer', 'dashboard'], queryFn: getDashboard, staleTime: 15_000 });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
