import type {
  AgentApplyBody,
  SampleApplyBody,
  TradeApply,
  TradeApplyExport,
  TradeApplyFilter,
  TradeApplyKind,
  TradeApplyPage,
  TradeApplyState,
  TradeApplyUpdateBody,
} from '@cidpex/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/*
 * Sample and agency applications (spec §7 sampleApplys / agentApplys): the exhibitor's page,
 * answer and export; the buyer's submit and its own state; the organizer's overview.
 */
const X = 'exhibitor/rest';
const RESOURCE: Record<TradeApplyKind, string> = { sample: 'sampleApplys', agency: 'agentApplys' };
export const TRADE_PAGE_SIZE = 10;

const tradeKeys = {
  all: ['exsvc', 'trade'] as const,
  page: (kind: TradeApplyKind, filter: TradeApplyFilter, page: number) =>
    ['exsvc', 'trade', 'page', kind, filter, page] as const,
  mine: (kind: TradeApplyKind, targetId: number) => ['exsvc', 'trade', 'mine', kind, targetId] as const,
  org: (kind: TradeApplyKind, status: TradeApplyState | undefined, page: number) =>
    ['exsvc', 'trade', 'org', kind, status, page] as const,
};

/** POST sampleApplys/page | agentApplys/page: the applications to the caller's enterprise. */
export function useTradeApplies(kind: TradeApplyKind, filter: TradeApplyFilter, page: number) {
  return useQuery({
    queryKey: tradeKeys.page(kind, filter, page),
    queryFn: () =>
      http.post<TradeApplyPage>(
        `${X}/${RESOURCE[kind]}/page`,
        { ...filter, page, pageSize: TRADE_PAGE_SIZE },
        { silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** PUT …/update: accept, or decline with a reply. */
export function useAnswerTradeApply(kind: TradeApplyKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TradeApplyUpdateBody) =>
      http.put<TradeApply>(`${X}/${RESOURCE[kind]}/update`, body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: tradeKeys.all }),
  });
}

/** POST …/export: every row of the filter, for the spreadsheet. */
export function exportTradeApplies(kind: TradeApplyKind, filter: TradeApplyFilter) {
  return http.post<TradeApplyExport>(`${X}/${RESOURCE[kind]}/export`, filter, { silent: true });
}

/** GET …/mine/{target}: the buyer's own application for a product or exhibitor (null when none). */
export function useMyTradeApply(kind: TradeApplyKind, targetId: number, enabled: boolean) {
  return useQuery({
    queryKey: tradeKeys.mine(kind, targetId),
    queryFn: () => http.get<TradeApply | null>(`${X}/${RESOURCE[kind]}/mine/${targetId}`, { silent: true }),
    enabled,
  });
}

/** POST sampleApplys | agentApplys: the buyer's application (a repeated submit answers the first). */
export function useSubmitTradeApply(kind: TradeApplyKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SampleApplyBody | AgentApplyBody) =>
      http.post<TradeApply>(`${X}/${RESOURCE[kind]}`, body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: tradeKeys.all }),
  });
}

/** The organizer's overview of one kind. */
export function useOrgTradeApplies(kind: TradeApplyKind, status: TradeApplyState | undefined, page: number) {
  return useQuery({
    queryKey: tradeKeys.org(kind, status, page),
    queryFn: () =>
      http.get<TradeApplyPage>('portal/rest/organizer/exhibitorServices/tradeApplys', {
        query: { kind, status, page, pageSize: TRADE_PAGE_SIZE },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}
