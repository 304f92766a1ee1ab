import type { DictEntry } from '@cidpex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http/client';

/** GET exhibitor/rest/dicts/code/country: countries named in the request language. */
export function getCountries() {
  return http.get<DictEntry[]>('exhibitor/rest/dicts/code/country', { silent: true });
}

export function countriesQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['dicts', 'code', 'country', lang],
    queryFn: getCountries,
    staleTime: 60 * 60_000,
  });
}

export function useCountries() {
  const { i18n } = useTranslation();
  return useQuery(countriesQueryOptions(i18n.language));
}
