import type { User } from '@cidpex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { getStoredUser } from '../../../lib/session/storage';
import {
  bodiesSentTo,
  buildUser,
  createFetchMock,
  renderPage,
  setupHttp,
  signInAs,
} from '../../../test/render';
import AccountInfoPage from './account-info-page';

const entry = (code: string, name: string) => ({
  code,
  parentCode: null,
  name,
  nameZhHans: name,
  nameZhHant: name,
  nameEn: name,
  sort: 1,
});

/** The server's record of the user: answers GET, and changes return the new state. */
function serverUser(overrides: Partial<User> = {}) {
  let current = buildUser(overrides);
  return {
    get: () => current,
    set: (changes: Partial<User>) => {
      current = { ...current, ...changes };
      return current;
    },
  };
}

function dicts() {
  return {
    'GET exhibitor/rest/dicts/200417/jobTitle': () => [entry('buyer', '采购经理'), entry('ceo', '总经理')],
    'GET exhibitor/rest/dicts/code/country': () => [entry('CN', '中国'), entry('GB', '英国')],
  };
}

describe('AccountInfoPage', { timeout: 30_000 }, () => {
  afterEach(() => session.signOut());

  it('shows the profile with dictionary names, edits it and refreshes the stored user', async () => {
    signInAs({ jobTitle: 'buyer' });
    const server = serverUser({ jobTitle: 'buyer' });
    const fetchMock = createFetchMock({
      ...dicts(),
      'GET register/rest/users/data/42': server.get,
      'PUT register/rest/users/42': ({ body }) => server.set(body as Partial<User>),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<AccountInfoPage />, { path: '/userCenter/accountInfo' });

    expect(screen.getByRole('heading', { level: 1, name: '账号资料' })).toBeTruthy();
    expect(await screen.findByText('采购经理')).toBeTruthy();
    expect(await screen.findByText('中国')).toBeTruthy();
    expect(await screen.findByText('138****8000')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const company = screen.getByLabelText('公司名称') as HTMLInputElement;
    expect(company.value).toBe('南京纸业有限公司');
    await user.clear(company);
    await user.type(company, '苏州纸品有限公司');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(getStoredUser()?.company).toBe('苏州纸品有限公司'));
    expect(bodiesSentTo(fetchMock, 'PUT register/rest/users/42')).toEqual([
      {
        name: '张伟',
        firstName: '',
        lastName: '',
        company: '苏州纸品有限公司',
        jobTitle: 'buyer',
        country: 'CN',
      },
    ]);
    expect(await screen.findByText('苏州纸品有限公司')).toBeTruthy();
  });

  it('prompts to bind an email; "not now" dismisses the prompt on the server', async () => {
    signInAs();
    const server = serverUser();
    const fetchMock = createFetchMock({
      ...dicts(),
      'GET register/rest/users/data/42': server.get,
      'PUT exhibitor/rest/users/ignore/email': () => server.set({ ignoreEmailPrompt: true }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<AccountInfoPage />, { path: '/userCenter/accountInfo' });
    const prompt = await screen.findByText(/绑定邮箱后，可用邮箱登录/);
    await user.click(screen.getByRole('button', { name: '暂不绑定' }));
    await waitFor(() => expect(screen.queryByText(/绑定邮箱后，可用邮箱登录/)).toBeNull());
    expect(prompt).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT exhibitor/rest/users/ignore/email')).toHaveLength(1);
    expect(getStoredUser()?.ignoreEmailPrompt).toBe(true);
  });

  it('binds an email with a bindEmail code', async () => {
    signInAs({ ignoreEmailPrompt: true });
    const server = serverUser({ ignoreEmailPrompt: true });
    const fetchMock = createFetchMock({
      ...dicts(),
      'GET register/rest/users/data/42': server.get,
      'POST register/rest/visitors/token/email': () => ({ resendAfterSeconds: 60, expiresInSeconds: 600 }),
      'POST register/rest/users/bindEmail': () =>
        server.set({ email: 'zhang@example.com', emailVerified: true }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<AccountInfoPage />, { path: '/userCenter/accountInfo' });
    const section = await screen.findByRole('region', { name: '邮箱' });
    await user.type(within(section).getByLabelText('邮箱'), 'zhang@example.com');
    await user.click(within(section).getByTestId('send-code'));
    await waitFor(() => expect(within(section).getByTestId('send-code').textContent).toBe('60 秒后重发'));
    await user.type(within(section).getByLabelText('验证码'), '112233');
    await user.click(within(section).getByRole('button', { name: '绑定邮箱' }));

    expect(await within(section).findByText('已验证')).toBeTruthy();
    expect(within(section).getByText('zhang@example.com')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST register/rest/visitors/token/email')).toEqual([
      { email: 'zhang@example.com', purpose: 'bindEmail' },
    ]);
    expect(bodiesSentTo(fetchMock, 'POST register/rest/users/bindEmail')).toEqual([
      { email: 'zhang@example.com', code: '112233' },
    ]);
  });
});
