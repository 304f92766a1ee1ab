import { type AppointmentState, FAIR } from '@cidpex/contracts';
import { fieldAppointments } from '../../db/schema';
import { buildUser, signedInClient } from '../../test/factories';
import type { Lang, TestContext } from '../../test/harness';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { exhibitAs } from '../exhibitors/exhibitors.factories';
import { buildRegistration } from '../purposes/purposes.factories';

/** An approved visitor (a buyer), signed in. */
export async function buildBuyer(ctx: TestContext, lang: Lang = 'zh-Hans', name = '采购商') {
  const user = await buildUser(ctx, {
    name,
    email: `buyer-${Math.random().toString(36).slice(2)}@example.com`,
  });
  await buildRegistration(ctx, user.id, 'approved');
  return { user, client: await signedInClient(ctx, user.id, lang) };
}

/** A certified enterprise exhibiting at one booth of the fair, with its administrator and a staff member. */
export async function buildExhibitor(
  ctx: TestContext,
  booth: { hall: string; boothNo: string; area: string } = { hall: 'H5', boothNo: '5A01', area: 'A01' },
  lang: Lang = 'zh-Hans',
) {
  const built = await buildEnterprise(ctx, {
    name: `会面测试企业${booth.boothNo}`,
    nameEn: `Meet Co ${booth.boothNo}`,
    lang,
  });
  await exhibitAs(ctx, built.enterprise.id, booth);
  const staff = await buildMember(ctx, built.enterprise.id);
  return { ...built, staff };
}

/** A meeting stored directly in a state (for the state table), 15 May at hour:minute on the fair's clock. */
export async function storeAppointment(
  ctx: TestContext,
  v: {
    inviterUserId: number;
    inviteeEnterpriseId: number;
    status: AppointmentState;
    hour?: number;
    minute?: number;
    hall?: string;
  },
) {
  const startsAt = new Date(Date.UTC(2024, 4, 15, (v.hour ?? 9) - 8, v.minute ?? 0));
  const [row] = await ctx.db
    .insert(fieldAppointments)
    .values({
      exhibitionId: FAIR.exhibitionId,
      inviterUserId: v.inviterUserId,
      inviterName: '采购商',
      inviteeEnterpriseId: v.inviteeEnterpriseId,
      inviteeNameZhHans: '会面测试企业',
      inviteeNameZhHant: '會面測試企業',
      inviteeNameEn: 'Meet Co',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      placeKind: 'booth',
      boothNo: '5A01',
      hall: v.hall ?? 'H5',
      topic: '测试',
      status: v.status,
      reason: v.status === 'REFUSED' || v.status === 'REJECTED' ? '时间冲突' : null,
      previousStartsAt: v.status === 'UNAPPROVED' ? new Date(startsAt.getTime() - 3_600_000) : null,
    })
    .returning();
  return row!;
}
