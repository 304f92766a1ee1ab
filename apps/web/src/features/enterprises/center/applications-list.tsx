import {
  ENTERPRISE_LIMITS,
  JOIN_STATES,
  type JoinRequest,
  type JoinState,
  nextJoinState,
} from '@cidpex/contracts';
import { App, Button, Empty, Input, List, Popconfirm, Result, Segmented, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RejectReasonModal } from '../../../components/review-queue/reject-reason-modal';
import { UserText } from '../../../components/user-text';
import { formatDate } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { PAGE_SIZE, useApplications, useAuditJoin } from '../api/center';

const STATE_COLOR: Record<JoinState, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
  blacklisted: 'magenta',
  removed: 'default',
};
const FILTERS = ['pending', 'all', ...JOIN_STATES.filter((s) => s !== 'pending')] as const;

/** Join requests to the enterprise (administrator): approve, reject with a reason, blacklist. */
export function ApplicationsList() {
  const { t } = useTranslation('enterprises');
  const lang = useLang();
  const { message } = App.useApp();
  const [status, setStatus] = useState<(typeof FILTERS)[number]>('pending');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<JoinRequest | null>(null);
  const query = useApplications({
    status: status === 'all' ? undefined : status,
    keyword: keyword || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const audit = useAuditJoin();
  const busy = (row: JoinRequest) => audit.isPending && audit.variables?.requestId === row.id;

  const actions = (row: JoinRequest) => {
    const out = [];
    if (nextJoinState(row.status, 'approve')) {
      out.push(
        <Button
          key="approve"
          size="small"
          type="primary"
          loading={busy(row) && audit.variables?.decision === 'approve'}
          onClick={() =>
            audit.mutate(
              { requestId: row.id, decision: 'approve' },
              { onSuccess: () => message.success(t('applications.approved')) },
            )
          }
        >
          {t('applications.approve')}
        </Button>,
      );
    }
    if (nextJoinState(row.status, 'reject')) {
      out.push(
        <Button key="reject" size="small" danger onClick={() => setRejecting(row)}>
          {t('applications.reject')}
        </Button>,
      );
    }
    if (nextJoinState(row.status, 'blacklist')) {
      out.push(
        <Popconfirm
          key="blacklist"
          title={t('applications.blacklistConfirm')}
          okText={t('applications.blacklist')}
          cancelText={t('cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            audit
              .mutateAsync({ requestId: row.id, decision: 'blacklist' })
              .then(() => message.success(t('applications.blacklisted')))
          }
        >
          <Button size="small">{t('applications.blacklist')}</Button>
        </Popconfirm>,
      );
    }
    return out;
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={FILTERS.map((value) => ({
            value,
            label: value === 'all' ? t('applications.all') : t(`joinStates.${value}`),
          }))}
        />
        <Input.Search
          aria-label={t('applications.search')}
          placeholder={t('applications.search')}
          allowClear
          maxLength={50}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
        />
      </Space>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : query.isError ? (
        <Result
          status="warning"
          title={t('loadError')}
          extra={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <List
          className="wrap-actions"
          dataSource={query.data.rows}
          locale={{ emptyText: <Empty description={t('applications.empty')} /> }}
          header={<span>{t('applications.count', { count: query.data.total })}</span>}
          pagination={
            query.data.total > PAGE_SIZE
              ? {
                  current: page,
                  pageSize: PAGE_SIZE,
                  total: query.data.total,
                  onChange: setPage,
                  size: 'small',
                }
              : false
          }
          renderItem={(row) => (
            <List.Item actions={actions(row)} data-testid={`application-${row.id}`}>
              <List.Item.Meta
                title={
                  <Space wrap size={6}>
                    <UserText fallback={row.mobile ?? row.email ?? ''}>{row.userName}</UserText>
                    <Tag color={STATE_COLOR[row.status]}>{t(`joinStates.${row.status}`)}</Tag>
                  </Space>
                }
                description={
                  <>
                    {[row.mobile, row.email].filter(Boolean).join(' · ')}
                    {(row.department || row.position || row.jobTitle) && (
                      <div>
                        <UserText>
                          {[row.department, row.position, row.jobTitle].filter(Boolean).join(' / ')}
                        </UserText>
                      </div>
                    )}
                    {row.message && (
                      <div>
                        <UserText>{row.message}</UserText>
                      </div>
                    )}
                    {row.reason && <div>{t('applications.reasonShown', { reason: row.reason })}</div>}
                    <div>{t('applications.appliedAt', { date: formatDate(row.createdAt, lang) })}</div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      <RejectReasonModal
        open={rejecting !== null}
        title={t('applications.rejectTitle', { name: rejecting?.userName ?? rejecting?.mobile ?? '' })}
        okText={t('applications.reject')}
        reasonLabel={t('applications.reason')}
        requiredMessage={t('applications.reasonRequired')}
        maxLength={ENTERPRISE_LIMITS.reasonMax}
        loading={audit.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reason) =>
          audit.mutateAsync({ requestId: rejecting?.id ?? 0, decision: 'reject', reason }).then(() => {
            setRejecting(null);
            message.success(t('applications.rejected'));
          })
        }
      />
    </>
  );
}
