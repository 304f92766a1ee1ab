import type { Propaganda, PropagandaPage } from '@cidpex/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { List } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedResult } from '../../../components/paged-result';
import { PROPAGANDA_PAGE_SIZE } from '../api/propaganda';
import { PropagandaCard } from './propaganda-card';

/**
 * A page of publicity items as cards, with the pages under them: the exhibitor's own list
 * (/exhibitor/propaganda), its review states (propagandaAudit) and the organizer's queue.
 */
export function PropagandaList({
  query,
  empty,
  emptyExtra,
  showEnterprise,
  actions,
}: {
  query: UseQueryResult<PropagandaPage>;
  empty: string;
  emptyExtra?: ReactNode;
  showEnterprise?: boolean;
  /** What can be done with one item (nothing when it answers undefined). */
  actions?: (item: Propaganda) => ReactNode;
}) {
  const { t } = useTranslation('exextras');
  return (
    <PagedResult
      query={query}
      pageSize={PROPAGANDA_PAGE_SIZE}
      isEmpty={(d) => d.rows.length === 0}
      empty={empty}
      emptyExtra={emptyExtra}
      errorTitle={t('propaganda.loadError')}
      retryText={t('propaganda.retry')}
    >
      {(data) => (
        <List
          dataSource={data.rows}
          split={false}
          renderItem={(item) => (
            <List.Item>
              <PropagandaCard item={item} showEnterprise={showEnterprise} actions={actions?.(item)} />
            </List.Item>
          )}
        />
      )}
    </PagedResult>
  );
}
