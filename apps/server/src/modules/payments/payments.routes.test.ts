import {
  ErrorCode,
  type Order,
  type PaymentStart,
  type SandboxTrade,
  type SeminarRequest,
} from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEV_PAYMENT_SANDBOX_SECRET, loadConfig } from '../../config';
import { orders } from '../../db/schema';
import { buildOrganizer } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { attendee, buildSeminar, draftRequest, registrant } from '../seminars/seminars.factories';
import { WechatSandboxProvider } from './payment-providers';

const ctx = useTestApp();
const R = '/register/rest/request';
const orderUrl = (id: number, contact?: number) =>
  `/register/rest/visitor/order/${id}${contact ? `?requestContactId=${contact}` : ''}`;
const sandbox = () => new WechatSandboxProvider(ctx.config.paymentSandboxSecret, ctx.config.publicUrl);

async function seatedRequest(members = 2) {
  await buildSeminar(ctx, { seatLimit: 10 });
  const { user, client } = await registrant(ctx);
  const draft = await draftRequest(
    client,
    user.id,
    Array.from({ length: members }, () => attendee()),
  );
  const done = await client.put(`${R}/${draft.id}/complete`);
  return { user, client, request: done.body.data as SeminarRequest };
}

async function openOrder(client: TestClient, requestId: number) {
  const res = await client.get(orderUrl(requestId));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Order;
}

async function startWechat(client: TestClient, orderId: number) {
  const res = await client.post(`/portal/rest/payments/${orderId}/start`, { method: 'wechat' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as PaymentStart;
}

function notify(signed: { rawBody: string; headers: Record<string, string> }) {
  return ctx.app.inject({
    method: 'POST',
    url: '/portal/rest/payments/wechat/notify',
    payload: signed.rawBody,
    headers: signed.headers,
  });
}

describe('the order', () => {
  it('charges the seated members at the seminar price, the member price for CNHPIA members', async () => {
    const { client, request } = await seatedRequest(2);
    const order = await openOrder(client, request.id);
    expect(order).toMatchObject({
      seats: 2,
      unitPrice: 128_000,
      amount: 256_000,
      status: 'pending',
      method: null,
    });
    expect(order.attendeeIds).toEqual(request.attendees.map((a) => a.id).sort((a, b) => a - b));
    // a repeated visit answers the same order
    expect((await openOrder(client, request.id)).id).toBe(order.id);
    await client.put(`${R}/${request.id}/hpia/alt`, { hpiaMember: true, hpiaMemberNo: 'HPIA-1' });
    expect(await openOrder(client, request.id)).toMatchObject({
      id: order.id,
      unitPrice: 98_000,
      amount: 196_000,
    });
  });

  it('is refused to others, and when nobody is seated', async () => {
    const { request } = await seatedRequest(1);
    expect((await new TestClient(ctx.app).get(orderUrl(request.id))).status).toBe(401);
    const other = await registrant(ctx);
    expect((await other.client.get(orderUrl(request.id))).body.errorCode).toBe(
      ErrorCode.SEMINAR_REQUEST_NOT_FOUND,
    );
    const { user, client } = await registrant(ctx);
    const draft = await draftRequest(client, user.id, [attendee()]);
    const none = await client.get(orderUrl(draft.id));
    expect(none.status).toBe(409);
    expect(none.body.errorCode).toBe(ErrorCode.PAYMENT_NOTHING_TO_PAY);
  });
});

describe('WeChat sandbox', () => {
  it('issues a payment URL for the QR code; paying on the phone confirms through the signed callback, once', async () => {
    const { client, request } = await seatedRequest(2);
    const order = await openOrder(client, request.id);
    const started = await startWechat(client, order.id);
    expect(started.bank).toBeNull();
    expect(started.wechat?.payUrl).toBe(
      `${ctx.config.publicUrl}/seminar/seminarWxpup?trade=${started.wechat?.tradeNo}`,
    );
    expect(started.wechat?.sandbox).toBe(true);
    // the payer's own session confirms: nobody else's, and not without one
    const anonymous = new TestClient(ctx.app);
    const refusedAnon = await anonymous.post(`/portal/rest/payments/sandbox/${started.wechat?.tradeNo}/pay`);
    expect(refusedAnon.status).toBe(401);
    expect((await anonymous.get(`/portal/rest/payments/sandbox/${started.wechat?.tradeNo}`)).status).toBe(
      401,
    );
    const stranger = await registrant(ctx);
    const refusedOther = await stranger.client.post(
      `/portal/rest/payments/sandbox/${started.wechat?.tradeNo}/pay`,
    );
    expect(refusedOther.body.errorCode).toBe(ErrorCode.PAYMENT_ORDER_NOT_FOUND);
    const { client: org } = await buildOrganizer(ctx);
    expect(
      (await org.post(`/portal/rest/payments/sandbox/${started.wechat?.tradeNo}/pay`)).body.errorCode,
    ).toBe(ErrorCode.PAYMENT_ORDER_NOT_FOUND);
    expect((await openOrder(client, request.id)).status).toBe('pending');
    const phone = client;
    const trade = await phone.get(`/portal/rest/payments/sandbox/${started.wechat?.tradeNo}`);
    expect(trade.body.data as SandboxTrade).toMatchObject({ amount: 256_000, status: 'pending' });
    const paid = await phone.post(`/portal/rest/payments/sandbox/${started.wechat?.tradeNo}/pay`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toEqual({ orderId: order.id, status: 'paid', applied: true });
    expect(await openOrder(client, request.id)).toMatchObject({
      id: order.id,
      status: 'paid',
      method: 'wechat',
    });
    // paying again is refused; the order is never charged twice
    const again = await phone.post(`/portal/rest/payments/sandbox/${started.wechat?.tradeNo}/pay`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      errorCode: ErrorCode.PAYMENT_ALREADY_PAID,
      errorMsg: '该订单已支付，不会重复收费',
    });
    expect(
      (await client.post(`/portal/rest/payments/${order.id}/start`, { method: 'bank' })).body.errorCode,
    ).toBe(ErrorCode.PAYMENT_ALREADY_PAID);
    // a fresh, valid notification for the paid order is acknowledged and changes nothing
    const late = await notify(
      sandbox().sign(
        { tradeNo: started.wechat?.tradeNo, amount: 256_000, currency: 'CNY', result: 'SUCCESS' },
        new Date(),
      ),
    );
    expect(late.json().data).toEqual({ orderId: order.id, status: 'paid', applied: false });
  });

  it('refuses a tampered, a badly signed, a stale and a replayed callback', async () => {
    const { client, request } = await seatedRequest(1);
    const order = await openOrder(client, request.id);
    const { wechat } = await startWechat(client, order.id);
    const body = { tradeNo: wechat?.tradeNo, amount: order.amount, currency: 'CNY', result: 'SUCCESS' };
    const signed = sandbox().sign(body, new Date());

    const tampered = await notify({ ...signed, rawBody: signed.rawBody.replace(String(order.amount), '1') });
    expect(tampered.json().errorCode).toBe(ErrorCode.PAYMENT_SIGNATURE_INVALID);
    const forged = new WechatSandboxProvider('not-the-secret', ctx.config.publicUrl).sign(body, new Date());
    expect((await notify(forged)).json().errorCode).toBe(ErrorCode.PAYMENT_SIGNATURE_INVALID);
    const unsigned = await notify({
      rawBody: signed.rawBody,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.json().errorCode).toBe(ErrorCode.PAYMENT_SIGNATURE_INVALID);
    const stale = sandbox().sign(body, new Date(Date.now() - 10 * 60_000));
    expect((await notify(stale)).json().errorCode).toBe(ErrorCode.PAYMENT_CALLBACK_STALE);
    const wrongAmount = sandbox().sign({ ...body, amount: 1 }, new Date());
    expect((await notify(wrongAmount)).json().errorCode).toBe(ErrorCode.PAYMENT_AMOUNT_MISMATCH);
    expect((await openOrder(client, request.id)).status).toBe('pending');

    const first = await notify(signed);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'paid', applied: true });
    const replay = await notify(signed);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().errorCode).toBe(ErrorCode.PAYMENT_CALLBACK_REPLAYED);
  });

  it('applies exactly one of several confirmations arriving at once', async () => {
    const { client, request } = await seatedRequest(1);
    const order = await openOrder(client, request.id);
    const { wechat } = await startWechat(client, order.id);
    const body = { tradeNo: wechat?.tradeNo, amount: order.amount, currency: 'CNY', result: 'SUCCESS' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => notify(sandbox().sign(body, new Date()))),
    );
    const applied = answers.map((a) => a.json().data?.applied);
    expect(applied.filter((x) => x === true)).toHaveLength(1);
    expect(applied.filter((x) => x === false)).toHaveLength(4);
    const rows = await ctx.db.select().from(orders);
    expect(rows.map((r) => [r.status, r.subjectKind])).toEqual([['paid', 'seminar-seats']]);
  });

  it('voids an open QR code when the seats change, and says when a QR code expired', async () => {
    const { client, request } = await seatedRequest(2);
    const order = await openOrder(client, request.id);
    const { wechat } = await startWechat(client, order.id);
    await client.delete(`${R}/${request.id}/${request.attendees[0]?.id}`);
    expect(await openOrder(client, request.id)).toMatchObject({ id: order.id, seats: 1, amount: 128_000 });
    const phone = client;
    expect((await phone.post(`/portal/rest/payments/sandbox/${wechat?.tradeNo}/pay`)).status).toBe(404);
    const fresh = await startWechat(client, order.id);
    await ctx.db
      .update(orders)
      .set({ tradeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const expired = await phone.post(`/portal/rest/payments/sandbox/${fresh.wechat?.tradeNo}/pay`);
    expect(expired.body.errorCode).toBe(ErrorCode.PAYMENT_QR_EXPIRED);
  });
});

describe('bank transfer', () => {
  it('gives the reference to quote; the organizer marks it received once', async () => {
    const { client, request } = await seatedRequest(1);
    const order = await openOrder(client, request.id);
    const started = await client.post(`/portal/rest/payments/${order.id}/start`, { method: 'bank' });
    expect((started.body.data as PaymentStart).bank).toEqual({ reference: order.reference });
    expect(order.reference).toMatch(new RegExp(`^S${request.id}-[0-9A-F]{6}$`));
    expect((await client.post(`/portal/rest/organizer/payments/${order.id}/received`)).status).toBe(403);
    const { client: org } = await buildOrganizer(ctx);
    const list = await org.get('/portal/rest/organizer/payments?status=pending');
    expect((list.body.data as Order[]).map((o) => o.id)).toEqual([order.id]);
    const received = await org.post(`/portal/rest/organizer/payments/${order.id}/received`);
    expect(received.body.data).toMatchObject({ status: 'paid', method: 'bank' });
    const twice = await org.post(`/portal/rest/organizer/payments/${order.id}/received`);
    expect(twice.body.errorCode).toBe(ErrorCode.PAYMENT_ALREADY_PAID);
  });

  it('refuses to mark a WeChat order as a bank transfer, and opens a new order for seats added after paying', async () => {
    const { client, request } = await seatedRequest(1);
    const order = await openOrder(client, request.id);
    await startWechat(client, order.id);
    const { client: org } = await buildOrganizer(ctx);
    expect((await org.post(`/portal/rest/organizer/payments/${order.id}/received`)).body.errorCode).toBe(
      ErrorCode.PAYMENT_METHOD_MISMATCH,
    );
    await client.post(`/portal/rest/payments/${order.id}/start`, { method: 'bank' });
    await org.post(`/portal/rest/organizer/payments/${order.id}/received`);
    await client.put(`${R}/${request.id}/append`, { attendees: [attendee()] });
    const second = await openOrder(client, request.id);
    expect(second).toMatchObject({ seats: 1, status: 'pending' });
    expect(second.id).not.toBe(order.id);
    const firstMember = request.attendees[0]?.id as number;
    expect((await client.get(orderUrl(request.id, firstMember))).body.data).toMatchObject({
      id: order.id,
      status: 'paid',
    });
  });
});

describe('configuration', () => {
  it('offers the sandbox by default outside production and says it is one', async () => {
    const res = await new TestClient(ctx.app).get('/portal/rest/payments/methods');
    expect(res.body.data).toEqual({ methods: ['wechat', 'bank'], sandbox: true });
  });

  it('offers no sandbox in production unless configured, and refuses to start with its development key', () => {
    const secrets = { VISITOR_ID_KEY: 'a-real-visitor-key', IM_SECRET: 'a-real-im-secret' };
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).payment).toMatchObject({
      wechat: 'off',
      production: true,
    });
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, PAYMENT_WECHAT: 'sandbox' })).toThrow(
      /PAYMENT_SANDBOX_SECRET/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        ...secrets,
        PAYMENT_WECHAT: 'sandbox',
        PAYMENT_SANDBOX_SECRET: 'a-real-secret',
      }).payment.wechat,
    ).toBe('sandbox');
    expect(() => loadConfig({ PAYMENT_WECHAT: 'wechatpay', WECHATPAY_MCH_ID: '1900000109' })).toThrow(
      /WECHATPAY_APP_ID.*WECHATPAY_PLATFORM_SERIAL/,
    );
    expect(() => loadConfig({ PAYMENT_WECHAT: 'alipay' })).toThrow(/PAYMENT_WECHAT/);
  });

  it('in production a notification signed with the development key is refused', async () => {
    const production = new WechatSandboxProvider(
      DEV_PAYMENT_SANDBOX_SECRET,
      ctx.config.publicUrl,
      DEV_PAYMENT_SANDBOX_SECRET,
    );
    const signed = production.sign(
      { tradeNo: 'WX0000000000', amount: 1, currency: 'CNY', result: 'SUCCESS' },
      new Date(),
    );
    await expect(
      production.verifyNotification(signed.rawBody, signed.headers, new Date()),
    ).rejects.toMatchObject({
      code: 'PAYMENT_SIGNATURE_INVALID',
    });
    const development = new WechatSandboxProvider(DEV_PAYMENT_SANDBOX_SECRET, ctx.config.publicUrl);
    await expect(
      development.verifyNotification(signed.rawBody, signed.headers, new Date()),
    ).resolves.toMatchObject({
      success: true,
    });
  });
});

describe('without a WeChat provider (PAYMENT_WECHAT=off)', () => {
  const off = useTestApp({ payment: { wechat: 'off', production: true, wechatpay: undefined } });

  it('offers bank transfer only; the sandbox calls do not exist and WeChat cannot be started', async () => {
    expect((await new TestClient(off.app).get('/portal/rest/payments/methods')).body.data).toEqual({
      methods: ['bank'],
      sandbox: false,
    });
    await buildSeminar(off, { seatLimit: 10 });
    const { user, client } = await registrant(off);
    const draft = await draftRequest(client, user.id, [attendee()]);
    await client.put(`${R}/${draft.id}/complete`);
    const order = (await client.get(orderUrl(draft.id))).body.data as Order;
    const wechat = await client.post(`/portal/rest/payments/${order.id}/start`, { method: 'wechat' });
    expect(wechat.body).toMatchObject({
      errorCode: ErrorCode.PAYMENT_METHOD_UNAVAILABLE,
      errorMsg: '本站未开通此支付方式',
    });
    expect((await client.post('/portal/rest/payments/sandbox/WX0123456789ABCDEF/pay')).status).toBe(404);
    const signed = new WechatSandboxProvider(DEV_PAYMENT_SANDBOX_SECRET, off.config.publicUrl).sign(
      { tradeNo: 'WX0123456789ABCDEF', amount: order.amount, currency: 'CNY', result: 'SUCCESS' },
      new Date(),
    );
    const callback = await off.app.inject({
      method: 'POST',
      url: '/portal/rest/payments/wechat/notify',
      payload: signed.rawBody,
      headers: signed.headers,
    });
    expect(callback.json().errorCode).toBe(ErrorCode.PAYMENT_METHOD_UNAVAILABLE);
  });
});
