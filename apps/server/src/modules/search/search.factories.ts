import type { TestContext } from '../../test/harness';

/**
 * Tells the search of every change the way the other domains do ('listing.changed'): each test
 * truncates the tables, so ids 1..upTo of every subject are re-read (the gone ones leave the index).
 */
export async function reindex(ctx: TestContext, upTo = 60) {
  const ids = Array.from({ length: upTo }, (_, i) => i + 1);
  for (const subject of ['exhibitor', 'product', 'purpose', 'news'] as const) {
    await ctx.app.deps.events.emit('listing.changed', { subject, ids });
  }
}
