import {
  ErrorCode,
  type Order,
  type OrganizerRefund,
  type PaymentStart,
  type SeminarRequest,
} from '@cidpex/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderRefunds, outbox, refundTransfers } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient as Client, type Lang, type TestClient, useTestApp } from '../../test/harness';
import { attendee, buildSeminar, draftRequest, registrant } from '../seminars/seminars.factories';

/**
 * Refunds after issue 23 item 7: the notice goes to the payer in the language of their order;
 * an order paid by bank transfer is refunded by the organizer's outgoing transfer, recorded
 * once per bank reference, never more than is owed; only the organizer records it and lists
 * refunds; the payer sees their own. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
const ctx = useTestApp();
const R = '/register/rest/request';
const DAY = 24 * 3600_000;
const REFUNDS = '/portal/rest/organizer/refunds';
const orderUrl = (id: number) => `/register/rest/visitor/order/${id}`;
const transfersUrl = (id: number) => `${REFUNDS}/${id}/transfers`;

async function order(client: TestClient, requestId: number) {
  const res = await client.get(orderUrl(requestId));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Order;
}

/** A payer (in `lang`) with `members` seated members, paid with `method`, then one member cancelled by `canceller`. */
async function cancelledPaidSeat(opts: {
  lang: Lang;
  method: 'bank' | 'wechat';
  members?: number;
  cancelBy?: 'payer' | 'organizer';
  organizerLang?: Lang;
}) {
  await buildSeminar(ctx, { seatLimit: 10, refundUntil: new Date(Date.now() + DAY), refundPercent: 50 });
  const { user, client } = await registrant(ctx, opts.lang);
  const draft = await draftRequest(
    client,
    user.id,
    Array.from({ length: opts.members ?? 2 }, () => attendee()),
  );
  const request = (await client.put(`${R}/${draft.id}/complete`)).body.data as SeminarRequest;
  const { client: org } = await buildOrganizer(ctx, opts.organizerLang ?? 'zh-Hans');
  const open = await order(client, request.id);
  const started = await client.post(`/portal/rest/payments/${open.id}/start`, { method: opts.method });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  if (opts.method === 'wechat') {
    const trade = (started.body.data as PaymentStart).wechat?.tradeNo;
    expect((await client.post(`/portal/rest/payments/sandbox/${trade}/pay`)).status).toBe(200);
  } else {
    expect((await org.post(`/portal/rest/organizer/payments/${open.id}/received`)).status).toBe(200);
  }
  const gone = request.attendees[0];
  const canceller = opts.cancelBy === 'organizer' ? org : client;
  const res = await canceller.delete(`${R}/${request.id}/${gone?.id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [refund] = await ctx.db.select().from(orderRefunds).orderBy(desc(orderRefunds.id)).limit(1);
  if (!refund) throw new Error('no refund recorded');
  return { user, client, org, request, refund, email: draft.contactEmail as string, gone };
}

/** The refund notices to a recipient (the registration mail left out). */
async function mailsTo(recipient: string) {
  const rows = await ctx.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);
  return rows.filter((m) => /refund|退款/.test(m.subject));
}

describe('the refund notice, in the payer’s language', () => {
  it('bank transfer, payer in English, cancelled by a Chinese-speaking organizer: English', async () => {
    const { email, refund } = await cancelledPaidSeat({ lang: 'en', method: 'bank', cancelBy: 'organizer' });
    expect(refund).toMatchObject({ status: 'manual', amount: 64_000 });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('CIDPEX seminar: your refund will be returned by bank transfer');
    expect(mails[0]?.body).toContain('CNY 640.00');
    expect(mails[0]?.body).toMatch(/\/seminar\/seminarPay\?request=\d+&lang=en/);
    expect(mails[0]?.body).not.toMatch(/您好|退款|元/);
  });

  it('WeChat, payer in zh-Hans, cancelled by an English-speaking organizer: Simplified Chinese', async () => {
    const { email, refund } = await cancelledPaidSeat({
      lang: 'zh-Hans',
      method: 'wechat',
      cancelBy: 'organizer',
      organizerLang: 'en',
    });
    expect(refund.status).toBe('succeeded');
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(['CIDPEX 研讨会：退款已退回']);
    expect(mails[0]?.body).toContain('640.00 元');
    expect(mails[0]?.body).toContain(refund.refundNo);
  });

  it('WeChat, payer in English cancelling themselves: English', async () => {
    const { email } = await cancelledPaidSeat({ lang: 'en', method: 'wechat' });
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([
      'CIDPEX seminar: your refund has been paid',
    ]);
  });
});

describe('bank-transfer refunds: the organizer records the transfer', () => {
  it('stays to transfer until transfers reach the amount; a repeat stores nothing twice; never more than owed', async () => {
    const { client, org, request, refund, email } = await cancelledPaidSeat({ lang: 'en', method: 'bank' });
    const listed = await org.get(`${REFUNDS}?view=toTransfer`);
    expect(listed.status).toBe(200);
    expect((listed.body.data as OrganizerRefund[]).map((r) => [r.id, r.view, r.owed])).toEqual([
      [refund.id, 'toTransfer', 64_000],
    ]);
    expect((await org.get(`${REFUNDS}?view=done`)).body.data).toEqual([]);

    // more than owed: refused, nothing stored
    const tooMuch = await org.post(transfersUrl(refund.id), {
      transferredOn: '2026-11-20',
      amount: 64_001,
      bankReference: 'B-1',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errorCode).toBe(ErrorCode.REFUND_TRANSFER_TOO_MUCH);
    expect(tooMuch.body.errorMsg).toContain('640.00');
    expect(await ctx.db.select().from(refundTransfers)).toEqual([]);

    // a first part, submitted twice (and twice at once): one row
    const part = { transferredOn: '2026-11-20', amount: 40_000, bankReference: 'B-1' };
    const answers = await Promise.all([
      org.post(transfersUrl(refund.id), part),
      org.post(transfersUrl(refund.id), part),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const again = await org.post(transfersUrl(refund.id), part);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      status: 'manual',
      view: 'toTransfer',
      transferred: 40_000,
      owed: 24_000,
    });
    expect(await ctx.db.select().from(refundTransfers)).toHaveLength(1);
    // the same reference with another amount is another transfer claiming a used reference
    const clash = await org.post(transfersUrl(refund.id), { ...part, amount: 1_000 });
    expect(clash.status).toBe(409);
    expect(clash.body.errorCode).toBe(ErrorCode.REFUND_TRANSFER_REFERENCE_USED);
    expect((await order(client, request.id)).refunds[0]).toMatchObject({
      status: 'manual',
      transferred: 40_000,
    });

    // the rest: over the remainder refused, the exact remainder completes it
    const over = await org.post(transfersUrl(refund.id), { ...part, bankReference: 'B-2', amount: 24_001 });
    expect(over.body.errorCode).toBe(ErrorCode.REFUND_TRANSFER_TOO_MUCH);
    const rest = await org.post(transfersUrl(refund.id), { ...part, bankReference: 'B-2', amount: 24_000 });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.data).toMatchObject({ status: 'succeeded', view: 'done', owed: 0, transferred: 64_000 });
    expect((rest.body.data as OrganizerRefund).transfers.map((t) => t.bankReference)).toEqual(['B-1', 'B-2']);

    // the payer sees it refunded, and is told in English
    const seen = await order(client, request.id);
    expect(seen.refunds[0]).toMatchObject({ status: 'succeeded', transferred: 64_000 });
    expect(seen.refunds[0]?.settledAt).not.toBeNull();
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([
      'CIDPEX seminar: your refund will be returned by bank transfer',
      'CIDPEX seminar: your refund has been paid',
    ]);
    // a refund paid back takes no more transfers
    const late = await org.post(transfersUrl(refund.id), { ...part, bankReference: 'B-3', amount: 1 });
    expect(late.status).toBe(409);
    expect(late.body.errorCode).toBe(ErrorCode.REFUND_NOT_TO_TRANSFER);
    expect((await org.get(`${REFUNDS}?view=done`)).body.data).toHaveLength(1);
  });

  it('refuses a transfer for a refund through the provider, and an unknown refund', async () => {
    const { org, refund } = await cancelledPaidSeat({ lang: 'zh-Hans', method: 'wechat' });
    const body = { transferredOn: '2026-11-20', amount: 100, bankReference: 'X' };
    const res = await org.post(transfersUrl(refund.id), body);
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe(ErrorCode.REFUND_NOT_TO_TRANSFER);
    const missing = await org.post(transfersUrl(999_999), body);
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe(ErrorCode.REFUND_NOT_FOUND);
    const bad = await org.post(transfersUrl(refund.id), { ...body, transferredOn: '20.11.2026', amount: -1 });
    expect(bad.status).toBe(400);
  });
});

describe('permissions', () => {
  it('only the organizer lists refunds and records transfers; the payer sees only their own order', async () => {
    const { client, request, refund } = await cancelledPaidSeat({ lang: 'zh-Hans', method: 'bank' });
    const body = { transferredOn: '2026-11-20', amount: 100, bankReference: 'P-1' };
    const anonymous = new Client(ctx.app);
    expect((await anonymous.post(transfersUrl(refund.id), body)).status).toBe(401);
    expect((await anonymous.get(REFUNDS)).status).toBe(401);
    // the payer themself may not record a transfer to themself, nor list everyone's refunds
    expect((await client.post(transfersUrl(refund.id), body)).status).toBe(403);
    expect((await client.get(REFUNDS)).status).toBe(403);
    const stranger = await signedInClient(ctx, (await buildUser(ctx)).id);
    expect((await stranger.post(transfersUrl(refund.id), body)).status).toBe(403);
    const peek = await stranger.get(orderUrl(request.id));
    expect(peek.status).not.toBe(200);
    expect(JSON.stringify(peek.body)).not.toContain(refund.refundNo);
    expect(await ctx.db.select().from(refundTransfers)).toEqual([]);
    expect((await order(client, request.id)).refunds.map((r) => r.id)).toEqual([refund.id]);
  });
});
