import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { withRetry } from '../lib/lazy-with-retry';

/**
 * A piece drawn with antd (a dialog with its form) on a page drawn without it (a route's
 * `plain`: the exhibitor and product pages, whose first load must stay small, issue 22): its
 * chunk and antd's theme (lib/antd/antd-scope.tsx) load when it is first shown, or earlier
 * through `preload` (on the pointer entering the button that opens it).
 */
export function antdIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  // A stale chunk after a deploy reloads the page once, as the pages' own chunks do.
  const both = withRetry(() => Promise.all([load(), import('../lib/antd/antd-scope')]));
  const preload = () => {
    loading ??= both().then(
      ([Component, { AntdScope }]) => ({
        default: (props: P) => (
          <AntdScope>
            <Component {...props} />
          </AntdScope>
        ),
      }),
      (error: unknown) => {
        loading = null; // a later try loads again (offline for a moment)
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  function Island({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P)} />
      </Suspense>
    );
  }
  return Object.assign(Island, { preload });
}
