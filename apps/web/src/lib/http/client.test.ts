import { AUTH_HEADER, ErrorCode, RENEWED_TOKEN_HEADER } from '@cidpex/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  configureHttp,
  type HttpEnvironment,
  http,
  RequestCancelled,
  resetHttpState,
} from './client';

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
const okBody = (data: unknown) => ({ success: true, data, errorCode: null, errorMsg: null });
const failBody = (errorCode: number, errorMsg: string | null) => ({
  success: false,
  data: null,
  errorCode,
  errorMsg,
});

const TEXT: Record<string, string> = {
  'errors.fallback': '数据错误，请稍后重试',
  'errors.loginExpired': '登录过期，请重新登录',
  'errors.forbidden': '登录过期，请重新登录',
  'errors.notFound': '请求的资源不存在',
  'errors.tooLarge': '上传文件过大',
  'errors.offline': 'offline',
  'errors.timeout': 'timeout',
  'errors.network': 'network',
  'errors.enterpriseRequiredEn':
    'Please go to the [personal center]-[Modify profile] and fill in the Enterprise.',
};

function setup(lang: 'zh-Hans' | 'en' = 'zh-Hans', token: string | null = 'tok-1') {
  const state = { token, offline: false };
  const env = {
    getToken: vi.fn(() => state.token),
    setToken: vi.fn((t: string) => {
      state.token = t;
    }),
    getLang: vi.fn(() => lang),
    clearAuth: vi.fn(() => {
      state.token = null;
    }),
    t: vi.fn((key: string) => TEXT[key] ?? key),
    toast: vi.fn(),
    confirmEnterpriseRequired: vi.fn(),
    redirectToLogin: vi.fn(),
    setOffline: vi.fn((v: boolean) => {
      state.offline = v;
    }),
    fetch: vi.fn<typeof fetch>(),
    setTimeout: vi.fn((fn: () => void, ms: number) => setTimeout(fn, ms)) as unknown as typeof setTimeout,
    clearTimeout: vi.fn((id: ReturnType<typeof setTimeout>) =>
      clearTimeout(id),
    ) as unknown as typeof clearTimeout,
  } satisfies HttpEnvironment;
  configureHttp(env);
  return { env, state };
}

beforeEach(() => resetHttpState());
afterEach(() => vi.useRealTimers());

describe('request client: general behaviour (spec §7)', () => {
  it('sends Accept-Language, the token header, credentials and JSON', async () => {
    const { env } = setup('en', 'abc');
    env.fetch.mockResolvedValueOnce(json(200, okBody({ ok: 1 })));
    const data = await http.post('register/rest/users/bindEmail', { email: 'a@b.cn' });
    expect(data).toEqual({ ok: 1 });
    const [url, init] = env.fetch.mock.calls[0]!;
    expect(url).toBe('/register/rest/users/bindEmail');
    const headers = init!.headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('en');
    expect(headers[AUTH_HEADER]).toBe('abc');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init!.credentials).toBe('include');
    expect(init!.body).toBe('{"email":"a@b.cn"}');
  });

  it('omits the token header when there is none', async () => {
    const { env } = setup('zh-Hans', null);
    env.fetch.mockResolvedValueOnce(json(200, okBody(true)));
    await http.get('register/rest/users/isLogin');
    expect((env.fetch.mock.calls[0]![1]!.headers as Record<string, string>)[AUTH_HEADER]).toBeUndefined();
  });

  it('stores a renewed token from the answer header', async () => {
    const { env, state } = setup();
    env.fetch.mockResolvedValueOnce(json(200, okBody(1), { [RENEWED_TOKEN_HEADER]: 'tok-2' }));
    await http.get('register/rest/users/data/1');
    expect(env.setToken).toHaveBeenCalledWith('tok-2');
    expect(state.token).toBe('tok-2');
  });

  it('aborts after the 60-second timeout', async () => {
    vi.useFakeTimers();
    const { env } = setup();
    env.fetch.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = http.get('portal/rest/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(env.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(env.toast).toHaveBeenCalledWith('error', 'timeout');
  });

  it('cancels an older identical read that is still in flight', async () => {
    const { env } = setup();
    const signals: AbortSignal[] = [];
    env.fetch.mockImplementation((_url, init) => {
      signals.push(init!.signal!);
      return new Promise((resolve, reject) => {
        init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        setTimeout(() => resolve(json(200, okBody(signals.length))), 5);
      });
    });
    const first = http.get('portal/rest/dicts/exhibition/200417/hall').catch((e: unknown) => e);
    const second = http.get('portal/rest/dicts/exhibition/200417/hall');
    expect(await first).toBeInstanceOf(RequestCancelled);
    expect(signals[0]!.aborted).toBe(true);
    await expect(second).resolves.toBe(2);
    expect(env.toast).not.toHaveBeenCalled();
  });

  it('does not send a repeated identical write twice: both callers get the one answer', async () => {
    const { env } = setup();
    env.fetch.mockImplementation(
      () => new Promise((resolve) => setTimeout(() => resolve(json(200, okBody({ id: 7 }))), 5)),
    );
    const body = { account: '13800000001', password: 'x1y2z3' };
    const [a, b] = await Promise.all([
      http.post('register/rest/loginAccounts/login', body),
      http.post('register/rest/loginAccounts/login', body),
    ]);
    expect(env.fetch).toHaveBeenCalledTimes(1);
    expect(a).toEqual({ id: 7 });
    expect(b).toEqual({ id: 7 });
  });
});

describe('request client: error catalogue (spec §8)', () => {
  it('shows the server message of a success-false answer', async () => {
    const { env } = setup();
    env.fetch.mockResolvedValueOnce(json(400, failBody(ErrorCode.CODE_INVALID, '验证码不正确')));
    await expect(http.post('register/rest/loginAccounts/register', {})).rejects.toMatchObject({
      message: '验证码不正确',
      code: ErrorCode.CODE_INVALID,
    });
    expect(env.toast).toHaveBeenCalledWith('error', '验证码不正确');
  });

  it('falls back to 数据错误，请稍后重试 without a server message', async () => {
    const { env } = setup();
    env.fetch.mockResolvedValueOnce(
      json(200, { success: false, data: null, errorCode: null, errorMsg: null }),
    );
    await expect(http.get('portal/rest/x')).rejects.toMatchObject({ message: '数据错误，请稍后重试' });
    env.fetch.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(http.get('portal/rest/y')).rejects.toMatchObject({
      message: '数据错误，请稍后重试',
      status: 502,
    });
  });

  it('handles 401: message, stored auth cleared, login after one second', async () => {
    vi.useFakeTimers();
    const { env, state } = setup();
    env.fetch.mockResolvedValue(json(401, failBody(ErrorCode.LOGIN_EXPIRED, '登录过期，请重新登录')));
    await expect(http.get('register/rest/users/data/1')).rejects.toMatchObject({ status: 401 });
    // A second 401 at the same moment shows no second toast and schedules no second redirect.
    await expect(http.get('register/rest/users/data/2')).rejects.toMatchObject({ status: 401 });
    expect(env.toast).toHaveBeenCalledTimes(1);
    expect(env.toast).toHaveBeenCalledWith('error', '登录过期，请重新登录');
    expect(env.clearAuth).toHaveBeenCalled();
    expect(state.token).toBeNull();
    await vi.advanceTimersByTimeAsync(999);
    expect(env.redirectToLogin).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(env.redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('shows the server text of a 403, else the 401 text', async () => {
    const { env } = setup();
    env.fetch.mockResolvedValueOnce(
      json(403, failBody(ErrorCode.NOT_ENTERPRISE_ADMIN, '您当前不是企业管理员')),
    );
    await expect(http.put('exhibitor/rest/x')).rejects.toMatchObject({
      message: '您当前不是企业管理员',
      status: 403,
    });
    env.fetch.mockResolvedValueOnce(new Response('', { status: 403 }));
    await expect(http.put('exhibitor/rest/y')).rejects.toMatchObject({ message: '登录过期，请重新登录' });
    expect(env.redirectToLogin).not.toHaveBeenCalled();
  });

  it('uses the spec texts for 404 and 413', async () => {
    const { env } = setup();
    env.fetch.mockResolvedValueOnce(json(404, failBody(ErrorCode.NOT_FOUND, 'whatever')));
    await expect(http.get('portal/rest/none')).rejects.toMatchObject({ message: '请求的资源不存在' });
    env.fetch.mockResolvedValueOnce(new Response('', { status: 413 }));
    await expect(http.upload('portal/rest/attachments', new FormData())).rejects.toMatchObject({
      message: '上传文件过大',
    });
  });

  it('logs every HTTP error to portal/rest/operates and ignores a failure to log', async () => {
    const { env } = setup();
    env.fetch.mockResolvedValueOnce(json(500, failBody(ErrorCode.INTERNAL, '数据错误，请稍后重试')));
    env.fetch.mockRejectedValueOnce(new TypeError('log failed'));
    await expect(http.get('portal/rest/broken')).rejects.toBeInstanceOf(ApiError);
    const logCall = env.fetch.mock.calls[1]!;
    expect(String(logCall[0])).toMatch(/^\/portal\/rest\/operates\?\d+$/);
    expect(JSON.parse(String(logCall[1]!.body))).toMatchObject({ type: 'ERROR' });
    expect(JSON.parse(String(logCall[1]!.body)).detail).toContain('500 /portal/rest/broken');
  });

  it('sets the network-down flag when the browser is offline', async () => {
    const { env, state } = setup();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    env.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(http.get('portal/rest/a')).rejects.toMatchObject({ message: 'offline', status: 0 });
    expect(state.offline).toBe(true);
    onLine.mockReturnValue(true);
    env.fetch.mockResolvedValueOnce(json(200, okBody(1)));
    await http.get('portal/rest/b');
    expect(state.offline).toBe(false);
    onLine.mockRestore();
  });

  it('opens the 11962 dialog for English users instead of a toast', async () => {
    const { env } = setup('en');
    env.fetch.mockResolvedValueOnce(json(200, failBody(ErrorCode.ENTERPRISE_REQUIRED_EN, 'x')));
    await expect(http.post('exhibitor/rest/purposes', {})).rejects.toMatchObject({ code: 11962 });
    expect(env.confirmEnterpriseRequired).toHaveBeenCalledWith(TEXT['errors.enterpriseRequiredEn']);
    expect(env.toast).not.toHaveBeenCalled();
  });

  it('shows 11962 as a plain message for Chinese users', async () => {
    const { env } = setup('zh-Hans');
    env.fetch.mockResolvedValueOnce(json(200, failBody(ErrorCode.ENTERPRISE_REQUIRED_EN, '请填写企业信息')));
    await expect(http.post('exhibitor/rest/purposes', {})).rejects.toBeInstanceOf(ApiError);
    expect(env.confirmEnterpriseRequired).not.toHaveBeenCalled();
    expect(env.toast).toHaveBeenCalledWith('error', '请填写企业信息');
  });

  it('stays quiet for silent calls', async () => {
    const { env } = setup();
    env.fetch.mockResolvedValueOnce(json(400, failBody(ErrorCode.LOGIN_FAILED, '登录失败')));
    await expect(http.post('register/rest/loginAccounts/login', {}, { silent: true })).rejects.toMatchObject({
      message: '登录失败',
    });
    expect(env.toast).not.toHaveBeenCalled();
  });
});

describe('a request made before the page connected the client (issue 23 item 9)', () => {
  it('waits for configureHttp and is then sent once, instead of failing', async () => {
    vi.resetModules();
    const fresh = await import('./client');
    const early = fresh.http.get<{ bound: boolean }>('exhibitor/rest/enterprise/isBoundEnterprise');
    let settled = false;
    early.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, okBody({ bound: true })));
    fresh.configureHttp({
      getToken: () => 'tok-early',
      setToken: () => undefined,
      getLang: () => 'en',
      clearAuth: () => undefined,
      t: (key) => key,
      toast: () => undefined,
      confirmEnterpriseRequired: () => undefined,
      redirectToLogin: () => undefined,
      setOffline: () => undefined,
      fetch: fetchMock,
      setTimeout: ((fn: () => void, ms: number) => setTimeout(fn, ms)) as unknown as typeof setTimeout,
      clearTimeout: ((id: ReturnType<typeof setTimeout>) =>
        clearTimeout(id)) as unknown as typeof clearTimeout,
    });
    await expect(early).resolves.toEqual({ bound: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect((init?.headers as Record<string, string> | undefined)?.[AUTH_HEADER]).toBe('tok-early');
  });
});

/** A stand-in for the browser's XMLHttpRequest: the test drives its upload progress and answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  responseText = '';
  responseHeaders = '';
  sent: unknown = undefined;
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown, headers = '') {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

describe('request client: uploads with a percent (issue 24)', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reports the percent sent from the upload progress events and reads the envelope as any request', async () => {
    const { env } = setup();
    const seen: number[] = [];
    const form = new FormData();
    const answer = http.upload<{ id: number }>('exhibitor/rest/attachments/video/form', form, {
      silent: true,
      onProgress: (p) => seen.push(p),
    });
    await vi.waitFor(() => expect(FakeXhr.last?.sent).toBe(form));
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/exhibitor/rest/attachments/video/form');
    expect(xhr.headers[AUTH_HEADER]).toBe('tok-1');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 42, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.answer(200, okBody({ id: 7 }), `${RENEWED_TOKEN_HEADER}: tok-2\r\n`);
    await expect(answer).resolves.toEqual({ id: 7 });
    expect(seen).toEqual([42, 100]);
    expect(env.fetch).not.toHaveBeenCalled();
    expect(env.setToken).toHaveBeenCalledWith('tok-2');
  });

  it('answers a refusal in the server words and a cancel as cancelled', async () => {
    setup();
    const refused = http.upload('exhibitor/rest/attachments/video/form', new FormData(), {
      silent: true,
      onProgress: () => {},
    });
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    (FakeXhr.last as FakeXhr).answer(400, failBody(12003, '视频过大'));
    await expect(refused).rejects.toMatchObject({ message: '视频过大', status: 400 });

    FakeXhr.last = null;
    const controller = new AbortController();
    const cancelled = http.upload('exhibitor/rest/attachments/video/form', new FormData(), {
      onProgress: () => {},
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    controller.abort();
    await expect(cancelled).rejects.toBeInstanceOf(RequestCancelled);
    expect((FakeXhr.last as unknown as FakeXhr).aborted).toBe(true);
  });
});
