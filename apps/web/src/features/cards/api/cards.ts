import {
  type CardExchange,
  type CardHolderBody,
  type CardHolderPage,
  type CardPreview,
  type DictEntry,
  LIMITS,
  type MyCard,
} from '@cidpex/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http/client';

export const cardKeys = {
  all: ['cards'] as const,
  mine: ['cards', 'mine'] as const,
  preview: (code: string) => ['cards', 'preview', code] as const,
  holder: (body: CardHolderBody) => ['cards', 'holder', body] as const,
};

/** GET portal/rest/cards/mine: the caller's card and its exchange code. */
export function useMyCard() {
  return useQuery({
    queryKey: cardKeys.mine,
    queryFn: () => http.get<MyCard>('portal/rest/cards/mine', { silent: true }),
  });
}

/** GET portal/rest/cards/code/{code}: whose card a code is (no contact details). */
export function useCardPreview(code: string | null) {
  return useQuery({
    queryKey: cardKeys.preview(code ?? ''),
    queryFn: () => http.get<CardPreview>(`portal/rest/cards/code/${code}`, { silent: true }),
    enabled: Boolean(code),
    retry: false,
  });
}

/** POST portal/rest/cards/exchange */
export function useExchangeCards() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      http.post<CardExchange>('portal/rest/cards/exchange', { code }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: cardKeys.all }),
  });
}

/** POST portal/rest/cards/holder/page */
export function useCardHolder(body: CardHolderBody) {
  return useQuery({
    queryKey: cardKeys.holder(body),
    queryFn: () => http.post<CardHolderPage>('portal/rest/cards/holder/page', body, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** DELETE portal/rest/cards/holder/{cardId} */
export function useRemoveCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => http.delete<{ ok: true }>(`portal/rest/cards/holder/${cardId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: cardKeys.all }),
  });
}

/** GET exhibitor/rest/dicts/200417/jobTitle: to name the job title codes cards carry. */
export function useJobTitleName() {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: ['dicts', LIMITS.defaultExhibitionId, 'jobTitle', i18n.language],
    queryFn: () =>
      http.get<DictEntry[]>(`exhibitor/rest/dicts/${LIMITS.defaultExhibitionId}/jobTitle`, { silent: true }),
    staleTime: 60 * 60_000,
  });
  return (value: string | null | undefined) =>
    value ? (query.data?.find((e) => e.code === value)?.name ?? value) : '';
}
