import { type Dashboard, dashboardSchema } from '@cidpex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeEarly } from '../../../lib/early-data';
import { http } from '../../../lib/http/client';

export const DASHBOARD_EARLY_KEY = 'organizer/dashboard';

/** GET portal/rest/organizer/dashboard: today's and all-time counts (organizer only). */
export async function getDashboard(): Promise<Dashboard> {
  return dashboardSchema.parse(await http.get<unknown>('portal/rest/organizer/dashboard', { silent: true }));
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: ['organizer', 'dashboard'],
    // The first ask takes the request the route started beside the page's code.
    queryFn: () => takeEarly<Dashboard>(DASHBOARD_EARLY_KEY) ?? getDashboard(),
    staleTime: 15_000,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
