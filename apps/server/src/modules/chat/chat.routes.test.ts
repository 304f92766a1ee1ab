import type { AddressInfo } from 'node:net';
import {
  type ChatContact,
  type ChatRecordPage,
  ERROR_MESSAGES,
  ErrorCode,
  type ImAccountState,
  type ImConversation,
  type ImGroupMember,
  type ImMessage,
  ORGANIZER_IM_USER_ID,
} from '@cidpex/contracts';
import { count, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachments, chatMessages, chatUsers } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { ImTestClient } from './chat.test-client';
import { clearRateLimits } from './im.service';
import { genUserSig, verifyUserSig } from './user-sig';

const ctx = useTestApp();
let wsUrl = '';
const open: ImTestClient[] = [];

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/im/ws`;
});
afterEach(() => {
  for (const c of open.splice(0)) c.close();
  clearRateLimits();
});

async function person(name = '用户', lang: 'zh-Hans' | 'en' = 'zh-Hans') {
  const user = await buildUser(ctx, { name });
  const client = await signedInClient(ctx, user.id, lang);
  const state = (await client.get('/portal/rest/im/account/state')).body.data as ImAccountState;
  return { user, client, state };
}

async function online(p: { state: ImAccountState }, device = 'web') {
  const im = await ImTestClient.connect(wsUrl);
  open.push(im);
  await im.login(p.state, device);
  return im;
}

let n = 0;
const cid = () => `client-msg-${Date.now()}-${n++}`;

function text(im: ImTestClient, to: string, t: string, clientMsgId = cid()) {
  return im.ok<ImMessage>('sendMessage', {
    conversationID: `C2C${to}`,
    type: 'TIMTextElem',
    payload: { text: t },
    clientMsgId,
  });
}

describe('tickets', () => {
  it('a userSig is an HMAC over the identity with an expiry; tampered or expired ones are refused', () => {
    const sig = genUserSig('secret', 1400000000, 'u1', 60, 1_000_000);
    expect(verifyUserSig('secret', 1400000000, 'u1', sig, 1_000_030)).toEqual({
      ok: true,
      expiresAt: 1_000_060,
    });
    expect(verifyUserSig('secret', 1400000000, 'u1', sig, 1_000_061)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyUserSig('other', 1400000000, 'u1', sig, 1_000_030)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(verifyUserSig('secret', 1400000000, 'u2', sig, 1_000_030)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(verifyUserSig('secret', 1400000001, 'u1', sig, 1_000_030)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(verifyUserSig('secret', 1400000000, 'u1', 'garbage', 1_000_030)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(sig).not.toMatch(/[+/=]/);
  });

  it('account/state answers the chat user state to a signed-in user only', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/portal/rest/im/account/state')).status).toBe(401);
    const a = await person('小王');
    expect(a.state).toMatchObject({
      userID: a.user.id,
      imUserId: `u${a.user.id}`,
      sdkAppID: ctx.config.imSdkAppId,
      userName: '小王',
      wsPath: '/im/ws',
    });
    expect(
      verifyUserSig(ctx.config.imSecret, ctx.config.imSdkAppId, a.state.imUserId, a.state.userSig).ok,
    ).toBe(true);
  });

  it('the gateway refuses a forged ticket and any request before login', async () => {
    const a = await person();
    const im = await ImTestClient.connect(wsUrl);
    open.push(im);
    expect(await im.call('getConversationList')).toMatchObject({
      ok: false,
      code: ErrorCode.CHAT_NOT_LOGGED_IN,
    });
    const forged = await im.call('login', { userID: 'u999999', userSig: a.state.userSig, device: 'web' });
    expect(forged).toMatchObject({ ok: false, code: ErrorCode.CHAT_SIG_INVALID });
  });
});

describe('messages', () => {
  it('are acknowledged with a sequence, delivered in order, stored once per client id', async () => {
    const a = await person('买家');
    const b = await person('展商');
    const ima = await online(a);
    const imb = await online(b);
    const first = await text(ima, b.state.imUserId, '你好');
    expect(first).toMatchObject({
      sequence: 1,
      flow: 'out',
      conversationID: `C2C${b.state.imUserId}`,
      status: 'success',
    });
    const id = cid();
    const second = await text(ima, b.state.imUserId, '在吗', id);
    const again = await text(ima, b.state.imUserId, '在吗', id);
    expect(again.ID).toBe(second.ID);
    expect(second.sequence).toBe(2);
    const got = await imb.waitFor('MESSAGE_RECEIVED', (e) => e.data[0]?.ID === second.ID);
    expect(got.data[0]).toMatchObject({
      flow: 'in',
      from: a.state.imUserId,
      conversationID: `C2C${a.state.imUserId}`,
      nick: '买家',
    });
    await new Promise((r) => setTimeout(r, 100));
    const received = imb.events.flatMap((e) =>
      e.event === 'MESSAGE_RECEIVED' ? e.data.map((m) => m.sequence) : [],
    );
    expect(received).toEqual([1, 2]);
    const stored = (await ctx.db.select({ n: count() }).from(chatMessages))[0]?.n;
    expect(stored).toBe(2);
  });

  it('refuses an empty message with the spec text, a banned word, and too many too fast', async () => {
    const a = await person();
    const b = await person();
    const ima = await online(a);
    const empty = await ima.call('sendMessage', {
      conversationID: `C2C${b.state.imUserId}`,
      type: 'TIMTextElem',
      payload: { text: '   ' },
      clientMsgId: cid(),
    });
    expect(empty).toMatchObject({
      ok: false,
      code: ErrorCode.CHAT_EMPTY_MESSAGE,
      message: '不能发送空消息哦',
    });
    expect(ERROR_MESSAGES['zh-Hans'].CHAT_EMPTY_MESSAGE).toBe('不能发送空消息哦');

    const organizer = await buildOrganizer(ctx);
    expect((await a.client.put('/portal/rest/organizer/chat/bannedWords', { words: ['假货'] })).status).toBe(
      403,
    );
    await organizer.client.put('/portal/rest/organizer/chat/bannedWords', { words: ['假货'] });
    const banned = await ima.call('sendMessage', {
      conversationID: `C2C${b.state.imUserId}`,
      type: 'TIMTextElem',
      payload: { text: '有假货吗' },
      clientMsgId: cid(),
    });
    expect(banned).toMatchObject({ ok: false, code: ErrorCode.CHAT_BANNED_WORD });

    const answers = [];
    for (let i = 0; i < 12; i++) {
      answers.push(
        await ima.call('sendMessage', {
          conversationID: `C2C${b.state.imUserId}`,
          type: 'TIMTextElem',
          payload: { text: `第${i}条` },
          clientMsgId: cid(),
        }),
      );
    }
    expect(answers.slice(0, 10).every((f) => 'ok' in f && f.ok)).toBe(true);
    expect(answers[10]).toMatchObject({ ok: false, code: ErrorCode.CHAT_RATE_LIMITED });
  });

  it('history comes in pages of 15 back to the start; read marks clear unread and tell the sender', async () => {
    const a = await person();
    const b = await person();
    const ima = await online(a);
    const imb = await online(b);
    // Stored directly: the rate limit is not what this test is about.
    await ctx.db.execute(
      sql`insert into chat_threads (id, type, last_seq) values (${`c2c:${[a.state.imUserId, b.state.imUserId].sort().join(':')}`}, 'C2C', 0)`,
    );
    const threadId = `c2c:${[a.state.imUserId, b.state.imUserId].sort().join(':')}`;
    await ctx.db.execute(sql`insert into chat_participants (thread_id, im_user_id, peer_im_user_id) values
      (${threadId}, ${a.state.imUserId}, ${b.state.imUserId}), (${threadId}, ${b.state.imUserId}, ${a.state.imUserId})`);
    for (let i = 1; i <= 33; i++) {
      await ctx.db.insert(chatMessages).values({
        threadId,
        seq: i,
        sender: a.state.imUserId,
        clientMsgId: `seed-${i}`,
        type: 'TIMTextElem',
        payload: { text: `m${i}` },
      });
    }
    await ctx.db.execute(
      sql`update chat_threads set last_seq = 33, last_message_at = now() where id = ${threadId}`,
    );

    const list = await imb.ok<ImConversation[]>('getConversationList');
    expect(list[0]).toMatchObject({
      conversationID: `C2C${a.state.imUserId}`,
      unreadCount: 33,
      lastMessage: { messageForShow: 'm33' },
    });

    const seen: string[] = [];
    let next: string | undefined;
    let pages = 0;
    for (;;) {
      const page: { messageList: ImMessage[]; nextReqMessageID: string; isCompleted: boolean } = await imb.ok(
        'getMessageList',
        {
          conversationID: `C2C${a.state.imUserId}`,
          nextReqMessageID: next,
          count: 15,
        },
      );
      pages++;
      seen.unshift(...page.messageList.map((m) => (m.payload as { text: string }).text));
      if (page.isCompleted) break;
      expect(page.messageList).toHaveLength(15);
      next = page.nextReqMessageID;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 33 }, (_, i) => `m${i + 1}`));

    await imb.ok('setMessageRead', { conversationID: `C2C${a.state.imUserId}` });
    expect((await imb.ok<ImConversation[]>('getConversationList'))[0]?.unreadCount).toBe(0);
    const receipt = await ima.waitFor('MESSAGE_READ_BY_PEER');
    expect(receipt.data).toMatchObject({ conversationID: `C2C${b.state.imUserId}`, sequence: 33 });
    const mine = await ima.ok<{ messageList: ImMessage[] }>('getMessageList', {
      conversationID: `C2C${b.state.imUserId}`,
    });
    expect(mine.messageList.every((m) => m.isPeerRead && m.flow === 'out')).toBe(true);
  });

  it('a reconnect resyncs what came after the last sequence seen, nothing twice', async () => {
    const a = await person();
    const b = await person();
    const ima = await online(a);
    const imb = await online(b);
    await text(ima, b.state.imUserId, 'one');
    await imb.waitFor('MESSAGE_RECEIVED');
    imb.close();
    await text(ima, b.state.imUserId, 'two');
    await text(ima, b.state.imUserId, 'three');
    const again = await online(b);
    const gap = await again.ok<ImMessage[]>('sync', { since: { [`C2C${a.state.imUserId}`]: 1 } });
    expect(gap.map((m) => [m.sequence, (m.payload as { text: string }).text])).toEqual([
      [2, 'two'],
      [3, 'three'],
    ]);
  });

  it('revoke: own messages within 2 minutes, seen by both; delete hides a message for me only', async () => {
    const a = await person();
    const b = await person();
    const ima = await online(a);
    const imb = await online(b);
    const m = await text(ima, b.state.imUserId, '发错了');
    expect(await imb.call('revokeMessage', { messageID: m.ID })).toMatchObject({
      ok: false,
      code: ErrorCode.CHAT_NOT_SENDER,
    });
    await ima.ok('revokeMessage', { messageID: m.ID });
    await imb.waitFor('MESSAGE_REVOKED', (e) => e.data[0]?.ID === m.ID);
    const seen = await imb.ok<{ messageList: ImMessage[] }>('getMessageList', {
      conversationID: `C2C${a.state.imUserId}`,
    });
    expect(seen.messageList[0]).toMatchObject({ ID: m.ID, isRevoked: true, payload: { text: '' } });

    const old = await text(ima, b.state.imUserId, '旧消息');
    await ctx.db.execute(
      sql`update chat_messages set created_at = now() - interval '3 minutes' where id = ${Number(old.ID)}`,
    );
    expect(await ima.call('revokeMessage', { messageID: old.ID })).toMatchObject({
      ok: false,
      code: ErrorCode.CHAT_REVOKE_TOO_LATE,
    });

    await imb.ok('deleteMessage', { messageID: old.ID });
    await imb.waitFor('MESSAGE_DELETED', (e) => e.data[0]?.ID === old.ID);
    const bList = await imb.ok<{ messageList: ImMessage[] }>('getMessageList', {
      conversationID: `C2C${a.state.imUserId}`,
    });
    expect(bList.messageList.map((x) => x.ID)).not.toContain(old.ID);
    const aList = await ima.ok<{ messageList: ImMessage[] }>('getMessageList', {
      conversationID: `C2C${b.state.imUserId}`,
    });
    expect(aList.messageList.map((x) => x.ID)).toContain(old.ID);
    // A stranger can neither revoke nor delete it.
    const c = await person();
    const imc = await online(c);
    expect(await imc.call('deleteMessage', { messageID: old.ID })).toMatchObject({
      ok: false,
      code: ErrorCode.CHAT_MESSAGE_NOT_FOUND,
    });
  });

  it('pictures and files must be the sender’s own attachments; a picture has a thumbnail', async () => {
    const a = await person();
    const b = await person();
    const ima = await online(a);
    const [pic] = await ctx.db
      .insert(attachments)
      .values({
        key: 'chat/pic.png',
        kind: 'image',
        fileName: 'pic.png',
        mimeType: 'image/png',
        size: 2048,
        width: 800,
        height: 400,
        ownerUserId: a.user.id,
      })
      .returning();
    const [other] = await ctx.db
      .insert(attachments)
      .values({
        key: 'chat/b.pdf',
        kind: 'file',
        fileName: 'b.pdf',
        mimeType: 'application/pdf',
        size: 10,
        ownerUserId: b.user.id,
      })
      .returning();
    const m = await ima.ok<ImMessage>('sendMessage', {
      conversationID: `C2C${b.state.imUserId}`,
      type: 'TIMImageElem',
      payload: { attachmentId: pic?.id },
      clientMsgId: cid(),
    });
    expect(m.payload).toMatchObject({
      imageFormat: 'png',
      imageInfoArray: [
        {
          url: expect.stringMatching(/^\/attachment\/chat\/pic\.png\?exp=\d+&sig=/),
          width: 800,
          height: 400,
          sizeType: 1,
        },
        {
          url: expect.stringMatching(/^\/attachment\/chat\/pic\.png\?width=198&exp=\d+&sig=/),
          width: 198,
          height: 99,
          sizeType: 3,
        },
      ],
    });
    const stolen = await ima.call('sendMessage', {
      conversationID: `C2C${b.state.imUserId}`,
      type: 'TIMFileElem',
      payload: { attachmentId: other?.id },
      clientMsgId: cid(),
    });
    expect(stolen).toMatchObject({ ok: false, code: ErrorCode.CHAT_ATTACHMENT_INVALID });
  });

  it('a blocked sender is refused; the blacklist is listed', async () => {
    const a = await person();
    const b = await person();
    const ima = await online(a);
    const imb = await online(b);
    expect(await imb.ok('addToBlacklist', { userIDList: [a.state.imUserId] })).toEqual([a.state.imUserId]);
    expect(await imb.ok('getBlacklist')).toEqual([a.state.imUserId]);
    expect(
      await ima.call('sendMessage', {
        conversationID: `C2C${b.state.imUserId}`,
        type: 'TIMTextElem',
        payload: { text: 'hi' },
        clientMsgId: cid(),
      }),
    ).toMatchObject({
      ok: false,
      code: ErrorCode.CHAT_BLOCKED,
    });
    expect(await imb.ok('removeFromBlacklist', { userIDList: [a.state.imUserId] })).toEqual([]);
    await text(ima, b.state.imUserId, 'hi');
  });
});

describe('single session', () => {
  it('a second sign-in kicks the first: same client kind → multipleAccount, another → multipleDevice; the organizer can kick', async () => {
    const a = await person();
    const first = await online(a, 'web');
    const second = await online(a, 'web');
    expect((await first.waitFor('KICKED_OUT')).data.type).toBe('multipleAccount');
    const third = await online(a, 'h5');
    expect((await second.waitFor('KICKED_OUT')).data.type).toBe('multipleDevice');
    const [row] = await ctx.db
      .select()
      .from(chatUsers)
      .where(sql`${chatUsers.imUserId} = ${a.state.imUserId}`);
    expect(row?.online).toBe(true);
    const organizer = await buildOrganizer(ctx);
    expect((await a.client.post(`/portal/rest/organizer/chat/kick/${a.user.id}`)).status).toBe(403);
    await organizer.client.post(`/portal/rest/organizer/chat/kick/${a.user.id}`);
    expect((await third.waitFor('KICKED_OUT')).data.type).toBe('kickedOut');
  });
});

describe('portal calls', () => {
  it('records sent messages (never with the organizer), makes contacts with booth, names and the organizer first', async () => {
    const { enterprise } = await buildEnterprise(ctx, {
      name: '南京机床厂',
      nameEn: 'Nanjing Machine Tools',
    });
    const staff = await buildMember(ctx, enterprise.id);
    const staffState = (await staff.client.get('/portal/rest/im/account/state')).body.data as ImAccountState;
    const buyer = await person('采购商');
    const contact = await buyer.client.get(`/portal/rest/chat/enterprises/${enterprise.id}/contact`);
    expect(contact.body.data).toMatchObject({ enterpriseName: '南京机床厂', isOrganizer: false });
    const im = await online(buyer);
    const m = await text(im, staffState.imUserId, '请问价格');
    const save = await buyer.client.post('/exhibitor/rest/chatMessages', { messageID: m.ID });
    expect(save.body.data).toEqual({ saved: true });
    await buyer.client.post('/exhibitor/rest/chatMessages', { messageID: m.ID });
    // Saving someone else's message is refused.
    expect((await staff.client.post('/exhibitor/rest/chatMessages', { messageID: m.ID })).status).toBe(403);

    await ctx.db
      .insert(chatUsers)
      .values({ imUserId: ORGANIZER_IM_USER_ID, userId: null, nick: '主办方' })
      .onConflictDoNothing();
    const toOrganizer = await text(im, ORGANIZER_IM_USER_ID, '咨询展会');
    expect(
      (await buyer.client.post('/exhibitor/rest/chatMessages', { messageID: toOrganizer.ID })).body.data,
    ).toEqual({ saved: false });

    const contacts = (await buyer.client.get('/exhibitor/rest/chatSessions')).body.data as ChatContact[];
    expect(contacts.map((c) => c.imUserId)).toEqual([ORGANIZER_IM_USER_ID, staffState.imUserId]);
    expect(contacts[0]).toMatchObject({ isOrganizer: true });
    expect(contacts[1]).toMatchObject({
      name: '南京机床厂',
      nameEn: 'Nanjing Machine Tools',
      user: '员工',
      senderId: buyer.user.id,
      receiverId: staff.user.id,
    });
    const theirs = (await staff.client.get('/exhibitor/rest/chatSessions')).body.data as ChatContact[];
    expect(theirs.map((c) => c.imUserId)).toEqual([ORGANIZER_IM_USER_ID, buyer.state.imUserId]);

    const page = (
      await staff.client.post('/exhibitor/rest/chatMessages/page', { imUserId: buyer.state.imUserId })
    ).body.data as ChatRecordPage;
    expect(page).toMatchObject({
      total: 1,
      rows: [
        { text: '请问价格', mine: false, myImUserId: staffState.imUserId, hisImUserId: buyer.state.imUserId },
      ],
    });

    const stats = await staff.client.get(`/exhibitor/rest/enterprise/${enterprise.id}/business/statistics`);
    expect(stats.body.data).toMatchObject({ totals: { chats: 1 }, chatsRecorded: true });
  });

  it('remark names, profiles and the card exchange between two people who chatted', async () => {
    const a = await person('甲');
    const b = await person('乙');
    const c = await person('丙');
    expect(
      (
        await a.client.put('/exhibitor/rest/chatSessions/editNick', {
          imUserId: b.state.imUserId,
          nick: '老乙',
        })
      ).body.data,
    ).toMatchObject({ nick: '老乙' });
    expect(
      (await a.client.get(`/exhibitor/rest/chatSessions/info?imUserId=${b.state.imUserId}`)).body.data,
    ).toMatchObject({ nick: '老乙', cardsExchanged: false });
    expect((await a.client.get(`/exhibitor/rest/imUsers?userId=${b.user.id}`)).body.data).toMatchObject({
      userID: b.state.imUserId,
      nick: '乙',
    });
    expect((await a.client.put('/exhibitor/rest/imUsers', { nick: '甲先生' })).body.data).toMatchObject({
      nick: '甲先生',
    });

    expect(
      (await a.client.put(`/exhibitor/rest/chatSessions/exchange/${a.user.id}/${b.user.id}`)).body.errorCode,
    ).toBe(ErrorCode.CHAT_NOT_PARTICIPANT);
    const im = await online(a);
    await text(im, b.state.imUserId, 'hello');
    // The conversation list shows the remark to the one who set it, and only to them.
    const mine = await im.ok<ImConversation[]>('getConversationList');
    expect(mine.find((conv) => conv.conversationID === `C2C${b.state.imUserId}`)?.remark).toBe('老乙');
    const imb = await online(b);
    const theirs = await imb.ok<ImConversation[]>('getConversationList');
    expect(theirs.find((conv) => conv.conversationID === `C2C${a.state.imUserId}`)?.remark).toBeNull();
    expect(
      (await c.client.put(`/exhibitor/rest/chatSessions/exchange/${a.user.id}/${b.user.id}`)).status,
    ).toBe(403);
    expect(
      (await a.client.put(`/exhibitor/rest/chatSessions/exchange/${a.user.id}/${b.user.id}`)).body.data,
    ).toEqual({ exchanged: true, created: true });
    expect(
      (await b.client.get(`/exhibitor/rest/chatSessions/info?imUserId=${a.state.imUserId}`)).body.data,
    ).toMatchObject({ cardsExchanged: true });
  });

  it('a report lands in the organizer console and can be closed', async () => {
    const a = await person();
    const b = await person();
    const ima = await online(a);
    const m = await text(ima, b.state.imUserId, '骚扰内容');
    expect(
      (await a.client.post('/portal/rest/chat/reports', { messageID: m.ID, reason: 'x' })).body.errorCode,
    ).toBe(ErrorCode.CHAT_BAD_REQUEST);
    const r = await b.client.post('/portal/rest/chat/reports', { messageID: m.ID, reason: '骚扰' });
    expect(r.body.data).toMatchObject({ text: '骚扰内容', sender: a.state.imUserId, status: 'open' });
    const organizer = await buildOrganizer(ctx);
    expect((await b.client.get('/portal/rest/organizer/chat/reports')).status).toBe(403);
    const list = await organizer.client.get('/portal/rest/organizer/chat/reports');
    expect(list.body.data).toMatchObject([{ reason: '骚扰' }]);
    const id = (list.body.data as { id: number }[])[0]?.id;
    await organizer.client.put(`/portal/rest/organizer/chat/reports/${id}`);
    expect((await organizer.client.get('/portal/rest/organizer/chat/reports')).body.data).toEqual([]);
  });

  it('the pruning job removes messages older than the retention', async () => {
    const a = await person();
    const b = await person();
    const ima = await online(a);
    const old = await text(ima, b.state.imUserId, 'old');
    await text(ima, b.state.imUserId, 'new');
    await ctx.db.execute(
      sql`update chat_messages set created_at = now() - interval '8 days' where id = ${Number(old.ID)}`,
    );
    await ctx.app.deps.jobs.send('chat.prune', {});
    const end = Date.now() + 10_000;
    let left = 2;
    while (Date.now() < end) {
      left = (await ctx.db.select({ n: count() }).from(chatMessages))[0]?.n ?? -1;
      if (left === 1) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(left).toBe(1);
    expect(await ctx.app.deps.jobs.schedules()).toContainEqual(
      expect.objectContaining({ name: 'chat.prune' }),
    );
  });
});

describe('groups', () => {
  it('a group of three: notices, tips, member pages, join request approved, roles, dismissal', async () => {
    const owner = await person('群主');
    const m1 = await person('成员一');
    const m2 = await person('成员二');
    const outsider = await person('申请人');
    const imo = await online(owner);
    const im1 = await online(m1);
    const imx = await online(outsider);
    const g = await imo.ok<{ groupID: string }>('createGroup', {
      name: '采购群',
      memberList: [m1.state.imUserId, m2.state.imUserId],
    });
    expect((await imo.waitFor('GROUP_SYSTEM_NOTICE_RECEIVED')).data.operationType).toBe(6);
    expect((await im1.waitFor('GROUP_SYSTEM_NOTICE_RECEIVED')).data).toMatchObject({
      operationType: 7,
      groupProfile: { name: '采购群' },
    });
    const members = await im1.ok<{ memberList: ImGroupMember[]; total: number }>('getGroupMemberList', {
      groupID: g.groupID,
      offset: 0,
      count: 30,
    });
    expect(members.total).toBe(3);
    expect(members.memberList.find((m) => m.userID === owner.state.imUserId)?.role).toBe('Owner');

    await im1.ok('sendMessage', {
      conversationID: `GROUP${g.groupID}`,
      type: 'TIMTextElem',
      payload: { text: '大家好' },
      clientMsgId: cid(),
    });
    await imo.waitFor('MESSAGE_RECEIVED', (e) => e.data[0]?.type === 'TIMTextElem');
    expect(await imx.call('getMessageList', { conversationID: `GROUP${g.groupID}` })).toMatchObject({
      ok: false,
      code: ErrorCode.CHAT_NOT_GROUP_MEMBER,
    });

    expect(await imx.ok('joinGroup', { groupID: g.groupID, applyMessage: '想加入' })).toEqual({
      status: 'WaitAdminApproval',
    });
    // Asking again while waiting is the same request; the owner lists it, a member does not.
    expect(await imx.ok('joinGroup', { groupID: g.groupID })).toEqual({ status: 'WaitAdminApproval' });
    expect(
      (await imo.waitFor('GROUP_SYSTEM_NOTICE_RECEIVED', (e) => e.data.operationType === 1)).data.operatorID,
    ).toBe(outsider.state.imUserId);
    expect(await imo.ok('getGroupApplicationList')).toEqual([
      {
        groupID: g.groupID,
        groupName: '采购群',
        applicant: outsider.state.imUserId,
        applicantNick: '申请人',
        message: '想加入',
        createdAt: expect.any(String),
      },
    ]);
    expect(await im1.ok('getGroupApplicationList')).toEqual([]);
    expect(
      await im1.call('handleGroupApplication', {
        groupID: g.groupID,
        applicant: outsider.state.imUserId,
        handleAction: 'Agree',
      }),
    ).toMatchObject({
      ok: false,
      code: ErrorCode.CHAT_NOT_GROUP_ADMIN,
    });
    await imo.ok('handleGroupApplication', {
      groupID: g.groupID,
      applicant: outsider.state.imUserId,
      handleAction: 'Agree',
    });
    await imx.waitFor('GROUP_SYSTEM_NOTICE_RECEIVED', (e) => e.data.operationType === 2);
    expect(await imx.ok('joinGroup', { groupID: g.groupID })).toEqual({ status: 'AlreadyInGroup' });
    expect(await imo.ok('getGroupApplicationList')).toEqual([]);

    await imo.ok('setGroupMemberRole', { groupID: g.groupID, userID: m1.state.imUserId, role: 'Admin' });
    await im1.waitFor('GROUP_SYSTEM_NOTICE_RECEIVED', (e) => e.data.operationType === 9);
    const list = await im1.ok<ImConversation[]>('getConversationList');
    expect(list.find((c) => c.conversationID === `GROUP${g.groupID}`)?.groupProfile).toMatchObject({
      name: '采购群',
      memberCount: 4,
      selfRole: 'Admin',
    });
    const system = list.find((c) => c.conversationID === '@TIM#SYSTEM');
    expect(system?.unreadCount).toBeGreaterThan(0);

    await imo.ok('dismissGroup', { groupID: g.groupID });
    await im1.waitFor('GROUP_SYSTEM_NOTICE_RECEIVED', (e) => e.data.operationType === 5);
    expect(await imx.call('joinGroup', { groupID: g.groupID })).toMatchObject({
      ok: false,
      code: ErrorCode.CHAT_GROUP_NOT_FOUND,
    });
  });
});

describe('video call signalling', () => {
  it('relays invite, offer, answer, candidates and hangup to the other person only; refuses self, blocked, offline and bad signals', async () => {
    const a = await person('呼叫方');
    const b = await person('接听方');
    const c = await person('旁观者');
    const ima = await online(a);
    const imb = await online(b);
    const imc = await online(c);
    const room = 4_294_967_295;
    const signal = (from: ImTestClient, to: string, s: Record<string, unknown>) =>
      from.call('signal', { to, signal: s });

    expect((await signal(ima, b.state.imUserId, { kind: 'invite', room })) as { ok: boolean }).toMatchObject({
      ok: true,
    });
    const invite = await imb.waitFor('CALL_SIGNAL', (e) => e.data.signal.kind === 'invite');
    expect(invite.data).toEqual({ from: a.state.imUserId, signal: { kind: 'invite', room } });
    await signal(imb, a.state.imUserId, { kind: 'accept', room });
    await ima.waitFor('CALL_SIGNAL', (e) => e.data.signal.kind === 'accept');
    await signal(ima, b.state.imUserId, { kind: 'offer', room, sdp: 'v=0 offer' });
    await signal(imb, a.state.imUserId, { kind: 'answer', room, sdp: 'v=0 answer' });
    const candidate = {
      candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    await signal(ima, b.state.imUserId, { kind: 'candidate', room, candidate });
    expect((await imb.waitFor('CALL_SIGNAL', (e) => e.data.signal.kind === 'offer')).data.signal.sdp).toBe(
      'v=0 offer',
    );
    expect((await ima.waitFor('CALL_SIGNAL', (e) => e.data.signal.kind === 'answer')).data.signal.sdp).toBe(
      'v=0 answer',
    );
    expect(
      (await imb.waitFor('CALL_SIGNAL', (e) => e.data.signal.kind === 'candidate')).data.signal.candidate,
    ).toEqual(candidate);
    await signal(imb, a.state.imUserId, { kind: 'hangup', room });
    await ima.waitFor('CALL_SIGNAL', (e) => e.data.signal.kind === 'hangup');
    // Nobody else hears the call, and nothing of it is stored as a message.
    expect(imc.events.some((e) => e.event === 'CALL_SIGNAL')).toBe(false);
    expect(
      (await ima.ok<ImConversation[]>('getConversationList')).some(
        (conv) => conv.conversationID === `C2C${b.state.imUserId}`,
      ),
    ).toBe(false);

    const code = async (p: Promise<unknown>) => ((await p) as { code?: number }).code;
    expect(await code(signal(ima, a.state.imUserId, { kind: 'invite', room: 1 }))).toBe(ErrorCode.CHAT_SELF);
    for (const bad of [
      { kind: 'invite', room: 0 },
      { kind: 'invite', room: 2 ** 32 },
      { kind: 'ring', room: 1 },
      {},
    ]) {
      expect(await code(signal(ima, b.state.imUserId, bad)), JSON.stringify(bad)).toBe(
        ErrorCode.CHAT_BAD_REQUEST,
      );
    }
    imc.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(await code(signal(ima, c.state.imUserId, { kind: 'invite', room: 7 }))).toBe(
      ErrorCode.CHAT_CALL_OFFLINE,
    );
    await imb.ok('addToBlacklist', { userIDList: [a.state.imUserId] });
    expect(await code(signal(ima, b.state.imUserId, { kind: 'invite', room: 8 }))).toBe(
      ErrorCode.CHAT_BLOCKED,
    );
  });

  it("a call's record (IM.md §8) is stored in the 1:1 history and named in the list; malformed ones and groups are refused", async () => {
    const a = await person('主叫');
    const b = await person('被叫');
    const ima = await online(a);
    const imb = await online(b);
    const record = (data: unknown, conversationID = `C2C${b.state.imUserId}`) =>
      ima.call('sendMessage', {
        conversationID,
        type: 'TIMCustomElem',
        payload: { data: typeof data === 'string' ? data : JSON.stringify(data), description: '' },
        clientMsgId: cid(),
      }) as Promise<{ ok: boolean; code?: number; data?: ImMessage }>;
    const ended = { room_id: 77, call_id: 'c77', action: 5, version: 3, duration: 65 };
    const stored = await record(ended);
    expect(stored.ok).toBe(true);
    const got = await imb.waitFor('MESSAGE_RECEIVED', (e) => e.data[0]?.type === 'TIMCustomElem');
    expect(JSON.parse((got.data[0]?.payload as { data: string } | undefined)?.data ?? '')).toEqual(ended);
    const list = await imb.ok<ImConversation[]>('getConversationList');
    expect(list.find((c) => c.conversationID === `C2C${a.state.imUserId}`)?.lastMessage).toMatchObject({
      messageForShow: '[结束通话 1:05]',
    });
    for (const bad of [
      { ...ended, action: 4 },
      { ...ended, duration: -1 },
      { ...ended, room_id: 0 },
      { ...ended, version: 2 },
      { ...ended, call_id: 7 },
    ]) {
      expect((await record(bad)).code, JSON.stringify(bad)).toBe(ErrorCode.CHAT_BAD_REQUEST);
    }
    const g = await ima.ok<{ groupID: string }>('createGroup', {
      name: '通话群',
      memberList: [b.state.imUserId],
    });
    expect((await record(ended, `GROUP${g.groupID}`)).code).toBe(ErrorCode.CHAT_BAD_REQUEST);
  });
});
