import AppContext, { type useAppProps } from 'antd/es/app/context';
import { useContext, useSyncExternalStore } from 'react';

/**
 * antd's message, notification and modal for every page (`App.useApp()`), without putting them
 * in the first load: the app provides antd's App context with stand-ins that forward each call
 * to the real ones, which live in a chunk of their own (feedback-host.tsx) loaded when the
 * browser is idle after the first page showed, or at the first call, whichever comes first.
 * A call made before that chunk arrived runs as soon as it did.
 */
type Api = useAppProps;
type Method = (...args: unknown[]) => unknown;

const METHODS = {
  message: ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'],
  notification: ['open', 'success', 'error', 'info', 'warning', 'destroy'],
  modal: ['confirm', 'info', 'success', 'error', 'warning'],
} as const satisfies { [K in keyof Api]: readonly (keyof Api[K])[] };

let real: Api | null = null;
const waiting: ((api: Api) => void)[] = [];
let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the real message, notification and modal (loads their chunk once). */
export function loadFeedback() {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
}

/** Loads them once the page is idle after it first showed, so that a toast does not wait on the network. */
export function loadFeedbackWhenIdle() {
  // Safari has no requestIdleCallback: a short delay after the load event stands in.
  const later = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(loadFeedback, { timeout: 3000 })
      : setTimeout(loadFeedback, 200);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

function standIn<K extends keyof Api>(part: K): Api[K] {
  const methods: Record<string, Method> = {};
  for (const name of METHODS[part]) {
    methods[name] = (...args) => {
      const call = (api: Api) => (api[part] as unknown as Record<string, Method>)[name]?.(...args);
      if (real) return call(real);
      waiting.push(call);
      loadFeedback();
      return undefined;
    };
  }
  return methods as unknown as Api[K];
}

/** What `App.useApp()` answers on every page. */
export const feedback: Api = {
  message: standIn('message'),
  notification: standIn('notification'),
  modal: standIn('modal'),
};

/** Called by the host once antd's App is mounted: later calls go straight to it, earlier ones run now. */
export function registerFeedback(api: Api | null) {
  real = api;
  if (!api) return;
  for (const call of waiting.splice(0)) call(api);
}

/** Whether the host should be mounted. */
export function useFeedbackWanted(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
    () => false,
  );
}

/** The message, notification and modal for code outside a page (the request client's bridge). */
export function useFeedback(): Api {
  return useContext(AppContext);
}

export { AppContext as FeedbackContext };
