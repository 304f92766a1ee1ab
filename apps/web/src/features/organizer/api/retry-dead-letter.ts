import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** POST portal/rest/organizer/jobs/dead/:id/retry: the job goes back to its queue for a fresh set of tries. */
export function retryDeadLetter(id: string) {
  return http.post<null>(`portal/rest/organizer/jobs/dead/${encodeURIComponent(id)}/retry`);
}

export function useRetryDeadLetter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryDeadLetter,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['organizer', 'jobs', 'dead'] });
      void client.invalidateQueries({ queryKey: ['organizer', 'outbox'] });
    },
  });
}
