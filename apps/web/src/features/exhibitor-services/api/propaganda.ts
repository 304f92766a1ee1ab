import type {
  Attachment,
  Propaganda,
  PropagandaBody,
  PropagandaEditBody,
  PropagandaPage,
  PropagandaReviewBody,
  PropagandaState,
} from '@cidpex/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';

/* Publicity material (exhibitor/rest/propaganda) and the organizer's queue. */
const BASE = 'exhibitor/rest/propaganda';
const ORG = 'portal/rest/organizer/exhibitorServices/propaganda';
const key = ['exsvc', 'propaganda'] as const;
export const PROPAGANDA_PAGE_SIZE = 20;

function query(status: PropagandaState | undefined, page: number) {
  const q = new URLSearchParams({ page: String(page), pageSize: String(PROPAGANDA_PAGE_SIZE) });
  if (status) q.set('status', status);
  return q.toString();
}

export function useMyPropaganda(status?: PropagandaState, page = 1) {
  const lang = useLang();
  return useQuery({
    queryKey: [...key, 'mine', status ?? 'all', page, lang],
    queryFn: () => http.get<PropagandaPage>(`${BASE}?${query(status, page)}`, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useOrgPropaganda(status?: PropagandaState, page = 1) {
  const lang = useLang();
  return useQuery({
    queryKey: [...key, 'org', status ?? 'all', page, lang],
    queryFn: () => http.get<PropagandaPage>(`${ORG}?${query(status, page)}`, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** Creates (no id) or changes (with id) an item; `submit` sends it for review. */
export function useSavePropaganda() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PropagandaBody | PropagandaEditBody }) =>
      id
        ? http.put<Propaganda>(`${BASE}/${id}`, body, { silent: true })
        : http.post<Propaganda>(BASE, body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function usePropagandaAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'submit' | 'revoke' }) =>
      http.put<Propaganda>(action === 'submit' ? `${BASE}/${id}/submit` : `${BASE}/revoke/${id}`, undefined, {
        silent: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useReviewPropaganda() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PropagandaReviewBody }) =>
      http.put<Propaganda>(`${ORG}/${id}`, body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** A picture or PDF for an item (the spec's 10M per file, attachments kind `settled`). */
export function uploadPropagandaFile(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return http.upload<Attachment>('exhibitor/rest/attachments/settled/form', form, {
    silent: true,
    onProgress,
  });
}
