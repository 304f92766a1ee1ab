import type { Product } from '@cidpex/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';

/** GET portal/rest/products/{productId}: a product on sale, for anyone (products module). */
export function getPublicProduct(productId: number) {
  return http.get<Product>(`portal/rest/products/${productId}`, { silent: true });
}

export function usePublicProduct(productId: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: ['directory', 'product', productId, lang],
    queryFn: () => getPublicProduct(productId ?? 0),
    enabled: productId !== null,
  });
}
