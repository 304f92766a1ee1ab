import {
  AUTH_HEADER,
  type Envelope,
  ErrorCode,
  LIMITS,
  type Locale,
  RENEWED_TOKEN_HEADER,
} from '@cidpex/contracts';

/**
 * The request client of spec §7 "general client behaviour" and §8's error catalogue.
 * Its effects on the page (toasts, dialogs, navigation, translations) come in through
 * `configureHttp`, so that the rules are unit-tested without a browser.
 */
export interface HttpEnvironment {
  getToken(): string | null;
  setToken(token: string): void;
  getLang(): Locale;
  clearAuth(): void;
  /** Text of a key of the `common` catalog in the current language. */
  t(key: string): string;
  toast(type: 'error' | 'success' | 'info' | 'warning', text: string): void;
  /** The 11962 dialog for English users (spec §8). */
  confirmEnterpriseRequired(text: string): void;
  /** Sends the person to the login page with a redirect query back to where they were. */
  redirectToLogin(): void;
  setOffline(offline: boolean): void;
  fetch: typeof fetch;
  /**
   * Sends a request whose upload progress the page shows (`RequestOptions.onProgress`); fetch
   * reports no upload progress, so the app uses `xhrSend` (the default), tests their own.
   */
  sendWithProgress?: (
    url: string,
    init: RequestInit,
    onProgress: (percent: number) => void,
  ) => Promise<Response>;
  setTimeout: typeof setTimeout;
  clearTimeout: typeof clearTimeout;
}

let env: HttpEnvironment | undefined;
let configured: (() => void) | undefined;
/**
 * Requests made before the page connected the client (a route's early request, issue 23 item 9:
 * the router loads a page's code and data before React has mounted `HttpBridge`) wait for it
 * instead of failing — a failure there was retried by the query a second later, which put the
 * waterfall back.
 */
const ready = new Promise<void>((resolve) => {
  configured = resolve;
});
export function configureHttp(environment: HttpEnvironment) {
  env = environment;
  configured?.();
}
async function environment(): Promise<HttpEnvironment> {
  if (!env) await ready;
  return env as HttpEnvironment;
}

/** A refusal or failure, already shown to the person unless the call was `silent`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | null,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export class RequestCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'RequestCancelled';
  }
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Do not toast: the page shows the error itself (forms with inline messages). */
  silent?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** For multipart uploads: the body is sent as is. */
  raw?: boolean;
  /** Called with the percent of the body sent so far (uploads: the pending slot shows it). */
  onProgress?: (percent: number) => void;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * `fetch` over XMLHttpRequest, for the one thing fetch cannot do: report upload progress. Every
 * upload with a percent (product media, activity and post pictures, the enterprise profile, chat
 * files…) goes through it via `http.upload(…, { onProgress })`, so that the answer is read, and a
 * refusal shown, exactly as for any other request.
 */
export function xhrSend(
  url: string,
  init: RequestInit,
  onProgress: (percent: number) => void,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', url);
    xhr.withCredentials = init.credentials === 'include';
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.onabort = () => reject(init.signal?.reason ?? new DOMException('aborted', 'AbortError'));
    if (init.signal?.aborted) return xhr.abort();
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const inFlight = new Map<string, { controller: AbortController; promise: Promise<unknown> }>();
let unauthorizedPending = false;

export function loginPath(lang: Locale): string {
  return lang === 'en' ? '/loginEn' : '/user/Login';
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/**
 * Sends a request to one of the spec's paths (relative to the root) and answers the
 * envelope's data. Duplicate in-flight requests are cancelled: a repeated read aborts
 * the older one; a repeated write is not sent again and shares the first one's answer,
 * so a double click stores nothing twice.
 */
export function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  const bodyKey = options.raw ? `raw:${Math.random()}` : JSON.stringify(options.body ?? null);
  const key = `${method} ${url} ${bodyKey}`;
  const existing = inFlight.get(key);
  if (existing) {
    if (method !== 'GET') return existing.promise as Promise<T>;
    existing.controller.abort(new RequestCancelled());
  }
  const controller = new AbortController();
  const promise = send<T>(method, url, options, controller).finally(() => {
    if (inFlight.get(key)?.controller === controller) inFlight.delete(key);
  });
  inFlight.set(key, { controller, promise });
  return promise;
}

async function send<T>(
  method: Method,
  url: string,
  options: RequestOptions,
  controller: AbortController,
): Promise<T> {
  const e = env ?? (await environment());
  const lang = e.getLang();
  const headers: Record<string, string> = { 'Accept-Language': lang, ...options.headers };
  const token = e.getToken();
  if (token) headers[AUTH_HEADER] = token;
  let body: BodyInit | undefined;
  if (options.raw) body = options.body as BodyInit;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  } else if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = '{}';
  }

  const expire = () => controller.abort(new Error('timeout'));
  let timer = e.setTimeout(expire, LIMITS.requestTimeoutMs);
  const outer = options.signal;
  const onOuterAbort = () => controller.abort(new RequestCancelled());
  outer?.addEventListener('abort', onOuterAbort);

  let response: Response;
  const init: RequestInit = { method, headers, body, credentials: 'include', signal: controller.signal };
  // An upload that is still sending is not stalled: each progress event restarts the timeout.
  const onProgress =
    options.onProgress &&
    ((percent: number) => {
      e.clearTimeout(timer);
      timer = e.setTimeout(expire, LIMITS.requestTimeoutMs);
      options.onProgress?.(percent);
    });
  try {
    response = onProgress
      ? await (e.sendWithProgress ?? xhrSend)(url, init, onProgress)
      : await e.fetch(url, init);
  } catch (err) {
    const reason = controller.signal.reason;
    if (reason instanceof RequestCancelled) throw reason;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    if (offline) e.setOffline(true);
    const timedOut = reason instanceof Error && reason.message === 'timeout';
    const text = e.t(offline ? 'errors.offline' : timedOut ? 'errors.timeout' : 'errors.network');
    if (!options.silent) e.toast('error', text);
    throw new ApiError(text, 0, null, { cause: String(err) });
  } finally {
    e.clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
  e.setOffline(false);

  const renewed = response.headers.get(RENEWED_TOKEN_HEADER);
  if (renewed) e.setToken(renewed);

  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }

  if (response.ok && envelope?.success) return envelope.data as T;
  throw fail(e, response.status, envelope, url, options);
}

function fail(
  e: HttpEnvironment,
  status: number,
  envelope: Envelope<unknown> | null,
  url: string,
  options: RequestOptions,
) {
  const serverMsg = envelope?.errorMsg || null;
  const code = envelope?.errorCode ?? null;
  let text: string;
  if (status === 401) {
    text = e.t('errors.loginExpired');
    if (!unauthorizedPending) {
      unauthorizedPending = true;
      e.toast('error', text);
      e.clearAuth();
      e.setTimeout(() => {
        unauthorizedPending = false;
        e.redirectToLogin();
      }, LIMITS.loginRedirectDelayMs);
    }
    logError(e, status, url, text);
    return new ApiError(text, status, code, envelope?.data ?? null);
  }
  if (status === 403) text = serverMsg ?? e.t('errors.forbidden');
  else if (status === 404) text = e.t('errors.notFound');
  else if (status === 413) text = e.t('errors.tooLarge');
  else text = serverMsg ?? e.t('errors.fallback');

  if (code === ErrorCode.ENTERPRISE_REQUIRED_EN && e.getLang() === 'en') {
    e.confirmEnterpriseRequired(e.t('errors.enterpriseRequiredEn'));
  } else if (!options.silent) {
    e.toast('error', text);
  }
  if (status >= 400) logError(e, status, url, text);
  return new ApiError(text, status, code, envelope?.data ?? null);
}

/** Every HTTP error is logged to portal/rest/operates (spec §8); a failure to log is ignored. */
function logError(e: HttpEnvironment, status: number, url: string, text: string) {
  if (url.startsWith('/portal/rest/operates')) return;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Accept-Language': e.getLang(),
  };
  const token = e.getToken();
  if (token) headers[AUTH_HEADER] = token;
  Promise.resolve()
    .then(() =>
      e.fetch(`/portal/rest/operates?${Date.now()}`, {
        method: 'POST',
        headers,
        credentials: 'include',
        body: JSON.stringify({
          type: 'ERROR',
          path: typeof location === 'undefined' ? url : location.pathname,
          detail: `${status} ${url} ${text}`.slice(0, 4000),
        }),
      }),
    )
    .catch(() => undefined);
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  upload: <T>(path: string, form: FormData, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body: form, raw: true }),
};

/**
 * An upload with its percent and a cancel (the enterprise profile's video, chat files): a cancel
 * rejects with an AbortError, any other failure with the ApiError in the server's words (not
 * toasted: the caller shows it beside the file).
 */
export function cancellableUpload<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  query?: RequestOptions['query'],
): { promise: Promise<T>; cancel: () => void } {
  const controller = new AbortController();
  const promise = http
    .upload<T>(path, form, { silent: true, onProgress, query, signal: controller.signal })
    .catch((err: unknown) => {
      throw err instanceof RequestCancelled ? new DOMException('cancelled', 'AbortError') : err;
    });
  return { promise, cancel: () => controller.abort() };
}

/** For tests: forget in-flight requests and the pending 401 redirect. */
export function resetHttpState() {
  inFlight.clear();
  unauthorizedPending = false;
}
