import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';

export interface QueryResultProps<T> {
  query: UseQueryResult<T>;
  /** Whether the answer holds nothing to show (then `empty` stands in its place); never, if left out. */
  isEmpty?: (data: T) => boolean;
  /** What an empty answer says: the Empty's description. */
  empty?: ReactNode;
  /** Under the Empty, e.g. the link that adds the first one. */
  emptyExtra?: ReactNode;
  retryText: string;
  /**
   * Names the failure in a Result above the server's words (the organizer's queues); without it,
   * the server's words stand alone in an Alert (the enterprise centre).
   */
  errorTitle?: string;
  /** Shown while the first answer is on its way. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * What a page shows for one query: a skeleton while it loads, the failure with a retry, the empty
 * state, or the data drawn by `children`.
 */
export function QueryResult<T>({
  query,
  isEmpty,
  empty,
  emptyExtra,
  retryText,
  errorTitle,
  loading = <Skeleton active paragraph={{ rows: 6 }} />,
  children,
}: QueryResultProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) {
    const retry = <Button onClick={() => void query.refetch()}>{retryText}</Button>;
    return errorTitle ? (
      <Result status="warning" title={errorTitle} subTitle={query.error.message} extra={retry} />
    ) : (
      <Alert type="error" showIcon title={query.error.message} action={retry} />
    );
  }
  if (isEmpty?.(query.data)) return <Empty description={empty}>{emptyExtra}</Empty>;
  return children(query.data);
}
