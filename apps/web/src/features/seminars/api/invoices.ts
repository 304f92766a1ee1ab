import {
  AUTH_HEADER,
  type Envelope,
  FAIR,
  type InvoiceCreateInput,
  type InvoiceIssueInput,
  type InvoiceRequest,
  type InvoiceStatus,
  type OrganizerInvoice,
  type SurveyAnswers,
  type SurveyStats,
  type SurveyWithAnswers,
} from '@cidpex/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, http } from '../../../lib/http/client';
import { getLang, getToken } from '../../../lib/session/storage';

/** GET portal/rest/invoiceRequests/{exhibitionId}/seminar/{requestId}?relevanceById={orderId} */
export function useInvoiceOf(requestId: number, orderId: number) {
  return useQuery({
    queryKey: ['invoices', requestId, orderId],
    queryFn: () =>
      http.get<InvoiceRequest | null>(
        `portal/rest/invoiceRequests/${FAIR.exhibitionId}/seminar/${requestId}`,
        {
          query: { relevanceById: orderId },
          silent: true,
        },
      ),
  });
}

/** POST portal/rest/invoiceRequests (new) or PUT portal/rest/invoiceRequests (change, with its id). */
export function useSaveInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; body: InvoiceCreateInput }) =>
      input.id === null
        ? http.post<InvoiceRequest>('portal/rest/invoiceRequests', input.body, { silent: true })
        : http.put<InvoiceRequest>(
            'portal/rest/invoiceRequests',
            { ...input.body, id: input.id },
            { silent: true },
          ),
    onSuccess: (saved) => client.setQueryData(['invoices', saved.requestId, saved.orderId], saved),
  });
}

/**
 * GET portal/rest/invoiceRequests/receipt/{id}: the PDF, fetched with the session's token and
 * language and handed to the browser as a download.
 */
export async function downloadReceipt(invoiceId: number, fileName: string, fallback: string): Promise<void> {
  const headers: Record<string, string> = { 'Accept-Language': getLang() };
  const token = getToken();
  if (token) headers[AUTH_HEADER] = token;
  const response = await window.fetch(`/portal/rest/invoiceRequests/receipt/${invoiceId}`, {
    headers,
    credentials: 'include',
  });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('application/pdf')) {
    let envelope: Envelope<unknown> | null = null;
    try {
      envelope = (await response.json()) as Envelope<unknown>;
    } catch {
      envelope = null;
    }
    throw new ApiError(envelope?.errorMsg || fallback, response.status, envelope?.errorCode ?? null);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET portal/rest/organizer/invoiceRequests?status= (organizer) */
export function useOrganizerInvoices(status?: InvoiceStatus) {
  return useQuery({
    queryKey: ['invoices', 'organizer', status ?? 'all'],
    queryFn: () =>
      http.get<OrganizerInvoice[]>('portal/rest/organizer/invoiceRequests', {
        query: status ? { status } : undefined,
        silent: true,
      }),
  });
}

export type InvoiceDecision =
  | { id: number; kind: 'issue'; body: InvoiceIssueInput }
  | { id: number; kind: 'reject'; body: { reason: string } };

/** PUT portal/rest/organizer/invoiceRequests/{id}/issue | reject (organizer) */
export function useDecideInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: InvoiceDecision) =>
      http.put<InvoiceRequest>(
        `portal/rest/organizer/invoiceRequests/${decision.id}/${decision.kind}`,
        decision.body,
        { silent: true },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['invoices', 'organizer'] }),
  });
}

const surveyKey = (surveyId: number, requestId: number) => ['surveys', surveyId, requestId];

/** GET register/rest/request/{requestId}/visitors/survey/{surveyId} */
export function useSurvey(surveyId: number, requestId: number | null) {
  return useQuery({
    queryKey: surveyKey(surveyId, requestId ?? 0),
    queryFn: () =>
      http.get<SurveyWithAnswers>(`register/rest/request/${requestId}/visitors/survey/${surveyId}`, {
        silent: true,
      }),
    enabled: requestId !== null,
  });
}

/** POST register/rest/answers/visitor/{surveyId}/{requestId} */
export function useAnswerSurvey(surveyId: number, requestId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: SurveyAnswers) =>
      http.post<SurveyWithAnswers>(
        `register/rest/answers/visitor/${surveyId}/${requestId}`,
        { answers },
        { silent: true },
      ),
    onSuccess: (saved) => client.setQueryData(surveyKey(surveyId, requestId), saved),
  });
}

/** GET portal/rest/surveys/stats/answer/{surveyId} (organizer) */
export function useSurveyStats(surveyId: number) {
  return useQuery({
    queryKey: ['surveys', 'stats', surveyId],
    queryFn: () => http.get<SurveyStats>(`portal/rest/surveys/stats/answer/${surveyId}`, { silent: true }),
  });
}
