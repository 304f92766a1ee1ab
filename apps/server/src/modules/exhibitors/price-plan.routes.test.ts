import {
  type Application,
  type BoothContract,
  type BoothPlan,
  type BoothPricePlan,
  type BoothRequest,
  ErrorCode,
  type PricePlan,
  type PricePlanBody,
} from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise } from '../enterprises/enterprises.factories';
import { buildHall, fillWizard } from './exhibitor-services.factories';

const ctx = useTestApp();
const X = '/exhibitor/rest';
const ORG = '/portal/rest/organizer/exhibitorServices';
const PLAN = `${ORG}/pricePlan`;

/** The body that saves the plan as read, with the changes given per type. */
function bodyOf(
  plan: BoothPricePlan,
  change: Partial<Record<'standard' | 'raw', Partial<PricePlanBody['types'][number]> | null>> = {},
  extra: Partial<PricePlanBody> = {},
): PricePlanBody {
  return {
    types: plan.types
      .filter((t) => change[t.type] !== null)
      .map(({ type, unitPrice, minArea, cornerSurchargePercent }) => ({
        type,
        unitPrice,
        minArea,
        cornerSurchargePercent,
        ...change[type],
      })),
    m2PerStaffPass: plan.m2PerStaffPass,
    version: plan.version,
    ...extra,
  };
}

async function organizerPlan() {
  const organizer = await buildOrganizer(ctx);
  const plan = (await organizer.client.get(PLAN)).body.data as BoothPricePlan;
  return { organizer: organizer.client, plan };
}

describe('the booth price plan: who may read and change it', () => {
  it("is seeded from today's rules; anonymous 401, buyer and enterprise 403, organizer 200; anyone reads the public plan", async () => {
    const { organizer, plan } = await organizerPlan();
    expect(plan).toMatchObject({
      currency: 'CNY',
      version: 1,
      m2PerStaffPass: 3,
      types: [
        { type: 'standard', unit: 'booth', unitPrice: 1_280_000, minArea: 9, cornerSurchargePercent: 20 },
        { type: 'raw', unit: 'm2', unitPrice: 128_000, minArea: 36, cornerSurchargePercent: 20 },
      ],
    });
    const anonymous = new TestClient(ctx.app);
    const buyer = await signedInClient(ctx, (await buildUser(ctx)).id);
    const { adminClient } = await buildEnterprise(ctx);
    const body = bodyOf(plan);
    const matrix: [string, TestClient, number][] = [
      ['anonymous', anonymous, 401],
      ['buyer', buyer, 403],
      ['enterprise administrator', adminClient, 403],
    ];
    for (const [who, client, status] of matrix) {
      expect([who, (await client.get(PLAN)).status]).toEqual([who, status]);
      expect([who, (await client.put(PLAN, body)).status]).toEqual([who, status]);
    }
    const saved = await organizer.put(PLAN, body);
    expect([saved.status, (saved.body.data as BoothPricePlan).version]).toEqual([200, 2]);

    const pub = await anonymous.get(`${X}/boothContractTerms/pricePlan`);
    expect([pub.status, (pub.body.data as BoothPricePlan).types[0]?.unitPrice]).toEqual([200, 1_280_000]);
  });
});

describe('validating a plan', () => {
  it("refuses non-positive or absurd prices, odd areas, surcharges, pass rates, empty and repeated types — in the caller's language", async () => {
    const { organizer, plan } = await organizerPlan();
    const cases: [PricePlanBody, number][] = [
      [bodyOf(plan, { standard: { unitPrice: 0 } }), ErrorCode.PRICE_PLAN_PRICE],
      [bodyOf(plan, { standard: { unitPrice: -100 } }), ErrorCode.PRICE_PLAN_PRICE],
      [bodyOf(plan, { raw: { unitPrice: 100_000_001 } }), ErrorCode.PRICE_PLAN_PRICE],
      [bodyOf(plan, { raw: { unitPrice: 1280.5 } }), ErrorCode.PRICE_PLAN_PRICE],
      [bodyOf(plan, { standard: { minArea: 12 } }), ErrorCode.PRICE_PLAN_MIN_AREA],
      [bodyOf(plan, { raw: { minArea: 4 } }), ErrorCode.PRICE_PLAN_MIN_AREA],
      [bodyOf(plan, { raw: { cornerSurchargePercent: 150 } }), ErrorCode.PRICE_PLAN_CORNER],
      [bodyOf(plan, {}, { m2PerStaffPass: 0 }), ErrorCode.PRICE_PLAN_STAFF_PASS],
      [bodyOf(plan, { standard: null, raw: null }), ErrorCode.PRICE_PLAN_EMPTY],
      [
        { ...bodyOf(plan), types: [bodyOf(plan).types[0]!, bodyOf(plan).types[0]!] },
        ErrorCode.PRICE_PLAN_TYPE_TWICE,
      ],
    ];
    for (const [body, code] of cases) {
      const res = await organizer.put(PLAN, body);
      expect([res.status, res.body.errorCode]).toEqual([400, code]);
    }
    const en = await buildOrganizer(ctx, 'en');
    const english = await en.client.put(PLAN, bodyOf(plan, { standard: { unitPrice: 0 } }));
    expect(english.body.errorMsg).toContain('Enter a price in whole yuan from 1 to 1,000,000');
    // Nothing was saved by the refusals.
    expect(((await organizer.get(PLAN)).body.data as BoothPricePlan).version).toBe(1);
  });

  it('refuses a save from a stale read', async () => {
    const { organizer, plan } = await organizerPlan();
    expect((await organizer.put(PLAN, bodyOf(plan, { standard: { unitPrice: 1_300_000 } }))).status).toBe(
      200,
    );
    const stale = await organizer.put(PLAN, bodyOf(plan, { standard: { unitPrice: 1_400_000 } }));
    expect([stale.status, stale.body.errorCode]).toEqual([409, ErrorCode.PRICE_PLAN_STALE]);
    const now = (await organizer.get(PLAN)).body.data as BoothPricePlan;
    expect([now.version, now.types[0]?.unitPrice]).toEqual([2, 1_300_000]);
  });

  it('a type with a held or sold booth cannot be removed; once free it can, and is no longer offered', async () => {
    const hall = await buildHall(ctx);
    const { organizer, plan } = await organizerPlan();
    const { adminClient } = await buildEnterprise(ctx);
    await fillWizard(adminClient, { type: 'raw', area: 36, width: 6, depth: 6 });
    await adminClient.post(`${X}/booths/request`, { boothNo: hall.raw.boothNo });

    const inUse = await organizer.put(PLAN, bodyOf(plan, { raw: null }));
    expect([inUse.status, inUse.body.errorCode]).toEqual([409, ErrorCode.PRICE_PLAN_TYPE_IN_USE]);
    expect(inUse.body.errorMsg).toBe('该展位类型已有 1 个展位已售出或被预订，不能删除');

    await adminClient.put(`${X}/booths/release`, { boothNo: hall.raw.boothNo });
    const removed = await organizer.put(PLAN, bodyOf(plan, { raw: null }));
    expect((removed.body.data as BoothPricePlan).types.map((t) => t.type)).toEqual(['standard']);

    const types = (await adminClient.get(`${X}/boothContractTerms/availableBoothType`)).body.data as {
      type: string;
    }[];
    expect(types.map((t) => t.type)).toEqual(['standard']);
    const onPlan = (await adminClient.get(`${X}/boothPlans?hall=H7`)).body.data as BoothPlan;
    expect(onPlan.booths.find((b) => b.boothNo === hall.raw.boothNo)?.price).toBeNull();
    const chosen = await adminClient.post(`${X}/booths/request`, { boothNo: hall.raw.boothNo });
    expect([chosen.status, chosen.body.errorCode]).toEqual([409, ErrorCode.BOOTH_TYPE_NOT_OFFERED]);
    const wish = await adminClient.put(`${X}/enterpriseApplys/step`, {
      step: 'booth',
      data: { type: 'raw', area: 36, width: 6, depth: 6 },
    });
    expect(wish.body.errorCode).toBe(ErrorCode.BOOTH_TYPE_NOT_OFFERED);
  });
});

describe('withdrawing a type while a booth of it is being held', () => {
  it('never lets both happen: the hold is refused (type not offered) or the withdrawal is (in use)', async () => {
    const hall = await buildHall(ctx, 'H7', 1);
    const { organizer, plan: original } = await organizerPlan();
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round++) {
      const { adminClient } = await buildEnterprise(ctx);
      await fillWizard(adminClient, { type: 'raw', area: 36, width: 6, depth: 6 });
      const plan = (await organizer.get(PLAN)).body.data as BoothPricePlan;
      const [hold, save] = await Promise.all([
        adminClient.post(`${X}/booths/request`, { boothNo: hall.raw.boothNo }),
        organizer.put(PLAN, bodyOf(plan, { raw: null })),
      ]);
      const won = [
        hold.status === 200 ? 'hold' : hold.body.errorCode,
        save.status === 200 ? 'save' : save.body.errorCode,
      ];
      expect(
        [
          ['hold', ErrorCode.PRICE_PLAN_TYPE_IN_USE],
          [ErrorCode.BOOTH_TYPE_NOT_OFFERED, 'save'],
        ].map(String),
      ).toContain(String(won));
      outcomes.add(String(won));
      // Back to the start: the booth free, raw space offered again.
      if (hold.status === 200) await adminClient.put(`${X}/booths/release`, { boothNo: hall.raw.boothNo });
      if (save.status === 200) {
        const now = (await organizer.get(PLAN)).body.data as BoothPricePlan;
        const again = await organizer.put(PLAN, { ...bodyOf(original), version: now.version });
        expect(again.status).toBe(200);
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});

describe('prices come from the stored plan', () => {
  it('the plan, a hold and the availablePricePlan quote the new price; the raw minimum follows the plan', async () => {
    const hall = await buildHall(ctx);
    const { organizer, plan } = await organizerPlan();
    await organizer.put(
      PLAN,
      bodyOf(plan, {
        standard: { unitPrice: 1_500_000, cornerSurchargePercent: 10 },
        raw: { minArea: 18 },
      }),
    );
    const { adminClient } = await buildEnterprise(ctx);
    await fillWizard(adminClient);
    const corner = hall.standard[0]!.boothNo;
    const onPlan = (await adminClient.get(`${X}/boothPlans?hall=H7`)).body.data as BoothPlan;
    expect(onPlan.booths.find((b) => b.boothNo === corner)?.price).toBe(1_650_000);
    expect(onPlan.booths.find((b) => b.boothNo === hall.standard[1]!.boothNo)?.price).toBe(1_500_000);
    const held = (await adminClient.post(`${X}/booths/request`, { boothNo: corner })).body
      .data as BoothRequest;
    expect(held.price).toBe(1_650_000);
    const terms = (await adminClient.get(`${X}/boothContractTerms/availablePricePlan`)).body
      .data as PricePlan[];
    expect(terms[0]).toMatchObject({ type: 'standard', unitPrice: 1_500_000, cornerSurchargePercent: 10 });

    const other = await buildEnterprise(ctx);
    const small = await other.adminClient.put(`${X}/enterpriseApplys/step`, {
      step: 'booth',
      data: { type: 'raw', area: 18, width: 6, depth: 3 },
    });
    expect(small.status).toBe(200);
  });

  it('a price change alters neither a contract already made nor the booths already chosen', async () => {
    const hall = await buildHall(ctx);
    const { organizer, plan } = await organizerPlan();
    const { adminClient } = await buildEnterprise(ctx);
    await fillWizard(adminClient);
    await adminClient.post(`${X}/booths/request`, { boothNo: hall.standard[0]!.boothNo });
    const app = (await adminClient.put(`${X}/enterpriseApplys/confirm`)).body.data as Application;
    await organizer.put(`${ORG}/applications/${app.id}/approve`);
    const [before] = (await adminClient.get('/portal/rest/contracts')).body.data as BoothContract[];
    expect(before?.amount).toBe(1_536_000);

    const saved = await organizer.put(PLAN, bodyOf(plan, { standard: { unitPrice: 2_000_000 } }));
    expect(saved.status).toBe(200);
    const [after] = (await adminClient.get('/portal/rest/contracts')).body.data as BoothContract[];
    expect(after).toMatchObject({ amount: 1_536_000, booths: [{ price: 1_536_000 }] });
    const application = (await adminClient.get(`${X}/enterpriseApplys`)).body.data as Application;
    expect([application.total, application.boothRequests[0]?.price]).toEqual([1_536_000, 1_536_000]);
    // A free standard booth now costs the new price.
    const onPlan = (await adminClient.get(`${X}/boothPlans?hall=H7`)).body.data as BoothPlan;
    expect(onPlan.booths.find((b) => b.boothNo === hall.standard[1]!.boothNo)?.price).toBe(2_000_000);
  });
});
