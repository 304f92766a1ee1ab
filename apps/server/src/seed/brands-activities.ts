import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities, activitySignups, brands, enterprises, users } from '../db/schema';
import { ACTIVITY_REF } from '../modules/activities/activities.repository';
import { BRAND_REF } from '../modules/brands/brands.repository';
import { monogramSvg } from './artwork';
import { DEMO_ACCOUNTS, type SeedContext } from './demo-accounts';
import { storeDemoPicture } from './pictures';

/** The demo company of README "Demo accounts" (administrator 13800000002, staff 13800000011). */
const DEMO_COMPANY = '南京青禾纸业示例有限公司';
const STAFF_MOBILE = '13800000011';

/** Fictional brands of the demo company (the names are invented for the demo). */
export const DEMO_BRANDS = [
  {
    name: '青禾',
    nameEn: 'Qinghe',
    description: '家用生活用纸主品牌：卫生纸、面巾纸与厨房用纸。（示例）',
    colour: '#2f7d5b',
  },
  {
    name: '竹语',
    nameEn: 'Bamboo Whisper',
    description: '竹浆本色系列，不添加荧光增白剂。（示例）',
    colour: '#8aa86b',
  },
  {
    name: null,
    nameEn: 'SoftCloud Hotel',
    description: 'Away-from-home line for hotels and offices. (Demo)',
    colour: '#7fb3c8',
  },
];

/** Two activities at the fair: one approved with a sign-up of the demo buyer, one waiting for review. */
export const DEMO_ACTIVITIES = [
  {
    title: '青禾竹浆新品发布会（示例）',
    titleEn: 'Qinghe Bamboo Pulp Launch (Demo)',
    type: 'launch',
    startAt: '2024-05-15T10:00:00+08:00',
    endAt: '2024-05-15T11:00:00+08:00',
    placeType: 'booth',
    place: '5A18',
    capacity: 40,
    description: '现场发布竹浆本色卫生纸新品，并介绍无荧光增白工艺。到场报名的观众可领取试用装。',
    status: 'approved',
    colour: '#8aa86b',
  },
  {
    title: '酒店客房用纸采购对接会（示例）',
    titleEn: 'Hotel Tissue Sourcing Meet-up (Demo)',
    type: 'matchmaking',
    startAt: '2024-05-16T14:00:00+08:00',
    endAt: '2024-05-16T15:30:00+08:00',
    placeType: 'room',
    place: '会议中心 M3 / Conference Centre M3',
    capacity: 20,
    description: '面向酒店与写字楼采购的一对一洽谈，介绍 SoftCloud Hotel 系列与批量供货方案。',
    status: 'pending',
    colour: '#7fb3c8',
  },
] as const;

async function seedBrandsActivities(db: Db, ctx: SeedContext = {}) {
  const [company] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.name, DEMO_COMPANY))
    .limit(1);
  if (!company) return;
  const buyerMobile = DEMO_ACCOUNTS.find((a) => a.role === 'visitor')?.mobile ?? '';
  const adminMobile = DEMO_ACCOUNTS.find((a) => a.role === 'enterpriseAdmin')?.mobile ?? '';
  const organizerMobile = DEMO_ACCOUNTS.find((a) => a.role === 'organizer')?.mobile ?? '';
  const people = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(inArray(users.mobile, [buyerMobile, adminMobile, organizerMobile, STAFF_MOBILE]));
  const idOf = (mobile: string) => people.find((p) => p.mobile === mobile)?.id ?? null;
  const adminId = idOf(adminMobile);
  const staffId = idOf(STAFF_MOBILE) ?? adminId;
  const { storage } = ctx;

  for (const seed of DEMO_BRANDS) {
    const [row] = await db
      .insert(brands)
      .values({
        enterpriseId: company.id,
        name: seed.name,
        nameEn: seed.nameEn,
        description: seed.description,
        createdBy: adminId,
        updatedBy: adminId,
      })
      .returning({ id: brands.id });
    if (!row || !storage) continue;
    const logo = await storeDemoPicture(db, storage, {
      kind: 'logo',
      colour: seed.colour,
      svg: monogramSvg(seed.nameEn, 200),
      fileName: 'brand-logo.png',
      ownerUserId: adminId,
      refType: BRAND_REF,
      refId: String(row.id),
      size: 200,
    });
    await db.update(brands).set({ logoAttachmentId: logo.id }).where(eq(brands.id, row.id));
  }

  for (const seed of DEMO_ACTIVITIES) {
    const approved = seed.status === 'approved';
    const [row] = await db
      .insert(activities)
      .values({
        enterpriseId: company.id,
        title: seed.title,
        titleEn: seed.titleEn,
        type: seed.type,
        startAt: new Date(seed.startAt),
        endAt: new Date(seed.endAt),
        placeType: seed.placeType,
        place: seed.place,
        capacity: seed.capacity,
        description: seed.description,
        status: seed.status,
        createdBy: staffId,
        updatedBy: staffId,
        reviewedBy: approved ? idOf(organizerMobile) : null,
        submittedAt: new Date('2024-04-20T02:00:00Z'),
        reviewedAt: approved ? new Date('2024-04-22T02:00:00Z') : null,
      })
      .returning({ id: activities.id });
    if (!row) continue;
    const buyerId = idOf(buyerMobile);
    if (approved && buyerId !== null) {
      await db.insert(activitySignups).values({ activityId: row.id, userId: buyerId }).onConflictDoNothing();
    }
    if (!storage) continue;
    const cover = await storeDemoPicture(db, storage, {
      kind: 'enterpriseImage',
      colour: seed.colour,
      fileName: 'activity-cover.png',
      ownerUserId: staffId,
      refType: ACTIVITY_REF,
      refId: String(row.id),
    });
    await db
      .update(activities)
      .set({ coverAttachmentId: cover.id })
      .where(and(eq(activities.id, row.id), eq(activities.enterpriseId, company.id)));
  }
}

export const demoBrandsActivitiesStep = { name: 'demo-brands-activities', run: seedBrandsActivities };
