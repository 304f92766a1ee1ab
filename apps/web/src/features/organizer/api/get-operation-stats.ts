import { type OPERATION_TYPES, operationStatsSchema } from '@cidpex/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export type OperationType = (typeof OPERATION_TYPES)[number];

export interface OperationStatsParams {
  days: number;
  type: OperationType;
}

/** GET portal/rest/organizer/operates/stats: counts per Asia/Shanghai day and path. */
export async function getOperationStats(params: OperationStatsParams) {
  const answer = await http.get<unknown>('portal/rest/organizer/operates/stats', {
    silent: true,
    query: { days: params.days, type: params.type },
  });
  return operationStatsSchema.parse(answer);
}

export function operationStatsQueryOptions(params: OperationStatsParams) {
  return queryOptions({
    queryKey: ['organizer', 'operations', params],
    queryFn: () => getOperationStats(params),
    placeholderData: keepPreviousData,
  });
}

export function useOperationStats(params: OperationStatsParams) {
  return useQuery(operationStatsQueryOptions(params));
}
