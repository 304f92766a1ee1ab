import type { AppointmentCount, DayView } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { signedInClient } from '../test/factories';
import { useTestApp } from '../test/harness';
import { runSeeds, SEED_STEPS } from './index';

const ctx = useTestApp();
const NAMES = ['demo-accounts', 'demo-enterprises', 'demo-directory', 'demo-appointments'];

async function clientOf(mobile: string) {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return signedInClient(ctx, row!.id);
}

describe('demo step demo-appointments', () => {
  it("fills the demo buyer's and the demo company's meetings in every group, with a walking warning on 15 May", async () => {
    const steps = SEED_STEPS.filter((s) => NAMES.includes(s.name));
    expect(await runSeeds(ctx.db, steps)).toEqual(NAMES);
    const buyer = await clientOf('13800000001');
    const count = (await buyer.get('/exhibitor/rest/fieldAppointments/count')).body.data as AppointmentCount;
    expect(count.groups).toMatchObject({ Approved: 2, Pending: 2, Withdrawn: 1, Refused: 1, All: 6 });
    const day = (await buyer.get('/exhibitor/rest/fieldAppointments/day?day=2024-05-15')).body
      .data as DayView;
    expect(day.rows.map((r) => r.startTime)).toEqual(['10:00', '10:30', '14:00']);
    expect(day.warnings).toHaveLength(1);
    for (const mobile of ['13800000002', '13800000011']) {
      const company = (await (await clientOf(mobile)).get('/exhibitor/rest/fieldAppointments/count')).body
        .data as AppointmentCount;
      expect(company.to).toMatchObject({ ACCEPTED: 1, PENDING: 1, UNAPPROVED: 1, REFUSED: 1, CANCELED: 1 });
    }
  });
});
