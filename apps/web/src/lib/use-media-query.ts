import { useSyncExternalStore } from 'react';

/** The desktop breakpoints of the site (antd's `md` and `lg`), for pages drawn without antd's Grid. */
export const BREAKPOINTS = { md: '(min-width: 768px)', lg: '(min-width: 992px)' } as const;

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
