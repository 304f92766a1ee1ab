import { generateKeyPairSync } from 'node:crypto';
import { ErrorCode, type Order, type PaymentStart, type SeminarRequest } from '@cidpex/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentConfig } from '../../config';
import { TestClient, useTestApp } from '../../test/harness';
import { attendee, buildSeminar, draftRequest, registrant } from '../seminars/seminars.factories';
import { WechatPayProvider } from './wechatpay.provider';
import { FakeWechatPay } from './wechatpay.test-support';

/** WeChat Pay API v3 with keys made here and a loopback stand-in for api.mch.weixin.qq.com. */
const wx = new FakeWechatPay();
beforeAll(() => wx.listen());
afterAll(() => wx.close());

const ctx = useTestApp({
  get payment(): PaymentConfig {
    return { wechat: 'wechatpay', production: true, wechatpay: wx.config() };
  },
});
const NOTIFY = '/portal/rest/payments/wechat/notify';

async function startedOrder(members = 1) {
  await buildSeminar(ctx, { seatLimit: 10 });
  const { user, client } = await registrant(ctx);
  const draft = await draftRequest(
    client,
    user.id,
    Array.from({ length: members }, () => attendee()),
  );
  const done = (await client.put(`/register/rest/request/${draft.id}/complete`)).body.data as SeminarRequest;
  const order = (await client.get(`/register/rest/visitor/order/${done.id}`)).body.data as Order;
  const res = await client.post(`/portal/rest/payments/${order.id}/start`, { method: 'wechat' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const started = res.body.data as PaymentStart;
  return { client, order, requestId: done.id, tradeNo: started.wechat?.tradeNo as string, started };
}

function post(signed: { rawBody: string; headers: Record<string, string> }) {
  return ctx.app.inject({ method: 'POST', url: NOTIFY, payload: signed.rawBody, headers: signed.headers });
}

async function statusOf(client: TestClient, requestId: number) {
  return ((await client.get(`/register/rest/visitor/order/${requestId}`)).body.data as Order).status;
}

describe('WeChat Pay API v3 (Native)', () => {
  it('places a signed Native order and shows its code_url; no sandbox exists', async () => {
    const { started, order, tradeNo } = await startedOrder(2);
    expect(started.wechat).toMatchObject({ sandbox: false });
    expect(started.wechat?.payUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const placed = wx.received.find((r) => r.body.out_trade_no === tradeNo);
    expect(placed).toMatchObject({
      method: 'POST',
      path: '/v3/pay/transactions/native',
      body: {
        appid: wx.appId,
        mchid: wx.mchId,
        notify_url: `${ctx.config.publicUrl}${NOTIFY}`,
        amount: { total: order.amount, currency: 'CNY' },
      },
    });
    expect((await new TestClient(ctx.app).get('/portal/rest/payments/methods')).body.data).toEqual({
      methods: ['wechat', 'bank'],
      sandbox: false,
    });
    const { client } = await registrant(ctx);
    expect((await client.post(`/portal/rest/payments/sandbox/${tradeNo}/pay`)).status).toBe(404);
  });

  it('marks the order paid on a verified, decrypted notification, once; a replay is refused', async () => {
    const { client, order, requestId, tradeNo } = await startedOrder();
    const note = wx.pay(tradeNo);
    const first = await post(note);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ orderId: order.id, status: 'paid', applied: true });
    expect(await statusOf(client, requestId)).toBe('paid');
    const replay = await post(note);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().errorCode).toBe(ErrorCode.PAYMENT_CALLBACK_REPLAYED);
    // WeChat Pay repeats a notification it thinks was lost: a new id for the same payment changes nothing
    const again = await post(wx.notification(wx.transaction(tradeNo, order.amount)));
    expect(again.json().data).toEqual({ orderId: order.id, status: 'paid', applied: false });
  });

  it('refuses a forged, a tampered, a stale, a wrongly encrypted and a wrong-amount or wrong-currency notification', async () => {
    const { client, order, requestId, tradeNo } = await startedOrder();
    const paid = wx.transaction(tradeNo, order.amount);
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = await post(wx.notification(paid, { key: stranger }));
    expect(forged.json().errorCode).toBe(ErrorCode.PAYMENT_SIGNATURE_INVALID);

    const genuine = wx.notification(paid);
    const tampered = await post({
      ...genuine,
      rawBody: genuine.rawBody.replace('TRANSACTION', 'TRANSACTIOM'),
    });
    expect(tampered.json().errorCode).toBe(ErrorCode.PAYMENT_SIGNATURE_INVALID);
    const otherSerial = await post({
      ...genuine,
      headers: { ...genuine.headers, 'wechatpay-serial': 'PUB_KEY_ID_OTHER' },
    });
    expect(otherSerial.json().errorCode).toBe(ErrorCode.PAYMENT_SIGNATURE_INVALID);
    const unsigned = await post({
      rawBody: genuine.rawBody,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.json().errorCode).toBe(ErrorCode.PAYMENT_SIGNATURE_INVALID);

    const stale = await post(wx.notification(paid, { now: new Date(Date.now() - 10 * 60_000) }));
    expect(stale.json().errorCode).toBe(ErrorCode.PAYMENT_CALLBACK_STALE);
    const wrongKey = await post(wx.notification(paid, { apiV3Key: 'x'.repeat(32) }));
    expect(wrongKey.json().errorCode).toBe(ErrorCode.PAYMENT_SIGNATURE_INVALID);
    const otherMerchant = await post(wx.notification({ ...paid, mchid: '1900000999' }));
    expect(otherMerchant.json().errorCode).toBe(ErrorCode.PAYMENT_SIGNATURE_INVALID);

    const cheaper = await post(wx.notification(wx.transaction(tradeNo, 1)));
    expect(cheaper.json().errorCode).toBe(ErrorCode.PAYMENT_AMOUNT_MISMATCH);
    const dollars = await post(wx.notification(wx.transaction(tradeNo, order.amount, 'SUCCESS', 'USD')));
    expect(dollars.json().errorCode).toBe(ErrorCode.PAYMENT_AMOUNT_MISMATCH);
    expect(await statusOf(client, requestId)).toBe('pending');
  });

  it('asks WeChat Pay when the notification does not come, and applies only a real payment', async () => {
    const { client, order, requestId, tradeNo } = await startedOrder();
    const unpaid = await client.post(`/portal/rest/payments/${order.id}/query`);
    expect(unpaid.body.data).toMatchObject({ status: 'pending' });
    const trade = wx.trades.get(tradeNo);
    if (trade) trade.state = 'SUCCESS';
    const someoneElse = await registrant(ctx);
    expect((await someoneElse.client.post(`/portal/rest/payments/${order.id}/query`)).body.errorCode).toBe(
      ErrorCode.SEMINAR_REQUEST_NOT_FOUND,
    );
    expect((await new TestClient(ctx.app).post(`/portal/rest/payments/${order.id}/query`)).status).toBe(401);
    const queried = await client.post(`/portal/rest/payments/${order.id}/query`);
    expect(queried.body.data).toMatchObject({ id: order.id, status: 'paid', method: 'wechat' });
    expect(await statusOf(client, requestId)).toBe('paid');
  });

  it('closes the previous trade before issuing a new QR code', async () => {
    const { client, order, tradeNo } = await startedOrder();
    const again = await client.post(`/portal/rest/payments/${order.id}/start`, { method: 'wechat' });
    expect((again.body.data as PaymentStart).wechat?.tradeNo).not.toBe(tradeNo);
    expect(wx.trades.get(tradeNo)?.state).toBe('CLOSED');
  });

  it('refunds through the same merchant account, and does not believe an unsigned answer', async () => {
    const { tradeNo, order } = await startedOrder();
    wx.pay(tradeNo);
    const provider = new WechatPayProvider(wx.config(), `${ctx.config.publicUrl}${NOTIFY}`);
    const refund = await provider.refund({
      tradeNo,
      refundNo: `R${tradeNo}`,
      amount: order.amount,
      total: order.amount,
      reason: '研讨会取消',
    });
    expect(refund).toEqual({ refundNo: `R${tradeNo}`, status: 'processing' });
    expect(wx.received.at(-1)).toMatchObject({
      path: '/v3/refund/domestic/refunds',
      body: { out_trade_no: tradeNo, amount: { refund: order.amount, total: order.amount, currency: 'CNY' } },
    });
    // an answer signed by anyone but WeChat Pay (a man in the middle) is refused
    const other = new FakeWechatPay();
    const impostor = new WechatPayProvider(
      { ...wx.config(), platformPublicKey: other.config().platformPublicKey },
      `${ctx.config.publicUrl}${NOTIFY}`,
    );
    await expect(impostor.query(tradeNo)).rejects.toMatchObject({ code: 'PAYMENT_SIGNATURE_INVALID' });
  });
});
