import type { Attachment, CertificationPage, CertificationState, Enterprise } from '@cidpex/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface QueueParams {
  status?: CertificationState;
  keyword?: string;
  page: number;
}

export const QUEUE_PAGE_SIZE = 20;
const queueKey = ['organizer', 'enterprises', 'certifications'] as const;

/** GET portal/rest/organizer/enterprises/certifications */
export function useCertificationQueue(params: QueueParams) {
  return useQuery({
    queryKey: [...queueKey, params],
    queryFn: () =>
      http.get<CertificationPage>('portal/rest/organizer/enterprises/certifications', {
        query: { ...params, pageSize: QUEUE_PAGE_SIZE },
        silent: true,
      }),
    placeholderData: (previous) => previous,
  });
}

/** PUT portal/rest/organizer/enterprises/{id}/approve or /reject (reason required). */
export function useReviewCertification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string },
    ) =>
      input.action === 'approve'
        ? http.put<Enterprise>(`portal/rest/organizer/enterprises/${input.id}/approve`)
        : http.put<Enterprise>(`portal/rest/organizer/enterprises/${input.id}/reject`, {
            reason: input.reason,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: queueKey }),
  });
}

/** GET portal/rest/attachments/{id}: the licence (private; the organizer may read it). */
export function useLicence(id: number | null) {
  return useQuery({
    queryKey: ['attachments', id],
    queryFn: () => http.get<Attachment>(`portal/rest/attachments/${id}`, { silent: true }),
    enabled: id !== null,
  });
}
