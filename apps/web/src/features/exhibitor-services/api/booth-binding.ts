import type {
  BoothBinding,
  BoothBindingBoard,
  BoothBindingBody,
  InteractionInbox,
  InteractionKind,
} from '@cidpex/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';

/* Booth binding (exhibitor/rest/boothBinding) and the interaction inbox. */
const BASE = 'exhibitor/rest/boothBinding';
const key = ['exsvc', 'boothBinding'] as const;

export function useBoothBinding() {
  const lang = useLang();
  return useQuery({
    queryKey: [...key, lang],
    queryFn: () => http.get<BoothBindingBoard>(BASE, { silent: true }),
  });
}

export function useBind() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BoothBindingBody) => http.post<BoothBinding>(BASE, body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useUnbind() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<{ ok: true }>(`${BASE}/${id}`, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useInteractions(kind?: InteractionKind) {
  const lang = useLang();
  return useQuery({
    queryKey: ['exsvc', 'interaction', kind ?? 'all', lang],
    queryFn: () =>
      http.get<InteractionInbox>(`exhibitor/rest/exhibitorsInteraction${kind ? `?kind=${kind}` : ''}`, {
        silent: true,
      }),
  });
}
