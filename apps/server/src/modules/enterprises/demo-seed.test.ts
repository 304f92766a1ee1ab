import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enterpriseContacts, enterprises, users } from '../../db/schema';
import { runSeeds, SEED_STEPS } from '../../seed';
import { seedEnterprises } from '../../seed/enterprises';
import { buildOrganizer, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';

const ctx = useTestApp();
const DEMO = SEED_STEPS.filter((s) => s.name === 'demo-accounts' || s.name === 'demo-enterprises');

async function userId(mobile: string) {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return row!.id;
}

describe('demo step demo-enterprises', () => {
  it('makes the demo enterprise-admin account the administrator of a certified demo enterprise', async () => {
    expect(await runSeeds(ctx.db, DEMO)).toEqual(['demo-accounts', 'demo-enterprises']);
    const admin = await signedInClient(ctx, await userId('13800000002'));
    expect((await admin.get('/exhibitor/rest/staffs/isAdmin')).body.data).toEqual({ admin: true });
    const staff = await admin.post('/exhibitor/rest/staffs/page', {});
    expect(staff.body.data).toMatchObject({ total: 2 });
    const contacts = (await admin.post('/exhibitor/rest/contact/list', {})).body.data as {
      isPrimary: boolean;
    }[];
    expect(contacts).toHaveLength(2);
    expect(contacts.filter((c) => c.isPrimary)).toHaveLength(1);
    const applications = await admin.get('/exhibitor/rest/staffs/listApplication?status=pending');
    expect(applications.body.data).toMatchObject({ total: 1 });

    // Search finds the fictional enterprises; the organizer queue has one waiting.
    const found = await new TestClient(ctx.app).post('/portal/rest/entCer/fuzzyQueryByName', {
      name: 'demo',
    });
    expect((found.body.data as unknown[]).length).toBe(4);
    const organizer = await buildOrganizer(ctx);
    const queue = await organizer.client.get(
      '/portal/rest/organizer/enterprises/certifications?status=pending',
    );
    expect(queue.body.data).toMatchObject({ total: 1, rows: [{ name: '启明湿巾示例有限公司' }] });

    // The staff member is an operator; the demo people sign in with the demo password.
    const operator = await signedInClient(ctx, await userId('13800000011'));
    expect((await operator.get('/portal/rest/entCer/checkJoined')).body.data).toMatchObject({
      membership: { role: 'operator', certified: true },
    });
  });

  it('running it again over user data changes nothing and does not fail', async () => {
    await runSeeds(ctx.db, DEMO);
    const before = await ctx.db.select().from(enterprises);
    const contactsBefore = await ctx.db.select().from(enterpriseContacts);
    await seedEnterprises(ctx.db);
    expect(await ctx.db.select().from(enterprises)).toHaveLength(before.length);
    expect(await ctx.db.select().from(enterpriseContacts)).toHaveLength(contactsBefore.length);
    // A step already recorded is skipped.
    expect(await runSeeds(ctx.db, DEMO)).toEqual([]);
  });
});
