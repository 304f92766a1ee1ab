import {
  type Attachment,
  FAIR,
  type Purpose,
  type PurposeBody,
  type PurposeCheckBody,
  type PurposeEditBody,
  type PurposeMineBody,
  type PurposeMinePage,
  type PurposePage,
  type PurposePageBody,
  type PurposeQueueQuery,
  type VisitorRegistration,
} from '@cidpex/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useSession } from '../../../lib/session/session-store';

export const purposeKeys = {
  all: ['purposes'] as const,
  board: (body: PurposePageBody) => ['purposes', 'board', body] as const,
  one: (id: number) => ['purposes', 'one', id] as const,
  mine: (body: PurposeMineBody) => ['purposes', 'mine', body] as const,
  queue: (query: PurposeQueueQuery) => ['purposes', 'queue', query] as const,
};

export function useRefreshPurposes() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: purposeKeys.all });
}

/** POST exhibitor/rest/purposes/page: the board. */
export function useBoard(body: PurposePageBody) {
  return useQuery({
    queryKey: purposeKeys.board(body),
    queryFn: () => http.post<PurposePage>('exhibitor/rest/purposes/page', body, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET exhibitor/rest/purposes/{purposeId} */
export function usePurpose(id: number | null) {
  return useQuery({
    queryKey: purposeKeys.one(id ?? 0),
    queryFn: () => http.get<Purpose>(`exhibitor/rest/purposes/${id}`, { silent: true }),
    enabled: Boolean(id),
  });
}

/** POST exhibitor/rest/purposes/mine */
export function useMyPurposes(body: PurposeMineBody) {
  return useQuery({
    queryKey: purposeKeys.mine(body),
    queryFn: () => http.post<PurposeMinePage>('exhibitor/rest/purposes/mine', body, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** POST exhibitor/rest/purposes (publish) or PUT exhibitor/rest/purposes (edit; the body carries the id). */
export function useSavePurpose() {
  const refresh = useRefreshPurposes();
  return useMutation({
    mutationFn: (body: PurposeBody | PurposeEditBody) =>
      'id' in body
        ? http.put<Purpose>('exhibitor/rest/purposes', body, { silent: true })
        : http.post<Purpose>('exhibitor/rest/purposes', body, { silent: true }),
    onSuccess: refresh,
  });
}

/** PUT exhibitor/rest/purposes/checkStatus/{purposeId}: cancel, republish; approve, reject, hide. */
export function useCheckPurpose() {
  const refresh = useRefreshPurposes();
  return useMutation({
    mutationFn: ({ id, ...body }: PurposeCheckBody & { id: number }) =>
      http.put<Purpose>(`exhibitor/rest/purposes/checkStatus/${id}`, body),
    onSuccess: refresh,
  });
}

/** DELETE exhibitor/rest/purposes/{purposeId} */
export function useDeletePurpose() {
  const refresh = useRefreshPurposes();
  return useMutation({
    mutationFn: (id: number) => http.delete<{ ok: true }>(`exhibitor/rest/purposes/${id}`),
    onSuccess: refresh,
  });
}

/** GET portal/rest/organizer/purposes */
export function usePurposeQueue(query: PurposeQueueQuery) {
  return useQuery({
    queryKey: purposeKeys.queue(query),
    queryFn: () =>
      http.get<PurposeMinePage>('portal/rest/organizer/purposes', {
        query: query as Record<string, string | number | undefined>,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST exhibitor/rest/attachments/postImage/form: a post's cover or image (JPG/PNG). */
export function uploadPostPicture(file: Blob, name: string, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file, name);
  return http.upload<Attachment>('exhibitor/rest/attachments/postImage/form', form, {
    silent: true,
    onProgress,
  });
}

/**
 * GET register/rest/visitors/users: the caller's pre-registration, which decides whether they
 * may publish and comment (spec §6; the server checks it again).
 */
export function usePosterRegistration() {
  const { user } = useSession();
  return useQuery({
    queryKey: ['visitors', 'mine', FAIR.exhibitionId],
    queryFn: () =>
      http.get<VisitorRegistration | null>('register/rest/visitors/users', {
        query: { exhibitionId: FAIR.exhibitionId },
        silent: true,
      }),
    enabled: Boolean(user),
  });
}
