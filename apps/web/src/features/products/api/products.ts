import type {
  Attachment,
  DictEntry,
  Product,
  ProductBody,
  ProductPage,
  ProductPageBody,
  ProductQueuePage,
  ProductQueueQuery,
} from '@cidpex/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { earlyKey, startEarly, takeEarly } from '../../../lib/early-data';
import { http } from '../../../lib/http/client';

export const productKeys = {
  all: ['products'] as const,
  page: (body: ProductPageBody) => ['products', 'page', body] as const,
  one: (id: number) => ['products', 'one', id] as const,
  queue: (query: ProductQueueQuery) => ['products', 'queue', query] as const,
};

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: productKeys.all });
}

/** POST exhibitor/rest/products/page */
export function useProducts(body: ProductPageBody) {
  return useQuery({
    queryKey: productKeys.page(body),
    queryFn: () => http.post<ProductPage>('exhibitor/rest/products/page', body, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET exhibitor/rest/products/{productId} */
export function useProduct(id: number | null) {
  return useQuery({
    queryKey: productKeys.one(id ?? 0),
    queryFn: () => http.get<Product>(`exhibitor/rest/products/${id}`, { silent: true }),
    enabled: Boolean(id),
  });
}

/** POST exhibitor/rest/products, or PUT exhibitor/rest/products/{productId} (then …/submit when asked). */
export function useSaveProduct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: ProductBody }) => {
      if (!id) return http.post<Product>('exhibitor/rest/products', body, { silent: true });
      const { submit, ...content } = body;
      const saved = await http.put<Product>(`exhibitor/rest/products/${id}`, content, { silent: true });
      return submit
        ? http.put<Product>(`exhibitor/rest/products/${id}/submit`, undefined, { silent: true })
        : saved;
    },
    onSuccess: refresh,
  });
}

export type ProductCommand = 'submit' | 'list' | 'delist' | 'delete';

/** PUT exhibitor/rest/products/{productId}/submit|list|delist, DELETE exhibitor/rest/products/{productId} */
export function useProductCommand() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      id,
      command,
    }: {
      id: number;
      command: ProductCommand;
    }): Promise<Product | { ok: true }> =>
      command === 'delete'
        ? http.delete<{ ok: true }>(`exhibitor/rest/products/${id}`)
        : http.put<Product>(`exhibitor/rest/products/${id}/${command}`),
    onSuccess: refresh,
  });
}

/** POST exhibitor/rest/attachments/{kind}/form: a product picture (JPG/PNG, 10M) or the video. */
export function uploadProductFile(
  file: File,
  kind: 'enterpriseImage' | 'video',
  onProgress?: (percent: number) => void,
) {
  const form = new FormData();
  form.append('file', file);
  return http.upload<Attachment>(`exhibitor/rest/attachments/${kind}/form`, form, {
    silent: true,
    onProgress,
  });
}

/** GET exhibitor/rest/dicts/code/industry: the product categories. */
export function useCategories() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dicts', 'code', 'industry', i18n.language],
    queryFn: () => http.get<DictEntry[]>('exhibitor/rest/dicts/code/industry', { silent: true }),
    staleTime: 60 * 60_000,
  });
}

/** GET portal/rest/organizer/products */
/** Products per page of the organizer's review queue. */
export const PRODUCT_QUEUE_PAGE_SIZE = 10;
const QUEUE_EARLY = 'organizer/products';

/** GET portal/rest/organizer/products */
export function getProductQueue(query: ProductQueueQuery) {
  return http.get<ProductQueuePage>('portal/rest/organizer/products', {
    query: query as Record<string, string | number | undefined>,
    silent: true,
  });
}

/** Started by the route beside the page's code (issue 23 item 9); the page's query takes it. */
export function startProductQueueEarly(query: ProductQueueQuery) {
  startEarly(earlyKey(QUEUE_EARLY, query), () => getProductQueue(query));
}

export function useProductQueue(query: ProductQueueQuery) {
  return useQuery({
    queryKey: productKeys.queue(query),
    queryFn: () => takeEarly<ProductQueuePage>(earlyKey(QUEUE_EARLY, query)) ?? getProductQueue(query),
    placeholderData: keepPreviousData,
  });
}

/** PUT portal/rest/organizer/products/{productId}/approve | violation (reason required). */
export function useReviewProduct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      reason === undefined
        ? http.put<Product>(`portal/rest/organizer/products/${id}/approve`)
        : http.put<Product>(`portal/rest/organizer/products/${id}/violation`, { reason }, { silent: true }),
    onSuccess: refresh,
  });
}
