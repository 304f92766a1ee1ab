import type { Purpose } from '@cidpex/contracts';
import { Alert, App, Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ApiError } from '../../../lib/http/client';
import { loginPathFor } from '../../../lib/route-rules';
import { useSession } from '../../../lib/session/session-store';
import { ChatButton } from '../../chat';
import { useActOnApplyChat, useApplyChat, useMyApplication, useToggleFavorite } from '../api/interactions';
import { ApplyChatStatus, useEnglishSite } from './purpose-parts';

/** Favourite, share and apply to chat with the publisher, under a published post. */
export function PurposeActions({ purpose }: { purpose: Purpose }) {
  const { t } = useTranslation('purposes');
  const { message } = App.useApp();
  const { user } = useSession();
  const location = useLocation();
  const english = useEnglishSite();
  const toggle = useToggleFavorite();
  const apply = useApplyChat();
  const act = useActOnApplyChat();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');

  const share = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) await navigator.share({ title: purpose.title, url });
      else {
        await navigator.clipboard.writeText(url);
        void message.success(t('detail.linkCopied'));
      }
    } catch {
      // The reader closed the share sheet: nothing to say.
    }
  };

  if (!user) {
    return (
      <Space wrap>
        <Link to={loginPathFor(english ? 'en' : 'zh-Hans', location.pathname + location.search)}>
          {t('detail.loginToAct')}
        </Link>
        <Button onClick={() => void share()}>{t('detail.share')}</Button>
      </Space>
    );
  }

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Space wrap>
        <Button
          aria-pressed={purpose.collected}
          loading={toggle.isPending}
          onClick={() =>
            toggle.mutate(
              { purposeId: purpose.id, collect: !purpose.collected },
              {
                onSuccess: () =>
                  void message.success(t(purpose.collected ? 'detail.uncollected' : 'detail.collected')),
              },
            )
          }
        >
          {purpose.collected ? t('detail.uncollect') : t('detail.collect')} ({purpose.favoriteCount})
        </Button>
        <Button onClick={() => void share()}>{t('detail.share')}</Button>
        {purpose.mine ? null : purpose.myApplyChat ? (
          <ApplyChatStatus status={purpose.myApplyChat} />
        ) : (
          <Button type="primary" onClick={() => setAsking(true)}>
            {t('detail.applyChat')}
          </Button>
        )}
      </Space>
      {purpose.myApplyChat === 'Accepted' ? (
        // Accepted: the C2C conversation with the publisher is one tap away.
        <Alert
          type="success"
          showIcon
          title={t('detail.chatAccepted')}
          action={<ChatButton imUserId={`u${purpose.publisher.userId}`} size="small" />}
        />
      ) : null}
      {purpose.myApplyChat === 'Pending' || purpose.myApplyChat === 'Applied Reject' ? (
        <MyApplication purpose={purpose} act={act} />
      ) : null}
      <Modal
        open={asking}
        title={t('detail.applyTitle')}
        okText={t('detail.applySend')}
        cancelText={t('detail.cancel')}
        confirmLoading={apply.isPending}
        onCancel={() => setAsking(false)}
        onOk={() =>
          apply.mutate(
            { purposeId: purpose.id, message: note.trim() || undefined },
            {
              onSuccess: () => {
                setAsking(false);
                void message.success(t('detail.applied'));
              },
            },
          )
        }
      >
        <label htmlFor="apply-note">{t('detail.applyNote')}</label>
        <Input.TextArea
          id="apply-note"
          rows={3}
          maxLength={200}
          showCount
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {apply.error ? <Alert type="error" showIcon title={(apply.error as ApiError).message} /> : null}
      </Modal>
    </Space>
  );
}

/** The reader's own application: withdraw a waiting one, apply again after a refusal. */
function MyApplication({ purpose, act }: { purpose: Purpose; act: ReturnType<typeof useActOnApplyChat> }) {
  const { t } = useTranslation('purposes');
  const id = useMyApplication(purpose.id).data?.applyChat?.id;
  if (!id) return null;
  return (
    <Space wrap>
      {purpose.myApplyChat === 'Pending' ? (
        <Button loading={act.isPending} onClick={() => act.mutate({ id, action: 'cancel' })}>
          {t('chat.cancel')}
        </Button>
      ) : (
        <Button loading={act.isPending} onClick={() => act.mutate({ id, action: 'reapply' })}>
          {t('chat.reapply')}
        </Button>
      )}
    </Space>
  );
}
