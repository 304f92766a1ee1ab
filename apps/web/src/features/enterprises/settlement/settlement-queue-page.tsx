import { SETTLEMENT_STATES, type SettlementRow, type SettlementState } from '@cidpex/contracts';
import { App, Button, Empty, Input, List, Pagination, Result, Segmented, Skeleton, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UserText } from '../../../components/user-text';
import { RejectDialog } from '../center/reject-dialog';
import {
  SETTLEMENT_QUEUE_PAGE_SIZE,
  type SettlementQueueParams,
  useReviewSettlement,
  useSettlementQueue,
} from './api';
import { SETTLEMENT_STATE_COLOR, SettlementDetails } from './settlement-parts';

function readParams(search: URLSearchParams): SettlementQueueParams {
  const status = search.get('status');
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    // The queue opens on the waiting applications; 'all' shows every state.
    status:
      status === 'all'
        ? undefined
        : (SETTLEMENT_STATES as readonly string[]).includes(status ?? '')
          ? (status as SettlementState)
          : 'pending',
    keyword: search.get('keyword') || undefined,
  };
}

/**
 * /organizer/settlements: settlement applications of the enterprises, waiting ones first.
 * Filters live in the URL; a waiting application is approved, or rejected with the reason
 * the enterprise reads (and is told by SMS).
 */
export default function SettlementQueuePage() {
  const { t } = useTranslation('enterprises');
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const query = useSettlementQueue(params);
  const review = useReviewSettlement();
  const [draft, setDraft] = useState(params.keyword ?? '');
  const [rejecting, setRejecting] = useState<SettlementRow | null>(null);

  const update = (next: { status?: string; keyword?: string; page?: number }) => {
    const merged = { status: search.get('status') ?? undefined, keyword: params.keyword, page: 1, ...next };
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(merged))
      if (value && !(key === 'page' && value === 1)) out.set(key, String(value));
    setSearch(out);
  };

  let content: ReactNode;
  if (query.isPending) content = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (query.isError)
    content = (
      <Result
        status="warning"
        title={t('loadError')}
        subTitle={query.error.message}
        extra={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
      />
    );
  else if (query.data.rows.length === 0) content = <Empty description={t('settlement.queue.empty')} />;
  else
    content = (
      <>
        <p>{t('settlement.queue.count', { count: query.data.total })}</p>
        <List
          dataSource={query.data.rows}
          renderItem={(row) => (
            <List.Item
              data-testid={`settlement-${row.id}`}
              actions={
                row.status === 'pending'
                  ? [
                      <Button
                        key="approve"
                        size="small"
                        type="primary"
                        aria-label={t('settlement.queue.approveOne', { name: row.enterpriseName })}
                        loading={
                          review.isPending &&
                          review.variables?.id === row.id &&
                          review.variables.action === 'approve'
                        }
                        onClick={() =>
                          review.mutate(
                            { id: row.id, action: 'approve' },
                            { onSuccess: () => message.success(t('settlement.queue.approved')) },
                          )
                        }
                      >
                        {t('settlement.queue.approve')}
                      </Button>,
                      <Button
                        key="reject"
                        size="small"
                        danger
                        aria-label={t('settlement.queue.rejectOne', { name: row.enterpriseName })}
                        onClick={() => setRejecting(row)}
                      >
                        {t('settlement.queue.reject')}
                      </Button>,
                    ]
                  : []
              }
            >
              <div style={{ width: '100%' }}>
                <Space wrap size={6} style={{ marginBottom: 8 }}>
                  <strong>
                    <UserText>{row.enterpriseName}</UserText>
                  </strong>
                  {row.enterpriseNameEn && <UserText>{row.enterpriseNameEn}</UserText>}
                  <Tag color={SETTLEMENT_STATE_COLOR[row.status]}>{t(`settlement.states.${row.status}`)}</Tag>
                </Space>
                <SettlementDetails settlement={row} />
              </div>
            </List.Item>
          )}
        />
        {query.data.total > SETTLEMENT_QUEUE_PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 12 }}
            current={params.page}
            pageSize={SETTLEMENT_QUEUE_PAGE_SIZE}
            total={query.data.total}
            showSizeChanger={false}
            onChange={(page) => update({ page })}
          />
        )}
      </>
    );

  return (
    <div className="org-page">
      <h1>{t('settlement.queue.title')}</h1>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented
          aria-label={t('settlement.queue.status')}
          value={params.status ?? 'all'}
          onChange={(value) => update({ status: value })}
          options={[
            ...SETTLEMENT_STATES.map((s) => ({ value: s, label: t(`settlement.states.${s}`) })),
            { value: 'all', label: t('settlement.queue.all') },
          ]}
        />
        <Input.Search
          aria-label={t('settlement.queue.search')}
          placeholder={t('settlement.queue.search')}
          allowClear
          maxLength={50}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onSearch={(value) => update({ keyword: value.trim() || undefined })}
          style={{ maxWidth: 300 }}
        />
      </Space>
      {content}
      <RejectDialog
        open={rejecting !== null}
        title={t('settlement.queue.rejectTitle')}
        okText={t('settlement.queue.reject')}
        reasonLabel={t('settlement.queue.reason')}
        loading={review.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reason) =>
          review.mutateAsync({ id: rejecting?.id ?? 0, action: 'reject', reason }).then(() => {
            setRejecting(null);
            message.success(t('settlement.queue.rejectedDone'));
          })
        }
      />
    </div>
  );
}
