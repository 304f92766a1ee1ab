import type { ApplyChatPage, PurposeMinePage, PurposePage } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applyChats,
  purposeComments,
  purposeFavorites,
  purposes,
  users,
  visitorRegistrations,
} from '../db/schema';
import { relist } from '../modules/purposes/purposes.factories';
import { signedInClient } from '../test/factories';
import { TestClient, useTestApp } from '../test/harness';
import { runSeeds, SEED_STEPS } from './index';

const ctx = useTestApp();
const NAMES = ['demo-accounts', 'demo-enterprises', 'demo-visitors', 'demo-purposes'];

async function clientOf(mobile: string) {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return signedInClient(ctx, row!.id);
}

describe('demo step demo-purposes', () => {
  it('fills the board: 60+ posts in three languages and every state, with comments, favourites and chat applications', async () => {
    const steps = SEED_STEPS.filter((s) => NAMES.includes(s.name));
    expect(await runSeeds(ctx.db, steps)).toEqual(NAMES);
    await relist(ctx); // the steps wrote the posts behind the routes
    const all = await ctx.db.select().from(purposes);
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((p) => p.lang))).toEqual(new Set(['zh-Hans', 'zh-Hant', 'en']));
    expect(new Set(all.map((p) => p.status))).toEqual(new Set(['Pending', 'Passed', 'Reject', 'Canceled']));
    expect(new Set(all.map((p) => p.category)).size).toBeGreaterThanOrEqual(10);
    expect((await ctx.db.select().from(purposeComments)).length).toBeGreaterThan(20);
    // Buyers who registered in English comment in English, whatever the post's language (issue 24).
    const english = new Set(
      (
        await ctx.db
          .select({ userId: visitorRegistrations.userId })
          .from(visitorRegistrations)
          .where(eq(visitorRegistrations.lang, 'en'))
      ).map((r) => r.userId),
    );
    const theirs = (await ctx.db.select().from(purposeComments)).filter((c) => english.has(c.userId));
    expect(theirs.length).toBeGreaterThan(0);
    for (const c of theirs) expect(c.content).not.toMatch(/[\u3400-\u9fff]/);
    expect((await ctx.db.select().from(purposeFavorites)).length).toBeGreaterThan(10);
    const chats = await ctx.db.select().from(applyChats);
    expect(new Set(chats.map((c) => c.status))).toEqual(new Set(['Pending', 'Accepted', 'Applied Reject']));

    const anonymous = new TestClient(ctx.app);
    const board = (await anonymous.post('/exhibitor/rest/purposes/page', { keyword: '紙尿褲' })).body
      .data as PurposePage;
    expect(board.total).toBeGreaterThan(0);
    const passed = all.filter((p) => p.status === 'Passed');
    for (const p of passed) {
      const comments = await ctx.db.select().from(purposeComments).where(eq(purposeComments.purposeId, p.id));
      expect(p.commentCount).toBe(comments.length);
    }
    const admin = await clientOf('13800000002');
    const mine = (await admin.post('/exhibitor/rest/purposes/mine', {})).body.data as PurposeMinePage;
    expect(mine.total).toBeGreaterThan(0);
    const received = (await admin.post('/exhibitor/rest/applyChats/me/to', {})).body.data as ApplyChatPage;
    expect(received.total).toBeGreaterThan(0);
    const organizer = await clientOf('13800000009');
    const queue = await organizer.get('/portal/rest/organizer/purposes?status=Pending');
    expect((queue.body.data as PurposeMinePage).total).toBeGreaterThan(0);

    expect(await runSeeds(ctx.db, steps)).toEqual([]);
    expect((await ctx.db.select().from(purposes)).length).toBe(all.length);
  });
});
