import type {
  PurposeMatch,
  PurposePage,
  PurposeReportBody,
  PurposeReportDecision,
  PurposeReportPage,
} from '@cidpex/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET exhibitor/rest/purposes/{purposeId}/matches: exhibitors matching a demand post. */
export function usePurposeMatches(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['purposes', 'matches', id],
    queryFn: () => http.get<PurposeMatch[]>(`exhibitor/rest/purposes/${id}/matches`, { silent: true }),
    enabled,
  });
}

/** GET exhibitor/rest/purposes/matching: demand posts matching the caller's enterprise. */
export function useMatchingDemand(page: number, pageSize: number) {
  return useQuery({
    queryKey: ['purposes', 'matching', page, pageSize],
    queryFn: () =>
      http.get<PurposePage>('exhibitor/rest/purposes/matching', { query: { page, pageSize }, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** POST exhibitor/rest/purposes/{purposeId}/report */
export function useReportPurpose() {
  return useMutation({
    mutationFn: ({ id, ...body }: PurposeReportBody & { id: number }) =>
      http.post<{ purposeId: number; reported: boolean }>(`exhibitor/rest/purposes/${id}/report`, body, {
        silent: true,
      }),
  });
}

/** GET portal/rest/organizer/purposes/reports */
export function usePurposeReports(handled: '' | 'true' | 'false', page: number) {
  return useQuery({
    queryKey: ['purposes', 'reports', handled, page],
    queryFn: () =>
      http.get<PurposeReportPage>('portal/rest/organizer/purposes/reports', {
        query: { handled: handled || undefined, page, pageSize: 20 },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** PUT portal/rest/organizer/purposes/reports/{purposeId} */
export function useDecideReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PurposeReportDecision & { id: number }) =>
      http.put<{ purposeId: number; settled: number }>(`portal/rest/organizer/purposes/reports/${id}`, body, {
        silent: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['purposes'] }),
  });
}
