import { describe, expect, it, vi } from 'vitest';
import { startEarly, takeEarly } from './early-data';

describe('early data (a page asked for beside its code)', () => {
  it('is taken once, not fetched twice, and goes stale', async () => {
    const fetcher = vi.fn().mockResolvedValue(42);
    startEarly('a', fetcher, 1000);
    startEarly('a', fetcher, 1500);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await expect(takeEarly('a', 2000)).resolves.toBe(42);
    expect(takeEarly('a', 2000)).toBeUndefined();
    startEarly('b', fetcher, 0);
    expect(takeEarly('b', 20_000)).toBeUndefined();
  });
  it('keeps a failure for the page, with no unhandled rejection', async () => {
    startEarly('c', () => Promise.reject(new Error('403')), 0);
    await expect(takeEarly('c', 1)).rejects.toThrow('403');
  });
});
