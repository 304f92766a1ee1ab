import {
  type BoothHit,
  DIRECTORY_DIMENSIONS,
  type DirectoryCountry,
  type DirectoryDimension,
  type DirectoryPage,
  type DirectoryRow,
  directoryPageSchema,
  type EnterpriseSite,
  ErrorCode,
  envelopeSchema,
  FAIR,
  type FeaturedSection,
  type FloorPlan,
  type FloorPlanHall,
  floorPlanSchema,
  type NewProductPage,
} from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  booths,
  enterprises,
  exhibitors,
  hallPlans,
  newProductEntries,
  products,
  seedRuns,
} from '../../db/schema';
import { runSeeds, SEED_STEPS } from '../../seed';
import { generateDirectory } from '../../seed/directory';
import { demoHallFeaturesStep } from '../../seed/hall-features';
import { buildUser } from '../../test/factories';
import { type Answer, TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { buildProduct, buildUpload } from '../products/products.factories';
import { addExhibitor, exhibitAs } from './directory.factories';
import { facetCacheSize } from './directory.service';

const ctx = useTestApp();
const EX = FAIR.exhibitionId;
const YP = `/exhibitor/rest/enterprise/exhibition/${EX}/yellowPage`;
const BASE = `/exhibitor/rest/enterprise/exhibition/${EX}`;

type Row = typeof exhibitors.$inferSelect;

function matches(
  row: Row,
  body: Record<DirectoryDimension, string[] | undefined>,
  without?: DirectoryDimension,
) {
  const any = (have: string[], want?: string[]) =>
    !want || want.length === 0 || want.some((w) => have.includes(w));
  return (
    (without === 'area' || any(row.areaCodes, body.area)) &&
    (without === 'hall' || any(row.hallCodes, body.hall)) &&
    (without === 'industry' || any([row.industry], body.industry)) &&
    (without === 'business' || any(row.businessCodes, body.business)) &&
    (without === 'country' || any([row.country], body.country))
  );
}

/** The answer's totals and facet counts against a count over every row in JavaScript. */
async function expectConsistent(client: TestClient, body: Partial<Record<DirectoryDimension, string[]>>) {
  const all = await ctx.db.select().from(exhibitors);
  const res = (await client.post(YP, { ...body, pageSize: 100 })) as Answer<DirectoryPage>;
  expect(res.status).toBe(200);
  const page = res.body.data;
  const full = body as Record<DirectoryDimension, string[] | undefined>;
  const expected = all.filter((r) => matches(r, full));
  expect(page.total).toBe(expected.length);
  expect(new Set(page.rows.map((r) => r.id))).toEqual(new Set(expected.slice(0, 100).map((r) => r.id)));
  for (const dim of DIRECTORY_DIMENSIONS) {
    for (const option of page.facets![dim]) {
      const column = (r: Row) =>
        dim === 'area'
          ? r.areaCodes
          : dim === 'hall'
            ? r.hallCodes
            : dim === 'business'
              ? r.businessCodes
              : dim === 'industry'
                ? [r.industry]
                : [r.country];
      const n = all.filter((r) => matches(r, full, dim) && column(r).includes(option.code)).length;
      expect({ dim, code: option.code, count: option.count }).toEqual({ dim, code: option.code, count: n });
    }
  }
  return page;
}

describe('yellow page on generated data', () => {
  let client: TestClient;
  beforeEach(async () => {
    await generateDirectory(ctx.db, { exhibitors: 90, productsPerExhibitor: 2 });
    client = new TestClient(ctx.app);
  });

  it('lists every exhibitor with facets matching the list, each filter alone and combined', async () => {
    const page = await expectConsistent(client, {});
    expect(page.total).toBe(90);
    // the cached JSON text is exactly the contract's shape
    const raw = await client.post(YP, { area: 'A07' });
    expect(raw.headers['content-type']).toMatch(/^application\/json/);
    expect(envelopeSchema(directoryPageSchema).strict().parse(raw.body).success).toBe(true);
    expect(directoryPageSchema.strict().parse(raw.body.data)).toEqual(raw.body.data);
    const row = page.rows[0]!;
    expect(row.name).toMatch(/示例/);
    expect(row.nameEn).toMatch(/Demo/);
    expect(row.boothNos.length).toBeGreaterThan(0);
    expect(row.hallName).toMatch(/号馆/);
    expect(row.booths[0]!.floorPlanPath).toContain(`hall=${row.hall}`);

    await expectConsistent(client, { area: ['A07'] });
    await expectConsistent(client, { hall: ['H5'] });
    await expectConsistent(client, { industry: ['I3'] });
    await expectConsistent(client, { business: ['I303'] });
    await expectConsistent(client, { country: ['CN'] });
    await expectConsistent(client, { area: ['A07', 'A06'], country: ['CN'] });
    await expectConsistent(client, { hall: ['H3'], industry: ['I2'], business: ['I204', 'I202'] });
    const combined = await expectConsistent(client, {
      area: ['A01', 'A02', 'A12'],
      hall: ['H1', 'H2', 'H9'],
      industry: ['I1', 'I2', 'I5'],
      country: ['CN', 'JP', 'DE'],
    });
    expect(combined.facets!.area.find((o) => o.code === 'A01')!.selected).toBe(true);
  });

  it('accepts a comma-separated list, as the web links do (?area=A07)', async () => {
    const a = (await client.post(YP, { area: 'A07,A06' })) as Answer<DirectoryPage>;
    const b = (await client.post(YP, { area: ['A06', 'A07'] })) as Answer<DirectoryPage>;
    expect(a.body.data.total).toBe(b.body.data.total);
    expect(a.body.data.total).toBeGreaterThan(0);
  });

  it('names facets and rows in the caller language', async () => {
    const en = new TestClient(ctx.app, 'en');
    const res = (await en.post(YP, { area: 'A07' })) as Answer<DirectoryPage>;
    expect(res.body.data.facets!.area.find((o) => o.code === 'A07')!.name).toBe('Nonwovens');
    expect(res.body.data.rows[0]!.displayName).toBe(res.body.data.rows[0]!.nameEn);
    expect(res.body.data.rows[0]!.hallName).toBe('Hall 5');
    const hant = new TestClient(ctx.app, 'zh-Hant');
    const res2 = (await hant.post(YP, { area: 'A07' })) as Answer<DirectoryPage>;
    expect(res2.body.data.facets!.area.find((o) => o.code === 'A07')!.name).toBe('非織造布');
    expect(res2.body.data.rows[0]!.displayName).toBe(res2.body.data.rows[0]!.nameZhHant);
  });

  it('pages: edges, beyond the end and limits', async () => {
    const first = (await client.post(YP, { page: 1, pageSize: 40 })) as Answer<DirectoryPage>;
    const third = (await client.post(YP, { page: 3, pageSize: 40 })) as Answer<DirectoryPage>;
    expect(first.body.data.rows).toHaveLength(40);
    expect(third.body.data.rows).toHaveLength(10);
    const ids = new Set([...first.body.data.rows, ...third.body.data.rows].map((r) => r.id));
    expect(ids.size).toBe(50);
    const beyond = (await client.post(YP, { page: 99, pageSize: 40 })) as Answer<DirectoryPage>;
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.rows).toEqual([]);
    expect(beyond.body.data.total).toBe(90);
    for (const bad of [
      { page: 0 },
      { page: -1 },
      { pageSize: 0 },
      { pageSize: 101 },
      { pageSize: 1e9 },
      { page: 1.5 },
    ]) {
      const res = await client.post(YP, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.errorCode).toBe(ErrorCode.VALIDATION);
    }
    const noFacets = (await client.post(YP, { facets: false })) as Answer<DirectoryPage>;
    expect(noFacets.body.data.facets).toBeNull();
    expect(noFacets.body.data.total).toBe(90);
  });

  it('answers an unknown code with no rows and a malformed one with a validation error', async () => {
    const unknown = (await client.post(YP, { area: 'A99' })) as Answer<DirectoryPage>;
    expect(unknown.status).toBe(200);
    expect(unknown.body.data.total).toBe(0);
    expect(unknown.body.data.facets!.area.find((o) => o.code === 'A07')!.count).toBeGreaterThan(0);
    const malformed = await client.post(YP, { area: "A07'; drop table exhibitors; --" });
    expect(malformed.status).toBe(400);
    const many = await client.post(YP, { country: Array.from({ length: 21 }, (_, i) => `C${i}`) });
    expect(many.status).toBe(400);
    const wrongFair = (await client.post(
      '/exhibitor/rest/enterprise/exhibition/1/yellowPage',
      {},
    )) as Answer<DirectoryPage>;
    expect(wrongFair.body.data.total).toBe(0);
  });

  it('forgets cached counts when exhibitors or booths change', async () => {
    const before = (await client.post(YP, { area: 'A07' })) as Answer<DirectoryPage>;
    const again = (await client.post(YP, { area: 'A07' })) as Answer<DirectoryPage>;
    expect(again.body.data.total).toBe(before.body.data.total);
    expect(facetCacheSize()).toBeGreaterThan(0);
    await addExhibitor(ctx, {
      name: '新加入示例无纺布公司',
      nameEn: 'Late Demo Nonwovens',
      booths: [{ hall: 'H5', boothNo: '5Z99', area: 'A07' }],
    });
    const after = (await client.post(YP, { area: 'A07' })) as Answer<DirectoryPage>;
    expect(after.body.data.total).toBe(before.body.data.total + 1);
    await ctx.db.delete(exhibitors).where(eq(exhibitors.nameEn, 'Late Demo Nonwovens'));
    const removed = (await client.post(YP, { area: 'A07' })) as Answer<DirectoryPage>;
    expect(removed.body.data.total).toBe(before.body.data.total);
  });

  it('lists the countries of the fair with their counts', async () => {
    const res = (await client.get(`${BASE}/countries`)) as Answer<DirectoryCountry[]>;
    expect(res.status).toBe(200);
    expect(res.body.data.reduce((s, c) => s + c.count, 0)).toBe(90);
    const cn = res.body.data.find((c) => c.code === 'CN')!;
    expect(cn).toMatchObject({ nameZhHans: '中国', nameEn: 'China' });
  });

  it('serves the floor plan of a hall and finds booths', async () => {
    const halls = (await client.get(`${BASE}/floorplan`)) as Answer<FloorPlanHall[]>;
    expect(halls.body.data.map((h) => h.hall)).toContain('H5');
    const plan = (await client.get(`${BASE}/floorplan/H5`)) as Answer<FloorPlan>;
    expect(plan.status).toBe(200);
    const taken = plan.body.data.booths.filter((b) => b.exhibitorId !== null);
    expect(taken.length).toBeGreaterThan(0);
    expect(plan.body.data.booths.some((b) => b.exhibitorId === null)).toBe(true);
    for (const b of plan.body.data.booths) {
      expect(b.x + b.w).toBeLessThanOrEqual(plan.body.data.width);
      expect(b.y + b.h).toBeLessThanOrEqual(plan.body.data.height);
    }
    expect(plan.body.data.areas.map((a) => a.code)).toEqual(['A06', 'A07']);
    const missing = await client.get(`${BASE}/floorplan/H42`);
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe(ErrorCode.FLOOR_PLAN_NOT_FOUND);
    const boothNo = taken[0]!.boothNo;
    const hits = (await client.get(`${BASE}/booths?q=${boothNo.toLowerCase()}`)) as Answer<BoothHit[]>;
    expect(hits.body.data[0]).toMatchObject({ boothNo, hall: 'H5', exhibitorId: taken[0]!.exhibitorId });
    const hostile = (await client.get(`${BASE}/booths?q=${encodeURIComponent("%_'\\")}`)) as Answer<
      BoothHit[]
    >;
    expect(hostile.status).toBe(200);
    expect(hostile.body.data).toEqual([]);
  });

  it("draws a hall's walls, entrances and facilities around its booths, and a rectangle for a hall with none", async () => {
    // Before the demo step: the plan's rectangle, no features.
    const bare = ((await client.get(`${BASE}/floorplan/H5`)) as Answer<FloorPlan>).body.data;
    expect(bare.features).toEqual([]);
    expect(bare.outline).toEqual([
      { x: 0, y: 0 },
      { x: bare.width, y: 0 },
      { x: bare.width, y: bare.height },
      { x: 0, y: bare.height },
    ]);

    await runSeeds(ctx.db, [demoHallFeaturesStep]);
    const raw = await client.get(`${BASE}/floorplan/H5`);
    expect(floorPlanSchema.strict().parse(raw.body.data)).toEqual(raw.body.data);
    const plan = (raw as Answer<FloorPlan>).body.data;
    // The lobby makes the hall deeper; the booths stay where they were.
    expect(plan.height).toBeGreaterThan(bare.height);
    expect(plan.booths).toEqual(bare.booths);
    const kinds = plan.features.map((f) => f.kind);
    for (const kind of ['entrance', 'registration', 'info', 'toilet'] as const) expect(kinds).toContain(kind);
    expect(kinds.filter((k) => k === 'entrance')).toHaveLength(4);
    expect(plan.outline.length).toBeGreaterThanOrEqual(4);
    for (const f of plan.features) {
      expect(f.x + f.w).toBeLessThanOrEqual(plan.width);
      expect(f.y + f.h).toBeLessThanOrEqual(plan.height);
      // No facility or door stands on a booth.
      for (const b of plan.booths) {
        const apart = f.x + f.w <= b.x || b.x + b.w <= f.x || f.y + f.h <= b.y || b.y + b.h <= f.y;
        expect({ feature: f, booth: b.boothNo, apart }).toEqual({
          feature: f,
          booth: b.boothNo,
          apart: true,
        });
      }
    }
    // The list of halls gives the new size too; a second run keeps what a hall has.
    const halls = ((await client.get(`${BASE}/floorplan`)) as Answer<FloorPlanHall[]>).body.data;
    expect(halls.find((h) => h.hall === 'H5')).toMatchObject({ width: plan.width, height: plan.height });
    await ctx.db.delete(seedRuns);
    await runSeeds(ctx.db, [demoHallFeaturesStep]);
    const again = ((await client.get(`${BASE}/floorplan/H5`)) as Answer<FloorPlan>).body.data;
    expect(again.height).toBe(plan.height);
  });

  it("counts each hall's own booths of this fair in the list of halls, as its plan shows them", async () => {
    // Another fair's booths in the same hall (a past or next edition) are not this plan's.
    await ctx.db.insert(hallPlans).values({ exhibitionId: EX + 1, hall: 'H5', width: 40, height: 20 });
    await ctx.db.insert(booths).values(
      ['X01', 'X02', 'X03'].map((no, i) => ({
        exhibitionId: EX + 1,
        hall: 'H5',
        boothNo: `5${no}`,
        area: 'A06',
        x: i * 3,
        y: 0,
        w: 3,
        h: 3,
      })),
    );
    const halls = ((await client.get(`${BASE}/floorplan`)) as Answer<FloorPlanHall[]>).body.data;
    expect(halls.length).toBeGreaterThan(1);
    const own = await ctx.db.select().from(booths).where(eq(booths.exhibitionId, EX));
    for (const hall of halls) {
      const plan = ((await client.get(`${BASE}/floorplan/${hall.hall}`)) as Answer<FloorPlan>).body.data;
      expect({ hall: hall.hall, boothCount: hall.boothCount }).toEqual({
        hall: hall.hall,
        boothCount: plan.booths.length,
      });
      expect(hall.boothCount).toBe(own.filter((b) => b.hall === hall.hall).length);
    }
    expect(halls.reduce((sum, h) => sum + h.boothCount, 0)).toBe(own.length);
  });

  it('keeps at most 2 products per exhibitor in the new-products pavilion', async () => {
    const res = (await client.get(`${BASE}/newProducts?pageSize=100`)) as Answer<NewProductPage>;
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThan(0);
    const per = new Map<number, number>();
    for (const p of res.body.data.rows) per.set(p.exhibitorId, (per.get(p.exhibitorId) ?? 0) + 1);
    expect(Math.max(...per.values())).toBeLessThanOrEqual(2);
    // the database itself refuses a third slot
    const entry = (await ctx.db.select().from(newProductEntries).limit(1))[0]!;
    const [other] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(
        eq(
          products.enterpriseId,
          (await ctx.db.select().from(exhibitors).where(eq(exhibitors.id, entry.exhibitorId)))[0]!
            .enterpriseId,
        ),
      );
    await expect(
      ctx.db
        .insert(newProductEntries)
        .values({ exhibitionId: EX, exhibitorId: entry.exhibitorId, productId: other!.id, slot: 3 }),
    ).rejects.toThrow();
  });

  it('serves featured sections in order and at random', async () => {
    const preview = (await client.get(
      '/portal/rest/catalogs/section/1/preview/5',
    )) as Answer<FeaturedSection>;
    expect(preview.status).toBe(200);
    expect(preview.body.data.code).toBe('featured-exhibitors');
    expect(preview.body.data.rows).toHaveLength(5);
    const again = (await client.get('/portal/rest/catalogs/section/1/preview/5')) as Answer<FeaturedSection>;
    expect(again.body.data.rows.map((r) => r.id)).toEqual(preview.body.data.rows.map((r) => r.id));
    const random = (await client.get('/portal/rest/catalogs/section/1/random/4')) as Answer<FeaturedSection>;
    expect(random.body.data.rows).toHaveLength(4);
    expect((await client.get('/portal/rest/catalogs/section/1/random/0')).status).toBe(400);
    expect((await client.get('/portal/rest/catalogs/section/1/random/51')).status).toBe(400);
    expect((await client.get('/portal/rest/catalogs/section/999/preview/3')).status).toBe(404);
  });
});

describe('search and the exhibitor page', () => {
  let client: TestClient;
  let nanjing: Awaited<ReturnType<typeof addExhibitor>>;
  beforeEach(async () => {
    client = new TestClient(ctx.app);
    nanjing = await addExhibitor(ctx, {
      name: '南京示例纸业有限公司',
      nameZhHant: '南京示例紙業有限公司',
      nameEn: 'Nanjing Demo Paper Co., Ltd.',
      brands: ['CloudSoft'],
      industry: 'I1',
      business: ['I101'],
      booths: [
        { hall: 'H1', boothNo: '1A01', area: 'A01' },
        { hall: 'H1', boothNo: '1A02', area: 'A01' },
      ],
    });
    await addExhibitor(ctx, {
      name: '百分之百%示例_公司',
      nameEn: 'O\'Hara "Quoted" 100% Demo_Co',
      country: 'DE',
      industry: 'I3',
      business: ['I303'],
      booths: [{ hall: 'H5', boothNo: '5B07', area: 'A07' }],
      publicContact: false,
    });
    await addExhibitor(ctx, {
      name: '苏州示例卫生用品公司',
      nameEn: 'Suzhou Demo Hygiene',
      industry: 'I2',
      booths: [{ hall: 'H3', boothNo: '3C11', area: 'A04' }],
    });
  });

  const search = async (keyword: string, c: TestClient = client) =>
    (await c.post(YP, { keyword })) as Answer<DirectoryPage>;
  const names = (res: Answer<DirectoryPage>) => res.body.data.rows.map((r: DirectoryRow) => r.nameEn);

  it('finds by Simplified, Traditional and English name, brand and booth number, partly and in any case', async () => {
    expect(names(await search('纸业'))).toEqual(['Nanjing Demo Paper Co., Ltd.']);
    expect(names(await search('紙業'))).toEqual(['Nanjing Demo Paper Co., Ltd.']);
    expect(names(await search('demo PAPER'))).toEqual(['Nanjing Demo Paper Co., Ltd.']);
    expect(names(await search('ＤＥＭＯ　ＰＡＰＥＲ'))).toEqual(['Nanjing Demo Paper Co., Ltd.']);
    expect(names(await search('cloudsoft'))).toEqual(['Nanjing Demo Paper Co., Ltd.']);
    expect(names(await search('1a02'))).toEqual(['Nanjing Demo Paper Co., Ltd.']);
    expect(names(await search('3C1'))).toEqual(['Suzhou Demo Hygiene']);
    expect((await search('demo')).body.data.total).toBe(3);
    expect((await search('  ')).body.data.total).toBe(3);
    const combined = (await client.post(YP, { keyword: 'demo', industry: 'I2' })) as Answer<DirectoryPage>;
    expect(names(combined)).toEqual(['Suzhou Demo Hygiene']);
    expect(combined.body.data.facets!.industry.find((o) => o.code === 'I1')!.count).toBe(1);
  });

  it('answers hostile keywords safely: quotes, %, _ and backslash are literal; 10 000 characters are refused', async () => {
    expect(names(await search('%'))).toEqual(['O\'Hara "Quoted" 100% Demo_Co']);
    expect(names(await search('_'))).toEqual(['O\'Hara "Quoted" 100% Demo_Co']);
    expect(names(await search("o'hara"))).toEqual(['O\'Hara "Quoted" 100% Demo_Co']);
    expect(names(await search('"quoted"'))).toEqual(['O\'Hara "Quoted" 100% Demo_Co']);
    expect((await search('\\')).body.data.total).toBe(0);
    expect((await search("'; drop table exhibitors; --")).body.data.total).toBe(0);
    expect((await search('\u0001')).body.data.total).toBe(3);
    const long = await client.post(YP, { keyword: 'x'.repeat(10_000) });
    expect(long.status).toBe(400);
    expect(long.body.errorCode).toBe(ErrorCode.VALIDATION);
    expect((await search('x'.repeat(100))).status).toBe(200);
    expect((await client.post(YP, { keyword: 12 })).status).toBe(400);
  });

  it('serves the public exhibitor page with its public contacts, listed products and booths', async () => {
    const cover = await buildUpload(ctx, (await buildUser(ctx)).id);
    const listed = await buildProduct(ctx, nanjing.enterprise.id, cover.id, 'listed', { name: '在售商品' });
    await buildProduct(ctx, nanjing.enterprise.id, cover.id, 'pending', { name: '待审商品' });
    const res = (await client.get(
      `/exhibitor/rest/enterpriseSites/main/${nanjing.enterprise.id}`,
    )) as Answer<EnterpriseSite>;
    expect(res.status).toBe(200);
    expect(res.body.data.products.map((p) => p.id)).toEqual([listed.id]);
    expect(res.body.data.products[0]!.coverUrl).toMatch(/^\/attachment\//);
    expect(res.body.data.contacts.map((c) => c.name)).toEqual(['公开联系人']);
    expect(res.body.data.boothNos).toEqual(['1A01', '1A02']);
    expect(res.body.data.profile).toBe('简介');
    const en = (await client.get(
      `/exhibitor/rest/enterpriseSites/en/${nanjing.enterprise.id}`,
    )) as Answer<EnterpriseSite>;
    expect(en.body.data.displayName).toBe('Nanjing Demo Paper Co., Ltd.');
    expect(en.body.data.profile).toBe('Profile');
    expect(en.body.data.hallName).toBe('Hall 1');
    const missing = await client.get('/exhibitor/rest/enterpriseSites/main/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe(ErrorCode.EXHIBITOR_NOT_FOUND);
    const cards = (await client.post('/exhibitor/rest/enterpriseSites/ids', {
      ids: [999999, nanjing.enterprise.id],
    })) as Answer<DirectoryRow[]>;
    expect(cards.body.data.map((c) => c.enterpriseId)).toEqual([nanjing.enterprise.id]);
    expect((await client.post('/exhibitor/rest/enterpriseSites/ids', { ids: [] })).status).toBe(400);
  });

  it("lets an exhibitor's administrator choose at most 2 listed products for the pavilion", async () => {
    const owner = await buildEnterprise(ctx, { name: '展区示例企业' });
    await exhibitAs(ctx, owner.enterprise.id, { hall: 'H4', boothNo: '4A01', area: 'A11' });
    const cover = await buildUpload(ctx, owner.admin.id);
    const [p1, p2, p3] = [
      await buildProduct(ctx, owner.enterprise.id, cover.id, 'listed'),
      await buildProduct(ctx, owner.enterprise.id, cover.id, 'listed'),
      await buildProduct(ctx, owner.enterprise.id, cover.id, 'listed'),
    ];
    const draft = await buildProduct(ctx, owner.enterprise.id, cover.id, 'draft');
    const url = `${BASE}/newProducts`;
    const three = await owner.adminClient.put(url, { productIds: [p1!.id, p2!.id, p3!.id] });
    expect(three.status).toBe(400);
    const notListed = await owner.adminClient.put(url, { productIds: [draft.id] });
    expect(notListed.body.errorCode).toBe(ErrorCode.NEW_PRODUCT_NOT_LISTED);
    const notOwn = await owner.adminClient.put(url, { productIds: [p1!.id, 999999] });
    expect(notOwn.body.errorCode).toBe(ErrorCode.NEW_PRODUCT_NOT_LISTED);
    const staff = await buildMember(ctx, owner.enterprise.id, 'staff');
    expect((await staff.client.put(url, { productIds: [p1!.id] })).status).toBe(403);
    expect((await client.put(url, { productIds: [p1!.id] })).status).toBe(401);
    const ok = (await owner.adminClient.put(url, { productIds: [p1!.id, p2!.id] })) as Answer<NewProductPage>;
    expect(ok.status).toBe(200);
    expect(ok.body.data.rows.map((r) => r.id).sort()).toEqual([p1!.id, p2!.id].sort());
    const swapped = (await owner.adminClient.put(url, { productIds: [p3!.id] })) as Answer<NewProductPage>;
    expect(swapped.body.data.rows.map((r) => r.id)).toEqual([p3!.id]);
    const list = (await client.get(
      `${url}?keyword=${encodeURIComponent('展区示例')}`,
    )) as Answer<NewProductPage>;
    expect(list.body.data.rows).toEqual([]);
    const all = (await client.get(url)) as Answer<NewProductPage>;
    expect(all.body.data.rows.map((r) => r.id)).toEqual([p3!.id]);
    expect(all.body.data.rows[0]!.boothNos).toEqual(['4A01']);
  });
});

describe('demo-directory step', () => {
  it('gives 300+ exhibitors over halls, areas and countries with logos served, once', async () => {
    const names = ['demo-accounts', 'demo-enterprises', 'demo-products', 'demo-directory'];
    const steps = SEED_STEPS.filter((s) => names.includes(s.name));
    const started = Date.now();
    expect(await runSeeds(ctx.db, steps, { storage: ctx.app.deps.storage })).toEqual(names);
    const elapsed = Date.now() - started;
    const client = new TestClient(ctx.app, 'en');
    const page = (await client.post(YP, { pageSize: 100 })) as Answer<DirectoryPage>;
    expect(page.body.data.total).toBeGreaterThanOrEqual(300);
    const withCount = (dim: DirectoryDimension) =>
      page.body.data.facets![dim].filter((o) => o.count > 0).length;
    expect(withCount('hall')).toBeGreaterThanOrEqual(8);
    expect(withCount('area')).toBe(12);
    expect(withCount('industry')).toBe(5);
    expect(withCount('country')).toBeGreaterThanOrEqual(10);
    const logo = page.body.data.rows.find((r) => r.logoUrl)!.logoUrl!;
    const served = await client.get(`${logo}?width=80`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // the demo enterprise exhibits too, with its own listed products on its page
    const [qinghe] = await ctx.db
      .select()
      .from(enterprises)
      .where(eq(enterprises.name, '南京青禾纸业示例有限公司'));
    const site = (await client.get(
      `/exhibitor/rest/enterpriseSites/en/${qinghe!.id}`,
    )) as Answer<EnterpriseSite>;
    expect(site.status).toBe(200);
    expect(site.body.data.products.length).toBeGreaterThan(0);
    // with a profile in its language, a cover and its primary contact made public
    expect(site.body.data.profile).toContain('Nanjing Qinghe Paper (Demo) Co., Ltd. is a demo company');
    expect(site.body.data.coverUrl).not.toBeNull();
    expect(site.body.data.contacts).toMatchObject([{ name: '王芳', email: 'admin@demo.cidpex.cn' }]);
    const pavilion = (await client.get(`${BASE}/newProducts`)) as Answer<NewProductPage>;
    expect(pavilion.body.data.total).toBeGreaterThan(20);
    expect(await runSeeds(ctx.db, steps, { storage: ctx.app.deps.storage })).toEqual([]);
    expect(((await client.post(YP, {})) as Answer<DirectoryPage>).body.data.total).toBe(page.body.data.total);
    console.log(`demo steps incl. demo-directory: ${elapsed} ms`);
  });
});
