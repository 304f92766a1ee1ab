import type { Brand, BrandBody } from '@cidpex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { brandKeys } from './brand-keys';

/** POST exhibitor/rest/brands, or PUT exhibitor/rest/brands/{brandId} */
export function useSaveBrand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BrandBody }) =>
      id
        ? http.put<Brand>(`exhibitor/rest/brands/${id}`, body, { silent: true })
        : http.post<Brand>('exhibitor/rest/brands', body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: brandKeys.all }),
  });
}
