import { ErrorCode } from '@cidpex/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { getToken, setReturnPath } from '../../../lib/session/storage';
import {
  bodiesSentTo,
  buildSession,
  createFetchMock,
  errorResponse,
  renderPage,
  setupHttp,
} from '../../../test/render';
import LoginPage from './login-page';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const where = () => screen.getByTestId('location').textContent;
const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('LoginPage', { timeout: 30_000 }, () => {
  beforeEach(() => session.signOut());
  afterEach(() => session.signOut());

  it('shows the required messages and sends nothing when the fields are empty', async () => {
    const fetchMock = createFetchMock();
    setupHttp(fetchMock);
    const { user } = await renderPage(<LoginPage />, { path: '/user/login' });

    expect(screen.getByRole('heading', { level: 1, name: '登录' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));

    expect(await screen.findByText('请输入手机号码/邮箱')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST register/rest/loginAccounts/login')).toEqual([]);
  });

  it('refuses an account that is neither a mobile number nor an email', async () => {
    setupHttp(createFetchMock());
    const { user } = await renderPage(<LoginPage />, { path: '/user/login' });
    await user.type(screen.getByLabelText('手机号码/邮箱'), 'abc');
    await user.type(screen.getByLabelText('密码'), 'secret1');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入正确的手机号码或邮箱')).toBeTruthy();
  });

  it('logs in with the typed account and password, stores the session and goes to the redirect', async () => {
    const answer = buildSession();
    const fetchMock = createFetchMock({
      'POST register/rest/loginAccounts/login': () => answer,
      'POST exhibitor/rest/users/bind': () => ({ operations: 0, behaviors: 0 }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<LoginPage />, {
      path: '/user/login',
      initialEntry: '/user/login?redirect=%2FuserCenter%2Fpassword',
    });

    await user.type(screen.getByLabelText('手机号码/邮箱'), ' 13800138000 ');
    await user.type(screen.getByLabelText('密码'), 'abc12345');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));

    await waitFor(() => expect(where()).toBe('/userCenter/password'));
    expect(bodiesSentTo(fetchMock, 'POST register/rest/loginAccounts/login')).toEqual([
      { account: '13800138000', password: 'abc12345' },
    ]);
    expect(getToken()).toBe('token-abc');
    expect(session.get().user?.id).toBe(answer.user.id);
  });

  it('goes back to the stored return path when there is no redirect query', async () => {
    setupHttp(createFetchMock({ 'POST register/rest/loginAccounts/login': () => buildSession() }));
    setReturnPath('/exhibition/exhibitionGuide');
    const { user } = await renderPage(<LoginPage />, { path: '/user/login' });
    await user.type(screen.getByLabelText('手机号码/邮箱'), 'buyer@example.com');
    await user.type(screen.getByLabelText('密码'), 'abc12345');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(where()).toBe('/exhibition/exhibitionGuide'));
  });

  it('shows the server refusal inline, keeps what was typed and stays on the page', async () => {
    const fetchMock = createFetchMock({
      'POST register/rest/loginAccounts/login': () =>
        errorResponse(400, '登录失败：账号或密码不正确', ErrorCode.LOGIN_FAILED),
    });
    const env = setupHttp(fetchMock);
    const { user } = await renderPage(<LoginPage />, { path: '/user/login' });
    await user.type(screen.getByLabelText('手机号码/邮箱'), '13800138000');
    await user.type(screen.getByLabelText('密码'), 'wrong123');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));

    expect((await screen.findByRole('alert')).textContent).toContain('登录失败：账号或密码不正确');
    expect(env.toast).not.toHaveBeenCalled();
    expect(inputValue('手机号码/邮箱')).toBe('13800138000');
    expect(inputValue('密码')).toBe('wrong123');
    expect(where()).toBe('/user/login');
    expect(getToken()).toBeNull();
  });

  it('disables the button while the request is pending (no double submit)', async () => {
    const gate = deferred<unknown>();
    const fetchMock = createFetchMock({
      'POST register/rest/loginAccounts/login': () => gate.promise,
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<LoginPage />, { path: '/user/login' });
    await user.type(screen.getByLabelText('手机号码/邮箱'), '13800138000');
    await user.type(screen.getByLabelText('密码'), 'abc12345');
    const button = screen.getByRole('button', { name: /登\s*录/ });
    await user.click(button);

    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    await user.click(button);
    expect(bodiesSentTo(fetchMock, 'POST register/rest/loginAccounts/login')).toHaveLength(1);

    gate.resolve(buildSession());
    await waitFor(() => expect(where()).toBe('/home'));
  });

  it('links to password recovery and to sign-up', async () => {
    setupHttp(createFetchMock());
    await renderPage(<LoginPage />, { path: '/user/login' });
    expect(screen.getByRole('link', { name: '忘记密码？' }).getAttribute('href')).toBe('/user/recover');
    expect(screen.getByRole('link', { name: '立即注册' }).getAttribute('href')).toBe('/user/signIn');
  });
});
