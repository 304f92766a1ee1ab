import type { ImGroupApplication } from '@cidpex/contracts';
import { CHAT_LIMITS } from '@cidpex/contracts';
import { Alert, App, Badge, Button, Empty, Form, Input, List, Modal, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChatState, chatClient, refreshConversations } from '../chat-store';

const TOAST_SECONDS = CHAT_LIMITS.toastMs / 1000;

/** 加入群聊: ask to join a group by its number (the owner or an administrator decides). */
export function JoinGroupButton() {
  const { t } = useTranslation('chat');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ groupID: string; applyMessage?: string }>();

  async function submit(values: { groupID: string; applyMessage?: string }) {
    const client = chatClient();
    if (!client) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await client.joinGroup(values.groupID.trim(), values.applyMessage?.trim() ?? '');
      message.success({
        content: answer.status === 'AlreadyInGroup' ? t('group.join.already') : t('group.join.sent'),
        duration: TOAST_SECONDS,
      });
      setOpen(false);
      form.resetFields();
      if (answer.status === 'AlreadyInGroup') refreshConversations();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="chat-group-join">
        {t('group.join.button')}
      </Button>
      <Modal
        open={open}
        title={t('group.join.button')}
        okText={t('group.join.send')}
        cancelText={t('cancel')}
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
      >
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <Form.Item
            name="groupID"
            label={t('group.join.number')}
            rules={[{ required: true, pattern: /^\s*\d{1,10}\s*$/, message: t('group.join.numberInvalid') }]}
          >
            <Input inputMode="numeric" maxLength={10} data-testid="chat-group-join-number" />
          </Form.Item>
          <Form.Item name="applyMessage" label={t('group.join.message')}>
            <Input maxLength={200} showCount />
          </Form.Item>
          {error ? <Alert type="error" showIcon title={error} /> : null}
        </Form>
      </Modal>
    </>
  );
}

/** 入群申请: requests waiting in the groups the reader owns or administers, agreed or refused here. */
export function GroupApplicationsButton({ state }: { state: ChatState }) {
  const { t } = useTranslation('chat');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<ImGroupApplication[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    const client = chatClient();
    if (!client) return;
    try {
      setItems(await client.getGroupApplicationList());
      setError(null);
    } catch (err) {
      setError((err as Error).message);
    }
  }, []);

  // Read again on sign-in and on every group notice (a new request arrives as one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the notice counter is the trigger.
  useEffect(() => {
    if (state.status === 'ready') void load();
  }, [state.status, state.groupNotices, load]);

  async function decide(item: ImGroupApplication, action: 'Agree' | 'Reject') {
    const client = chatClient();
    if (!client) return;
    setBusy(`${item.groupID}:${item.applicant}`);
    try {
      await client.handleGroupApplication(item.groupID, item.applicant, action);
      message.success({
        content: action === 'Agree' ? t('group.applications.agreed') : t('group.applications.rejected'),
        duration: TOAST_SECONDS,
      });
      await load();
    } catch (err) {
      message.error({ content: (err as Error).message, duration: TOAST_SECONDS });
    } finally {
      setBusy(null);
    }
  }

  if (!items.length && !open) return null;
  return (
    <>
      <Badge count={items.length} size="small">
        <Button size="small" onClick={() => setOpen(true)} data-testid="chat-group-applications">
          {t('group.applications.button')}
        </Button>
      </Badge>
      <Modal open={open} title={t('group.applications.button')} footer={null} onCancel={() => setOpen(false)}>
        {error ? <Alert type="error" showIcon title={error} /> : null}
        {items.length === 0 ? (
          <Empty description={t('group.applications.empty')} />
        ) : (
          <List
            dataSource={items}
            renderItem={(item) => (
              <List.Item data-testid="chat-group-application">
                <Space direction="vertical" size={4} style={{ width: '100%' }}>
                  <span>
                    {t('group.applications.line', { name: item.applicantNick, group: item.groupName })}
                  </span>
                  {item.message ? <small className="chat-muted">{item.message}</small> : null}
                  <Space wrap>
                    <Button
                      size="small"
                      type="primary"
                      loading={busy === `${item.groupID}:${item.applicant}`}
                      onClick={() => void decide(item, 'Agree')}
                    >
                      {t('group.applications.agree')}
                    </Button>
                    <Button size="small" danger onClick={() => void decide(item, 'Reject')}>
                      {t('group.applications.reject')}
                    </Button>
                  </Space>
                </Space>
              </List.Item>
            )}
          />
        )}
      </Modal>
    </>
  );
}
