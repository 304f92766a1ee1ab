import { Pagination } from 'antd';
import type { CSSProperties } from 'react';
import { readPage, useUrlParams } from '../lib/url-params';
import { QueryResult, type QueryResultProps } from './query-result';

/**
 * A query's page of rows (see QueryResult) with the pages under it, kept in the address as
 * `?page=`; the pages are left out while everything fits on one.
 */
export function PagedResult<T extends { total: number }>({
  pageSize,
  pagerStyle,
  children,
  ...result
}: QueryResultProps<T> & { pageSize: number; pagerStyle?: CSSProperties }) {
  const [params, update] = useUrlParams();
  return (
    <QueryResult {...result}>
      {(data) => (
        <>
          {children(data)}
          {data.total > pageSize ? (
            <Pagination
              style={pagerStyle}
              current={readPage(params)}
              pageSize={pageSize}
              total={data.total}
              showSizeChanger={false}
              onChange={(page) => update({ page })}
            />
          ) : null}
        </>
      )}
    </QueryResult>
  );
}
