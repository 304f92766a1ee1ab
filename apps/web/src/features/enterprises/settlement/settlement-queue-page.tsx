import { ENTERPRISE_LIMITS, SETTLEMENT_STATES, type SettlementRow } from '@cidpex/contracts';
import { List, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedResult } from '../../../components/paged-result';
import { RejectReasonModal } from '../../../components/review-queue/reject-reason-modal';
import { StatusFilter } from '../../../components/review-queue/status-filter';
import { useQueueReview } from '../../../components/review-queue/use-queue-review';
import { UrlSearch } from '../../../components/url-search';
import { UserText } from '../../../components/user-text';
import { readOption, readPage } from '../../../lib/url-params';
import {
  SETTLEMENT_QUEUE_PAGE_SIZE,
  type SettlementQueueParams,
  useReviewSettlement,
  useSettlementQueue,
} from './api';
import { SETTLEMENT_STATE_COLOR, SettlementDetails } from './settlement-parts';

const TABS = [...SETTLEMENT_STATES, 'all'] as const;

function readParams(search: URLSearchParams): SettlementQueueParams {
  // The queue opens on the waiting applications; 'all' shows every state.
  const tab = readOption(search.get('status'), TABS, 'pending');
  return {
    page: readPage(search),
    status: tab === 'all' ? undefined : tab,
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
  const [search] = useSearchParams();
  const params = readParams(search);
  const query = useSettlementQueue(params);
  const review = useQueueReview<SettlementRow>(
    useReviewSettlement(),
    {
      approve: t('settlement.queue.approve'),
      reject: t('settlement.queue.reject'),
      approveOne: (row) => t('settlement.queue.approveOne', { name: row.enterpriseName }),
      rejectOne: (row) => t('settlement.queue.rejectOne', { name: row.enterpriseName }),
      approved: t('settlement.queue.approved'),
      rejected: t('settlement.queue.rejectedDone'),
    },
    'small',
  );

  return (
    <div className="org-page">
      <h1>{t('settlement.queue.title')}</h1>
      <Space wrap style={{ marginBottom: 16 }}>
        <StatusFilter
          label={t('settlement.queue.status')}
          options={TABS}
          value={params.status ?? 'all'}
          counts={query.data?.counts}
          labelOf={(s) => (s === 'all' ? t('settlement.queue.all') : t(`settlement.states.${s}`))}
        />
        <UrlSearch label={t('settlement.queue.search')} param="keyword" style={{ maxWidth: 300 }} />
      </Space>
      <PagedResult
        query={query}
        pageSize={SETTLEMENT_QUEUE_PAGE_SIZE}
        pagerStyle={{ marginTop: 12 }}
        isEmpty={(data) => data.rows.length === 0}
        empty={t('settlement.queue.empty')}
        errorTitle={t('loadError')}
        retryText={t('retry')}
      >
        {(data) => (
          <>
            <p>{t('settlement.queue.count', { count: data.total })}</p>
            <List
              className="wrap-actions"
              dataSource={data.rows}
              renderItem={(row) => (
                <List.Item
                  data-testid={`settlement-${row.id}`}
                  actions={row.status === 'pending' ? review.buttons(row) : []}
                >
                  <div style={{ width: '100%' }}>
                    <Space wrap size={6} style={{ marginBottom: 8 }}>
                      <strong>
                        <UserText>{row.enterpriseName}</UserText>
                      </strong>
                      {row.enterpriseNameEn && <UserText>{row.enterpriseNameEn}</UserText>}
                      <Tag color={SETTLEMENT_STATE_COLOR[row.status]}>
                        {t(`settlement.states.${row.status}`)}
                      </Tag>
                    </Space>
                    <SettlementDetails settlement={row} />
                  </div>
                </List.Item>
              )}
            />
          </>
        )}
      </PagedResult>
      <RejectReasonModal
        {...review.modal}
        title={t('settlement.queue.rejectTitle')}
        okText={t('settlement.queue.reject')}
        reasonLabel={t('settlement.queue.reason')}
        requiredMessage={t('applications.reasonRequired')}
        maxLength={ENTERPRISE_LIMITS.reasonMax}
      />
    </div>
  );
}
