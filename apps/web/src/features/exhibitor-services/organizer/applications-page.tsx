import { APPLICATION_STATES, type ApplicationQueueRow } from '@cidpex/contracts';
import { Alert, Button, Card, Input, List, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedResult } from '../../../components/paged-result';
import { StatusFilter } from '../../../components/review-queue/status-filter';
import { UserText } from '../../../components/user-text';
import { formatDateTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { readOption, readPage } from '../../../lib/url-params';
import { QUEUE_PAGE_SIZE, useApplicationQueue, useReviewApplication } from '../api';
import { MeetingSummary } from '../components/meeting-summary';
import { money } from '../lib/money';

const TABS = [...APPLICATION_STATES, 'all'] as const;

/**
 * /organizer/exhibitorApplications: applications to exhibit with the applicant's meeting room and
 * HPIA wishes (read-only); approve, reject with a reason, or send back for changes.
 */
export default function ApplicationsPage() {
  const { t } = useTranslation('exsvc');
  const lang = useLang();
  const [search] = useSearchParams();
  const tab = readOption(search.get('status'), TABS, 'submitted');
  const page = readPage(search);
  const query = useApplicationQueue(tab === 'all' ? undefined : tab, page);
  const review = useReviewApplication();
  const [asking, setAsking] = useState<{
    row: ApplicationQueueRow;
    action: 'reject' | 'requestChanges';
  } | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = async (id: number, action: 'approve' | 'reject' | 'requestChanges', why?: string) => {
    setError(null);
    try {
      await review.mutateAsync({ id, action, reason: why });
      setAsking(null);
      setReason('');
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <div className="org-page">
      <h1>{t('org.applications')}</h1>
      <StatusFilter
        label={t('org.status')}
        options={TABS}
        value={tab}
        counts={query.data?.counts}
        labelOf={(s) => (s === 'all' ? t('org.all') : t(`status.${s}`))}
        style={{ marginBottom: 16 }}
      />
      {error && !asking && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <PagedResult
        query={query}
        pageSize={QUEUE_PAGE_SIZE}
        isEmpty={(d) => d.rows.length === 0}
        empty={t('org.empty')}
        errorTitle={t('loadError')}
        retryText={t('retry')}
      >
        {(data) => (
          <List
            dataSource={data.rows}
            renderItem={(row) => (
              <List.Item data-testid={`application-${row.id}`}>
                <Card style={{ width: '100%' }} size="small">
                  <Space wrap size={6}>
                    <strong>
                      <UserText>{row.company?.name ?? `#${row.enterpriseId}`}</UserText>
                    </strong>
                    <Tag>{t(`status.${row.status}`)}</Tag>
                    {row.submittedAt && (
                      <span className="dir-muted">{formatDateTime(row.submittedAt, lang)}</span>
                    )}
                  </Space>
                  {row.company && (
                    <p style={{ margin: '4px 0' }}>
                      {row.company.contactName} · {row.company.contactMobile} · {row.company.contactEmail}
                    </p>
                  )}
                  {row.booth && (
                    <p style={{ margin: '4px 0' }}>
                      {t(`type.${row.booth.type}`)} · {row.booth.area} m² ·{' '}
                      {row.boothRequests
                        .filter((r) => ['held', 'requested', 'approved'].includes(r.status))
                        .map((r) => r.boothNo)
                        .join(', ') || t('plan.noneChosen')}{' '}
                      · {money(row.total, lang)}
                    </p>
                  )}
                  <div style={{ marginBottom: 12 }}>
                    <MeetingSummary app={row} none={t('org.noMeetingWishes')} />
                  </div>
                  {row.reviewNote && <p style={{ margin: '4px 0' }}>{row.reviewNote}</p>}
                  {row.status === 'submitted' && (
                    <Space wrap>
                      <Button
                        type="primary"
                        loading={review.isPending}
                        onClick={() => run(row.id, 'approve')}
                      >
                        {t('org.approve')}
                      </Button>
                      <Button onClick={() => setAsking({ row, action: 'requestChanges' })}>
                        {t('org.requestChanges')}
                      </Button>
                      <Button danger onClick={() => setAsking({ row, action: 'reject' })}>
                        {t('org.reject')}
                      </Button>
                    </Space>
                  )}
                </Card>
              </List.Item>
            )}
          />
        )}
      </PagedResult>
      <Modal
        open={asking !== null}
        title={asking ? t(`org.${asking.action}Title`, { name: asking.row.company?.name ?? '' }) : ''}
        okText={asking ? t(`org.${asking.action}`) : ''}
        okButtonProps={{ disabled: reason.trim() === '', loading: review.isPending }}
        onCancel={() => setAsking(null)}
        onOk={() => asking && run(asking.row.id, asking.action, reason.trim())}
      >
        <label htmlFor="exsvc-reason">{t('org.reason')}</label>
        <Input.TextArea
          id="exsvc-reason"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {reason.trim() === '' && <p className="dir-muted">{t('org.reasonRequired')}</p>}
        {error && <Alert type="error" showIcon title={error} />}
      </Modal>
    </div>
  );
}
