import { deadLettersSchema } from '@cidpex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET portal/rest/organizer/jobs/dead: background jobs that used up their retries, newest first. */
export async function getDeadLetters() {
  return deadLettersSchema.parse(
    await http.get<unknown>('portal/rest/organizer/jobs/dead', { silent: true }),
  );
}

export const deadLettersQueryOptions = queryOptions({
  queryKey: ['organizer', 'jobs', 'dead'],
  queryFn: getDeadLetters,
});

/** Polls with the outbox, so that a send that just failed for good shows up. */
export function useDeadLetters() {
  return useQuery({ ...deadLettersQueryOptions, refetchInterval: 10_000 });
}
