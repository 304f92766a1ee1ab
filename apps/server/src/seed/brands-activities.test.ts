import type { ActivityPage, Brand, PublicActivityPage, SignupPage } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { signedInClient } from '../test/factories';
import { TestClient, useTestApp } from '../test/harness';
import { runSeeds, SEED_STEPS } from './index';

const ctx = useTestApp();
const NAMES = ['demo-accounts', 'demo-enterprises', 'demo-brands-activities'];

async function clientOf(mobile: string) {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return signedInClient(ctx, row!.id);
}

describe('demo step demo-brands-activities', () => {
  it('gives the demo company brands with logos and two activities: one approved with a sign-up, one pending', async () => {
    const steps = SEED_STEPS.filter((s) => NAMES.includes(s.name));
    expect(await runSeeds(ctx.db, steps, { storage: ctx.app.deps.storage })).toEqual(NAMES);
    const staff = await clientOf('13800000011');
    const brandList = (await staff.get('/exhibitor/rest/brands')).body.data as Brand[];
    expect(brandList.map((b) => b.nameEn)).toEqual(['Qinghe', 'Bamboo Whisper', 'SoftCloud Hotel']);
    expect(brandList.every((b) => b.logo !== null)).toBe(true);
    const logo = await new TestClient(ctx.app).request('GET', brandList[0]!.logo!.url);
    expect(logo.status).toBe(200);

    const mine = (await staff.post('/exhibitor/rest/activities/page', {})).body.data as ActivityPage;
    expect(mine.counts).toEqual({ draft: 0, pending: 1, approved: 1, rejected: 0 });
    const signups = (await staff.post('/exhibitor/rest/activities/signups/page', {})).body.data as SignupPage;
    expect(signups.rows).toMatchObject([{ name: '李明', status: 'pending' }]);

    const open = (await new TestClient(ctx.app).get('/portal/rest/activities')).body
      .data as PublicActivityPage;
    expect(open.rows).toMatchObject([{ title: '青禾竹浆新品发布会（示例）', seatsTaken: 1 }]);
    const organizer = await clientOf('13800000009');
    const queue = await organizer.get('/portal/rest/organizer/activities?status=pending');
    expect(queue.body.data).toMatchObject({ total: 1, rows: [{ title: '酒店客房用纸采购对接会（示例）' }] });

    // Runs once.
    expect(await runSeeds(ctx.db, steps, { storage: ctx.app.deps.storage })).toEqual([]);
  });
});
