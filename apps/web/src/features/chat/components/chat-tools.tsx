import {
  CHAT_LIMITS,
  type ImConversation,
  type ImGroupMember,
  type ImProfile,
  ORGANIZER_IM_USER_ID,
} from '@cidpex/contracts';
import { Alert, App, Button, Checkbox, Empty, Form, Input, List, Modal, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/http/client';
import { useEditRemark, useSessionInfo } from '../api';
import { type ChatState, chatClient, refreshConversations } from '../chat-store';

const TOAST_SECONDS = CHAT_LIMITS.toastMs / 1000;

function errorText(err: unknown) {
  return (err as Error).message;
}

/** 发起群聊: a Work group with a name and people from the conversation list (IM.md §6). */
export function CreateGroupButton({
  state,
  onCreated,
}: {
  state: ChatState;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('chat');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ name: string; members: string[] }>();
  const people = state.conversations.filter(
    (c): c is ImConversation & { userProfile: ImProfile } =>
      c.type === 'C2C' && Boolean(c.userProfile) && c.conversationID !== `C2C${ORGANIZER_IM_USER_ID}`,
  );

  async function submit(values: { name: string; members?: string[] }) {
    const client = chatClient();
    if (!client) return;
    setBusy(true);
    setError(null);
    try {
      const group = await client.createGroup(values.name.trim(), values.members ?? []);
      message.success({ content: t('group.created'), duration: TOAST_SECONDS });
      setOpen(false);
      form.resetFields();
      onCreated(`GROUP${group.groupID}`);
    } catch (err) {
      // The form keeps what was typed; the reason is shown above the buttons.
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="chat-group-create">
        {t('group.create')}
      </Button>
      <Modal
        open={open}
        title={t('group.create')}
        okText={t('group.createOk')}
        cancelText={t('cancel')}
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden={false}
      >
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <Form.Item
            name="name"
            label={t('group.name')}
            rules={[{ required: true, whitespace: true, message: t('group.nameRequired') }]}
          >
            <Input maxLength={30} showCount data-testid="chat-group-name" />
          </Form.Item>
          <Form.Item name="members" label={t('group.members')}>
            {people.length ? (
              <Checkbox.Group style={{ display: 'grid', gap: 6 }}>
                {people.map((c) => (
                  <Checkbox key={c.conversationID} value={c.userProfile.userID}>
                    {c.userProfile.nick}
                    {c.userProfile.enterpriseName ? ` · ${c.userProfile.enterpriseName}` : ''}
                  </Checkbox>
                ))}
              </Checkbox.Group>
            ) : (
              <span className="chat-muted">{t('group.noPeople')}</span>
            )}
          </Form.Item>
        </Form>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Modal>
    </>
  );
}

/** 黑名单: the people the user blocked, with their names, and unblocking (IM.md §7). */
export function BlacklistButton() {
  const { t } = useTranslation('chat');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<ImProfile[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function load() {
    const client = chatClient();
    if (!client) return;
    setError(null);
    setList(null);
    try {
      const ids = await client.getBlacklist();
      // An empty answer empties the list (the demo kept the stale one).
      setList(ids.length ? await client.getUserProfile(ids) : []);
    } catch (err) {
      setError(errorText(err));
    }
  }

  async function unblock(id: string) {
    const client = chatClient();
    if (!client) return;
    try {
      const ids = await client.removeFromBlacklist([id]);
      setList((l) => (l ?? []).filter((p) => ids.includes(p.userID)));
      message.success({ content: t('blacklist.removed'), duration: TOAST_SECONDS });
    } catch (err) {
      message.error({ content: errorText(err), duration: TOAST_SECONDS });
    }
  }

  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setOpen(true);
          void load();
        }}
        data-testid="chat-blacklist"
      >
        {t('blacklist.title')}
      </Button>
      <Modal open={open} title={t('blacklist.title')} footer={null} onCancel={() => setOpen(false)}>
        {error ? (
          <Alert
            type="error"
            showIcon
            title={error}
            action={<Button onClick={() => void load()}>{t('retry')}</Button>}
          />
        ) : list === null ? (
          <Spin />
        ) : list.length === 0 ? (
          <Empty description={t('blacklist.empty')} />
        ) : (
          <List
            dataSource={list}
            renderItem={(p) => (
              <List.Item
                actions={[
                  <Button key="remove" size="small" onClick={() => void unblock(p.userID)}>
                    {t('blacklist.remove')}
                  </Button>,
                ]}
                data-testid="chat-blacklist-item"
              >
                {p.nick}
                {p.enterpriseName ? ` · ${p.enterpriseName}` : ''}
              </List.Item>
            )}
          />
        )}
      </Modal>
    </>
  );
}

/** 备注 and 拉黑 for a person's conversation: the remark name (chatSessions/editNick) and blocking. */
export function PersonTools({ peer }: { peer: string }) {
  const { t } = useTranslation('chat');
  const { message, modal } = App.useApp();
  const info = useSessionInfo(peer);
  const edit = useEditRemark();
  const [open, setOpen] = useState(false);
  const [remark, setRemark] = useState('');

  useEffect(() => {
    if (open) setRemark(info.data?.nick ?? '');
  }, [open, info.data?.nick]);

  function block() {
    modal.confirm({
      title: t('blacklist.addConfirm'),
      okText: t('blacklist.add'),
      cancelText: t('cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const client = chatClient();
        if (!client) return;
        try {
          await client.addToBlacklist([peer]);
          message.success({ content: t('blacklist.added'), duration: TOAST_SECONDS });
        } catch (err) {
          message.error({ content: errorText(err), duration: TOAST_SECONDS });
        }
      },
    });
  }

  return (
    <Space size={4} wrap>
      {info.data?.nick ? (
        <small className="chat-muted" data-testid="chat-remark">
          {t('remark.shown', { nick: info.data.nick })}
        </small>
      ) : null}
      <Button size="small" onClick={() => setOpen(true)} data-testid="chat-remark-edit">
        {t('remark.edit')}
      </Button>
      <Button size="small" danger onClick={block} data-testid="chat-block">
        {t('blacklist.add')}
      </Button>
      <Modal
        open={open}
        title={t('remark.edit')}
        okText={t('remark.save')}
        cancelText={t('cancel')}
        confirmLoading={edit.isPending}
        onCancel={() => setOpen(false)}
        onOk={() =>
          edit.mutate(
            { imUserId: peer, nick: remark.trim() },
            {
              onSuccess: () => {
                setOpen(false);
                refreshConversations();
                message.success({ content: t('remark.saved'), duration: TOAST_SECONDS });
              },
            },
          )
        }
      >
        <Input
          value={remark}
          maxLength={40}
          showCount
          placeholder={t('remark.placeholder')}
          onChange={(e) => setRemark(e.target.value)}
          aria-label={t('remark.edit')}
          data-testid="chat-remark-input"
        />
        {edit.isError ? (
          <Alert style={{ marginTop: 12 }} type="error" showIcon title={(edit.error as ApiError).message} />
        ) : null}
      </Modal>
    </Space>
  );
}

/** 群成员 and 退出群聊 for a group conversation: member pages of 30 (spec §9), leaving. */
export function GroupTools({
  groupID,
  selfRole,
  onLeft,
}: {
  groupID: string;
  selfRole: 'Owner' | 'Admin' | 'Member';
  onLeft: () => void;
}) {
  const { t } = useTranslation('chat');
  const { message, modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const [members, setMembers] = useState<ImGroupMember[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function more(reset = false) {
    const client = chatClient();
    if (!client) return;
    setLoading(true);
    setError(null);
    try {
      // Pages of offset = number loaded, count 30 (IM.md §6).
      const offset = reset ? 0 : members.length;
      const page = await client.getGroupMemberList(groupID, offset, CHAT_LIMITS.memberPage);
      setMembers((m) => (reset ? page.memberList : [...m, ...page.memberList]));
      setTotal(page.total);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setLoading(false);
    }
  }

  /** The owner names administrators (they handle join requests) and takes the role back. */
  async function setRole(member: ImGroupMember, role: 'Admin' | 'Member') {
    const client = chatClient();
    if (!client) return;
    try {
      await client.setGroupMemberRole(groupID, member.userID, role);
      setMembers((list) => list.map((m) => (m.userID === member.userID ? { ...m, role } : m)));
    } catch (err) {
      message.error({ content: errorText(err), duration: TOAST_SECONDS });
    }
  }

  function leave() {
    modal.confirm({
      title: t('group.quitConfirm'),
      okText: t('group.quit'),
      cancelText: t('cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const client = chatClient();
        if (!client) return;
        try {
          await client.quitGroup(groupID);
          message.success({ content: t('group.left'), duration: TOAST_SECONDS });
          onLeft();
        } catch (err) {
          message.error({ content: errorText(err), duration: TOAST_SECONDS });
        }
      },
    });
  }

  return (
    <Space size={4} wrap>
      <Button
        size="small"
        onClick={() => {
          setOpen(true);
          void more(true);
        }}
        data-testid="chat-group-members"
      >
        {t('group.memberList')}
      </Button>
      <Button size="small" danger onClick={leave} data-testid="chat-group-quit">
        {t('group.quit')}
      </Button>
      <Modal
        open={open}
        title={t('group.memberCount', { count: total })}
        footer={null}
        onCancel={() => setOpen(false)}
      >
        <p className="chat-muted" data-testid="chat-group-number">
          {t('group.number', { id: groupID })}
        </p>
        {error ? <Alert type="error" showIcon title={error} /> : null}
        <List
          loading={loading && !members.length}
          dataSource={members}
          renderItem={(m) => (
            <List.Item
              data-testid="chat-group-member"
              actions={
                selfRole === 'Owner' && m.role !== 'Owner'
                  ? [
                      <Button
                        key="role"
                        size="small"
                        onClick={() => void setRole(m, m.role === 'Admin' ? 'Member' : 'Admin')}
                        data-testid="chat-group-role"
                      >
                        {m.role === 'Admin' ? t('group.unsetAdmin') : t('group.setAdmin')}
                      </Button>,
                    ]
                  : undefined
              }
            >
              {m.nick}
              {m.role !== 'Member' ? (
                <small className="chat-muted"> · {t(`group.role.${m.role}`)}</small>
              ) : null}
            </List.Item>
          )}
        />
        {members.length < total ? (
          <Button block loading={loading} onClick={() => void more()}>
            {t('group.more')}
          </Button>
        ) : null}
      </Modal>
    </Space>
  );
}
