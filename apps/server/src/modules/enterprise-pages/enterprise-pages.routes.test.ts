import { randomInt } from 'node:crypto';
import { ErrorCode, FAIR, type Preview, type Statistics } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { attachments, exhibitors, follows, products } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { fairDay } from './enterprise-pages.service';

const ctx = useTestApp();
const E = FAIR.exhibitionId;

/** A certified enterprise exhibiting at the fair, with its administrator and a plain staff member. */
async function exhibitingEnterprise(name = `展商${randomInt(1e6)}`) {
  const built = await buildEnterprise(ctx, { name, nameEn: `Exhibitor ${randomInt(1e6)}` });
  await ctx.db.insert(exhibitors).values({
    exhibitionId: E,
    enterpriseId: built.enterprise.id,
    nameZhHans: name,
    nameZhHant: name,
    nameEn: built.enterprise.nameEn ?? name,
    country: 'CN',
    industry: 'I1',
  });
  const staff = await buildMember(ctx, built.enterprise.id);
  return { ...built, staff };
}

async function picture(ownerUserId: number) {
  const [row] = await ctx.db
    .insert(attachments)
    .values({
      key: `pictures/cover-${randomInt(1e9)}.png`,
      kind: 'enterpriseImage',
      fileName: 'cover.png',
      mimeType: 'image/png',
      size: 1000,
      width: 1200,
      height: 400,
      ownerUserId,
    })
    .returning();
  return row!;
}

const previewPath = (enterpriseId: number) =>
  `/portal/rest/enterprise/preview/exhibition/${E}/enterprise/${enterpriseId}`;

describe('permission matrix of the enterprise-scoped calls', () => {
  it('anonymous, another enterprise, staff and administrator get what spec §6 says', async () => {
    const a = await exhibitingEnterprise();
    const b = await exhibitingEnterprise();
    const anonymous = new TestClient(ctx.app);
    const opened = await a.adminClient.get(previewPath(a.enterprise.id));
    const previewId = (opened.body.data as Preview).id;
    const asked = await b.adminClient.post(`/exhibitor/rest/enterprise/bind/${a.enterprise.id}`, {});
    const linkId = (asked.body.data as { id: number }).id;

    type Call = { name: string; run: (c: TestClient) => ReturnType<TestClient['get']>; adminOnly?: boolean };
    const calls: Call[] = [
      { name: 'GET preview', run: (c) => c.get(previewPath(a.enterprise.id)) },
      {
        name: 'PUT preview',
        run: (c) => c.put(`/portal/rest/enterprise/preview/${previewId}`, { profileZhHans: '简介' }),
      },
      {
        name: 'GET statistics',
        run: (c) => c.get(`/exhibitor/rest/enterprise/${a.enterprise.id}/business/statistics`),
      },
      { name: 'GET progress', run: (c) => c.get(`/exhibitor/rest/enterprise/${a.enterprise.id}/progress`) },
      {
        name: 'GET links',
        run: (c) => c.get(`/exhibitor/rest/enterprise/${a.enterprise.id}/bind/enterprise`),
      },
      {
        name: 'POST link decision',
        adminOnly: true,
        run: (c) =>
          c.post(`/exhibitor/rest/enterprise/${a.enterprise.id}/bind/enterprise`, {
            linkId,
            decision: 'reject',
            reason: '不相关',
          }),
      },
    ];
    for (const call of calls) {
      const anon = await call.run(anonymous);
      expect(anon.body.errorCode, `${call.name} anonymous`).toBe(ErrorCode.LOGIN_EXPIRED);
      const other = await call.run(b.adminClient);
      expect(other.body.errorCode, `${call.name} other enterprise`).toBe(ErrorCode.NOT_ENTERPRISE_STAFF);
      const staff = await call.run(a.staff.client);
      expect(staff.body.errorCode, `${call.name} staff`).toBe(
        call.adminOnly ? ErrorCode.NOT_ENTERPRISE_ADMIN : null,
      );
      const admin = await call.run(a.adminClient);
      expect(admin.body.errorCode, `${call.name} administrator`).toBeNull();
    }

    // Asking for links: administrator only, of the caller's own enterprise.
    const c = await exhibitingEnterprise();
    const path = `/exhibitor/rest/enterprise/bind/${c.enterprise.id}`;
    expect((await anonymous.post(path, {})).body.errorCode).toBe(ErrorCode.LOGIN_EXPIRED);
    expect((await a.staff.client.post(path, {})).body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_ADMIN);
    const loner = await signedInClient(ctx, (await buildUser(ctx)).id);
    expect((await loner.post(path, {})).body.errorCode).toBe(ErrorCode.NO_ENTERPRISE);
    expect((await a.adminClient.post(path, { relation: 'subsidiary' })).body.errorCode).toBeNull();
    const byCode = await a.staff.client.post('/exhibitor/rest/enterprise/bindNew', {
      creditCode: c.enterprise.creditCode,
    });
    expect(byCode.body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_ADMIN);

    // Submitting: members of THAT enterprise only.
    const submit = `/portal/rest/enterprise/preview/${previewId}/submit`;
    expect((await anonymous.put(submit)).body.errorCode).toBe(ErrorCode.LOGIN_EXPIRED);
    expect((await b.adminClient.put(submit)).body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_STAFF);
    expect((await a.staff.client.put(submit)).body.errorCode).toBeNull();

    // The organizer queue: organizer only.
    expect((await a.adminClient.get('/portal/rest/organizer/enterprises/previews')).body.errorCode).toBe(
      ErrorCode.NOT_ORGANIZER,
    );
    // Related enterprises and auditPending: public / any signed-in user.
    expect(
      (await anonymous.get(`/exhibitor/rest/enterprise/${a.enterprise.id}/enterprises`)).body.errorCode,
    ).toBeNull();
    expect((await anonymous.post('/exhibitor/rest/enterprise/auditPending')).body.errorCode).toBe(
      ErrorCode.LOGIN_EXPIRED,
    );
    expect((await loner.post('/exhibitor/rest/enterprise/auditPending')).body.data).toEqual({
      toDecide: [],
      waiting: [],
    });
  });
});

describe('page preview review', () => {
  it('draft → pending → rejected (reason) → draft → pending → approved: the public page shows it', async () => {
    const a = await exhibitingEnterprise();
    const organizer = await buildOrganizer(ctx);
    const opened = await a.staff.client.get(previewPath(a.enterprise.id));
    const preview = opened.body.data as Preview;
    expect(preview).toMatchObject({ status: 'draft', exhibitor: true, profileZhHans: null });
    const base = `/portal/rest/enterprise/preview/${preview.id}`;

    // Nothing to submit yet; a text too long is refused.
    expect((await a.staff.client.put(`${base}/submit`)).body.errorCode).toBe(
      ErrorCode.PREVIEW_PROFILE_REQUIRED,
    );
    const long = await a.staff.client.put(base, { profileZhHans: '纸'.repeat(1001) });
    expect(long.body.errorCode).toBe(ErrorCode.PREVIEW_PROFILE_TOO_LONG);
    // Someone else's picture is refused as a cover.
    const foreign = await picture(a.admin.id);
    const stolen = await a.staff.client.put(base, { profileZhHans: '简介', coverAttachmentId: foreign.id });
    expect(stolen.body.errorCode).toBe(ErrorCode.PREVIEW_COVER_NOT_USABLE);

    const cover = await picture(a.staff.user.id);
    const saved = await a.staff.client.put(base, {
      profileZhHans: '专注生活用纸二十年。',
      profileEn: 'Twenty years of tissue paper.',
      coverAttachmentId: cover.id,
    });
    expect(saved.body.data).toMatchObject({ status: 'draft', profileZhHant: null });
    expect((saved.body.data as Preview).coverUrl).toContain(cover.key);

    const organizerQueue = () =>
      organizer.client.get('/portal/rest/organizer/enterprises/previews?status=pending');
    expect((await a.staff.client.put(`${base}/submit`)).body.data).toMatchObject({ status: 'pending' });
    // Waiting: no edit, no second submit, and the organizer sees it.
    expect((await a.staff.client.put(base, { profileZhHans: '改' })).body.errorCode).toBe(
      ErrorCode.PREVIEW_STATE,
    );
    expect((await a.staff.client.put(`${base}/submit`)).body.errorCode).toBe(ErrorCode.PREVIEW_STATE);
    const queue = (await organizerQueue()).body.data as {
      rows: Preview[];
      total: number;
      counts: Record<string, number>;
    };
    expect(queue.rows.map((r) => r.id)).toContain(preview.id);
    // The tabs' counts: every state, the waiting ones including this page.
    expect(Object.keys(queue.counts).sort()).toEqual(['approved', 'draft', 'pending', 'rejected']);
    expect(queue.counts.pending).toBe(queue.total);

    const review = `/portal/rest/organizer/enterprises/previews/${preview.id}`;
    expect((await organizer.client.put(`${review}/reject`, { reason: '' })).body.errorCode).toBe(
      ErrorCode.REJECT_REASON_REQUIRED,
    );
    const rejected = await organizer.client.put(`${review}/reject`, { reason: '封面不清晰' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: '封面不清晰' });
    expect((await organizer.client.put(`${review}/approve`)).body.errorCode).toBe(ErrorCode.PREVIEW_STATE);
    // The enterprise sees the reason; the public page is unchanged.
    expect((await a.adminClient.get(previewPath(a.enterprise.id))).body.data).toMatchObject({
      status: 'rejected',
      rejectReason: '封面不清晰',
    });
    const before = await new TestClient(ctx.app).get(
      `/exhibitor/rest/enterpriseSites/main/${a.enterprise.id}`,
    );
    expect((before.body.data as { profile: string | null }).profile).toBeNull();

    // Edit (back to draft, the reason kept until resubmitted), submit, approve.
    expect(
      (await a.staff.client.put(base, { profileZhHans: '专注生活用纸。', coverAttachmentId: cover.id })).body
        .data,
    ).toMatchObject({ status: 'draft' });
    expect((await a.staff.client.put(`${base}/submit`)).body.data).toMatchObject({ status: 'pending' });
    expect((await organizer.client.put(`${review}/approve`)).body.data).toMatchObject({ status: 'approved' });
    const site = await new TestClient(ctx.app).get(`/exhibitor/rest/enterpriseSites/main/${a.enterprise.id}`);
    expect(site.body.data).toMatchObject({ profile: '专注生活用纸。' });
    expect((site.body.data as { coverUrl: string }).coverUrl).toContain(cover.key);
    // An approved page edited again is a draft; approve cannot repeat.
    expect((await organizer.client.put(`${review}/approve`)).body.errorCode).toBe(ErrorCode.PREVIEW_STATE);
  });

  it('an enterprise that does not exhibit cannot submit its page', async () => {
    const a = await buildEnterprise(ctx);
    const preview = (await a.adminClient.get(previewPath(a.enterprise.id))).body.data as Preview;
    expect(preview.exhibitor).toBe(false);
    await a.adminClient.put(`/portal/rest/enterprise/preview/${preview.id}`, { profileZhHans: '简介' });
    const submit = await a.adminClient.put(`/portal/rest/enterprise/preview/${preview.id}/submit`);
    expect(submit.body.errorCode).toBe(ErrorCode.PREVIEW_NOT_EXHIBITOR);
  });
});

describe('business statistics', () => {
  it('counts the views of the public page and of products, follows and favourites of the day', async () => {
    const a = await exhibitingEnterprise();
    const b = await exhibitingEnterprise();
    const [product] = await ctx.db
      .insert(products)
      .values({ enterpriseId: a.enterprise.id, name: '抽纸', category: 'I101', status: 'listed' })
      .returning();
    const anonymous = new TestClient(ctx.app);
    for (let i = 0; i < 3; i += 1)
      await anonymous.get(`/exhibitor/rest/enterpriseSites/main/${a.enterprise.id}`);
    await anonymous.get(`/exhibitor/rest/enterpriseSites/en/${a.enterprise.id}`);
    await anonymous.get(`/exhibitor/rest/enterpriseSites/main/${b.enterprise.id}`);
    for (let i = 0; i < 2; i += 1) await anonymous.get(`/portal/rest/products/${product!.id}`);
    const fan = await buildUser(ctx);
    await ctx.db.insert(follows).values([
      { userId: fan.id, targetType: 'enterprise', targetId: a.enterprise.id },
      { userId: fan.id, targetType: 'product', targetId: product!.id },
    ]);

    const today = fairDay();
    const stats = (
      await a.staff.client.get(`/exhibitor/rest/enterprise/${a.enterprise.id}/business/statistics`)
    ).body.data as Statistics;
    expect(stats.to).toBe(today);
    expect(stats.days).toHaveLength(30);
    expect(stats.days.at(-1)).toEqual({
      date: today,
      pageViews: 4,
      productViews: 2,
      follows: 1,
      favourites: 1,
      chats: 0,
    });
    expect(stats.totals).toEqual({ pageViews: 4, productViews: 2, follows: 1, favourites: 1, chats: 0 });
    expect(stats.chatsRecorded).toBe(true);
    const other = (
      await b.adminClient.get(`/exhibitor/rest/enterprise/${b.enterprise.id}/business/statistics`)
    ).body.data as Statistics;
    expect(other.totals.pageViews).toBe(1);

    // A chosen range; a range too long or backwards is refused.
    const path = `/exhibitor/rest/enterprise/${a.enterprise.id}/business/statistics`;
    const one = (await a.adminClient.get(`${path}?from=${today}&to=${today}`)).body.data as Statistics;
    expect(one.days).toHaveLength(1);
    expect((await a.adminClient.get(`${path}?from=2024-01-01&to=2024-12-31`)).body.errorCode).toBe(
      ErrorCode.STATS_RANGE,
    );
    expect((await a.adminClient.get(`${path}?from=2024-05-17&to=2024-05-15`)).body.errorCode).toBe(
      ErrorCode.STATS_RANGE,
    );
    const fair = (await a.adminClient.get(`${path}?from=2024-05-15&to=2024-05-17`)).body.data as Statistics;
    expect(fair.totals.pageViews).toBe(0);
  });
});

describe('progress and pending audits', () => {
  it('answer the real states of the enterprise', async () => {
    const a = await exhibitingEnterprise();
    const progress = async () =>
      (await a.staff.client.get(`/exhibitor/rest/enterprise/${a.enterprise.id}/progress`)).body.data as {
        steps: { key: string; state: string; detail: string; count: number | null }[];
      };
    expect((await progress()).steps.map((s) => [s.key, s.state])).toEqual([
      ['certification', 'done'],
      ['settlement', 'todo'],
      ['page', 'todo'],
      ['products', 'todo'],
    ]);
    const preview = (await a.staff.client.get(previewPath(a.enterprise.id))).body.data as Preview;
    await a.staff.client.put(`/portal/rest/enterprise/preview/${preview.id}`, { profileZhHans: '简介' });
    await a.staff.client.put(`/portal/rest/enterprise/preview/${preview.id}/submit`);
    await ctx.db.insert(products).values([
      { enterpriseId: a.enterprise.id, name: '甲', category: 'I101', status: 'listed' },
      { enterpriseId: a.enterprise.id, name: '乙', category: 'I101', status: 'pending' },
    ]);
    const steps = (await progress()).steps;
    expect(steps.find((s) => s.key === 'page')).toMatchObject({ state: 'waiting', detail: 'pending' });
    expect(steps.find((s) => s.key === 'products')).toMatchObject({ state: 'done', count: 1 });

    const b = await exhibitingEnterprise();
    await b.adminClient.post(`/exhibitor/rest/enterprise/bind/${a.enterprise.id}`, { relation: 'parent' });
    const adminAudits = (await a.adminClient.post('/exhibitor/rest/enterprise/auditPending')).body.data;
    expect(adminAudits).toEqual({
      toDecide: [{ kind: 'linkRequests', count: 1 }],
      waiting: [
        { kind: 'page', count: 1 },
        { kind: 'products', count: 1 },
      ],
    });
    const staffAudits = (await a.staff.client.post('/exhibitor/rest/enterprise/auditPending')).body.data;
    expect(staffAudits).toMatchObject({ toDecide: [] });
  });
});

describe('related enterprises', () => {
  it('ask, accept, list publicly, remove; refused and closed transitions', async () => {
    const a = await exhibitingEnterprise();
    const b = await exhibitingEnterprise();
    expect(
      (await a.adminClient.post(`/exhibitor/rest/enterprise/bind/${a.enterprise.id}`, {})).body.errorCode,
    ).toBe(ErrorCode.LINK_SELF);
    const asked = await a.adminClient.post('/exhibitor/rest/enterprise/bindNew', {
      creditCode: b.enterprise.creditCode,
      relation: 'subsidiary',
    });
    const link = asked.body.data as { id: number; direction: string; relation: string; status: string };
    expect(link).toMatchObject({ direction: 'outgoing', relation: 'subsidiary', status: 'pending' });
    // Either side asking again while one waits is refused.
    expect(
      (await b.adminClient.post(`/exhibitor/rest/enterprise/bind/${a.enterprise.id}`, {})).body.errorCode,
    ).toBe(ErrorCode.LINK_EXISTS);
    // B sees it as incoming, A as its parent; only the asked side accepts, only the asking side cancels.
    const bLinks = (await b.staff.client.get(`/exhibitor/rest/enterprise/${b.enterprise.id}/bind/enterprise`))
      .body.data as { id: number; direction: string; relation: string }[];
    expect(bLinks[0]).toMatchObject({ id: link.id, direction: 'incoming', relation: 'parent' });
    const aDecide = (decision: string, reason?: string) =>
      a.adminClient.post(`/exhibitor/rest/enterprise/${a.enterprise.id}/bind/enterprise`, {
        linkId: link.id,
        decision,
        reason,
      });
    const bDecide = (decision: string, reason?: string) =>
      b.adminClient.post(`/exhibitor/rest/enterprise/${b.enterprise.id}/bind/enterprise`, {
        linkId: link.id,
        decision,
        reason,
      });
    expect((await aDecide('accept')).body.errorCode).toBe(ErrorCode.LINK_STATE);
    expect((await bDecide('cancel')).body.errorCode).toBe(ErrorCode.LINK_STATE);
    expect((await bDecide('reject')).body.errorCode).toBe(ErrorCode.REJECT_REASON_REQUIRED);
    expect((await bDecide('accept')).body.data).toMatchObject({ status: 'accepted' });
    expect((await bDecide('accept')).body.errorCode).toBe(ErrorCode.LINK_STATE);

    const related = await new TestClient(ctx.app).get(
      `/exhibitor/rest/enterprise/${a.enterprise.id}/enterprises`,
    );
    expect(related.body.data).toEqual([
      expect.objectContaining({ id: b.enterprise.id, relation: 'subsidiary' }),
    ]);
    expect((await aDecide('remove')).body.data).toMatchObject({ status: 'removed' });
    expect(
      (await new TestClient(ctx.app).get(`/exhibitor/rest/enterprise/${a.enterprise.id}/enterprises`)).body
        .data,
    ).toEqual([]);
    // A closed link may be asked again, then rejected with a reason, then cancelled is refused.
    expect(
      (await a.adminClient.post(`/exhibitor/rest/enterprise/bind/${b.enterprise.id}`, {})).body.data,
    ).toMatchObject({ id: link.id, status: 'pending', relation: 'affiliate' });
    expect((await bDecide('reject', '无隶属关系')).body.data).toMatchObject({
      status: 'rejected',
      reason: '无隶属关系',
    });
    expect((await aDecide('cancel')).body.errorCode).toBe(ErrorCode.LINK_STATE);
    // An unknown or uncertified enterprise, an invalid code.
    expect((await a.adminClient.post('/exhibitor/rest/enterprise/bind/999999', {})).body.errorCode).toBe(
      ErrorCode.ENTERPRISE_NOT_FOUND,
    );
    expect(
      (await a.adminClient.post('/exhibitor/rest/enterprise/bindNew', { creditCode: '91320000ABCDEFGHJ0' }))
        .body.errorCode,
    ).toBe(ErrorCode.CREDIT_CODE_INVALID);
  });
});

describe('request to take part in the fair', () => {
  it('administrator only; pending → rejected (reason) → pending → approved: the enterprise enters the directory', async () => {
    const a = await buildEnterprise(ctx, { name: '新参展企业', nameEn: 'Newcomer Paper' });
    const b = await buildEnterprise(ctx);
    const staff = await buildMember(ctx, a.enterprise.id);
    const organizer = await buildOrganizer(ctx);
    const path = '/exhibitor/rest/enterprise/request';
    expect((await new TestClient(ctx.app).post(path, {})).body.errorCode).toBe(ErrorCode.LOGIN_EXPIRED);
    expect((await staff.client.post(path, {})).body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_ADMIN);
    const loner = await signedInClient(ctx, (await buildUser(ctx)).id);
    expect((await loner.post(path, {})).body.errorCode).toBe(ErrorCode.NO_ENTERPRISE);

    const asked = await a.adminClient.post(path, { note: '首次参展' });
    const request = asked.body.data as { id: number; status: string; exhibitionId: number };
    expect(request).toMatchObject({ status: 'pending', exhibitionId: E, note: '首次参展' });
    expect((await a.adminClient.post(path, {})).body.errorCode).toBe(ErrorCode.FAIR_REQUEST_STATE);
    // The preview tells the members where the request stands.
    const preview = (await staff.client.get(previewPath(a.enterprise.id))).body.data as Preview;
    expect(preview).toMatchObject({ exhibitor: false, fairRequest: { status: 'pending' } });
    expect((await a.adminClient.post('/exhibitor/rest/enterprise/auditPending')).body.data).toMatchObject({
      waiting: [{ kind: 'fairRequest', count: 1 }],
    });

    const review = `/portal/rest/organizer/enterprises/fairRequests/${request.id}`;
    expect((await a.adminClient.put(`${review}/approve`)).body.errorCode).toBe(ErrorCode.NOT_ORGANIZER);
    expect((await organizer.client.put(`${review}/reject`, { reason: ' ' })).body.errorCode).toBe(
      ErrorCode.REJECT_REASON_REQUIRED,
    );
    expect((await organizer.client.put(`${review}/reject`, { reason: '展位已满' })).body.data).toMatchObject({
      status: 'rejected',
      rejectReason: '展位已满',
    });
    expect((await organizer.client.put(`${review}/approve`)).body.errorCode).toBe(
      ErrorCode.FAIR_REQUEST_STATE,
    );
    expect((await a.adminClient.post(path, {})).body.data).toMatchObject({
      id: request.id,
      status: 'pending',
    });
    const queue = (
      await organizer.client.get('/portal/rest/organizer/enterprises/fairRequests?status=pending')
    ).body.data as { rows: { id: number; name: string }[]; total: number; counts: Record<string, number> };
    expect(queue.rows).toContainEqual(expect.objectContaining({ id: request.id, name: '新参展企业' }));
    expect(queue.counts).toMatchObject({ pending: queue.total });
    expect(Object.keys(queue.counts).sort()).toEqual(['approved', 'pending', 'rejected']);
    expect((await organizer.client.put(`${review}/approve`)).body.data).toMatchObject({ status: 'approved' });

    // It exhibits now: a public page, and its page can be submitted; asking again is refused.
    const site = await new TestClient(ctx.app).get(`/exhibitor/rest/enterpriseSites/en/${a.enterprise.id}`);
    expect(site.body.data).toMatchObject({ enterpriseId: a.enterprise.id });
    expect((await a.adminClient.post(path, {})).body.errorCode).toBe(ErrorCode.FAIR_REQUEST_STATE);
    await staff.client.put(`/portal/rest/enterprise/preview/${preview.id}`, { profileZhHans: '简介' });
    expect(
      (await staff.client.put(`/portal/rest/enterprise/preview/${preview.id}/submit`)).body.data,
    ).toMatchObject({
      status: 'pending',
      exhibitor: true,
    });
    // Another enterprise's request is its own.
    expect((await b.adminClient.post(path, {})).body.data).toMatchObject({ status: 'pending' });
  });
});
