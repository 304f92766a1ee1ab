import { ErrorCode } from '@cidpex/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { getToken } from '../../../lib/session/storage';
import {
  bodiesSentTo,
  buildSession,
  createFetchMock,
  errorResponse,
  renderPage,
  setupHttp,
} from '../../../test/render';
import LoginEnPage from './login-en-page';

const COUNTRIES = [
  {
    code: 'GB',
    parentCode: null,
    name: 'United Kingdom',
    nameZhHans: '英国',
    nameZhHant: '英國',
    nameEn: 'United Kingdom',
    sort: 1,
  },
  {
    code: 'MY',
    parentCode: null,
    name: 'Malaysia',
    nameZhHans: '马来西亚',
    nameZhHant: '馬來西亞',
    nameEn: 'Malaysia',
    sort: 2,
  },
];
const CREATE = 'POST register/rest/loginAccounts/register/without/code';
const where = () => screen.getByTestId('location').textContent;

describe('LoginEnPage', { timeout: 30_000 }, () => {
  beforeEach(() => session.signOut());
  afterEach(() => session.signOut());

  it('logs in on the first tab, in English', async () => {
    const fetchMock = createFetchMock({ 'POST register/rest/loginAccounts/login': () => buildSession() });
    setupHttp(fetchMock);
    const { user } = await renderPage(<LoginEnPage />, { path: '/loginEn', lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter mobile number or email')).toBeTruthy();
    await user.type(screen.getByLabelText('Mobile number or email'), 'anna@example.co.uk');
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(where()).toBe('/IndexEn'));
    expect(bodiesSentTo(fetchMock, 'POST register/rest/loginAccounts/login')).toEqual([
      { account: 'anna@example.co.uk', password: 'abc12345' },
    ]);
  });

  it('opens "Create account" with ?tab=register, titled so, and creates an account with the email code', async () => {
    const fetchMock = createFetchMock({
      'GET exhibitor/rest/dicts/code/country': () => COUNTRIES,
      'POST register/rest/visitors/token/email': () => ({ resendAfterSeconds: 60, expiresInSeconds: 600 }),
      [CREATE]: () =>
        buildSession({ email: 'anna@example.co.uk', name: null, firstName: 'Anna', lastName: 'Smith' }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<LoginEnPage />, {
      path: '/loginEn',
      initialEntry: '/loginEn?tab=register&redirect=%2Fen%2Finter%2FSupplyPlatform',
      lang: 'en',
    });
    expect(screen.getByRole('tab', { name: 'Create account', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Create account' })).toBeTruthy();

    await user.type(screen.getByLabelText('Email'), 'anna@example.co.uk');
    // No account without the code sent to the email (issue 23 item 13).
    await user.click(screen.getByTestId('send-code'));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'POST register/rest/visitors/token/email')).toEqual([
        { email: 'anna@example.co.uk', purpose: 'register' },
      ]),
    );
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('First name'), 'Anna');
    await user.type(screen.getByLabelText('Last name'), 'Smith');
    await user.type(screen.getByLabelText('Company'), 'Tissue Traders Ltd');
    await user.click(screen.getByLabelText('Country/Region'));
    await user.click(await screen.findByText('Malaysia'));
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm password'), 'abc12345');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(where()).toBe('/en/inter/SupplyPlatform'));
    expect(bodiesSentTo(fetchMock, CREATE)).toEqual([
      {
        email: 'anna@example.co.uk',
        code: '123456',
        firstName: 'Anna',
        lastName: 'Smith',
        company: 'Tissue Traders Ltd',
        country: 'MY',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        lang: 'en',
      },
    ]);
    expect(getToken()).toBe('token-abc');
  });

  it('shows a taken email under the email field', async () => {
    setupHttp(
      createFetchMock({
        'GET exhibitor/rest/dicts/code/country': () => COUNTRIES,
        [CREATE]: () => errorResponse(409, 'This email is already registered', ErrorCode.EMAIL_TAKEN),
      }),
    );
    const { user } = await renderPage(<LoginEnPage />, {
      path: '/loginEn',
      initialEntry: '/loginEn?tab=register',
      lang: 'en',
    });
    await user.type(screen.getByLabelText('Email'), 'anna@example.co.uk');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('First name'), 'Anna');
    await user.type(screen.getByLabelText('Last name'), 'Smith');
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm password'), 'abc12345');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This email is already registered')).toBeTruthy();
    expect(where()).toBe('/loginEn?tab=register');
  });
});
