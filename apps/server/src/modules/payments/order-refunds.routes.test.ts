import {
  ErrorCode,
  type Order,
  type OrganizerRefund,
  type PaymentStart,
  type SeminarRequest,
} from '@cidpex/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderRefunds, seminars } from '../../db/schema';
import { buildOrganizer } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise } from '../enterprises/enterprises.factories';
import { attendee, buildSeminar, draftRequest, registrant } from '../seminars/seminars.factories';
import { providers } from './payments.service';

/**
 * Issue 16 item 1: the organizer refunds a paid order outside a cancellation, through the
 * provider that took the payment, once; its members give up their seats as a cancellation would.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (the concurrent refunds too).
 */
const ctx = useTestApp();
const R = '/register/rest/request';
const DAY = 24 * 3600_000;
const refundUrl = (orderId: number) => `/portal/rest/organizer/payments/${orderId}/refund`;

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
  const res = await client.get(`/register/rest/visitor/order/${requestId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Order;
}

async function pay(client: TestClient, requestId: number, method: 'wechat' | 'bank', org: TestClient) {
  const open = await order(client, requestId);
  const started = await client.post(`/portal/rest/payments/${open.id}/start`, { method });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  if (method === 'wechat') {
    const trade = (started.body.data as PaymentStart).wechat?.tradeNo;
    const paid = await client.post(`/portal/rest/payments/sandbox/${trade}/pay`);
    expect(paid.body.data).toMatchObject({ status: 'paid', applied: true });
  } else {
    expect((await org.post(`/portal/rest/organizer/payments/${open.id}/received`)).status).toBe(200);
  }
  return order(client, requestId);
}

async function paidOrder(members: number, method: 'wechat' | 'bank' = 'wechat') {
  await buildSeminar(ctx, { seatLimit: 10, refundUntil: new Date(Date.now() + DAY), refundPercent: 100 });
  const { client: org } = await buildOrganizer(ctx);
  const payer = await seatedRequest(members);
  const paid = await pay(payer.client, payer.request.id, method, org);
  return { org, payer, paid };
}

describe('the organizer refund of a paid order', () => {
  it('is the organizer’s only: anonymous 401, the buyer and an enterprise 403', async () => {
    const { payer, paid } = await paidOrder(1);
    const refund = vi.spyOn(wechat(), 'refund');
    expect((await new TestClient(ctx.app).post(refundUrl(paid.id), {})).status).toBe(401);
    expect((await payer.client.post(refundUrl(paid.id), {})).status).toBe(403);
    const { adminClient } = await buildEnterprise(ctx);
    expect((await adminClient.post(refundUrl(paid.id), {})).status).toBe(403);
    expect(refund).not.toHaveBeenCalled();
    expect(await order(payer.client, payer.request.id)).toMatchObject({ status: 'paid', refunded: 0 });
  });

  it('refunds all of a WeChat order through the provider, once; the seats are given up', async () => {
    const { org, payer, paid } = await paidOrder(2);
    const refund = vi.spyOn(wechat(), 'refund');
    const res = await org.post(refundUrl(paid.id), {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body.data as Order;
    expect(answer).toMatchObject({ id: paid.id, status: 'paid', refunded: paid.amount });
    expect(answer.refunds.map((r) => [r.attendeeId, r.status, r.amount])).toEqual(
      payer.request.attendees.map((a) => [a.id, 'succeeded', paid.unitPrice]),
    );
    expect(refund).toHaveBeenCalledTimes(2);
    // the reason the payer sees comes from the order's subject (seminar seats), not from payments
    expect(refund).toHaveBeenCalledWith(
      expect.objectContaining({
        total: paid.amount,
        amount: paid.unitPrice,
        reason: `seminar seats refund ${paid.reference}`,
      }),
    );
    // the subject's state: the members gave up their seats, the request is cancelled
    const after = (await payer.client.get(`${R}/${payer.request.id}`)).body.data as SeminarRequest;
    expect(after.status).toBe('cancelled');
    expect(after.attendees.map((a) => a.status)).toEqual(['cancelled', 'cancelled']);
    const [seminar] = await ctx.db.select().from(seminars);
    expect(seminar?.seatsTaken).toBe(0);
    // a second refund is refused and asks the provider for nothing
    const again = await org.post(refundUrl(paid.id), {});
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe(ErrorCode.ORDER_ALREADY_REFUNDED);
    expect(refund).toHaveBeenCalledTimes(2);
    // the organizer's refunds list shows them as done
    const list = (await org.get('/portal/rest/organizer/refunds?view=done')).body.data as OrganizerRefund[];
    expect(list.map((r) => r.orderId)).toEqual([paid.id, paid.id]);
    expect(list[0]?.contactName).not.toBeNull();
  });

  it('shares a smaller amount over the members, keeping their seats, and refuses more than was paid', async () => {
    const { org, payer, paid } = await paidOrder(2);
    const refund = vi.spyOn(wechat(), 'refund');
    const tooMuch = await org.post(refundUrl(paid.id), { amount: paid.amount + 1 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errorCode).toBe(ErrorCode.ORDER_REFUND_TOO_MUCH);
    expect(refund).not.toHaveBeenCalled();
    const res = await org.post(refundUrl(paid.id), { amount: 1001 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as Order).refunds.map((r) => r.amount)).toEqual([501, 500]);
    expect((res.body.data as Order).refunded).toBe(1001);
    // a partial refund names no member: nobody loses a seat (docs/decisions.md)
    const after = (await payer.client.get(`${R}/${payer.request.id}`)).body.data as SeminarRequest;
    expect(after.status).toBe(payer.request.status);
    expect(after.attendees.map((a) => a.status)).toEqual(['seated', 'seated']);
    const [seminar] = await ctx.db.select().from(seminars);
    expect(seminar?.seatsTaken).toBe(2);
  });

  it('keeps every seat on a refund of whole seats’ worth that is not the whole order', async () => {
    const { org, payer, paid } = await paidOrder(3);
    const res = await org.post(refundUrl(paid.id), { amount: paid.unitPrice * 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as Order).refunded).toBe(paid.unitPrice * 2);
    const after = (await payer.client.get(`${R}/${payer.request.id}`)).body.data as SeminarRequest;
    expect(after.attendees.map((a) => a.status)).toEqual(['seated', 'seated', 'seated']);
    const [seminar] = await ctx.db.select().from(seminars);
    expect(seminar?.seatsTaken).toBe(3);
  });

  it('refuses an unpaid order and an unknown one', async () => {
    await buildSeminar(ctx, { seatLimit: 10 });
    const { client: org } = await buildOrganizer(ctx);
    const payer = await seatedRequest(1);
    const open = await order(payer.client, payer.request.id);
    const res = await org.post(refundUrl(open.id), {});
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe(ErrorCode.ORDER_REFUND_NOT_PAID);
    expect((await org.post(refundUrl(open.id + 1000), {})).body.errorCode).toBe(
      ErrorCode.PAYMENT_ORDER_NOT_FOUND,
    );
    expect(await ctx.db.select().from(orderRefunds)).toEqual([]);
  });

  it('refunds only the members not refunded by a cancellation; a bank transfer is sent back by the organizer', async () => {
    const { org, payer, paid } = await paidOrder(2, 'bank');
    const [gone] = payer.request.attendees;
    expect((await payer.client.delete(`${R}/${payer.request.id}/${gone?.id}`)).status).toBe(200);
    const res = await org.post(refundUrl(paid.id), {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as Order).refunds.map((r) => r.status)).toEqual(['manual', 'manual']);
    expect((res.body.data as Order).refunded).toBe(paid.amount);
    const again = await org.post(refundUrl(paid.id), { amount: 1 });
    expect(again.body.errorCode).toBe(ErrorCode.ORDER_ALREADY_REFUNDED);
  });

  it('refunds once when two refunds, or a refund and a cancellation, arrive at once', async () => {
    const { org, payer, paid } = await paidOrder(2);
    const refund = vi.spyOn(wechat(), 'refund');
    const answers = await Promise.all([
      org.post(refundUrl(paid.id), {}),
      org.post(refundUrl(paid.id), {}),
      payer.client.delete(`${R}/${payer.request.id}/${payer.request.attendees[0]?.id}`),
    ]);
    const refunds = answers.slice(0, 2).map((a) => a.status);
    expect(refunds.sort()).toEqual([200, 409]);
    expect(refund).toHaveBeenCalledTimes(2);
    const rows = await ctx.db.select().from(orderRefunds);
    expect(rows).toHaveLength(2);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(paid.amount);
    expect(await order(payer.client, payer.request.id)).toMatchObject({ refunded: paid.amount });
  });
});
