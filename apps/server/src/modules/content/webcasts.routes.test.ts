import { ErrorCode, type OwnWebcast, type WebcastDetail, type WebcastPage } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments, webcastQuestions } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildPicture } from '../activities/activities.factories';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { buildUpload } from '../products/products.factories';

const ctx = useTestApp();

async function team() {
  const a = await buildEnterprise(ctx, { name: '甲纸业' });
  const staff = await buildMember(ctx, a.enterprise.id, 'staff');
  const b = await buildEnterprise(ctx, { name: '乙纸业' });
  const organizer = await buildOrganizer(ctx);
  return { a, staff, b, organizer };
}

async function draft(client: TestClient, userId: number, extra: Record<string, unknown> = {}) {
  const video = await buildUpload(ctx, userId, 'video');
  const poster = await buildPicture(ctx, userId, 'picture');
  const res = await client.post('/exhibitor/rest/webcasts', {
    title: '<b>新品发布</b>直播',
    titleEn: 'Launch webcast',
    summary: '三层原生木浆新品<script>alert(1)</script>',
    report: '<p>发布会报告</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    posterAttachmentId: poster.id,
    videos: [{ title: '第一段', attachmentId: video.id }],
    ...extra,
  });
  expect(res.body.errorMsg).toBeNull();
  return { webcast: res.body.data as OwnWebcast, video, poster };
}

describe('webcasts', () => {
  it('staff write and submit, the organizer approves, visitors watch, ask, and read the answer', async () => {
    const { a, staff, organizer } = await team();
    const { webcast, video } = await draft(staff.client, staff.user.id);
    expect(webcast).toMatchObject({
      enterpriseId: a.enterprise.id,
      title: '新品发布直播',
      summary: '三层原生木浆新品',
      status: 'draft',
      videos: [{ title: '第一段', format: 'mp4', attachmentId: video.id }],
    });
    expect(webcast.report).toContain('<p>发布会报告</p>');
    expect(webcast.report).not.toMatch(/script|onerror/);
    const [linked] = await ctx.db.select().from(attachments).where(eq(attachments.id, video.id));
    expect(linked).toMatchObject({ refType: 'webcast', refId: String(webcast.id) });

    // Not public before the review.
    const anon = new TestClient(ctx.app);
    expect((await anon.get(`/portal/rest/webcasts/${webcast.id}`)).status).toBe(404);

    // A colleague (the administrator) sees it and submits it; submitting twice is refused.
    const list = await a.adminClient.get('/exhibitor/rest/webcasts');
    expect((list.body.data as OwnWebcast[]).map((w) => w.id)).toEqual([webcast.id]);
    const submitted = await a.adminClient.post(`/exhibitor/rest/webcasts/${webcast.id}/submit`);
    expect(submitted.body.data).toMatchObject({ status: 'pending' });
    const again = await a.adminClient.post(`/exhibitor/rest/webcasts/${webcast.id}/submit`);
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe(ErrorCode.WEBCAST_STATE);

    // Rejecting needs a reason; approving publishes.
    const noNote = await organizer.client.post(`/portal/rest/organizer/webcasts/${webcast.id}/review`, {
      decision: 'reject',
    });
    expect(noNote.status).toBe(400);
    const queue = await organizer.client.get('/portal/rest/organizer/webcasts?status=pending');
    expect((queue.body.data as { rows: OwnWebcast[] }).rows.map((w) => w.id)).toEqual([webcast.id]);
    const approved = await organizer.client.post(`/portal/rest/organizer/webcasts/${webcast.id}/review`, {
      decision: 'approve',
    });
    expect(approved.body.data).toMatchObject({ status: 'approved' });

    const page = (await anon.get('/portal/rest/webcasts')).body.data as WebcastPage;
    expect(page.rows).toEqual([
      expect.objectContaining({ id: webcast.id, enterpriseName: '甲纸业', videoCount: 1, hasReport: true }),
    ]);
    const en = (await new TestClient(ctx.app, 'en').get('/portal/rest/webcasts')).body.data as WebcastPage;
    expect(en.rows[0]!.title).toBe('Launch webcast');
    const videos = await anon.get('/portal/rest/webcasts/videos');
    expect(videos.body.data).toMatchObject({
      total: 1,
      rows: [{ webcastId: webcast.id, index: 0, title: '第一段' }],
    });

    // A visitor asks (twice: stored once); anonymous callers may not ask.
    expect(
      (await anon.post(`/portal/rest/webcasts/${webcast.id}/questions`, { body: '价格？' })).status,
    ).toBe(401);
    const visitor = await buildUser(ctx, { name: '王小明' });
    const vc = await signedInClient(ctx, visitor.id);
    const q1 = await vc.post(`/portal/rest/webcasts/${webcast.id}/questions`, {
      body: '<i>起订量</i>多少？',
    });
    expect(q1.body.data).toMatchObject({ body: '起订量多少？', status: 'pending', askedBy: '王**' });
    await vc.post(`/portal/rest/webcasts/${webcast.id}/questions`, { body: '<i>起订量</i>多少？' });
    expect(await ctx.db.select().from(webcastQuestions)).toHaveLength(1);
    expect((await vc.post(`/portal/rest/webcasts/${webcast.id}/questions`, { body: '  ' })).status).toBe(400);

    // Pending questions are not public; the organizer approves with an answer.
    let detail = (await anon.get(`/portal/rest/webcasts/${webcast.id}`)).body.data as WebcastDetail;
    expect(detail.questions).toEqual([]);
    const qid = (q1.body.data as { id: number }).id;
    const moderated = await organizer.client.post(`/portal/rest/organizer/webcastQuestions/${qid}`, {
      decision: 'approve',
      answer: '起订量为一个整柜',
    });
    expect(moderated.body.data).toMatchObject({ status: 'approved', webcastId: webcast.id });
    detail = (await anon.get(`/portal/rest/webcasts/${webcast.id}`)).body.data as WebcastDetail;
    expect(detail.questions).toEqual([
      expect.objectContaining({ body: '起订量多少？', answer: '起订量为一个整柜' }),
    ]);
    expect(detail.videos[0]).toMatchObject({ format: 'mp4', url: `/attachment/${video.key}` });
    expect(detail.views).toBeGreaterThan(0);
    const mine = await vc.get(`/portal/rest/webcasts/${webcast.id}/myQuestions`);
    expect(mine.body.data).toEqual([expect.objectContaining({ status: 'approved' })]);

    // Editing an approved webcast sends it back to the review (and off the public list).
    const back = await staff.client.put(`/exhibitor/rest/webcasts/${webcast.id}`, {
      title: '新品发布直播（修订）',
      videos: [{ title: '第一段', attachmentId: video.id }],
    });
    expect(back.body.data).toMatchObject({ status: 'pending', poster: null });
    expect(((await anon.get('/portal/rest/webcasts')).body.data as WebcastPage).total).toBe(0);
  });

  it('only the staff of THAT enterprise touch its webcasts; files must be their own; roles are checked', async () => {
    const { staff, b, organizer } = await team();
    const { webcast } = await draft(staff.client, staff.user.id);

    // Another enterprise's administrator can neither read, edit, submit nor delete it.
    expect((await b.adminClient.get(`/exhibitor/rest/webcasts/${webcast.id}`)).body.errorCode).toBe(
      ErrorCode.NOT_ENTERPRISE_STAFF,
    );
    const video = await buildUpload(ctx, b.admin.id, 'video');
    const put = await b.adminClient.put(`/exhibitor/rest/webcasts/${webcast.id}`, {
      title: 'x',
      videos: [{ attachmentId: video.id }],
    });
    expect(put.body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_STAFF);
    expect((await b.adminClient.post(`/exhibitor/rest/webcasts/${webcast.id}/submit`)).body.errorCode).toBe(
      ErrorCode.NOT_ENTERPRISE_STAFF,
    );
    expect((await b.adminClient.delete(`/exhibitor/rest/webcasts/${webcast.id}`)).body.errorCode).toBe(
      ErrorCode.NOT_ENTERPRISE_STAFF,
    );
    expect((await b.adminClient.get('/exhibitor/rest/webcasts')).body.data).toEqual([]);

    // Someone else's upload, a picture as a video, and no video at all are refused.
    const theirs = await b.adminClient.post('/exhibitor/rest/webcasts', {
      title: 'x',
      videos: [{ attachmentId: webcast.videos[0]!.attachmentId }],
    });
    expect(theirs.body.errorCode).toBe(ErrorCode.WEBCAST_VIDEO_INVALID);
    const pic = await buildPicture(ctx, b.admin.id, 'picture');
    expect(
      (
        await b.adminClient.post('/exhibitor/rest/webcasts', {
          title: 'x',
          videos: [{ attachmentId: pic.id }],
        })
      ).body.errorCode,
    ).toBe(ErrorCode.WEBCAST_VIDEO_INVALID);
    const none = await b.adminClient.post('/exhibitor/rest/webcasts', { title: 'x', videos: [] });
    expect(none.status).toBe(400);
    const untitled = await b.adminClient.post('/exhibitor/rest/webcasts', {
      title: ' ',
      videos: [{ attachmentId: video.id }],
    });
    expect(untitled.status).toBe(400);

    // A user without an enterprise, an anonymous caller, a non-organizer reviewer.
    const loner = await signedInClient(ctx, (await buildUser(ctx)).id);
    expect((await loner.get('/exhibitor/rest/webcasts')).status).not.toBe(200);
    expect((await new TestClient(ctx.app).get('/exhibitor/rest/webcasts')).status).toBe(401);
    const review = await staff.client.post(`/portal/rest/organizer/webcasts/${webcast.id}/review`, {
      decision: 'approve',
    });
    expect(review.status).toBe(403);
    expect((await staff.client.get('/portal/rest/organizer/webcastQuestions')).status).toBe(403);

    // A draft cannot be approved; it can be deleted (its files freed); a pending one cannot.
    const early = await organizer.client.post(`/portal/rest/organizer/webcasts/${webcast.id}/review`, {
      decision: 'approve',
    });
    expect(early.body.errorCode).toBe(ErrorCode.WEBCAST_STATE);
    await staff.client.post(`/exhibitor/rest/webcasts/${webcast.id}/submit`);
    expect((await staff.client.delete(`/exhibitor/rest/webcasts/${webcast.id}`)).status).toBe(409);
    await staff.client.post(`/exhibitor/rest/webcasts/${webcast.id}/withdraw`);
    expect((await staff.client.delete(`/exhibitor/rest/webcasts/${webcast.id}`)).body.data).toEqual({
      ok: true,
    });
    const [freed] = await ctx.db
      .select()
      .from(attachments)
      .where(eq(attachments.id, webcast.videos[0]!.attachmentId!));
    expect(freed!.refType).toBeNull();
  });

  it('a stale save is refused (version)', async () => {
    const { staff, a } = await team();
    const { webcast, video } = await draft(staff.client, staff.user.id);
    const body = { title: '甲', videos: [{ attachmentId: video.id }], version: webcast.version };
    expect((await a.adminClient.put(`/exhibitor/rest/webcasts/${webcast.id}`, body)).status).toBe(200);
    const stale = await staff.client.put(`/exhibitor/rest/webcasts/${webcast.id}`, body);
    expect(stale.body.errorCode).toBe(ErrorCode.WEBCAST_VERSION_CONFLICT);
  });
});
