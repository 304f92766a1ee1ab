import type {
  DownloadBody,
  LiveRoundBody,
  MyQuestion,
  OrganizerDownload,
  OrganizerLiveRound,
  OrganizerPhoto,
  OrganizerQuestion,
  OrganizerWebcastPage,
  OwnWebcast,
  QuestionState,
  VideoPage,
  WebcastBody,
  WebcastDetail,
  WebcastPage,
  WebcastState,
} from '@cidpex/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';

const keys = {
  all: ['webcasts'] as const,
  live: ['content', 'console'] as const,
};

function useRefresh(key: readonly unknown[] = keys.all) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key });
}

// ---- public ----

export function useWebcasts(q: { page: number; withReport?: boolean; keyword?: string }) {
  const lang = useLang();
  const params = new URLSearchParams({ page: String(q.page), pageSize: '12' });
  if (q.withReport) params.set('withReport', 'true');
  if (q.keyword) params.set('keyword', q.keyword);
  return useQuery({
    queryKey: [...keys.all, 'public', q, lang],
    queryFn: () => http.get<WebcastPage>(`portal/rest/webcasts?${params}`, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useVideos(page: number) {
  const lang = useLang();
  return useQuery({
    queryKey: [...keys.all, 'videos', page, lang],
    queryFn: () =>
      http.get<VideoPage>(`portal/rest/webcasts/videos?page=${page}&pageSize=12`, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useWebcast(id: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: [...keys.all, 'detail', id, lang],
    queryFn: () => http.get<WebcastDetail>(`portal/rest/webcasts/${id}`, { silent: true }),
    enabled: id !== null,
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 2,
  });
}

export function useMyQuestions(id: number | null, signedIn: boolean) {
  return useQuery({
    queryKey: [...keys.all, 'mine', id],
    queryFn: () => http.get<MyQuestion[]>(`portal/rest/webcasts/${id}/myQuestions`, { silent: true }),
    enabled: id !== null && signedIn,
  });
}

export function useAsk(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: string) =>
      http.post<MyQuestion>(`portal/rest/webcasts/${id}/questions`, { body }, { silent: true }),
    onSuccess: refresh,
  });
}

// ---- the enterprise's staff ----

export function useOwnWebcasts() {
  return useQuery({
    queryKey: [...keys.all, 'own'],
    queryFn: () => http.get<OwnWebcast[]>('exhibitor/rest/webcasts', { silent: true }),
  });
}

export function useSaveWebcast() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: WebcastBody }) =>
      id === null
        ? http.post<OwnWebcast>('exhibitor/rest/webcasts', body, { silent: true })
        : http.put<OwnWebcast>(`exhibitor/rest/webcasts/${id}`, body, { silent: true }),
    onSuccess: refresh,
  });
}

export function useWebcastAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      id,
      action,
    }: {
      id: number;
      action: 'submit' | 'withdraw' | 'delete';
    }): Promise<unknown> =>
      action === 'delete'
        ? http.delete<{ ok: true }>(`exhibitor/rest/webcasts/${id}`, { silent: true })
        : http.post<OwnWebcast>(`exhibitor/rest/webcasts/${id}/${action}`, undefined, { silent: true }),
    onSuccess: refresh,
  });
}

/** The approved questions on one of the enterprise's webcasts, for its staff to answer. */
export function useOwnQuestions(webcastId: number) {
  return useQuery({
    queryKey: [...keys.all, 'own', 'questions', webcastId],
    queryFn: () => http.get<MyQuestion[]>(`exhibitor/rest/webcasts/${webcastId}/questions`, { silent: true }),
  });
}

export function useAnswerQuestion(webcastId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ questionId, answer }: { questionId: number; answer: string }) =>
      http.post<MyQuestion>(
        `exhibitor/rest/webcasts/${webcastId}/questions/${questionId}/answer`,
        { answer },
        { silent: true },
      ),
    onSuccess: refresh,
  });
}

/** An upload of the caller (a video or a picture), checked by type and size on the server. */
export function uploadFile(
  kind: 'video' | 'picture' | 'license',
  file: File,
  onProgress?: (percent: number) => void,
) {
  const form = new FormData();
  form.append('file', file);
  return http.upload<{ id: number; url: string; fileName: string; size: number }>(
    `portal/rest/attachments/${kind}/form`,
    form,
    { silent: true, onProgress },
  );
}

// ---- the organizer ----

export function useOrganizerWebcasts(status: WebcastState | undefined, page: number) {
  const params = new URLSearchParams({ page: String(page), pageSize: '20' });
  if (status) params.set('status', status);
  return useQuery({
    queryKey: [...keys.all, 'org', status, page],
    queryFn: () =>
      http.get<OrganizerWebcastPage>(`portal/rest/organizer/webcasts?${params}`, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewWebcast() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: 'approve' | 'reject'; note?: string }) =>
      http.post<OwnWebcast>(
        `portal/rest/organizer/webcasts/${id}/review`,
        { decision, note },
        { silent: true },
      ),
    onSuccess: refresh,
  });
}

export function useOrganizerQuestions(status: QuestionState | undefined) {
  return useQuery({
    queryKey: [...keys.all, 'org-questions', status],
    queryFn: () =>
      http.get<OrganizerQuestion[]>(
        `portal/rest/organizer/webcastQuestions${status ? `?status=${status}` : ''}`,
        {
          silent: true,
        },
      ),
  });
}

export function useModerateQuestion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, decision, answer }: { id: number; decision: 'approve' | 'reject'; answer?: string }) =>
      http.post<OrganizerQuestion>(
        `portal/rest/organizer/webcastQuestions/${id}`,
        { decision, answer },
        { silent: true },
      ),
    onSuccess: refresh,
  });
}

// ---- the organizer's live and downloads console ----

export function useConsoleRounds() {
  return useQuery({
    queryKey: [...keys.live, 'rounds'],
    queryFn: () => http.get<OrganizerLiveRound[]>('portal/rest/organizer/lives', { silent: true }),
  });
}

export function useSaveRound() {
  const refresh = useRefresh(['content']);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: LiveRoundBody }) =>
      id === null
        ? http.post<OrganizerLiveRound>('portal/rest/organizer/lives', body, { silent: true })
        : http.put<OrganizerLiveRound>(`portal/rest/organizer/lives/${id}`, body, { silent: true }),
    onSuccess: refresh,
  });
}

export function useDeleteRound() {
  const refresh = useRefresh(['content']);
  return useMutation({
    mutationFn: (id: number) =>
      http.delete<{ ok: true }>(`portal/rest/organizer/lives/${id}`, { silent: true }),
    onSuccess: refresh,
  });
}

export function useConsolePhotos() {
  return useQuery({
    queryKey: [...keys.live, 'photos'],
    queryFn: () => http.get<OrganizerPhoto[]>('portal/rest/organizer/livePhotos', { silent: true }),
  });
}

export function usePhotoActions() {
  const refresh = useRefresh(['content']);
  const add = useMutation({
    mutationFn: (body: { url: string; captionZhHans: string; captionZhHant: string; captionEn: string }) =>
      http.post<OrganizerPhoto>('portal/rest/organizer/livePhotos', body, { silent: true }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      http.put<OrganizerPhoto>(`portal/rest/organizer/livePhotos/${id}`, { published }, { silent: true }),
    onSuccess: refresh,
  });
  const order = useMutation({
    mutationFn: (ids: number[]) =>
      http.post<OrganizerPhoto[]>('portal/rest/organizer/livePhotos/order', { ids }, { silent: true }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      http.delete<{ ok: true }>(`portal/rest/organizer/livePhotos/${id}`, { silent: true }),
    onSuccess: refresh,
  });
  return { add, update, order, remove };
}

export function useConsoleDownloads() {
  return useQuery({
    queryKey: [...keys.live, 'downloads'],
    queryFn: () => http.get<OrganizerDownload[]>('portal/rest/organizer/downloads', { silent: true }),
  });
}

export function useDownloadActions() {
  const refresh = useRefresh(['content']);
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DownloadBody }) =>
      id === null
        ? http.post<OrganizerDownload>('portal/rest/organizer/downloads', body, { silent: true })
        : http.put<OrganizerDownload>(`portal/rest/organizer/downloads/${id}`, body, { silent: true }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      http.delete<{ ok: true }>(`portal/rest/organizer/downloads/${id}`, { silent: true }),
    onSuccess: refresh,
  });
  return { save, remove };
}
