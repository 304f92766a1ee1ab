import { type OutboxRow, outboxPageSchema } from '@cidpex/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export type OutboxChannel = OutboxRow['channel'];

export interface OutboxParams {
  page: number;
  pageSize: number;
  channel?: OutboxChannel;
  /** Part of a recipient (email address or mobile number). */
  q?: string;
}

/** GET portal/rest/organizer/outbox: mail and SMS the server sent, newest first. */
export async function getOutbox(params: OutboxParams) {
  const answer = await http.get<unknown>('portal/rest/organizer/outbox', {
    silent: true,
    query: { page: params.page, pageSize: params.pageSize, channel: params.channel, q: params.q },
  });
  return outboxPageSchema.parse(answer);
}

export function outboxQueryOptions(params: OutboxParams) {
  return queryOptions({
    queryKey: ['organizer', 'outbox', params],
    queryFn: () => getOutbox(params),
    placeholderData: keepPreviousData,
  });
}

/** Polls while open: a code sent a moment ago shows up without a reload (the demo reads codes here). */
export function useOutbox(params: OutboxParams) {
  return useQuery({ ...outboxQueryOptions(params), refetchInterval: 10_000 });
}
