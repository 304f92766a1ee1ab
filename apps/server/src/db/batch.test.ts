import { describe, expect, it, vi } from 'vitest';
import { batched } from './batch';

/** A deferred promise, to hold a statement "in flight". */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('batched (group commit)', () => {
  it('sends a lone call alone, through `one`', async () => {
    const one = vi.fn(async (n: number) => n * 10);
    const many = vi.fn(async (ns: number[]) => ns.map((n) => n * 100));
    const call = batched({ one, many });
    await expect(call(4)).resolves.toBe(40);
    expect(one).toHaveBeenCalledTimes(1);
    expect(many).not.toHaveBeenCalled();
  });

  it('sends calls made in one turn as one batch and answers each its own result', async () => {
    const many = vi.fn(async (ns: number[]) => ns.map((n) => n * 100));
    const call = batched({ one: async (n: number) => n, many });
    await expect(Promise.all([call(1), call(2), call(3)])).resolves.toEqual([100, 200, 300]);
    expect(many).toHaveBeenCalledTimes(1);
    expect(many).toHaveBeenCalledWith([1, 2, 3]);
  });

  it('gathers the calls made while batches are in flight into the next batch', async () => {
    const held = [deferred<void>(), deferred<void>()];
    const batches: number[][] = [];
    const one = vi.fn(async (n: number) => {
      batches.push([n]);
      await held[batches.length - 1]?.promise;
      return n;
    });
    const many = vi.fn(async (ns: number[]) => {
      batches.push(ns);
      return ns;
    });
    const call = batched({ one, many, maxInFlight: 2 });
    const first = call(1);
    await new Promise((r) => setImmediate(r));
    const second = call(2);
    await new Promise((r) => setImmediate(r));
    const rest = [call(3), call(4), call(5)];
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([[1], [2]]); // two in flight: the others wait
    held[0]!.resolve();
    held[1]!.resolve();
    await expect(Promise.all([first, second, ...rest])).resolves.toEqual([1, 2, 3, 4, 5]);
    expect(batches).toEqual([[1], [2], [3, 4, 5]]);
  });

  it('keeps batches to maxBatch items', async () => {
    const sizes: number[] = [];
    const call = batched({
      one: async (n: number) => n,
      many: async (ns: number[]) => {
        sizes.push(ns.length);
        return ns;
      },
      maxBatch: 4,
      maxInFlight: 1,
    });
    await Promise.all(Array.from({ length: 10 }, (_, i) => call(i)));
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('runs each item of a failed batch alone: one item failing fails only that item', async () => {
    const one = vi.fn(async (n: number) => {
      if (n === 2) throw new Error('unique violation');
      return n;
    });
    const call = batched({
      one,
      many: async () => {
        throw new Error('unique violation');
      },
    });
    const results = await Promise.allSettled([call(1), call(2), call(3)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(one).toHaveBeenCalledTimes(3);
  });

  it('never puts two items sharing a key in one batch, nor beside a batch in flight holding it', async () => {
    const held = deferred<void>();
    const batches: string[][] = [];
    const call = batched({
      one: async (s: string) => {
        batches.push([s]);
        return s;
      },
      many: async (ss: string[]) => {
        batches.push(ss);
        if (batches.length === 1) await held.promise;
        return ss;
      },
      keys: (s) => [s.split(':')[0]!],
      maxInFlight: 2,
    });
    const a = [call('u1:a'), call('u2:a'), call('u1:b')];
    await new Promise((r) => setImmediate(r));
    // u1:b waits: u1 is in the first batch, still in flight, though a second batch may start.
    expect(batches).toEqual([['u1:a', 'u2:a']]);
    const b = call('u3:a');
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([['u1:a', 'u2:a'], ['u3:a']]);
    held.resolve();
    await Promise.all([...a, b]);
    expect(batches).toEqual([['u1:a', 'u2:a'], ['u3:a'], ['u1:b']]);
  });

  it('rejects every item, and runs none again, when a batch answers the wrong number of results', async () => {
    const one = vi.fn(async (n: number) => n);
    const call = batched({ one, many: async () => [1] });
    const results = await Promise.allSettled([call(1), call(2)]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(one).not.toHaveBeenCalled();
  });
});
