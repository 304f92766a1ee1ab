import { ErrorCode } from '@cidpex/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import {
  bodiesSentTo,
  buildUser,
  createFetchMock,
  errorResponse,
  renderPage,
  setupHttp,
  signInAs,
} from '../../../test/render';
import BindMobilePage from './bind-mobile-page';

const CHANGE = 'PUT exhibitor/rest/users/mobilePhone/42';

describe('BindMobilePage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInAs();
  });
  afterEach(() => session.signOut());

  it('shows the current number masked, sends a bindMobile code and changes the number', async () => {
    let current = buildUser();
    const fetchMock = createFetchMock({
      'GET register/rest/users/data/42': () => current,
      'POST register/rest/visitors/phone-token': () => ({ resendAfterSeconds: 60, expiresInSeconds: 600 }),
      [CHANGE]: () => {
        current = buildUser({ mobile: '13900139000' });
        return current;
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<BindMobilePage />, { path: '/userCenter/bindMobile' });

    expect(screen.getByRole('heading', { level: 1, name: '绑定手机' })).toBeTruthy();
    expect(screen.getByTestId('current-mobile').textContent).toBe('138****8000');
    expect(screen.queryByText('13800138000')).toBeNull();

    await user.type(screen.getByLabelText('新手机号码'), '13900139000');
    await user.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('send-code').textContent).toBe('60 秒后重发'));
    expect(bodiesSentTo(fetchMock, 'POST register/rest/visitors/phone-token')).toEqual([
      { mobile: '13900139000', purpose: 'bindMobile' },
    ]);

    await user.type(screen.getByLabelText('验证码'), '654321');
    await user.click(screen.getByRole('button', { name: '更换手机号码' }));

    await waitFor(() => expect(session.get().user?.mobile).toBe('13900139000'));
    expect(bodiesSentTo(fetchMock, CHANGE)).toEqual([{ mobile: '13900139000', code: '654321' }]);
    await waitFor(() => expect(screen.getByTestId('current-mobile').textContent).toBe('139****9000'));
    expect((screen.getByLabelText('新手机号码') as HTMLInputElement).value).toBe('');
  });

  it('shows that the number is already bound under the mobile field', async () => {
    setupHttp(
      createFetchMock({
        'GET register/rest/users/data/42': () => buildUser(),
        [CHANGE]: () => errorResponse(409, '该手机号码已注册', ErrorCode.MOBILE_TAKEN),
      }),
    );
    const { user } = await renderPage(<BindMobilePage />, { path: '/userCenter/bindMobile' });
    await user.type(screen.getByLabelText('新手机号码'), '13900139000');
    await user.type(screen.getByLabelText('验证码'), '654321');
    await user.click(screen.getByRole('button', { name: '更换手机号码' }));
    expect(await screen.findByText('该手机号码已注册')).toBeTruthy();
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('654321');
  });
});
