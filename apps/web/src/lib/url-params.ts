import { useSearchParams } from 'react-router';

/** A change of the address's query: a value sets the key, `null` (or an empty value) removes it. */
export type UrlChanges = Record<string, string | number | null | undefined>;

/**
 * The address's query and a setter that changes the keys it is given and keeps the others,
 * for list pages whose filters live in the URL (so that a reload or a shared link shows the same).
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: UrlChanges) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };
  return [params, update] as const;
}

/** The page number in `?page=`: 1 when missing or not a positive number. */
export function readPage(params: URLSearchParams): number {
  return Math.max(1, Number(params.get('page')) || 1);
}

/** `value` when it is one of `options`, else `fallback` (an address can hold anything). */
export function readOption<O extends string>(value: string | null, options: readonly O[], fallback: O): O {
  return (options as readonly string[]).includes(value ?? '') ? (value as O) : fallback;
}

/**
 * The filters of a card queue as the address holds them: the state (`?status=`, `first` unless
 * it names another), the search words (`?q=`) and the page. Pure, so a route can read them
 * before its page's code has arrived (issue 23 item 9).
 */
export function cardQueueFilters<S extends string>(params: URLSearchParams, states: readonly S[], first: S) {
  return {
    status: readOption(params.get('status'), states, first),
    keyword: params.get('q') || undefined,
    page: readPage(params),
  };
}
