import {
  type CallSignal,
  CHAT_LIMITS,
  type ImConversation,
  type ImMessage,
  type KickType,
  LANG_PARAM,
  type Locale,
  type MessageType,
  ORGANIZER_IM_USER_ID,
} from '@cidpex/contracts';
import { useSyncExternalStore } from 'react';
import { accountState, saveMessage } from './api';
import { type ChatClient, ChatError, type NetState } from './client/chat-client';
import { WsChatClient } from './client/ws-chat-client';

/** What the chat window shows (spec §4's chat state), one per signed-in tab. */
export interface ChatState {
  status: 'idle' | 'connecting' | 'ready' | 'kicked' | 'error';
  kickType: KickType | null;
  net: NetState;
  me: string | null;
  conversations: ImConversation[];
  current: ImConversation | null;
  messages: ImMessage[];
  nextReqMessageID: string;
  isCompleted: boolean;
  loadingHistory: boolean;
  typingUntil: number;
  /** Bumped by every group notice (a join request, an answer): group views read again. */
  groupNotices: number;
}

const INITIAL: ChatState = {
  status: 'idle',
  kickType: null,
  net: 'connecting',
  me: null,
  conversations: [],
  current: null,
  messages: [],
  nextReqMessageID: '',
  isCompleted: false,
  loadingHistory: false,
  typingUntil: 0,
  groupNotices: 0,
};

let state: ChatState = INITIAL;
let client: ChatClient | null = null;
let starting: Promise<void> | null = null;
let ownerToken: string | null = null;
let ownerLang: Locale | undefined;
const listeners = new Set<() => void>();
/** Sends waiting for an answer, by clientMsgId: resent with the same id, stored once. */
const drafts = new Map<string, Parameters<ChatClient['sendMessage']>[0]>();

/** Who hears video call signals (the call store, call-store.ts). */
let callSignalListener: ((from: string, signal: CallSignal) => void) | null = null;
export function onCallSignal(listener: (from: string, signal: CallSignal) => void) {
  callSignalListener = listener;
}

function set(patch: Partial<ChatState>) {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

export function useChat(): ChatState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}

/** Sum of unread counts, skipping the current conversation while the page has focus (spec §4). */
export function totalUnread(s: ChatState, focused: boolean): number {
  return s.conversations.reduce(
    (sum, c) => sum + (focused && c.conversationID === s.current?.conversationID ? 0 : c.unreadCount),
    0,
  );
}

export function unreadLabel(n: number): string {
  return n > CHAT_LIMITS.unreadCap ? `${CHAT_LIMITS.unreadCap}+` : String(n);
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
/** Reads the conversation list again (after a change the server sends no event for, e.g. a remark). */
export function refreshConversations() {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(async () => {
    if (!client) return;
    try {
      set({ conversations: await client.getConversationList() });
    } catch {
      // The next event refreshes again.
    }
  }, 150);
}

function pageFocused() {
  return typeof document !== 'undefined' && document.visibilityState === 'visible' && document.hasFocus();
}

/** A desktop notification when the tab is in the background and the user allowed it. */
function notify(m: ImMessage, title: string) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !document.hidden)
    return;
  const text = m.type === 'TIMTextElem' ? (m.payload as { text: string }).text : title;
  try {
    new Notification(m.nick || m.from, { body: text.slice(0, 80), tag: m.conversationID });
  } catch {
    // Some browsers allow notifications from a service worker only.
  }
}

export interface ChatStartOptions {
  token: string;
  /** Label for a picture or file in a notification. */
  attachmentLabel: string;
  /**
   * The portal's language: the gateway answers names (a contact's enterprise, in English its
   * English name) and system texts in it, so it goes in the socket's address.
   */
  lang?: Locale;
}

/** The gateway's address with the reader's language (the server reads `?lang=` first). */
export function chatSocketUrl(origin: { protocol: string; host: string }, wsPath: string, lang?: Locale) {
  const proto = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${origin.host}${wsPath}${lang ? `?${LANG_PARAM}=${encodeURIComponent(lang)}` : ''}`;
}

/**
 * Signs in to chat once per session token and language: fetches the ticket, connects, listens.
 * A second call with the same token and language shares the first; another token (another
 * user) or another language starts over.
 */
export function startChat(options: ChatStartOptions): Promise<void> {
  if (ownerToken === options.token && ownerLang === options.lang && starting) return starting;
  stopChat();
  ownerToken = options.token;
  ownerLang = options.lang;
  set({ ...INITIAL, status: 'connecting' });
  starting = (async () => {
    try {
      const account = await accountState();
      const c = new WsChatClient(chatSocketUrl(location, account.wsPath, options.lang));
      client = c;
      c.onNetStateChange((net) => set({ net }));
      c.on('SDK_READY', () => refreshConversations());
      c.on('KICKED_OUT', (e) => {
        set({ status: 'kicked', kickType: e.data.type });
      });
      c.on('MESSAGE_RECEIVED', (e) => {
        const currentId = state.current?.conversationID;
        const mine = e.data.filter((m) => m.conversationID === currentId);
        if (mine.length) {
          const known = new Set(state.messages.map((m) => m.ID));
          set({ messages: [...state.messages, ...mine.filter((m) => !known.has(m.ID))], typingUntil: 0 });
          if (pageFocused() && currentId) void c.setMessageRead(currentId).catch(() => {});
        }
        for (const m of e.data) if (m.flow === 'in') notify(m, options.attachmentLabel);
        refreshConversations();
      });
      c.on('MESSAGE_REVOKED', (e) => {
        const ids = new Set(e.data.map((d) => d.ID));
        set({ messages: state.messages.map((m) => (ids.has(m.ID) ? { ...m, isRevoked: true } : m)) });
        refreshConversations();
      });
      c.on('MESSAGE_DELETED', (e) => {
        const ids = new Set(e.data.map((d) => d.ID));
        set({ messages: state.messages.filter((m) => !ids.has(m.ID)) });
        refreshConversations();
      });
      c.on('MESSAGE_READ_BY_PEER', (e) => {
        if (e.data.conversationID !== state.current?.conversationID) return;
        set({
          messages: state.messages.map((m) =>
            m.flow === 'out' && m.sequence <= e.data.sequence ? { ...m, isPeerRead: true } : m,
          ),
        });
      });
      c.on('TYPING', (e) => {
        if (e.data.conversationID === state.current?.conversationID) set({ typingUntil: Date.now() + 4000 });
      });
      c.on('CALL_SIGNAL', (e) => callSignalListener?.(e.data.from, e.data.signal));
      c.on('PROFILE_UPDATED', () => refreshConversations());
      c.on('GROUP_SYSTEM_NOTICE_RECEIVED', (e) => {
        set({ groupNotices: state.groupNotices + 1 });
        // Kicked out of (4) or dismissed (5) the current group: the current conversation is reset.
        const current = state.current?.conversationID;
        if (
          (e.data.operationType === 4 || e.data.operationType === 5) &&
          current === `GROUP${e.data.groupProfile.groupID}`
        ) {
          set({ current: null, messages: [] });
        }
        refreshConversations();
      });
      await c.login(account.imUserId, account.userSig);
      set({ status: 'ready', me: account.imUserId });
      refreshConversations();
    } catch {
      if (ownerToken === options.token) set({ status: 'error' });
    }
  })();
  return starting;
}

/** Logout resets all chat state (spec §4): the current conversation is marked read first. */
export function stopChat() {
  const c = client;
  client = null;
  starting = null;
  ownerToken = null;
  ownerLang = undefined;
  drafts.clear();
  if (c) {
    const current = state.current?.conversationID;
    if (current && state.status === 'ready') void c.setMessageRead(current).catch(() => {});
    void c.logout().catch(() => {});
  }
  set(INITIAL);
}

/** Signs in again after a kick or a failure. */
export function restartChat(options: ChatStartOptions) {
  ownerToken = null;
  starting = null;
  return startChat(options);
}

/**
 * Switching conversation (spec §4): the previous one is marked read, the new one is marked
 * read and becomes current with its message list cleared, then history page 1 loads.
 */
export async function checkout(conversationID: string) {
  const c = client;
  if (!c) return;
  if (state.current?.conversationID === conversationID) return;
  const previous = state.current?.conversationID;
  if (previous) void c.setMessageRead(previous).catch(() => {});
  void c.setMessageRead(conversationID).catch(() => {});
  const profile = await c.getConversationProfile(conversationID);
  set({ current: profile, messages: [], nextReqMessageID: '', isCompleted: false, typingUntil: 0 });
  void loadHistory();
  refreshConversations();
}

export function closeConversation() {
  const previous = state.current?.conversationID;
  if (previous && client) void client.setMessageRead(previous).catch(() => {});
  set({ current: null, messages: [], nextReqMessageID: '', isCompleted: false });
  refreshConversations();
}

/** Older history is prepended; answers false when there was none left (the caller shows the notice). */
export async function loadHistory(): Promise<boolean> {
  const c = client;
  const current = state.current;
  if (!c || !current) return false;
  if (state.isCompleted) return false;
  if (state.loadingHistory) return true;
  set({ loadingHistory: true });
  try {
    const page = await c.getMessageList(current.conversationID, state.nextReqMessageID || undefined);
    if (state.current?.conversationID !== current.conversationID) return true;
    const known = new Set(state.messages.map((m) => m.ID));
    set({
      messages: [...page.messageList.filter((m) => !known.has(m.ID)), ...state.messages],
      nextReqMessageID: page.nextReqMessageID,
      isCompleted: page.isCompleted,
    });
    return true;
  } finally {
    set({ loadingHistory: false });
  }
}

/** Whether messages of the current conversation are kept as conversation records (spec §5). */
export function savesRecords(conversationID: string | undefined) {
  return Boolean(conversationID?.startsWith('C2C')) && conversationID !== `C2C${ORGANIZER_IM_USER_ID}`;
}

function pendingMessage(
  conversationID: string,
  type: MessageType,
  payload: Record<string, unknown>,
  clientMsgId: string,
): ImMessage {
  return {
    ID: `local-${clientMsgId}`,
    type,
    payload: payload as ImMessage['payload'],
    conversationID,
    conversationType: conversationID.startsWith('GROUP') ? 'GROUP' : 'C2C',
    from: state.me ?? '',
    to: conversationID.replace(/^(C2C|GROUP)/, ''),
    flow: 'out',
    time: Math.floor(Date.now() / 1000),
    sequence: Number.MAX_SAFE_INTEGER,
    clientMsgId,
    status: 'unSend',
    isRevoked: false,
    isPeerRead: false,
    nick: '',
    avatar: '',
  };
}

function newClientId() {
  return crypto.randomUUID().replace(/-/g, '');
}

/**
 * Sends into the current conversation: shown at once as unSend, replaced by the stored
 * message on the answer, marked fail otherwise (resend keeps the clientMsgId).
 */
export async function send(
  type: MessageType,
  payload: Record<string, unknown>,
  preview?: Record<string, unknown>,
) {
  const c = client;
  const conversationID = state.current?.conversationID;
  if (!c || !conversationID) return;
  const clientMsgId = newClientId();
  const input = { conversationID, type, payload, clientMsgId };
  drafts.set(clientMsgId, input);
  set({
    messages: [...state.messages, pendingMessage(conversationID, type, preview ?? payload, clientMsgId)],
  });
  await deliverDraft(clientMsgId);
}

/**
 * Sends into a conversation that may not be the open one (a call's record when the call ends):
 * shown in the open conversation like `send`, otherwise only stored and the list refreshed.
 */
export async function sendTo(conversationID: string, type: MessageType, payload: Record<string, unknown>) {
  if (state.current?.conversationID === conversationID) return send(type, payload);
  const c = client;
  if (!c) return;
  await c.sendMessage({ conversationID, type, payload, clientMsgId: newClientId() });
  refreshConversations();
}

export async function resend(clientMsgId: string) {
  set({
    messages: state.messages.map((m) => (m.clientMsgId === clientMsgId ? { ...m, status: 'unSend' } : m)),
  });
  await deliverDraft(clientMsgId);
}

async function deliverDraft(clientMsgId: string) {
  const c = client;
  const input = drafts.get(clientMsgId);
  if (!c || !input) return;
  try {
    const stored = await c.sendMessage(input);
    drafts.delete(clientMsgId);
    const already = state.messages.some((m) => m.ID === stored.ID);
    set({
      messages: already
        ? state.messages.filter((m) => m.clientMsgId !== clientMsgId || m.ID === stored.ID)
        : state.messages.map((m) => (m.clientMsgId === clientMsgId ? stored : m)),
    });
    if (savesRecords(input.conversationID)) void saveMessage(stored.ID).catch(() => {});
    refreshConversations();
  } catch (err) {
    set({
      messages: state.messages.map((m) => (m.clientMsgId === clientMsgId ? { ...m, status: 'fail' } : m)),
    });
    throw err;
  }
}

export async function revoke(messageID: string) {
  await client?.revokeMessage(messageID);
  set({ messages: state.messages.map((m) => (m.ID === messageID ? { ...m, isRevoked: true } : m)) });
}

export async function remove(messageID: string) {
  await client?.deleteMessage(messageID);
  set({ messages: state.messages.filter((m) => m.ID !== messageID) });
}

export function search(keyword: string) {
  const current = state.current?.conversationID;
  if (!client || !current) return Promise.resolve([]);
  return client.searchMessages(current, keyword);
}

let lastTyping = 0;
export function typing() {
  const current = state.current?.conversationID;
  if (!client || !current?.startsWith('C2C') || Date.now() - lastTyping < 3000) return;
  lastTyping = Date.now();
  void client.typing(current).catch(() => {});
}

export function chatClient(): ChatClient | null {
  return client;
}

export function markCurrentRead() {
  const current = state.current?.conversationID;
  if (client && current) void client.setMessageRead(current).then(refreshConversations, () => {});
}

export { ChatError };
