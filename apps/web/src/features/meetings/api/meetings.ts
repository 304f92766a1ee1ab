import {
  type Appointment,
  type AppointmentActionBody,
  type AppointmentCount,
  type AppointmentPage,
  type AppointmentPageBody,
  type AppointmentSettings,
  type AppointmentSettingsBody,
  type AppointmentStats,
  AUTH_HEADER,
  type CreateAppointmentBody,
  type DayView,
  type DirectoryPage,
  type Envelope,
  type PlaceTime,
  type ReApplyBody,
} from '@cidpex/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, http } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { currentExhibitionId } from '../../../lib/session/current-fair';
import { getLang, getToken } from '../../../lib/session/storage';

const BASE = 'exhibitor/rest/fieldAppointments';

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['meetings'] });
}

/** GET …/place/time: the fair's days, a day's slots with an enterprise (taken ones marked) and the places. */
export function usePlaceTime(enterpriseId: number | null, day: string | null, appointmentId?: number) {
  const lang = useLang();
  return useQuery({
    queryKey: ['meetings', 'placeTime', enterpriseId, day, appointmentId, lang],
    queryFn: () =>
      http.get<PlaceTime>(`${BASE}/place/time`, {
        query: { enterpriseId: enterpriseId ?? 0, day, appointmentId },
        silent: true,
      }),
    enabled: enterpriseId !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST yellowPage with a keyword: exhibitors to invite. */
export function useExhibitorSearch(keyword: string) {
  const lang = useLang();
  return useQuery({
    queryKey: ['meetings', 'exhibitors', keyword, lang],
    queryFn: async () =>
      http.post<DirectoryPage>(
        `exhibitor/rest/enterprise/exhibition/${await currentExhibitionId()}/yellowPage`,
        { keyword, page: 1, pageSize: 10, facets: false },
        { silent: true },
      ),
    enabled: keyword.trim().length > 0,
  });
}

/** POST …: invite (a repeated submit answers the same invitation). */
export function useCreateMeeting() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateAppointmentBody) => http.post<Appointment>(BASE, body, { silent: true }),
    onSuccess: refresh,
  });
}

/** POST …/page or …/me/{from|to}. */
export function useMeetings(direction: 'all' | 'from' | 'to', body: AppointmentPageBody) {
  const lang = useLang();
  return useQuery({
    queryKey: ['meetings', 'page', direction, body, lang],
    queryFn: () =>
      http.post<AppointmentPage>(direction === 'all' ? `${BASE}/page` : `${BASE}/me/${direction}`, body, {
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET …/count */
export function useMeetingCount() {
  return useQuery({
    queryKey: ['meetings', 'count'],
    queryFn: () => http.get<AppointmentCount>(`${BASE}/count`, { silent: true }),
  });
}

/** GET …/{id}: one meeting as the caller sees it (the card of an invitation in the chat). */
export function useMeeting(id: number) {
  const lang = useLang();
  return useQuery({
    queryKey: ['meetings', 'one', id, lang],
    queryFn: () => http.get<Appointment>(`${BASE}/${id}`, { silent: true }),
    retry: false,
  });
}

/** GET …/day?day= */
export function useDayView(day: string) {
  const lang = useLang();
  return useQuery({
    queryKey: ['meetings', 'day', day, lang],
    queryFn: () => http.get<DayView>(`${BASE}/day`, { query: { day }, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** PUT … (accept, refuse, propose, approve, reject, withdraw) and PUT …/reApply. */
export function useActOnMeeting() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AppointmentActionBody | (ReApplyBody & { action: 'reApply' })) => {
      if (body.action === 'reApply') {
        const { action: _action, ...rest } = body;
        return http.put<Appointment>(`${BASE}/reApply`, rest, { silent: true });
      }
      return http.put<Appointment>(BASE, body, { silent: true });
    },
    onSuccess: refresh,
  });
}

/** GET …/settings, PUT …/settings (administrator). */
export function useMeetingSettings() {
  return useQuery({
    queryKey: ['meetings', 'settings'],
    queryFn: () => http.get<AppointmentSettings>(`${BASE}/settings`, { silent: true }),
  });
}

export function useSaveMeetingSettings() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AppointmentSettingsBody) =>
      http.put<AppointmentSettings>(`${BASE}/settings`, body, { silent: true }),
    onSuccess: refresh,
  });
}

/** GET portal/rest/organizer/fieldAppointments/stats */
export function useMeetingStats() {
  const lang = useLang();
  return useQuery({
    queryKey: ['meetings', 'stats', lang],
    queryFn: () =>
      http.get<AppointmentStats>('portal/rest/organizer/fieldAppointments/stats', { silent: true }),
  });
}

/**
 * GET …/{id}/ics or …/day/{day}/ics: the calendar file, fetched with the session's token and
 * language and handed to the browser as a download.
 */
export async function downloadIcs(path: string, fileName: string, fallback: string): Promise<void> {
  const headers: Record<string, string> = { 'Accept-Language': getLang() };
  const token = getToken();
  if (token) headers[AUTH_HEADER] = token;
  const response = await window.fetch(`/${BASE}/${path}`, { headers, credentials: 'include' });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/calendar')) {
    let envelope: Envelope<unknown> | null = null;
    try {
      envelope = (await response.json()) as Envelope<unknown>;
    } catch {
      envelope = null;
    }
    throw new ApiError(envelope?.errorMsg || fallback, response.status, envelope?.errorCode ?? null);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
