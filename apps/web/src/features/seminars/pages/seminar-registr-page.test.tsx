import { ErrorCode } from '@cidpex/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import {
  bodiesSentTo,
  createFetchMock,
  errorResponse,
  renderPage,
  setupHttp,
  signInAs,
} from '../../../test/render';
import { buildAttendee, buildRequest, SEMINAR } from '../test-data';
import SeminarRegistrPage from './seminar-registr-page';

describe('SeminarRegistrPage', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs({ id: 42 }));
  afterEach(() => session.signOut());

  it('lists my registrations with each seat, and claims one a colleague made', async () => {
    let tries = 0;
    const fetchMock = createFetchMock({
      'GET portal/rest/seminars/200417': () => SEMINAR,
      'GET register/rest/request/200417/user/42/type/SEMINAR': () => [
        buildRequest({
          status: 'completed',
          attendees: [buildAttendee({ status: 'waiting', waitingPosition: 2 })],
        }),
      ],
      'POST register/rest/request/9/auth': () =>
        ++tries === 1
          ? errorResponse(
              400,
              'The mobile number or the last six digits of the ID number do not match this registration',
              ErrorCode.SEMINAR_AUTH_FAILED,
            )
          : buildRequest({ id: 9 }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SeminarRegistrPage />, { path: '/seminarRegistr', lang: 'en' });
    expect(await screen.findByText('Waiting list no. 2')).toBeTruthy();
    await user.type(screen.getByLabelText('Registration number'), '9');
    await user.type(screen.getByLabelText('Mobile number'), '13712345678');
    await user.type(screen.getByLabelText('Last six of ID or passport number'), '123456');
    await user.click(screen.getByRole('button', { name: 'Show my registration' }));
    expect(
      await screen.findByText(
        'The mobile number or the last six digits of the ID number do not match this registration',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show my registration' }));
    expect(await screen.findByText('/seminar/seminarRegistration?request=9')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST register/rest/request/9/auth')[0]).toEqual({
      mobile: '13712345678',
      idLast6: '123456',
      idType: 'idCard',
    });
  });
});
