import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withRetry } from './lazy-with-retry';

const Page = () => null;

describe('lazy page with retry', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once when a chunk fails to load, then throws on a second failure', async () => {
    const reload = vi.fn();
    const failing = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    void withRetry(failing, reload)();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(withRetry(failing, reload)()).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads normally and clears the reload flag', async () => {
    sessionStorage.setItem('chunk-reload', '1');
    const mod = await withRetry(async () => ({ default: Page }), vi.fn())();
    expect(mod.default).toBe(Page);
    expect(sessionStorage.getItem('chunk-reload')).toBeNull();
  });
});
