import { ENTERPRISE_LIMITS, PREVIEW_STATES, type Preview } from '@cidpex/contracts';
import { Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedResult } from '../../../components/paged-result';
import { RejectReasonModal } from '../../../components/review-queue/reject-reason-modal';
import { StatusFilter } from '../../../components/review-queue/status-filter';
import { useQueueReview } from '../../../components/review-queue/use-queue-review';
import { UserText } from '../../../components/user-text';
import { formatDate } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { readOption, readPage } from '../../../lib/url-params';
import { QUEUE_PAGE_SIZE, usePreviewQueue, useReviewPreview } from '../api';
import { PagePreview } from '../page-preview';
import { PREVIEW_STATE_COLOR } from '../preview-page';

const TABS = [...PREVIEW_STATES, 'all'] as const;

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
  const [search] = useSearchParams();
  const tab = readOption(search.get('status'), TABS, 'pending');
  const page = readPage(search);
  const query = usePreviewQueue(tab === 'all' ? undefined : tab, page);
  const review = useQueueReview<Preview>(useReviewPreview(), {
    approve: t('review.approve'),
    reject: t('review.reject'),
    approveOne: (row) => t('review.approveOne', { name: row.name }),
    rejectOne: (row) => t('review.rejectOne', { name: row.name }),
    approved: t('review.approved'),
    rejected: t('review.rejected'),
  });

  return (
    <div className="org-page">
      <h1>{t('review.title')}</h1>
      <StatusFilter
        label={t('review.status')}
        options={TABS}
        value={tab}
        counts={query.data?.counts}
        labelOf={(s) => (s === 'all' ? t('review.all') : t(`states.${s}`))}
        style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
      />
      <PagedResult
        query={query}
        pageSize={QUEUE_PAGE_SIZE}
        pagerStyle={{ marginTop: 12 }}
        isEmpty={(data) => data.rows.length === 0}
        empty={t('review.empty')}
        errorTitle={t('loadError')}
        retryText={t('retry')}
      >
        {(data) => (
          <>
            <p>{t('review.count', { count: data.total })}</p>
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              {data.rows.map((row) => (
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
                      {review.buttons(row)}
                    </Space>
                  )}
                </Card>
              ))}
            </Space>
          </>
        )}
      </PagedResult>
      <RejectReasonModal
        {...review.modal}
        title={t('review.rejectTitle', { name: review.rejecting?.name ?? '' })}
        okText={t('review.reject')}
        reasonLabel={t('review.reasonLabel')}
        requiredMessage={t('review.reasonRequired')}
        maxLength={ENTERPRISE_LIMITS.reasonMax}
      />
    </div>
  );
}
