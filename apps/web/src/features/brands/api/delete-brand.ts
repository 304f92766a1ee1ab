import type {} from '@cidpex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { brandKeys } from './brand-keys';

/** DELETE exhibitor/rest/brands/{brandId} */
export function useDeleteBrand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<{ ok: true }>(`exhibitor/rest/brands/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: brandKeys.all }),
  });
}
