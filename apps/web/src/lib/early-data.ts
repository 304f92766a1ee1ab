/**
 * Data asked for while a page's code is still arriving (issue 23 item 9): a route's loader
 * starts the request beside the lazy import, and the page's query takes that answer instead
 * of asking again once its code has run. Unused answers go stale after `maxAgeMs`.
 */
const early = new Map<string, { promise: Promise<unknown>; at: number }>();

export function startEarly<T>(key: string, fetcher: () => Promise<T>, now = Date.now()): void {
  const held = early.get(key);
  if (held && now - held.at < 5_000) return;
  const promise = fetcher();
  // A failure is the page's to show when it asks; here it must not be an unhandled rejection.
  promise.catch(() => undefined);
  early.set(key, { promise, at: now });
}

/** The early request for `key`, once (a refetch asks the server again); undefined when none or stale. */
export function takeEarly<T>(key: string, now = Date.now(), maxAgeMs = 10_000): Promise<T> | undefined {
  const held = early.get(key);
  early.delete(key);
  if (!held || now - held.at > maxAgeMs) return undefined;
  return held.promise as Promise<T>;
}

/**
 * The address the browser opened, when a route's page is loaded for it (a first load or a
 * reload): only then does the route know the page's filters before the page does. A page
 * reached by a link inside the app asks for its own data (its address is not yet the browser's).
 */
export function openedAt(path: string, location: { pathname: string; search: string } = window.location) {
  const here = location.pathname.replace(/\/+$/, '').toLowerCase();
  return here === path.toLowerCase() ? new URLSearchParams(location.search) : null;
}

/** The key of an early request for a list with its filters (the same filters give the same key). */
export function earlyKey(name: string, params: object): string {
  return `${name}?${JSON.stringify(params)}`;
}
