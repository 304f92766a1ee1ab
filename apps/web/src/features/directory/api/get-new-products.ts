import type { NewProductPage, NewProductsQuery } from '@cidpex/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { currentExhibitionId } from '../../../lib/session/current-fair';

/** GET exhibitor/rest/enterprise/exhibition/{exhibitionId}/newProducts: the pavilion, at most 2 per exhibitor. */
export async function getNewProducts(query: NewProductsQuery, fairId?: number) {
  const exhibitionId = fairId ?? (await currentExhibitionId());
  return http.get<NewProductPage>(`exhibitor/rest/enterprise/exhibition/${exhibitionId}/newProducts`, {
    query: query as Record<string, string | number | undefined>,
    silent: true,
  });
}

export function useNewProducts(query: NewProductsQuery) {
  const lang = useLang();
  return useQuery({
    queryKey: ['directory', 'newProducts', query, lang],
    queryFn: () => getNewProducts(query),
    placeholderData: keepPreviousData,
  });
}
