import { type DictEntry, LIMITS } from '@cidpex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http/client';

/** GET exhibitor/rest/dicts/200417/jobTitle: job titles of the fair, named in the request language. */
export function getJobTitles() {
  return http.get<DictEntry[]>(`exhibitor/rest/dicts/${LIMITS.defaultExhibitionId}/jobTitle`, {
    silent: true,
  });
}

/** GET exhibitor/rest/dicts/code/country */
export function getCountries() {
  return http.get<DictEntry[]>('exhibitor/rest/dicts/code/country', { silent: true });
}

const HOUR = 60 * 60_000;

export function jobTitlesQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['dicts', LIMITS.defaultExhibitionId, 'jobTitle', lang],
    queryFn: getJobTitles,
    staleTime: HOUR,
  });
}

export function countriesQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['dicts', 'code', 'country', lang],
    queryFn: getCountries,
    staleTime: HOUR,
  });
}

export function useJobTitles() {
  const { i18n } = useTranslation();
  return useQuery(jobTitlesQueryOptions(i18n.language));
}

export function useCountries() {
  const { i18n } = useTranslation();
  return useQuery(countriesQueryOptions(i18n.language));
}

/** The name of a dictionary code, or the stored text itself when it is no code (older free text). */
export function dictName(entries: DictEntry[] | undefined, value: string | null | undefined): string {
  if (!value) return '';
  return entries?.find((e) => e.code === value)?.name ?? value;
}
