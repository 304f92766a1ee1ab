import type {
  HpiaExtras,
  RecommendCardDetail,
  RecommendCardPage,
  SphereBody,
  SphereRequest,
} from '@cidpex/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { keys } from '../api';

/*
 * Calls of the exhibitor service platform (/enterpriseServicePlatform/*): the meeting step of the
 * wizard (sphereRequest and hpiaExtras, already served) and the recommended buyers' cards.
 */
const X = 'exhibitor/rest';

/**
 * The meeting step: the meeting room wish (POST the first time, PUT with its id after) and the
 * HPIA extras. Both are one row per enterprise on the server: a repeated save stores nothing twice.
 */
export function useSaveMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      sphereId,
      sphere,
      hpia,
    }: {
      sphereId: number | null;
      sphere: SphereBody;
      hpia: HpiaExtras;
    }) => {
      const saved = sphereId
        ? await http.put<SphereRequest>(`${X}/sphereRequest`, { ...sphere, id: sphereId }, { silent: true })
        : await http.post<SphereRequest>(`${X}/sphereRequest`, sphere, { silent: true });
      await http.put<HpiaExtras>(`${X}/hpiaExtras`, hpia, { silent: true });
      return saved;
    },
    onSettled: () => client.invalidateQueries({ queryKey: keys.application }),
  });
}

export const CARDS_PAGE_SIZE = 12;

/** GET exhibitor/rest/recommendCards: buyers' cards in the enterprise's industries. */
export function useRecommendCards(category: string | undefined, page: number) {
  const lang = useLang();
  return useQuery({
    queryKey: ['exsvc', 'recommendCards', category ?? 'all', page, lang],
    queryFn: () =>
      http.get<RecommendCardPage>(`${X}/recommendCards`, {
        query: { category, page, pageSize: CARDS_PAGE_SIZE },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET exhibitor/rest/recommendCards/{purposeId}: one card. */
export function useRecommendCard(purposeId: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: ['exsvc', 'recommendCard', purposeId, lang],
    queryFn: () => http.get<RecommendCardDetail>(`${X}/recommendCards/${purposeId}`, { silent: true }),
    enabled: purposeId !== null,
  });
}
