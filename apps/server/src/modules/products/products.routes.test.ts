import {
  type EnterpriseSite,
  ErrorCode,
  FAIR,
  type FollowPage,
  type NewProductPage,
  nextProductState,
  PRODUCT_ACTIONS,
  PRODUCT_STATES,
  type Product,
  type ProductAction,
  type ProductPage,
} from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments, products } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient as Client, type TestClient, useTestApp } from '../../test/harness';
import { exhibitAs } from '../directory/directory.factories';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { buildProduct, buildUpload, productInput } from './products.factories';

const ctx = useTestApp();

async function team() {
  const a = await buildEnterprise(ctx, { name: '甲纸业' });
  const staff = await buildMember(ctx, a.enterprise.id, 'staff');
  const b = await buildEnterprise(ctx, { name: '乙纸业' });
  return { a, staff, b };
}

async function addProduct(client: TestClient, ownerUserId: number, overrides: Record<string, unknown> = {}) {
  const cover = await buildUpload(ctx, ownerUserId);
  const res = await client.post('/exhibitor/rest/products', productInput(cover.id, overrides));
  expect(res.body.errorMsg).toBeNull();
  return res.body.data as Product;
}

describe('adding and editing products', () => {
  it('staff add a draft with cover, details, video and parameters; pictures are linked to it', async () => {
    const { a, staff } = await team();
    const cover = await buildUpload(ctx, staff.user.id);
    const detail1 = await buildUpload(ctx, staff.user.id, 'picture');
    const detail2 = await buildUpload(ctx, staff.user.id);
    const video = await buildUpload(ctx, staff.user.id, 'video');
    const input = productInput(cover.id, {
      detailAttachmentIds: [detail1.id, detail2.id],
      videoAttachmentId: video.id,
    });
    const res = await staff.client.post('/exhibitor/rest/products', input);
    expect(res.status).toBe(200);
    const product = res.body.data as Product;
    expect(product).toMatchObject({
      enterpriseId: a.enterprise.id,
      enterpriseName: '甲纸业',
      name: input.name,
      category: 'I102',
      categoryName: '面巾纸',
      status: 'draft',
      parameters: input.parameters,
      cover: { id: cover.id, width: 300, height: 300 },
      video: { id: video.id },
      favouriteCount: 0,
      violationReason: null,
    });
    expect(product.details.map((d) => d.id)).toEqual([detail1.id, detail2.id]);
    expect(product.cover?.url).toBe(`/attachment/${cover.key}`);
    const linked = await ctx.db.select().from(attachments).where(eq(attachments.refType, 'product'));
    expect(linked.map((r) => r.refId)).toEqual(Array(4).fill(String(product.id)));

    // The administrator (a colleague) edits it, keeping the pictures the staff member uploaded.
    const edited = await a.adminClient.put(`/exhibitor/rest/products/${product.id}`, {
      ...input,
      name: '改名后的抽纸',
      detailAttachmentIds: [detail2.id],
      videoAttachmentId: null,
    });
    expect(edited.body.data).toMatchObject({
      name: '改名后的抽纸',
      video: null,
      details: [{ id: detail2.id }],
    });

    // English caller: category in English.
    a.adminClient.lang = 'en';
    const read = await a.adminClient.get(`/exhibitor/rest/products/${product.id}`);
    expect(read.body.data).toMatchObject({ categoryName: 'Facial Tissue' });
  });

  it('refuses files of someone else, files already used elsewhere, the wrong kind, and unknown categories', async () => {
    const { a, staff, b } = await team();
    const foreign = await buildUpload(ctx, b.admin.id);
    const refused = await staff.client.post('/exhibitor/rest/products', productInput(foreign.id));
    expect(refused.body.errorCode).toBe(ErrorCode.PRODUCT_MEDIA_NOT_USABLE);
    expect(refused.body.errorMsg).toBe('商品图片或视频无效，请重新上传');

    const licence = await buildUpload(ctx, staff.user.id, 'license');
    const wrongKind = await staff.client.post('/exhibitor/rest/products', productInput(licence.id));
    expect(wrongKind.body.errorCode).toBe(ErrorCode.PRODUCT_MEDIA_NOT_USABLE);

    const cover = await buildUpload(ctx, staff.user.id);
    const picAsVideo = await staff.client.post(
      '/exhibitor/rest/products',
      productInput(cover.id, { videoAttachmentId: cover.id }),
    );
    expect(picAsVideo.body.errorCode).toBe(ErrorCode.PRODUCT_MEDIA_NOT_USABLE);

    const first = await staff.client.post('/exhibitor/rest/products', productInput(cover.id));
    expect(first.body.success).toBe(true);
    // The same cover cannot be taken into a second product (it belongs to the first now).
    const reused = await a.adminClient.post('/exhibitor/rest/products', productInput(cover.id));
    expect(reused.body.errorCode).toBe(ErrorCode.PRODUCT_MEDIA_NOT_USABLE);
    const cover2 = await buildUpload(ctx, staff.user.id);
    const reusedByOwner = await staff.client.post(
      '/exhibitor/rest/products',
      productInput(cover2.id, { detailAttachmentIds: [cover.id] }),
    );
    expect(reusedByOwner.body.errorCode).toBe(ErrorCode.PRODUCT_MEDIA_NOT_USABLE);

    const badCategory = await staff.client.post(
      '/exhibitor/rest/products',
      productInput(cover2.id, { category: 'NOPE' }),
    );
    expect(badCategory.body.errorCode).toBe(ErrorCode.PRODUCT_CATEGORY_UNKNOWN);

    const noCover = await staff.client.post('/exhibitor/rest/products', { name: '无封面', category: 'I101' });
    expect(noCover.status).toBe(400);
    expect(noCover.body.errorMsg).toBe('请上传商品封面图');

    const noName = await staff.client.post(
      '/exhibitor/rest/products',
      productInput(cover2.id, { name: ' ', nameEn: null }),
    );
    expect(noName.status).toBe(400);
    expect(noName.body.errorCode).toBe(ErrorCode.PRODUCT_NAME_REQUIRED);
    expect((noName.body.data as { fields: string[] }).fields).toContain('name');
  });

  it('can submit at once, and a submitted product waits in the organizer queue', async () => {
    const { staff } = await team();
    const product = await addProduct(staff.client, staff.user.id, { submit: true });
    expect(product.status).toBe('pending');
    expect(product.submittedAt).not.toBeNull();
    const organizer = await buildOrganizer(ctx);
    const queue = await organizer.client.get('/portal/rest/organizer/products?status=pending');
    expect(queue.body.data).toMatchObject({ total: 1, rows: [{ id: product.id }], counts: { pending: 1 } });
  });
});

describe('permissions: only staff of THAT enterprise', () => {
  it('anonymous, another enterprise, no enterprise, staff and administrator', async () => {
    const { a, staff, b } = await team();
    const product = await addProduct(staff.client, staff.user.id);
    const loner = await signedInClient(ctx, (await buildUser(ctx)).id);
    const anonymous = new Client(ctx.app);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/exhibitor/rest/products/${product.id}`],
      ['PUT', `/exhibitor/rest/products/${product.id}`, productInput(product.cover!.id)],
      ['PUT', `/exhibitor/rest/products/${product.id}/submit`],
      ['PUT', `/exhibitor/rest/products/${product.id}/list`],
      ['PUT', `/exhibitor/rest/products/${product.id}/delist`],
      ['DELETE', `/exhibitor/rest/products/${product.id}`],
    ];
    for (const [method, url, body] of calls) {
      const anon = await anonymous.request(method, url, body);
      expect(anon.status, `${method} ${url}`).toBe(401);
      const other = await b.adminClient.request(method, url, body);
      expect(other.status, `${method} ${url}`).toBe(403);
      expect(other.body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_STAFF);
      const none = await loner.request(method, url, body);
      expect(none.body.errorCode).toBe(ErrorCode.NO_ENTERPRISE);
    }
    expect((await anonymous.post('/exhibitor/rest/products/page', {})).status).toBe(401);
    expect((await anonymous.post('/exhibitor/rest/products', productInput(1))).status).toBe(401);
    // The other enterprise sees its own (empty) list, never A's products.
    const otherList = await b.adminClient.post('/exhibitor/rest/products/page', {});
    expect(otherList.body.data).toMatchObject({ total: 0, rows: [] });
    expect((await loner.post('/exhibitor/rest/products/page', {})).body.errorCode).toBe(
      ErrorCode.NO_ENTERPRISE,
    );
    loner.lang = 'en';
    expect((await loner.post('/exhibitor/rest/products/page', {})).body.errorCode).toBe(11962);

    // Staff and administrator of A may read, change and act; B's product is not theirs.
    expect((await staff.client.get(`/exhibitor/rest/products/${product.id}`)).status).toBe(200);
    expect(
      (await a.adminClient.put(`/exhibitor/rest/products/${product.id}/submit`)).body.data,
    ).toMatchObject({
      status: 'pending',
    });
    const bProduct = await addProduct(b.adminClient, b.admin.id);
    expect((await staff.client.get(`/exhibitor/rest/products/${bProduct.id}`)).status).toBe(403);
    expect((await a.adminClient.delete(`/exhibitor/rest/products/${bProduct.id}`)).status).toBe(403);
    expect((await staff.client.get('/exhibitor/rest/products/999999')).body.errorCode).toBe(
      ErrorCode.PRODUCT_NOT_FOUND,
    );

    // The review calls are the organizer's alone.
    for (const client of [anonymous, staff.client, a.adminClient]) {
      const queue = await client.get('/portal/rest/organizer/products');
      expect([401, 403]).toContain(queue.status);
      const approve = await client.put(`/portal/rest/organizer/products/${product.id}/approve`);
      expect([401, 403]).toContain(approve.status);
      const violation = await client.put(`/portal/rest/organizer/products/${product.id}/violation`, {
        reason: 'x',
      });
      expect([401, 403]).toContain(violation.status);
    }
  });

  it('an uncertified enterprise cannot keep products', async () => {
    const { a, staff } = await team();
    const { enterprises } = await import('../../db/schema');
    await ctx.db.update(enterprises).set({ status: 'pending' }).where(eq(enterprises.id, a.enterprise.id));
    const res = await staff.client.post('/exhibitor/rest/products/page', {});
    expect(res.body.errorCode).toBe(ErrorCode.ENTERPRISE_NOT_CERTIFIED);
  });
});

describe('product listing state table (spec §4)', () => {
  const enterpriseCall: Partial<
    Record<ProductAction, (id: number, cover: number) => [string, string, unknown?]>
  > = {
    edit: (id, cover) => ['PUT', `/exhibitor/rest/products/${id}`, productInput(cover)],
    submit: (id) => ['PUT', `/exhibitor/rest/products/${id}/submit`],
    list: (id) => ['PUT', `/exhibitor/rest/products/${id}/list`],
    delist: (id) => ['PUT', `/exhibitor/rest/products/${id}/delist`],
    delete: (id) => ['DELETE', `/exhibitor/rest/products/${id}`],
  };
  const organizerCall: Partial<Record<ProductAction, (id: number) => [string, string, unknown?]>> = {
    approve: (id) => ['PUT', `/portal/rest/organizer/products/${id}/approve`],
    violation: (id) => [
      'PUT',
      `/portal/rest/organizer/products/${id}/violation`,
      { reason: '图片含夸大宣传' },
    ],
  };

  it('every action from every state: allowed ones move as the table says, the others are refused', async () => {
    const { a } = await team();
    const organizer = await buildOrganizer(ctx);
    let checked = 0;
    for (const state of PRODUCT_STATES) {
      for (const action of PRODUCT_ACTIONS) {
        const cover = await buildUpload(ctx, a.admin.id);
        // Approved content, so that 'list' is decided by the state alone here.
        const row = await buildProduct(ctx, a.enterprise.id, cover.id, state, { approvedContent: true });
        const call = enterpriseCall[action]?.(row.id, cover.id) ?? organizerCall[action]?.(row.id);
        const client = enterpriseCall[action] ? a.adminClient : organizer.client;
        const [method, url, body] = call!;
        const res = await client.request(method, url, body);
        const expected = nextProductState(state, action);
        const label = `${action} from ${state}`;
        const [after] = await ctx.db.select().from(products).where(eq(products.id, row.id));
        if (expected === null) {
          expect(res.status, label).toBe(409);
          const code =
            state === 'listed' && (action === 'edit' || action === 'delete')
              ? ErrorCode.PRODUCT_DELIST_FIRST
              : ErrorCode.PRODUCT_STATE;
          expect(res.body.errorCode, label).toBe(code);
          expect(after?.status, label).toBe(state);
        } else if (action === 'delete') {
          expect(res.body.data, label).toEqual({ ok: true });
          expect(after, label).toBeUndefined();
        } else {
          expect(res.body.errorMsg, label).toBeNull();
          expect((res.body.data as Product).status, label).toBe(expected);
          expect(after?.status, label).toBe(expected);
        }
        checked += 1;
      }
    }
    expect(checked).toBe(PRODUCT_STATES.length * PRODUCT_ACTIONS.length);
  });

  it('a delisted product changed since its approval needs a new review before it is on sale again', async () => {
    const { a } = await team();
    const cover = await buildUpload(ctx, a.admin.id);
    const row = await buildProduct(ctx, a.enterprise.id, cover.id, 'delisted', { approvedContent: false });
    const res = await a.adminClient.put(`/exhibitor/rest/products/${row.id}/list`);
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe(ErrorCode.PRODUCT_RELIST_NEEDS_REVIEW);
    expect(res.body.errorMsg).toBe('商品修改后需重新提交审核才能上架');
  });

  it('a violation needs a reason', async () => {
    const { a } = await team();
    const cover = await buildUpload(ctx, a.admin.id);
    const row = await buildProduct(ctx, a.enterprise.id, cover.id, 'pending');
    const organizer = await buildOrganizer(ctx);
    const res = await organizer.client.put(`/portal/rest/organizer/products/${row.id}/violation`, {
      reason: '  ',
    });
    expect(res.status).toBe(400);
    expect(res.body.errorMsg).toBe('请填写驳回原因');
  });
});

describe('the whole listing journey with tabs', () => {
  it('draft → review → violation with reason → fixed and resubmitted → on sale → delisted → relisted', async () => {
    const { a, staff } = await team();
    const organizer = await buildOrganizer(ctx);
    const product = await addProduct(staff.client, staff.user.id);
    const other = await addProduct(staff.client, staff.user.id);
    const tabs = async () => {
      const res = await staff.client.post('/exhibitor/rest/products/page', { tab: 'all' });
      return (res.body.data as ProductPage).counts;
    };
    expect(await tabs()).toEqual({ all: 2, listed: 0, unlisted: 2, violation: 0 });

    await staff.client.put(`/exhibitor/rest/products/${product.id}/submit`);
    const violation = await organizer.client.put(`/portal/rest/organizer/products/${product.id}/violation`, {
      reason: '封面图与商品不符',
    });
    expect(violation.body.data).toMatchObject({ status: 'violation', violationReason: '封面图与商品不符' });
    const violationTab = await staff.client.post('/exhibitor/rest/products/page', { tab: 'violation' });
    expect(violationTab.body.data).toMatchObject({
      total: 1,
      rows: [{ id: product.id, violationReason: '封面图与商品不符' }],
      counts: { all: 2, listed: 0, unlisted: 1, violation: 1 },
    });

    // Fixed: still a violation (reason shown) until submitted again.
    const newCover = await buildUpload(ctx, staff.user.id);
    const fixed = await staff.client.put(`/exhibitor/rest/products/${product.id}`, productInput(newCover.id));
    expect(fixed.body.data).toMatchObject({ status: 'violation', cover: { id: newCover.id } });
    const resubmitted = await staff.client.put(`/exhibitor/rest/products/${product.id}/submit`);
    expect(resubmitted.body.data).toMatchObject({ status: 'pending', violationReason: null });
    const approved = await organizer.client.put(`/portal/rest/organizer/products/${product.id}/approve`);
    expect(approved.body.data).toMatchObject({ status: 'listed', approvedContent: true });
    const twice = await organizer.client.put(`/portal/rest/organizer/products/${product.id}/approve`);
    expect(twice.body.errorCode).toBe(ErrorCode.PRODUCT_STATE);

    const listedTab = await staff.client.post('/exhibitor/rest/products/page', { tab: 'listed' });
    expect(listedTab.body.data).toMatchObject({ total: 1, rows: [{ id: product.id }] });
    const unlistedTab = await staff.client.post('/exhibitor/rest/products/page', { tab: 'unlisted' });
    expect(unlistedTab.body.data).toMatchObject({ total: 1, rows: [{ id: other.id }] });

    // On sale: anyone reads it; it cannot be edited or deleted until taken off sale.
    const anonymous = new Client(ctx.app, 'en');
    const publicRead = await anonymous.get(`/portal/rest/products/${product.id}`);
    expect(publicRead.body.data).toMatchObject({ id: product.id, categoryName: 'Facial Tissue' });
    expect((await anonymous.get(`/portal/rest/products/${other.id}`)).status).toBe(404);
    const editListed = await staff.client.put(
      `/exhibitor/rest/products/${product.id}`,
      productInput(newCover.id),
    );
    expect(editListed.body.errorMsg).toBe('商品在售中，请先下架再修改或删除');

    expect((await staff.client.put(`/exhibitor/rest/products/${product.id}/delist`)).body.data).toMatchObject(
      {
        status: 'delisted',
      },
    );
    expect((await anonymous.get(`/portal/rest/products/${product.id}`)).status).toBe(404);
    expect((await staff.client.put(`/exhibitor/rest/products/${product.id}/list`)).body.data).toMatchObject({
      status: 'listed',
    });

    // Search by name within the enterprise.
    const search = await staff.client.post('/exhibitor/rest/products/page', {
      keyword: String(other.name).slice(2),
    });
    expect(search.body.data).toMatchObject({ total: 1, rows: [{ id: other.id }] });
    const percent = await staff.client.post('/exhibitor/rest/products/page', { keyword: '%' });
    expect(percent.body.data).toMatchObject({ total: 0 });
    expect(a.enterprise.id).toBe(product.enterpriseId);
  });

  it('the organizer reads the queue by state with counts, and messages follow the caller language', async () => {
    const { a } = await team();
    const cover = await buildUpload(ctx, a.admin.id);
    await buildProduct(ctx, a.enterprise.id, cover.id, 'pending', { name: '待审商品' });
    await buildProduct(ctx, a.enterprise.id, cover.id, 'listed');
    const organizer = await buildOrganizer(ctx, 'zh-Hant');
    const queue = await organizer.client.get('/portal/rest/organizer/products?keyword=%E5%BE%85%E5%AE%A1');
    expect(queue.body.data).toMatchObject({
      total: 1,
      rows: [{ name: '待审商品', categoryName: '衛生紙', enterpriseName: a.enterprise.name }],
      counts: { pending: 1, listed: 1, draft: 0, delisted: 0, violation: 0 },
    });
    const missing = await organizer.client.put('/portal/rest/organizer/products/999999/approve');
    expect(missing.status).toBe(404);
    expect(missing.body.errorMsg).toBe('該商品不存在');
  });
});

describe('a name in Chinese or in English (an overseas exhibitor)', () => {
  it('an English-only product is added, listed, found, approved and shown everywhere by its English name', async () => {
    const owner = await buildEnterprise(ctx, {
      name: '海外示例企业',
      nameEn: 'Overseas Demo Ltd.',
      lang: 'en',
    });
    const _exhibitor = await exhibitAs(ctx, owner.enterprise.id, {
      hall: 'H4',
      boothNo: '4A09',
      area: 'A11',
    });
    const product = await addProduct(owner.adminClient, owner.admin.id, {
      name: '  ',
      nameEn: 'Bamboo Pulp Hand Towel',
      submit: true,
    });
    expect(product).toMatchObject({ name: null, nameEn: 'Bamboo Pulp Hand Towel', status: 'pending' });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ name: null, nameEn: 'Bamboo Pulp Hand Towel' });

    // Listed and found by its English name, in any case, in the enterprise center and the review queue.
    await addProduct(owner.adminClient, owner.admin.id, { name: '竹浆抽纸', nameEn: null });
    const all = await owner.adminClient.post('/exhibitor/rest/products/page', { tab: 'all' });
    expect((all.body.data as ProductPage).rows.map((p) => p.nameEn)).toContain('Bamboo Pulp Hand Towel');
    const found = await owner.adminClient.post('/exhibitor/rest/products/page', { keyword: 'pulp HAND' });
    expect(found.body.data).toMatchObject({ total: 1, rows: [{ id: product.id, name: null }] });
    const organizer = await buildOrganizer(ctx);
    const queue = await organizer.client.get('/portal/rest/organizer/products?keyword=bamboo');
    expect(queue.body.data).toMatchObject({ total: 1, rows: [{ id: product.id, name: null }] });
    const approved = await organizer.client.put(`/portal/rest/organizer/products/${product.id}/approve`);
    expect(approved.body.data).toMatchObject({ status: 'listed', name: null });

    // The public product page and the exhibitor page show the English name on every site.
    const anonymous = new Client(ctx.app);
    const read = await anonymous.get(`/portal/rest/products/${product.id}`);
    expect(read.body.data).toMatchObject({ name: null, nameEn: 'Bamboo Pulp Hand Towel' });
    for (const path of ['main', 'en']) {
      const site = await anonymous.get(`/exhibitor/rest/enterpriseSites/${path}/${owner.enterprise.id}`);
      expect(site.status).toBe(200);
      expect((site.body.data as EnterpriseSite).products).toEqual([
        expect.objectContaining({ id: product.id, name: null, displayName: 'Bamboo Pulp Hand Towel' }),
      ]);
    }

    // The new-products pavilion lists it and finds it by its English name.
    const pavilion = `/exhibitor/rest/enterprise/exhibition/${FAIR.exhibitionId}/newProducts`;
    expect((await owner.adminClient.put(pavilion, { productIds: [product.id] })).status).toBe(200);
    const pavilionFound = await anonymous.get(`${pavilion}?keyword=bamboo`);
    expect((pavilionFound.body.data as NewProductPage).rows).toEqual([
      expect.objectContaining({ id: product.id, name: null, displayName: 'Bamboo Pulp Hand Towel' }),
    ]);

    // A visitor's favourites hold it and find it by its English name.
    const visitor = await signedInClient(ctx, (await buildUser(ctx)).id);
    const saved = await visitor.post('/exhibitor/rest/follows', {
      targetType: 'product',
      targetId: product.id,
    });
    expect(saved.body.errorMsg).toBeNull();
    const favourites = await visitor.post('/exhibitor/rest/follows/page/my', {
      targetType: 'product',
      keyword: 'towel',
    });
    expect((favourites.body.data as FollowPage).rows).toEqual([
      expect.objectContaining({ targetId: product.id, name: null, nameEn: 'Bamboo Pulp Hand Towel' }),
    ]);
  });

  it('refuses a product with neither name, in the caller language, on adding and on editing', async () => {
    const { staff } = await team();
    const cover = await buildUpload(ctx, staff.user.id);
    const none = productInput(cover.id, { name: ' ', nameEn: '' });
    const zh = await staff.client.request('POST', '/exhibitor/rest/products', none, {
      'accept-language': 'zh-CN',
    });
    expect(zh.status).toBe(400);
    expect(zh.body.errorCode).toBe(ErrorCode.PRODUCT_NAME_REQUIRED);
    expect(zh.body.errorMsg).toBe('请填写商品中文名称或英文名称');
    staff.client.lang = 'en';
    const en = await staff.client.post(
      '/exhibitor/rest/products',
      productInput(cover.id, { name: null, nameEn: null }),
    );
    expect(en.status).toBe(400);
    expect(en.body.errorCode).toBe(ErrorCode.PRODUCT_NAME_REQUIRED);
    expect(en.body.errorMsg).toBe('Please enter the product name in Chinese or English');
    expect(await ctx.db.select().from(products)).toEqual([]);

    // An existing product cannot lose both names either.
    const product = await addProduct(staff.client, staff.user.id);
    const edit = await staff.client.put(`/exhibitor/rest/products/${product.id}`, {
      ...productInput(cover.id),
      name: '',
      nameEn: null,
    });
    expect(edit.body.errorCode).toBe(ErrorCode.PRODUCT_NAME_REQUIRED);
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.name).toBe(product.name);
  });
});
