import { describe, expect, it, vi } from 'vitest';
import { LocalEventBus } from './bus';

describe('the in-process event bus', () => {
  it('delivers a payload to every subscriber of its name, and to no other name', async () => {
    const bus = new LocalEventBus(() => {});
    const a: unknown[] = [];
    const b: unknown[] = [];
    const other: unknown[] = [];
    bus.on('notices.sent', (p) => void a.push(p));
    bus.on('notices.sent', (p) => void b.push(p));
    bus.on('cache.invalidate', (p) => void other.push(p));
    await bus.emit('notices.sent', { outboxId: 7, attempts: 1 });
    expect(a).toEqual([{ outboxId: 7, attempts: 1 }]);
    expect(b).toEqual([{ outboxId: 7, attempts: 1 }]);
    expect(other).toEqual([]);
  });

  it('stops delivering to a subscriber once it unsubscribed', async () => {
    const bus = new LocalEventBus(() => {});
    const seen: number[] = [];
    const off = bus.on('cache.invalidate', () => void seen.push(1));
    await bus.emit('cache.invalidate', { key: 'x' });
    off();
    await bus.emit('cache.invalidate', { key: 'x' });
    expect(seen).toEqual([1]);
  });

  it('logs a failing subscriber (thrown or rejected) and still delivers to the others', async () => {
    const logged: Array<[string, string | undefined]> = [];
    const bus = new LocalEventBus((err, name) => void logged.push([(err as Error).message, name]));
    const seen: string[] = [];
    bus.on('cache.invalidate', () => {
      throw new Error('sync boom');
    });
    bus.on('cache.invalidate', async () => {
      throw new Error('async boom');
    });
    bus.on('cache.invalidate', ({ key }) => void seen.push(key));
    await expect(bus.emit('cache.invalidate', { key: 'k' })).resolves.toBeUndefined();
    expect(seen).toEqual(['k']);
    expect(logged.sort()).toEqual([
      ['async boom', 'cache.invalidate'],
      ['sync boom', 'cache.invalidate'],
    ]);
  });

  it('waits for async subscribers before emit settles, and delivers nothing after close', async () => {
    const bus = new LocalEventBus(() => {});
    const handler = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    bus.on('notices.sent', handler);
    const started = Date.now();
    await bus.emit('notices.sent', { outboxId: 1, attempts: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    await bus.close();
    await bus.emit('notices.sent', { outboxId: 2, attempts: 1 });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
