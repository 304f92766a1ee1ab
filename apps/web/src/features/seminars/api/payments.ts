import type {
  Order,
  OrderStatus,
  OrganizerOrder,
  OrganizerRefund,
  PaymentMethod,
  PaymentMethods,
  PaymentStart,
  RefundTransferBody,
  RefundView,
  SandboxTrade,
} from '@cidpex/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET register/rest/visitor/order/{requestId}: the order for the request's seated members. */
export function useOrder(requestId: number | null, poll: boolean) {
  return useQuery({
    queryKey: ['payments', 'order', requestId],
    queryFn: () => http.get<Order>(`register/rest/visitor/order/${requestId}`, { silent: true }),
    enabled: requestId !== null,
    refetchInterval: (query) => (poll && query.state.data?.status === 'pending' ? 3000 : false),
  });
}

/** POST portal/rest/payments/{orderId}/start */
export function useStartPayment() {
  return useMutation({
    mutationFn: (input: { orderId: number; method: PaymentMethod }) =>
      http.post<PaymentStart>(
        `portal/rest/payments/${input.orderId}/start`,
        { method: input.method },
        { silent: true },
      ),
  });
}

/** GET portal/rest/payments/methods: what this server offers, and whether WeChat is the sandbox. */
export function usePaymentMethods() {
  return useQuery({
    queryKey: ['payments', 'methods'],
    queryFn: () => http.get<PaymentMethods>('portal/rest/payments/methods', { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST portal/rest/payments/{orderId}/query: ask the provider when the notification is late. */
export function useQueryPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      http.post<Order>(`portal/rest/payments/${orderId}/query`, {}, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: ['payments', 'order'] }),
  });
}

/** GET portal/rest/payments/sandbox/{tradeNo}: what the phone shows. */
export function useSandboxTrade(tradeNo: string | null) {
  return useQuery({
    queryKey: ['payments', 'trade', tradeNo],
    queryFn: () => http.get<SandboxTrade>(`portal/rest/payments/sandbox/${tradeNo}`, { silent: true }),
    enabled: Boolean(tradeNo),
  });
}

/** POST portal/rest/payments/sandbox/{tradeNo}/pay */
export function useSandboxPay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tradeNo: string) =>
      http.post<{ orderId: number; status: OrderStatus; applied: boolean }>(
        `portal/rest/payments/sandbox/${tradeNo}/pay`,
        {},
        { silent: true },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['payments'] }),
  });
}

/** GET portal/rest/organizer/payments */
export function useOrganizerOrders(status?: OrderStatus) {
  return useQuery({
    queryKey: ['payments', 'organizer', status ?? 'all'],
    queryFn: () =>
      http.get<OrganizerOrder[]>('portal/rest/organizer/payments', { query: { status }, silent: true }),
  });
}

/** POST portal/rest/organizer/payments/{orderId}/received */
export function useMarkReceived() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      http.post<Order>(`portal/rest/organizer/payments/${orderId}/received`, {}, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: ['payments'] }),
  });
}

/** POST portal/rest/organizer/payments/{orderId}/refund: all that was paid and not yet refunded; once. */
export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      http.post<Order>(`portal/rest/organizer/payments/${orderId}/refund`, {}, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: ['payments'] }),
  });
}

/** GET portal/rest/organizer/refunds?view= */
export function useOrganizerRefunds(view?: RefundView) {
  return useQuery({
    queryKey: ['payments', 'refunds', view ?? 'all'],
    queryFn: () =>
      http.get<OrganizerRefund[]>('portal/rest/organizer/refunds', { query: { view }, silent: true }),
  });
}

/** Every refund of the list, for the export. */
export function getOrganizerRefunds(view?: RefundView) {
  return http.get<OrganizerRefund[]>('portal/rest/organizer/refunds', { query: { view }, silent: true });
}

/** POST portal/rest/organizer/refunds/{refundId}/transfers: the same bank reference again stores nothing twice. */
export function useRecordTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { refundId: number; body: RefundTransferBody }) =>
      http.post<OrganizerRefund>(`portal/rest/organizer/refunds/${input.refundId}/transfers`, input.body, {
        silent: true,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['payments'] }),
  });
}
