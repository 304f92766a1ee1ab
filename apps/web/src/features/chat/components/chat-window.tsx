import {
  CALL_ACTIONS,
  CHAT_LIMITS,
  callLength,
  callRecordOf,
  type ImConversation,
  type ImMessage,
  meetingCardOf,
  ORGANIZER_IM_USER_ID,
  SYSTEM_CONVERSATION_ID,
  userIdOfIm,
} from '@cidpex/contracts';
import { App, Badge, Button, Empty, Image, Input, Progress, Result, Spin } from 'antd';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UserText, userTextLang } from '../../../components/user-text';
import { formatDateTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-store';
import { BREAKPOINTS, useMediaQuery } from '../../../lib/use-media-query';
import { MeetingChatCard } from '../../meetings';
import { exchangeCards, reportMessage, type Upload, uploadChatFile } from '../api';
import {
  type ChatState,
  checkout,
  closeConversation,
  loadHistory,
  markCurrentRead,
  remove,
  resend,
  restartChat,
  revoke,
  search,
  send,
  typing,
  unreadLabel,
  useChat,
} from '../chat-store';
import { CallButton } from './call-overlay';
import { BlacklistButton, CreateGroupButton, GroupTools, PersonTools } from './chat-tools';
import { GroupApplicationsButton, JoinGroupButton } from './group-admin';
import { useChatSession } from './use-chat-session';
import './chat.css';

const TOAST_SECONDS = CHAT_LIMITS.toastMs / 1000;

function nameOf(c: ImConversation, t: (k: string) => string) {
  if (c.type === SYSTEM_CONVERSATION_ID) return t('list.system');
  if (c.groupProfile) return c.groupProfile.name;
  if (c.userProfile?.isOrganizer) return t('list.organizer');
  return c.remark || c.userProfile?.nick || c.conversationID.slice(3);
}

function preview(c: ImConversation, t: (k: string) => string, me: string | null) {
  const last = c.lastMessage;
  if (!last) return '';
  if (last.isRevoked) return last.fromAccount === me ? t('revokedMine') : t('revokedOther');
  // A meeting card is named by the server in the reader's language ([会议邀请]).
  if (last.type === 'TIMCustomElem' && last.messageForShow) return last.messageForShow;
  if (last.type && last.type !== 'TIMTextElem') return t(`tag.${last.type}`);
  return last.messageForShow;
}

function ConversationList({ state, onPick }: { state: ChatState; onPick: (id: string) => void }) {
  const { t } = useTranslation('chat');
  if (!state.conversations.length) {
    return <Empty className="chat-list__empty" description={t('list.empty')} />;
  }
  return (
    <ul className="chat-list" aria-label={t('list.title')}>
      {state.conversations.map((c) => {
        const active = c.conversationID === state.current?.conversationID;
        return (
          <li key={c.conversationID}>
            <button
              type="button"
              className={active ? 'chat-list__item chat-list__item--active' : 'chat-list__item'}
              onClick={() => onPick(c.conversationID)}
              data-testid="chat-conversation"
            >
              <span className="chat-avatar" aria-hidden lang={userTextLang(nameOf(c, t))}>
                {nameOf(c, t).slice(0, 1)}
                {c.userProfile?.online && <span className="chat-avatar__online" />}
              </span>
              <span className="chat-list__text">
                <span className="chat-list__name" lang={userTextLang(nameOf(c, t))}>
                  {nameOf(c, t)}
                </span>
                {c.userProfile?.enterpriseName && (
                  <span className="chat-list__ent" lang={userTextLang(c.userProfile.enterpriseName)}>
                    {c.userProfile.enterpriseName}
                  </span>
                )}
                <span className="chat-list__last" lang={userTextLang(preview(c, t, state.me))}>
                  {preview(c, t, state.me)}
                </span>
              </span>
              {!active && c.unreadCount > 0 && (
                <Badge count={unreadLabel(c.unreadCount)} className="chat-list__badge" />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function Bubble({
  m,
  state,
  onRevoke,
  onDelete,
  onReport,
}: {
  m: ImMessage;
  state: ChatState;
  onRevoke: (m: ImMessage) => void;
  onDelete: (m: ImMessage) => void;
  onReport: (m: ImMessage) => void;
}) {
  const { t } = useTranslation('chat');
  const lang = useLang();
  if (m.isRevoked) {
    return <div className="chat-tip">{m.flow === 'out' ? t('revokedMine') : t('revokedOther')}</div>;
  }
  if (m.type === 'TIMGroupTipElem') {
    const p = m.payload as { operationType: number; userIDList: string[] };
    return (
      <div className="chat-tip">{t(`groupTip.${p.operationType}`, { who: p.userIDList.join(', ') })}</div>
    );
  }
  if (m.type === 'TIMGroupSystemNoticeElem') {
    const p = m.payload as unknown as { operationType: number; groupProfile: { name: string } };
    return (
      <div className="chat-tip">{t(`groupNotice.${p.operationType}`, { name: p.groupProfile.name })}</div>
    );
  }
  let body: React.ReactNode;
  if (m.type === 'TIMTextElem') {
    const text = (m.payload as { text: string }).text;
    body = (
      <span className="chat-text" lang={userTextLang(text)}>
        {text}
      </span>
    );
  } else if (m.type === 'TIMImageElem') {
    const info = (
      m.payload as { imageInfoArray: { url: string; width: number; height: number; sizeType: number }[] }
    ).imageInfoArray;
    const original = info.find((i) => i.sizeType === 1) ?? info[0];
    const thumb = info.find((i) => i.sizeType === 3) ?? original;
    body = original ? (
      <Image
        src={thumb?.url}
        preview={{ src: original.url }}
        width={Math.min(thumb?.width || 198, 198)}
        alt={t('viewer')}
        data-testid="chat-image"
      />
    ) : null;
  } else if (m.type === 'TIMFileElem') {
    const p = m.payload as { fileName: string; fileSize: number; fileUrl: string };
    body = (
      <a className="chat-file" href={p.fileUrl} download={p.fileName} target="_blank" rel="noreferrer">
        {p.fileName} <small>{(p.fileSize / 1024 / 1024).toFixed(2)} MB</small>
      </a>
    );
  } else {
    const card = meetingCardOf(m.payload);
    const call = card ? null : callRecordOf(m.payload);
    body = card ? (
      <MeetingChatCard appointmentId={card.appointmentId} action={card.action} />
    ) : call ? (
      <span className="chat-text chat-call-record" data-testid="chat-call-record">
        {t(`call.record.${call.action}`, {
          time: call.action === CALL_ACTIONS.hangup ? callLength(call.duration) : '',
        })}
      </span>
    ) : (
      <span className="chat-text">{t('tag.TIMCustomElem')}</span>
    );
  }
  const out = m.flow === 'out';
  const canRevoke = out && m.status === 'success' && Date.now() / 1000 - m.time < CHAT_LIMITS.revokeSeconds;
  return (
    <div className={out ? 'chat-msg chat-msg--out' : 'chat-msg'} data-testid="chat-message">
      <div className="chat-msg__meta">
        {!out && (
          <span>
            <UserText>{m.nick}</UserText> ·{' '}
          </span>
        )}
        <time>{formatDateTime(new Date(m.time * 1000).toISOString(), lang)}</time>
      </div>
      <div className="chat-msg__bubble">{body}</div>
      <div className="chat-msg__foot">
        {out && m.status === 'unSend' && <Spin size="small" />}
        {out && m.status === 'fail' && (
          <Button type="link" danger size="small" onClick={() => void resend(m.clientMsgId)}>
            {t('resend')}
          </Button>
        )}
        {out && m.status === 'success' && m.conversationType === 'C2C' && (
          <span className="chat-msg__read">{m.isPeerRead ? t('read') : t('unread')}</span>
        )}
        {m.status === 'success' && (
          <span className="chat-msg__actions">
            {canRevoke && (
              <Button type="link" size="small" onClick={() => onRevoke(m)}>
                {t('revoke')}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => onDelete(m)}>
              {t('delete')}
            </Button>
            {!out && state.current?.type !== SYSTEM_CONVERSATION_ID && (
              <Button type="link" size="small" onClick={() => onReport(m)}>
                {t('report')}
              </Button>
            )}
          </span>
        )}
      </div>
    </div>
  );
}

function Conversation({ state, onBack, phone }: { state: ChatState; onBack: () => void; phone: boolean }) {
  const { t } = useTranslation('chat');
  const lang = useLang();
  const { message, modal } = App.useApp();
  const { user } = useSession();
  const [text, setText] = useState('');
  const [upload, setUpload] = useState<{ name: string; percent: number; job: Upload } | null>(null);
  const [searching, setSearching] = useState<ImMessage[] | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const pictureRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const current = state.current as ImConversation;
  const peer = current.conversationID.startsWith('C2C') ? current.conversationID.slice(3) : null;
  const withOrganizer = peer === ORGANIZER_IM_USER_ID;
  const toast = (type: 'info' | 'success' | 'error', content: string) =>
    message.open({ type, content, duration: TOAST_SECONDS, key: 'chat-toast' });

  // Keep the newest message in view unless the reader scrolled up to older ones.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  });

  async function older() {
    const el = listRef.current;
    const before = el ? el.scrollHeight - el.scrollTop : 0;
    stick.current = false;
    const had = await loadHistory();
    if (!had) toast('info', t('noMore'));
    requestAnimationFrame(() => {
      if (el) el.scrollTop = el.scrollHeight - before;
    });
  }

  async function submit() {
    if (!text.trim()) {
      toast('info', t('emptyMessage'));
      return;
    }
    const value = text;
    setText('');
    stick.current = true;
    try {
      await send('TIMTextElem', { text: value });
    } catch (err) {
      toast('error', t('sendFailed', { error: (err as Error).message }));
    }
  }

  function onKey(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    } else typing();
  }

  async function attach(file: File, picture: boolean) {
    if (file.size > CHAT_LIMITS.fileBytes) {
      toast('error', t('uploadFailed', { error: '100M' }));
      return;
    }
    const job = uploadChatFile(file, picture, (percent) => setUpload((u) => (u ? { ...u, percent } : u)));
    setUpload({ name: file.name, percent: 0, job });
    try {
      const att = await job.promise;
      setUpload(null);
      stick.current = true;
      const local = URL.createObjectURL(file);
      await send(
        picture ? 'TIMImageElem' : 'TIMFileElem',
        { attachmentId: att.id },
        picture
          ? { imageInfoArray: [{ url: local, width: 198, height: 0, size: file.size, sizeType: 1 }] }
          : { fileName: file.name, fileSize: file.size, fileUrl: local },
      );
    } catch (err) {
      setUpload(null);
      if ((err as Error).name === 'AbortError') toast('info', t('uploadCancelled'));
      else toast('error', t('uploadFailed', { error: (err as Error).message }));
    }
  }

  function onReport(m: ImMessage) {
    let reason = '';
    modal.confirm({
      title: t('report'),
      content: (
        <Input.TextArea
          maxLength={500}
          placeholder={t('reportReason')}
          onChange={(e) => (reason = e.target.value)}
        />
      ),
      onOk: async () => {
        await reportMessage(m.ID, reason.trim() || t('report'));
        toast('success', t('reported'));
      },
    });
  }

  async function onExchange() {
    const target = peer ? userIdOfIm(peer) : null;
    if (!user || target === null) return;
    await exchangeCards(user.id, target);
    toast('success', t('exchanged'));
  }

  const peerTyping = state.typingUntil > Date.now();
  // Spec §5: contact actions only outside English and not with the organizer.
  const actions = lang !== 'en' && !withOrganizer && Boolean(peer);
  const shown = searching ?? state.messages;

  return (
    <section className="chat-conv" aria-label={nameOf(current, t)}>
      <header className="chat-conv__head">
        {phone && (
          <Button onClick={onBack} aria-label={t('back')}>
            ‹ {t('back')}
          </Button>
        )}
        <div className="chat-conv__title">
          <h2 lang={userTextLang(nameOf(current, t))}>{nameOf(current, t)}</h2>
          {current.userProfile?.enterpriseName && <small>{current.userProfile.enterpriseName}</small>}
          {peerTyping && <small className="chat-conv__typing">{t('typing')}</small>}
        </div>
        <Input.Search
          allowClear
          className="chat-conv__search"
          placeholder={t('search')}
          onSearch={async (v) => {
            if (!v.trim()) setSearching(null);
            else setSearching(await search(v));
          }}
        />
        {actions && (
          <Button onClick={() => void onExchange()} data-testid="chat-exchange">
            {t('exchange')}
          </Button>
        )}
        {peer && !withOrganizer && <CallButton peer={peer} name={nameOf(current, t)} />}
        {actions && peer && <PersonTools peer={peer} />}
        {current.groupProfile && (
          <GroupTools
            groupID={current.groupProfile.groupID}
            selfRole={current.groupProfile.selfRole}
            onLeft={onBack}
          />
        )}
      </header>
      <div
        className="chat-conv__messages"
        ref={listRef}
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        }}
        data-testid="chat-messages"
      >
        {!searching && (
          <div className="chat-conv__more">
            {state.isCompleted ? (
              <span className="chat-tip">{t('noMore')}</span>
            ) : (
              <Button size="small" onClick={() => void older()} loading={state.loadingHistory}>
                {t('loadMore')}
              </Button>
            )}
          </div>
        )}
        {searching && !searching.length && <Empty description={t('searchNone')} />}
        {shown.map((m) => (
          <Bubble
            key={m.clientMsgId || m.ID}
            m={m}
            state={state}
            onRevoke={(x) => void revoke(x.ID).catch((err) => toast('error', (err as Error).message))}
            onDelete={(x) => void remove(x.ID).catch((err) => toast('error', (err as Error).message))}
            onReport={onReport}
          />
        ))}
      </div>
      {current.type !== SYSTEM_CONVERSATION_ID && (
        <footer className="chat-composer">
          {upload && (
            <div className="chat-composer__upload" data-testid="chat-upload">
              <span>{t('uploading', { name: upload.name })}</span>
              <Progress percent={upload.percent} size="small" />
              <Button size="small" onClick={() => upload.job.cancel()}>
                {t('cancel')}
              </Button>
            </div>
          )}
          <div className="chat-composer__tools">
            <Button size="small" onClick={() => pictureRef.current?.click()} disabled={Boolean(upload)}>
              {t('picture')}
            </Button>
            <Button size="small" onClick={() => fileRef.current?.click()} disabled={Boolean(upload)}>
              {t('file')}
            </Button>
            <input
              ref={pictureRef}
              type="file"
              accept="image/jpeg,image/png"
              hidden
              data-testid="chat-picture-input"
              onChange={(e) => {
                const f = e.target.files?.[0];
                e.target.value = '';
                if (f) void attach(f, true);
              }}
            />
            <input
              ref={fileRef}
              type="file"
              hidden
              data-testid="chat-file-input"
              onChange={(e) => {
                const f = e.target.files?.[0];
                e.target.value = '';
                if (f) void attach(f, false);
              }}
            />
          </div>
          <div className="chat-composer__row">
            <Input.TextArea
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKey}
              autoSize={{ minRows: 1, maxRows: 5 }}
              placeholder={t('placeholder')}
              aria-label={t('placeholder')}
              maxLength={4000}
              data-testid="chat-input"
            />
            <Button type="primary" onClick={() => void submit()} data-testid="chat-send">
              {t('send')}
            </Button>
          </div>
        </footer>
      )}
    </section>
  );
}

/**
 * The chat window (spec §4): the conversation list and the current conversation side by side
 * on a desktop, as two screens on a phone. `?to=<imUserId>` opens a conversation with that
 * person (the "Chat" buttons), `?c=<conversationID>` a given conversation.
 */
export function ChatWindow() {
  const { t } = useTranslation('chat');
  const { message } = App.useApp();
  const state = useChat();
  const session = useChatSession();
  const desktop = useMediaQuery(BREAKPOINTS.md);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('c') ?? (params.get('to') ? `C2C${params.get('to')}` : null);
  const lastNet = useRef(state.net);

  useEffect(() => {
    if (state.status !== 'ready') return;
    if (wanted && wanted !== state.current?.conversationID) {
      void checkout(wanted).catch((err) =>
        message.error({ content: (err as Error).message, duration: TOAST_SECONDS }),
      );
    } else if (!wanted && state.current) closeConversation();
  }, [state.status, wanted, state.current, message]);

  // Network state toasts (IM.md §3), after the first connection only.
  useEffect(() => {
    if (state.status !== 'ready' || lastNet.current === state.net) return;
    lastNet.current = state.net;
    const type = state.net === 'connected' ? 'success' : 'warning';
    message.open({ type, content: t(`net.${state.net}`), duration: TOAST_SECONDS, key: 'chat-net' });
  }, [state.net, state.status, message, t]);

  // Kicked out: the tip once (spec §4), then the sign-in-again screen.
  useEffect(() => {
    if (state.status === 'kicked' && state.kickType) {
      message.error({
        content: t('kicked.tip', { reason: t(`kicked.${state.kickType}`) }),
        duration: TOAST_SECONDS,
      });
    }
  }, [state.status, state.kickType, message, t]);

  // Coming back to the window marks the current conversation read again (IM.md §4).
  useEffect(() => {
    const onFocus = () => markCurrentRead();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);

  const pick = (id: string) => setParams({ c: id });
  const back = () => setParams({});

  if (state.status === 'kicked') {
    return (
      <Result
        status="warning"
        title={t('kicked.tip', { reason: t(`kicked.${state.kickType ?? 'kickedOut'}`) })}
        extra={
          session && (
            <Button type="primary" onClick={() => void restartChat(session)} data-testid="chat-relogin">
              {t('kicked.again')}
            </Button>
          )
        }
        data-testid="chat-kicked"
      />
    );
  }
  if (state.status === 'error') {
    return (
      <Result
        status="error"
        title={t('error')}
        extra={session && <Button onClick={() => void restartChat(session)}>{t('retry')}</Button>}
      />
    );
  }
  if (state.status !== 'ready') {
    return (
      <div className="chat-loading">
        <Spin /> {t('loading')}
      </div>
    );
  }
  const showList = desktop || !state.current;
  const showConv = Boolean(state.current);
  return (
    <div className={desktop ? 'chat-window chat-window--desktop' : 'chat-window'} data-testid="chat-window">
      {showList && (
        <aside className="chat-window__list">
          <div className="chat-window__tools">
            <CreateGroupButton state={state} onCreated={pick} />
            <JoinGroupButton />
            <GroupApplicationsButton state={state} />
            <BlacklistButton />
          </div>
          <ConversationList state={state} onPick={pick} />
          {typeof Notification !== 'undefined' && Notification.permission === 'default' && (
            <Button type="link" size="small" onClick={() => void Notification.requestPermission()}>
              {t('notify')}
            </Button>
          )}
        </aside>
      )}
      {showConv ? (
        <Conversation state={state} onBack={back} phone={!desktop} />
      ) : (
        desktop && <Empty className="chat-window__pick" description={t('pick')} />
      )}
    </div>
  );
}
