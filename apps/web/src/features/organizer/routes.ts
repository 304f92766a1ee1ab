import { startEarly } from '../../lib/early-data';
import { isOrganizer, session } from '../../lib/session/session-store';
import { DASHBOARD_EARLY_KEY, getDashboard } from './api/get-dashboard';

/**
 * The dashboard's code and its counts are asked for together (issue 23 item 9), not the counts
 * after the code: only for a signed-in organizer (others get the login or "no permission").
 */
export function loadDashboardPage() {
  if (isOrganizer(session.get().user)) startEarly(DASHBOARD_EARLY_KEY, getDashboard);
  return import('./pages/dashboard-page');
}
