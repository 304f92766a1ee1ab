import { BOOTH_RULES, boothPrice, FAIR } from '@cidpex/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  adRequests,
  boothContracts,
  boothRequests,
  booths,
  enterprises,
  exhibitorApplications,
  exhibitors,
  hallPlans,
  users,
} from '../db/schema';

/*
 * Demo step `demo-exhibitor-services` (issue 19), after demo-directory: corner booths at the
 * ends of each block of six, raw-space booths (36–54 m²) below the standard rows of hall 4,
 * and three fictitious applications: the demo company choosing a raw-space booth (a draft with
 * a held booth and an advertising request), 远帆 waiting for review with a requested booth, and
 * 苏州澄溪 approved with its booth, its contract issued and its bank transfer announced.
 * Prices are the demo proposal of fair-facts.md.
 */

const E = FAIR.exhibitionId;
const RAW_HALL = 'H4';
const RAW_BOOTHS = [
  { no: '4R01', w: 6, h: 6 },
  { no: '4R02', w: 6, h: 6 },
  { no: '4R03', w: 9, h: 6 },
  { no: '4R04', w: 6, h: 6 },
  { no: '4R05', w: 9, h: 6 },
  { no: '4R06', w: 6, h: 9 },
];

const COMPANY = (
  e: typeof enterprises.$inferSelect,
  contact: { name: string; mobile: string; email: string },
) => ({
  name: e.name,
  nameEn: e.nameEn ?? '',
  creditCode: e.creditCode ?? '',
  address: e.address,
  website: e.website ?? '',
  landline: e.landline ?? '',
  contactName: contact.name,
  contactMobile: contact.mobile,
  contactEmail: contact.email,
});

async function seedExhibitorServices(db: Db): Promise<void> {
  // 1. Corner booths: the first and last of each block of six in a row (two-digit booth numbers).
  await db
    .update(booths)
    .set({ corner: true })
    .where(
      and(
        eq(booths.exhibitionId, E),
        sql`${booths.boothNo} ~ '[0-9]{2}$' and ((right(${booths.boothNo}, 2)::int - 1) % 6) in (0, 5)`,
      ),
    );

  // 2. Raw space under hall 4's rows, the plan made taller to hold it.
  const [plan] = await db
    .select()
    .from(hallPlans)
    .where(and(eq(hallPlans.exhibitionId, E), eq(hallPlans.hall, RAW_HALL)));
  const [bottom] = await db
    .select({ y: sql<number>`coalesce(max(${booths.y} + ${booths.h}), 0)` })
    .from(booths)
    .where(and(eq(booths.exhibitionId, E), eq(booths.hall, RAW_HALL)));
  const top = Number(bottom?.y ?? 0) + 6;
  let x = 6;
  const raw = RAW_BOOTHS.map((b) => {
    const row = {
      exhibitionId: E,
      hall: RAW_HALL,
      boothNo: b.no,
      area: 'A05',
      x,
      y: top,
      w: b.w,
      h: b.h,
      boothType: 'raw',
    };
    x += b.w + 3;
    return row;
  });
  await db.insert(booths).values(raw).onConflictDoNothing();
  const height = top + 9 + 6;
  if (plan) {
    await db
      .update(hallPlans)
      .set({ height: Math.max(plan.height, height), width: Math.max(plan.width, x + 6) })
      .where(and(eq(hallPlans.exhibitionId, E), eq(hallPlans.hall, RAW_HALL)));
  } else {
    await db.insert(hallPlans).values({ exhibitionId: E, hall: RAW_HALL, width: x + 6, height });
  }

  // 3. The applications.
  const found = await db
    .select()
    .from(enterprises)
    .where(
      inArray(enterprises.name, [
        '南京青禾纸业示例有限公司',
        '苏州澄溪卫生用品示例有限公司',
        '远帆无纺布示例有限公司',
      ]),
    );
  const byName = (name: string) => found.find((e) => e.name.startsWith(name));
  const [admin] = await db.select().from(users).where(eq(users.mobile, '13800000002'));
  const rawBooths = await db
    .select()
    .from(booths)
    .where(
      and(
        eq(booths.exhibitionId, E),
        inArray(
          booths.boothNo,
          RAW_BOOTHS.map((b) => b.no),
        ),
      ),
    );
  const rawNo = (no: string) => rawBooths.find((b) => b.boothNo === no)!;
  const priceOf = (b: typeof booths.$inferSelect) =>
    boothPrice(b.boothType as 'standard' | 'raw', Math.round(b.w * b.h), b.corner);
  const now = new Date();

  const qinghe = byName('南京青禾');
  if (qinghe && admin) {
    const [app] = await db
      .insert(exhibitorApplications)
      .values({
        exhibitionId: E,
        enterpriseId: qinghe.id,
        status: 'draft',
        company: COMPANY(qinghe, {
          name: admin.name ?? '王芳',
          mobile: '13800000002',
          email: 'admin@demo.cidpex.cn',
        }),
        business: { mainBusiness: 'I1', exhibits: '卫生纸、面巾纸、厨房用纸（示例）', brands: '青禾' },
        booth: { type: 'raw', area: 36, width: 6, depth: 6 },
        updatedBy: admin.id,
      })
      .returning();
    const booth = rawNo('4R01');
    const heldUntil = new Date(now.getTime() + BOOTH_RULES.holdMinutes * 60_000);
    await db.update(booths).set({ heldByEnterpriseId: qinghe.id, heldUntil }).where(eq(booths.id, booth.id));
    await db.insert(boothRequests).values({
      exhibitionId: E,
      enterpriseId: qinghe.id,
      applicationId: app!.id,
      boothId: booth.id,
      kind: 'request',
      status: 'held',
      price: priceOf(booth),
      heldUntil,
    });
    await db.insert(adRequests).values({
      exhibitionId: E,
      enterpriseId: qinghe.id,
      position: 'catalogueInside',
      quantity: 1,
      price: 800_000,
      note: '会刊内页整版（示例）',
      requestedBy: admin.id,
    });
  }

  const yuanfan = byName('远帆');
  if (yuanfan) {
    const submittedAt = new Date('2024-04-18T02:30:00Z');
    const [app] = await db
      .insert(exhibitorApplications)
      .values({
        exhibitionId: E,
        enterpriseId: yuanfan.id,
        status: 'submitted',
        company: COMPANY(yuanfan, {
          name: '刘洋',
          mobile: '13900000003',
          email: 'liuyang@yuanfan-demo.example',
        }),
        business: { mainBusiness: 'I3', exhibits: '水刺无纺布、热风无纺布（示例）', brands: '远帆' },
        booth: { type: 'raw', area: 54, width: 9, depth: 6 },
        submittedAt,
      })
      .returning();
    const booth = rawNo('4R03');
    await db
      .update(booths)
      .set({ heldByEnterpriseId: yuanfan.id, heldUntil: null })
      .where(eq(booths.id, booth.id));
    await db.insert(boothRequests).values({
      exhibitionId: E,
      enterpriseId: yuanfan.id,
      applicationId: app!.id,
      boothId: booth.id,
      kind: 'request',
      status: 'requested',
      price: priceOf(booth),
    });
  }

  const chengxi = byName('苏州澄溪');
  if (chengxi) {
    const [exhibitor] = await db
      .select()
      .from(exhibitors)
      .where(and(eq(exhibitors.exhibitionId, E), eq(exhibitors.enterpriseId, chengxi.id)));
    const held = exhibitor ? await db.select().from(booths).where(eq(booths.exhibitorId, exhibitor.id)) : [];
    const reviewedAt = new Date('2024-04-12T06:00:00Z');
    const [app] = await db
      .insert(exhibitorApplications)
      .values({
        exhibitionId: E,
        enterpriseId: chengxi.id,
        status: 'approved',
        company: COMPANY(chengxi, {
          name: '孙悦',
          mobile: '13900000002',
          email: 'sunyue@chengxi-demo.example',
        }),
        business: { mainBusiness: 'I2', exhibits: '卫生巾、纸尿裤、湿巾（示例）', brands: '澄溪' },
        booth: {
          type: 'standard',
          area: 9 * Math.max(1, held.length),
          width: 3,
          depth: 3 * Math.max(1, held.length),
        },
        submittedAt: new Date('2024-04-08T03:00:00Z'),
        reviewedAt,
      })
      .returning();
    if (held.length > 0) {
      await db.insert(boothRequests).values(
        held.map((b) => ({
          exhibitionId: E,
          enterpriseId: chengxi.id,
          applicationId: app!.id,
          boothId: b.id,
          kind: 'request',
          status: 'approved',
          price: priceOf(b),
        })),
      );
      const [contract] = await db
        .insert(boothContracts)
        .values({
          exhibitionId: E,
          enterpriseId: chengxi.id,
          applicationId: app!.id,
          contractNo: `BC${E}-D0001`,
          booths: held.map((b) => ({
            boothNo: b.boothNo,
            hall: b.hall,
            type: b.boothType,
            size: Math.round(b.w * b.h),
            corner: b.corner,
            price: priceOf(b),
          })),
          amount: held.reduce((s, b) => s + priceOf(b), 0),
          paymentStatus: 'pending',
          paymentMethod: 'bank',
          createdAt: reviewedAt,
        })
        .returning();
      if (!contract) throw new Error('demo contract not inserted');
    }
  }
}

export const demoExhibitorServicesStep = { name: 'demo-exhibitor-services', run: seedExhibitorServices };
