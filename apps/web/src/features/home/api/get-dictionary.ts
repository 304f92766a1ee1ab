import { type DictEntry, type DictType, FAIR } from '@cidpex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';

/** GET portal/rest/dicts/exhibition/{id}/{type}: entries named in the request's language. */
export function getDictionary(type: DictType, exhibitionId: number = FAIR.exhibitionId) {
  return http.get<DictEntry[]>(`portal/rest/dicts/exhibition/${exhibitionId}/${type}`, { silent: true });
}

/** The answer depends on the language (Accept-Language), so the language is part of the key. */
export function dictionaryQueryOptions(type: DictType, lang: string) {
  return queryOptions({
    queryKey: ['dicts', FAIR.exhibitionId, type, lang],
    queryFn: () => getDictionary(type),
    select: (entries) => [...entries].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)),
    staleTime: 60 * 60_000,
  });
}

export function useDictionary(type: DictType) {
  const lang = useLang();
  return useQuery(dictionaryQueryOptions(type, lang));
}
