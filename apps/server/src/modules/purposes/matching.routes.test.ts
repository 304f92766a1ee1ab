import type { Purpose, PurposeMatch, PurposePage, PurposeReportPage } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { enterpriseStaff, purposes } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { addExhibitor } from '../exhibitors/exhibitors.factories';
import { buildPost, buildPoster, relist } from './purposes.factories';

const ctx = useTestApp();
beforeEach(() => relist(ctx));

async function exhibitorWithStaff(
  name: string,
  nameEn: string,
  industry: string,
  business: string[],
  boothNo: string,
) {
  const { enterprise, exhibitor } = await addExhibitor(ctx, {
    name,
    nameEn,
    industry,
    business,
    booths: [{ hall: 'H1', boothNo, area: 'A1' }],
  });
  const user = await buildUser(ctx, { name: `${name}员工` });
  await ctx.db
    .insert(enterpriseStaff)
    .values({ enterpriseId: enterprise.id, userId: user.id, role: 'staff' });
  return { enterprise, exhibitor, user, client: await signedInClient(ctx, user.id) };
}

describe('matching exhibitors and demand posts', () => {
  it('a demand post lists the exhibitors whose business matches its category and the industries it names', async () => {
    const tissue = await exhibitorWithStaff('示例纸业', 'Demo Paper', 'I1', ['I101', 'I102'], '1A01');
    const wipes = await exhibitorWithStaff('示例湿巾', 'Demo Wipes', 'I2', ['I204'], '1A02');
    const machines = await exhibitorWithStaff('示例机械', 'Demo Machinery', 'I4', ['I401'], '1A03');
    const buyer = await buildPoster(ctx);
    const demand = await buildPost(ctx, buyer.user.id, 'Passed', {
      type: 'demand',
      title: '求购卫生纸和濕巾',
      content: '长期采购，请联系。',
    });
    const anonymous = new TestClient(ctx.app);
    const res = await anonymous.get(`/exhibitor/rest/purposes/${demand.id}/matches`);
    expect(res.body.errorMsg).toBeNull();
    const matches = res.body.data as PurposeMatch[];
    const ids = matches.map((m) => m.enterpriseId);
    // Category finishedTissue → the paper maker; the text names wet wipes (in Traditional) → the wipes maker.
    expect(ids).toContain(tissue.enterprise.id);
    expect(ids).toContain(wipes.enterprise.id);
    expect(ids).not.toContain(machines.enterprise.id);
    // The paper maker shares two classifications and comes first.
    expect(ids[0]).toBe(tissue.enterprise.id);
    expect(matches[0]).toMatchObject({ name: '示例纸业', boothNos: ['1A01'] });
    expect(matches.find((m) => m.enterpriseId === wipes.enterprise.id)?.matchedNames).toEqual(['湿巾']);

    const english = new TestClient(ctx.app, 'en');
    const en = (await english.get(`/exhibitor/rest/purposes/${demand.id}/matches`)).body
      .data as PurposeMatch[];
    expect(en[0]).toMatchObject({ name: 'Demo Paper' });
    expect(en[0]?.matchedNames).toContain('Toilet Tissue');

    // A supply post, and a demand post not yet published, list nobody (the latter is not there for others).
    const supply = await buildPost(ctx, buyer.user.id, 'Passed', { type: 'supply' });
    expect((await anonymous.get(`/exhibitor/rest/purposes/${supply.id}/matches`)).body.data).toEqual([]);
    const pending = await buildPost(ctx, buyer.user.id, 'Pending', { type: 'demand' });
    expect((await anonymous.get(`/exhibitor/rest/purposes/${pending.id}/matches`)).status).toBe(404);
  });

  it("an exhibitor's staff see the demand posts of its categories, never its own enterprise's", async () => {
    const wipes = await exhibitorWithStaff('示例湿巾', 'Demo Wipes', 'I2', ['I204'], '1A02');
    const buyer = await buildPoster(ctx);
    const wanted = await buildPost(ctx, buyer.user.id, 'Passed', { type: 'demand' });
    await ctx.db.update(purposes).set({ category: 'wipes' }).where(eq(purposes.id, wanted.id));
    await buildPost(ctx, buyer.user.id, 'Passed', { type: 'demand' }); // finishedTissue: not theirs
    const own = await buildPost(ctx, wipes.user.id, 'Passed', {
      type: 'demand',
      enterpriseId: wipes.enterprise.id,
    });
    await ctx.db.update(purposes).set({ category: 'wipes' }).where(eq(purposes.id, own.id));

    const page = (await wipes.client.get('/exhibitor/rest/purposes/matching')).body.data as PurposePage;
    expect(page.rows.map((r) => r.id)).toEqual([wanted.id]);

    // A user without an enterprise is told to join one; an anonymous caller must sign in.
    const loner = await buildPoster(ctx);
    const refused = await loner.client.get('/exhibitor/rest/purposes/matching');
    expect(refused.status).toBe(403);
    expect(refused.body.errorMsg).toBe('请先加入已认证的企业');
    expect((await new TestClient(ctx.app).get('/exhibitor/rest/purposes/matching')).status).toBe(401);
  });
});

describe('reading in the other Chinese script', () => {
  it('a Traditional reader gets a Simplified post converted, with the original kept', async () => {
    const buyer = await buildPoster(ctx);
    const post = await buildPost(ctx, buyer.user.id, 'Passed', {
      title: '求购卫生纸',
      content: '长期采购面巾纸，请联系。',
    });
    const hant = new TestClient(ctx.app, 'zh-Hant');
    const read = (await hant.get(`/exhibitor/rest/purposes/${post.id}`)).body.data as Purpose;
    expect(read).toMatchObject({ title: '求购卫生纸', lang: 'zh-Hans' });
    expect(read.shown).toEqual({ title: '求購衛生紙', content: '長期採購面巾紙，請聯繫。' });
    // Readers of the script it was written in, and English readers, read the original only.
    expect(
      ((await new TestClient(ctx.app).get(`/exhibitor/rest/purposes/${post.id}`)).body.data as Purpose).shown,
    ).toBeNull();
    expect(
      ((await new TestClient(ctx.app, 'en').get(`/exhibitor/rest/purposes/${post.id}`)).body.data as Purpose)
        .shown,
    ).toBeNull();
    // The board's cards carry it too.
    const board = (await hant.post('/exhibitor/rest/purposes/page', {})).body.data as PurposePage;
    expect(board.rows[0]?.shown?.title).toBe('求購衛生紙');
  });
});

describe('reports', () => {
  it('readers report a post once each; the organizer hides it, which settles every open report', async () => {
    const publisher = await buildPoster(ctx);
    const post = await buildPost(ctx, publisher.user.id, 'Passed');
    const a = await buildPoster(ctx);
    const b = await buildPoster(ctx);
    const url = `/exhibitor/rest/purposes/${post.id}/report`;
    expect((await a.client.post(url, { reason: 'spam' })).body.data).toEqual({
      purposeId: post.id,
      reported: true,
    });
    // Reporting again updates the report instead of counting twice.
    await a.client.post(url, { reason: 'fraud' });
    await b.client.post(url, { reason: 'other', note: '联系方式是假的' });

    const missingNote = await b.client.post(url, { reason: 'other' });
    expect(missingNote.status).toBe(400);
    expect(missingNote.body.errorMsg).toContain('请说明举报的原因');
    const own = await publisher.client.post(url, { reason: 'spam' });
    expect(own.status).toBe(403);
    expect((await new TestClient(ctx.app).post(url, { reason: 'spam' })).status).toBe(401);

    const organizer = await buildOrganizer(ctx);
    expect((await a.client.get('/portal/rest/organizer/purposes/reports')).status).toBe(403);
    const queue = (await organizer.client.get('/portal/rest/organizer/purposes/reports')).body
      .data as PurposeReportPage;
    expect(queue.total).toBe(1);
    expect(queue.rows[0]).toMatchObject({
      purposeId: post.id,
      openCount: 2,
      totalCount: 2,
      outcome: null,
      notes: ['联系方式是假的'],
    });
    expect(queue.rows[0]?.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'fraud', count: 1 },
        { reason: 'other', count: 1 },
      ]),
    );

    const noReason = await organizer.client.put(`/portal/rest/organizer/purposes/reports/${post.id}`, {
      outcome: 'hidden',
    });
    expect(noReason.status).toBe(400);
    const hidden = await organizer.client.put(`/portal/rest/organizer/purposes/reports/${post.id}`, {
      outcome: 'hidden',
      reason: '虚假信息',
    });
    expect(hidden.body.data).toEqual({ purposeId: post.id, settled: 2 });
    // Gone from the board; the publisher reads the reason like a rejection.
    expect((await new TestClient(ctx.app).get(`/exhibitor/rest/purposes/${post.id}`)).status).toBe(404);
    const mine = (await publisher.client.get(`/exhibitor/rest/purposes/${post.id}`)).body.data as Purpose;
    expect(mine).toMatchObject({ publishStatus: 'Reject', rejectReason: '虚假信息' });

    const open = (await organizer.client.get('/portal/rest/organizer/purposes/reports?handled=false')).body
      .data as PurposeReportPage;
    expect(open.total).toBe(0);
    const settled = (await organizer.client.get('/portal/rest/organizer/purposes/reports?handled=true')).body
      .data as PurposeReportPage;
    expect(settled.rows[0]).toMatchObject({ purposeId: post.id, openCount: 0, outcome: 'hidden' });
  });

  it('kept: dismissing leaves the post on the board; a report of a post not on the board is refused', async () => {
    const publisher = await buildPoster(ctx);
    const post = await buildPost(ctx, publisher.user.id, 'Passed');
    const reader = await buildPoster(ctx);
    await reader.client.post(`/exhibitor/rest/purposes/${post.id}/report`, { reason: 'wrongCategory' });
    const organizer = await buildOrganizer(ctx);
    const kept = await organizer.client.put(`/portal/rest/organizer/purposes/reports/${post.id}`, {
      outcome: 'dismissed',
    });
    expect(kept.body.data).toEqual({ purposeId: post.id, settled: 1 });
    expect((await new TestClient(ctx.app).get(`/exhibitor/rest/purposes/${post.id}`)).status).toBe(200);

    const pending = await buildPost(ctx, publisher.user.id, 'Pending');
    expect(
      (await reader.client.post(`/exhibitor/rest/purposes/${pending.id}/report`, { reason: 'spam' })).status,
    ).toBe(404);
  });
});
