import {
  type Attachment,
  CERTIFICATION_STATES,
  type CertificationPage,
  type CertificationState,
  type Enterprise,
} from '@cidpex/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { earlyKey, startEarly, takeEarly } from '../../../lib/early-data';
import { http } from '../../../lib/http/client';
import { readOption, readPage } from '../../../lib/url-params';

export interface QueueParams {
  status?: CertificationState;
  keyword?: string;
  page: number;
}

export const QUEUE_PAGE_SIZE = 20;
const queueKey = ['organizer', 'enterprises', 'certifications'] as const;
export const QUEUE_TABS = [...CERTIFICATION_STATES, 'all'] as const;
const EARLY = 'organizer/enterprises/certifications';

/** The queue's filters as the address holds them (it opens on the waiting certifications; 'all' shows every state). */
export function readQueueParams(search: URLSearchParams): QueueParams {
  const tab = readOption(search.get('status'), QUEUE_TABS, 'pending');
  return {
    page: readPage(search),
    status: tab === 'all' ? undefined : tab,
    keyword: search.get('keyword') || undefined,
  };
}

/** GET portal/rest/organizer/enterprises/certifications */
export function getCertificationQueue(params: QueueParams) {
  return http.get<CertificationPage>('portal/rest/organizer/enterprises/certifications', {
    query: { ...params, pageSize: QUEUE_PAGE_SIZE },
    silent: true,
  });
}

/** Started by the route beside the page's code (issue 23 item 9); the page's query takes it. */
export function startCertificationQueueEarly(params: QueueParams) {
  startEarly(earlyKey(EARLY, params), () => getCertificationQueue(params));
}

export function useCertificationQueue(params: QueueParams) {
  return useQuery({
    queryKey: [...queueKey, params],
    queryFn: () => takeEarly<CertificationPage>(earlyKey(EARLY, params)) ?? getCertificationQueue(params),
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
