import { FAIR_REQUEST_STATES, type FairRequest, type FairRequestState } from '@cidpex/contracts';
import { App, Button, Empty, List, Pagination, Result, Segmented, Skeleton, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLang } from '../../../app/lang';
import { UserText } from '../../../components/user-text';
import { RejectDialog } from '../../enterprises/center/reject-dialog';
import { formatDate } from '../../enterprises/lib/format';
import { QUEUE_PAGE_SIZE, useFairRequestQueue, useReviewFairRequest } from '../api';

const COLOR = { pending: 'processing', approved: 'success', rejected: 'error' } as const;

function readStatus(value: string | null): FairRequestState | undefined {
  if (value === 'all') return undefined;
  return (FAIR_REQUEST_STATES as readonly string[]).includes(value ?? '')
    ? (value as FairRequestState)
    : 'pending';
}

/**
 * /organizer/fairRequests: enterprises asking to take part in the fair (enterprise/request),
 * waiting ones first; approval puts the enterprise in the fair's exhibitor directory.
 */
export default function FairRequestsPage() {
  const { t } = useTranslation('entpages');
  const lang = useLang();
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const status = readStatus(search.get('status'));
  const page = Math.max(1, Number(search.get('page')) || 1);
  const query = useFairRequestQueue(status, page);
  const review = useReviewFairRequest();
  const [rejecting, setRejecting] = useState<FairRequest | null>(null);

  const update = (next: { status?: string; page?: number }) => {
    const out = new URLSearchParams();
    const s = next.status ?? search.get('status');
    if (s) out.set('status', s);
    if (next.page && next.page > 1) out.set('page', String(next.page));
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
  else if (query.data.rows.length === 0) content = <Empty description={t('fair.empty')} />;
  else
    content = (
      <>
        <List
          dataSource={query.data.rows}
          renderItem={(row) => (
            <List.Item
              data-testid={`fair-request-${row.id}`}
              actions={
                row.status === 'pending'
                  ? [
                      <Button
                        key="approve"
                        size="small"
                        type="primary"
                        aria-label={t('fair.approveOne', { name: row.name })}
                        loading={
                          review.isPending &&
                          review.variables?.id === row.id &&
                          review.variables.action === 'approve'
                        }
                        onClick={() =>
                          review.mutate(
                            { id: row.id, action: 'approve' },
                            { onSuccess: () => void message.success(t('fair.approved')) },
                          )
                        }
                      >
                        {t('review.approve')}
                      </Button>,
                      <Button
                        key="reject"
                        size="small"
                        danger
                        aria-label={t('fair.rejectOne', { name: row.name })}
                        onClick={() => setRejecting(row)}
                      >
                        {t('review.reject')}
                      </Button>,
                    ]
                  : []
              }
            >
              <div style={{ minWidth: 0 }}>
                <Space wrap size={6}>
                  <strong>
                    <UserText>{row.name}</UserText>
                  </strong>
                  {row.nameEn && <UserText>{row.nameEn}</UserText>}
                  <Tag color={COLOR[row.status]}>{t(`fair.states.${row.status}`)}</Tag>
                  <span className="dir-muted">{formatDate(row.createdAt, lang)}</span>
                </Space>
                {row.note && (
                  <p style={{ margin: '4px 0' }}>
                    {t('fair.note')}
                    <UserText>{row.note}</UserText>
                  </p>
                )}
                {row.rejectReason && (
                  <p style={{ margin: '4px 0' }}>
                    {t('review.reason')}
                    <UserText>{row.rejectReason}</UserText>
                  </p>
                )}
              </div>
            </List.Item>
          )}
        />
        {query.data.total > QUEUE_PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 12 }}
            current={page}
            pageSize={QUEUE_PAGE_SIZE}
            total={query.data.total}
            showSizeChanger={false}
            onChange={(p) => update({ page: p })}
          />
        )}
      </>
    );

  return (
    <div className="org-page">
      <h1>{t('fair.title')}</h1>
      <Segmented
        aria-label={t('fair.status')}
        value={status ?? 'all'}
        onChange={(value) => update({ status: String(value), page: 1 })}
        options={[
          ...FAIR_REQUEST_STATES.map((s) => ({ value: s, label: t(`fair.states.${s}`) })),
          { value: 'all', label: t('fair.all') },
        ]}
        style={{ marginBottom: 16 }}
      />
      {content}
      <RejectDialog
        open={rejecting !== null}
        title={t('fair.rejectTitle', { name: rejecting?.name ?? '' })}
        okText={t('review.reject')}
        reasonLabel={t('review.reasonLabel')}
        loading={review.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reason) =>
          review.mutateAsync({ id: rejecting?.id ?? 0, action: 'reject', reason }).then(() => {
            setRejecting(null);
            void message.success(t('fair.rejectedDone'));
          })
        }
      />
    </div>
  );
}
