import { and, asc, desc, eq, gt, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chatBannedWords,
  chatBlacklist,
  chatGroups,
  chatMessageDeletions,
  chatMessages,
  chatParticipants,
  chatSessions,
  chatThreads,
  chatUsers,
} from '../../db/schema/chat';
import { attachments } from '../../db/schema/platform';

export type MessageRow = typeof chatMessages.$inferSelect;
export type ParticipantRow = typeof chatParticipants.$inferSelect;
export type ThreadRow = typeof chatThreads.$inferSelect;
export type ChatUserRow = typeof chatUsers.$inferSelect;

export async function findChatUsers(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db.select().from(chatUsers).where(inArray(chatUsers.imUserId, ids));
}

export async function upsertChatUser(db: Db, row: { imUserId: string; userId: number | null; nick: string }) {
  await db.insert(chatUsers).values(row).onConflictDoNothing();
}

export async function updateChatUser(
  db: Db,
  imUserId: string,
  set: Partial<Pick<ChatUserRow, 'nick' | 'avatar'>>,
) {
  await db
    .update(chatUsers)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(chatUsers.imUserId, imUserId));
}

export async function setOnline(db: Db, imUserId: string, connId: string) {
  await db.update(chatUsers).set({ online: true, connId }).where(eq(chatUsers.imUserId, imUserId));
}

/** Clears the flag only if this connection set it (a newer sign-in keeps its own). */
export async function setOffline(db: Db, imUserId: string, connId: string) {
  await db
    .update(chatUsers)
    .set({ online: false, connId: null })
    .where(and(eq(chatUsers.imUserId, imUserId), eq(chatUsers.connId, connId)));
}

export async function ensureThread(
  db: Db,
  id: string,
  type: string,
  members: { imUserId: string; peer: string; role?: string }[],
) {
  await db.insert(chatThreads).values({ id, type }).onConflictDoNothing();
  if (members.length) {
    await db
      .insert(chatParticipants)
      .values(
        members.map((m) => ({
          threadId: id,
          imUserId: m.imUserId,
          peerImUserId: m.peer,
          role: m.role ?? 'Member',
        })),
      )
      .onConflictDoNothing();
  }
}

export async function findThread(db: Db, id: string) {
  const [row] = await db.select().from(chatThreads).where(eq(chatThreads.id, id));
  return row;
}

export async function findParticipant(db: Db, threadId: string, imUserId: string) {
  const [row] = await db
    .select()
    .from(chatParticipants)
    .where(and(eq(chatParticipants.threadId, threadId), eq(chatParticipants.imUserId, imUserId)));
  return row;
}

export async function participantsOf(db: Db, threadId: string) {
  return db
    .select()
    .from(chatParticipants)
    .where(eq(chatParticipants.threadId, threadId))
    .orderBy(asc(chatParticipants.joinedAt), asc(chatParticipants.imUserId));
}

export async function removeParticipant(db: Db, threadId: string, imUserId: string) {
  await db
    .delete(chatParticipants)
    .where(and(eq(chatParticipants.threadId, threadId), eq(chatParticipants.imUserId, imUserId)));
}

export async function setRole(db: Db, threadId: string, imUserId: string, role: string) {
  await db
    .update(chatParticipants)
    .set({ role })
    .where(and(eq(chatParticipants.threadId, threadId), eq(chatParticipants.imUserId, imUserId)));
}

export async function findByClientId(db: Db, sender: string, clientMsgId: string) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sender, sender), eq(chatMessages.clientMsgId, clientMsgId)));
  return row;
}

/**
 * What a send checks first, in one round trip: the message already stored under this client id
 * (a retry), whether the sender is in the thread, and whether the C2C peer blocked the sender.
 */
export async function sendFacts(db: Db, sender: string, clientMsgId: string, threadId: string, peer: string) {
  const result = await db.execute(sql`select
    (select id from chat_messages where sender = ${sender} and client_msg_id = ${clientMsgId}) as existing_id,
    exists (select 1 from chat_participants where thread_id = ${threadId} and im_user_id = ${sender}) as participant,
    exists (select 1 from chat_blacklist where owner = ${peer} and blocked = ${sender}) as blocked`);
  const row = rowsOf<{ existing_id: number | string | null; participant: boolean; blocked: boolean }>(
    result,
  )[0];
  return {
    existingId: row?.existing_id === null || row?.existing_id === undefined ? null : Number(row.existing_id),
    participant: Boolean(row?.participant),
    blocked: Boolean(row?.blocked),
  };
}

/**
 * Stores a message with the thread's next sequence number in ONE statement (the thread row is
 * locked by the update, so two senders in one thread get consecutive sequences in commit order) (one round trip, one
 * commit: the chat's hottest write; bench/chat): the thread's counter goes up, the message is
 * inserted with it, every participant sees the thread again and the sender has read up to it.
 * A second message with the same sender and client id fails on the unique index as a whole
 * (the counter does not move), and the caller answers the first.
 */
export async function insertMessage(
  db: Db,
  input: Pick<
    MessageRow,
    'threadId' | 'sender' | 'clientMsgId' | 'type' | 'payload' | 'searchText' | 'attachmentId'
  >,
): Promise<MessageRow> {
  const result = await db.execute(sql`
    with t as (
      update chat_threads set last_seq = last_seq + 1, last_message_at = now()
      where id = ${input.threadId}
      returning last_seq
    ), m as (
      insert into chat_messages (thread_id, seq, sender, client_msg_id, type, payload, search_text, attachment_id)
      select ${input.threadId}, t.last_seq, ${input.sender}, ${input.clientMsgId}, ${input.type},
        ${JSON.stringify(input.payload)}::jsonb, ${input.searchText}, ${input.attachmentId}
      from t
      returning *
    ), p as (
      update chat_participants cp
      set hidden = false,
        read_seq = case when cp.im_user_id = ${input.sender} then m.seq else cp.read_seq end
      from m
      where cp.thread_id = m.thread_id
    )
    select * from m`);
  const raw = rowsOf<Record<string, unknown>>(result)[0];
  if (!raw) throw new Error(`thread ${input.threadId} missing`);
  return {
    id: Number(raw.id),
    threadId: String(raw.thread_id),
    seq: Number(raw.seq),
    sender: String(raw.sender),
    clientMsgId: String(raw.client_msg_id),
    type: String(raw.type),
    payload: typeof raw.payload === 'string' ? JSON.parse(raw.payload) : raw.payload,
    searchText: String(raw.search_text),
    attachmentId:
      raw.attachment_id === null || raw.attachment_id === undefined ? null : Number(raw.attachment_id),
    revokedAt: raw.revoked_at ? new Date(raw.revoked_at as string) : null,
    createdAt: new Date(raw.created_at as string),
  } as MessageRow;
}

function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

export async function findMessage(db: Db, id: number) {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
}

const notDeletedFor = (imUserId: string) =>
  notExists(
    sql`(select 1 from ${chatMessageDeletions} d where d.message_id = ${chatMessages.id} and d.im_user_id = ${imUserId})`,
  );

/** A page of history before `beforeSeq` (newest first), after the participant's cleared mark and the retention cut. */
export async function historyPage(
  db: Db,
  p: {
    threadId: string;
    imUserId: string;
    clearedSeq: number;
    beforeSeq: number | null;
    since: Date;
    limit: number;
  },
) {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.threadId, p.threadId),
        gt(chatMessages.seq, p.clearedSeq),
        gt(chatMessages.createdAt, p.since),
        p.beforeSeq === null ? undefined : lt(chatMessages.seq, p.beforeSeq),
        notDeletedFor(p.imUserId),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(p.limit);
}

export async function messagesAfter(
  db: Db,
  threadId: string,
  imUserId: string,
  afterSeq: number,
  since: Date,
  limit = 500,
) {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.threadId, threadId),
        gt(chatMessages.seq, afterSeq),
        gt(chatMessages.createdAt, since),
        notDeletedFor(imUserId),
      ),
    )
    .orderBy(asc(chatMessages.seq))
    .limit(limit);
}

export async function searchMessages(
  db: Db,
  threadId: string,
  imUserId: string,
  clearedSeq: number,
  since: Date,
  keyword: string,
) {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.threadId, threadId),
        gt(chatMessages.seq, clearedSeq),
        gt(chatMessages.createdAt, since),
        sql`${chatMessages.revokedAt} is null`,
        sql`strpos(${chatMessages.searchText}, ${keyword}) > 0`,
        notDeletedFor(imUserId),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(50);
}

/** The caller's conversations with their unread counts and last visible message. */
export async function conversationsOf(db: Db, imUserId: string, since: Date) {
  return db
    .select({
      threadId: chatParticipants.threadId,
      type: chatThreads.type,
      peer: chatParticipants.peerImUserId,
      readSeq: chatParticipants.readSeq,
      clearedSeq: chatParticipants.clearedSeq,
      role: chatParticipants.role,
      lastSeq: chatThreads.lastSeq,
      unread: sql<number>`(select count(*)::int from ${chatMessages} m
        where m.thread_id = ${chatParticipants.threadId}
          and m.seq > greatest(${chatParticipants.readSeq}, ${chatParticipants.clearedSeq})
          and m.sender <> ${imUserId} and m.created_at > ${since.toISOString()}
          and not exists (select 1 from ${chatMessageDeletions} d where d.message_id = m.id and d.im_user_id = ${imUserId}))`,
      lastId: sql<number | null>`(select m.id from ${chatMessages} m
        where m.thread_id = ${chatParticipants.threadId} and m.seq > ${chatParticipants.clearedSeq}
          and m.created_at > ${since.toISOString()}
          and not exists (select 1 from ${chatMessageDeletions} d where d.message_id = m.id and d.im_user_id = ${imUserId})
        order by m.seq desc limit 1)`,
    })
    .from(chatParticipants)
    .innerJoin(chatThreads, eq(chatThreads.id, chatParticipants.threadId))
    .where(and(eq(chatParticipants.imUserId, imUserId), eq(chatParticipants.hidden, false)))
    .orderBy(desc(chatThreads.lastMessageAt));
}

export async function messagesByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(chatMessages).where(inArray(chatMessages.id, ids));
}

export async function markRead(db: Db, threadId: string, imUserId: string) {
  const [row] = await db
    .update(chatParticipants)
    .set({
      readSeq: sql`(select ${chatThreads.lastSeq} from ${chatThreads} where ${chatThreads.id} = ${threadId})`,
    })
    .where(and(eq(chatParticipants.threadId, threadId), eq(chatParticipants.imUserId, imUserId)))
    .returning({ readSeq: chatParticipants.readSeq });
  return row?.readSeq ?? 0;
}

export async function hideConversation(db: Db, threadId: string, imUserId: string) {
  await db
    .update(chatParticipants)
    .set({
      hidden: true,
      clearedSeq: sql`(select ${chatThreads.lastSeq} from ${chatThreads} where ${chatThreads.id} = ${threadId})`,
    })
    .where(and(eq(chatParticipants.threadId, threadId), eq(chatParticipants.imUserId, imUserId)));
}

export async function revoke(db: Db, id: number) {
  await db.update(chatMessages).set({ revokedAt: new Date() }).where(eq(chatMessages.id, id));
}

export async function deleteFor(db: Db, id: number, imUserId: string) {
  await db.insert(chatMessageDeletions).values({ messageId: id, imUserId }).onConflictDoNothing();
}

export async function pruneBefore(db: Db, before: Date) {
  const rows = await db
    .delete(chatMessages)
    .where(lt(chatMessages.createdAt, before))
    .returning({ id: chatMessages.id });
  return rows.length;
}

export async function blacklistOf(db: Db, owner: string) {
  const rows = await db
    .select()
    .from(chatBlacklist)
    .where(eq(chatBlacklist.owner, owner))
    .orderBy(asc(chatBlacklist.createdAt));
  return rows.map((r) => r.blocked);
}

export async function isBlocked(db: Db, owner: string, blocked: string) {
  const [row] = await db
    .select()
    .from(chatBlacklist)
    .where(and(eq(chatBlacklist.owner, owner), eq(chatBlacklist.blocked, blocked)));
  return Boolean(row);
}

export async function addBlacklist(db: Db, owner: string, ids: string[]) {
  if (ids.length)
    await db
      .insert(chatBlacklist)
      .values(ids.map((blocked) => ({ owner, blocked })))
      .onConflictDoNothing();
}

export async function removeBlacklist(db: Db, owner: string, ids: string[]) {
  if (ids.length)
    await db
      .delete(chatBlacklist)
      .where(and(eq(chatBlacklist.owner, owner), inArray(chatBlacklist.blocked, ids)));
}

export async function bannedWords(db: Db) {
  return (await db.select().from(chatBannedWords).orderBy(asc(chatBannedWords.word))).map((r) => r.word);
}

export async function replaceBannedWords(db: Db, words: string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(chatBannedWords);
    if (words.length)
      await tx
        .insert(chatBannedWords)
        .values(words.map((word) => ({ word })))
        .onConflictDoNothing();
  });
}

/** Links a sent file to its conversation (once: a file already linked elsewhere keeps its link). */
export async function linkFile(db: Db, attachmentId: number, refType: string, refId: string) {
  await db
    .update(attachments)
    .set({ refType, refId })
    .where(and(eq(attachments.id, attachmentId), isNull(attachments.refType)));
}

/** The remark names `owner` gave these people (chatSessions/editNick), by chat id. */
export async function remarksOf(db: Db, owner: string, peers: string[]): Promise<Map<string, string>> {
  if (peers.length === 0) return new Map();
  const rows = await db
    .select({ peer: chatSessions.peer, nick: chatSessions.nick })
    .from(chatSessions)
    .where(and(eq(chatSessions.owner, owner), inArray(chatSessions.peer, peers)));
  return new Map(rows.flatMap((r) => (r.nick ? [[r.peer, r.nick] as [string, string]] : [])));
}

/** The live groups this person owns or administers (id and name). */
export async function groupsAdministeredBy(db: Db, imUserId: string) {
  return db
    .select({ id: chatGroups.id, name: chatGroups.name })
    .from(chatGroups)
    .innerJoin(chatParticipants, eq(chatParticipants.threadId, sql`'group:' || ${chatGroups.id}`))
    .where(
      and(
        isNull(chatGroups.dismissedAt),
        eq(chatParticipants.imUserId, imUserId),
        inArray(chatParticipants.role, ['Owner', 'Admin']),
      ),
    );
}

/** Whether a stored file is someone's chat avatar (shown to whoever they talk to). */
export async function isChatAvatar(db: Db, url: string): Promise<boolean> {
  const rows = await db
    .select({ id: chatUsers.imUserId })
    .from(chatUsers)
    .where(sql`strpos(${chatUsers.avatar}, ${url}) = 1`)
    .limit(1);
  return rows.length > 0;
}

/** Whether a user takes part in a thread (reads the files sent in it). */
export async function isThreadParticipant(db: Db, threadId: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: chatParticipants.imUserId })
    .from(chatParticipants)
    .innerJoin(chatUsers, eq(chatUsers.imUserId, chatParticipants.imUserId))
    .where(and(eq(chatParticipants.threadId, threadId), eq(chatUsers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}
