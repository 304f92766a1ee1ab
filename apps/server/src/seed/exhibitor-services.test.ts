import type { Application, ApplicationPage, BoothContract, BoothPlan } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { signedInClient } from '../test/factories';
import { useTestApp } from '../test/harness';
import { runSeeds, SEED_STEPS } from './index';

const ctx = useTestApp();
const NAMES = ['demo-accounts', 'demo-enterprises', 'demo-directory', 'demo-exhibitor-services'];

async function clientOf(mobile: string) {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return signedInClient(ctx, user!.id);
}

describe('demo step demo-exhibitor-services', () => {
  it('fills the booth plan and the three applications, once', async () => {
    const steps = SEED_STEPS.filter((s) => NAMES.includes(s.name));
    expect(await runSeeds(ctx.db, steps)).toEqual(NAMES);
    const admin = await clientOf('13800000002');
    const mine = (await admin.get('/exhibitor/rest/enterpriseApplys')).body.data as Application;
    expect(mine).toMatchObject({ status: 'draft', booth: { type: 'raw', area: 36 } });
    expect(mine.boothRequests).toMatchObject([{ boothNo: '4R01', status: 'held', price: 36 * 128_000 }]);

    const plan = (await admin.get('/exhibitor/rest/boothPlans?hall=H4')).body.data as BoothPlan;
    expect(plan.counts.free).toBeGreaterThan(0);
    expect(plan.counts.held).toBe(1);
    expect(plan.counts.requested).toBe(1);
    expect(plan.counts.sold).toBeGreaterThan(0);
    expect(plan.booths.filter((b) => b.type === 'raw')).toHaveLength(6);
    expect(plan.booths.some((b) => b.corner)).toBe(true);

    const organizer = await clientOf('13800000009');
    const queue = (await organizer.get('/portal/rest/organizer/exhibitorServices/applications')).body
      .data as ApplicationPage;
    expect(queue.counts).toMatchObject({ draft: 1, submitted: 1, approved: 1 });
    const contracts = (await organizer.get('/portal/rest/organizer/exhibitorServices/contracts')).body
      .data as BoothContract[];
    expect(contracts).toMatchObject([
      { paymentStatus: 'pending', enterpriseName: '苏州澄溪卫生用品示例有限公司' },
    ]);
    expect(await runSeeds(ctx.db, steps)).toEqual([]);
  });
});
