import {
  CHAT_LIMITS,
  type ConversationType,
  callRecordOf,
  callSignalSchema,
  claimsCallRecord,
  IM_USER_ID_PATTERN,
  type ImConversation,
  type ImEvent,
  type ImGroupApplication,
  type ImGroupMember,
  type ImMessage,
  type ImProfile,
  imUserIdOf,
  type Locale,
  MESSAGE_TYPES,
  type MessagePayload,
  type MessageType,
  meetingCardOf,
  messageForShow,
  ORGANIZER_IM_USER_ID,
  SYSTEM_CONVERSATION_ID,
  userIdOfIm,
} from '@cidpex/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { chatGroupRequests, chatGroups } from '../../db/schema/chat';
import { attachments } from '../../db/schema/platform';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { peopleByIds } from '../accounts';
import { signFileUrl } from '../attachments';
import { getMembership } from '../enterprises';
import * as repo from './chat.repository';
import type { ChatRateLimiter } from './rate-limit';

/** The refType of a file sent in a conversation: served only with a pass (attachments' gate). */
export const CHAT_FILE_REF = 'chat';

export interface ImDeps {
  db: Db;
  config: AppConfig;
  events: EventBus;
}

/* ------------------------------------------------------------------ ids */

export function c2cThreadId(a: string, b: string) {
  return a < b ? `c2c:${a}:${b}` : `c2c:${b}:${a}`;
}

interface Target {
  threadId: string;
  type: ConversationType;
  peer: string;
  groupId: number | null;
}

export function parseConversation(me: string, conversationID: string): Target {
  if (conversationID === SYSTEM_CONVERSATION_ID) {
    return { threadId: `sys:${me}`, type: SYSTEM_CONVERSATION_ID, peer: '', groupId: null };
  }
  if (conversationID.startsWith('C2C')) {
    const peer = conversationID.slice(3);
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(peer)) throw new AppError('CHAT_CONVERSATION_NOT_FOUND');
    if (peer === me) throw new AppError('CHAT_SELF');
    return { threadId: c2cThreadId(me, peer), type: 'C2C', peer, groupId: null };
  }
  if (conversationID.startsWith('GROUP')) {
    const id = Number(conversationID.slice(5));
    if (!Number.isInteger(id) || id <= 0) throw new AppError('CHAT_CONVERSATION_NOT_FOUND');
    return { threadId: `group:${id}`, type: 'GROUP', peer: '', groupId: id };
  }
  throw new AppError('CHAT_CONVERSATION_NOT_FOUND');
}

function conversationIdOf(threadId: string, me: string): string {
  if (threadId.startsWith('sys:')) return SYSTEM_CONVERSATION_ID;
  if (threadId.startsWith('group:')) return `GROUP${threadId.slice(6)}`;
  const [, a, b] = threadId.split(':');
  return `C2C${a === me ? b : a}`;
}

function since(config: AppConfig) {
  return new Date(Date.now() - config.imRetentionDays * 86400_000);
}

/* ------------------------------------------------------------------ users and profiles */

/** The chat user of a portal user, made on first use with their name as nick. */
export async function ensureChatUser(db: Db, userId: number): Promise<repo.ChatUserRow> {
  const imUserId = imUserIdOf(userId);
  const [existing] = await repo.findChatUsers(db, [imUserId]);
  if (existing) return existing;
  const person = (await peopleByIds(db, [userId])).get(userId);
  if (!person) throw new AppError('CHAT_USER_NOT_FOUND');
  await repo.upsertChatUser(db, { imUserId, userId, nick: person.name ?? person.mobile ?? imUserId });
  const [row] = await repo.findChatUsers(db, [imUserId]);
  if (!row) throw new AppError('CHAT_USER_NOT_FOUND');
  return row;
}

/** Makes the chat users of these ids exist (portal users only; the organizer is seeded). */
async function ensureKnown(db: Db, ids: string[]): Promise<Map<string, repo.ChatUserRow>> {
  const rows = await repo.findChatUsers(db, ids);
  const found = new Map(rows.map((r) => [r.imUserId, r]));
  for (const id of ids) {
    if (found.has(id)) continue;
    const userId = userIdOfIm(id);
    if (userId === null) continue;
    const people = await peopleByIds(db, [userId]);
    if (!people.has(userId)) continue;
    found.set(id, await ensureChatUser(db, userId));
  }
  return found;
}

export async function profiles(db: Db, ids: string[], locale: Locale): Promise<ImProfile[]> {
  const unique = [...new Set(ids)].slice(0, CHAT_LIMITS.profilesPerCall);
  const rows = await ensureKnown(db, unique);
  const out: ImProfile[] = [];
  for (const id of unique) {
    const row = rows.get(id);
    if (!row) continue;
    let enterpriseName: string | null = null;
    if (row.userId) {
      const m = await getMembership(db, row.userId);
      if (m) enterpriseName = locale === 'en' ? (m.nameEn ?? m.name) : m.name;
    }
    out.push({
      userID: row.imUserId,
      portalUserId: row.userId,
      nick: row.nick,
      avatar: row.avatar,
      online: row.online,
      enterpriseName,
      isOrganizer: row.imUserId === ORGANIZER_IM_USER_ID,
    });
  }
  return out;
}

export async function updateMyProfile(
  deps: ImDeps,
  me: string,
  input: { nick?: string; avatar?: string },
  locale: Locale,
) {
  const set: { nick?: string; avatar?: string } = {};
  // Only non-empty fields are sent (IM.md §7); an avatar must be an http(s) URL or a file of ours.
  if (input.nick?.trim()) set.nick = input.nick.trim().slice(0, 40);
  if (input.avatar?.trim()) {
    const avatar = input.avatar.trim();
    if (!/^(https?:\/\/|\/attachment\/)/.test(avatar)) throw new AppError('CHAT_BAD_REQUEST');
    set.avatar = avatar.slice(0, 500);
  }
  if (Object.keys(set).length) await repo.updateChatUser(deps.db, me, set);
  const [profile] = await profiles(deps.db, [me], locale);
  if (!profile) throw new AppError('CHAT_USER_NOT_FOUND');
  // Everyone sharing a conversation with the user hears the change.
  const peers = new Set<string>();
  for (const c of await repo.conversationsOf(deps.db, me, new Date(0))) {
    if (c.peer) peers.add(c.peer);
    else
      for (const p of await repo.participantsOf(deps.db, c.threadId))
        if (p.imUserId !== me) peers.add(p.imUserId);
  }
  await deliver(deps, [...peers, me], { event: 'PROFILE_UPDATED', data: [profile] });
  return profile;
}

/* ------------------------------------------------------------------ delivery */

export async function deliver(deps: ImDeps, to: string[], event: ImEvent) {
  if (!to.length) return;
  await deps.events.emit('chat.deliver', { to: [...new Set(to)], frame: JSON.stringify(event) });
}

/**
 * A 1:1 video call's signal (issue 17): relayed to the other person's connections on every
 * process and never stored. Refused to oneself, to someone who blocked the caller, to an unknown
 * user, and an invitation to someone with no connection open (the caller is told at once).
 */
export async function relaySignal(deps: ImDeps, me: string, to: unknown, signal: unknown) {
  const parsed = callSignalSchema.safeParse(signal);
  const peer = String(to ?? '');
  if (!parsed.success || !IM_USER_ID_PATTERN.test(peer)) throw new AppError('CHAT_BAD_REQUEST');
  if (peer === me) throw new AppError('CHAT_SELF');
  const [user] = await repo.findChatUsers(deps.db, [peer]);
  if (!user) throw new AppError('CHAT_USER_NOT_FOUND');
  if (await repo.isBlocked(deps.db, peer, me)) throw new AppError('CHAT_BLOCKED');
  if (parsed.data.kind === 'invite' && !user.online) throw new AppError('CHAT_CALL_OFFLINE');
  await deliver(deps, [peer], { event: 'CALL_SIGNAL', data: { from: me, signal: parsed.data } });
  return { ok: true };
}

/* ------------------------------------------------------------------ messages */

/** A picture's or file's links carry a short-lived pass: the file is private to the conversation. */
function withFilePasses(row: repo.MessageRow): MessagePayload {
  const payload = row.payload as MessagePayload;
  if (row.type === 'TIMImageElem') {
    const p = payload as { imageInfoArray: { url: string }[] };
    return {
      ...p,
      imageInfoArray: p.imageInfoArray.map((i) => ({ ...i, url: signFileUrl(i.url) })),
    } as MessagePayload;
  }
  if (row.type === 'TIMFileElem') {
    const p = payload as { fileUrl: string };
    return { ...p, fileUrl: signFileUrl(p.fileUrl) } as MessagePayload;
  }
  return payload;
}

function toMessage(
  row: repo.MessageRow,
  viewer: string,
  nicks: Map<string, repo.ChatUserRow>,
  peerReadSeq = 0,
): ImMessage {
  const conversationID = conversationIdOf(row.threadId, viewer);
  const isGroup = row.threadId.startsWith('group:');
  const sender = nicks.get(row.sender);
  const to = isGroup ? conversationID.slice(5) : row.sender === viewer ? conversationID.slice(3) : viewer;
  return {
    ID: String(row.id),
    type: row.type as MessageType,
    payload: row.revokedAt ? ({ text: '' } as MessagePayload) : withFilePasses(row),
    conversationID,
    conversationType: isGroup ? 'GROUP' : 'C2C',
    from: row.sender,
    to,
    flow: row.sender === viewer ? 'out' : 'in',
    time: Math.floor(row.createdAt.getTime() / 1000),
    sequence: row.seq,
    clientMsgId: row.clientMsgId,
    status: 'success',
    isRevoked: Boolean(row.revokedAt),
    isPeerRead: row.sender === viewer && !isGroup && row.seq <= peerReadSeq,
    nick: sender?.nick ?? row.sender,
    avatar: sender?.avatar ?? '',
  };
}

/**
 * The banned words, read once a minute per database rather than once per message (bench/chat):
 * the organizer's change clears them at once on every process (`chat.bannedWords.changed`).
 */
const bannedWordsCache = new WeakMap<object, { words: string[]; at: number }>();
const BANNED_WORDS_TTL_MS = 60_000;

async function bannedWordsOf(db: Db): Promise<string[]> {
  const hit = bannedWordsCache.get(db);
  if (hit && Date.now() - hit.at < BANNED_WORDS_TTL_MS) return hit.words;
  const words = await repo.bannedWords(db);
  bannedWordsCache.set(db, { words, at: Date.now() });
  return words;
}

/** Forgets the cached banned words of this database (they changed). */
export function forgetBannedWords(db: Db): void {
  bannedWordsCache.delete(db);
}

async function nicksOf(db: Db, rows: repo.MessageRow[]) {
  const users = await repo.findChatUsers(db, [...new Set(rows.map((r) => r.sender))]);
  return new Map(users.map((u) => [u.imUserId, u]));
}

/** The participant row of the caller, or a refusal; a C2C thread is made on first use. */
async function openThread(deps: ImDeps, me: string, target: Target, create: boolean) {
  let part = await repo.findParticipant(deps.db, target.threadId, me);
  if (part) return part;
  if (target.type === 'C2C' && create) {
    const known = await ensureKnown(deps.db, [target.peer, me]);
    if (!known.has(target.peer)) throw new AppError('CHAT_USER_NOT_FOUND');
    await repo.ensureThread(deps.db, target.threadId, 'C2C', [
      { imUserId: me, peer: target.peer },
      { imUserId: target.peer, peer: me },
    ]);
    // The peer does not see an empty conversation until a message arrives.
    part = await repo.findParticipant(deps.db, target.threadId, me);
    if (part) return part;
  }
  if (target.type === SYSTEM_CONVERSATION_ID) {
    await repo.ensureThread(deps.db, target.threadId, SYSTEM_CONVERSATION_ID, [{ imUserId: me, peer: '' }]);
    const sys = await repo.findParticipant(deps.db, target.threadId, me);
    if (sys) return sys;
  }
  if (target.type === 'GROUP') throw new AppError('CHAT_NOT_GROUP_MEMBER');
  throw new AppError('CHAT_CONVERSATION_NOT_FOUND');
}

async function peerReadSeqOf(db: Db, target: Target) {
  if (target.type !== 'C2C') return 0;
  return (await repo.findParticipant(db, target.threadId, target.peer))?.readSeq ?? 0;
}

export interface SendInput {
  conversationID: string;
  type: MessageType;
  payload: Record<string, unknown>;
  clientMsgId: string;
}

export { type ChatRateLimiter, clearRateLimits, createRateLimiter, MemoryRateLimiter } from './rate-limit';

function str(v: unknown, max = 500) {
  return typeof v === 'string' ? v.slice(0, max) : '';
}

/** Checks a payload and turns attachment references into stored file payloads. */
async function normalizePayload(
  db: Db,
  me: string,
  type: MessageType,
  payload: Record<string, unknown>,
): Promise<{ payload: MessagePayload; searchText: string; attachmentId: number | null }> {
  if (type === 'TIMTextElem') {
    const text = typeof payload.text === 'string' ? payload.text : '';
    if (!text.trim()) throw new AppError('CHAT_EMPTY_MESSAGE');
    return { payload: { text }, searchText: text.toLowerCase(), attachmentId: null };
  }
  if (type === 'TIMImageElem' || type === 'TIMFileElem') {
    const id = Number(payload.attachmentId);
    const userId = userIdOfIm(me);
    const [file] = Number.isInteger(id)
      ? await db
          .select()
          .from(attachments)
          .where(and(eq(attachments.id, id), isNull(attachments.deletedAt)))
      : [];
    if (!file || userId === null || file.ownerUserId !== userId)
      throw new AppError('CHAT_ATTACHMENT_INVALID');
    const url = `/attachment/${file.key}`;
    if (type === 'TIMImageElem') {
      if (file.size > CHAT_LIMITS.imageBytes) throw new AppError('CHAT_FILE_TOO_LARGE');
      if (!/^image\/(jpeg|png|gif|bmp)$/.test(file.mimeType)) throw new AppError('CHAT_ATTACHMENT_INVALID');
      const w = file.width ?? 0;
      const h = file.height ?? 0;
      const thumbW = Math.min(w || 198, 198);
      return {
        payload: {
          imageFormat: file.mimeType.slice(6),
          uuid: String(file.id),
          imageInfoArray: [
            { url, width: w, height: h, size: file.size, sizeType: 1 },
            {
              url: `${url}?width=${thumbW}`,
              width: thumbW,
              height: w ? Math.round((h * thumbW) / w) : 0,
              size: 0,
              sizeType: 3,
            },
          ],
        },
        searchText: '',
        attachmentId: file.id,
      };
    }
    if (file.size > CHAT_LIMITS.fileBytes) throw new AppError('CHAT_FILE_TOO_LARGE');
    return {
      payload: { fileName: file.fileName, fileSize: file.size, fileUrl: url, uuid: String(file.id) },
      searchText: file.fileName.toLowerCase(),
      attachmentId: file.id,
    };
  }
  if (type === 'TIMCustomElem') {
    // Meeting cards are written by the service from the meeting's own change, never by a user.
    if (meetingCardOf(payload)) throw new AppError('CHAT_BAD_REQUEST');
    const data = str(payload.data, CHAT_LIMITS.messageBytes);
    return {
      payload: { data, description: str(payload.description), extension: str(payload.extension) },
      searchText: str(payload.description).toLowerCase(),
      attachmentId: null,
    };
  }
  throw new AppError('CHAT_BAD_REQUEST');
}

function bannedWordIn(text: string, words: string[]) {
  const folded = text.toLowerCase();
  return words.find((w) => w && folded.includes(w.toLowerCase()));
}

/**
 * Sends a message: refused when empty, too large, too fast, blocked or with a banned word;
 * a repeat of a `clientMsgId` answers the stored message without storing or delivering it again.
 */
export async function sendMessage(
  deps: ImDeps,
  limiter: ChatRateLimiter,
  me: string,
  input: SendInput,
): Promise<{ message: ImMessage; duplicate: boolean }> {
  const { db } = deps;
  if (
    !(MESSAGE_TYPES as readonly string[]).includes(input.type) ||
    input.type === 'TIMGroupTipElem' ||
    input.type === 'TIMGroupSystemNoticeElem'
  ) {
    throw new AppError('CHAT_BAD_REQUEST');
  }
  if (typeof input.clientMsgId !== 'string' || !/^[A-Za-z0-9_-]{8,64}$/.test(input.clientMsgId)) {
    throw new AppError('CHAT_BAD_REQUEST');
  }
  const target = parseConversation(me, input.conversationID);
  // A retry answers the stored message; the thread and the peer's blacklist are read at once.
  const facts = await repo.sendFacts(db, me, input.clientMsgId, target.threadId, target.peer);
  if (facts.existingId !== null) {
    const existing = await repo.findMessage(db, facts.existingId);
    if (existing) return { message: toMessage(existing, me, await nicksOf(db, [existing])), duplicate: true };
  }
  if (Buffer.byteLength(JSON.stringify(input.payload ?? {})) > CHAT_LIMITS.messageBytes) {
    throw new AppError('CHAT_MESSAGE_TOO_LARGE');
  }
  if (target.type === SYSTEM_CONVERSATION_ID) throw new AppError('CHAT_BAD_REQUEST');
  // A call's record (IM.md §8) only in a 1:1 conversation and only well formed.
  if (
    input.type === 'TIMCustomElem' &&
    claimsCallRecord(input.payload ?? {}) &&
    (target.type !== 'C2C' || !callRecordOf(input.payload ?? {}))
  ) {
    throw new AppError('CHAT_BAD_REQUEST');
  }
  const normalized = await normalizePayload(db, me, input.type, input.payload ?? {});
  if (input.type === 'TIMTextElem') {
    const word = bannedWordIn((normalized.payload as { text: string }).text, await bannedWordsOf(db));
    if (word) throw new AppError('CHAT_BANNED_WORD');
  }
  if (!facts.participant) await openThread(deps, me, target, true);
  if (target.type === 'C2C' && facts.blocked) throw new AppError('CHAT_BLOCKED');
  if (target.type === 'GROUP') await activeGroup(db, target.groupId as number);
  if (
    !(await limiter.allow(`u:${me}`, CHAT_LIMITS.userRatePer10s)) ||
    !(await limiter.allow(`c:${me}:${target.threadId}`, CHAT_LIMITS.conversationRatePer10s))
  ) {
    throw new AppError('CHAT_RATE_LIMITED');
  }
  let row: repo.MessageRow;
  try {
    row = await repo.insertMessage(db, {
      threadId: target.threadId,
      sender: me,
      clientMsgId: input.clientMsgId,
      type: input.type,
      payload: normalized.payload,
      searchText: normalized.searchText,
      attachmentId: normalized.attachmentId,
    });
  } catch (err) {
    // Two sends of one clientMsgId at once: the second hits the unique index and answers the first.
    const again = await repo.findByClientId(db, me, input.clientMsgId);
    if (again) return { message: toMessage(again, me, await nicksOf(db, [again])), duplicate: true };
    throw err;
  }
  // From now on the file is served only with a pass, which only participants receive.
  if (normalized.attachmentId)
    await repo.linkFile(db, normalized.attachmentId, CHAT_FILE_REF, target.threadId);
  const nicks = await nicksOf(db, [row]);
  // A C2C thread's participants are its two sides: only a group's are read.
  const recipients =
    target.type === 'C2C'
      ? [target.peer]
      : (await repo.participantsOf(db, target.threadId)).map((p) => p.imUserId).filter((id) => id !== me);
  for (const to of recipients) {
    // Each side sees the C2C conversation under the other's id: one frame per recipient there.
    if (target.type === 'C2C')
      await deliver(deps, [to], { event: 'MESSAGE_RECEIVED', data: [toMessage(row, to, nicks)] });
  }
  if (target.type === 'GROUP') {
    await deliver(deps, recipients, {
      event: 'MESSAGE_RECEIVED',
      data: [toMessage(row, recipients[0] ?? '', nicks)],
    });
  }
  return { message: toMessage(row, me, nicks), duplicate: false };
}

/**
 * A custom message the service writes in a C2C conversation on behalf of `from` (a meeting
 * card): no rate limit or blacklist, stored once per `clientMsgId` (every process hearing
 * the same event tries; the unique index keeps one), delivered to both sides.
 */
export async function postOnBehalf(
  deps: ImDeps,
  from: string,
  to: string,
  payload: { data: string; description: string; extension: string },
  clientMsgId: string,
): Promise<ImMessage | null> {
  const { db } = deps;
  if (from === to) return null;
  const known = await ensureKnown(db, [from, to]);
  if (!known.has(from) || !known.has(to)) return null;
  if (await repo.findByClientId(db, from, clientMsgId)) return null;
  const threadId = c2cThreadId(from, to);
  await repo.ensureThread(db, threadId, 'C2C', [
    { imUserId: from, peer: to },
    { imUserId: to, peer: from },
  ]);
  let row: repo.MessageRow;
  try {
    row = await repo.insertMessage(db, {
      threadId,
      sender: from,
      clientMsgId,
      type: 'TIMCustomElem',
      payload,
      searchText: payload.description.toLowerCase(),
      attachmentId: null,
    });
  } catch (err) {
    if (await repo.findByClientId(db, from, clientMsgId)) return null;
    throw err;
  }
  const nicks = await nicksOf(db, [row]);
  await deliver(deps, [to], { event: 'MESSAGE_RECEIVED', data: [toMessage(row, to, nicks)] });
  await deliver(deps, [from], { event: 'MESSAGE_RECEIVED', data: [toMessage(row, from, nicks)] });
  return toMessage(row, from, nicks);
}

/** A group tip or a system notice, written by the service itself. */
async function serviceMessage(
  deps: ImDeps,
  threadId: string,
  sender: string,
  type: 'TIMGroupTipElem' | 'TIMGroupSystemNoticeElem',
  payload: MessagePayload | Record<string, unknown>,
  to: string[],
) {
  const row = await repo.insertMessage(deps.db, {
    threadId,
    sender,
    clientMsgId: `svc-${crypto.randomUUID()}`,
    type,
    payload,
    searchText: '',
    attachmentId: null,
  });
  const nicks = await nicksOf(deps.db, [row]);
  if (to.length)
    await deliver(deps, to, { event: 'MESSAGE_RECEIVED', data: [toMessage(row, to[0] as string, nicks)] });
  return row;
}

export async function getMessageList(
  deps: ImDeps,
  me: string,
  input: { conversationID: string; nextReqMessageID?: string; count?: number },
) {
  const target = parseConversation(me, input.conversationID);
  const part = await openThread(deps, me, target, true);
  const count = Math.min(Math.max(Number(input.count) || CHAT_LIMITS.historyPage, 1), CHAT_LIMITS.historyMax);
  let beforeSeq: number | null = null;
  if (input.nextReqMessageID) {
    const marker = await repo.findMessage(deps.db, Number(input.nextReqMessageID));
    if (!marker || marker.threadId !== target.threadId) throw new AppError('CHAT_MESSAGE_NOT_FOUND');
    beforeSeq = marker.seq;
  }
  const rows = await repo.historyPage(deps.db, {
    threadId: target.threadId,
    imUserId: me,
    clearedSeq: part.clearedSeq,
    beforeSeq,
    since: since(deps.config),
    limit: count + 1,
  });
  const isCompleted = rows.length <= count;
  const page = rows.slice(0, count).reverse();
  const nicks = await nicksOf(deps.db, page);
  const peerRead = await peerReadSeqOf(deps.db, target);
  return {
    messageList: page.map((r) => toMessage(r, me, nicks, peerRead)),
    nextReqMessageID: page[0] ? String(page[0].id) : '',
    isCompleted,
  };
}

/** Messages after the sequences the client last saw (a reconnect's resync), in order. */
export async function syncSince(deps: ImDeps, me: string, sinceSeq: Record<string, number>) {
  const out: ImMessage[] = [];
  const cut = since(deps.config);
  for (const [conversationID, seq] of Object.entries(sinceSeq).slice(0, 200)) {
    let target: Target;
    try {
      target = parseConversation(me, conversationID);
    } catch {
      continue;
    }
    const part = await repo.findParticipant(deps.db, target.threadId, me);
    if (!part) continue;
    const rows = await repo.messagesAfter(
      deps.db,
      target.threadId,
      me,
      Math.max(Number(seq) || 0, part.clearedSeq),
      cut,
    );
    const nicks = await nicksOf(deps.db, rows);
    const peerRead = await peerReadSeqOf(deps.db, target);
    out.push(...rows.map((r) => toMessage(r, me, nicks, peerRead)));
  }
  return out;
}

export async function searchMessages(deps: ImDeps, me: string, conversationID: string, keyword: string) {
  const target = parseConversation(me, conversationID);
  const part = await openThread(deps, me, target, false);
  const k = keyword.trim().toLowerCase().slice(0, 50);
  if (!k) return [];
  const rows = await repo.searchMessages(
    deps.db,
    target.threadId,
    me,
    part.clearedSeq,
    since(deps.config),
    k,
  );
  const nicks = await nicksOf(deps.db, rows);
  return rows.reverse().map((r) => toMessage(r, me, nicks));
}

export async function setMessageRead(deps: ImDeps, me: string, conversationID: string) {
  const target = parseConversation(me, conversationID);
  const part = await repo.findParticipant(deps.db, target.threadId, me);
  if (!part) return { sequence: 0 };
  const seq = await repo.markRead(deps.db, target.threadId, me);
  if (seq > part.readSeq && target.type === 'C2C') {
    await deliver(deps, [target.peer], {
      event: 'MESSAGE_READ_BY_PEER',
      data: { conversationID: `C2C${me}`, sequence: seq, reader: me },
    });
  }
  return { sequence: seq };
}

export async function revokeMessage(deps: ImDeps, me: string, messageID: string) {
  const row = await repo.findMessage(deps.db, Number(messageID));
  if (!row || !(await repo.findParticipant(deps.db, row.threadId, me)))
    throw new AppError('CHAT_MESSAGE_NOT_FOUND');
  if (row.sender !== me) throw new AppError('CHAT_NOT_SENDER');
  if (Date.now() - row.createdAt.getTime() > CHAT_LIMITS.revokeSeconds * 1000)
    throw new AppError('CHAT_REVOKE_TOO_LATE');
  if (!row.revokedAt) await repo.revoke(deps.db, row.id);
  for (const p of await repo.participantsOf(deps.db, row.threadId)) {
    await deliver(deps, [p.imUserId], {
      event: 'MESSAGE_REVOKED',
      data: [{ ID: String(row.id), conversationID: conversationIdOf(row.threadId, p.imUserId) }],
    });
  }
  return { ID: String(row.id) };
}

export async function deleteMessage(deps: ImDeps, me: string, messageID: string) {
  const row = await repo.findMessage(deps.db, Number(messageID));
  if (!row || !(await repo.findParticipant(deps.db, row.threadId, me)))
    throw new AppError('CHAT_MESSAGE_NOT_FOUND');
  await repo.deleteFor(deps.db, row.id, me);
  await deliver(deps, [me], {
    event: 'MESSAGE_DELETED',
    data: [{ ID: String(row.id), conversationID: conversationIdOf(row.threadId, me) }],
  });
  return { ID: String(row.id) };
}

/* ------------------------------------------------------------------ conversations */

export async function conversationList(deps: ImDeps, me: string, locale: Locale): Promise<ImConversation[]> {
  const rows = await repo.conversationsOf(deps.db, me, since(deps.config));
  const last = new Map(
    (
      await repo.messagesByIds(
        deps.db,
        rows.flatMap((r) => (r.lastId ? [Number(r.lastId)] : [])),
      )
    ).map((m) => [m.id, m]),
  );
  const peers = rows.filter((r) => r.type === 'C2C').map((r) => r.peer);
  const profileMap = new Map((await profiles(deps.db, peers, locale)).map((p) => [p.userID, p]));
  const remarks = await repo.remarksOf(deps.db, me, peers);
  const groupIds = rows.filter((r) => r.type === 'GROUP').map((r) => Number(r.threadId.slice(6)));
  const groups = groupIds.length
    ? await deps.db.select().from(chatGroups).where(inArray(chatGroups.id, groupIds))
    : [];
  const groupMap = new Map(groups.map((g) => [g.id, g]));
  const out: ImConversation[] = [];
  for (const r of rows) {
    const m = r.lastId ? last.get(Number(r.lastId)) : undefined;
    const conversationID = conversationIdOf(r.threadId, me);
    // A C2C conversation with nothing in it yet is not listed for the peer who never wrote.
    if (!m && r.type !== 'GROUP') continue;
    const conv: ImConversation = {
      conversationID,
      type: r.type as ConversationType,
      unreadCount: r.unread,
      lastMessage: m
        ? {
            lastTime: Math.floor(m.createdAt.getTime() / 1000),
            lastSequence: m.seq,
            fromAccount: m.sender,
            messageForShow: m.revokedAt
              ? ''
              : messageForShow(m.type as MessageType, m.payload as MessagePayload, locale),
            type: m.type as MessageType,
            isRevoked: Boolean(m.revokedAt),
          }
        : null,
      peerReadSequence: 0,
    };
    if (r.type === 'C2C') {
      conv.userProfile = profileMap.get(r.peer);
      conv.remark = remarks.get(r.peer) ?? null;
      conv.peerReadSequence = await peerReadSeqOf(deps.db, {
        threadId: r.threadId,
        type: 'C2C',
        peer: r.peer,
        groupId: null,
      });
    }
    if (r.type === 'GROUP') {
      const g = groupMap.get(Number(r.threadId.slice(6)));
      if (!g || g.dismissedAt) continue;
      const members = await repo.participantsOf(deps.db, r.threadId);
      conv.groupProfile = {
        groupID: String(g.id),
        name: g.name,
        memberCount: members.length,
        selfRole: r.role as 'Member',
      };
    }
    out.push(conv);
  }
  return out;
}

export async function conversationProfile(deps: ImDeps, me: string, conversationID: string, locale: Locale) {
  const target = parseConversation(me, conversationID);
  await openThread(deps, me, target, true);
  const list = await conversationList(deps, me, locale);
  const found = list.find((c) => c.conversationID === conversationID);
  if (found) return found;
  // Not listed yet (no message): the profile alone.
  const conv: ImConversation = {
    conversationID,
    type: target.type,
    unreadCount: 0,
    lastMessage: null,
    peerReadSequence: 0,
  };
  if (target.type === 'C2C') {
    conv.userProfile = (await profiles(deps.db, [target.peer], locale))[0];
    conv.remark = (await repo.remarksOf(deps.db, me, [target.peer])).get(target.peer) ?? null;
  }
  return conv;
}

export async function deleteConversation(deps: ImDeps, me: string, conversationID: string) {
  const target = parseConversation(me, conversationID);
  await repo.hideConversation(deps.db, target.threadId, me);
  return { conversationID };
}

/* ------------------------------------------------------------------ blacklist */

export async function getBlacklist(deps: ImDeps, me: string) {
  return repo.blacklistOf(deps.db, me);
}

export async function addToBlacklist(deps: ImDeps, me: string, ids: string[]) {
  const valid = ids.filter((id) => id !== me && /^[A-Za-z0-9_-]{1,32}$/.test(id)).slice(0, 100);
  await repo.addBlacklist(deps.db, me, valid);
  const list = await repo.blacklistOf(deps.db, me);
  await deliver(deps, [me], { event: 'BLACKLIST_UPDATED', data: list });
  return list;
}

export async function removeFromBlacklist(deps: ImDeps, me: string, ids: string[]) {
  await repo.removeBlacklist(deps.db, me, ids.slice(0, 100));
  const list = await repo.blacklistOf(deps.db, me);
  await deliver(deps, [me], { event: 'BLACKLIST_UPDATED', data: list });
  return list;
}

/* ------------------------------------------------------------------ groups (Work groups, IM.md §6) */

async function activeGroup(db: Db, groupId: number) {
  const [g] = await db.select().from(chatGroups).where(eq(chatGroups.id, groupId));
  if (!g || g.dismissedAt) throw new AppError('CHAT_GROUP_NOT_FOUND');
  return g;
}

async function adminOf(db: Db, groupId: number, me: string) {
  const part = await repo.findParticipant(db, `group:${groupId}`, me);
  if (!part) throw new AppError('CHAT_NOT_GROUP_MEMBER');
  if (part.role !== 'Owner' && part.role !== 'Admin') throw new AppError('CHAT_NOT_GROUP_ADMIN');
  return part;
}

/** A group system notice (types 1–10, 255) to these users, kept in their system conversation. */
async function notice(
  deps: ImDeps,
  to: string[],
  group: { id: number; name: string },
  operationType: number,
  operatorID: string,
) {
  const data = {
    groupProfile: { groupID: String(group.id), name: group.name },
    operationType,
    operatorID,
    userDefinedField: '',
  };
  for (const user of new Set(to)) {
    const threadId = `sys:${user}`;
    await repo.ensureThread(deps.db, threadId, SYSTEM_CONVERSATION_ID, [{ imUserId: user, peer: '' }]);
    await serviceMessage(deps, threadId, SYSTEM_CONVERSATION_ID, 'TIMGroupSystemNoticeElem', data, []);
    await deliver(deps, [user], { event: 'GROUP_SYSTEM_NOTICE_RECEIVED', data });
  }
}

async function tip(
  deps: ImDeps,
  groupId: number,
  operationType: number,
  operatorID: string,
  userIDList: string[],
) {
  const threadId = `group:${groupId}`;
  const members = (await repo.participantsOf(deps.db, threadId)).map((p) => p.imUserId);
  await serviceMessage(
    deps,
    threadId,
    operatorID,
    'TIMGroupTipElem',
    { operationType, operatorID, userIDList },
    members,
  );
}

export async function createGroup(deps: ImDeps, me: string, input: { name: string; memberList: string[] }) {
  const name = input.name?.trim().slice(0, 30);
  if (!name) throw new AppError('CHAT_GROUP_NAME_REQUIRED');
  const known = await ensureKnown(
    deps.db,
    [...new Set(input.memberList ?? [])].filter((id) => id !== me).slice(0, 200),
  );
  const members = [...known.keys()];
  const [group] = await deps.db.insert(chatGroups).values({ name, ownerImUserId: me }).returning();
  if (!group) throw new Error('group not created');
  const threadId = `group:${group.id}`;
  await repo.ensureThread(deps.db, threadId, 'GROUP', [
    { imUserId: me, peer: '', role: 'Owner' },
    ...members.map((m) => ({ imUserId: m, peer: '' })),
  ]);
  await notice(deps, [me], group, 6, me);
  await notice(deps, members, group, 7, me);
  await tip(deps, group.id, 1, me, members);
  return { groupID: String(group.id), name: group.name };
}

export async function groupMembers(
  deps: ImDeps,
  me: string,
  groupID: string,
  offset = 0,
  count: number = CHAT_LIMITS.memberPage,
) {
  const groupId = Number(groupID);
  await activeGroup(deps.db, groupId);
  if (!(await repo.findParticipant(deps.db, `group:${groupId}`, me)))
    throw new AppError('CHAT_NOT_GROUP_MEMBER');
  const all = await repo.participantsOf(deps.db, `group:${groupId}`);
  const n = Math.min(Math.max(Number(count) || CHAT_LIMITS.memberPage, 1), CHAT_LIMITS.memberPage);
  const page = all.slice(Math.max(Number(offset) || 0, 0), Math.max(Number(offset) || 0, 0) + n);
  const users = new Map(
    (
      await repo.findChatUsers(
        deps.db,
        page.map((p) => p.imUserId),
      )
    ).map((u) => [u.imUserId, u]),
  );
  const memberList: ImGroupMember[] = page.map((p) => ({
    userID: p.imUserId,
    nick: users.get(p.imUserId)?.nick ?? p.imUserId,
    avatar: users.get(p.imUserId)?.avatar ?? '',
    role: p.role as ImGroupMember['role'],
    joinTime: Math.floor(p.joinedAt.getTime() / 1000),
  }));
  return { memberList, total: all.length };
}

export async function addGroupMember(deps: ImDeps, me: string, groupID: string, ids: string[]) {
  const groupId = Number(groupID);
  const group = await activeGroup(deps.db, groupId);
  await adminOf(deps.db, groupId, me);
  const known = await ensureKnown(deps.db, ids.slice(0, 100));
  const added: string[] = [];
  for (const id of known.keys()) {
    if (await repo.findParticipant(deps.db, `group:${groupId}`, id)) continue;
    await repo.ensureThread(deps.db, `group:${groupId}`, 'GROUP', [{ imUserId: id, peer: '' }]);
    added.push(id);
  }
  if (added.length) {
    await notice(deps, added, group, 7, me);
    await tip(deps, groupId, 1, me, added);
  }
  return { successUserIDList: added };
}

export async function joinGroup(deps: ImDeps, me: string, groupID: string, applyMessage = '') {
  const groupId = Number(groupID);
  if (!Number.isInteger(groupId) || groupId <= 0) throw new AppError('CHAT_GROUP_NOT_FOUND');
  const group = await activeGroup(deps.db, groupId);
  if (await repo.findParticipant(deps.db, `group:${groupId}`, me))
    return { status: 'AlreadyInGroup' as const };
  // A request sent again while the first waits is the same request (stored once).
  const [waiting] = await deps.db
    .select({ id: chatGroupRequests.id })
    .from(chatGroupRequests)
    .where(
      and(
        eq(chatGroupRequests.groupId, groupId),
        eq(chatGroupRequests.applicant, me),
        eq(chatGroupRequests.status, 'Pending'),
      ),
    );
  if (waiting) return { status: 'WaitAdminApproval' as const };
  await deps.db
    .insert(chatGroupRequests)
    .values({ groupId, applicant: me, message: applyMessage.slice(0, 200) });
  const admins = (await repo.participantsOf(deps.db, `group:${groupId}`))
    .filter((p) => p.role === 'Owner' || p.role === 'Admin')
    .map((p) => p.imUserId);
  await notice(deps, admins, group, 1, me);
  return { status: 'WaitAdminApproval' as const };
}

/** Requests to join the groups the caller owns or administers, still waiting, oldest first. */
export async function groupApplications(
  deps: ImDeps,
  me: string,
  locale: Locale,
): Promise<ImGroupApplication[]> {
  const mine = await repo.groupsAdministeredBy(deps.db, me);
  if (!mine.length) return [];
  const names = new Map(mine.map((g) => [g.id, g.name]));
  const rows = await deps.db
    .select()
    .from(chatGroupRequests)
    .where(
      and(inArray(chatGroupRequests.groupId, [...names.keys()]), eq(chatGroupRequests.status, 'Pending')),
    )
    .orderBy(asc(chatGroupRequests.createdAt))
    .limit(200);
  const people = new Map(
    (
      await profiles(
        deps.db,
        rows.map((r) => r.applicant),
        locale,
      )
    ).map((p) => [p.userID, p]),
  );
  return rows.map((r) => ({
    groupID: String(r.groupId),
    groupName: names.get(r.groupId) ?? '',
    applicant: r.applicant,
    applicantNick: people.get(r.applicant)?.nick ?? r.applicant,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function handleGroupApplication(
  deps: ImDeps,
  me: string,
  input: { groupID: string; applicant: string; handleAction: 'Agree' | 'Reject' },
) {
  const groupId = Number(input.groupID);
  const group = await activeGroup(deps.db, groupId);
  await adminOf(deps.db, groupId, me);
  const [request] = await deps.db
    .update(chatGroupRequests)
    .set({ status: input.handleAction === 'Agree' ? 'Agreed' : 'Rejected' })
    .where(
      and(
        eq(chatGroupRequests.groupId, groupId),
        eq(chatGroupRequests.applicant, input.applicant),
        eq(chatGroupRequests.status, 'Pending'),
      ),
    )
    .returning();
  if (!request) throw new AppError('CHAT_MESSAGE_NOT_FOUND');
  if (input.handleAction === 'Agree') {
    await repo.ensureThread(deps.db, `group:${groupId}`, 'GROUP', [{ imUserId: input.applicant, peer: '' }]);
    await notice(deps, [input.applicant], group, 2, me);
    await tip(deps, groupId, 1, me, [input.applicant]);
  } else {
    await notice(deps, [input.applicant], group, 3, me);
  }
  return { status: request.status };
}

export async function quitGroup(deps: ImDeps, me: string, groupID: string) {
  const groupId = Number(groupID);
  const group = await activeGroup(deps.db, groupId);
  const part = await repo.findParticipant(deps.db, `group:${groupId}`, me);
  if (!part) throw new AppError('CHAT_NOT_GROUP_MEMBER');
  if (part.role === 'Owner') return dismissGroup(deps, me, groupID);
  await tip(deps, groupId, 2, me, [me]);
  await repo.removeParticipant(deps.db, `group:${groupId}`, me);
  await notice(deps, [me], group, 8, me);
  return { groupID };
}

export async function dismissGroup(deps: ImDeps, me: string, groupID: string) {
  const groupId = Number(groupID);
  const group = await activeGroup(deps.db, groupId);
  const part = await adminOf(deps.db, groupId, me);
  if (part.role !== 'Owner') throw new AppError('CHAT_NOT_GROUP_ADMIN');
  await deps.db.update(chatGroups).set({ dismissedAt: new Date() }).where(eq(chatGroups.id, groupId));
  const members = (await repo.participantsOf(deps.db, `group:${groupId}`)).map((p) => p.imUserId);
  await notice(deps, members, group, 5, me);
  return { groupID };
}

export async function setGroupMemberRole(
  deps: ImDeps,
  me: string,
  input: { groupID: string; userID: string; role: 'Admin' | 'Member' },
) {
  const groupId = Number(input.groupID);
  const group = await activeGroup(deps.db, groupId);
  const part = await adminOf(deps.db, groupId, me);
  if (part.role !== 'Owner') throw new AppError('CHAT_NOT_GROUP_ADMIN');
  const target = await repo.findParticipant(deps.db, `group:${groupId}`, input.userID);
  if (!target || target.role === 'Owner') throw new AppError('CHAT_NOT_GROUP_MEMBER');
  const role = input.role === 'Admin' ? 'Admin' : 'Member';
  await repo.setRole(deps.db, `group:${groupId}`, input.userID, role);
  await notice(deps, [input.userID], group, role === 'Admin' ? 9 : 10, me);
  await tip(deps, groupId, role === 'Admin' ? 4 : 5, me, [input.userID]);
  return { userID: input.userID, role };
}

/* ------------------------------------------------------------------ retention */

export async function prune(deps: ImDeps) {
  return repo.pruneBefore(deps.db, since(deps.config));
}
