import { PREVIEW_STATES, type Preview, type PreviewState } from '@cidpex/contracts';
import {
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Pagination,
  Result,
  Segmented,
  Skeleton,
  Space,
  Tag,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLang } from '../../../app/lang';
import { UserText } from '../../../components/user-text';
import { RejectDialog } from '../../enterprises/center/reject-dialog';
import { formatDate } from '../../enterprises/lib/format';
import { QUEUE_PAGE_SIZE, usePreviewQueue, useReviewPreview } from '../api';
import { PagePreview } from '../page-preview';
import { PREVIEW_STATE_COLOR } from '../preview-page';

function readStatus(value: string | null): PreviewState | undefined {
  if (value === 'all') return undefined;
  return (PREVIEW_STATES as readonly string[]).includes(value ?? '') ? (value as PreviewState) : 'pending';
}

function Texts({ preview }: { preview: Preview }) {
  const { t } = useTranslation('entpages');
  const none = <span className="dir-muted">{t('review.none')}</span>;
  return (
    <Descriptions
      size="small"
      column={1}
      style={{ marginTop: 12 }}
      items={(['profileZhHans', 'profileZhHant', 'profileEn'] as const).map((key) => ({
        key,
        label: t(`fields.${key}`),
        children: preview[key] ? <UserText>{preview[key]}</UserText> : none,
      }))}
    />
  );
}

/**
 * /organizer/enterprisePages: exhibitor pages submitted by the enterprises, waiting ones
 * oldest first; each is shown as buyers will see it and approved (it becomes the public page)
 * or rejected with the reason the enterprise reads.
 */
export default function PageReviewPage() {
  const { t } = useTranslation('entpages');
  const lang = useLang();
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const status = readStatus(search.get('status'));
  const page = Math.max(1, Number(search.get('page')) || 1);
  const query = usePreviewQueue(status, page);
  const review = useReviewPreview();
  const [rejecting, setRejecting] = useState<Preview | null>(null);

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
  else if (query.data.rows.length === 0) content = <Empty description={t('review.empty')} />;
  else
    content = (
      <>
        <p>{t('review.count', { count: query.data.total })}</p>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {query.data.rows.map((row) => (
            <Card
              key={row.id}
              size="small"
              data-testid={`page-review-${row.id}`}
              title={
                <Space wrap size={6}>
                  <UserText>{row.name}</UserText>
                  <Tag color={PREVIEW_STATE_COLOR[row.status]}>{t(`states.${row.status}`)}</Tag>
                </Space>
              }
              extra={row.submittedAt ? formatDate(row.submittedAt, lang) : null}
            >
              <PagePreview page={row} lang={lang} />
              <Texts preview={row} />
              {row.status === 'rejected' && row.rejectReason && (
                <p>
                  {t('review.reason')}
                  <UserText>{row.rejectReason}</UserText>
                </p>
              )}
              {row.status === 'pending' && (
                <Space wrap style={{ marginTop: 12 }}>
                  <Button
                    type="primary"
                    aria-label={t('review.approveOne', { name: row.name })}
                    loading={
                      review.isPending &&
                      review.variables?.id === row.id &&
                      review.variables.action === 'approve'
                    }
                    onClick={() =>
                      review.mutate(
                        { id: row.id, action: 'approve' },
                        { onSuccess: () => void message.success(t('review.approved')) },
                      )
                    }
                  >
                    {t('review.approve')}
                  </Button>
                  <Button
                    danger
                    aria-label={t('review.rejectOne', { name: row.name })}
                    onClick={() => setRejecting(row)}
                  >
                    {t('review.reject')}
                  </Button>
                </Space>
              )}
            </Card>
          ))}
        </Space>
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
      <h1>{t('review.title')}</h1>
      <Segmented
        aria-label={t('review.status')}
        value={status ?? 'all'}
        onChange={(value) => update({ status: String(value), page: 1 })}
        options={[
          ...PREVIEW_STATES.map((s) => ({ value: s, label: t(`states.${s}`) })),
          { value: 'all', label: t('review.all') },
        ]}
        style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
      />
      {content}
      <RejectDialog
        open={rejecting !== null}
        title={t('review.rejectTitle', { name: rejecting?.name ?? '' })}
        okText={t('review.reject')}
        reasonLabel={t('review.reasonLabel')}
        loading={review.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reason) =>
          review.mutateAsync({ id: rejecting?.id ?? 0, action: 'reject', reason }).then(() => {
            setRejecting(null);
            void message.success(t('review.rejected'));
          })
        }
      />
    </div>
  );
}
