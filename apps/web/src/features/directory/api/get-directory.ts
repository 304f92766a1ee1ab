import type { DirectoryPage, DirectoryQueryBody } from '@cidpex/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { currentExhibitionId } from '../../../lib/session/current-fair';

export const directoryKeys = {
  all: ['directory'] as const,
  page: (body: DirectoryQueryBody, lang: string) => ['directory', 'page', body, lang] as const,
};

/** POST exhibitor/rest/enterprise/exhibition/{exhibitionId}/yellowPage: a page of exhibitors with facet counts. */
export async function getDirectory(body: DirectoryQueryBody, fairId?: number) {
  const exhibitionId = fairId ?? (await currentExhibitionId());
  return http.post<DirectoryPage>(`exhibitor/rest/enterprise/exhibition/${exhibitionId}/yellowPage`, body, {
    silent: true,
  });
}

/** The names come in the request's language, so the language is part of the key. */
export function useDirectory(body: DirectoryQueryBody) {
  const lang = useLang();
  return useQuery({
    queryKey: directoryKeys.page(body, lang),
    queryFn: () => getDirectory(body),
    placeholderData: keepPreviousData,
  });
}
