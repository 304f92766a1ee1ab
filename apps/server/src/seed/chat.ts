import { ORGANIZER_IM_USER_ID } from '@cidpex/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  chatMessages,
  chatParticipants,
  chatRecords,
  chatThreads,
  chatUsers,
  enterpriseStaff,
  users,
} from '../db/schema';

/** Step chat-organizer: the organizer's chat contact, always in everyone's list (spec §3). */
export const chatOrganizerStep = {
  name: 'chat-organizer',
  run: async (db: Db) => {
    await db
      .insert(chatUsers)
      .values({ imUserId: ORGANIZER_IM_USER_ID, userId: null, nick: '展会主办方' })
      .onConflictDoNothing();
  },
};

type Line = [from: 'a' | 'b', text: string, minutesAgo: number];

/** Fictional conversations of the demo buyer with the demo company's staff and the organizer. */
const CONVERSATIONS: { peer: string; readByA: number; readByB: number; lines: Line[] }[] = [
  {
    peer: '13800000002',
    readByA: 3,
    readByB: 4,
    lines: [
      ['a', '您好，我在展商名录里看到贵公司的竹浆面巾纸，想了解一下起订量。', 180],
      ['b', '您好！竹浆本色面巾纸起订量 5 吨，可以做 OEM。', 175],
      ['a', '请问可以提供质检报告吗？', 170],
      ['b', '可以的，展会期间欢迎到 A1-101 展位详谈，我们带了样品。', 160],
      ['b', '另外附上我们的产品目录，稍后发您。', 20],
    ],
  },
  {
    peer: '13800000011',
    readByA: 2,
    readByB: 2,
    lines: [
      ['b', 'Hello, thank you for visiting our page. Are you interested in our tissue products?', 300],
      ['a', 'Yes, we are looking for a supplier of facial tissue for supermarkets.', 290],
    ],
  },
];

async function seedChat(db: Db) {
  const people = await db
    .select({ id: users.id, mobile: users.mobile, name: users.name })
    .from(users)
    .where(inArray(users.mobile, ['13800000001', '13800000002', '13800000011']));
  const byMobile = new Map(people.map((p) => [p.mobile, p]));
  const buyer = byMobile.get('13800000001');
  if (!buyer) return;
  const staffRows = await db
    .select()
    .from(enterpriseStaff)
    .where(
      inArray(
        enterpriseStaff.userId,
        people.map((p) => p.id),
      ),
    );
  const enterpriseOf = new Map(staffRows.map((s) => [s.userId, s.enterpriseId]));
  await db
    .insert(chatUsers)
    .values(people.map((p) => ({ imUserId: `u${p.id}`, userId: p.id, nick: p.name ?? p.mobile ?? '' })))
    .onConflictDoNothing();
  const a = `u${buyer.id}`;
  for (const conv of CONVERSATIONS) {
    const peer = byMobile.get(conv.peer);
    if (!peer) continue;
    const b = `u${peer.id}`;
    const threadId = a < b ? `c2c:${a}:${b}` : `c2c:${b}:${a}`;
    const last = conv.lines.at(-1) as Line;
    await db.insert(chatThreads).values({
      id: threadId,
      type: 'C2C',
      lastSeq: conv.lines.length,
      lastMessageAt: new Date(Date.now() - last[2] * 60_000),
    });
    await db.insert(chatParticipants).values([
      { threadId, imUserId: a, peerImUserId: b, readSeq: conv.readByA },
      { threadId, imUserId: b, peerImUserId: a, readSeq: conv.readByB },
    ]);
    const rows = await db
      .insert(chatMessages)
      .values(
        conv.lines.map(([from, text, minutesAgo], i) => ({
          threadId,
          seq: i + 1,
          sender: from === 'a' ? a : b,
          clientMsgId: `demo-chat-${threadId}-${i + 1}`,
          type: 'TIMTextElem',
          payload: { text },
          searchText: text.toLowerCase(),
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
        })),
      )
      .returning();
    await db.insert(chatRecords).values(
      rows.map((m) => {
        const senderId = m.sender === a ? buyer.id : peer.id;
        const receiverId = m.sender === a ? peer.id : buyer.id;
        return {
          messageId: m.id,
          senderId,
          receiverId,
          senderEnterpriseId: enterpriseOf.get(senderId) ?? null,
          receiverEnterpriseId: enterpriseOf.get(receiverId) ?? null,
          type: m.type,
          text: (m.payload as { text: string }).text,
          createdAt: m.createdAt,
        };
      }),
    );
  }
  // The buyer asked the organizer something (kept by the service, not as a record: spec §5).
  const threadId =
    a < ORGANIZER_IM_USER_ID ? `c2c:${a}:${ORGANIZER_IM_USER_ID}` : `c2c:${ORGANIZER_IM_USER_ID}:${a}`;
  await db
    .insert(chatThreads)
    .values({ id: threadId, type: 'C2C', lastSeq: 2, lastMessageAt: new Date(Date.now() - 60 * 60_000) });
  await db.insert(chatParticipants).values([
    { threadId, imUserId: a, peerImUserId: ORGANIZER_IM_USER_ID, readSeq: 1 },
    { threadId, imUserId: ORGANIZER_IM_USER_ID, peerImUserId: a, readSeq: 2 },
  ]);
  await db.insert(chatMessages).values([
    {
      threadId,
      seq: 1,
      sender: a,
      clientMsgId: 'demo-chat-organizer-1',
      type: 'TIMTextElem',
      payload: { text: '请问展会期间有免费班车吗？' },
      createdAt: new Date(Date.now() - 90 * 60_000),
    },
    {
      threadId,
      seq: 2,
      sender: ORGANIZER_IM_USER_ID,
      clientMsgId: 'demo-chat-organizer-2',
      type: 'TIMTextElem',
      payload: { text: '您好，展会期间每天 8:00 起地铁站与展馆之间有免费接驳车。' },
      createdAt: new Date(Date.now() - 60 * 60_000),
    },
  ]);
}

/** Step demo-chat: a few conversations so the chat window is not empty (after demo-enterprises). */
export const demoChatStep = { name: 'demo-chat', run: seedChat };
