import { type CertificationRow, type CertificationState, ENTERPRISE_LIMITS } from '@cidpex/contracts';
import { Button, Descriptions, Image, List, Modal, Result, Skeleton, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedResult } from '../../../components/paged-result';
import { RejectReasonModal } from '../../../components/review-queue/reject-reason-modal';
import { StatusFilter } from '../../../components/review-queue/status-filter';
import { useQueueReview } from '../../../components/review-queue/use-queue-review';
import { UrlSearch } from '../../../components/url-search';
import { UserText } from '../../../components/user-text';
import { formatDate } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import {
  QUEUE_PAGE_SIZE,
  QUEUE_TABS,
  readQueueParams,
  useCertificationQueue,
  useLicence,
  useReviewCertification,
} from './queue-api';

const STATE_COLOR: Record<CertificationState, string> = {
  pending: 'gold',
  certified: 'green',
  rejected: 'red',
};

function LicenceDialog({ row, onClose }: { row: CertificationRow; onClose: () => void }) {
  const { t } = useTranslation('enterprises');
  const licence = useLicence(row.licenceAttachmentId);
  let body: ReactNode;
  if (licence.isPending) body = <Skeleton.Image active />;
  else if (licence.isError || !licence.data) body = <Result status="warning" title={t('loadError')} />;
  else if (licence.data.mimeType === 'application/pdf')
    body = (
      <a href={licence.data.url} target="_blank" rel="noreferrer">
        {t('queue.openPdf')}
      </a>
    );
  else body = <Image src={licence.data.url} alt={t('queue.licenceOf', { name: row.name })} width="100%" />;
  return (
    <Modal
      open
      title={t('queue.licenceOf', { name: row.name })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}

/**
 * /organizer/enterprises: the certification queue. Filters live in the URL; each waiting
 * certification shows its papers and licence and is approved (the applicant becomes the
 * administrator) or rejected with the reason the applicant reads.
 */
export default function CertificationQueuePage() {
  const { t } = useTranslation('enterprises');
  const lang = useLang();
  const [search] = useSearchParams();
  const params = readQueueParams(search);
  const query = useCertificationQueue(params);
  const review = useQueueReview<CertificationRow>(
    useReviewCertification(),
    {
      approve: t('queue.approve'),
      reject: t('queue.reject'),
      approveOne: (row) => t('queue.approveOne', { name: row.name }),
      rejectOne: (row) => t('queue.rejectOne', { name: row.name }),
      approved: t('queue.approved'),
      rejected: t('queue.rejectedDone'),
    },
    'small',
  );
  const [licence, setLicence] = useState<CertificationRow | null>(null);

  return (
    <div className="org-page">
      <h1>{t('queue.title')}</h1>
      <Space wrap style={{ marginBottom: 16 }}>
        <StatusFilter
          label={t('queue.status')}
          options={QUEUE_TABS}
          value={params.status ?? 'all'}
          counts={query.data?.counts}
          labelOf={(s) => (s === 'all' ? t('queue.all') : t(`states.${s}`))}
        />
        <UrlSearch label={t('queue.search')} param="keyword" style={{ maxWidth: 300 }} />
      </Space>
      <PagedResult
        query={query}
        pageSize={QUEUE_PAGE_SIZE}
        pagerStyle={{ marginTop: 12 }}
        isEmpty={(data) => data.rows.length === 0}
        empty={t('queue.empty')}
        errorTitle={t('loadError')}
        retryText={t('retry')}
      >
        {(data) => (
          <>
            <p>{t('queue.count', { count: data.total })}</p>
            <List
              dataSource={data.rows}
              renderItem={(row) => (
                <List.Item
                  data-testid={`cert-${row.id}`}
                  actions={[
                    <Button
                      key="licence"
                      size="small"
                      onClick={() => setLicence(row)}
                      disabled={!row.licenceAttachmentId}
                    >
                      {t('queue.licence')}
                    </Button>,
                    ...(row.status === 'pending' ? review.buttons(row) : []),
                  ]}
                >
                  <div style={{ width: '100%' }}>
                    <Space wrap size={6} style={{ marginBottom: 8 }}>
                      <strong>
                        <UserText>{row.name}</UserText>
                      </strong>
                      {row.nameEn && <UserText>{row.nameEn}</UserText>}
                      <Tag color={STATE_COLOR[row.status]}>{t(`states.${row.status}`)}</Tag>
                    </Space>
                    <Descriptions size="small" column={{ xs: 1, md: 2 }}>
                      <Descriptions.Item label={t('fields.creditCode')}>{row.creditCode}</Descriptions.Item>
                      <Descriptions.Item label={t('queue.applicant')}>
                        <UserText>{row.applicantName}</UserText> {row.applicantMobile}
                      </Descriptions.Item>
                      <Descriptions.Item label={t('fields.address')}>
                        <UserText>{row.address}</UserText>
                      </Descriptions.Item>
                      <Descriptions.Item label={t('queue.submittedAt')}>
                        {formatDate(row.submittedAt, lang)}
                      </Descriptions.Item>
                      {row.rejectReason && (
                        <Descriptions.Item label={t('queue.reason')}>
                          <UserText>{row.rejectReason}</UserText>
                        </Descriptions.Item>
                      )}
                    </Descriptions>
                  </div>
                </List.Item>
              )}
            />
          </>
        )}
      </PagedResult>
      {licence && <LicenceDialog row={licence} onClose={() => setLicence(null)} />}
      <RejectReasonModal
        {...review.modal}
        title={t('queue.rejectTitle')}
        okText={t('queue.reject')}
        reasonLabel={t('queue.reason')}
        requiredMessage={t('applications.reasonRequired')}
        maxLength={ENTERPRISE_LIMITS.reasonMax}
      />
    </div>
  );
}
