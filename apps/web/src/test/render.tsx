import type { Locale, Session, User } from '@cidpex/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { configureHttp, type HttpEnvironment, resetHttpState } from '../lib/http/client';
import { initI18n } from '../lib/i18n';
import { session } from '../lib/session/session-store';
import { clearAuth, getLang, getToken, setToken, storeLang } from '../lib/session/storage';

/**
 * Shared helpers for page tests: a mocked `fetch` that answers the spec's envelope, the
 * http client configured for a test, and a page rendered inside the app's providers with
 * a memory router. Used by several features: extend, do not change what exists.
 */

// antd's Tabs, Menu and Select measure themselves with ResizeObserver, which jsdom lacks.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

/** The answer envelope of spec §3 around `data`. */
export function envelope<T>(data: T) {
  return { success: true, data, errorCode: null, errorMsg: null };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A successful envelope answer. */
export function okResponse(data: unknown, headers?: Record<string, string>): Response {
  return jsonResponse(envelope(data), 200, headers);
}

/** A refused envelope answer. */
export function errorResponse(
  status: number,
  errorMsg = 'error',
  errorCode: number | null = null,
  data: unknown = null,
): Response {
  return jsonResponse({ success: false, data, errorCode, errorMsg }, status);
}

/** What a handler of the fetch mock receives. */
export interface MockRequest {
  method: string;
  url: URL;
  /** Path without the leading slash and without the query, as the spec writes it. */
  path: string;
  headers: Record<string, string>;
  body: unknown;
}
type Handler = (request: MockRequest) => unknown | Response | Promise<unknown | Response>;

/**
 * A `fetch` mock answering by "METHOD path" (path as the spec writes it, no leading slash,
 * no query), e.g. `{ 'GET portal/rest/organizer/dashboard': () => ({ users: 3 }) }`.
 * A handler's plain value is wrapped in a success envelope; a Response is sent as is.
 * Unknown calls answer 404; the operation log (portal/rest/operates) always succeeds.
 */
export function createFetchMock(handlers: Record<string, Handler> = {}) {
  return vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/+/, '');
    let body: unknown = init.body;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const handler = handlers[`${method} ${path}`];
    if (!handler) {
      if (path === 'portal/rest/operates') return okResponse({ recorded: true });
      return errorResponse(404, `no mock for ${method} ${path}`);
    }
    const headers = (init.headers ?? {}) as Record<string, string>;
    const answer = await handler({ method, url, path, headers, body });
    return answer instanceof Response ? answer : okResponse(answer);
  });
}

/** The calls a fetch mock received, without the operation log. */
export function apiCalls(fetchMock: ReturnType<typeof createFetchMock>) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init: init ?? {} }))
    .filter(({ url }) => url.pathname !== '/portal/rest/operates');
}

/**
 * An upload held on its way up (issue 24's percent tests): `uploadCall` ("POST path") answers only
 * when the test calls `answer`, and `report` sends the percent the client's progress callback
 * would. Other calls answer through `handlers`, as createFetchMock's do.
 */
export function holdUpload(uploadCall: string, handlers: Record<string, Handler> = {}) {
  const held = { report: (_percent: number) => {}, answer: (_value: unknown) => {} };
  const fetchMock = createFetchMock({
    ...handlers,
    [uploadCall]: () =>
      new Promise((resolve) => {
        held.answer = resolve;
      }),
  });
  setupHttp(fetchMock, {
    sendWithProgress: (url, init, onProgress) => {
      held.report = onProgress;
      return fetchMock(url, init);
    },
  });
  return {
    fetchMock,
    report: (percent: number) => held.report(percent),
    answer: (value: unknown) => held.answer(value),
  };
}

/** Configures the request client for a test; translations answer the key itself. */
export function setupHttp(
  fetchImpl: typeof fetch,
  overrides: Partial<HttpEnvironment> = {},
): HttpEnvironment {
  resetHttpState();
  const environment: HttpEnvironment = {
    getToken,
    setToken,
    getLang,
    clearAuth,
    t: (key) => key,
    toast: vi.fn(),
    confirmEnterpriseRequired: vi.fn(),
    redirectToLogin: vi.fn(),
    setOffline: vi.fn(),
    fetch: fetchImpl,
    // Uploads with a percent go through the same mock (a test passes its own to report progress).
    sendWithProgress: (url, init) => fetchImpl(url, init),
    setTimeout: globalThis.setTimeout,
    clearTimeout: globalThis.clearTimeout,
    ...overrides,
  };
  configureHttp(environment);
  return environment;
}

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

export function TestProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

/** Shows where the router is, so that a test can assert a navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderPageOptions {
  /** The route pattern the page is mounted on. */
  path?: string;
  /** Where the router starts (defaults to `path`); an object to start with a history state. */
  initialEntry?: string | { pathname: string; search?: string; state?: unknown };
  lang?: Locale;
  /** More routes beside the page; any other path renders a LocationProbe. */
  routes?: RouteObject[];
  client?: QueryClient;
}

/**
 * Renders a page in the app's providers with a memory router, in a language whose
 * catalogs are loaded (the stored language is set too, as main.tsx does).
 */
export async function renderPage(ui: ReactElement, options: RenderPageOptions = {}) {
  const { path = '/', initialEntry = path, lang = 'zh-Hans', routes = [] } = options;
  storeLang(lang);
  await initI18n(lang);
  const client = options.client ?? createTestQueryClient();
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
      ...routes,
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [initialEntry] },
  );
  const user = userEvent.setup();
  const result = render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, client, user };
}

/** A user as the server answers it (contracts' `User`). */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 42,
    mobile: '13800138000',
    email: null,
    emailVerified: false,
    name: '张伟',
    firstName: null,
    lastName: null,
    company: '南京纸业有限公司',
    jobTitle: null,
    country: 'CN',
    avatar: null,
    lang: 'zh-Hans',
    roles: ['user'],
    ignoreEmailPrompt: false,
    enterpriseId: null,
    createdAt: '2024-04-01T08:00:00.000Z',
    ...overrides,
  };
}

/** What login and register answer. */
export function buildSession(overrides: Partial<User> = {}): Session {
  return { token: 'token-abc', user: buildUser(overrides) };
}

/** Stores a signed-in session, as a login would; answers the user. */
export function signInAs(overrides: Partial<User> = {}): User {
  const { token, user } = buildSession(overrides);
  session.signIn(token, user);
  return user;
}

/** The JSON bodies sent to "METHOD path" (path as the spec writes it). */
export function bodiesSentTo(fetchMock: ReturnType<typeof createFetchMock>, call: string): unknown[] {
  const [method, path] = call.split(' ');
  return apiCalls(fetchMock)
    .filter(({ url, init }) => (init.method ?? 'GET').toUpperCase() === method && url.pathname === `/${path}`)
    .map(({ init }) => (typeof init.body === 'string' ? JSON.parse(init.body) : init.body));
}
