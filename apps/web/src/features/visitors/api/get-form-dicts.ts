import { type DictEntry, type DictType, FAIR } from '@cidpex/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http/client';

/** GET portal/rest/dicts/exhibition/200417/{type}: a dictionary of the fair in the request language. */
export function getDict(type: DictType) {
  return http.get<DictEntry[]>(`portal/rest/dicts/exhibition/${FAIR.exhibitionId}/${type}`, { silent: true });
}

export function useDict(type: DictType) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dicts', FAIR.exhibitionId, type, i18n.language],
    queryFn: () => getDict(type),
    staleTime: 60 * 60_000,
  });
}
