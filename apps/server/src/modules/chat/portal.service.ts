import {
  type ChatContact,
  type ChatRecordPage,
  type ChatReport,
  type ChatSessionInfo,
  type ImAccountState,
  imUserIdOf,
  type Locale,
  type MessagePayload,
  type MessageType,
  messageForShow,
  ORGANIZER_IM_USER_ID,
  userIdOfIm,
} from '@cidpex/contracts';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatRecords, chatReports, chatSessions } from '../../db/schema/chat';
import { AppError } from '../../platform/errors';
import { peopleByIds } from '../accounts';
import { exchangeCardsBetween, holdsCard } from '../cards';
import { siteCards } from '../directory';
import { enterpriseAdminUserId, getMembership } from '../enterprises';
import * as repo from './chat.repository';
import * as im from './im.service';
import { genUserSig } from './user-sig';

/** STUN/TURN servers from IM_ICE_SERVERS: `stun:host:port`, or `turn:user:pass@host:port`. */
export function iceServers(value: string) {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const m = /^(turns?):([^:@]+):([^@]+)@(.+)$/.exec(entry);
      return m ? { urls: `${m[1]}:${m[4]}`, username: m[2], credential: m[3] } : { urls: entry };
    });
}

/** GET portal/rest/im/account/state: the caller's chat identity and a fresh ticket. */
export async function accountState(
  deps: im.ImDeps,
  userId: number,
  locale: Locale,
  isOrganizer: boolean,
): Promise<ImAccountState> {
  // The organizer's staff answer as the organizer contact every user has in their list.
  if (isOrganizer)
    await repo.upsertChatUser(deps.db, { imUserId: ORGANIZER_IM_USER_ID, userId: null, nick: '展会主办方' });
  const user = isOrganizer
    ? { imUserId: ORGANIZER_IM_USER_ID, nick: '展会主办方' }
    : await im.ensureChatUser(deps.db, userId);
  const ttl = deps.config.imSigTtlSeconds;
  const person = (await peopleByIds(deps.db, [userId])).get(userId);
  return {
    userID: userId,
    imUserId: user.imUserId,
    userSig: genUserSig(deps.config.imSecret, deps.config.imSdkAppId, user.imUserId, ttl),
    sdkAppID: deps.config.imSdkAppId,
    expiresIn: ttl,
    locale,
    userName: person?.name ?? user.nick,
    wsPath: '/im/ws',
    iceServers: iceServers(deps.config.imIceServers),
  };
}

/** GET exhibitor/rest/imUsers: the caller's chat profile, or another user's by id. */
export async function imUser(
  db: Db,
  userId: number,
  query: { userId?: number; imUserId?: string },
  locale: Locale,
) {
  await im.ensureChatUser(db, userId);
  const id = query.imUserId ?? imUserIdOf(query.userId ?? userId);
  const [profile] = await im.profiles(db, [id], locale);
  if (!profile) throw new AppError('CHAT_USER_NOT_FOUND');
  return profile;
}

async function enterpriseOf(db: Db, userId: number) {
  const m = await getMembership(db, userId);
  return m && m.certified ? m : null;
}

/**
 * GET exhibitor/rest/chatSessions: contacts made from the conversation records (spec §3),
 * newest first, each with the peer's enterprise names, booth numbers and logo; the
 * organizer always first.
 */
export async function contacts(db: Db, userId: number, locale: Locale): Promise<ChatContact[]> {
  const me = imUserIdOf(userId);
  const rows = await db
    .select({
      peer: sql<number>`case when ${chatRecords.senderId} = ${userId} then ${chatRecords.receiverId} else ${chatRecords.senderId} end`,
      senderId: sql<number>`min(${chatRecords.senderId})`,
      receiverId: sql<number>`min(${chatRecords.receiverId})`,
      last: sql<string>`max(${chatRecords.createdAt})`,
    })
    .from(chatRecords)
    .where(or(eq(chatRecords.senderId, userId), eq(chatRecords.receiverId, userId)))
    .groupBy(sql`1`)
    .orderBy(sql`max(${chatRecords.createdAt}) desc`)
    .limit(500);
  const peerIds = rows.map((r) => Number(r.peer));
  const people = await peopleByIds(db, peerIds);
  const remarks = new Map(
    (await db.select().from(chatSessions).where(eq(chatSessions.owner, me))).map((s) => [s.peer, s.nick]),
  );
  const memberships = new Map<number, Awaited<ReturnType<typeof enterpriseOf>>>();
  for (const id of peerIds) memberships.set(id, await enterpriseOf(db, id));
  const entIds = [...memberships.values()].flatMap((m) => (m ? [m.enterpriseId] : []));
  const cards = new Map((await siteCards(db, locale, entIds)).map((c) => [c.enterpriseId, c]));
  const out: ChatContact[] = [];
  const [organizer] = await repo.findChatUsers(db, [ORGANIZER_IM_USER_ID]);
  out.push({
    imUserId: ORGANIZER_IM_USER_ID,
    userId: null,
    name: organizer?.nick || '主办方',
    nameEn: 'Organizer',
    user: organizer?.nick || '主办方',
    originalName: organizer?.nick || '主办方',
    nick: remarks.get(ORGANIZER_IM_USER_ID) ?? null,
    boothNos: [],
    senderId: null,
    receiverId: null,
    logo: organizer?.avatar || null,
    isOrganizer: true,
    lastTime: null,
  });
  for (const r of rows) {
    const peer = Number(r.peer);
    const person = people.get(peer);
    if (!person) continue;
    const m = memberships.get(peer);
    const card = m ? cards.get(m.enterpriseId) : undefined;
    const personName = person.name ?? person.mobile ?? '';
    const imId = imUserIdOf(peer);
    out.push({
      imUserId: imId,
      userId: peer,
      name: m?.name ?? personName,
      nameEn: m?.nameEn ?? m?.name ?? personName,
      user: personName,
      originalName: personName,
      nick: remarks.get(imId) ?? null,
      boothNos: card?.boothNos ?? [],
      senderId: Number(r.senderId),
      receiverId: Number(r.receiverId),
      logo: card?.logoUrl ?? null,
      isOrganizer: false,
      lastTime: new Date(r.last).toISOString(),
    });
  }
  return out;
}

/** GET exhibitor/rest/chatSessions/info: the remark name and sign of one contact. */
export async function sessionInfo(
  db: Db,
  userId: number,
  peer: string,
  locale: Locale,
): Promise<ChatSessionInfo> {
  const me = imUserIdOf(userId);
  const [profile] = await im.profiles(db, [peer], locale);
  if (!profile) throw new AppError('CHAT_USER_NOT_FOUND');
  const [session] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.owner, me), eq(chatSessions.peer, peer)));
  const peerUserId = userIdOfIm(peer);
  return {
    imUserId: peer,
    nick: session?.nick ?? null,
    userSign: profile.enterpriseName ?? '',
    cardsExchanged: peerUserId !== null && (await holdsCard(db, userId, peerUserId)),
    blocked: await repo.isBlocked(db, me, peer),
  };
}

/** PUT exhibitor/rest/chatSessions/editNick: the remark name (empty clears it). */
export async function editNick(db: Db, userId: number, peer: string, nick: string, locale: Locale) {
  const me = imUserIdOf(userId);
  if (peer === me) throw new AppError('CHAT_SELF');
  if (!(await im.profiles(db, [peer], locale)).length) throw new AppError('CHAT_USER_NOT_FOUND');
  const value = nick.trim() || null;
  await db
    .insert(chatSessions)
    .values({ owner: me, peer, nick: value })
    .onConflictDoUpdate({
      target: [chatSessions.owner, chatSessions.peer],
      set: { nick: value, updatedAt: new Date() },
    });
  return sessionInfo(db, userId, peer, locale);
}

/** PUT exhibitor/rest/chatSessions/exchange/{userId}/{targetUserId}: only between two people who chatted. */
export async function exchange(db: Db, callerId: number, userId: number, targetUserId: number) {
  if (callerId !== userId) throw new AppError('FORBIDDEN');
  if (userId === targetUserId) throw new AppError('CHAT_SELF');
  const thread = await repo.findThread(db, im.c2cThreadId(imUserIdOf(userId), imUserIdOf(targetUserId)));
  if (!thread || thread.lastSeq === 0) throw new AppError('CHAT_NOT_PARTICIPANT');
  const created = await exchangeCardsBetween(db, userId, targetUserId);
  return { exchanged: true, created };
}

/**
 * POST exhibitor/rest/chatMessages: keeps a message the caller sent in a C2C conversation
 * as a conversation record; one with the organizer is not kept (spec §5). Saving twice keeps one.
 */
export async function saveMessage(db: Db, userId: number, messageID: string, locale: Locale) {
  const me = imUserIdOf(userId);
  const row = await repo.findMessage(db, Number(messageID));
  if (!row || !row.threadId.startsWith('c2c:')) throw new AppError('CHAT_MESSAGE_NOT_FOUND');
  if (row.sender !== me) throw new AppError('CHAT_NOT_SENDER');
  const [, a, b] = row.threadId.split(':');
  const peer = a === me ? (b as string) : (a as string);
  if (peer === ORGANIZER_IM_USER_ID) return { saved: false };
  const receiverId = userIdOfIm(peer);
  if (receiverId === null) return { saved: false };
  const [senderEnt, receiverEnt] = await Promise.all([
    enterpriseOf(db, userId),
    enterpriseOf(db, receiverId),
  ]);
  await db
    .insert(chatRecords)
    .values({
      messageId: row.id,
      senderId: userId,
      receiverId,
      senderEnterpriseId: senderEnt?.enterpriseId ?? null,
      receiverEnterpriseId: receiverEnt?.enterpriseId ?? null,
      type: row.type,
      text: messageForShow(row.type as MessageType, row.payload as MessagePayload, locale),
      createdAt: row.createdAt,
    })
    .onConflictDoNothing();
  return { saved: true };
}

/** POST exhibitor/rest/chatMessages/page: the records with one contact, from the caller's view. */
export async function recordPage(
  db: Db,
  userId: number,
  input: { imUserId: string; page: number; pageSize: number },
): Promise<ChatRecordPage> {
  const me = imUserIdOf(userId);
  const peerId = userIdOfIm(input.imUserId);
  if (peerId === null) return { rows: [], total: 0, page: input.page, pageSize: input.pageSize };
  const where = or(
    and(eq(chatRecords.senderId, userId), eq(chatRecords.receiverId, peerId)),
    and(eq(chatRecords.senderId, peerId), eq(chatRecords.receiverId, userId)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chatRecords)
      .where(where)
      .orderBy(desc(chatRecords.createdAt), desc(chatRecords.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(chatRecords).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      messageID: String(r.messageId),
      type: r.type,
      text: r.text,
      mine: r.senderId === userId,
      myImUserId: me,
      hisImUserId: input.imUserId,
      time: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** Chats per fair day (Asia/Shanghai) with the enterprise's staff: distinct people who wrote to them. */
export async function chatsPerDay(
  db: Db,
  enterpriseId: number,
  fromUtc: Date,
  toUtc: Date,
): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${chatRecords.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: sql<number>`count(distinct ${chatRecords.senderId})::int` })
    .from(chatRecords)
    .where(
      and(
        eq(chatRecords.receiverEnterpriseId, enterpriseId),
        sql`${chatRecords.createdAt} between ${fromUtc.toISOString()} and ${toUtc.toISOString()}`,
        sql`${chatRecords.senderEnterpriseId} is distinct from ${enterpriseId}`,
      ),
    )
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/* ------------------------------------------------------------------ reports and words */

function toReport(r: typeof chatReports.$inferSelect, reporter: string): ChatReport {
  return {
    id: r.id,
    messageID: String(r.messageId),
    reason: r.reason,
    reporter,
    sender: r.sender,
    text: r.text,
    status: r.status as ChatReport['status'],
    createdAt: r.createdAt.toISOString(),
  };
}

/** A participant reports a message they received; it lands in the organizer's console. */
export async function report(db: Db, userId: number, messageID: string, reason: string, locale: Locale) {
  const me = imUserIdOf(userId);
  const row = await repo.findMessage(db, Number(messageID));
  if (!row || !(await repo.findParticipant(db, row.threadId, me)))
    throw new AppError('CHAT_MESSAGE_NOT_FOUND');
  if (row.sender === me) throw new AppError('CHAT_BAD_REQUEST');
  const [created] = await db
    .insert(chatReports)
    .values({
      messageId: row.id,
      reporterId: userId,
      reason,
      sender: row.sender,
      text:
        row.type === 'TIMTextElem'
          ? (row.payload as { text: string }).text.slice(0, 2000)
          : messageForShow(row.type as MessageType, row.payload as MessagePayload, locale),
    })
    .returning();
  if (!created) throw new Error('report not stored');
  return toReport(created, me);
}

export async function reports(db: Db, status: 'open' | 'closed') {
  const rows = await db
    .select()
    .from(chatReports)
    .where(eq(chatReports.status, status))
    .orderBy(desc(chatReports.id))
    .limit(200);
  return rows.map((r) => toReport(r, imUserIdOf(r.reporterId)));
}

export async function closeReport(db: Db, id: number) {
  const [row] = await db
    .update(chatReports)
    .set({ status: 'closed' })
    .where(eq(chatReports.id, id))
    .returning();
  if (!row) throw new AppError('CHAT_REPORT_NOT_FOUND');
  return toReport(row, imUserIdOf(row.reporterId));
}

/** The person an enterprise's "Chat" button writes to: its administrator. */
export async function enterpriseContact(db: Db, enterpriseId: number, locale: Locale) {
  const userId = await enterpriseAdminUserId(db, enterpriseId);
  if (userId === null) throw new AppError('CHAT_USER_NOT_FOUND');
  const [profile] = await im.profiles(db, [imUserIdOf(userId)], locale);
  if (!profile) throw new AppError('CHAT_USER_NOT_FOUND');
  return profile;
}
