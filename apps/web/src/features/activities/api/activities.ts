import type {
  Activity,
  ActivityBody,
  ActivityPage,
  ActivityPageBody,
  ActivityQueueQuery,
  Attachment,
  PublicActivityPage,
  PublicActivityQuery,
  Signup,
  SignupDecision,
  SignupPage,
  SignupPageBody,
} from '@cidpex/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const activityKeys = {
  all: ['activities'] as const,
  page: (body: ActivityPageBody) => ['activities', 'page', body] as const,
  one: (id: number) => ['activities', 'one', id] as const,
  signups: (body: SignupPageBody) => ['activities', 'signups', body] as const,
  queue: (query: ActivityQueueQuery) => ['activities', 'queue', query] as const,
  public: (query: PublicActivityQuery) => ['activities', 'public', query] as const,
};

function useRefresh(key: readonly string[]) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key });
}

/** POST exhibitor/rest/attachments/{kind}/form: a brand logo (kind logo) or an activity cover (JPG/PNG, 10M). */
export function uploadPicture(
  file: File,
  kind: 'logo' | 'enterpriseImage',
  onProgress?: (percent: number) => void,
) {
  const form = new FormData();
  form.append('file', file);
  return http.upload<Attachment>(`exhibitor/rest/attachments/${kind}/form`, form, {
    silent: true,
    onProgress,
  });
}

/* -------------------------------------------------------------- activities */

/** POST exhibitor/rest/activities/page */
export function useActivities(body: ActivityPageBody) {
  return useQuery({
    queryKey: activityKeys.page(body),
    queryFn: () => http.post<ActivityPage>('exhibitor/rest/activities/page', body, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET exhibitor/rest/activities/{activityId} */
export function useActivity(id: number | null) {
  return useQuery({
    queryKey: activityKeys.one(id ?? 0),
    queryFn: () => http.get<Activity>(`exhibitor/rest/activities/${id}`, { silent: true }),
    enabled: Boolean(id),
  });
}

/** POST exhibitor/rest/activities, or PUT exhibitor/rest/activities/{activityId} (then …/submit when asked). */
export function useSaveActivity() {
  const refresh = useRefresh(activityKeys.all);
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: ActivityBody }) => {
      if (!id) return http.post<Activity>('exhibitor/rest/activities', body, { silent: true });
      const { submit, ...content } = body;
      const saved = await http.put<Activity>(`exhibitor/rest/activities/${id}`, content, { silent: true });
      return submit
        ? http.put<Activity>(`exhibitor/rest/activities/${id}/submit`, undefined, { silent: true })
        : saved;
    },
    onSuccess: refresh,
  });
}

export type ActivityCommand = 'submit' | 'delete';

/** PUT exhibitor/rest/activities/{activityId}/submit, DELETE exhibitor/rest/activities/{activityId} */
export function useActivityCommand() {
  const refresh = useRefresh(activityKeys.all);
  return useMutation({
    mutationFn: ({
      id,
      command,
    }: {
      id: number;
      command: ActivityCommand;
    }): Promise<Activity | { ok: true }> =>
      command === 'delete'
        ? http.delete<{ ok: true }>(`exhibitor/rest/activities/${id}`)
        : http.put<Activity>(`exhibitor/rest/activities/${id}/submit`),
    onSuccess: refresh,
  });
}

/** POST exhibitor/rest/activities/signups/page */
export function useSignups(body: SignupPageBody) {
  return useQuery({
    queryKey: activityKeys.signups(body),
    queryFn: () => http.post<SignupPage>('exhibitor/rest/activities/signups/page', body, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** PUT exhibitor/rest/activities/signups/{signupId}/accept|decline */
export function useDecideSignup() {
  const refresh = useRefresh(activityKeys.all);
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: SignupDecision }) =>
      http.put<Signup>(`exhibitor/rest/activities/signups/${id}/${decision}`),
    onSuccess: refresh,
  });
}

/* --------------------------------------------------------------- organizer */

/** GET portal/rest/organizer/activities */
export function useActivityQueue(query: ActivityQueueQuery) {
  return useQuery({
    queryKey: activityKeys.queue(query),
    queryFn: () =>
      http.get<ActivityPage>('portal/rest/organizer/activities', {
        query: query as Record<string, string | number | undefined>,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** PUT portal/rest/organizer/activities/{activityId}/approve | reject (reason required). */
export function useReviewActivity() {
  const refresh = useRefresh(activityKeys.all);
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      reason === undefined
        ? http.put<Activity>(`portal/rest/organizer/activities/${id}/approve`)
        : http.put<Activity>(`portal/rest/organizer/activities/${id}/reject`, { reason }, { silent: true }),
    onSuccess: refresh,
  });
}

/* ------------------------------------------------------------------ public */

/** GET portal/rest/activities */
export function usePublicActivities(query: PublicActivityQuery) {
  return useQuery({
    queryKey: activityKeys.public(query),
    queryFn: () =>
      http.get<PublicActivityPage>('portal/rest/activities', {
        query: query as Record<string, string | number | undefined>,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST portal/rest/activities/{activityId}/signups */
/** DELETE portal/rest/activities/{activityId}/signups: withdraw my waiting or accepted sign-up. */
export function useCancelSignup() {
  const refresh = useRefresh(activityKeys.all);
  return useMutation({
    mutationFn: (id: number) =>
      http.delete<Activity>(`portal/rest/activities/${id}/signups`, { silent: true }),
    onSuccess: refresh,
  });
}

export function useSignUp() {
  const refresh = useRefresh(activityKeys.all);
  return useMutation({
    mutationFn: (id: number) =>
      http.post<Activity>(`portal/rest/activities/${id}/signups`, undefined, { silent: true }),
    onSuccess: refresh,
  });
}
