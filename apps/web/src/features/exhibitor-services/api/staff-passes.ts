import type { StaffPass, StaffPassBody, StaffPassList } from '@cidpex/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';

/* Staff passes of the caller's enterprise (exhibitor/rest/staffPasses). */
const BASE = 'exhibitor/rest/staffPasses';
const key = ['exsvc', 'staffPasses'] as const;

export function useStaffPasses() {
  const lang = useLang();
  return useQuery({
    queryKey: [...key, lang],
    queryFn: () => http.get<StaffPassList>(BASE, { silent: true }),
  });
}

/** Adds (no id) or corrects (with id) a pass. */
export function useSaveStaffPass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StaffPassBody & { id?: number }) =>
      id
        ? http.put<StaffPass>(`${BASE}/${id}`, body, { silent: true })
        : http.post<StaffPass>(BASE, body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useRemoveStaffPass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<{ ok: true }>(`${BASE}/${id}`, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
