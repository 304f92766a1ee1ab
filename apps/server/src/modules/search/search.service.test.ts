import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import type { loadAll } from './search.feed';
import { SearchService } from './search.service';

/*
 * The index build at start reads the whole fair; a read that fails (on PostgreSQL a deadlock
 * with a truncate or a schema change, a dropped connection) must not leave search failing until
 * a restart.
 */
function feed(failures: number) {
  const state = { failures, calls: 0 };
  const load: typeof loadAll = async () => {
    state.calls++;
    if (state.failures > 0) {
      state.failures--;
      throw new Error('deadlock detected');
    }
    return { documents: 0, readMs: 0, documentMs: 0, tokenizeMs: 0, flexsearchMs: 0, yields: 0, totalMs: 0 };
  };
  return { state, load };
}

describe('SearchService.start', () => {
  it('tries a failed read again and is built after a passing one', async () => {
    const { state, load } = feed(2);
    const logged: string[] = [];
    const service = new SearchService({} as Db, (_err, what) => logged.push(what), undefined, load);
    await service.start();
    expect(service.isBuilt).toBe(true);
    expect(state.calls).toBe(3);
    expect(logged).toHaveLength(2);
  });

  it('forgets a build that keeps failing, so the next call starts another', async () => {
    const { state, load } = feed(3);
    const service = new SearchService({} as Db, () => {}, undefined, load);
    await expect(service.start()).rejects.toThrow('deadlock detected');
    expect(service.isBuilt).toBe(false);
    expect(state.calls).toBe(3);
    await service.start();
    expect(service.isBuilt).toBe(true);
    expect(state.calls).toBe(4);
  });
});
