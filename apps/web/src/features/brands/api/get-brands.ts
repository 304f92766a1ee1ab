import type { Brand } from '@cidpex/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { brandKeys } from './brand-keys';

/** GET exhibitor/rest/brands */
export function useBrands() {
  return useQuery({
    queryKey: brandKeys.list,
    queryFn: () => http.get<Brand[]>('exhibitor/rest/brands', { silent: true }),
  });
}
