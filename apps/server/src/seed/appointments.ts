import { FAIR } from '@cidpex/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  appointmentSettings,
  booths,
  enterpriseStaff,
  exhibitors,
  fieldAppointments,
  users,
} from '../db/schema';

/** 15–17 May 2024 on the fair's clock (Asia/Shanghai, UTC+8, no summer time) as a UTC instant. */
const at = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2024, 4, day, hour - 8, minute));
const SLOT_MS = 30 * 60_000;

/**
 * Meetings of the demo buyer (13800000001) with the demo company (administrator 13800000002,
 * staff 13800000011) in every state, one accepted meeting with another exhibitor in a far hall
 * right after (the day view warns about the walk), and the company's meeting settings.
 */
async function seedAppointments(db: Db): Promise<void> {
  const people = await db
    .select({ id: users.id, mobile: users.mobile, name: users.name })
    .from(users)
    .where(inArray(users.mobile, ['13800000001', '13800000002', '13800000011']));
  const byMobile = new Map(people.map((p) => [p.mobile, p]));
  const buyer = byMobile.get('13800000001');
  const admin = byMobile.get('13800000002');
  const staff = byMobile.get('13800000011');
  if (!buyer || !admin) return;
  const [membership] = await db
    .select({ enterpriseId: enterpriseStaff.enterpriseId })
    .from(enterpriseStaff)
    .where(eq(enterpriseStaff.userId, admin.id))
    .limit(1);
  if (!membership) return;
  const boothOf = async (exhibitorId: number) =>
    (
      await db
        .select()
        .from(booths)
        .where(eq(booths.exhibitorId, exhibitorId))
        .orderBy(asc(booths.boothNo))
        .limit(1)
    )[0];
  const [company] = await db
    .select()
    .from(exhibitors)
    .where(
      and(
        eq(exhibitors.exhibitionId, FAIR.exhibitionId),
        eq(exhibitors.enterpriseId, membership.enterpriseId),
      ),
    )
    .limit(1);
  if (!company) return;
  const companyBooth = await boothOf(company.id);
  if (!companyBooth) return;
  // Another exhibitor in a hall far from the demo company's (for the walking-time warning).
  const farHall = companyBooth.hall === 'H9' ? 'H1' : 'H9';
  const [farBooth] = await db
    .select({ booth: booths, exhibitor: exhibitors })
    .from(booths)
    .innerJoin(exhibitors, eq(exhibitors.id, booths.exhibitorId))
    .where(
      and(
        eq(booths.exhibitionId, FAIR.exhibitionId),
        eq(booths.hall, farHall),
        ne(exhibitors.enterpriseId, membership.enterpriseId),
      ),
    )
    .orderBy(asc(booths.boothNo))
    .limit(1);

  const withCompany = {
    exhibitionId: FAIR.exhibitionId,
    inviterUserId: buyer.id,
    inviterName: buyer.name ?? '李明',
    inviteeEnterpriseId: membership.enterpriseId,
    inviteeNameZhHans: company.nameZhHans,
    inviteeNameZhHant: company.nameZhHant,
    inviteeNameEn: company.nameEn,
    placeKind: 'booth',
    boothNo: companyBooth.boothNo,
    hall: companyBooth.hall,
  };
  const meetings: Omit<typeof fieldAppointments.$inferInsert, 'endsAt'>[] = [
    {
      ...withCompany,
      startsAt: at(15, 10),
      status: 'ACCEPTED',
      topic: '三层原生木浆卷纸年度采购（示例）',
      answeredBy: admin.id,
    },
    { ...withCompany, startsAt: at(15, 14), status: 'PENDING', topic: '竹浆面巾纸 OEM 打样（示例）' },
    {
      ...withCompany,
      startsAt: at(16, 11),
      previousStartsAt: at(16, 10),
      status: 'UNAPPROVED',
      topic: '湿巾新品试销（示例）',
      answeredBy: staff?.id ?? admin.id,
    },
    {
      ...withCompany,
      startsAt: at(16, 15),
      status: 'REFUSED',
      reason: '该时段展位接待已满，请改约 17 日上午（示例）',
      topic: '出口包装规格（示例）',
      answeredBy: admin.id,
    },
    { ...withCompany, startsAt: at(17, 9, 30), status: 'CANCELED', topic: '年会晚宴邀请（示例）' },
  ];
  if (farBooth) {
    meetings.push({
      ...withCompany,
      inviteeEnterpriseId: farBooth.exhibitor.enterpriseId,
      inviteeNameZhHans: farBooth.exhibitor.nameZhHans,
      inviteeNameZhHant: farBooth.exhibitor.nameZhHant,
      inviteeNameEn: farBooth.exhibitor.nameEn,
      boothNo: farBooth.booth.boothNo,
      hall: farBooth.booth.hall,
      startsAt: at(15, 10, 30),
      status: 'ACCEPTED',
      topic: 'Fluff pulp supply for 2025 (demo)',
    });
  }
  await db
    .insert(fieldAppointments)
    .values(meetings.map((m) => ({ ...m, endsAt: new Date(m.startsAt.getTime() + SLOT_MS) })));
  await db
    .insert(appointmentSettings)
    .values({
      exhibitionId: FAIR.exhibitionId,
      enterpriseId: membership.enterpriseId,
      capacity: 2,
      staffUserIds: [admin.id, ...(staff ? [staff.id] : [])],
      updatedBy: admin.id,
    })
    .onConflictDoNothing();
}

export const demoAppointmentsStep = { name: 'demo-appointments', run: seedAppointments };
