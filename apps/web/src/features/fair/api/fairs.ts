import { CURRENT_EXHIBITION_KEY, type FairEdition, type FairPhasesBody } from '@cidpex/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http/client';

export const fairKeys = { list: (lang: string) => ['fair', 'list', lang] as const };

/** GET portal/rest/organizer/fairs (ours): the fair editions with their phases. */
export function useFairs() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: fairKeys.list(i18n.language),
    queryFn: () => http.get<FairEdition[]>('portal/rest/organizer/fairs', { silent: true }),
  });
}

/** PUT portal/rest/organizer/fairs/{exhibitionId}/phases (ours): every page re-reads the current fair. */
export function useUpdateFairPhases() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FairPhasesBody }) =>
      http.put<FairEdition>(`portal/rest/organizer/fairs/${id}/phases`, body, { silent: true }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['fair'] }),
        client.invalidateQueries({ queryKey: ['config', CURRENT_EXHIBITION_KEY] }),
      ]);
    },
  });
}
