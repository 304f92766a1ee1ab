import type { Brand } from '@cidpex/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { brandKeys } from './brand-keys';

/** GET exhibitor/rest/brands/{brandId} */
export function useBrand(id: number | null) {
  return useQuery({
    queryKey: brandKeys.one(id ?? 0),
    queryFn: () => http.get<Brand>(`exhibitor/rest/brands/${id}`, { silent: true }),
    enabled: Boolean(id),
  });
}
