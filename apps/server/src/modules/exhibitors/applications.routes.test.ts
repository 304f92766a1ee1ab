import {
  APPLICATION_STATES,
  type Application,
  type ApplicationAction,
  type BoothContract,
  type BoothPlan,
  boothPrice,
  ErrorCode,
  nextApplicationState,
} from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { booths, exhibitors } from '../../db/schema';
import { buildOrganizer } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { BUSINESS, buildHall, COMPANY, fillWizard, STANDARD_WISH } from './exhibitor-services.factories';

const ctx = useTestApp();
const APP = '/exhibitor/rest/enterpriseApplys';
const ORG = '/portal/rest/organizer/exhibitorServices';

describe('application state table', () => {
  it('allows exactly the listed transitions', () => {
    const allowed: Record<ApplicationAction, string[]> = {
      save: ['draft', 'changes_requested'],
      submit: ['draft', 'changes_requested'],
      approve: ['submitted'],
      reject: ['submitted'],
      requestChanges: ['submitted'],
      restart: ['rejected'],
    };
    for (const [action, from] of Object.entries(allowed) as [ApplicationAction, string[]][]) {
      for (const state of APPLICATION_STATES) {
        const next = nextApplicationState(state, action);
        expect(next !== null, `${action} from ${state}`).toBe(from.includes(state));
      }
    }
    expect(nextApplicationState('draft', 'submit')).toBe('submitted');
    expect(nextApplicationState('changes_requested', 'save')).toBe('changes_requested');
  });
});

describe('the application wizard', () => {
  it('starts prefilled from the certified enterprise, saves each step and resumes on another device', async () => {
    const { enterprise, adminClient } = await buildEnterprise(ctx, {
      name: '预填纸业',
      nameEn: 'Prefill Paper',
    });
    const start = await adminClient.get(APP);
    const fresh = start.body.data as Application;
    expect(fresh).toMatchObject({ id: null, status: 'draft', company: null });
    expect(fresh.prefill).toMatchObject({ name: '预填纸业', nameEn: 'Prefill Paper', address: '南京' });

    await adminClient.put(`${APP}/step`, { step: 'company', data: COMPANY });
    // The same account on another device (a second session) finds the step saved.
    const other = new TestClient(ctx.app);
    other.token = await ctx.app.sessions.create(enterprise.submittedBy!, {});
    const resumed = (await other.get(APP)).body.data as Application;
    expect(resumed.company).toMatchObject({ name: COMPANY.name, contactMobile: COMPANY.contactMobile });
    expect(resumed.business).toBeNull();
  });

  it('checks the booth wish: raw space from 36 m², standard booths by 9 m²', async () => {
    const { adminClient } = await buildEnterprise(ctx);
    const small = await adminClient.put(`${APP}/step`, {
      step: 'booth',
      data: { type: 'raw', area: 18, width: 6, depth: 3 },
    });
    expect([small.status, small.body.errorCode]).toEqual([400, ErrorCode.BOOTH_AREA_BELOW_MIN]);
    expect(small.body.errorMsg).toBe('该展位类型的面积至少 36 平方米');
    const odd = await adminClient.put(`${APP}/step`, {
      step: 'booth',
      data: { type: 'standard', area: 12, width: 4, depth: 3 },
    });
    expect(odd.body.errorCode).toBe(ErrorCode.STANDARD_AREA_MULTIPLE);
  });

  it('refuses the final confirmation while a step or the booth is missing, then locks the application', async () => {
    const { adminClient } = await buildEnterprise(ctx);
    const hall = await buildHall(ctx);
    await adminClient.put(`${APP}/step`, { step: 'company', data: COMPANY });
    const incomplete = await adminClient.put(`${APP}/confirm`);
    expect(incomplete.body.errorCode).toBe(ErrorCode.APPLICATION_INCOMPLETE);
    expect(incomplete.body.errorMsg).toBe('请先填写完整：经营信息、展位意向');
    const english = await adminClient.request('PUT', `${APP}/confirm`, {}, { 'accept-language': 'en' });
    expect(english.body.errorMsg).toBe('Please complete these steps first: Business, Booth wish');
    await adminClient.put(`${APP}/step`, { step: 'business', data: BUSINESS });
    await adminClient.put(`${APP}/step`, { step: 'booth', data: STANDARD_WISH });
    const noBooth = await adminClient.put(`${APP}/confirm`);
    expect(noBooth.body.errorCode).toBe(ErrorCode.APPLICATION_NO_BOOTH);

    await adminClient.post('/exhibitor/rest/booths/request', { boothNo: hall.standard[1]!.boothNo });
    const confirmed = await adminClient.put(`${APP}/confirm`);
    const app = confirmed.body.data as Application;
    expect(app.status).toBe('submitted');
    expect(app.boothRequests.map((r) => r.status)).toEqual(['requested']);
    // Locked: no step, no booth choice until the organizer decides.
    const edit = await adminClient.put(`${APP}/step`, { step: 'business', data: BUSINESS });
    expect([edit.status, edit.body.errorCode]).toEqual([409, ErrorCode.APPLICATION_STATE]);
    const again = await adminClient.put(`${APP}/confirm`);
    expect(again.body.errorCode).toBe(ErrorCode.APPLICATION_STATE);
  });

  it('only the administrator or an operator edits; plain staff read; anonymous is refused', async () => {
    const { enterprise } = await buildEnterprise(ctx);
    const staff = await buildMember(ctx, enterprise.id, 'staff');
    const operator = await buildMember(ctx, enterprise.id, 'operator');
    expect((await staff.client.get(APP)).body.success).toBe(true);
    const refused = await staff.client.put(`${APP}/step`, { step: 'company', data: COMPANY });
    expect([refused.status, refused.body.errorCode]).toEqual([403, ErrorCode.NOT_ENTERPRISE_ADMIN]);
    expect((await operator.client.put(`${APP}/step`, { step: 'company', data: COMPANY })).body.success).toBe(
      true,
    );
    const anonymous = await new TestClient(ctx.app).get(APP);
    expect(anonymous.status).toBe(401);
  });
});

describe('organizer review', () => {
  async function submitted() {
    const built = await buildEnterprise(ctx, { name: `审核纸业${Math.random()}` });
    const hall = await buildHall(ctx);
    await fillWizard(built.adminClient);
    await built.adminClient.post('/exhibitor/rest/booths/request', { boothNo: hall.standard[0]!.boothNo });
    const app = (await built.adminClient.put(`${APP}/confirm`)).body.data as Application;
    return { ...built, hall, app };
  }

  it('approval sells the booth (directory), issues the contract; payment marked received once', async () => {
    const { enterprise, adminClient, hall, app } = await submitted();
    const organizer = await buildOrganizer(ctx);
    const plainUser = await buildMember(ctx, enterprise.id, 'staff');
    const notOrganizer = await plainUser.client.put(`${ORG}/applications/${app.id}/approve`);
    expect(notOrganizer.status).toBe(403);

    const queue = await organizer.client.get(`${ORG}/applications?status=submitted`);
    expect(queue.body.data).toMatchObject({ counts: { submitted: 1 }, rows: [{ id: app.id }] });
    const approved = await organizer.client.put(`${ORG}/applications/${app.id}/approve`);
    expect((approved.body.data as Application).status).toBe('approved');

    const booth = hall.standard[0]!;
    const [exhibitor] = await ctx.db
      .select()
      .from(exhibitors)
      .where(eq(exhibitors.enterpriseId, enterprise.id));
    expect(exhibitor?.boothNos).toEqual([booth.boothNo]);
    const [row] = await ctx.db.select().from(booths).where(eq(booths.id, booth.id));
    expect(row).toMatchObject({ exhibitorId: exhibitor!.id, heldByEnterpriseId: null, heldUntil: null });

    const has = await adminClient.get(
      `/portal/rest/contracts/hasBoothContract/exhibition/${app.exhibitionId}/enterprise/${enterprise.id}`,
    );
    expect(has.body.data).toBe(true);
    const [contract] = (await adminClient.get('/portal/rest/contracts')).body.data as BoothContract[];
    // The first booth of the hall is a corner: 12,800 + 20 %.
    expect(contract).toMatchObject({ amount: boothPrice('standard', 9, true), paymentStatus: 'unpaid' });
    expect(contract!.amount).toBe(1_536_000);

    const pdf = await ctx.app.inject({
      url: `/portal/rest/contracts/preview/${contract!.id}?lang=en`,
      headers: { 'x-auth-token': adminClient.token!, 'accept-language': 'en' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pay = await adminClient.put(`/portal/rest/contracts/${contract!.id}/pay`);
    expect((pay.body.data as BoothContract).paymentStatus).toBe('pending');
    const received = await organizer.client.put(`${ORG}/contracts/${contract!.id}/received`);
    expect((received.body.data as BoothContract).paymentStatus).toBe('paid');
    const twice = await organizer.client.put(`${ORG}/contracts/${contract!.id}/received`);
    expect([twice.status, twice.body.errorCode]).toEqual([409, ErrorCode.CONTRACT_ALREADY_PAID]);

    // Another enterprise sees nothing of it.
    const other = await buildEnterprise(ctx);
    const foreign = await other.adminClient.put(`/portal/rest/contracts/${contract!.id}/pay`);
    expect(foreign.body.errorCode).toBe(ErrorCode.CONTRACT_NOT_FOUND);
    const foreignHas = await other.adminClient.get(
      `/portal/rest/contracts/hasBoothContract/exhibition/${app.exhibitionId}/enterprise/${enterprise.id}`,
    );
    expect(foreignHas.status).toBe(403);
  });

  it('a rejection needs a reason and frees the booth; changes requested keep it and reopen the wizard', async () => {
    const { adminClient, hall, app } = await submitted();
    const organizer = await buildOrganizer(ctx);
    const noReason = await organizer.client.put(`${ORG}/applications/${app.id}/reject`, { reason: ' ' });
    expect(noReason.status).toBe(400);

    await organizer.client.put(`${ORG}/applications/${app.id}/requestChanges`, { reason: '请补充展品' });
    const back = (await adminClient.get(APP)).body.data as Application;
    expect(back).toMatchObject({ status: 'changes_requested', reviewNote: '请补充展品' });
    expect(back.boothRequests[0]?.status).toBe('requested');
    expect((await adminClient.put(`${APP}/step`, { step: 'business', data: BUSINESS })).body.success).toBe(
      true,
    );
    await adminClient.put(`${APP}/confirm`);

    await organizer.client.put(`${ORG}/applications/${app.id}/reject`, { reason: '展区已满' });
    const rejected = (await adminClient.get(APP)).body.data as Application;
    expect(rejected).toMatchObject({ status: 'rejected', reviewNote: '展区已满' });
    expect(rejected.boothRequests[0]).toMatchObject({ status: 'rejected', reason: '展区已满' });
    const plan = (await adminClient.get(`/exhibitor/rest/boothPlans?hall=H7`)).body.data as BoothPlan;
    expect(plan.booths.find((b) => b.boothNo === hall.standard[0]!.boothNo)?.state).toBe('free');
    // A rejected application can be started again.
    const restarted = await adminClient.put(`${APP}/step`, { step: 'business', data: BUSINESS });
    expect((restarted.body.data as Application).status).toBe('draft');
  });

  it('speaks the three languages in its refusals', async () => {
    const { adminClient } = await buildEnterprise(ctx);
    for (const [lang, text] of [
      ['zh-Hans', '请先填写展位意向'],
      ['zh-Hant', '請先填寫展位意向'],
      ['en', 'booth wish'],
    ] as const) {
      adminClient.lang = lang;
      const refused = await adminClient.post('/exhibitor/rest/booths/request', { boothNo: 'X' });
      expect(refused.body.errorMsg).toContain(text);
    }
  });
});
