import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { bodiesSentTo, createFetchMock, renderPage, setupHttp, signInAs } from '../../../test/render';
import { readEnNextDraft, saveEnDraft, saveEnNextDraft } from '../components/en-draft';
import { buildRegistration, DICTS } from '../test-data';
import EnNextPage from './en-next-page';
import EnRegisterPage from './en-register-page';

const REQUEST = 'POST register/rest/visitors/register/public/request';
const FIRST_PAGE = {
  firstName: 'Lena',
  lastName: 'Virtanen',
  email: 'lena@example.com',
  useAccountEmail: true,
  country: 'FI',
  mobile: '+358401234567',
  passportNo: 'FP1234567',
  consent: true,
};
const CARD = { url: '/attachment/visitorCard/2024/05/card.png', name: 'card.png' };

/** Issue 24: the English two-step pre-registration ends with a review of both pages. */
describe('EnNextPage review', { timeout: 60_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    signInAs({ id: 42, email: 'lena@example.com', emailVerified: true, company: null });
    saveEnDraft(FIRST_PAGE);
    saveEnNextDraft({
      values: { company: 'Nordic Soft Paper Oy', jobTitle: 'J03', businessType: 'B02', cardFrontId: 31 },
      cards: { cardFrontId: CARD },
    });
  });
  afterEach(() => {
    session.signOut();
    sessionStorage.clear();
  });

  it('reviews both pages with the card as a thumbnail; a first-page edit goes back keeping this page', async () => {
    const fetchMock = createFetchMock({ ...DICTS, 'GET register/rest/visitors/users': () => null });
    setupHttp(fetchMock);
    const { user } = await renderPage(<EnNextPage />, {
      path: '/en/next',
      lang: 'en',
      routes: [{ path: '/en/register', element: <EnRegisterPage /> }],
    });
    // This page's values came back from the tab's draft.
    expect(((await screen.findByLabelText('Company')) as HTMLInputElement).value).toBe(
      'Nordic Soft Paper Oy',
    );
    await user.type(screen.getByLabelText('Brand'), 'Nordic');
    await user.click(screen.getByRole('button', { name: 'Submit pre-registration' }));

    const review = await screen.findByTestId('form-review');
    // Dictionary codes show by their names as the server answers them (the mock answers in Chinese).
    for (const shown of ['Lena', 'Virtanen', 'lena@example.com', '芬兰', 'FP1234567', 'Agreed'])
      expect(within(review).getByText(shown)).toBeTruthy();
    for (const shown of ['Nordic Soft Paper Oy', 'Nordic', '采购经理', '经销商/代理商'])
      expect(within(review).getByText(shown)).toBeTruthy();
    expect(within(review).getByRole('img', { name: 'card.png' }).getAttribute('src')).toBe(CARD.url);
    // The account's verified email needs no code: it is not listed as missing.
    expect(within(review).queryByText('Email verification code')).toBeNull();
    expect(bodiesSentTo(fetchMock, REQUEST)).toEqual([]);

    await user.click(within(review).getByRole('button', { name: 'Edit Identity document' }));
    expect(await screen.findByLabelText('Passport number')).toBeTruthy();
    expect((screen.getByLabelText('Passport number') as HTMLInputElement).value).toBe('FP1234567');
    expect(readEnNextDraft()?.values).toMatchObject({ company: 'Nordic Soft Paper Oy', brand: 'Nordic' });
    expect(readEnNextDraft()?.cards).toEqual({ cardFrontId: CARD });
  });

  it('sends both pages once on the confirm and forgets the drafts', async () => {
    const fetchMock = createFetchMock({
      ...DICTS,
      'GET register/rest/visitors/users': () => null,
      [REQUEST]: () => ({
        created: true,
        registration: buildRegistration({ form: 'overseas', status: 'pending' }),
      }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<EnNextPage />, { path: '/en/next', lang: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Submit pre-registration' }));
    await user.dblClick(await screen.findByRole('button', { name: 'Confirm and submit' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/visitor/visitorAccomplish'),
    );
    const sent = bodiesSentTo(fetchMock, REQUEST);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      ...FIRST_PAGE,
      company: 'Nordic Soft Paper Oy',
      jobTitle: 'J03',
      businessType: 'B02',
      cardFrontId: 31,
    });
    expect(sent[0]).not.toHaveProperty('cards');
    expect(readEnNextDraft()).toBeNull();
  });
});
