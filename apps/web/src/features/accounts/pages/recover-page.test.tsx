import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo, createFetchMock, renderPage, setupHttp } from '../../../test/render';
import RecoverPage from './recover-page';

const RESET = 'POST register/rest/loginAccounts/password/reset';
const sent = { resendAfterSeconds: 60, expiresInSeconds: 600 };

describe('RecoverPage', { timeout: 30_000 }, () => {
  it('sends a reset code by email for an email account, resets the password and goes to login', async () => {
    const fetchMock = createFetchMock({
      'POST register/rest/visitors/token/email': () => sent,
      [RESET]: () => ({ ok: true }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<RecoverPage />, { path: '/user/recover' });
    expect(screen.getByRole('heading', { level: 1, name: '找回密码' })).toBeTruthy();
    await user.type(screen.getByLabelText('手机号码/邮箱'), 'buyer@example.com');
    await user.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('send-code').textContent).toBe('60 秒后重发'));
    expect(bodiesSentTo(fetchMock, 'POST register/rest/visitors/token/email')).toEqual([
      { email: 'buyer@example.com', purpose: 'reset' },
    ]);

    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.type(screen.getByLabelText('新密码'), 'abc12345');
    await user.type(screen.getByLabelText('确认密码'), 'abc12345');
    await user.click(screen.getByRole('button', { name: '重置密码' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/login'));
    expect(bodiesSentTo(fetchMock, RESET)).toEqual([
      {
        mode: 'forgot',
        account: 'buyer@example.com',
        code: '123456',
        password: 'abc12345',
        confirmPassword: 'abc12345',
      },
    ]);
  });

  it('sends the code by SMS for a mobile account', async () => {
    const fetchMock = createFetchMock({ 'POST register/rest/visitors/phone-token': () => sent });
    setupHttp(fetchMock);
    const { user } = await renderPage(<RecoverPage />, { path: '/user/recover' });
    await user.type(screen.getByLabelText('手机号码/邮箱'), '13800138000');
    await user.click(screen.getByTestId('send-code'));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'POST register/rest/visitors/phone-token')).toEqual([
        { mobile: '13800138000', purpose: 'reset' },
      ]),
    );
  });
});
