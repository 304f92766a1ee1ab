import type {
  VisitorCheckInResult,
  VisitorRegistration,
  VisitorReviewPage,
  VisitorSourceStat,
  VisitorStatus,
} from '@cidpex/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

const BASE = 'portal/rest/organizer/visitors';

export interface ReviewParams {
  page: number;
  status?: VisitorStatus;
  country?: string;
  q?: string;
}

/** GET portal/rest/organizer/visitors: the review queue. */
export function getReviewPage(params: ReviewParams) {
  return http.get<VisitorReviewPage>(BASE, { query: { ...params, pageSize: 20 }, silent: true });
}

export function useReviewPage(params: ReviewParams) {
  return useQuery({ queryKey: ['visitors', 'review', params], queryFn: () => getReviewPage(params) });
}

/** GET portal/rest/organizer/visitors/sources */
export function useSourceStats() {
  return useQuery({
    queryKey: ['visitors', 'sources'],
    queryFn: () => http.get<VisitorSourceStat[]>(`${BASE}/sources`, { silent: true }),
  });
}

type ReviewAction =
  | { action: 'approve'; id: number }
  | { action: 'reject'; id: number; reason: string }
  | { action: 'bulkApprove'; ids: number[] };

export type ReviewAnswer = VisitorRegistration | { approved: number[]; skipped: number[] };

function review(input: ReviewAction): Promise<ReviewAnswer> {
  if (input.action === 'approve')
    return http.post<VisitorRegistration>(`${BASE}/${input.id}/approve`, {}, { silent: true });
  if (input.action === 'reject')
    return http.post<VisitorRegistration>(
      `${BASE}/${input.id}/reject`,
      { reason: input.reason },
      { silent: true },
    );
  return http.post<{ approved: number[]; skipped: number[] }>(
    `${BASE}/approve`,
    { ids: input.ids },
    { silent: true },
  );
}

/** Approve, reject (with a reason) or bulk-approve; the queue and the counts reload. */
export function useReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: review,
    onSettled: () => client.invalidateQueries({ queryKey: ['visitors'] }),
  });
}

/** POST portal/rest/organizer/visitors/checkin */
export function checkIn(code: string) {
  return http.post<VisitorCheckInResult>(`${BASE}/checkin`, { code }, { silent: true });
}

export function useCheckIn() {
  return useMutation({ mutationFn: checkIn });
}
