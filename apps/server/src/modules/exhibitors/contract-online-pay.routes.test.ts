import { type Application, type BoothContract, ErrorCode, type SandboxTrade } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boothContracts } from '../../db/schema';
import { buildOrganizer } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { WechatSandboxProvider } from '../payments/payment-providers';
import { buildHall, fillWizard } from './exhibitor-services.factories';

/*
 * A booth contract paid online (issue 19) through the payments domain's WeChat provider: the
 * same start, signed callback, replay and amount checks as the seminar orders; the contract
 * becomes paid once, method wechat, and its invoice can then be asked for.
 */
const ctx = useTestApp();
const X = '/exhibitor/rest';
const ORG = '/portal/rest/organizer/exhibitorServices';
const C = '/portal/rest/contracts';
const NOTIFY = '/portal/rest/payments/wechat/notify';
const sandbox = () => new WechatSandboxProvider(ctx.config.paymentSandboxSecret, ctx.config.publicUrl);

async function contracted() {
  const built = await buildEnterprise(ctx, { name: `在线付款纸业${Math.random()}` });
  const hall = await buildHall(ctx);
  await fillWizard(built.adminClient);
  await built.adminClient.post(`${X}/booths/request`, { boothNo: hall.standard[0]!.boothNo });
  const app = (await built.adminClient.put(`${X}/enterpriseApplys/confirm`)).body.data as Application;
  const organizer = await buildOrganizer(ctx);
  expect((await organizer.client.put(`${ORG}/applications/${app.id}/approve`)).body.success).toBe(true);
  const [contract] = (await built.adminClient.get(C)).body.data as BoothContract[];
  return { ...built, organizer, contract: contract! };
}

async function started(client: TestClient, contractId: number) {
  const res = await client.post(`${C}/${contractId}/pay/wechat`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const c = res.body.data as BoothContract;
  expect(c.onlinePayment?.tradeNo).toMatch(/^WX/);
  return { contract: c, tradeNo: c.onlinePayment!.tradeNo };
}

function notify(signed: { rawBody: string; headers: Record<string, string> }) {
  return ctx.app.inject({ method: 'POST', url: NOTIFY, payload: signed.rawBody, headers: signed.headers });
}

async function mine(client: TestClient, id: number) {
  return ((await client.get(C)).body.data as BoothContract[]).find((c) => c.id === id)!;
}

describe('booth contracts paid online (WeChat)', () => {
  it('anonymous 401, another enterprise 403, plain staff refused; its administrator gets a sandbox trade', async () => {
    const { adminClient, enterprise, contract } = await contracted();
    const anonymous = await new TestClient(ctx.app).post(`${C}/${contract.id}/pay/wechat`);
    expect(anonymous.status).toBe(401);

    const other = await buildEnterprise(ctx, { name: `别家纸业${Math.random()}` });
    const foreign = await other.adminClient.post(`${C}/${contract.id}/pay/wechat`);
    expect([foreign.status, foreign.body.errorCode]).toEqual([403, ErrorCode.CONTRACT_NOT_YOURS]);

    const staff = await buildMember(ctx, enterprise.id, 'staff');
    const plain = await staff.client.post(`${C}/${contract.id}/pay/wechat`);
    expect(plain.body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_ADMIN);

    const { contract: c, tradeNo } = await started(adminClient, contract.id);
    expect(c.onlinePayment).toMatchObject({ sandbox: true });
    expect(c.onlinePayment?.payUrl).toContain(`trade=${tradeNo}`);
    expect(c.paymentStatus).toBe('unpaid');
    // Reloading the page shows the same QR code again.
    expect((await mine(adminClient, contract.id)).onlinePayment?.tradeNo).toBe(tradeNo);

    // The sandbox page: the payer sees the amount and where to go back; nobody else sees it.
    const page = await adminClient.get(`/portal/rest/payments/sandbox/${tradeNo}`);
    expect(page.body.data as SandboxTrade).toMatchObject({
      amount: contract.amount,
      status: 'pending',
      returnPath: '/myEnterprise/ordersContracts',
    });
    expect((await other.adminClient.get(`/portal/rest/payments/sandbox/${tradeNo}`)).status).toBe(404);
    expect((await other.adminClient.post(`/portal/rest/payments/sandbox/${tradeNo}/pay`)).status).toBe(404);
  });

  it('the sandbox payment makes the contract paid once, method wechat; the invoice can then be asked', async () => {
    const { adminClient, enterprise, organizer, contract } = await contracted();
    const first = await started(adminClient, contract.id);
    // A second start closes the first QR code: only the newest can be paid.
    const { tradeNo } = await started(adminClient, contract.id);
    expect(tradeNo).not.toBe(first.tradeNo);
    const closed = await adminClient.post(`/portal/rest/payments/sandbox/${first.tradeNo}/pay`);
    expect(closed.body.errorCode).toBe(ErrorCode.PAYMENT_QR_EXPIRED);

    const paid = await adminClient.post(`/portal/rest/payments/sandbox/${tradeNo}/pay`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ orderId: contract.id, status: 'paid', applied: true });
    const now = await mine(adminClient, contract.id);
    expect(now).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'wechat', onlinePayment: null });
    expect(now.paidAt).not.toBeNull();

    // Paying again or announcing a transfer is refused; the organizer's overview shows the method.
    const again = await adminClient.post(`/portal/rest/payments/sandbox/${tradeNo}/pay`);
    expect(again.body.errorCode).toBe(ErrorCode.PAYMENT_ALREADY_PAID);
    const restart = await adminClient.post(`${C}/${contract.id}/pay/wechat`);
    expect([restart.status, restart.body.errorCode]).toEqual([409, ErrorCode.CONTRACT_ALREADY_PAID]);
    const received = await organizer.client.put(`${ORG}/contracts/${contract.id}/received`);
    expect(received.body.errorCode).toBe(ErrorCode.CONTRACT_ALREADY_PAID);
    const listed = (await organizer.client.get(`${ORG}/contracts`)).body.data as BoothContract[];
    expect(listed.find((c) => c.id === contract.id)).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'wechat',
    });

    await adminClient.put(`${X}/invoiceInformation`, {
      type: 'general',
      title: '在线付款纸业有限公司',
      taxpayerId: enterprise.creditCode,
      address: '',
      phone: '',
      bank: '',
      account: '',
      email: 'fapiao@example.com',
    });
    const invoice = await adminClient.post(`${C}/${contract.id}/invoice`);
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    expect((invoice.body.data as BoothContract).invoice?.status).toBe('requested');
  });

  it('refuses a wrong amount, a forged and a replayed callback; concurrent callbacks pay once', async () => {
    const { adminClient, contract } = await contracted();
    const { tradeNo } = await started(adminClient, contract.id);
    const body = { tradeNo, amount: contract.amount, currency: 'CNY', result: 'SUCCESS' };

    const wrong = await notify(sandbox().sign({ ...body, amount: contract.amount - 1 }, new Date()));
    expect(wrong.json().errorCode).toBe(ErrorCode.PAYMENT_AMOUNT_MISMATCH);
    const forged = new WechatSandboxProvider('not-the-secret', ctx.config.publicUrl).sign(body, new Date());
    expect((await notify(forged)).json().errorCode).toBe(ErrorCode.PAYMENT_SIGNATURE_INVALID);
    expect((await mine(adminClient, contract.id)).paymentStatus).toBe('unpaid');

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => notify(sandbox().sign(body, new Date()))),
    );
    const applied = answers.map((a) => a.json().data?.applied);
    expect(applied.filter((a) => a === true)).toHaveLength(1);
    expect(applied.filter((a) => a === false)).toHaveLength(4);

    const signed = sandbox().sign(body, new Date());
    expect((await notify(signed)).json().data).toMatchObject({ status: 'paid', applied: false });
    const replay = await notify(signed);
    expect([replay.statusCode, replay.json().errorCode]).toEqual([409, ErrorCode.PAYMENT_CALLBACK_REPLAYED]);
    expect(await mine(adminClient, contract.id)).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'wechat',
    });
  });

  it('a transfer announced may still be paid online; a cancelled or unknown contract is refused', async () => {
    const { adminClient, contract } = await contracted();
    const announced = (await adminClient.put(`${C}/${contract.id}/pay`)).body.data as BoothContract;
    expect(announced).toMatchObject({ paymentStatus: 'pending', paymentMethod: 'bank' });
    const { tradeNo } = await started(adminClient, contract.id);
    expect((await adminClient.post(`/portal/rest/payments/sandbox/${tradeNo}/pay`)).status).toBe(200);
    expect(await mine(adminClient, contract.id)).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'wechat',
    });

    const missing = await adminClient.post(`${C}/999999/pay/wechat`);
    expect([missing.status, missing.body.errorCode]).toEqual([404, ErrorCode.CONTRACT_NOT_FOUND]);

    // A transfer received by the organizer closes the QR code still open: it cannot be paid twice.
    const third = await contracted();
    const open = await started(third.adminClient, third.contract.id);
    const received = await third.organizer.client.put(`${ORG}/contracts/${third.contract.id}/received`);
    expect(received.body.data).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'bank' });
    const late = await third.adminClient.post(`/portal/rest/payments/sandbox/${open.tradeNo}/pay`);
    expect(late.body.errorCode).toBe(ErrorCode.PAYMENT_QR_EXPIRED);
    expect(await mine(third.adminClient, third.contract.id)).toMatchObject({
      paymentMethod: 'bank',
      onlinePayment: null,
    });

    const second = await contracted();
    await ctx.db
      .update(boothContracts)
      .set({ status: 'cancelled' })
      .where(eq(boothContracts.id, second.contract.id));
    const cancelled = await second.adminClient.post(`${C}/${second.contract.id}/pay/wechat`);
    expect(cancelled.body.errorCode).toBe(ErrorCode.CONTRACT_STATE);
  });
});
