import {
  type AdRequest,
  type Application,
  type BoothPlan,
  type BoothRequest,
  ErrorCode,
  type PricePlan,
} from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boothRequests, booths, exhibitors } from '../../db/schema';
import { buildOrganizer } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { buildEnterprise } from '../enterprises/enterprises.factories';
import { buildHall, fillWizard } from './exhibitor-services.factories';

const ctx = useTestApp();
const X = '/exhibitor/rest';
const ORG = '/portal/rest/organizer/exhibitorServices';

async function applicant(name?: string) {
  const built = await buildEnterprise(ctx, { name: name ?? `选位纸业${Math.random()}` });
  await fillWizard(built.adminClient);
  return built;
}

describe('choosing booths on the plan', () => {
  it('shows state, type and price per booth; holds a chosen booth for its owner only', async () => {
    const hall = await buildHall(ctx);
    const a = await applicant();
    const b = await applicant();
    const before = (await a.adminClient.get(`${X}/boothPlans?type=standard`)).body.data as BoothPlan;
    expect(before.hall).toBe('H7');
    const corner = before.booths.find((x) => x.boothNo === hall.standard[0]!.boothNo)!;
    expect(corner).toMatchObject({
      state: 'free',
      type: 'standard',
      corner: true,
      size: 9,
      price: 1_536_000,
    });
    const raw = before.booths.find((x) => x.boothNo === hall.raw.boothNo)!;
    expect(raw).toMatchObject({ type: 'raw', size: 36, price: 36 * 128_000, holder: null });

    const mismatch = await a.adminClient.post(`${X}/booths/request`, { boothNo: hall.raw.boothNo });
    expect(mismatch.body.errorCode).toBe(ErrorCode.BOOTH_TYPE_MISMATCH);
    const held = await a.adminClient.post(`${X}/booths/request`, { boothNo: corner.boothNo });
    expect(held.body.data).toMatchObject({ status: 'held', kind: 'request', price: 1_536_000 });
    const minutes = (Date.parse((held.body.data as BoothRequest).heldUntil!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    const taken = await b.adminClient.post(`${X}/booths/request`, { boothNo: corner.boothNo });
    expect([taken.status, taken.body.errorCode]).toEqual([409, ErrorCode.BOOTH_HELD]);
    const mine = (await a.adminClient.get(`${X}/boothPlans?hall=H7`)).body.data as BoothPlan;
    const theirs = (await b.adminClient.get(`${X}/boothPlans?hall=H7`)).body.data as BoothPlan;
    expect(mine.booths.find((x) => x.boothNo === corner.boothNo)).toMatchObject({
      state: 'held',
      mine: true,
    });
    expect(theirs.booths.find((x) => x.boothNo === corner.boothNo)).toMatchObject({
      state: 'held',
      mine: false,
    });
    expect(theirs.counts.held).toBe(1);
    // Choosing one's own booth again renews the hold and adds no second request.
    await a.adminClient.post(`${X}/booths/request`, { boothNo: corner.boothNo });
    expect(((await a.adminClient.get(`${X}/boothRequests`)).body.data as BoothRequest[]).length).toBe(1);
  });

  it('an expired hold is free again: another enterprise takes it and the first cannot confirm', async () => {
    const hall = await buildHall(ctx);
    const a = await applicant();
    const b = await applicant();
    const boothNo = hall.standard[1]!.boothNo;
    await a.adminClient.post(`${X}/booths/request`, { boothNo });
    await ctx.db
      .update(booths)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(booths.boothNo, boothNo));
    await ctx.db.update(boothRequests).set({ heldUntil: new Date(Date.now() - 1000) });
    const seen = (await b.adminClient.get(`${X}/boothPlans?hall=H7`)).body.data as BoothPlan;
    expect(seen.booths.find((x) => x.boothNo === boothNo)?.state).toBe('free');
    const expired = (await a.adminClient.get(`${X}/boothRequests`)).body.data as BoothRequest[];
    expect(expired[0]?.status).toBe('expired');

    expect((await b.adminClient.post(`${X}/booths/request`, { boothNo })).body.success).toBe(true);
    const late = await a.adminClient.put(`${X}/enterpriseApplys/confirm`);
    expect([late.status, late.body.errorCode]).toEqual([409, ErrorCode.BOOTH_HOLD_EXPIRED]);
    expect(late.body.errorMsg).toContain(boothNo);
  });

  it('never gives one booth to two enterprises asking at the same moment', async () => {
    const hall = await buildHall(ctx);
    const boothNo = hall.standard[2]!.boothNo;
    const enterprises = await Promise.all(Array.from({ length: 8 }, () => applicant()));
    const answers = await Promise.all(
      enterprises.map((e) => e.adminClient.post(`${X}/booths/request`, { boothNo })),
    );
    const won = answers.filter((a) => a.body.success);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.body.errorCode === ErrorCode.BOOTH_HELD)).toHaveLength(7);
    const open = await ctx.db.select().from(boothRequests).where(eq(boothRequests.status, 'held'));
    expect(open).toHaveLength(1);
    const [row] = await ctx.db.select().from(booths).where(eq(booths.boothNo, boothNo));
    expect(row?.heldByEnterpriseId).toBe(open[0]!.enterpriseId);
  });

  it('alters a chosen booth at once, releases one, and keeps to six booths', async () => {
    const hall = await buildHall(ctx, 'H7', 8);
    const a = await applicant();
    const [first, second, third] = hall.standard;
    await a.adminClient.post(`${X}/booths/request`, { boothNo: first!.boothNo });
    const altered = await a.adminClient.put(`${X}/booths/alter`, {
      fromBoothNo: first!.boothNo,
      boothNo: second!.boothNo,
    });
    expect(altered.body.data).toMatchObject({ kind: 'alter', status: 'held', fromBoothNo: first!.boothNo });
    const plan = (await a.adminClient.get(`${X}/boothPlans?hall=H7`)).body.data as BoothPlan;
    expect(plan.booths.find((b) => b.boothNo === first!.boothNo)?.state).toBe('free');
    expect(plan.booths.find((b) => b.boothNo === second!.boothNo)?.mine).toBe(true);

    const other = await applicant();
    const notMine = await other.adminClient.put(`${X}/booths/release`, { boothNo: second!.boothNo });
    expect([notMine.status, notMine.body.errorCode]).toEqual([403, ErrorCode.BOOTH_NOT_YOURS]);
    expect((await a.adminClient.put(`${X}/booths/release`, { boothNo: second!.boothNo })).body.success).toBe(
      true,
    );
    expect(
      (await other.adminClient.post(`${X}/booths/request`, { boothNo: third!.boothNo })).body.success,
    ).toBe(true);

    for (const b of hall.standard.slice(3, 8))
      await a.adminClient.post(`${X}/booths/request`, { boothNo: b.boothNo });
    await a.adminClient.post(`${X}/booths/request`, { boothNo: first!.boothNo });
    const seventh = await a.adminClient.post(`${X}/booths/request`, { boothNo: second!.boothNo });
    expect(seventh.body.errorCode).toBe(ErrorCode.BOOTH_LIMIT);
  });

  it('an exhibitor appends and switches booths through the organizer; the organizer assigns and moves by hand', async () => {
    const hall = await buildHall(ctx, 'H7', 5);
    const organizer = await buildOrganizer(ctx);
    const a = await applicant();
    const notYet = await a.adminClient.put(`${X}/booths/append`, { boothNo: hall.standard[1]!.boothNo });
    expect(notYet.body.errorCode).toBe(ErrorCode.NOT_EXHIBITOR);

    await a.adminClient.post(`${X}/booths/request`, { boothNo: hall.standard[0]!.boothNo });
    const app = (await a.adminClient.put(`${X}/enterpriseApplys/confirm`)).body.data as Application;
    await organizer.client.put(`${ORG}/applications/${app.id}/approve`);

    const appended = await a.adminClient.put(`${X}/booths/append`, { boothNo: hall.standard[1]!.boothNo });
    expect(appended.body.data).toMatchObject({ kind: 'append', status: 'requested' });
    const switched = await a.adminClient.put(`${X}/booths/alter`, {
      fromBoothNo: hall.standard[0]!.boothNo,
      boothNo: hall.standard[2]!.boothNo,
    });
    expect(switched.body.data).toMatchObject({ kind: 'alter', status: 'requested' });
    const waiting = (await organizer.client.get(`${ORG}/boothRequests`)).body.data as (BoothRequest & {
      enterpriseName: string;
    })[];
    expect(waiting.map((w) => w.kind)).toEqual(['append', 'alter']);
    for (const w of waiting) await organizer.client.put(`${ORG}/boothRequests/${w.id}/approve`, {});
    const [exhibitor] = await ctx.db
      .select()
      .from(exhibitors)
      .where(eq(exhibitors.enterpriseId, a.enterprise.id));
    expect(exhibitor?.boothNos).toEqual([hall.standard[1]!.boothNo, hall.standard[2]!.boothNo]);
    expect(((await a.adminClient.get('/portal/rest/contracts')).body.data as unknown[]).length).toBe(3);

    // By hand: give booth 4 to the enterprise, then move it to booth 5, then free it.
    await organizer.client.put(`${ORG}/booths/assign`, {
      boothNo: hall.standard[3]!.boothNo,
      enterpriseId: a.enterprise.id,
    });
    await organizer.client.put(`${ORG}/booths/move`, {
      fromBoothNo: hall.standard[3]!.boothNo,
      boothNo: hall.standard[4]!.boothNo,
    });
    const orgPlan = (await organizer.client.get(`${ORG}/boothPlans?hall=H7`)).body.data as BoothPlan;
    const five = orgPlan.booths.find((b) => b.boothNo === hall.standard[4]!.boothNo);
    expect(five).toMatchObject({ state: 'sold', holder: a.enterprise.name });
    expect(orgPlan.booths.find((b) => b.boothNo === hall.standard[3]!.boothNo)?.state).toBe('free');
    await organizer.client.put(`${ORG}/booths/assign`, {
      boothNo: hall.standard[4]!.boothNo,
      enterpriseId: null,
    });
    const after = (await organizer.client.get(`${ORG}/boothPlans?hall=H7`)).body.data as BoothPlan;
    expect(after.booths.find((b) => b.boothNo === hall.standard[4]!.boothNo)?.state).toBe('free');
    const refused = await a.adminClient.get(`${ORG}/boothPlans`);
    expect(refused.status).toBe(403);
  });

  it('answers the price plans and booth types of the contract terms', async () => {
    await buildHall(ctx);
    const a = await applicant();
    const plans = (await a.adminClient.get(`${X}/boothContractTerms/availablePricePlan`)).body
      .data as PricePlan[];
    expect(plans.map((p) => [p.type, p.unitPrice, p.unit, p.minArea])).toEqual([
      ['standard', 1_280_000, 'booth', 9],
      ['raw', 128_000, 'm2', 36],
    ]);
    const types = (await a.adminClient.get(`${X}/boothContractTerms/availableBoothType`)).body.data;
    expect(types).toEqual([
      { type: 'standard', minArea: 9, free: 3 },
      { type: 'raw', minArea: 36, free: 1 },
    ]);
  });
});

describe('advertising requests', () => {
  it('are revocable until reviewed, and only by their enterprise', async () => {
    const a = await buildEnterprise(ctx);
    const b = await buildEnterprise(ctx);
    const organizer = await buildOrganizer(ctx);
    const asked = await a.adminClient.post(`${X}/advertisingRequest`, {
      position: 'entranceBanner',
      quantity: 2,
    });
    const ad = asked.body.data as AdRequest;
    expect(ad).toMatchObject({ status: 'pending', price: 3_000_000 });
    expect((await b.adminClient.get(`${X}/advertisingRequest/${ad.id}`)).body.errorCode).toBe(
      ErrorCode.AD_NOT_FOUND,
    );
    expect((await a.adminClient.put(`${X}/advertisingRequest/revoke/${ad.id}`)).body.data).toMatchObject({
      status: 'revoked',
    });
    const again = await a.adminClient.put(`${X}/advertisingRequest/revoke/${ad.id}`);
    expect([again.status, again.body.errorCode]).toEqual([409, ErrorCode.AD_STATE]);

    const second = (await a.adminClient.post(`${X}/advertisingRequest`, { position: 'websiteBanner' })).body
      .data as AdRequest;
    await organizer.client.put(`${ORG}/ads/${second.id}/approve`);
    const late = await a.adminClient.put(`${X}/advertisingRequest/revoke/${second.id}`);
    expect(late.body.errorCode).toBe(ErrorCode.AD_STATE);
  });
});

describe('invoice information', () => {
  it('is prefilled from the certified enterprise; a VAT special invoice needs bank details; admin only', async () => {
    const a = await buildEnterprise(ctx, { name: '发票纸业' });
    const start = (await a.adminClient.get(`${X}/invoiceInformation`)).body.data as {
      info: { title: string; taxpayerId: string };
      saved: boolean;
    };
    expect(start).toMatchObject({
      saved: false,
      info: { title: '发票纸业', taxpayerId: a.enterprise.creditCode },
    });
    const body = {
      type: 'special',
      title: '发票纸业',
      taxpayerId: a.enterprise.creditCode,
      email: 'f@example.com',
    };
    const missing = await a.adminClient.put(`${X}/invoiceInformation`, body);
    expect(missing.status).toBe(400);
    const full = { ...body, address: '南京', phone: '025-1', bank: '工商银行', account: '6222' };
    expect((await a.adminClient.put(`${X}/invoiceInformation`, full)).body.data).toMatchObject({
      saved: true,
    });
    const { buildMember } = await import('../enterprises/enterprises.factories');
    const staff = await buildMember(ctx, a.enterprise.id, 'operator');
    const refused = await staff.client.put(`${X}/invoiceInformation`, full);
    expect(refused.body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_ADMIN);
  });
});
