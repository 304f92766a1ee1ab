import { ErrorCode, type Follow, type FollowPage, type FollowState } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enterprises, follows } from '../../db/schema';
import { buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise } from '../enterprises/enterprises.factories';
import { buildProduct, buildUpload } from '../products/products.factories';

const ctx = useTestApp();

async function follower(lang: 'zh-Hans' | 'en' = 'zh-Hans') {
  const user = await buildUser(ctx, { name: '采购商' });
  return { user, client: await signedInClient(ctx, user.id, lang) };
}

describe('following enterprises', () => {
  it('follow is idempotent, shows in the key state and in my list; unfollow removes it', async () => {
    const { enterprise } = await buildEnterprise(ctx, { name: '恒安纸业', nameEn: 'Hengan Paper' });
    const { client } = await follower();
    const body = { targetType: 'enterprise', targetId: enterprise.id };
    const first = await client.post('/exhibitor/rest/follows', body);
    expect(first.body.data).toMatchObject({ targetType: 'enterprise', key: `enterprise-${enterprise.id}` });
    const again = await client.post('/exhibitor/rest/follows', body);
    expect((again.body.data as Follow).id).toBe((first.body.data as Follow).id);
    const stored = await ctx.db.select().from(follows);
    expect(stored).toHaveLength(1);

    const state = await client.get(`/exhibitor/rest/follows/key/enterprise-${enterprise.id}`);
    expect(state.body.data).toEqual({
      key: `enterprise-${enterprise.id}`,
      followed: true,
      followId: (first.body.data as Follow).id,
      count: 1,
    });
    const anonymous = await new TestClient(ctx.app).get(
      `/exhibitor/rest/follows/key/enterprise-${enterprise.id}`,
    );
    expect(anonymous.body.data).toMatchObject({ followed: false, followId: null, count: 1 });

    const mine = await client.post('/exhibitor/rest/follows/page/my', {});
    expect(mine.body.data).toMatchObject({
      total: 1,
      rows: [{ name: '恒安纸业', nameEn: 'Hengan Paper', enterpriseId: enterprise.id, available: true }],
    });
    const search = await client.post('/exhibitor/rest/follows/page/my', { keyword: 'hengan' });
    expect((search.body.data as FollowPage).total).toBe(1);
    const miss = await client.post('/exhibitor/rest/follows/page/my', { keyword: '维达' });
    expect((miss.body.data as FollowPage).total).toBe(0);
    const subscribes = await client.post('/exhibitor/rest/subscribes/page/mine', {});
    expect((subscribes.body.data as FollowPage).total).toBe(1);

    const removed = await client.delete(`/exhibitor/rest/follows/${(first.body.data as Follow).id}`);
    expect(removed.body.data).toEqual({ ok: true });
    const after = await client.get(`/exhibitor/rest/follows/key/enterprise-${enterprise.id}`);
    expect(after.body.data).toMatchObject({ followed: false, count: 0 });
    const gone = await client.delete(`/exhibitor/rest/follows/${(first.body.data as Follow).id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.errorCode).toBe(ErrorCode.FOLLOW_NOT_FOUND);
  });

  it('refuses anonymous callers, unknown or uncertified enterprises, your own enterprise and bad keys', async () => {
    const { enterprise, adminClient } = await buildEnterprise(ctx);
    const anonymous = new TestClient(ctx.app);
    expect(
      (await anonymous.post('/exhibitor/rest/follows', { targetType: 'enterprise', targetId: 1 })).status,
    ).toBe(401);
    expect((await anonymous.post('/exhibitor/rest/follows/page/my', {})).status).toBe(401);
    expect((await anonymous.delete('/exhibitor/rest/follows/1')).status).toBe(401);

    const { client } = await follower('en');
    const unknown = await client.post('/exhibitor/rest/follows', {
      targetType: 'enterprise',
      targetId: 999999,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMsg).toBe('The enterprise or product to follow does not exist');
    await ctx.db.update(enterprises).set({ status: 'pending' }).where(eq(enterprises.id, enterprise.id));
    const pending = await client.post('/exhibitor/rest/follows', {
      targetType: 'enterprise',
      targetId: enterprise.id,
    });
    expect(pending.body.errorCode).toBe(ErrorCode.FOLLOW_TARGET_NOT_FOUND);
    await ctx.db.update(enterprises).set({ status: 'certified' }).where(eq(enterprises.id, enterprise.id));

    const own = await adminClient.post('/exhibitor/rest/follows', {
      targetType: 'enterprise',
      targetId: enterprise.id,
    });
    expect(own.body.errorCode).toBe(ErrorCode.FOLLOW_OWN_ENTERPRISE);

    for (const key of ['enterprise', 'enterprise-0', 'user-1', 'enterprise-99999999999', 'product-1x']) {
      const res = await client.get(`/exhibitor/rest/follows/key/${key}`);
      expect(res.body.errorCode, key).toBe(ErrorCode.FOLLOW_KEY_INVALID);
    }
  });

  it("a user cannot remove someone else's follow", async () => {
    const { enterprise } = await buildEnterprise(ctx);
    const a = await follower();
    const b = await follower();
    const followed = await a.client.post('/exhibitor/rest/follows', {
      targetType: 'enterprise',
      targetId: enterprise.id,
    });
    const id = (followed.body.data as Follow).id;
    const res = await b.client.delete(`/exhibitor/rest/follows/${id}`);
    expect(res.status).toBe(403);
    expect(
      (await a.client.get(`/exhibitor/rest/follows/key/enterprise-${enterprise.id}`)).body.data,
    ).toMatchObject({
      followed: true,
    });
    // Each user's list holds only their own follows.
    expect((await b.client.post('/exhibitor/rest/follows/page/my', {})).body.data).toMatchObject({
      total: 0,
    });
  });
});

describe('favourite products', () => {
  it('only a product on sale; the favourite count shows on the product; deleting it ends the favourites', async () => {
    const { enterprise, admin, adminClient } = await buildEnterprise(ctx, { name: '维达纸业' });
    const cover = await buildUpload(ctx, admin.id);
    const listed = await buildProduct(ctx, enterprise.id, cover.id, 'listed', { name: '超韧卫生纸' });
    const draft = await buildProduct(ctx, enterprise.id, cover.id, 'draft');
    const { client } = await follower();

    const refused = await client.post('/exhibitor/rest/follows', {
      targetType: 'product',
      targetId: draft.id,
    });
    expect(refused.body.errorCode).toBe(ErrorCode.FOLLOW_TARGET_NOT_FOUND);
    const fav = await client.post('/exhibitor/rest/follows', { targetType: 'product', targetId: listed.id });
    expect(fav.body.data).toMatchObject({ key: `product-${listed.id}` });
    const state = await client.get(`/exhibitor/rest/follows/key/product-${listed.id}`);
    expect((state.body.data as FollowState).count).toBe(1);

    const products = await client.post('/exhibitor/rest/follows/page/my', { targetType: 'product' });
    expect(products.body.data).toMatchObject({
      total: 1,
      rows: [
        {
          name: '超韧卫生纸',
          enterpriseName: '维达纸业',
          imageUrl: `/attachment/${cover.key}`,
          available: true,
        },
      ],
    });
    // Enterprises and products are separate lists.
    expect((await client.post('/exhibitor/rest/follows/page/my', {})).body.data).toMatchObject({ total: 0 });

    const read = await adminClient.get(`/exhibitor/rest/products/${listed.id}`);
    expect(read.body.data).toMatchObject({ favouriteCount: 1 });

    // Taken off sale: still in the list, marked unavailable.
    await adminClient.put(`/exhibitor/rest/products/${listed.id}/delist`);
    const offSale = await client.post('/exhibitor/rest/follows/page/my', { targetType: 'product' });
    expect(offSale.body.data).toMatchObject({ total: 1, rows: [{ available: false }] });
    // An existing favourite is answered again even off sale (idempotent), never a second row.
    const again = await client.post('/exhibitor/rest/follows', {
      targetType: 'product',
      targetId: listed.id,
    });
    expect(again.body.success).toBe(true);

    const deleted = await adminClient.delete(`/exhibitor/rest/products/${listed.id}`);
    expect(deleted.body.data).toEqual({ ok: true });
    expect(await ctx.db.select().from(follows)).toHaveLength(0);
  });
});
