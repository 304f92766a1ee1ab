import { randomUUID } from 'node:crypto';
import { ErrorCode, type Propaganda, type PropagandaPage } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { pngPicture, readStoredFile, uploadFile } from '../attachments/attachments.test-support';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';

const ctx = useTestApp();
const BASE = '/exhibitor/rest/propaganda';
const ORG = '/portal/rest/organizer/exhibitorServices/propaganda';

const material = (extra: Record<string, unknown> = {}) => ({
  requestKey: randomUUID(),
  kind: 'pressRelease',
  titleZh: '新品发布',
  titleEn: 'New tissue line',
  bodyZh: '我们将在展会上发布新品。',
  bodyEn: 'We launch a new line at the fair.',
  ...extra,
});

async function fileOf(ownerUserId: number, mimeType = 'image/png') {
  const [row] = await ctx.db
    .insert(attachments)
    .values({ key: `t/${randomUUID()}`, kind: 'general', fileName: 'a.png', mimeType, size: 10, ownerUserId })
    .returning();
  return row!;
}

describe('propaganda', () => {
  it('goes draft → submitted → rejected (reason) → edited and resubmitted → approved, shown publicly', async () => {
    const { adminClient, enterprise, admin } = await buildEnterprise(ctx, { name: '宣传纸业' });
    const org = await buildOrganizer(ctx);
    const pic = await fileOf(admin.id);
    const body = material({ attachmentIds: [pic.id] });
    const [a, b] = await Promise.all([adminClient.post(BASE, body), adminClient.post(BASE, body)]);
    const item = a.body.data as Propaganda;
    expect((b.body.data as Propaganda).id).toBe(item.id);
    expect(item).toMatchObject({ status: 'draft', enterpriseName: '宣传纸业' });
    expect(item.files.map((f) => f.id)).toEqual([pic.id]);

    // Drafts are not in the organizer's queue.
    const empty = (await org.client.get(`${ORG}?status=submitted`)).body.data as PropagandaPage;
    expect(empty.rows.find((r) => r.id === item.id)).toBeUndefined();

    const submitted = (await adminClient.put(`${BASE}/${item.id}/submit`)).body.data as Propaganda;
    expect(submitted.status).toBe('submitted');
    const again = await adminClient.put(`${BASE}/${item.id}/submit`);
    expect((again.body.data as Propaganda).status).toBe('submitted');
    const queue = (await org.client.get(`${ORG}?status=submitted`)).body.data as PropagandaPage;
    expect(queue.rows.find((r) => r.id === item.id)?.enterpriseId).toBe(enterprise.id);

    const noReason = await org.client.put(`${ORG}/${item.id}`, { decision: 'reject', reason: ' ' });
    expect(noReason.status).toBe(400);
    const rejected = (await org.client.put(`${ORG}/${item.id}`, { decision: 'reject', reason: '图片不清晰' }))
      .body.data as Propaganda;
    expect([rejected.status, rejected.reason]).toEqual(['rejected', '图片不清晰']);
    const lateRevoke = await adminClient.put(`${BASE}/revoke/${item.id}`);
    expect([lateRevoke.status, lateRevoke.body.errorCode]).toEqual([409, ErrorCode.PROPAGANDA_STATE]);

    const { requestKey: _k, ...edit } = material({
      titleZh: '新品发布（修订）',
      attachmentIds: [pic.id],
      submit: true,
    });
    const resubmitted = (await adminClient.put(`${BASE}/${item.id}`, edit)).body.data as Propaganda;
    expect([resubmitted.status, resubmitted.titleZh, resubmitted.reason]).toEqual([
      'submitted',
      '新品发布（修订）',
      null,
    ]);
    const approved = (await org.client.put(`${ORG}/${item.id}`, { decision: 'approve' })).body
      .data as Propaganda;
    expect(approved.status).toBe('approved');
    const twice = await org.client.put(`${ORG}/${item.id}`, { decision: 'approve' });
    expect((twice.body.data as Propaganda).status).toBe('approved');
    const noEdit = await adminClient.put(`${BASE}/${item.id}`, edit);
    expect(noEdit.body.errorCode).toBe(ErrorCode.PROPAGANDA_STATE);

    const audit = (await adminClient.get(BASE)).body.data as PropagandaPage;
    expect(audit.rows.map((r) => [r.id, r.status])).toEqual([[item.id, 'approved']]);
    const pub = await new TestClient(ctx.app).get(`/portal/rest/propaganda/enterprise/${enterprise.id}`);
    expect((pub.body.data as Propaganda[]).map((r) => r.id)).toEqual([item.id]);
  });

  it('is revoked before review, sent back for changes with a reason, and takes only the caller’s pictures or PDFs', async () => {
    const { adminClient, admin } = await buildEnterprise(ctx);
    const org = await buildOrganizer(ctx);
    const first = (await adminClient.post(BASE, material({ submit: true }))).body.data as Propaganda;
    expect(first.status).toBe('submitted');
    const revoked = (await adminClient.put(`${BASE}/revoke/${first.id}`)).body.data as Propaganda;
    expect(revoked.status).toBe('revoked');
    expect((await org.client.put(`${ORG}/${first.id}`, { decision: 'approve' })).body.errorCode).toBe(
      ErrorCode.PROPAGANDA_STATE,
    );

    const second = (await adminClient.post(BASE, material({ submit: true }))).body.data as Propaganda;
    const noReason = await org.client.put(`${ORG}/${second.id}`, { decision: 'requestChanges' });
    expect(noReason.status).toBe(400);
    const back = (
      await org.client.put(`${ORG}/${second.id}`, { decision: 'requestChanges', reason: '请补充英文' })
    ).body.data as Propaganda;
    expect([back.status, back.reason]).toEqual(['changesRequested', '请补充英文']);

    const other = await buildUser(ctx);
    const foreign = await fileOf(other.id);
    const refused = await adminClient.post(BASE, material({ attachmentIds: [foreign.id] }));
    expect(refused.body.errorCode).toBe(ErrorCode.PROPAGANDA_FILE_NOT_USABLE);
    const video = await fileOf(admin.id, 'video/mp4');
    expect((await adminClient.post(BASE, material({ attachmentIds: [video.id] }))).body.errorCode).toBe(
      ErrorCode.PROPAGANDA_FILE_NOT_USABLE,
    );
    const pdf = await fileOf(admin.id, 'application/pdf');
    expect((await adminClient.post(BASE, material({ attachmentIds: [pdf.id] }))).body.success).toBe(true);
  });

  it('shows on the public page only the approved items of that enterprise, never drafts, rejected, sent back or withdrawn ones', async () => {
    const { adminClient, enterprise } = await buildEnterprise(ctx);
    const other = await buildEnterprise(ctx);
    const org = await buildOrganizer(ctx);
    const create = async (client: TestClient, title: string, submit: boolean) =>
      (await client.post(BASE, material({ titleZh: title, submit }))).body.data as Propaganda;
    const decide = (id: number, decision: string, reason?: string) =>
      org.client.put(`${ORG}/${id}`, { decision, reason });

    const approvedA = await create(adminClient, '批准一', true);
    const approvedB = await create(adminClient, '批准二', true);
    const draft = await create(adminClient, '草稿', false);
    const waiting = await create(adminClient, '待审', true);
    const rejected = await create(adminClient, '驳回', true);
    const sentBack = await create(adminClient, '退回修改', true);
    const withdrawn = await create(adminClient, '撤回', true);
    const foreign = await create(other.adminClient, '他家批准', true);
    for (const id of [approvedA.id, approvedB.id, foreign.id]) {
      expect((await decide(id, 'approve')).body.success).toBe(true);
    }
    expect((await decide(rejected.id, 'reject', '不符合要求')).body.success).toBe(true);
    expect((await decide(sentBack.id, 'requestChanges', '请补充')).body.success).toBe(true);
    expect((await adminClient.put(`${BASE}/revoke/${withdrawn.id}`)).body.success).toBe(true);

    const anon = new TestClient(ctx.app);
    const pub = await anon.get(`/portal/rest/propaganda/enterprise/${enterprise.id}`);
    expect(pub.status).toBe(200);
    const shown = pub.body.data as Propaganda[];
    expect(shown.map((r) => r.id).sort((a, b) => a - b)).toEqual([approvedA.id, approvedB.id]);
    expect(shown.every((r) => r.status === 'approved' && r.reason === null)).toBe(true);
    const hidden = [draft, waiting, rejected, sentBack, withdrawn, foreign].map((r) => r.id);
    expect(shown.some((r) => hidden.includes(r.id))).toBe(false);

    // Approving the waiting one shows it; editing and resubmitting a rejected one does not until approved.
    await decide(waiting.id, 'approve');
    const { requestKey: _k, ...edit } = material({ titleZh: '驳回后修改', submit: true });
    expect(((await adminClient.put(`${BASE}/${rejected.id}`, edit)).body.data as Propaganda).status).toBe(
      'submitted',
    );
    const after = (await anon.get(`/portal/rest/propaganda/enterprise/${enterprise.id}`)).body
      .data as Propaganda[];
    expect(after.map((r) => r.id).sort((a, b) => a - b)).toEqual([approvedA.id, approvedB.id, waiting.id]);
    const theirs = (await anon.get(`/portal/rest/propaganda/enterprise/${other.enterprise.id}`)).body
      .data as Propaganda[];
    expect(theirs.map((r) => r.id)).toEqual([foreign.id]);
  });

  it('refuses anonymous callers, buyers, plain staff writes, another enterprise and non-organizers at the queue', async () => {
    const { adminClient, enterprise } = await buildEnterprise(ctx);
    const item = (await adminClient.post(BASE, material({ submit: true }))).body.data as Propaganda;
    const anon = new TestClient(ctx.app);
    expect((await anon.get(BASE)).status).toBe(401);
    expect((await anon.post(BASE, material())).status).toBe(401);
    expect((await anon.get(ORG)).status).toBe(401);

    const buyer = await signedInClient(ctx, (await buildUser(ctx)).id);
    expect((await buyer.get(BASE)).body.success).toBe(false);
    expect((await buyer.post(BASE, material())).body.success).toBe(false);
    expect((await buyer.get(ORG)).status).toBe(403);
    expect((await buyer.put(`${ORG}/${item.id}`, { decision: 'approve' })).status).toBe(403);

    const staff = await buildMember(ctx, enterprise.id, 'staff');
    expect(((await staff.client.get(BASE)).body.data as PropagandaPage).total).toBe(1);
    expect((await staff.client.post(BASE, material())).body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_ADMIN);

    const other = await buildEnterprise(ctx);
    for (const res of [
      await other.adminClient.get(`${BASE}/${item.id}`),
      await other.adminClient.put(`${BASE}/revoke/${item.id}`),
      await other.adminClient.put(`${BASE}/${item.id}/submit`),
    ]) {
      expect([res.status, res.body.errorCode]).toEqual([404, ErrorCode.PROPAGANDA_NOT_FOUND]);
    }
    expect(((await other.adminClient.get(BASE)).body.data as PropagandaPage).total).toBe(0);
    expect((await other.adminClient.put(`${ORG}/${item.id}`, { decision: 'approve' })).status).toBe(403);

    // The organizer reviews but is no member: the exhibitor's own list refuses it.
    const org = await buildOrganizer(ctx);
    expect((await org.client.post(BASE, material())).body.success).toBe(false);
    expect((await org.client.put(`${ORG}/${item.id}`, { decision: 'approve' })).body.success).toBe(true);
  });

  it('keeps a draft’s picture to the enterprise and the organizer, and shows it to anyone once approved (issue 16 item 2)', async () => {
    const { adminClient, enterprise } = await buildEnterprise(ctx, { name: '文件纸业' });
    const colleague = await buildMember(ctx, enterprise.id);
    const other = await buildEnterprise(ctx);
    const org = await buildOrganizer(ctx);
    const up = await uploadFile(
      ctx.app,
      '/exhibitor/rest/attachments/upload',
      { bytes: await pngPicture(300, 200), fileName: 'flyer.png' },
      { token: adminClient.token },
    );
    const pic = up.body.data as { id: number; url: string };
    const read = (token?: string) => readStoredFile(ctx.app, pic.url, token);
    const item = (await adminClient.post(BASE, material({ attachmentIds: [pic.id], submit: true }))).body
      .data as Propaganda;
    expect(item.status).toBe('submitted');

    expect((await read()).statusCode).toBe(404);
    expect((await read(other.adminClient.token)).statusCode).toBe(404);
    const mine = await read(colleague.client.token);
    expect([mine.statusCode, mine.headers['cache-control']]).toEqual([200, 'private, no-store']);
    expect((await read(org.client.token)).statusCode).toBe(200);

    await org.client.put(`${ORG}/${item.id}`, { decision: 'approve' });
    const anyone = await read();
    expect(anyone.statusCode).toBe(200);
    expect(anyone.headers['cache-control']).not.toContain('private');
  });
});
