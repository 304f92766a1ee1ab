import type { AddressInfo } from 'node:net';
import {
  type Appointment,
  ErrorCode,
  type ImAccountState,
  type ImMessage,
  meetingCardOf,
} from '@cidpex/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema';
import { buildUser, signedInClient } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { buildBuyer, buildExhibitor } from '../appointments/appointments.factories';
import { checkFilePass, signFileUrl } from '../attachments';
import { ImTestClient } from './chat.test-client';
import { clearRateLimits } from './im.service';
import { MemoryRateLimiter, RedisRateLimiter } from './rate-limit';

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

async function person(name = '用户') {
  const user = await buildUser(ctx, { name });
  const client = await signedInClient(ctx, user.id, 'zh-Hans');
  const state = (await client.get('/portal/rest/im/account/state')).body.data as ImAccountState;
  return { user, client, state };
}

async function online(state: ImAccountState) {
  const im = await ImTestClient.connect(wsUrl);
  open.push(im);
  await im.login(state);
  return im;
}

let n = 0;
const cid = () => `private-msg-${Date.now()}-${n++}`;

async function storedFile(ownerUserId: number, key: string, mimeType = 'application/pdf') {
  await ctx.app.deps.storage.put(key, Buffer.from('%PDF-1.4 private'));
  const [row] = await ctx.db
    .insert(attachments)
    .values({ key, kind: 'file', fileName: 'offer.pdf', mimeType, size: 16, ownerUserId })
    .returning();
  return row!;
}

const fetchFile = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('chat files are private to the conversation', () => {
  it('a sent file is served only with the pass its participants receive', async () => {
    const a = await person('甲');
    const b = await person('乙');
    const c = await person('丙');
    const file = await storedFile(a.user.id, `chat/${cid()}.pdf`);
    const publicFile = await storedFile(a.user.id, `public/${cid()}.pdf`);
    const ima = await online(a.state);
    const imb = await online(b.state);
    const received = imb.waitFor('MESSAGE_RECEIVED');
    const sent = await ima.ok<ImMessage>('sendMessage', {
      conversationID: `C2C${b.state.imUserId}`,
      type: 'TIMFileElem',
      payload: { attachmentId: file.id },
      clientMsgId: cid(),
    });
    const mine = (sent.payload as { fileUrl: string }).fileUrl;
    expect(mine).toMatch(new RegExp(`^/attachment/${file.key}\\?exp=\\d+&sig=[\\w-]+$`));
    const theirs = ((await received).data as ImMessage[])[0]!.payload as { fileUrl: string };
    expect((await fetchFile(theirs.fileUrl)).statusCode).toBe(200);
    expect((await fetchFile(mine)).headers['cache-control']).toBe('private, no-store');

    // Without a pass, with a forged or another file's pass, or an expired one: not found.
    expect((await fetchFile(`/attachment/${file.key}`)).statusCode).toBe(404);
    expect(
      (await fetchFile(mine.replace(/sig=[\w-]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))).statusCode,
    ).toBe(404);
    const otherPass = signFileUrl(`/attachment/${publicFile.key}`).split('?')[1];
    expect((await fetchFile(`/attachment/${file.key}?${otherPass}`)).statusCode).toBe(404);
    expect(checkFilePass(file.key, { exp: '1000', sig: mine.split('sig=')[1] })).toBe(false);

    // A non-participant cannot read the conversation, so never holds a pass.
    const imc = await online(c.state);
    const peek = await imc.call('getMessageList', { conversationID: `C2C${a.state.imUserId}` });
    expect((peek as { ok: boolean }).ok).toBe(true);
    expect(JSON.stringify(peek)).not.toContain(file.key);
    const search = await imc.call('searchMessages', {
      conversationID: `C2C${b.state.imUserId}`,
      keyword: 'offer',
    });
    expect(JSON.stringify(search)).not.toContain(file.key);

    // History hands the participants a fresh pass; other attachments are untouched.
    const history = await imb.ok<{ messageList: ImMessage[] }>('getMessageList', {
      conversationID: `C2C${a.state.imUserId}`,
    });
    const url = (history.messageList.at(-1)!.payload as { fileUrl: string }).fileUrl;
    expect((await fetchFile(url)).statusCode).toBe(200);
    // A file attached to nothing is its uploader's alone (attachments' visibility, issue 16 item 2).
    expect((await fetchFile(`/attachment/${publicFile.key}`)).statusCode).toBe(404);
  });
});

describe('meetings as chat cards', () => {
  const BASE = '/exhibitor/rest/fieldAppointments';

  it('an invitation and its answer land as cards in the pair’s conversation; only the parties read the meeting', async () => {
    const ex = await buildExhibitor(ctx, { hall: 'H6', boothNo: '6C01', area: 'C01' });
    const buyer = await buildBuyer(ctx);
    const adminState = (await ex.adminClient.get('/portal/rest/im/account/state')).body
      .data as ImAccountState;
    const buyerState = (await buyer.client.get('/portal/rest/im/account/state')).body.data as ImAccountState;
    const imAdmin = await online(adminState);
    const card = imAdmin.waitFor('MESSAGE_RECEIVED');
    const res = await buyer.client.post(BASE, {
      inviteeEnterpriseId: ex.enterprise.id,
      day: '2024-05-16',
      time: '11:00',
      topic: '卷纸代工',
    });
    expect(res.body.errorMsg).toBeNull();
    const meeting = res.body.data as Appointment;
    const got = ((await card).data as ImMessage[])[0]!;
    expect(got).toMatchObject({ type: 'TIMCustomElem', from: buyerState.imUserId, flow: 'in' });
    expect(meetingCardOf(got.payload)).toMatchObject({
      appointmentId: meeting.id,
      action: 'create',
      status: 'PENDING',
    });

    // The admin reads the meeting for the card, with the answers the state table allows.
    const seen = await ex.adminClient.get(`${BASE}/${meeting.id}`);
    expect((seen.body.data as Appointment).actions).toEqual(expect.arrayContaining(['accept', 'refuse']));
    const stranger = await signedInClient(ctx, (await buildUser(ctx)).id);
    expect((await stranger.get(`${BASE}/${meeting.id}`)).body.errorCode).toBe(
      ErrorCode.APPOINTMENT_NOT_FOUND,
    );

    // Accepting writes the answer back to the inviter, in the same conversation.
    const imBuyer = await online(buyerState);
    const answer = imBuyer.waitFor('MESSAGE_RECEIVED');
    const accepted = await ex.adminClient.put(BASE, { id: meeting.id, action: 'accept' });
    expect(accepted.body.errorMsg).toBeNull();
    const back = ((await answer).data as ImMessage[])[0]!;
    expect(back.conversationID).toBe(`C2C${adminState.imUserId}`);
    expect(meetingCardOf(back.payload)).toMatchObject({ action: 'accept', status: 'ACCEPTED' });
    const list = await imBuyer.ok<{ messageList: ImMessage[] }>('getMessageList', {
      conversationID: `C2C${adminState.imUserId}`,
    });
    expect(list.messageList.map((m) => meetingCardOf(m.payload)?.action)).toEqual(['create', 'accept']);
    const conversations =
      await imBuyer.ok<{ conversationID: string; lastMessage: { messageForShow: string } }[]>(
        'getConversationList',
      );
    expect(
      conversations.find((c) => c.conversationID === `C2C${adminState.imUserId}`)?.lastMessage,
    ).toMatchObject({ messageForShow: '[会议邀请]' });
  });

  it('the same change heard twice (two processes) is one card; a user cannot forge a card', async () => {
    const ex = await buildExhibitor(ctx, { hall: 'H6', boothNo: '6C02', area: 'C02' });
    const buyer = await buildBuyer(ctx);
    const payload = {
      eventId: `evt-${cid()}`,
      appointmentId: 999_999,
      action: 'create' as const,
      status: 'PENDING',
      actorUserId: buyer.user.id,
      inviterUserId: buyer.user.id,
      inviterEnterpriseId: null,
      inviteeEnterpriseId: ex.enterprise.id,
      startsAt: '2024-05-15T02:00:00.000Z',
    };
    const { postMeetingCard } = await import('./meeting-cards');
    const [first, second] = await Promise.all([
      postMeetingCard(ctx.app.deps, payload),
      postMeetingCard(ctx.app.deps, payload),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);

    const buyerState = (await buyer.client.get('/portal/rest/im/account/state')).body.data as ImAccountState;
    const imBuyer = await online(buyerState);
    const forged = await imBuyer.call('sendMessage', {
      conversationID: `C2Cu${ex.admin.id}`,
      type: 'TIMCustomElem',
      payload: { data: JSON.stringify({ businessID: 'meeting', appointmentId: 1 }) },
      clientMsgId: cid(),
    });
    expect(forged).toMatchObject({ ok: false, code: ErrorCode.CHAT_BAD_REQUEST });
  });
});

describe('send limits', () => {
  it('the memory limiter refuses past the limit within the window', async () => {
    const l = new MemoryRateLimiter();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await l.allow('u:x', 3, 60_000));
    expect(answers).toEqual([true, true, true, false]);
    await l.close();
  });

  it('two processes on one Redis share the count (skipped without Redis)', async (t) => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `test-chat-rl-${cid()}:`;
    const one = new RedisRateLimiter(url, prefix);
    const two = new RedisRateLimiter(url, prefix);
    try {
      // Redis not answering: the limiter falls back to memory; there is nothing shared to test.
      if (!(await one.connected()) || !(await two.connected())) t.skip();
      expect(await one.allow('u:x', 3, 60_000)).toBe(true);
      expect(await two.allow('u:x', 3, 60_000)).toBe(true);
      expect(await one.allow('u:x', 3, 60_000)).toBe(true);
      expect(await two.allow('u:x', 3, 60_000)).toBe(false);
      expect(await one.allow('u:y', 3, 60_000)).toBe(true);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
