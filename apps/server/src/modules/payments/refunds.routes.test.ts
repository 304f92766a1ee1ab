import {
  ErrorCode,
  FAIR,
  type Order,
  type PaymentStart,
  type Seminar,
  type SeminarRequest,
} from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderRefunds, seminars } from '../../db/schema';
import { buildOrganizer } from '../../test/factories';
import { type TestClient, useTestApp } from '../../test/harness';
import { attendee, buildSeminar, draftRequest, registrant } from '../seminars/seminars.factories';
import { providers } from './payments.service';
import { retryRefunds } from './refunds.service';

/**
 * Issue 23 item 7: cancelling a member of a paid seminar order refunds by the seminar's rule
 * (refundUntil, refundPercent) through the provider that took the payment, once; the seat goes
 * to the waiting list. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const ctx = useTestApp();
const R = '/register/rest/request';
const DAY = 24 * 3600_000;
const orderUrl = (id: number) => `/register/rest/visitor/order/${id}`;

afterEach(() => vi.restoreAllMocks());

function wechat() {
  const provider = providers(ctx.app.deps).wechat;
  if (!provider) throw new Error('the test server has no WeChat provider');
  return provider;
}

async function seatedRequest(members: number) {
  const { user, client } = await registrant(ctx);
  const draft = await draftRequest(
    client,
    user.id,
    Array.from({ length: members }, () => attendee()),
  );
  const done = await client.put(`${R}/${draft.id}/complete`);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { client, request: done.body.data as SeminarRequest };
}

async function order(client: TestClient, requestId: number) {
  const res = await client.get(orderUrl(requestId));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Order;
}

/** Pays the request's order: WeChat through the sandbox's signed callback, or a bank transfer marked received. */
async function pay(client: TestClient, requestId: number, method: 'wechat' | 'bank') {
  const open = await order(client, requestId);
  const started = await client.post(`/portal/rest/payments/${open.id}/start`, { method });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  if (method === 'wechat') {
    const trade = (started.body.data as PaymentStart).wechat?.tradeNo;
    const paid = await client.post(`/portal/rest/payments/sandbox/${trade}/pay`);
    expect(paid.body.data).toMatchObject({ status: 'paid', applied: true });
  } else {
    const { client: org } = await buildOrganizer(ctx);
    expect((await org.post(`/portal/rest/organizer/payments/${open.id}/received`)).status).toBe(200);
  }
  return order(client, requestId);
}

async function refundRows() {
  return ctx.db.select().from(orderRefunds).orderBy(orderRefunds.id);
}

type Case = {
  name: string;
  method: 'wechat' | 'bank' | 'unpaid';
  refundUntil: number | null;
  percent: number;
  status: string | null;
  amount: number;
  providerCalls: number;
};

// The state table: how a cancellation of a paid seat (unit price 128,000 fen) is settled.
const CASES: Case[] = [
  {
    name: 'WeChat, before the deadline, full refund',
    method: 'wechat',
    refundUntil: DAY,
    percent: 100,
    status: 'succeeded',
    amount: 128_000,
    providerCalls: 1,
  },
  {
    name: 'WeChat, before the deadline, 80 %',
    method: 'wechat',
    refundUntil: DAY,
    percent: 80,
    status: 'succeeded',
    amount: 102_400,
    providerCalls: 1,
  },
  {
    name: 'WeChat, after the deadline',
    method: 'wechat',
    refundUntil: -DAY,
    percent: 100,
    status: 'none',
    amount: 0,
    providerCalls: 0,
  },
  {
    name: 'WeChat, no refund rule',
    method: 'wechat',
    refundUntil: null,
    percent: 100,
    status: 'none',
    amount: 0,
    providerCalls: 0,
  },
  {
    name: 'bank transfer, before the deadline: the organizer returns it',
    method: 'bank',
    refundUntil: DAY,
    percent: 50,
    status: 'manual',
    amount: 64_000,
    providerCalls: 0,
  },
  {
    name: 'not paid yet: nothing to refund',
    method: 'unpaid',
    refundUntil: DAY,
    percent: 100,
    status: null,
    amount: 0,
    providerCalls: 0,
  },
];

describe('cancelling a member of a paid order', () => {
  it.each(CASES)('$name', async (c) => {
    await buildSeminar(ctx, {
      seatLimit: 10,
      refundUntil: c.refundUntil === null ? null : new Date(Date.now() + c.refundUntil),
      refundPercent: c.percent,
    });
    const refund = vi.spyOn(wechat(), 'refund');
    const { client, request } = await seatedRequest(2);
    const paid =
      c.method === 'unpaid' ? await order(client, request.id) : await pay(client, request.id, c.method);
    const [gone, stays] = request.attendees;
    const res = await client.delete(`${R}/${request.id}/${gone?.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as SeminarRequest).attendees.map((a) => a.status)).toEqual(['cancelled', 'seated']);
    expect(refund).toHaveBeenCalledTimes(c.providerCalls);
    const rows = await refundRows();
    if (c.status === null) {
      expect(rows).toEqual([]);
      // the open order follows the seats: one seat left to pay
      expect(await order(client, request.id)).toMatchObject({ status: 'pending', seats: 1, refunds: [] });
      return;
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subjectKind: 'seminar-seats',
      itemId: gone?.id,
      status: c.status,
      amount: c.amount,
    });
    if (c.providerCalls) {
      expect(refund).toHaveBeenCalledWith(
        expect.objectContaining({ amount: c.amount, total: paid.amount, refundNo: rows[0]?.refundNo }),
      );
    }
    // the payer sees it on the order, which stays paid for the member left
    const after = await order(client, request.id);
    expect(after).toMatchObject({
      id: paid.id,
      status: 'paid',
      refunded: c.status === 'none' ? 0 : c.amount,
    });
    expect(after.refunds).toEqual([
      expect.objectContaining({
        attendeeId: gone?.id,
        attendeeName: gone?.name,
        status: c.status,
        amount: c.amount,
      }),
    ]);
    expect(stays?.status).toBe('seated');
  });

  it('passes the freed seat to the first one waiting, and refunds a repeated cancel once', async () => {
    await buildSeminar(ctx, { seatLimit: 1, refundUntil: new Date(Date.now() + DAY), refundPercent: 100 });
    const refund = vi.spyOn(wechat(), 'refund');
    const payer = await seatedRequest(1);
    await pay(payer.client, payer.request.id, 'wechat');
    const waiting = await seatedRequest(1);
    expect(waiting.request.attendees[0]?.status).toBe('waiting');
    const member = payer.request.attendees[0]?.id;
    const res = await payer.client.delete(`${R}/${payer.request.id}/${member}`);
    expect((res.body.data as SeminarRequest).status).toBe('cancelled');
    const again = await payer.client.delete(`${R}/${payer.request.id}/${member}`);
    expect(again.body.errorCode).toBe(ErrorCode.SEMINAR_REQUEST_STATE);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await refundRows()).toEqual([expect.objectContaining({ status: 'succeeded', amount: 128_000 })]);
    const offered = await waiting.client.get(`${R}/${waiting.request.id}`);
    expect((offered.body.data as SeminarRequest).attendees[0]?.status).toBe('offered');
    // the payer's order of the cancelled request still shows the refund
    expect(await order(payer.client, payer.request.id)).toMatchObject({ status: 'paid', refunded: 128_000 });
  });

  it('refunds once when two cancels of the same member arrive at once', async () => {
    await buildSeminar(ctx, { seatLimit: 5, refundUntil: new Date(Date.now() + DAY), refundPercent: 100 });
    const refund = vi.spyOn(wechat(), 'refund');
    const { client, request } = await seatedRequest(2);
    await pay(client, request.id, 'wechat');
    const member = request.attendees[0]?.id;
    const answers = await Promise.all([
      client.delete(`${R}/${request.id}/${member}`),
      client.delete(`${R}/${request.id}/${member}`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await refundRows()).toHaveLength(1);
    const [seminar] = await ctx.db.select().from(seminars);
    expect(seminar?.seatsTaken).toBe(1);
  });

  it('keeps a refused refund as failed and asks again with the same refund number, once', async () => {
    await buildSeminar(ctx, { seatLimit: 5, refundUntil: new Date(Date.now() + DAY), refundPercent: 100 });
    const refund = vi.spyOn(wechat(), 'refund').mockRejectedValueOnce(new Error('SYSTEM_ERROR'));
    const { client, request } = await seatedRequest(1);
    await pay(client, request.id, 'wechat');
    const res = await client.delete(`${R}/${request.id}/${request.attendees[0]?.id}`);
    expect(res.status).toBe(200);
    expect(await refundRows()).toEqual([expect.objectContaining({ status: 'failed', note: 'SYSTEM_ERROR' })]);
    expect((await order(client, request.id)).refunded).toBe(0);
    // the job's pass, twice at once: one asks
    await Promise.all([retryRefunds(ctx.app.deps), retryRefunds(ctx.app.deps)]);
    expect(refund).toHaveBeenCalledTimes(2);
    expect(refund.mock.calls[0]?.[0].refundNo).toBe(refund.mock.calls[1]?.[0].refundNo);
    expect(await refundRows()).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(await retryRefunds(ctx.app.deps)).toBe(0);
  });
});

describe('the rule', () => {
  it('is shown with the seminar, and the organizer sets it (left out of the settings: kept)', async () => {
    await buildSeminar(ctx, { refundUntil: null });
    const info = async () =>
      (await ctx.app.inject({ url: `/portal/rest/seminars/${FAIR.exhibitionId}` })).json().data as Seminar;
    expect(await info()).toMatchObject({ refundUntil: null, refundPercent: 100 });
    const { client: org } = await buildOrganizer(ctx);
    const [row] = await ctx.db.select().from(seminars);
    const base = {
      title: row?.title,
      intro: row?.intro,
      venue: row?.venue,
      startsAt: '2024-05-15T14:00:00+08:00',
      endsAt: '2024-05-15T17:00:00+08:00',
      seatLimit: 100,
      price: 128_000,
      memberPrice: 98_000,
      offerHours: 24,
      open: true,
    };
    const set = await org.put(`/portal/rest/organizer/seminars/${FAIR.exhibitionId}`, {
      ...base,
      refundUntil: '2024-05-08T23:59:59+08:00',
      refundPercent: 90,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(await info()).toMatchObject({ refundUntil: '2024-05-08T15:59:59.000Z', refundPercent: 90 });
    await org.put(`/portal/rest/organizer/seminars/${FAIR.exhibitionId}`, base);
    expect(await info()).toMatchObject({ refundUntil: '2024-05-08T15:59:59.000Z', refundPercent: 90 });
    const bad = await org.put(`/portal/rest/organizer/seminars/${FAIR.exhibitionId}`, {
      ...base,
      refundPercent: 101,
    });
    expect(bad.status).toBe(400);
    await ctx.db
      .update(seminars)
      .set({ refundUntil: null })
      .where(eq(seminars.id, row?.id ?? 0));
    expect((await info()).refundUntil).toBeNull();
  });
});
