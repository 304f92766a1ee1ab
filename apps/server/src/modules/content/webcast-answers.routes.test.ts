import { ErrorCode, type MyQuestion, type OwnWebcast, type WebcastDetail } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { buildUpload } from '../products/products.factories';

const ctx = useTestApp();

/** An approved webcast of enterprise A, two questions of a visitor on it (one approved). */
async function scene() {
  const a = await buildEnterprise(ctx, { name: '甲纸业' });
  const staff = await buildMember(ctx, a.enterprise.id, 'staff');
  const b = await buildEnterprise(ctx, { name: '乙纸业' });
  const organizer = await buildOrganizer(ctx);
  const video = await buildUpload(ctx, staff.user.id, 'video');
  const created = await staff.client.post('/exhibitor/rest/webcasts', {
    title: '新品发布',
    titleEn: 'Launch',
    summary: '',
    report: '',
    videos: [{ title: '第一段', attachmentId: video.id }],
  });
  const webcast = created.body.data as OwnWebcast;
  await staff.client.post(`/exhibitor/rest/webcasts/${webcast.id}/submit`);
  await organizer.client.post(`/portal/rest/organizer/webcasts/${webcast.id}/review`, {
    decision: 'approve',
  });
  const visitor = await buildUser(ctx, { name: '王小明' });
  const vc = await signedInClient(ctx, visitor.id);
  const ask = async (body: string) =>
    ((await vc.post(`/portal/rest/webcasts/${webcast.id}/questions`, { body })).body.data as MyQuestion).id;
  const approvedQ = await ask('起订量多少？');
  const pendingQ = await ask('交货期多久？');
  await organizer.client.post(`/portal/rest/organizer/webcastQuestions/${approvedQ}`, {
    decision: 'approve',
  });
  return { a, staff, b, organizer, webcast, vc, approvedQ, pendingQ };
}

describe('answers to webcast questions', () => {
  it("the webcast's enterprise answers an approved question; visitors read it, the asker sees their pending one", async () => {
    const { a, staff, organizer, webcast, vc, approvedQ, pendingQ } = await scene();
    // The staff see the approved questions only (not what waits for the organizer).
    const own = await staff.client.get(`/exhibitor/rest/webcasts/${webcast.id}/questions`);
    expect((own.body.data as MyQuestion[]).map((q) => q.id)).toEqual([approvedQ]);

    const answered = await staff.client.post(
      `/exhibitor/rest/webcasts/${webcast.id}/questions/${approvedQ}/answer`,
      { answer: '<b>一个整柜</b>起订' },
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data).toMatchObject({ answer: '一个整柜起订', answeredBy: 'enterprise' });
    // A colleague (the administrator) answers again: the answer is replaced, not added.
    await a.adminClient.post(`/exhibitor/rest/webcasts/${webcast.id}/questions/${approvedQ}/answer`, {
      answer: '一个整柜（约 20 吨）起订',
    });

    const anon = new TestClient(ctx.app);
    const detail = (await anon.get(`/portal/rest/webcasts/${webcast.id}`)).body.data as WebcastDetail;
    expect(detail.questions).toEqual([
      expect.objectContaining({
        id: approvedQ,
        answer: '一个整柜（约 20 吨）起订',
        answeredBy: 'enterprise',
      }),
    ]);
    // The pending question is the asker's alone.
    const mine = (await vc.get(`/portal/rest/webcasts/${webcast.id}/myQuestions`)).body.data as MyQuestion[];
    expect(mine.map((q) => [q.id, q.status])).toEqual([
      [pendingQ, 'pending'],
      [approvedQ, 'approved'],
    ]);
    const other = await signedInClient(ctx, (await buildUser(ctx)).id);
    expect((await other.get(`/portal/rest/webcasts/${webcast.id}/myQuestions`)).body.data).toEqual([]);

    // The staff cannot answer what the organizer has not approved.
    const early = await staff.client.post(
      `/exhibitor/rest/webcasts/${webcast.id}/questions/${pendingQ}/answer`,
      {
        answer: '两周',
      },
    );
    expect(early.status).toBe(409);
    expect(early.body.errorCode).toBe(ErrorCode.WEBCAST_QUESTION_STATE);

    // The organizer answers the pending one and approves it later: the answer stays.
    const orgAnswer = await organizer.client.post(
      `/portal/rest/organizer/webcastQuestions/${pendingQ}/answer`,
      {
        answer: '现货两周内发出',
      },
    );
    expect(orgAnswer.body.data).toMatchObject({
      answer: '现货两周内发出',
      answeredBy: 'organizer',
      status: 'pending',
    });
    await organizer.client.post(`/portal/rest/organizer/webcastQuestions/${pendingQ}`, {
      decision: 'approve',
    });
    const after = (await anon.get(`/portal/rest/webcasts/${webcast.id}`)).body.data as WebcastDetail;
    expect(after.questions.map((q) => [q.id, q.answer, q.answeredBy])).toEqual([
      [pendingQ, '现货两周内发出', 'organizer'],
      [approvedQ, '一个整柜（约 20 吨）起订', 'enterprise'],
    ]);
    // An empty answer is refused.
    const empty = await organizer.client.post(`/portal/rest/organizer/webcastQuestions/${pendingQ}/answer`, {
      answer: '  ',
    });
    expect(empty.status).toBe(400);
  });

  it('another enterprise, a visitor or a stranger cannot answer; a rejected question takes no answer', async () => {
    const { b, organizer, webcast, vc, approvedQ, pendingQ } = await scene();
    const url = `/exhibitor/rest/webcasts/${webcast.id}/questions/${approvedQ}/answer`;
    const foreign = await b.adminClient.post(url, { answer: '我们更便宜' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_STAFF);
    expect((await b.adminClient.get(`/exhibitor/rest/webcasts/${webcast.id}/questions`)).status).toBe(403);
    expect((await vc.post(url, { answer: '…' })).status).toBe(403);
    expect((await new TestClient(ctx.app).post(url, { answer: '…' })).status).toBe(401);
    expect(
      (await vc.post(`/portal/rest/organizer/webcastQuestions/${approvedQ}/answer`, { answer: '…' })).status,
    ).toBe(403);

    // B's own webcast id with A's question: not found, never written.
    const bStaff = await buildMember(ctx, b.enterprise.id, 'staff');
    const bVideo = await buildUpload(ctx, bStaff.user.id, 'video');
    const bCast = (
      await bStaff.client.post('/exhibitor/rest/webcasts', {
        title: '乙的直播',
        videos: [{ title: '一', attachmentId: bVideo.id }],
      })
    ).body.data as OwnWebcast;
    const crossed = await bStaff.client.post(
      `/exhibitor/rest/webcasts/${bCast.id}/questions/${approvedQ}/answer`,
      {
        answer: '我们更便宜',
      },
    );
    expect(crossed.status).toBe(404);
    expect(crossed.body.errorCode).toBe(ErrorCode.WEBCAST_QUESTION_NOT_FOUND);

    await organizer.client.post(`/portal/rest/organizer/webcastQuestions/${pendingQ}`, {
      decision: 'reject',
    });
    const rejected = await organizer.client.post(
      `/portal/rest/organizer/webcastQuestions/${pendingQ}/answer`,
      {
        answer: '…',
      },
    );
    expect(rejected.status).toBe(409);
    expect(rejected.body.errorCode).toBe(ErrorCode.WEBCAST_QUESTION_STATE);
    const detail = (await new TestClient(ctx.app).get(`/portal/rest/webcasts/${webcast.id}`)).body
      .data as WebcastDetail;
    expect(detail.questions.map((q) => [q.id, q.answer])).toEqual([[approvedQ, null]]);
  });
});
