import type { PageLoader, PageModule } from '../routes/types';

const FLAG = 'chunk-reload';

/**
 * A page chunk that fails to load (stale after a deploy) reloads the page once instead of
 * showing a broken screen (STYLE: Outline's lazyWithRetry). A second failure is thrown.
 */
export function withRetry(
  loader: PageLoader,
  reload: () => void = () => window.location.reload(),
): PageLoader {
  return async (): Promise<PageModule> => {
    try {
      const mod = await loader();
      sessionStorage.removeItem(FLAG);
      return mod;
    } catch (err) {
      if (!sessionStorage.getItem(FLAG)) {
        sessionStorage.setItem(FLAG, '1');
        reload();
        return new Promise<PageModule>(() => {});
      }
      sessionStorage.removeItem(FLAG);
      throw err;
    }
  };
}
