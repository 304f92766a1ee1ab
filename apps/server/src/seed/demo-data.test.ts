import { FAIR, SURVEY_IDS } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  attachments,
  enterpriseSettlements,
  enterprises,
  giftcardBatches,
  giftcardCodes,
  products,
  users,
  visitorRegistrations,
} from '../db/schema';
import { identityOf } from '../modules/visitors/visitors.identity';
import { insertRegistration } from '../modules/visitors/visitors.repository';
import { signedInClient } from '../test/factories';
import { useTestApp } from '../test/harness';
import { DEMO_GIFT_COUNT, seedGiftcards } from './giftcards';
import { runSeeds, SEED_STEPS } from './index';
import { DEMO_PRODUCTS, seedProducts } from './products';
import { DEMO_SETTLEMENTS, seedSettlements } from './settlements';
import { DEMO_VISITOR_ANSWERS } from './surveys';
import { DEMO_VISITORS, seedVisitors } from './visitors';

const ctx = useTestApp();
const DEMO_NAMES = [
  'demo-accounts',
  'demo-seminar',
  'demo-enterprises',
  'demo-products',
  'demo-visitors',
  'demo-giftcards',
  'demo-settlements',
];
const DEMO = SEED_STEPS.filter((s) => DEMO_NAMES.includes(s.name));

async function userId(mobile: string) {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return row!.id;
}

async function organizerClient() {
  return signedInClient(ctx, await userId('13800000009'));
}

async function counts() {
  const [p, a, v, u, b, c] = await Promise.all([
    ctx.db.select().from(products),
    ctx.db.select().from(attachments),
    ctx.db.select().from(visitorRegistrations),
    ctx.db.select().from(users),
    ctx.db.select().from(giftcardBatches),
    ctx.db.select().from(giftcardCodes),
  ]);
  const settlements = await ctx.db.select().from(enterpriseSettlements);
  return {
    products: p.length,
    attachments: a.length,
    registrations: v.length,
    users: u.length,
    batches: b.length,
    codes: c.length,
    settlements: settlements.length,
  };
}

describe('demo steps demo-products, demo-visitors, demo-giftcards', () => {
  it('fill the enterprise center, the review queues and the gift-card page, with pictures served', async () => {
    expect(await runSeeds(ctx.db, DEMO, { storage: ctx.app.deps.storage })).toEqual(DEMO_NAMES);

    // The demo enterprise administrator sees the products in every tab, with pictures.
    const admin = await signedInClient(ctx, await userId('13800000002'));
    const mine = (await admin.post('/exhibitor/rest/products/page', { pageSize: 50 })).body.data as {
      total: number;
      counts: Record<string, number>;
      rows: {
        name: string;
        status: string;
        violationReason: string | null;
        cover: { url: string } | null;
        details: unknown[];
      }[];
    };
    const qinghe = DEMO_PRODUCTS.filter((p) => p.enterprise === 'qinghe');
    expect(mine.total).toBe(qinghe.length);
    expect(mine.counts).toEqual({ all: 8, listed: 4, unlisted: 3, violation: 1 });
    expect(mine.rows.find((r) => r.status === 'violation')?.violationReason).toContain('100%');
    expect(mine.rows.every((r) => r.cover !== null && r.details.length === 1)).toBe(true);
    const cover = await admin.get(mine.rows[0]!.cover!.url);
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');

    // The logo of every demo enterprise is set and served.
    const withLogo = await ctx.db.select({ logoKey: enterprises.logoKey }).from(enterprises);
    expect(withLogo.filter((e) => e.logoKey !== null)).toHaveLength(4);
    const logo = await admin.get(`/attachment/${withLogo.find((e) => e.logoKey)!.logoKey}`);
    expect(logo.status).toBe(200);

    // The organizer's product queue has the pending one; the visitor queue has every state.
    const organizer = await organizerClient();
    const queue = await organizer.get('/portal/rest/organizer/products?status=pending');
    expect(queue.body.data).toMatchObject({ total: 1 });
    const visitors = await organizer.get(`/portal/rest/organizer/visitors?exhibitionId=${FAIR.exhibitionId}`);
    const expected = { pending: 0, approved: 1, rejected: 0 };
    for (const v of DEMO_VISITORS) expected[v.status] += 1;
    expect(visitors.body.data).toMatchObject({ total: DEMO_VISITORS.length + 1, counts: expected });

    // The demo visitor is approved and has an e-badge; the number is kept as a hash and last six.
    const visitor = await signedInClient(ctx, await userId('13800000001'));
    const my = (await visitor.get(`/register/rest/visitors/users?exhibitionId=${FAIR.exhibitionId}`)).body
      .data as { status: string; badgeCode: string | null; idLast6: string; name: string };
    expect(my).toMatchObject({ status: 'approved', name: '李明' });
    expect(my.badgeCode).toMatch(/^[A-Z2-9]{10}$/);
    const [stored] = await ctx.db
      .select()
      .from(visitorRegistrations)
      .where(eq(visitorRegistrations.badgeCode, my.badgeCode!));
    expect(stored!.idHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain('310101198506121');

    // One batch of 20 codes with a prize in three languages.
    const batches = (await organizer.get('/portal/rest/organizer/giftCards')).body.data as {
      count: number;
      prize: Record<string, string>;
    }[];
    expect(batches).toHaveLength(1);
    expect(batches[0]!.count).toBe(DEMO_GIFT_COUNT);
    expect(Object.keys(batches[0]!.prize).sort()).toEqual(['en', 'zh-Hans', 'zh-Hant']);
    expect((await ctx.db.select().from(giftcardCodes)).length).toBe(DEMO_GIFT_COUNT);

    // The settlement queue has one waiting; the demo enterprise has not applied yet.
    const settlements = await organizer.get('/portal/rest/organizer/enterprises/settlements');
    expect(settlements.body.data).toMatchObject({ total: DEMO_SETTLEMENTS.length });
    const waiting = await organizer.get('/portal/rest/organizer/enterprises/settlements?status=pending');
    expect(waiting.body.data).toMatchObject({
      total: 1,
      rows: [{ enterpriseName: '苏州澄溪卫生用品示例有限公司' }],
    });
    const own = await admin.get('/exhibitor/rest/enterprise/settlement/stateList');
    expect(own.body.data).toMatchObject({ state: 'none', settlement: null });
  });

  it('running them twice keeps the counts and the demo visitor approved', async () => {
    await runSeeds(ctx.db, DEMO, { storage: ctx.app.deps.storage });
    const before = await counts();
    const [badge] = await ctx.db
      .select({ code: visitorRegistrations.badgeCode })
      .from(visitorRegistrations)
      .where(eq(visitorRegistrations.userId, await userId('13800000001')));
    // The step functions again (as if the seed_runs rows were lost), then the recorded steps.
    await seedProducts(ctx.db, { storage: ctx.app.deps.storage });
    await seedVisitors(ctx.db);
    await seedGiftcards(ctx.db);
    await seedSettlements(ctx.db);
    expect(await runSeeds(ctx.db, DEMO, { storage: ctx.app.deps.storage })).toEqual([]);
    expect(await counts()).toEqual(before);
    const [after] = await ctx.db
      .select({ status: visitorRegistrations.status, code: visitorRegistrations.badgeCode })
      .from(visitorRegistrations)
      .where(eq(visitorRegistrations.userId, await userId('13800000001')));
    expect(after).toEqual({ status: 'approved', code: badge!.code });
  });

  it('without a file store the products are seeded without pictures', async () => {
    await runSeeds(ctx.db, DEMO);
    const rows = await ctx.db.select().from(products);
    expect(rows).toHaveLength(DEMO_PRODUCTS.length);
    expect(rows.every((r) => r.coverAttachmentId === null)).toBe(true);
    expect(await ctx.db.select().from(attachments)).toHaveLength(0);
  });

  it("leaves a user's own registration and products alone", async () => {
    const first = DEMO.filter((s) => s.name === 'demo-accounts' || s.name === 'demo-enterprises');
    await runSeeds(ctx.db, first);
    // The demo visitor registered by themselves and is still waiting.
    const mineId = await userId('13800000001');
    await insertRegistration(ctx.db, {
      exhibitionId: FAIR.exhibitionId,
      userId: mineId,
      form: 'domestic',
      lang: 'zh-Hans',
      name: '李明',
      email: 'buyer@demo.cidpex.cn',
      ...identityOf('passport', 'E12345678'),
      consentAt: new Date(),
    });
    // A product of the demo enterprise with a demo product's name, changed by its staff.
    const [main] = await ctx.db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.name, '南京青禾纸业示例有限公司'));
    await ctx.db.insert(products).values({
      enterpriseId: main!.id,
      name: DEMO_PRODUCTS[0]!.name,
      category: 'I101',
      description: 'mine',
    });
    await runSeeds(ctx.db, DEMO);
    const [reg] = await ctx.db
      .select()
      .from(visitorRegistrations)
      .where(eq(visitorRegistrations.userId, mineId));
    expect(reg).toMatchObject({ status: 'pending', badgeCode: null, idLast6: '345678' });
    const same = await ctx.db.select().from(products).where(eq(products.name, DEMO_PRODUCTS[0]!.name));
    expect(same).toHaveLength(1);
    expect(same[0]!.description).toBe('mine');
    expect(await ctx.db.select().from(products)).toHaveLength(DEMO_PRODUCTS.length);
  });
});

describe('demo step demo-survey-answers', () => {
  it('answers the visitor survey for the fictional buyers not turned down, once each, and leaves the demo buyer to answer', async () => {
    const steps = SEED_STEPS.filter((s) =>
      ['demo-accounts', 'demo-visitors', 'surveys', 'demo-survey-answers'].includes(s.name),
    );
    await runSeeds(ctx.db, steps, { storage: ctx.app.deps.storage });

    const respondents = DEMO_VISITORS.filter((v) => v.status !== 'rejected').length;
    const organizer = await organizerClient();
    const stats = (await organizer.get(`/portal/rest/surveys/stats/answer/${SURVEY_IDS.visitor}`)).body
      .data as {
      responses: number;
      questions: {
        code: string;
        answered: number;
        options: { code: string; count: number }[];
        latestTexts: string[];
      }[];
    };
    expect(stats.responses).toBe(respondents);
    const purpose = stats.questions.find((q) => q.code === 'purpose')!;
    expect(purpose.answered).toBe(respondents);
    // Taken in turn from DEMO_VISITOR_ANSWERS: the counts follow from that list.
    const expected = new Map<string, number>();
    for (let i = 0; i < respondents; i++) {
      const code = DEMO_VISITOR_ANSWERS[i % DEMO_VISITOR_ANSWERS.length]!.purpose as string;
      expected.set(code, (expected.get(code) ?? 0) + 1);
    }
    for (const option of purpose.options) expect(option.count).toBe(expected.get(option.code) ?? 0);
    expect(stats.questions.find((q) => q.code === 'wishes')!.latestTexts.length).toBeGreaterThan(0);

    // The demo buyer's own registration has no answers: /visitor/survey is theirs to fill in.
    const buyer = await signedInClient(ctx, await userId('13800000001'));
    const mine = (await buyer.get(`/register/rest/visitors/users?exhibitionId=${FAIR.exhibitionId}`)).body
      .data as { id: number };
    const survey = await buyer.get(`/register/rest/request/${mine.id}/visitors/survey/${SURVEY_IDS.visitor}`);
    expect(survey.body.data).toMatchObject({ answers: null });

    // A second start answers nothing again.
    expect(await runSeeds(ctx.db, steps, { storage: ctx.app.deps.storage })).toEqual([]);
    const again = await organizer.get(`/portal/rest/surveys/stats/answer/${SURVEY_IDS.visitor}`);
    expect((again.body.data as { responses: number }).responses).toBe(respondents);
  });
});
