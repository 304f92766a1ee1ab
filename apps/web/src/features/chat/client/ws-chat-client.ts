import type {
  CallSignal,
  ImClientFrame,
  ImConversation,
  ImEvent,
  ImGroupApplication,
  ImMessage,
  ImProfile,
  ImServerFrame,
} from '@cidpex/contracts';
import {
  type ChatClient,
  ChatError,
  type ChatEventName,
  type ChatEventOf,
  type MessagePage,
  type NetState,
} from './chat-client';

type Pending = { frame: ImClientFrame; resolve: (data: unknown) => void; reject: (err: Error) => void };
type Request = ImClientFrame extends infer F ? (F extends ImClientFrame ? Omit<F, 'reqId'> : never) : never;

const RECONNECT_MS = [500, 1000, 2000, 4000, 8000];

/**
 * The chat client over our own gateway (/im/ws). Requests wait while the socket reconnects and
 * are sent again once signed in (a send keeps its clientMsgId, so the server stores it once);
 * after a reconnect the client asks for what came after the last sequence it saw in each
 * conversation and emits it as MESSAGE_RECEIVED, so nothing is lost or doubled.
 */
export class WsChatClient implements ChatClient {
  private ws: WebSocket | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly queue: Pending[] = [];
  private readonly handlers = new Map<ChatEventName, Set<(e: ImEvent) => void>>();
  private readonly netHandlers = new Set<(s: NetState) => void>();
  private credentials: { userID: string; userSig: string } | null = null;
  private signedIn = false;
  private stopped = false;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Last sequence seen per conversation: the resync point. */
  private readonly lastSeq = new Map<string, number>();
  private readonly seen = new Set<string>();

  constructor(
    private readonly url: string,
    private readonly device = 'web',
  ) {}

  private setNet(state: NetState) {
    for (const h of this.netHandlers) h(state);
  }

  private emit(event: ImEvent) {
    for (const h of this.handlers.get(event.event) ?? []) h(event);
  }

  private connect() {
    if (this.stopped) return;
    this.setNet('connecting');
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      void this.signIn();
    };
    ws.onmessage = (ev) => this.receive(String(ev.data));
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.signedIn = false;
      // Requests in flight are sent again after the reconnect.
      for (const p of [...this.pending.values()].reverse()) if (p.frame.op !== 'login') this.queue.unshift(p);
      this.pending.clear();
      if (this.stopped) return;
      this.setNet('disconnected');
      const delay = RECONNECT_MS[Math.min(this.attempt++, RECONNECT_MS.length - 1)];
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }

  private async signIn() {
    if (!this.credentials || !this.ws) return;
    const resync = this.lastSeq.size > 0;
    try {
      await this.raw({ op: 'login', ...this.credentials, device: this.device, instance: 'web' });
    } catch (err) {
      this.loginFailed?.(err as Error);
      this.stop();
      return;
    }
    this.signedIn = true;
    this.setNet('connected');
    this.loginDone?.();
    this.loginDone = undefined;
    this.loginFailed = undefined;
    for (const p of this.queue.splice(0)) this.transmit(p);
    if (resync) {
      const gap = (await this.raw({ op: 'sync', since: Object.fromEntries(this.lastSeq) })) as ImMessage[];
      const fresh = gap.filter((m) => !this.seen.has(m.ID));
      if (fresh.length) this.note(fresh) && this.emit({ event: 'MESSAGE_RECEIVED', data: fresh });
    }
  }

  private loginDone: (() => void) | undefined;
  private loginFailed: ((err: Error) => void) | undefined;

  private note(messages: ImMessage[]) {
    for (const m of messages) {
      this.seen.add(m.ID);
      if ((this.lastSeq.get(m.conversationID) ?? 0) < m.sequence)
        this.lastSeq.set(m.conversationID, m.sequence);
    }
    return true;
  }

  private receive(text: string) {
    let frame: ImServerFrame;
    try {
      frame = JSON.parse(text) as ImServerFrame;
    } catch {
      return;
    }
    if ('res' in frame) {
      const p = this.pending.get(frame.res);
      if (!p) return;
      this.pending.delete(frame.res);
      if (frame.ok) p.resolve(frame.data);
      else p.reject(new ChatError(frame.code, frame.message));
      return;
    }
    if (frame.event === 'MESSAGE_RECEIVED') {
      const fresh = frame.data.filter((m) => !this.seen.has(m.ID));
      if (!fresh.length) return;
      this.note(fresh);
      this.emit({ event: 'MESSAGE_RECEIVED', data: fresh });
      return;
    }
    if (frame.event === 'KICKED_OUT') {
      this.stop();
    }
    this.emit(frame);
  }

  private transmit(p: Pending) {
    const reqId = this.nextId++;
    const frame = { ...p.frame, reqId } as ImClientFrame;
    this.pending.set(reqId, { ...p, frame });
    this.ws?.send(JSON.stringify(frame));
  }

  /** Sent at once on an open socket (login and sync), never queued. */
  private raw(request: Request): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
        reject(new ChatError(0, 'not connected'));
        return;
      }
      this.transmit({ frame: request as ImClientFrame, resolve, reject });
    });
  }

  private call<T>(request: Request): Promise<T> {
    if (this.stopped) return Promise.reject(new ChatError(0, 'stopped'));
    return new Promise<T>((resolve, reject) => {
      const p: Pending = {
        frame: request as ImClientFrame,
        resolve: resolve as (d: unknown) => void,
        reject,
      };
      if (this.signedIn && this.ws?.readyState === WebSocket.OPEN) this.transmit(p);
      else this.queue.push(p);
    });
  }

  private stop() {
    this.stopped = true;
    this.signedIn = false;
    clearTimeout(this.timer);
    for (const p of [...this.pending.values(), ...this.queue]) p.reject(new ChatError(0, 'stopped'));
    this.pending.clear();
    this.queue.length = 0;
    this.setNet('disconnected');
  }

  login(userID: string, userSig: string): Promise<void> {
    this.credentials = { userID, userSig };
    return new Promise((resolve, reject) => {
      this.loginDone = resolve;
      this.loginFailed = reject;
      if (this.ws?.readyState === WebSocket.OPEN) void this.signIn();
      else if (!this.ws) this.connect();
    });
  }

  async logout() {
    try {
      if (this.signedIn) await this.raw({ op: 'logout' });
    } finally {
      this.destroy();
    }
  }

  destroy() {
    this.stop();
    this.ws?.close();
    this.ws = null;
    this.handlers.clear();
    this.netHandlers.clear();
  }

  on<E extends ChatEventName>(event: E, handler: (e: ChatEventOf<E>) => void) {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
    }
    const h = handler as (e: ImEvent) => void;
    set.add(h);
    return () => {
      set.delete(h);
    };
  }

  onNetStateChange(handler: (s: NetState) => void) {
    this.netHandlers.add(handler);
    return () => {
      this.netHandlers.delete(handler);
    };
  }

  getConversationList() {
    return this.call<ImConversation[]>({ op: 'getConversationList' });
  }
  getConversationProfile(conversationID: string) {
    return this.call<ImConversation>({ op: 'getConversationProfile', conversationID });
  }
  async deleteConversation(conversationID: string) {
    await this.call({ op: 'deleteConversation', conversationID });
  }
  async getMessageList(conversationID: string, nextReqMessageID?: string, count = 15) {
    const page = await this.call<MessagePage>({
      op: 'getMessageList',
      conversationID,
      nextReqMessageID,
      count,
    });
    this.note(page.messageList);
    return page;
  }
  async sendMessage(input: Parameters<ChatClient['sendMessage']>[0]) {
    const m = await this.call<ImMessage>({ op: 'sendMessage', ...input });
    this.note([m]);
    return m;
  }
  async setMessageRead(conversationID: string) {
    await this.call({ op: 'setMessageRead', conversationID });
  }
  async revokeMessage(messageID: string) {
    await this.call({ op: 'revokeMessage', messageID });
  }
  async deleteMessage(messageID: string) {
    await this.call({ op: 'deleteMessage', messageID });
  }
  searchMessages(conversationID: string, keyword: string) {
    return this.call<ImMessage[]>({ op: 'searchMessages', conversationID, keyword });
  }
  async typing(conversationID: string) {
    await this.call({ op: 'typing', conversationID });
  }
  async signal(to: string, signal: CallSignal) {
    await this.call({ op: 'signal', to, signal });
  }
  getUserProfile(userIDList: string[]) {
    return this.call<ImProfile[]>({ op: 'getUserProfile', userIDList });
  }
  updateMyProfile(profile: { nick?: string; avatar?: string }) {
    return this.call<ImProfile>({ op: 'updateMyProfile', ...profile });
  }
  getBlacklist() {
    return this.call<string[]>({ op: 'getBlacklist' });
  }
  addToBlacklist(userIDList: string[]) {
    return this.call<string[]>({ op: 'addToBlacklist', userIDList });
  }
  removeFromBlacklist(userIDList: string[]) {
    return this.call<string[]>({ op: 'removeFromBlacklist', userIDList });
  }
  createGroup(name: string, memberList: string[]) {
    return this.call<{ groupID: string; name: string }>({ op: 'createGroup', name, memberList });
  }
  getGroupMemberList(groupID: string, offset: number, count = 30) {
    return this.call<{ memberList: import('@cidpex/contracts').ImGroupMember[]; total: number }>({
      op: 'getGroupMemberList',
      groupID,
      offset,
      count,
    });
  }
  joinGroup(groupID: string, applyMessage = '') {
    return this.call<{ status: 'WaitAdminApproval' | 'AlreadyInGroup' }>({
      op: 'joinGroup',
      groupID,
      applyMessage,
    });
  }
  getGroupApplicationList() {
    return this.call<ImGroupApplication[]>({ op: 'getGroupApplicationList' });
  }
  async handleGroupApplication(groupID: string, applicant: string, handleAction: 'Agree' | 'Reject') {
    await this.call({ op: 'handleGroupApplication', groupID, applicant, handleAction });
  }
  async setGroupMemberRole(groupID: string, userID: string, role: 'Admin' | 'Member') {
    await this.call({ op: 'setGroupMemberRole', groupID, userID, role });
  }
  async quitGroup(groupID: string) {
    await this.call({ op: 'quitGroup', groupID });
  }
}
