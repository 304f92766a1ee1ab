const FLAG = 'chunk-reload';

/**
 * A chunk (a page, a layout, antd's theme scope) that fails to load (stale after a deploy)
 * reloads the page once instead of showing a broken screen (STYLE: Outline's lazyWithRetry).
 * A second failure is thrown.
 */
export function withRetry<T>(
  loader: () => Promise<T>,
  reload: () => void = () => window.location.reload(),
): () => Promise<T> {
  return async (): Promise<T> => {
    try {
      const mod = await loader();
      sessionStorage.removeItem(FLAG);
      return mod;
    } catch (err) {
      if (!sessionStorage.getItem(FLAG)) {
        sessionStorage.setItem(FLAG, '1');
        reload();
        return new Promise<T>(() => {});
      }
      sessionStorage.removeItem(FLAG);
      throw err;
    }
  };
}
