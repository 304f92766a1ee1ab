import { APPLY_CHAT_STATES, type ApplyChat } from '@cidpex/contracts';
import { Alert, App, Button, Input, Modal, Segmented, Skeleton, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionList } from '../../../components/action-list';
import { ButtonLink } from '../../../components/button-link';
import { PagedResult } from '../../../components/paged-result';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import { readOption, readPage, useUrlParams } from '../../../lib/url-params';
import { ChatButton } from '../../chat';
import { CenterFrame } from '../../enterprises';
import { useActOnApplyChat, useApplyChats } from '../api/interactions';
import { MatchingDemand } from '../components/matching-demand';
import { ApplyChatStatus, useFormatTime } from '../components/purpose-parts';

const PAGE_SIZE = 20;
const TABS = ['all', ...APPLY_CHAT_STATES] as const;

function Applications() {
  const { t } = useTranslation('purposes');
  const { message } = App.useApp();
  const time = useFormatTime();
  const [params, update] = useUrlParams();
  const tab = readOption(params.get('status'), TABS, 'all');
  const query = useApplyChats('to', {
    status: tab === 'all' ? undefined : tab,
    page: readPage(params),
    pageSize: PAGE_SIZE,
  });
  const act = useActOnApplyChat();
  const [rejecting, setRejecting] = useState<ApplyChat | null>(null);
  const [reason, setReason] = useState('');
  const counts = query.data?.counts;
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ status: key === 'all' ? null : key, page: null })}
        items={TABS.map((key) => ({
          key,
          label:
            key === 'all' ? t('mine.all') : `${t(`chatStatus.${key}`)}${counts ? ` (${counts[key]})` : ''}`,
        }))}
      />
      <PagedResult
        query={query}
        pageSize={PAGE_SIZE}
        pagerStyle={{ marginTop: 16 }}
        isEmpty={(d) => d.total === 0}
        empty={t('chat.empty')}
        retryText={t('retry')}
        loading={<Skeleton active paragraph={{ rows: 4 }} />}
      >
        {(data) => (
          <ActionList
            rows={data.rows}
            item={(a) => ({
              title: (
                <Space wrap size={8}>
                  <UserText>{a.applicantName}</UserText>
                  {a.applicantEnterpriseName ? <UserText>{a.applicantEnterpriseName}</UserText> : null}
                  <ApplyChatStatus status={a.status} />
                </Space>
              ),
              description: (
                <>
                  <div>
                    {t('chat.about')}{' '}
                    <ButtonLink
                      type="link"
                      style={{ padding: 0, height: 'auto' }}
                      to={`/inter/detail?id=${a.purposeId}`}
                    >
                      {a.purposeTitle}
                    </ButtonLink>{' '}
                    · {t('chat.publisher')}: <UserText>{a.publisherName}</UserText> · {time(a.createdAt)}
                  </div>
                  {a.message ? (
                    <div>
                      {t('chat.message')}: <UserText>{a.message}</UserText>
                    </div>
                  ) : null}
                  {a.rejectReason ? (
                    <div>
                      {t('chat.reason')}: <UserText>{a.rejectReason}</UserText>
                    </div>
                  ) : null}
                  {a.status === 'Accepted' ? (
                    <div data-testid="chat-conversation-slot">
                      <Space wrap size={8}>
                        {t('chat.acceptedPair', { applicant: a.applicantName, publisher: a.publisherName })}
                        <ChatButton imUserId={`u${a.applicantId}`} size="small" type="default" />
                      </Space>
                    </div>
                  ) : null}
                </>
              ),
              actions:
                a.status === 'Pending'
                  ? [
                      <Button
                        key="pass"
                        type="link"
                        loading={
                          act.isPending && act.variables?.id === a.id && act.variables.action === 'pass'
                        }
                        onClick={() =>
                          act.mutate(
                            { id: a.id, action: 'pass' },
                            { onSuccess: () => void message.success(t('chat.passed')) },
                          )
                        }
                      >
                        {t('chat.pass')}
                      </Button>,
                      <Button key="reject" type="link" danger onClick={() => setRejecting(a)}>
                        {t('chat.reject')}
                      </Button>,
                    ]
                  : [],
            })}
          />
        )}
      </PagedResult>
      <Modal
        open={rejecting !== null}
        title={t('chat.rejectTitle')}
        okText={t('chat.reject')}
        okButtonProps={{ danger: true, disabled: !reason.trim() }}
        cancelText={t('detail.cancel')}
        confirmLoading={act.isPending}
        onCancel={() => setRejecting(null)}
        onOk={() =>
          rejecting &&
          act.mutate(
            { id: rejecting.id, action: 'reject', reason: reason.trim() },
            {
              onSuccess: () => {
                setRejecting(null);
                setReason('');
                void message.success(t('chat.rejected'));
              },
            },
          )
        }
      >
        <label htmlFor="chat-reject-reason">{t('chat.reason')}</label>
        <Input.TextArea
          id="chat-reject-reason"
          rows={3}
          maxLength={200}
          showCount
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {act.error ? <Alert type="error" showIcon title={(act.error as ApiError).message} /> : null}
      </Modal>
    </>
  );
}

const VIEWS = ['applications', 'matching'] as const;

/**
 * /myEnterprise/chatAppl: chat applications to the enterprise's posts, passed or rejected with a
 * reason; beside them (`?view=matching`) buyers' demand posts that match what the enterprise exhibits.
 */
export default function ChatApplicationsPage() {
  const { t } = useTranslation('purposes');
  const [params, update] = useUrlParams();
  const view = readOption(params.get('view'), VIEWS, 'applications');
  return (
    <CenterFrame active="chatAppl" title={t('chat.title')}>
      {() => (
        <>
          <Segmented
            block
            style={{ marginBottom: 12, maxWidth: 480 }}
            aria-label={t('chat.title')}
            value={view}
            onChange={(v) => update({ view: v === 'applications' ? null : v, page: null, status: null })}
            options={VIEWS.map((v) => ({ value: v, label: t(`matches.views.${v}`) }))}
          />
          {view === 'matching' ? <MatchingDemand /> : <Applications />}
        </>
      )}
    </CenterFrame>
  );
}
