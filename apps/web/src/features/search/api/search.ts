import { SEARCH_PATHS, type SearchBody, type SearchResult, type SuggestResult } from '@cidpex/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';

export const searchKeys = {
  page: (body: SearchBody, lang: string) => ['search', 'page', body, lang] as const,
  suggest: (keyword: string, lang: string) => ['search', 'suggest', keyword, lang] as const,
};

/** POST portal/rest/search: hits of exhibitors, products, posts and news with facet counts. */
export function searchPortal(body: SearchBody) {
  return http.post<SearchResult>(SEARCH_PATHS.search, body, { silent: true });
}

/** GET portal/rest/search/suggest: the best few hits of what is being typed. */
export function suggest(keyword: string, signal?: AbortSignal) {
  return http.get<SuggestResult>(SEARCH_PATHS.suggest, {
    query: { keyword, limit: 8 },
    silent: true,
    signal,
  });
}

/** Names come in the request's language, so the language is part of the key. */
export function useSearch(body: SearchBody) {
  const lang = useLang();
  return useQuery({
    queryKey: searchKeys.page(body, lang),
    queryFn: () => searchPortal(body),
    placeholderData: keepPreviousData,
  });
}

/** Suggestions of a (debounced) keyword; nothing is asked for an empty one. */
export function useSuggestions(keyword: string) {
  const lang = useLang();
  return useQuery({
    queryKey: searchKeys.suggest(keyword, lang),
    queryFn: ({ signal }) => suggest(keyword, signal),
    enabled: keyword.trim() !== '',
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
