import { randomInt } from 'node:crypto';
import {
  ErrorCode,
  nextSettlementState,
  SETTLEMENT_ACTIONS,
  SETTLEMENT_STATES,
  type SettlementState,
} from '@cidpex/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments, outbox } from '../../db/schema';
import { buildOrganizer } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise, buildMember } from './enterprises.factories';

const ctx = useTestApp();

async function buildPaper(ownerUserId: number, kind = 'settled') {
  const key = `settled/test-${randomInt(1e9)}.pdf`;
  const bytes = Buffer.from('%PDF-1.4 settlement paper');
  await ctx.app.deps.storage.put(key, bytes);
  const [row] = await ctx.db
    .insert(attachments)
    .values({
      key,
      kind,
      fileName: 'settlement.pdf',
      mimeType: 'application/pdf',
      size: bytes.length,
      ownerUserId,
    })
    .returning();
  return row!;
}

const body = (paperAttachmentIds: number[] = []) => ({
  interests: ['booth', 'onlineShowroom'],
  contactName: '王芳',
  contactPhone: '025-58000001',
  note: '希望参加新产品展区',
  paperAttachmentIds,
});

describe('settlement state table', () => {
  it('allows exactly the listed transitions', () => {
    const allowed: Record<string, SettlementState> = {
      'none:submit': 'pending',
      'rejected:submit': 'pending',
      'pending:modify': 'pending',
      'rejected:modify': 'pending',
      'pending:approve': 'settled',
      'pending:reject': 'rejected',
    };
    for (const from of ['none', ...SETTLEMENT_STATES] as const) {
      for (const action of SETTLEMENT_ACTIONS) {
        expect(nextSettlementState(from, action), `${from}:${action}`).toBe(
          allowed[`${from}:${action}`] ?? null,
        );
      }
    }
  });
});

describe('settlement (enterprise/settlement: settled, stateList, modify)', () => {
  it('apply → modify → reject (reason) → modify (resubmit) → approve, each refusal by the table', async () => {
    const a = await buildEnterprise(ctx, { name: '甲入驻公司' });
    const member = await buildMember(ctx, a.enterprise.id);
    const organizer = await buildOrganizer(ctx);
    const paper = await buildPaper(a.admin.id);

    expect(
      (await member.client.get('/exhibitor/rest/enterprise/settlement/stateList')).body.data,
    ).toMatchObject({
      state: 'none',
      settlement: null,
      states: ['pending', 'settled', 'rejected'],
    });
    const modifyFirst = await a.adminClient.put('/exhibitor/rest/enterprise/settlement/modify', body());
    expect(modifyFirst.body.errorCode).toBe(ErrorCode.SETTLEMENT_STATE);
    const applied = await a.adminClient.post(
      '/exhibitor/rest/enterprise/settlement/settled',
      body([paper.id]),
    );
    expect(applied.body.data).toMatchObject({ status: 'pending', paperAttachmentIds: [paper.id] });
    const id = (applied.body.data as { id: number }).id;
    const twice = await a.adminClient.post('/exhibitor/rest/enterprise/settlement/settled', body());
    expect(twice.body.errorCode).toBe(ErrorCode.SETTLEMENT_STATE);
    const modified = await a.adminClient.put('/exhibitor/rest/enterprise/settlement/modify', {
      ...body([paper.id]),
      interests: ['webcast'],
    });
    expect(modified.body.data).toMatchObject({ status: 'pending', interests: ['webcast'] });

    const queue = await organizer.client.get(
      '/portal/rest/organizer/enterprises/settlements?status=pending&keyword=甲入驻',
    );
    expect(queue.body.data).toMatchObject({ total: 1, rows: [{ id, enterpriseName: '甲入驻公司' }] });
    const noReason = await organizer.client.put(
      `/portal/rest/organizer/enterprises/settlements/${id}/reject`,
      {
        reason: ' ',
      },
    );
    expect(noReason.body.errorCode).toBe(ErrorCode.REJECT_REASON_REQUIRED);
    const rejected = await organizer.client.put(
      `/portal/rest/organizer/enterprises/settlements/${id}/reject`,
      {
        reason: '资料不全',
      },
    );
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: '资料不全' });
    const [notice] = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, a.admin.mobile!))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(notice?.body).toContain('资料不全');
    expect(
      (await member.client.get('/exhibitor/rest/enterprise/settlement/stateList')).body.data,
    ).toMatchObject({
      state: 'rejected',
      settlement: { rejectReason: '资料不全' },
    });
    const approveRejected = await organizer.client.put(
      `/portal/rest/organizer/enterprises/settlements/${id}/approve`,
    );
    expect(approveRejected.body.errorCode).toBe(ErrorCode.SETTLEMENT_STATE);

    const resubmitted = await a.adminClient.put(
      '/exhibitor/rest/enterprise/settlement/modify',
      body([paper.id]),
    );
    expect(resubmitted.body.data).toMatchObject({ status: 'pending', rejectReason: null });
    const approved = await organizer.client.put(
      `/portal/rest/organizer/enterprises/settlements/${id}/approve`,
    );
    expect(approved.body.data).toMatchObject({ status: 'settled' });
    expect(
      (await a.adminClient.put('/exhibitor/rest/enterprise/settlement/modify', body())).body.errorCode,
    ).toBe(ErrorCode.SETTLEMENT_STATE);
    expect(
      (
        await organizer.client.put(`/portal/rest/organizer/enterprises/settlements/${id}/reject`, {
          reason: 'x',
        })
      ).body.errorCode,
    ).toBe(ErrorCode.SETTLEMENT_STATE);
  });

  it("the enterprise's members read the details of its papers; another enterprise is told they do not exist", async () => {
    const a = await buildEnterprise(ctx, { name: '甲文件公司' });
    const member = await buildMember(ctx, a.enterprise.id);
    const other = await buildEnterprise(ctx, { name: '乙文件公司' });
    const paper = await buildPaper(a.admin.id);
    const url = `/portal/rest/attachments/${paper.id}`;
    // Before it is attached only the uploader reads it.
    expect((await member.client.get(url)).status).toBe(404);
    const applied = await a.adminClient.post(
      '/exhibitor/rest/enterprise/settlement/settled',
      body([paper.id]),
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const details = (await member.client.get(url)).body.data as { url: string };
    expect(details).toMatchObject({ id: paper.id, fileName: 'settlement.pdf' });
    expect((await other.adminClient.get(url)).status).toBe(404);

    // The file itself (issue 16 item 2): served only through the signed link the details hand
    // out; its bare address, or another file's pass, finds nothing.
    const served = (address: string) => ctx.app.inject({ method: 'GET', url: address });
    expect(details.url).toMatch(new RegExp(`^/attachment/${paper.key}\\?exp=\\d+&sig=[\\w-]+$`));
    const ok = await served(details.url);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect((await served(`/attachment/${paper.key}`)).statusCode).toBe(404);
    const unattached = await buildPaper(a.admin.id);
    const otherPass = details.url.split('?')[1];
    // Attached to nothing: its uploader's alone, not anyone's (attachments' visibility).
    expect((await served(`/attachment/${unattached.key}`)).statusCode).toBe(404);
    const licence = await buildPaper(a.admin.id, 'license');
    await ctx.db
      .update(attachments)
      .set({ refType: 'enterpriseLicence', refId: String(a.enterprise.id) })
      .where(eq(attachments.id, licence.id));
    expect((await served(`/attachment/${licence.key}?${otherPass}`)).statusCode).toBe(404);
    const licenceDetails = (await member.client.get(`/portal/rest/attachments/${licence.id}`)).body.data as {
      url: string;
    };
    expect((await served(licenceDetails.url)).statusCode).toBe(200);
  });

  it('refuses papers of someone else or of another kind, and an empty interest list', async () => {
    const a = await buildEnterprise(ctx);
    const b = await buildEnterprise(ctx);
    const others = await buildPaper(b.admin.id);
    const licence = await buildPaper(a.admin.id, 'license');
    for (const ids of [[others.id], [licence.id], [987654]]) {
      const res = await a.adminClient.post('/exhibitor/rest/enterprise/settlement/settled', body(ids));
      expect(res.body.errorCode, String(ids)).toBe(ErrorCode.SETTLEMENT_PAPER_NOT_USABLE);
    }
    const empty = await a.adminClient.post('/exhibitor/rest/enterprise/settlement/settled', {
      ...body(),
      interests: [],
    });
    expect(empty.body.errorCode).toBe(ErrorCode.SETTLEMENT_INTEREST_REQUIRED);
    // A paper used by A's settlement cannot be reused by B.
    const mine = await buildPaper(a.admin.id);
    await a.adminClient.post('/exhibitor/rest/enterprise/settlement/settled', body([mine.id]));
    await ctx.db.update(attachments).set({ ownerUserId: b.admin.id }).where(eq(attachments.id, mine.id));
    const reused = await b.adminClient.post('/exhibitor/rest/enterprise/settlement/settled', body([mine.id]));
    expect(reused.body.errorCode).toBe(ErrorCode.SETTLEMENT_PAPER_NOT_USABLE);
  });

  it('permissions: anonymous, another enterprise, staff, administrator, organizer', async () => {
    const a = await buildEnterprise(ctx);
    const b = await buildEnterprise(ctx);
    const member = await buildMember(ctx, a.enterprise.id);
    const anonymous = new TestClient(ctx.app);
    const organizer = await buildOrganizer(ctx);
    const applied = await a.adminClient.post('/exhibitor/rest/enterprise/settlement/settled', body());
    const id = (applied.body.data as { id: number }).id;

    for (const [path, method] of [
      ['/exhibitor/rest/enterprise/settlement/settled', 'post'],
      ['/exhibitor/rest/enterprise/settlement/modify', 'put'],
    ] as const) {
      expect((await anonymous[method](path, body())).body.errorCode).toBe(ErrorCode.LOGIN_EXPIRED);
      expect((await member.client[method](path, body())).body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_ADMIN);
    }
    expect((await anonymous.get('/exhibitor/rest/enterprise/settlement/stateList')).body.errorCode).toBe(
      ErrorCode.LOGIN_EXPIRED,
    );
    // Another enterprise's administrator only ever reads and changes their own settlement.
    expect(
      (await b.adminClient.get('/exhibitor/rest/enterprise/settlement/stateList')).body.data,
    ).toMatchObject({
      state: 'none',
      settlement: null,
    });
    const bModify = await b.adminClient.put('/exhibitor/rest/enterprise/settlement/modify', body());
    expect(bModify.body.errorCode).toBe(ErrorCode.SETTLEMENT_STATE);
    expect(
      (await member.client.get('/exhibitor/rest/enterprise/settlement/stateList')).body.data,
    ).toMatchObject({
      state: 'pending',
      settlement: { id },
    });
    // The queue and its decisions are the organizer's.
    for (const client of [anonymous, a.adminClient, member.client]) {
      const list = await client.get('/portal/rest/organizer/enterprises/settlements');
      expect(list.status).toBeGreaterThanOrEqual(401);
      const approve = await client.put(`/portal/rest/organizer/enterprises/settlements/${id}/approve`);
      expect(approve.status).toBeGreaterThanOrEqual(401);
    }
    expect(
      (await organizer.client.get('/portal/rest/organizer/enterprises/settlements')).body.data,
    ).toMatchObject({
      total: 1,
      counts: { pending: 1 },
    });
  });
});
