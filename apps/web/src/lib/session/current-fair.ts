import {
  type ConfigValue,
  CURRENT_EXHIBITION_KEY,
  type DirectoryRow,
  type FairEdition,
  LIMITS,
} from '@cidpex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../http/client';
import {
  getStoredExhibitionId,
  getStoredUser,
  getToken,
  storeExhibitionEnterpriseId,
  storeExhibitionId,
} from './storage';

/** GET portal/rest/config/key/currentAppointmentExhibition (spec §3 "Exhibition", §7). */
export const CURRENT_FAIR_PATH = `portal/rest/config/key/${CURRENT_EXHIBITION_KEY}`;

/**
 * Whether the signed-in user's enterprise exhibits at this fair: kept as exhibitionEnterpriseId
 * (spec §3), removed when it does not. A failure leaves the stored value as it was.
 */
async function syncExhibitionEnterprise(exhibitionId: number) {
  const enterpriseId = getToken() ? getStoredUser()?.enterpriseId : null;
  if (!enterpriseId) {
    storeExhibitionEnterpriseId(null);
    return;
  }
  try {
    const rows = await http.post<DirectoryRow[]>(
      'exhibitor/rest/enterpriseSites/ids',
      { ids: [enterpriseId], exhibitionId },
      { silent: true },
    );
    storeExhibitionEnterpriseId(rows.some((r) => r.enterpriseId === enterpriseId) ? enterpriseId : null);
  } catch {
    // offline or refused: the next start tries again
  }
}

/**
 * Reads the current fair edition from configuration and keeps its id locally (exhibitionId,
 * spec §3). The answer carries the edition itself: name, dates, hours, venue and phase.
 */
export async function fetchCurrentFair(): Promise<FairEdition> {
  const config = await http.get<ConfigValue>(CURRENT_FAIR_PATH, { silent: true });
  const fair = config.exhibition;
  if (!fair) throw new Error(`${CURRENT_EXHIBITION_KEY} answered no exhibition`);
  storeExhibitionId(fair.id);
  void syncExhibitionEnterprise(fair.id);
  return fair;
}

/** The global state of the current fair (TanStack Query), per language (names come localised). */
export function currentFairQuery(lang: string) {
  return queryOptions({
    queryKey: ['config', CURRENT_EXHIBITION_KEY, lang],
    queryFn: fetchCurrentFair,
    staleTime: 5 * 60_000,
  });
}

/** The current fair edition for a page; undefined while the first answer is on its way. */
export function useCurrentFair() {
  const { i18n } = useTranslation();
  return useQuery(currentFairQuery(i18n.language));
}

let pendingId: Promise<number> | null = null;

/**
 * The exhibition id a fair-scoped call carries: the locally kept one (refreshed at every start),
 * or, on a first visit, the one the config call answers (one call shared by all who wait); the
 * spec's default exhibition when that call fails (the page still shows something).
 */
export function currentExhibitionId(): Promise<number> {
  const stored = getStoredExhibitionId();
  if (stored) return Promise.resolve(stored);
  pendingId ??= fetchCurrentFair()
    .then((fair) => fair.id)
    .catch(() => LIMITS.defaultExhibitionId)
    .finally(() => {
      pendingId = null;
    });
  return pendingId;
}
