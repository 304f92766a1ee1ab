import type {
  FairRequest,
  FairRequestPage,
  FairRequestState,
  Preview,
  PreviewBody,
  PreviewPage,
  PreviewState,
  Progress,
  Statistics,
} from '@cidpex/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/client';
import { currentExhibitionId } from '../../lib/session/current-fair';

/** Calls of the enterprise page review, progress and statistics (docs/api-notes.md "Enterprise pages"). */
export const pageKeys = {
  all: ['enterprisePages'] as const,
  preview: (enterpriseId: number) => ['enterprisePages', 'preview', enterpriseId] as const,
  progress: (enterpriseId: number) => ['enterprisePages', 'progress', enterpriseId] as const,
  statistics: (enterpriseId: number, from: string, to: string) =>
    ['enterprisePages', 'statistics', enterpriseId, from, to] as const,
  queue: (status: PreviewState | undefined, page: number) =>
    ['enterprisePages', 'queue', status ?? 'all', page] as const,
  fairQueue: (status: FairRequestState | undefined, page: number) =>
    ['enterprisePages', 'fairQueue', status ?? 'all', page] as const,
};

/** GET portal/rest/enterprise/preview/exhibition/{exhibitionId}/enterprise/{enterpriseId} (members). */
export function usePreview(enterpriseId: number) {
  return useQuery({
    queryKey: pageKeys.preview(enterpriseId),
    queryFn: async () =>
      http.get<Preview>(
        `portal/rest/enterprise/preview/exhibition/${await currentExhibitionId()}/enterprise/${enterpriseId}`,
        {
          silent: true,
        },
      ),
  });
}

/** PUT portal/rest/enterprise/preview/{previewId} (the draft), then …/submit when asked to. */
export function useSavePreview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, submit }: { id: number; body: PreviewBody; submit: boolean }) => {
      const saved = await http.put<Preview>(`portal/rest/enterprise/preview/${id}`, body, { silent: true });
      return submit
        ? http.put<Preview>(`portal/rest/enterprise/preview/${id}/submit`, {}, { silent: true })
        : saved;
    },
    onSuccess: (preview) => {
      client.setQueryData(pageKeys.preview(preview.enterpriseId), preview);
      void client.invalidateQueries({ queryKey: pageKeys.progress(preview.enterpriseId) });
    },
  });
}

/** GET exhibitor/rest/enterprise/{enterpriseId}/progress (members). */
export function useProgress(enterpriseId: number) {
  return useQuery({
    queryKey: pageKeys.progress(enterpriseId),
    queryFn: () => http.get<Progress>(`exhibitor/rest/enterprise/${enterpriseId}/progress`, { silent: true }),
  });
}

/** GET exhibitor/rest/enterprise/{enterpriseId}/business/statistics?from=&to= (members). */
export function useStatistics(enterpriseId: number, from: string, to: string) {
  return useQuery({
    queryKey: pageKeys.statistics(enterpriseId, from, to),
    queryFn: () =>
      http.get<Statistics>(
        `exhibitor/rest/enterprise/${enterpriseId}/business/statistics?from=${from}&to=${to}`,
        { silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

export const QUEUE_PAGE_SIZE = 10;

/** GET portal/rest/organizer/enterprises/previews (organizer). */
export function usePreviewQueue(status: PreviewState | undefined, page: number) {
  const search = new URLSearchParams({ page: String(page), pageSize: String(QUEUE_PAGE_SIZE) });
  if (status) search.set('status', status);
  return useQuery({
    queryKey: pageKeys.queue(status, page),
    queryFn: () =>
      http.get<PreviewPage>(`portal/rest/organizer/enterprises/previews?${search}`, { silent: true }),
  });
}

/** PUT portal/rest/organizer/enterprises/previews/{previewId}/approve | reject (organizer). */
export function useReviewPreview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: 'approve' | 'reject'; reason?: string }) =>
      http.put<Preview>(
        `portal/rest/organizer/enterprises/previews/${id}/${action}`,
        action === 'reject' ? { reason } : {},
        { silent: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: pageKeys.all }),
  });
}

/** POST exhibitor/rest/enterprise/request: the administrator asks to take part in the fair. */
export function useRequestFair() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<FairRequest>('exhibitor/rest/enterprise/request', {}, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: pageKeys.all }),
  });
}

/** GET portal/rest/organizer/enterprises/fairRequests (organizer). */
export function useFairRequestQueue(status: FairRequestState | undefined, page: number) {
  const search = new URLSearchParams({ page: String(page), pageSize: String(QUEUE_PAGE_SIZE) });
  if (status) search.set('status', status);
  return useQuery({
    queryKey: pageKeys.fairQueue(status, page),
    queryFn: () =>
      http.get<FairRequestPage>(`portal/rest/organizer/enterprises/fairRequests?${search}`, { silent: true }),
  });
}

/** PUT portal/rest/organizer/enterprises/fairRequests/{requestId}/approve | reject (organizer). */
export function useReviewFairRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: 'approve' | 'reject'; reason?: string }) =>
      http.put<FairRequest>(
        `portal/rest/organizer/enterprises/fairRequests/${id}/${action}`,
        action === 'reject' ? { reason } : {},
        { silent: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: pageKeys.all }),
  });
}
