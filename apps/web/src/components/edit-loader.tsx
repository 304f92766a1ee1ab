import type { UseQueryResult } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/**
 * Loads what a form edits: a skeleton meanwhile; the failure, or the state that forbids editing,
 * with the way back; else the form drawn by `children`.
 */
export function EditLoader<T>({
  query,
  back,
  editable,
  notEditable,
  children,
}: {
  query: UseQueryResult<T>;
  back: ReactNode;
  /** Whether the loaded item's state allows editing. */
  editable: (data: T) => boolean;
  /** Says why it cannot be edited. */
  notEditable: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError) return <Result status="warning" title={query.error.message} extra={back} />;
  if (!editable(query.data)) return <Result status="info" title={notEditable} extra={back} />;
  return children(query.data);
}
