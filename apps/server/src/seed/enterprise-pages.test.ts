import type { PreviewPage } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { signedInClient } from '../test/factories';
import { useTestApp } from '../test/harness';
import { DEMO_PAGE_REVIEWS } from './enterprise-pages';
import { runSeeds, SEED_STEPS } from './index';

const ctx = useTestApp();
const NAMES = ['demo-accounts', 'demo-enterprises', 'demo-page-reviews'];

describe('demo step demo-page-reviews', () => {
  it('leaves exhibitor pages of two demo enterprises waiting in the organizer queue, once', async () => {
    const steps = SEED_STEPS.filter((s) => NAMES.includes(s.name));
    expect(await runSeeds(ctx.db, steps)).toEqual(NAMES);
    const [organizer] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, '13800000009'));
    const client = await signedInClient(ctx, organizer!.id);
    const queue = async () =>
      (await client.get('/portal/rest/organizer/enterprises/previews?status=pending')).body
        .data as PreviewPage;
    const waiting = await queue();
    expect(waiting.counts).toEqual({ draft: 0, pending: 2, approved: 0, rejected: 0 });
    expect(waiting.rows.map((r) => r.name).sort()).toEqual(DEMO_PAGE_REVIEWS.map((p) => p.enterprise).sort());
    expect(waiting.rows.every((r) => r.profileEn && r.profileZhHans && r.profileZhHant)).toBe(true);
    expect(await runSeeds(ctx.db, steps)).toEqual([]);
    expect((await queue()).total).toBe(2);
  });
});
