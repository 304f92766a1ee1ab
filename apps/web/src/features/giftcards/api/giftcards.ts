import type {
  GiftBatch,
  GiftBatchBody,
  GiftCodePage,
  GiftRedeemResult,
  GiftRedemption,
} from '@cidpex/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

const MINE = ['giftcards', 'mine'] as const;

/** POST portal/rest/giftCards/redeem */
export function redeemGiftCard(code: string) {
  return http.post<GiftRedeemResult>('portal/rest/giftCards/redeem', { code }, { silent: true });
}

export function useRedeemGiftCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: redeemGiftCard,
    onSuccess: () => client.invalidateQueries({ queryKey: MINE }),
  });
}

/** GET portal/rest/giftCards/mine */
export function useMyGiftCards() {
  return useQuery({
    queryKey: MINE,
    queryFn: () => http.get<GiftRedemption[]>('portal/rest/giftCards/mine', { silent: true }),
  });
}

const ORG = 'portal/rest/organizer/giftCards';

/** GET portal/rest/organizer/giftCards */
export function useGiftBatches() {
  return useQuery({
    queryKey: ['giftcards', 'batches'],
    queryFn: () => http.get<GiftBatch[]>(ORG, { silent: true }),
  });
}

/** POST portal/rest/organizer/giftCards */
export function useCreateGiftBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GiftBatchBody) => http.post<GiftBatch>(ORG, body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['giftcards'] }),
  });
}

export interface CodeParams {
  batchId: number;
  page: number;
  redeemed: 'all' | 'yes' | 'no';
}

/** GET portal/rest/organizer/giftCards/{batchId}/codes */
export function getGiftCodes(params: CodeParams, pageSize = 20) {
  return http.get<GiftCodePage>(`${ORG}/${params.batchId}/codes`, {
    query: { page: params.page, pageSize, redeemed: params.redeemed },
    silent: true,
  });
}

export function useGiftCodes(params: CodeParams | null) {
  return useQuery({
    queryKey: ['giftcards', 'codes', params],
    queryFn: () => getGiftCodes(params as CodeParams),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
