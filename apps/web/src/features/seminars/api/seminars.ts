import {
  FAIR,
  type Seminar,
  type SeminarAppendBody,
  type SeminarAuthBody,
  type SeminarConsole,
  type SeminarHpiaBody,
  type SeminarRequest,
  type SeminarRequestUpdateBody,
  type SeminarSettingsBody,
} from '@cidpex/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useSession } from '../../../lib/session/session-store';

const R = 'register/rest/request';
const E = FAIR.exhibitionId;

/** GET portal/rest/seminars/{exhibitionId}: what the seminar is, seats left. */
export function useSeminar() {
  return useQuery({
    queryKey: ['seminars', 'info', E],
    queryFn: () => http.get<Seminar>(`portal/rest/seminars/${E}`, { silent: true }),
  });
}

/**
 * POST register/rest/request/{exhibitionId}/placeHolder/{userId}/SEMINAR: the user's request,
 * opened as a draft the first time (the server answers the same one on every call).
 */
export function useMyRequest() {
  const { user } = useSession();
  return useQuery({
    queryKey: ['seminars', 'request', 'mine', user?.id],
    queryFn: () =>
      http.post<SeminarRequest>(`${R}/${E}/placeHolder/${user?.id}/SEMINAR`, {}, { silent: true }),
    enabled: Boolean(user),
  });
}

/** GET register/rest/request/{exhibitionId}/user/{userId}/type/SEMINAR */
export function useMyRequests(contactMobilePhone?: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['seminars', 'request', 'list', user?.id, contactMobilePhone ?? ''],
    queryFn: () =>
      http.get<SeminarRequest[]>(`${R}/${E}/user/${user?.id}/type/SEMINAR`, {
        query: { contactMobilePhone },
        silent: true,
      }),
    enabled: Boolean(user),
  });
}

/** GET register/rest/request/{requestId} */
export function useRequest(requestId: number | null) {
  return useQuery({
    queryKey: ['seminars', 'request', requestId],
    queryFn: () => http.get<SeminarRequest>(`${R}/${requestId}`, { silent: true }),
    enabled: requestId !== null,
  });
}

export type RequestAction =
  | { kind: 'save'; id: number; body: SeminarRequestUpdateBody }
  | { kind: 'complete'; id: number }
  | { kind: 'append'; id: number; body: SeminarAppendBody }
  | { kind: 'remove'; id: number; contactId: number }
  | { kind: 'hpia'; id: number; body: SeminarHpiaBody }
  | { kind: 'auth'; id: number; body: SeminarAuthBody };

function act(action: RequestAction): Promise<SeminarRequest> {
  const silent = { silent: true };
  switch (action.kind) {
    case 'save':
      return http.put(`${R}/${action.id}`, action.body, silent);
    case 'complete':
      return http.put(`${R}/${action.id}/complete`, {}, silent);
    case 'append':
      return http.put(`${R}/${action.id}/append`, action.body, silent);
    case 'remove':
      return http.delete(`${R}/${action.id}/${action.contactId}`, silent);
    case 'hpia':
      return http.put(`${R}/${action.id}/hpia/alt`, action.body, silent);
    case 'auth':
      return http.post(`${R}/${action.id}/auth`, action.body, silent);
  }
}

/** Every change of a request; the cached request and the seat counts reload. */
export function useRequestAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: (request) => {
      client.setQueryData(['seminars', 'request', request.id], request);
      void client.invalidateQueries({ queryKey: ['seminars'] });
      // The order follows the seats; a cancelled paid member shows a refund on it.
      void client.invalidateQueries({ queryKey: ['payments', 'order'] });
    },
  });
}

/** GET / PUT portal/rest/organizer/seminars/{exhibitionId} */
export function useSeminarConsole() {
  return useQuery({
    queryKey: ['seminars', 'console', E],
    queryFn: () => http.get<SeminarConsole>(`portal/rest/organizer/seminars/${E}`, { silent: true }),
  });
}

export function useSaveSeminar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SeminarSettingsBody) =>
      http.put<Seminar>(`portal/rest/organizer/seminars/${E}`, body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['seminars'] }),
  });
}
