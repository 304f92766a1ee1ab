import { useSyncExternalStore } from 'react';

/** The network-down flag of spec §8, set by the http client and the browser's events. */
let offline = typeof navigator !== 'undefined' ? navigator.onLine === false : false;
const listeners = new Set<() => void>();

export function setOffline(value: boolean) {
  if (offline === value) return;
  offline = value;
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => setOffline(true));
  window.addEventListener('online', () => setOffline(false));
}

export function useOffline() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => offline,
    () => false,
  );
}
