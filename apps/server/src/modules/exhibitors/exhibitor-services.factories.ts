import { randomInt } from 'node:crypto';
import { FAIR } from '@cidpex/contracts';
import { booths, hallPlans } from '../../db/schema';
import type { TestClient, TestContext } from '../../test/harness';

/** Free booths on a test hall: `n` standard 3×3 ones (the first a corner) and one raw 6×6. */
export async function buildHall(ctx: TestContext, hall = 'H7', n = 3) {
  await ctx.db
    .insert(hallPlans)
    .values({ exhibitionId: FAIR.exhibitionId, hall, width: 60, height: 30 })
    .onConflictDoNothing();
  const prefix = `${hall.replace('H', '')}T${randomInt(1000)}`;
  const rows = await ctx.db
    .insert(booths)
    .values([
      ...Array.from({ length: n }, (_, i) => ({
        exhibitionId: FAIR.exhibitionId,
        hall,
        boothNo: `${prefix}-${String(i + 1).padStart(2, '0')}`,
        area: 'A01',
        x: 3 + i * 3,
        y: 3,
        w: 3,
        h: 3,
        corner: i === 0,
      })),
      {
        exhibitionId: FAIR.exhibitionId,
        hall,
        boothNo: `${prefix}-R1`,
        area: 'A01',
        x: 30,
        y: 10,
        w: 6,
        h: 6,
        boothType: 'raw',
      },
    ])
    .returning();
  return { standard: rows.slice(0, n), raw: rows[n]! };
}

export const COMPANY = {
  name: '测试纸业有限公司',
  nameEn: 'Test Paper Co., Ltd.',
  creditCode: '',
  address: '南京市建邺区江东中路 300 号',
  website: '',
  landline: '',
  contactName: '李娜',
  contactMobile: '13912345678',
  contactEmail: 'lina@example.com',
};
export const BUSINESS = { mainBusiness: 'I1', exhibits: '卫生纸、面巾纸', brands: '清风' };
export const STANDARD_WISH = { type: 'standard' as const, area: 9, width: 3, depth: 3 };

/** Fills the three required steps of the wizard. */
export async function fillWizard(
  client: TestClient,
  booth: { type: 'standard' | 'raw'; area: number; width: number; depth: number } = STANDARD_WISH,
) {
  for (const [step, data] of [
    ['company', COMPANY],
    ['business', BUSINESS],
    ['booth', booth],
  ] as const) {
    const saved = await client.put('/exhibitor/rest/enterpriseApplys/step', { step, data });
    if (!saved.body.success) throw new Error(`step ${step}: ${saved.body.errorMsg}`);
  }
}
