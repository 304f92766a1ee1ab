import type {
  Attachment,
  Settlement,
  SettlementBody,
  SettlementPage,
  SettlementState,
  SettlementStateList,
} from '@cidpex/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

const stateKey = ['enterprises', 'settlement', 'state'] as const;

/** GET exhibitor/rest/enterprise/settlement/stateList: the enterprise's settlement (any member). */
export function useSettlementState(enabled = true) {
  return useQuery({
    queryKey: stateKey,
    queryFn: () =>
      http.get<SettlementStateList>('exhibitor/rest/enterprise/settlement/stateList', { silent: true }),
    enabled,
  });
}

/**
 * POST exhibitor/rest/enterprise/settlement/settled (first application) or
 * PUT exhibitor/rest/enterprise/settlement/modify (a waiting or rejected one): administrator.
 */
export function useSaveSettlement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, modify }: { body: SettlementBody; modify: boolean }) =>
      modify
        ? http.put<Settlement>('exhibitor/rest/enterprise/settlement/modify', body, { silent: true })
        : http.post<Settlement>('exhibitor/rest/enterprise/settlement/settled', body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['enterprises', 'settlement'] }),
  });
}

/** POST exhibitor/rest/attachments/uploadSettled: a settlement paper (PDF, JPG or PNG, 10M). */
export function uploadSettlementPaper(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return http.upload<Attachment>('exhibitor/rest/attachments/uploadSettled', form, {
    silent: true,
    onProgress,
  });
}

/** GET portal/rest/attachments/{id}: a paper's name and URL (its uploader or the organizer). */
export function usePaper(id: number) {
  return useQuery({
    queryKey: ['attachments', id],
    queryFn: () => http.get<Attachment>(`portal/rest/attachments/${id}`, { silent: true }),
    staleTime: 5 * 60_000,
  });
}

export interface SettlementQueueParams {
  status?: SettlementState;
  keyword?: string;
  page: number;
}

export const SETTLEMENT_QUEUE_PAGE_SIZE = 20;
const queueKey = ['organizer', 'enterprises', 'settlements'] as const;

/** GET portal/rest/organizer/enterprises/settlements */
export function useSettlementQueue(params: SettlementQueueParams) {
  return useQuery({
    queryKey: [...queueKey, params],
    queryFn: () =>
      http.get<SettlementPage>('portal/rest/organizer/enterprises/settlements', {
        query: { ...params, pageSize: SETTLEMENT_QUEUE_PAGE_SIZE },
        silent: true,
      }),
    placeholderData: (previous) => previous,
  });
}

/** PUT portal/rest/organizer/enterprises/settlements/{id}/approve or /reject (reason required). */
export function useReviewSettlement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string },
    ) =>
      input.action === 'approve'
        ? http.put<Settlement>(`portal/rest/organizer/enterprises/settlements/${input.id}/approve`)
        : http.put<Settlement>(`portal/rest/organizer/enterprises/settlements/${input.id}/reject`, {
            reason: input.reason,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: queueKey }),
  });
}
