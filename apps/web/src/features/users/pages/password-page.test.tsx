import { ErrorCode } from '@cidpex/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { getToken } from '../../../lib/session/storage';
import {
  bodiesSentTo,
  createFetchMock,
  errorResponse,
  renderPage,
  setupHttp,
  signInAs,
} from '../../../test/render';
import PasswordPage from './password-page';

const CALL = 'POST register/rest/loginAccounts/password/reset';
const submit = () => screen.getByRole('button', { name: '修改密码' });

async function fill(
  user: Awaited<ReturnType<typeof renderPage>>['user'],
  old: string,
  next: string,
  confirm: string,
) {
  await user.type(screen.getByLabelText('原密码'), old);
  await user.type(screen.getByLabelText('新密码'), next);
  await user.type(screen.getByLabelText('确认密码'), confirm);
}

describe('PasswordPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInAs();
  });
  afterEach(() => session.signOut());

  it('has the page heading, the menu and the three password fields with their autocomplete', async () => {
    setupHttp(createFetchMock());
    await renderPage(<PasswordPage />, { path: '/userCenter/password' });
    expect(screen.getByRole('heading', { level: 1, name: '修改密码' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '个人中心' })).toBeTruthy();
    expect(screen.getByLabelText('原密码').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('新密码').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText('确认密码').getAttribute('autocomplete')).toBe('new-password');
  });

  it('asks for every field and checks the new password before sending', async () => {
    const fetchMock = createFetchMock();
    setupHttp(fetchMock);
    const { user } = await renderPage(<PasswordPage />, { path: '/userCenter/password' });
    await user.click(submit());
    expect(await screen.findByText('请输入原密码')).toBeTruthy();
    expect(await screen.findByText('请输入新密码')).toBeTruthy();
    await fill(user, 'old12345', 'abcdef', 'abcdeg');
    await user.click(submit());
    expect(await screen.findByText('密码强度不够')).toBeTruthy();
    expect(await screen.findByText('两次输入的密码不一样')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, CALL)).toEqual([]);
  });

  it("changes the password with mode 'change' and says that other sessions were ended", async () => {
    const fetchMock = createFetchMock({ [CALL]: () => ({ ok: true }) });
    setupHttp(fetchMock);
    const { user } = await renderPage(<PasswordPage />, { path: '/userCenter/password' });
    await fill(user, 'old12345', 'New12345abc', 'New12345abc');
    expect(screen.getByRole('meter', { name: '密码强度' }).getAttribute('aria-valuetext')).toBe('强');
    await user.click(submit());

    expect(await screen.findByText('密码已修改')).toBeTruthy();
    expect(await screen.findByText(/其他设备上的登录已全部退出/)).toBeTruthy();
    expect(bodiesSentTo(fetchMock, CALL)).toEqual([
      { mode: 'change', oldPassword: 'old12345', password: 'New12345abc', confirmPassword: 'New12345abc' },
    ]);
    // this device stays signed in
    expect(getToken()).toBe('token-abc');
  });

  it('shows a wrong old password under its field and keeps the entries', async () => {
    const env = setupHttp(
      createFetchMock({ [CALL]: () => errorResponse(400, '原密码不正确', ErrorCode.OLD_PASSWORD_WRONG) }),
    );
    const { user } = await renderPage(<PasswordPage />, { path: '/userCenter/password' });
    await fill(user, 'wrong123', 'New12345abc', 'New12345abc');
    await user.click(submit());
    expect(await screen.findByText('原密码不正确')).toBeTruthy();
    expect(env.toast).not.toHaveBeenCalled();
    expect((screen.getByLabelText('新密码') as HTMLInputElement).value).toBe('New12345abc');
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false));
  });
});
