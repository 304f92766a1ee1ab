import {
  type AdPosition,
  type AdRequest,
  type Application,
  type ApplicationPage,
  type ApplicationState,
  type Attachment,
  AUTH_HEADER,
  type BoothContract,
  type BoothPlan,
  type BoothRequest,
  type BoothType,
  type Envelope,
  type HallFeaturesBody,
  type HallLayout,
  type InvoiceInfo,
  type PaymentMethods,
  type PricePlan,
  type SaveStepBody,
  type SphereBody,
  type SphereRequest,
} from '@cidpex/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, http } from '../../lib/http/client';
import { useLang } from '../../lib/i18n';
import { getLang, getToken } from '../../lib/session/storage';

/*
 * The calls of exhibitor services (issue 19): spec §7 paths where the spec names them
 * (enterpriseApplys, boothPlans, booths/request|append|alter, advertisingRequest, contracts…),
 * the organizer's under portal/rest/organizer/exhibitorServices.
 */
const X = 'exhibitor/rest';
export const ORG = 'portal/rest/organizer/exhibitorServices';
export const keys = {
  all: ['exsvc'] as const,
  application: ['exsvc', 'application'] as const,
  plan: (scope: string, hall: string | null, type: BoothType | null) =>
    ['exsvc', 'plan', scope, hall, type] as const,
  contracts: ['exsvc', 'contracts'] as const,
  ads: ['exsvc', 'ads'] as const,
  invoice: ['exsvc', 'invoice'] as const,
  queue: (status: string, page: number) => ['exsvc', 'queue', status, page] as const,
  orgContracts: ['exsvc', 'orgContracts'] as const,
};

/** GET exhibitor/rest/enterpriseApplys: the application (a prefilled start when none is saved). */
export function useApplication() {
  const lang = useLang();
  return useQuery({
    queryKey: [...keys.application, lang],
    queryFn: () => http.get<Application>(`${X}/enterpriseApplys`, { silent: true }),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}

/** PUT exhibitor/rest/enterpriseApplys/step: saves one wizard step. */
export function useSaveStep() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: SaveStepBody) =>
      http.put<Application>(`${X}/enterpriseApplys/step`, body, { silent: true }),
    onSuccess: invalidate,
  });
}

/** PUT exhibitor/rest/enterpriseApplys/confirm: the final confirmation. */
export function useConfirmApplication() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => http.put<Application>(`${X}/enterpriseApplys/confirm`, {}, { silent: true }),
    onSuccess: invalidate,
  });
}

/** POST / PUT exhibitor/rest/sphereRequest: the meeting room wish. */
export function useSaveSphere() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: SphereBody & { id?: number }) =>
      body.id
        ? http.put<SphereRequest>(`${X}/sphereRequest`, body, { silent: true })
        : http.post<SphereRequest>(`${X}/sphereRequest`, body, { silent: true }),
    onSuccess: invalidate,
  });
}

/** GET exhibitor/rest/boothPlans (or the organizer's plan with holders). */
export function useBoothPlan(hall: string | null, type: BoothType | null, organizer = false) {
  return useQuery({
    queryKey: keys.plan(organizer ? 'org' : 'mine', hall, type),
    queryFn: () =>
      http.get<BoothPlan>(organizer ? `${ORG}/boothPlans` : `${X}/boothPlans`, {
        query: { hall, type },
        silent: true,
      }),
    refetchInterval: 30_000,
  });
}

export function usePricePlans() {
  return useQuery({
    queryKey: ['exsvc', 'pricePlans'],
    queryFn: () => http.get<PricePlan[]>(`${X}/boothContractTerms/availablePricePlan`, { silent: true }),
    staleTime: 10 * 60_000,
  });
}

type BoothAction = { action: 'request' | 'release' | 'append' } | { action: 'alter'; fromBoothNo: string };

/** POST booths/request, PUT booths/release | append | alter. */
export function useBoothAction() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ boothNo, ...a }: BoothAction & { boothNo: string }) => {
      if (a.action === 'request')
        return http.post<BoothRequest>(`${X}/booths/request`, { boothNo }, { silent: true });
      if (a.action === 'alter')
        return http.put<BoothRequest>(
          `${X}/booths/alter`,
          { boothNo, fromBoothNo: a.fromBoothNo },
          { silent: true },
        );
      return http.put<BoothRequest>(`${X}/booths/${a.action}`, { boothNo }, { silent: true });
    },
    onSettled: invalidate,
  });
}

export function useBoothRequests() {
  return useQuery({
    queryKey: ['exsvc', 'boothRequests'],
    queryFn: () => http.get<BoothRequest[]>(`${X}/boothRequests`, { silent: true }),
  });
}

/* -------------------------------------------------------------- advertising */

export function useAds() {
  return useQuery({
    queryKey: keys.ads,
    queryFn: () => http.get<AdRequest[]>(`${X}/advertisingRequest`, { silent: true }),
  });
}

export function useRequestAd() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { position: AdPosition; quantity: number; note: string }) =>
      http.post<AdRequest>(`${X}/advertisingRequest`, body, { silent: true }),
    onSuccess: invalidate,
  });
}

export function useRevokeAd() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) =>
      http.put<AdRequest>(`${X}/advertisingRequest/revoke/${id}`, {}, { silent: true }),
    onSettled: invalidate,
  });
}

/* ---------------------------------------------------------------- contracts */

/** The contracts; every 3 s while one has a WeChat QR code open, so the page turns to "paid" by itself. */
export function useContracts() {
  return useQuery({
    queryKey: keys.contracts,
    queryFn: () => http.get<BoothContract[]>('portal/rest/contracts', { silent: true }),
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.onlinePayment && c.paymentStatus !== 'paid') ? 3000 : false,
  });
}

/** GET portal/rest/payments/methods: whether this server offers WeChat (and whether it is the sandbox). */
export function usePaymentMethods() {
  return useQuery({
    queryKey: [...keys.all, 'paymentMethods'],
    queryFn: () => http.get<PaymentMethods>('portal/rest/payments/methods', { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST portal/rest/contracts/{id}/pay/wechat: a WeChat trade (QR code) for the contract. */
export function usePayOnline() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) =>
      http.post<BoothContract>(`portal/rest/contracts/${id}/pay/wechat`, {}, { silent: true }),
    onSettled: invalidate,
  });
}

/** POST portal/rest/contracts/{id}/pay/wechat/query: "I have paid" — the provider is asked when its notification is late. */
export function useCheckOnline() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) =>
      http.post<BoothContract>(`portal/rest/contracts/${id}/pay/wechat/query`, {}, { silent: true }),
    onSettled: invalidate,
  });
}

export function usePayByBank() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) =>
      http.put<BoothContract>(`portal/rest/contracts/${id}/pay`, {}, { silent: true }),
    onSettled: invalidate,
  });
}

export function useReturnCopy() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, attachmentId }: { id: number; attachmentId: number }) =>
      http.put<BoothContract>(`portal/rest/contracts/return_copy/${id}`, { attachmentId }, { silent: true }),
    onSettled: invalidate,
  });
}

/**
 * GET portal/rest/contracts/preview/{id}?lang=zh|en: the contract PDF, fetched with the session's
 * token and shown in a new tab (preview) or saved (download).
 */
export async function fetchContractPdf(
  contract: { id: number; contractNo: string },
  lang: 'zh' | 'en',
  mode: 'preview' | 'download',
  fallback: string,
): Promise<void> {
  const headers: Record<string, string> = { 'Accept-Language': getLang() };
  const token = getToken();
  if (token) headers[AUTH_HEADER] = token;
  const response = await window.fetch(`/portal/rest/contracts/preview/${contract.id}?lang=${lang}`, {
    headers,
    credentials: 'include',
  });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('application/pdf')) {
    let message = fallback;
    try {
      message = ((await response.json()) as Envelope<unknown>).errorMsg || fallback;
    } catch {
      // not an envelope: keep the fallback
    }
    throw new ApiError(message, response.status, null);
  }
  const url = URL.createObjectURL(await response.blob());
  if (mode === 'preview') {
    window.open(url, '_blank', 'noopener');
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.download = `${contract.contractNo}-${lang}.pdf`;
    document.body.appendChild(link);
    link.click();
    link.remove();
  }
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useInvoiceInfo() {
  return useQuery({
    queryKey: keys.invoice,
    queryFn: () =>
      http.get<{ info: InvoiceInfo; saved: boolean }>(`${X}/invoiceInformation`, { silent: true }),
  });
}

export function useSaveInvoiceInfo() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: InvoiceInfo) =>
      http.put<{ info: InvoiceInfo; saved: boolean }>(`${X}/invoiceInformation`, body, { silent: true }),
    onSuccess: invalidate,
  });
}

/* ---------------------------------------------------------------- organizer */

export const QUEUE_PAGE_SIZE = 20;

export function useApplicationQueue(status: ApplicationState | undefined, page: number) {
  return useQuery({
    queryKey: keys.queue(status ?? 'all', page),
    queryFn: () =>
      http.get<ApplicationPage>(`${ORG}/applications`, {
        query: { status, page, pageSize: QUEUE_PAGE_SIZE },
        silent: true,
      }),
  });
}

export function useReviewApplication() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      action,
      reason,
    }: {
      id: number;
      action: 'approve' | 'reject' | 'requestChanges';
      reason?: string;
    }) =>
      http.put<Application>(`${ORG}/applications/${id}/${action}`, action === 'approve' ? {} : { reason }, {
        silent: true,
      }),
    onSettled: invalidate,
  });
}

export function useOrganizerContracts() {
  return useQuery({
    queryKey: keys.orgContracts,
    queryFn: () => http.get<BoothContract[]>(`${ORG}/contracts`, { silent: true }),
  });
}

/** POST portal/rest/contracts/{id}/invoice: the invoice of a paid contract (asked again after a return). */
export function useRequestContractInvoice() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) =>
      http.post<BoothContract>(`portal/rest/contracts/${id}/invoice`, {}, { silent: true }),
    onSettled: invalidate,
  });
}

/** Organizer: issue a contract's requested invoice (number, date) or return it with a reason. */
export function useDecideContractInvoice() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (
      v:
        | { id: number; action: 'issue'; invoiceNo: string; issuedOn: string }
        | { id: number; action: 'reject'; reason: string },
    ) =>
      http.put<BoothContract>(
        `${ORG}/contracts/${v.id}/invoice/${v.action}`,
        v.action === 'issue' ? { invoiceNo: v.invoiceNo, issuedOn: v.issuedOn } : { reason: v.reason },
        { silent: true },
      ),
    onSettled: invalidate,
  });
}

export function useMarkReceived() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) =>
      http.put<BoothContract>(`${ORG}/contracts/${id}/received`, {}, { silent: true }),
    onSettled: invalidate,
  });
}

export function useAssignBooth() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { boothNo: string; enterpriseId: number | null }) =>
      http.put<{ ok: true }>(`${ORG}/booths/assign`, body, { silent: true }),
    onSettled: invalidate,
  });
}

/** POST exhibitor/rest/attachments/settled/form: the signed contract (PDF, JPG or PNG; private to the enterprise). */
export function uploadSignedCopy(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return http.upload<Attachment>('exhibitor/rest/attachments/settled/form', form, {
    silent: true,
    onProgress,
  });
}

/** GET …/organizer/exhibitorServices/hallPlans/{hall}: walls, booths, doors and facilities. */
export function useHallLayout(hall: string | null) {
  return useQuery({
    queryKey: ['exsvc', 'hallLayout', hall],
    queryFn: () =>
      http.get<HallLayout>(`${ORG}/hallPlans/${encodeURIComponent(hall ?? '')}`, { silent: true }),
    enabled: hall !== null,
  });
}

/** PUT …/hallPlans/{hall}/features; the public floor plan in this browser is read again. */
export function useSaveHallFeatures(hall: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HallFeaturesBody) =>
      http.put<HallLayout>(`${ORG}/hallPlans/${encodeURIComponent(hall ?? '')}/features`, body, {
        silent: true,
      }),
    onSuccess: (layout) => {
      client.setQueryData(['exsvc', 'hallLayout', hall], layout);
      return client.invalidateQueries({ queryKey: ['directory', 'plan', hall] });
    },
  });
}
