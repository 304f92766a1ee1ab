import type { UseQueryResult } from '@tanstack/react-query';
import { App, Skeleton, Space } from 'antd';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cardQueueFilters } from '../../lib/url-params';
import { PagedResult } from '../paged-result';
import { UrlSearch } from '../url-search';
import { RejectReasonModal } from './reject-reason-modal';
import { ReviewCard, type ReviewCardHead } from './review-card';
import { StatusFilter } from './status-filter';

/** The review call of a card queue: an approval without a reason, a rejection with one. */
export interface CardReview {
  isPending: boolean;
  error: Error | null;
  variables?: { id: number; reason?: string };
  mutate(input: { id: number; reason?: string }, options: { onSuccess: () => void }): void;
}

/** One decision of a card queue, in the words of its domain. */
interface Decision<Row> {
  /** Its own instance of the review call, so that the two decisions show their own progress. */
  review: CardReview;
  /** The button's words (and the confirming button's). */
  label: string;
  /** Whether a row's state allows it. */
  allowed: (row: Row) => boolean;
  /** Said once it went through. */
  done: string;
}

export interface CardQueueApproval<Row> extends Decision<Row> {
  /** The question asked before approving. */
  confirm: (row: Row) => string;
}

export interface CardQueueRejection<Row> extends Decision<Row> {
  /** The reason dialog's title. */
  title: (row: Row) => string;
  reasonLabel: string;
  reasonHelp: string;
  maxLength: number;
}

/**
 * The filters of a card queue as the address holds them: the state (`?status=`, `first` unless
 * it names another), the search words (`?q=`) and the page.
 */
export function useCardQueueFilters<S extends string>(states: readonly S[], first: S) {
  const [params] = useSearchParams();
  return cardQueueFilters(params, states, first);
}

/**
 * An organizer's queue reviewed one card at a time (activities, products): the states with their
 * counts and a search, both kept in the address, then a page of cards, each approved after a
 * confirmation or rejected with the reason the enterprise reads. `card` names a row's card,
 * `children` draws what the organizer checks on it.
 */
export function CardQueue<S extends string, Row extends { id: number }>({
  title,
  states,
  status,
  stateLabel,
  search,
  query,
  pageSize,
  empty,
  retryText,
  card,
  approval,
  rejection,
  children,
}: {
  title: string;
  states: readonly S[];
  /** The state shown (`?status=`). */
  status: S;
  /** A state's words; its count is added once the queue answered. */
  stateLabel: (state: S) => string;
  search: { label: string; maxLength?: number; style?: CSSProperties };
  query: UseQueryResult<{ rows: Row[]; total: number; counts: Record<S, number> }>;
  pageSize: number;
  empty: string;
  retryText: string;
  card: (row: Row) => ReviewCardHead;
  approval: CardQueueApproval<Row>;
  rejection: CardQueueRejection<Row>;
  children: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const counts = query.data?.counts;
  const approve = (row: Row) =>
    approval.review.mutate({ id: row.id }, { onSuccess: () => void message.success(approval.done) });
  const reject = (row: Row, reason: string) =>
    rejection.review.mutate(
      { id: row.id, reason },
      {
        onSuccess: () => {
          void message.success(rejection.done);
          setRejecting(null);
        },
      },
    );
  return (
    <div>
      <h1 style={{ fontSize: 22 }}>{title}</h1>
      <Space wrap style={{ marginBottom: 16 }}>
        <StatusFilter
          options={states}
          value={status}
          labelOf={(s) => (counts ? t('tabCount', { tab: stateLabel(s), count: counts[s] }) : stateLabel(s))}
        />
        <UrlSearch {...search} />
      </Space>
      <PagedResult
        query={query}
        pageSize={pageSize}
        isEmpty={(data) => data.total === 0}
        empty={empty}
        retryText={retryText}
        loading={<Skeleton active paragraph={{ rows: 4 }} />}
      >
        {(data) =>
          data.rows.map((row) => (
            <ReviewCard
              key={row.id}
              {...card(row)}
              approve={
                approval.allowed(row) && {
                  label: approval.label,
                  confirm: approval.confirm(row),
                  loading: approval.review.isPending && approval.review.variables?.id === row.id,
                  onConfirm: () => approve(row),
                }
              }
              reject={rejection.allowed(row) && { label: rejection.label, onClick: () => setRejecting(row) }}
            >
              {children(row)}
            </ReviewCard>
          ))
        }
      </PagedResult>
      <RejectReasonModal
        open={rejecting !== null}
        title={rejecting ? rejection.title(rejecting) : ''}
        okText={rejection.label}
        reasonLabel={rejection.reasonLabel}
        reasonHelp={rejection.reasonHelp}
        maxLength={rejection.maxLength}
        loading={rejection.review.isPending}
        error={rejection.review.error?.message}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => rejecting && reject(rejecting, reason)}
      />
    </div>
  );
}
