import { ErrorCode } from '@cidpex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { getToken } from '../../../lib/session/storage';
import {
  bodiesSentTo,
  buildSession,
  createFetchMock,
  errorResponse,
  jsonResponse,
  renderPage,
  setupHttp,
} from '../../../test/render';
import SignUpPage from './sign-up-page';

const submit = () => screen.getByRole('button', { name: /注\s*册/ });
const sendCode = () => screen.getByTestId('send-code') as HTMLButtonElement;
const where = () => screen.getByTestId('location').textContent;

// antd forms in jsdom are slow on a shared two-core machine: allow each journey time.
describe('SignUpPage', { timeout: 30_000 }, () => {
  beforeEach(() => session.signOut());
  afterEach(() => session.signOut());

  it('says when the two passwords differ', async () => {
    setupHttp(createFetchMock());
    const { user } = await renderPage(<SignUpPage />, { path: '/user/signIn' });
    await user.type(screen.getByLabelText('密码'), 'abc12345');
    await user.type(screen.getByLabelText('确认密码'), 'abc12346');
    await user.click(submit());
    expect(await screen.findByText('两次输入的密码不一样')).toBeTruthy();
  });

  it('refuses a weak password and shows its strength live', async () => {
    setupHttp(createFetchMock());
    const { user } = await renderPage(<SignUpPage />, { path: '/user/signIn' });
    const meter = () => screen.getByRole('meter', { name: '密码强度' });
    await user.type(screen.getByLabelText('密码'), 'abcdef');
    expect(meter().getAttribute('aria-valuetext')).toBe('弱');
    await user.click(submit());
    expect(await screen.findByText('密码强度不够')).toBeTruthy();
    await user.type(screen.getByLabelText('密码'), '12');
    expect(meter().getAttribute('aria-valuetext')).toBe('中');
    await waitFor(() => expect(screen.queryByText('密码强度不够')).toBeNull());
  });

  it('shows the required messages for empty fields', async () => {
    const fetchMock = createFetchMock();
    setupHttp(fetchMock);
    const { user } = await renderPage(<SignUpPage />, { path: '/user/signIn' });
    await user.click(submit());
    expect(await screen.findByText('请输入手机号码')).toBeTruthy();
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(await screen.findByText('请输入确认密码')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST register/rest/loginAccounts/register')).toEqual([]);
  });

  it('checks the mobile number before asking for a code', async () => {
    const fetchMock = createFetchMock();
    setupHttp(fetchMock);
    const { user } = await renderPage(<SignUpPage />, { path: '/user/signIn' });
    await user.type(screen.getByLabelText('手机号码'), '12345');
    await user.click(sendCode());
    expect(await screen.findByText('手机号码格式不正确')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST register/rest/visitors/phone-token')).toEqual([]);
  });

  it('sends an SMS code, then counts down before another may be asked for', async () => {
    const fetchMock = createFetchMock({
      'POST register/rest/visitors/phone-token': () => ({ resendAfterSeconds: 2, expiresInSeconds: 600 }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SignUpPage />, { path: '/user/signIn' });
    expect(sendCode().textContent).toBe('获取验证码');
    await user.type(screen.getByLabelText('手机号码'), '13900139000');
    await user.click(sendCode());

    await waitFor(() => expect(sendCode().textContent).toBe('2 秒后重发'));
    expect(sendCode().disabled).toBe(true);
    expect(bodiesSentTo(fetchMock, 'POST register/rest/visitors/phone-token')).toEqual([
      { mobile: '13900139000', purpose: 'register' },
    ]);
    await waitFor(() => expect(sendCode().textContent).toBe('1 秒后重发'), { timeout: 2000 });
    await waitFor(() => expect(sendCode().textContent).toBe('重新获取'), { timeout: 2500 });
    expect(sendCode().disabled).toBe(false);
  });

  it('shows why a code could not be sent under the address field', async () => {
    setupHttp(
      createFetchMock({
        'POST register/rest/visitors/phone-token': () =>
          errorResponse(429, '验证码发送过于频繁，请稍后再试', ErrorCode.CODE_TOO_FREQUENT),
      }),
    );
    const { user } = await renderPage(<SignUpPage />, { path: '/user/signIn' });
    await user.type(screen.getByLabelText('手机号码'), '13900139000');
    await user.click(sendCode());
    expect(await screen.findByText('验证码发送过于频繁，请稍后再试')).toBeTruthy();
    expect(sendCode().textContent).toBe('获取验证码');
  });

  it('counts down a "too often" refusal on the button, with nothing red left once a send works', async () => {
    let refuse = true;
    setupHttp(
      createFetchMock({
        'POST register/rest/visitors/phone-token': () =>
          refuse
            ? jsonResponse(
                {
                  success: false,
                  data: { retryAfterSeconds: 2 },
                  errorCode: ErrorCode.CODE_TOO_FREQUENT,
                  errorMsg: '验证码发送过于频繁，请稍后再试',
                },
                429,
              )
            : { resendAfterSeconds: 60, expiresInSeconds: 600 },
      }),
    );
    const { user } = await renderPage(<SignUpPage />, { path: '/user/signIn' });
    await user.type(screen.getByLabelText('手机号码'), '13900139000');
    await user.click(sendCode());
    await waitFor(() => expect(sendCode().textContent).toMatch(/^[12] 秒后重发$/));
    expect(sendCode().disabled).toBe(true);
    expect(screen.queryByText('验证码发送过于频繁，请稍后再试')).toBeNull();
    refuse = false;
    await waitFor(() => expect(sendCode().disabled).toBe(false), { timeout: 3500 });
    await user.click(sendCode());
    await waitFor(() => expect(sendCode().textContent).toBe('60 秒后重发'));
    expect(screen.queryByText('验证码发送过于频繁，请稍后再试')).toBeNull();
  });

  it('registers with a mobile number and opens the result page', async () => {
    const fetchMock = createFetchMock({
      'POST register/rest/loginAccounts/register': () => buildSession({ name: null }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SignUpPage />, { path: '/user/signIn' });
    await user.type(screen.getByLabelText('手机号码'), '13900139000');
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.type(screen.getByLabelText('姓名'), '王芳');
    await user.type(screen.getByLabelText('密码'), 'abc12345');
    await user.type(screen.getByLabelText('确认密码'), 'abc12345');
    await user.click(submit());

    await waitFor(() => expect(where()).toBe('/user/signinResult'));
    expect(bodiesSentTo(fetchMock, 'POST register/rest/loginAccounts/register')).toEqual([
      {
        kind: 'mobile',
        mobile: '13900139000',
        code: '123456',
        name: '王芳',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        lang: 'zh-Hans',
      },
    ]);
    expect(getToken()).toBe('token-abc');
  });

  it('shows a wrong code under the code field and keeps the entries', async () => {
    setupHttp(
      createFetchMock({
        'POST register/rest/loginAccounts/register': () =>
          errorResponse(400, '验证码不正确', ErrorCode.CODE_INVALID),
      }),
    );
    const { user } = await renderPage(<SignUpPage />, { path: '/user/signIn' });
    await user.type(screen.getByLabelText('手机号码'), '13900139000');
    await user.type(screen.getByLabelText('验证码'), '000000');
    await user.type(screen.getByLabelText('密码'), 'abc12345');
    await user.type(screen.getByLabelText('确认密码'), 'abc12345');
    await user.click(submit());
    expect(await screen.findByText('验证码不正确')).toBeTruthy();
    expect((screen.getByLabelText('手机号码') as HTMLInputElement).value).toBe('13900139000');
    expect(where()).toBe('/user/signIn');
  });

  it('signs up by email with an email code on the second tab', async () => {
    const fetchMock = createFetchMock({
      'POST register/rest/visitors/token/email': () => ({ resendAfterSeconds: 60, expiresInSeconds: 600 }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SignUpPage />, { path: '/user/signIn' });
    await user.click(screen.getByRole('tab', { name: '邮箱注册' }));
    const panel = screen.getByRole('tabpanel');
    await user.type(within(panel).getByLabelText('邮箱'), 'Buyer@Example.com');
    await user.click(within(panel).getByTestId('send-code'));
    await waitFor(() => expect(within(panel).getByTestId('send-code').textContent).toBe('60 秒后重发'));
    expect(bodiesSentTo(fetchMock, 'POST register/rest/visitors/token/email')).toEqual([
      { email: 'Buyer@Example.com', purpose: 'register' },
    ]);
    expect(where()).toBe('/user/signIn?tab=email');
  });
});
