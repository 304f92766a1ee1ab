import { RENEWED_TOKEN_HEADER } from '@cidpex/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { getToken } from '../../../lib/session/storage';
import {
  apiCalls,
  createFetchMock,
  errorResponse,
  okResponse,
  renderPage,
  setupHttp,
} from '../../../test/render';
import { buildUser } from '../test-data';
import OrganizerLoginPage from './organizer-login-page';

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderPage>>['user'], account: string) {
  await user.click(screen.getByLabelText('手机号码/邮箱'));
  await user.paste(account);
  await user.click(screen.getByLabelText('密码'));
  await user.paste('Cidpex2024');
  await user.click(screen.getByRole('button', { name: /登\s*录/ }));
}

describe('OrganizerLoginPage', () => {
  beforeEach(() => session.signOut());

  it('refuses an account without the organizer role and ends its session', async () => {
    const fetchMock = createFetchMock({
      'POST register/rest/loginAccounts/login': () =>
        okResponse(
          { token: 'visitor-token', user: buildUser({ id: 1, roles: ['visitor'] }) },
          { [RENEWED_TOKEN_HEADER]: 'visitor-token' },
        ),
      'POST register/rest/loginAccounts/logout': () => ({ ok: true }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<OrganizerLoginPage />, { path: '/organizer/login' });
    await fillAndSubmit(user, 'buyer@demo.cidpex.cn');

    expect((await screen.findByTestId('login-problem')).textContent).toContain('该账号没有主办方权限');
    expect(screen.getByTestId('location').textContent).toBe('/organizer/login');
    await waitFor(() => expect(session.get().token).toBeNull());
    expect(getToken()).toBeNull();
    const calls = apiCalls(fetchMock).map(({ url }) => url.pathname);
    expect(calls).toEqual(['/register/rest/loginAccounts/login', '/register/rest/loginAccounts/logout']);
    expect(JSON.parse(String(apiCalls(fetchMock)[0]?.init.body))).toEqual({
      account: 'buyer@demo.cidpex.cn',
      password: 'Cidpex2024',
    });
  });

  it('signs an organizer in and goes to the redirect path', async () => {
    setupHttp(
      createFetchMock({
        'POST register/rest/loginAccounts/login': () => ({ token: 'org-token', user: buildUser() }),
      }),
    );
    const { user } = await renderPage(<OrganizerLoginPage />, {
      path: '/organizer/login',
      initialEntry: '/organizer/login?redirect=%2Forganizer%2Foutbox%3Fchannel%3Dsms',
    });
    await fillAndSubmit(user, '13800000009');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/organizer/outbox?channel=sms'),
    );
    expect(session.get().token).toBe('org-token');
    expect(session.get().user?.roles).toContain('organizer');
  });

  it('goes to the dashboard without a redirect, and shows a refused password inline', async () => {
    let attempts = 0;
    setupHttp(
      createFetchMock({
        'POST register/rest/loginAccounts/login': () =>
          attempts++ === 0
            ? errorResponse(400, '账号或密码错误', 11001)
            : { token: 'org-token', user: buildUser() },
      }),
    );
    const { user } = await renderPage(<OrganizerLoginPage />, { path: '/organizer/login' });
    await fillAndSubmit(user, '13800000009');
    expect((await screen.findByTestId('login-problem')).textContent).toContain('账号或密码错误');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/organizer/dashboard'));
  });

  it('asks for both fields before sending', async () => {
    const fetchMock = createFetchMock();
    setupHttp(fetchMock);
    const { user } = await renderPage(<OrganizerLoginPage />, { path: '/organizer/login' });
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入手机号码/邮箱')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(apiCalls(fetchMock)).toHaveLength(0);
  });
});
