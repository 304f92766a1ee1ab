import {
  ErrorCode,
  TRADE_APPLY_STATES,
  TRADE_APPLY_TRANSITIONS,
  type TradeApply,
  type TradeApplyExport,
  type TradeApplyPage,
} from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { buildProduct, buildUpload } from '../products/products.factories';
import { exhibitAs } from './exhibitors.factories';

const ctx = useTestApp();
const X = '/exhibitor/rest';
const ORG = '/portal/rest/organizer/exhibitorServices/tradeApplys';

const BUYER = {
  name: '王采购',
  company: '示例商贸有限公司',
  mobile: '13912340001',
  email: 'buyer@example.com',
  message: '希望尽快寄送',
};

/** An exhibiting enterprise with a listed product, a buyer signed in, and a second enterprise. */
async function scene() {
  const { enterprise, admin, adminClient } = await buildEnterprise(ctx, { name: '样品纸业' });
  await exhibitAs(ctx, enterprise.id, { hall: 'H5', boothNo: `5T${enterprise.id}`, area: 'A01' });
  const cover = await buildUpload(ctx, admin.id);
  const product = await buildProduct(ctx, enterprise.id, cover.id, 'listed', { name: '竹浆卷纸' });
  const buyer = await buildUser(ctx, { name: '采购商' });
  const buyerClient = await signedInClient(ctx, buyer.id);
  const other = await buildEnterprise(ctx, { name: '别家纸业' });
  return { enterprise, adminClient, product, buyer, buyerClient, other };
}

async function sample(client: TestClient, productId: number, extra: Record<string, unknown> = {}) {
  return client.post(`${X}/sampleApplys`, {
    productId,
    ...BUYER,
    address: '上海市浦东新区 1 号',
    quantity: 2,
    ...extra,
  });
}

describe('sample and agency state table', () => {
  it('answers only pending applications', () => {
    for (const [action, rule] of Object.entries(TRADE_APPLY_TRANSITIONS)) {
      expect(rule.from, action).toEqual(['pending']);
      expect(TRADE_APPLY_STATES).toContain(rule.to);
    }
  });
});

describe('a buyer applies', () => {
  it('asks for a sample of a listed product once, however often it submits', async () => {
    const { product, buyerClient, enterprise } = await scene();
    const [a, b] = await Promise.all([sample(buyerClient, product.id), sample(buyerClient, product.id)]);
    expect(a.body.success && b.body.success).toBe(true);
    const first = a.body.data as TradeApply;
    expect((b.body.data as TradeApply).id).toBe(first.id);
    expect(first).toMatchObject({
      kind: 'sample',
      status: 'pending',
      enterpriseId: enterprise.id,
      productName: '竹浆卷纸',
      quantity: 2,
    });
    const mine = await buyerClient.get(`${X}/sampleApplys/mine/${product.id}`);
    expect((mine.body.data as TradeApply).id).toBe(first.id);
    const none = await buyerClient.get(`${X}/agentApplys/mine/${enterprise.id}`);
    expect(none.body.data).toBeNull();
  });

  it('is refused for an unlisted product, its own company, bad fields and without signing in', async () => {
    const { product, adminClient, enterprise, buyerClient } = await scene();
    const draft = await buildProduct(ctx, enterprise.id, product.coverAttachmentId!, 'draft');
    const gone = await sample(buyerClient, draft.id);
    expect([gone.status, gone.body.errorCode]).toEqual([400, ErrorCode.TRADE_APPLY_TARGET_GONE]);
    const own = await sample(adminClient, product.id);
    expect(own.body.errorCode).toBe(ErrorCode.TRADE_APPLY_OWN_ENTERPRISE);
    const badMobile = await sample(buyerClient, product.id, { mobile: '123' });
    expect(badMobile.status).toBe(400);
    const anonymous = await sample(new TestClient(ctx.app), product.id);
    expect(anonymous.status).toBe(401);
  });

  it('applies to be the agent of an exhibiting company, not of one that does not exhibit', async () => {
    const { enterprise, other, buyerClient } = await scene();
    const body = { ...BUYER, region: '华东', channel: '商超' };
    const made = await buyerClient.post(`${X}/agentApplys`, { enterpriseId: enterprise.id, ...body });
    expect(made.body.data).toMatchObject({ kind: 'agency', region: '华东', status: 'pending' });
    const again = await buyerClient.post(`${X}/agentApplys`, { enterpriseId: enterprise.id, ...body });
    expect((again.body.data as TradeApply).id).toBe((made.body.data as TradeApply).id);
    const notExhibiting = await buyerClient.post(`${X}/agentApplys`, {
      enterpriseId: other.enterprise.id,
      ...body,
    });
    expect(notExhibiting.body.errorCode).toBe(ErrorCode.TRADE_APPLY_TARGET_GONE);
    const noRegion = await buyerClient.post(`${X}/agentApplys`, {
      enterpriseId: enterprise.id,
      ...body,
      region: '',
    });
    expect(noRegion.status).toBe(400);
  });
});

describe('the exhibitor answers', () => {
  it("pages its own applications with counts, answers them once, and other companies' staff are refused", async () => {
    const { enterprise, product, buyerClient, adminClient, other } = await scene();
    const made = (await sample(buyerClient, product.id)).body.data as TradeApply;
    const staff = await buildMember(ctx, enterprise.id, 'staff');

    const page = (await staff.client.post(`${X}/sampleApplys/page`, {})).body.data as TradePage;
    expect(page.total).toBe(1);
    expect(page.counts).toEqual({ pending: 1, accepted: 0, declined: 0 });
    expect(page.rows[0]).toMatchObject({ id: made.id, name: BUYER.name, mobile: BUYER.mobile });

    // Another enterprise sees none of them and cannot answer them.
    const theirs = (await other.adminClient.post(`${X}/sampleApplys/page`, {})).body.data as TradePage;
    expect(theirs.total).toBe(0);
    const foreign = await other.adminClient.put(`${X}/sampleApplys/update`, {
      id: made.id,
      action: 'accept',
    });
    expect([foreign.status, foreign.body.errorCode]).toEqual([403, ErrorCode.NOT_ENTERPRISE_STAFF]);
    // A buyer with no enterprise is refused too; the wrong kind's resource does not find it.
    const buyerTry = await buyerClient.put(`${X}/sampleApplys/update`, { id: made.id, action: 'accept' });
    expect(buyerTry.body.success).toBe(false);
    const wrongKind = await adminClient.put(`${X}/agentApplys/update`, { id: made.id, action: 'accept' });
    expect([wrongKind.status, wrongKind.body.errorCode]).toEqual([404, ErrorCode.TRADE_APPLY_NOT_FOUND]);

    const noReply = await adminClient.put(`${X}/sampleApplys/update`, { id: made.id, action: 'decline' });
    expect([noReply.status, noReply.body.errorCode]).toEqual([400, ErrorCode.REJECT_REASON_REQUIRED]);
    const [one, two] = await Promise.all([
      adminClient.put(`${X}/sampleApplys/update`, { id: made.id, action: 'decline', reply: '样品已售罄' }),
      staff.client.put(`${X}/sampleApplys/update`, { id: made.id, action: 'accept' }),
    ]);
    const results = [one.body, two.body];
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.filter((r) => !r.success).map((r) => r.errorCode)).toEqual([ErrorCode.TRADE_APPLY_STATE]);

    const after = (await adminClient.post(`${X}/sampleApplys/page`, { status: 'pending' })).body
      .data as TradePage;
    expect(after.total).toBe(0);
    // The buyer sees the answer.
    const mine = (await buyerClient.get(`${X}/sampleApplys/mine/${product.id}`)).body.data as TradeApply;
    expect(mine.status).not.toBe('pending');
  });

  it('searches by keyword and exports every row of the filter', async () => {
    const { enterprise, product, buyerClient, adminClient } = await scene();
    await sample(buyerClient, product.id);
    const second = await signedInClient(ctx, (await buildUser(ctx)).id);
    await sample(second, product.id, { name: '=HYPERLINK("x")', company: '另一家', mobile: '13912340002' });
    const found = (await adminClient.post(`${X}/sampleApplys/page`, { keyword: '另一' })).body
      .data as TradePage;
    expect(found.rows.map((r) => r.company)).toEqual(['另一家']);
    const exported = (await adminClient.post(`${X}/sampleApplys/export`, {})).body.data as TradeApplyExport;
    expect(exported.rows).toHaveLength(2);
    expect(exported.truncated).toBe(false);
    expect(exported.rows.every((r) => r.enterpriseId === enterprise.id)).toBe(true);
    const paged = (await adminClient.post(`${X}/sampleApplys/page`, { page: 2, pageSize: 1 })).body
      .data as TradePage;
    expect([paged.rows.length, paged.total, paged.page]).toEqual([1, 2, 2]);
  });
});

describe('the organizer', () => {
  it("sees every company's applications of a kind; others are refused", async () => {
    const { product, buyerClient, adminClient, enterprise } = await scene();
    await sample(buyerClient, product.id);
    await buyerClient.post(`${X}/agentApplys`, { enterpriseId: enterprise.id, ...BUYER, region: '华南' });
    const organizer = await buildOrganizer(ctx, 'en');
    const samples = (await organizer.client.get(`${ORG}?kind=sample`)).body.data as TradePage;
    expect(samples.rows.some((r) => r.enterpriseName === '样品纸业')).toBe(true);
    const agencies = (await organizer.client.get(`${ORG}?kind=agency&status=pending`)).body.data as TradePage;
    expect(agencies.rows.every((r) => r.kind === 'agency' && r.status === 'pending')).toBe(true);
    expect(agencies.rows.length).toBeGreaterThan(0);
    const refused = await adminClient.get(`${ORG}?kind=sample`);
    expect(refused.status).toBe(403);
  });

  it('answers in the caller language', async () => {
    const { product, adminClient } = await scene();
    const en = new TestClient(ctx.app, 'en');
    en.token = adminClient.token;
    const own = await sample(en, product.id);
    expect(own.body.errorMsg).toBe('You cannot apply to your own company');
  });
});

type TradePage = TradeApplyPage;
