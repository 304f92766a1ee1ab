import { type Brand, ErrorCode } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments, brands, enterprises } from '../../db/schema';
import { buildUser, signedInClient } from '../../test/factories';
import { TestClient as Client, useTestApp } from '../../test/harness';
import { buildPicture } from '../activities/activities.factories';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';

const ctx = useTestApp();

async function team() {
  const a = await buildEnterprise(ctx, { name: '甲纸业' });
  const staff = await buildMember(ctx, a.enterprise.id, 'staff');
  const b = await buildEnterprise(ctx, { name: '乙纸业' });
  return { a, staff, b };
}

describe('brands', () => {
  it('staff add, list, edit and delete their enterprise brands; the logo is linked to the brand', async () => {
    const { a, staff } = await team();
    const logo = await buildPicture(ctx, staff.user.id, 'logo');
    const res = await staff.client.post('/exhibitor/rest/brands', {
      name: '青禾',
      nameEn: 'Qinghe',
      description: '家用生活用纸品牌',
      logoAttachmentId: logo.id,
    });
    expect(res.body.errorMsg).toBeNull();
    const brand = res.body.data as Brand;
    expect(brand).toMatchObject({
      enterpriseId: a.enterprise.id,
      name: '青禾',
      nameEn: 'Qinghe',
      logo: { id: logo.id, url: `/attachment/${logo.key}` },
    });
    const [linked] = await ctx.db.select().from(attachments).where(eq(attachments.id, logo.id));
    expect(linked).toMatchObject({ refType: 'brand', refId: String(brand.id) });

    // English name only is enough; the administrator (a colleague) lists both.
    const logo2 = await buildPicture(ctx, a.admin.id, 'enterpriseImage', 'image/jpeg');
    const second = await a.adminClient.post('/exhibitor/rest/brands', {
      nameEn: 'SoftCloud',
      logoAttachmentId: logo2.id,
    });
    expect(second.body.data).toMatchObject({ name: null, nameEn: 'SoftCloud' });
    const list = await staff.client.get('/exhibitor/rest/brands');
    expect((list.body.data as Brand[]).map((b) => b.nameEn)).toEqual(['Qinghe', 'SoftCloud']);

    // The admin edits the staff member's brand keeping its logo.
    const edited = await a.adminClient.put(`/exhibitor/rest/brands/${brand.id}`, {
      name: '青禾优选',
      nameEn: null,
      logoAttachmentId: logo.id,
    });
    expect(edited.body.data).toMatchObject({ name: '青禾优选', nameEn: null, description: null });

    // Anyone reads a certified enterprise's brands.
    const publicList = await new Client(ctx.app).get(`/portal/rest/enterprises/${a.enterprise.id}/brands`);
    expect((publicList.body.data as Brand[]).length).toBe(2);

    expect((await staff.client.delete(`/exhibitor/rest/brands/${brand.id}`)).body.data).toEqual({ ok: true });
    expect(await ctx.db.select().from(brands).where(eq(brands.id, brand.id))).toEqual([]);
    expect((await staff.client.get(`/exhibitor/rest/brands/${brand.id}`)).body.errorCode).toBe(
      ErrorCode.BRAND_NOT_FOUND,
    );
  });

  it('refuses a brand without any name or logo, and logos that are not usable', async () => {
    const { staff, b } = await team();
    const noName = await staff.client.post('/exhibitor/rest/brands', { name: ' ', logoAttachmentId: 1 });
    expect(noName.status).toBe(400);
    expect(noName.body.errorMsg).toBe('请填写品牌中文名称或英文名称');
    const noLogo = await staff.client.post('/exhibitor/rest/brands', { name: '青禾' });
    expect(noLogo.status).toBe(400);
    expect(noLogo.body.errorMsg).toBe('请上传品牌标志');

    const foreign = await buildPicture(ctx, b.admin.id, 'logo');
    const refused = await staff.client.post('/exhibitor/rest/brands', {
      name: '青禾',
      logoAttachmentId: foreign.id,
    });
    expect(refused.body.errorCode).toBe(ErrorCode.BRAND_LOGO_NOT_USABLE);
    const pdf = await buildPicture(ctx, staff.user.id, 'license', 'application/pdf');
    const wrongKind = await staff.client.post('/exhibitor/rest/brands', {
      name: '青禾',
      logoAttachmentId: pdf.id,
    });
    expect(wrongKind.body.errorCode).toBe(ErrorCode.BRAND_LOGO_NOT_USABLE);
    staff.client.lang = 'en';
    const en = await staff.client.post('/exhibitor/rest/brands', { name: '青禾', logoAttachmentId: pdf.id });
    expect(en.body.errorMsg).toBe('The brand logo cannot be used; please upload a JPG or PNG picture again');

    // A logo already used by one brand cannot be taken into another.
    const logo = await buildPicture(ctx, staff.user.id, 'logo');
    expect(
      (await staff.client.post('/exhibitor/rest/brands', { name: '一', logoAttachmentId: logo.id })).body
        .success,
    ).toBe(true);
    const reused = await staff.client.post('/exhibitor/rest/brands', {
      name: '二',
      logoAttachmentId: logo.id,
    });
    expect(reused.body.errorCode).toBe(ErrorCode.BRAND_LOGO_NOT_USABLE);
  });

  it('permissions: anonymous, another enterprise, no enterprise, uncertified', async () => {
    const { a, staff, b } = await team();
    const logo = await buildPicture(ctx, staff.user.id, 'logo');
    const brand = (
      await staff.client.post('/exhibitor/rest/brands', { name: '青禾', logoAttachmentId: logo.id })
    ).body.data as Brand;
    const loner = await signedInClient(ctx, (await buildUser(ctx)).id);
    const anonymous = new Client(ctx.app);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/exhibitor/rest/brands/${brand.id}`],
      ['PUT', `/exhibitor/rest/brands/${brand.id}`, { name: '改', logoAttachmentId: logo.id }],
      ['DELETE', `/exhibitor/rest/brands/${brand.id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await anonymous.request(method, url, body)).status, `${method} ${url}`).toBe(401);
      const other = await b.adminClient.request(method, url, body);
      expect(other.status, `${method} ${url}`).toBe(403);
      expect(other.body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_STAFF);
      expect((await loner.request(method, url, body)).body.errorCode).toBe(ErrorCode.NO_ENTERPRISE);
    }
    expect((await anonymous.get('/exhibitor/rest/brands')).status).toBe(401);
    expect((await b.adminClient.get('/exhibitor/rest/brands')).body.data).toEqual([]);
    expect((await staff.client.get(`/exhibitor/rest/brands/${brand.id}`)).status).toBe(200);
    // Still there after the refused calls.
    expect((await ctx.db.select().from(brands).where(eq(brands.id, brand.id)))[0]?.name).toBe('青禾');

    await ctx.db.update(enterprises).set({ status: 'pending' }).where(eq(enterprises.id, a.enterprise.id));
    expect((await staff.client.get('/exhibitor/rest/brands')).body.errorCode).toBe(
      ErrorCode.ENTERPRISE_NOT_CERTIFIED,
    );
    const hidden = await anonymous.get(`/portal/rest/enterprises/${a.enterprise.id}/brands`);
    expect(hidden.body.errorCode).toBe(ErrorCode.ENTERPRISE_NOT_FOUND);
  });
});
