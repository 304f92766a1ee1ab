import { ENTERPRISE_LIMITS, FAIR_REQUEST_STATES, type FairRequest } from '@cidpex/contracts';
import { List, Space, Tag } from 'antd';
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
import { QUEUE_PAGE_SIZE, useFairRequestQueue, useReviewFairRequest } from '../api';

const COLOR = { pending: 'processing', approved: 'success', rejected: 'error' } as const;
const TABS = [...FAIR_REQUEST_STATES, 'all'] as const;

/**
 * /organizer/fairRequests: enterprises asking to take part in the fair (enterprise/request),
 * waiting ones first; approval puts the enterprise in the fair's exhibitor directory.
 */
export default function FairRequestsPage() {
  const { t } = useTranslation('entpages');
  const lang = useLang();
  const [search] = useSearchParams();
  const tab = readOption(search.get('status'), TABS, 'pending');
  const page = readPage(search);
  const query = useFairRequestQueue(tab === 'all' ? undefined : tab, page);
  const review = useQueueReview<FairRequest>(
    useReviewFairRequest(),
    {
      approve: t('review.approve'),
      reject: t('review.reject'),
      approveOne: (row) => t('fair.approveOne', { name: row.name }),
      rejectOne: (row) => t('fair.rejectOne', { name: row.name }),
      approved: t('fair.approved'),
      rejected: t('fair.rejectedDone'),
    },
    'small',
  );

  return (
    <div className="org-page">
      <h1>{t('fair.title')}</h1>
      <StatusFilter
        label={t('fair.status')}
        options={TABS}
        value={tab}
        counts={query.data?.counts}
        labelOf={(s) => (s === 'all' ? t('fair.all') : t(`fair.states.${s}`))}
        style={{ marginBottom: 16 }}
      />
      <PagedResult
        query={query}
        pageSize={QUEUE_PAGE_SIZE}
        pagerStyle={{ marginTop: 12 }}
        isEmpty={(data) => data.rows.length === 0}
        empty={t('fair.empty')}
        errorTitle={t('loadError')}
        retryText={t('retry')}
      >
        {(data) => (
          <List
            dataSource={data.rows}
            renderItem={(row) => (
              <List.Item
                data-testid={`fair-request-${row.id}`}
                actions={row.status === 'pending' ? review.buttons(row) : []}
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
        )}
      </PagedResult>
      <RejectReasonModal
        {...review.modal}
        title={t('fair.rejectTitle', { name: review.rejecting?.name ?? '' })}
        okText={t('review.reject')}
        reasonLabel={t('review.reasonLabel')}
        requiredMessage={t('review.reasonRequired')}
        maxLength={ENTERPRISE_LIMITS.reasonMax}
      />
    </div>
  );
}
