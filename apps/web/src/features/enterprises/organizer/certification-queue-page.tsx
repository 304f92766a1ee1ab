import { CERTIFICATION_STATES, type CertificationRow, type CertificationState } from '@cidpex/contracts';
import {
  App,
  Button,
  Descriptions,
  Empty,
  Image,
  Input,
  List,
  Modal,
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
import { RejectDialog } from '../center/reject-dialog';
import { formatDate } from '../lib/format';
import {
  QUEUE_PAGE_SIZE,
  type QueueParams,
  useCertificationQueue,
  useLicence,
  useReviewCertification,
} from './queue-api';

const STATE_COLOR: Record<CertificationState, string> = {
  pending: 'gold',
  certified: 'green',
  rejected: 'red',
};

function readParams(search: URLSearchParams): QueueParams {
  const status = search.get('status');
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    // The queue opens on the waiting certifications; 'all' shows every state.
    status:
      status === 'all'
        ? undefined
        : (CERTIFICATION_STATES as readonly string[]).includes(status ?? '')
          ? (status as CertificationState)
          : 'pending',
    keyword: search.get('keyword') || undefined,
  };
}

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
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const query = useCertificationQueue(params);
  const review = useReviewCertification();
  const [draft, setDraft] = useState(params.keyword ?? '');
  const [rejecting, setRejecting] = useState<CertificationRow | null>(null);
  const [licence, setLicence] = useState<CertificationRow | null>(null);

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
  else if (query.data.rows.length === 0) content = <Empty description={t('queue.empty')} />;
  else
    content = (
      <>
        <p>{t('queue.count', { count: query.data.total })}</p>
        <List
          dataSource={query.data.rows}
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
                ...(row.status === 'pending'
                  ? [
                      <Button
                        key="approve"
                        size="small"
                        type="primary"
                        aria-label={t('queue.approveOne', { name: row.name })}
                        loading={
                          review.isPending &&
                          review.variables?.id === row.id &&
                          review.variables.action === 'approve'
                        }
                        onClick={() =>
                          review.mutate(
                            { id: row.id, action: 'approve' },
                            { onSuccess: () => message.success(t('queue.approved')) },
                          )
                        }
                      >
                        {t('queue.approve')}
                      </Button>,
                      <Button
                        key="reject"
                        size="small"
                        danger
                        aria-label={t('queue.rejectOne', { name: row.name })}
                        onClick={() => setRejecting(row)}
                      >
                        {t('queue.reject')}
                      </Button>,
                    ]
                  : []),
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
        {query.data.total > QUEUE_PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 12 }}
            current={params.page}
            pageSize={QUEUE_PAGE_SIZE}
            total={query.data.total}
            showSizeChanger={false}
            onChange={(page) => update({ page })}
          />
        )}
      </>
    );

  return (
    <div className="org-page">
      <h1>{t('queue.title')}</h1>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented
          aria-label={t('queue.status')}
          value={params.status ?? 'all'}
          onChange={(value) => update({ status: value })}
          options={[
            ...CERTIFICATION_STATES.map((s) => ({ value: s, label: t(`states.${s}`) })),
            { value: 'all', label: t('queue.all') },
          ]}
        />
        <Input.Search
          aria-label={t('queue.search')}
          placeholder={t('queue.search')}
          allowClear
          maxLength={50}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onSearch={(value) => update({ keyword: value.trim() || undefined })}
          style={{ maxWidth: 300 }}
        />
      </Space>
      {content}
      {licence && <LicenceDialog row={licence} onClose={() => setLicence(null)} />}
      <RejectDialog
        open={rejecting !== null}
        title={t('queue.rejectTitle')}
        okText={t('queue.reject')}
        reasonLabel={t('queue.reason')}
        loading={review.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reason) =>
          review.mutateAsync({ id: rejecting?.id ?? 0, action: 'reject', reason }).then(() => {
            setRejecting(null);
            message.success(t('queue.rejectedDone'));
          })
        }
      />
    </div>
  );
}
