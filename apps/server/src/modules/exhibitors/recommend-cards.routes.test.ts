import { ErrorCode, type RecommendCardDetail, type RecommendCardPage } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { enterpriseStaff, purposes } from '../../db/schema';
import { buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise } from '../enterprises/enterprises.factories';
import { buildPost, relist } from '../purposes/purposes.factories';
import { BUSINESS, COMPANY, STANDARD_WISH } from './exhibitor-services.factories';

const ctx = useTestApp();
const BASE = '/exhibitor/rest/recommendCards';

beforeEach(() => relist(ctx));

/** A buyer (with a mobile and an email they did not share) of another enterprise, and their posts. */
async function buyer(name: string) {
  const user = await buildUser(ctx, { name, mobile: '13955550001', email: 'buyer@example.com' });
  const { enterprise } = await buildEnterprise(ctx, { name: `${name}贸易公司` });
  await ctx.db
    .insert(enterpriseStaff)
    .values({ enterpriseId: enterprise.id, userId: user.id, role: 'staff' });
  return { user, enterprise };
}

async function post(
  publisherId: number,
  enterpriseId: number | null,
  type: string,
  category: string,
  title: string,
) {
  const row = await buildPost(ctx, publisherId, 'Passed', { enterpriseId, type, title });
  await ctx.db.update(purposes).set({ category }).where(eq(purposes.id, row.id));
  await relist(ctx, [row.id]);
  return row;
}

describe("recommended buyers' cards", () => {
  it('are the demand posts in the industries of the application, without any contact, newest first', async () => {
    const exhibitor = await buildEnterprise(ctx, { name: '推荐纸业' });
    const b = await buyer('王采购');
    const tissue1 = await post(b.user.id, b.enterprise.id, 'demand', 'finishedTissue', '求购三层卫生纸');
    const tissue2 = await post(b.user.id, b.enterprise.id, 'demand', 'finishedTissue', '求购抽纸');
    await post(b.user.id, b.enterprise.id, 'supply', 'finishedTissue', '供应卫生纸');
    const diapers = await post(b.user.id, b.enterprise.id, 'demand', 'diapers', '求购纸尿裤');
    // The exhibitor's own people are not recommended to it.
    await post(exhibitor.admin.id, exhibitor.enterprise.id, 'demand', 'finishedTissue', '本公司求购');

    // Without an application: the certified enterprise's main business (I1, tissue paper).
    const first = (await exhibitor.adminClient.get(BASE)).body.data as RecommendCardPage;
    expect(first.industry).toBe('I1');
    expect(first.categories).toEqual(['finishedTissue']);
    expect(first.rows.map((r) => r.purposeId)).toEqual([tissue2.id, tissue1.id]);
    expect(first.total).toBe(2);
    expect(first.rows[0]).toMatchObject({
      name: '王采购',
      enterpriseName: '王采购贸易公司',
      category: 'finishedTissue',
      seeking: '求购抽纸',
    });
    const text = JSON.stringify(first);
    expect(text).not.toContain('13955550001');
    expect(text).not.toContain('buyer@example.com');

    // The application's business step names hygiene products: its categories are used.
    for (const [step, data] of [
      ['company', COMPANY],
      ['business', { ...BUSINESS, mainBusiness: 'I2' }],
      ['booth', STANDARD_WISH],
    ] as const)
      await exhibitor.adminClient.put('/exhibitor/rest/enterpriseApplys/step', { step, data });
    const hygiene = (await exhibitor.adminClient.get(BASE)).body.data as RecommendCardPage;
    expect(hygiene.categories).toEqual(['diapers', 'feminine', 'wipes']);
    expect(hygiene.rows.map((r) => r.purposeId)).toEqual([diapers.id]);

    // One category of them, paged; a category outside them gives nothing.
    const one = (await exhibitor.adminClient.get(`${BASE}?category=diapers&page=1&pageSize=1`)).body
      .data as RecommendCardPage;
    expect([one.total, one.rows.length, one.pageSize]).toEqual([1, 1, 1]);
    const outside = (await exhibitor.adminClient.get(`${BASE}?category=pulp`)).body.data as RecommendCardPage;
    expect([outside.total, outside.rows.length]).toEqual([0, 0]);
  });

  it('show one card with the post text and no contact; a supply, own or unpublished post is not a card', async () => {
    const exhibitor = await buildEnterprise(ctx);
    const b = await buyer('李经理');
    const demand = await post(b.user.id, b.enterprise.id, 'demand', 'finishedTissue', '求购擦手纸');
    const supply = await post(b.user.id, b.enterprise.id, 'supply', 'finishedTissue', '供应擦手纸');
    const own = await post(
      exhibitor.admin.id,
      exhibitor.enterprise.id,
      'demand',
      'finishedTissue',
      '自家求购',
    );
    const pending = await buildPost(ctx, b.user.id, 'Pending', {
      enterpriseId: b.enterprise.id,
      type: 'demand',
    });

    const card = (await exhibitor.adminClient.get(`${BASE}/${demand.id}`)).body.data as RecommendCardDetail;
    expect(card).toMatchObject({
      purposeId: demand.id,
      name: '李经理',
      seeking: '求购擦手纸',
      myApplyChat: null,
    });
    expect(card.content).toContain('生活用纸');
    expect(JSON.stringify(card)).not.toMatch(/13955550001|buyer@example\.com/);

    for (const id of [supply.id, own.id, pending.id, 999_999]) {
      const refused = await exhibitor.adminClient.get(`${BASE}/${id}`);
      expect(refused.status).toBe(404);
      expect(refused.body.errorCode).toBe(ErrorCode.RECOMMEND_CARD_NOT_FOUND);
    }
  });

  it('refuse the anonymous and people of no certified enterprise', async () => {
    const b = await buyer('赵先生');
    const demand = await post(b.user.id, b.enterprise.id, 'demand', 'finishedTissue', '求购面巾纸');
    const anonymous = new TestClient(ctx.app);
    for (const url of [BASE, `${BASE}/${demand.id}`]) {
      expect((await anonymous.get(url)).status).toBe(401);
    }
    const loner = await buildUser(ctx);
    const client = await signedInClient(ctx, loner.id);
    for (const url of [BASE, `${BASE}/${demand.id}`]) {
      const refused = await client.get(url);
      expect(refused.body.success).toBe(false);
      expect(refused.body.errorCode).toBe(ErrorCode.NO_ENTERPRISE);
    }
  });
});
