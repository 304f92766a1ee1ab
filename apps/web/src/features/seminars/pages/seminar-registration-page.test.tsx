import { ErrorCode } from '@cidpex/contracts';
import { screen, within } from '@testing-library/react';
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
import SeminarRegistrationPage from './seminar-registration-page';

const PLACEHOLDER = 'POST register/rest/request/200417/placeHolder/42/SEMINAR';

describe('SeminarRegistrationPage', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs({ id: 42 }));
  afterEach(() => session.signOut());

  it('asks an anonymous visitor to sign in', async () => {
    session.signOut();
    setupHttp(createFetchMock({ 'GET portal/rest/seminars/200417': () => SEMINAR }));
    await renderPage(<SeminarRegistrationPage />, { path: '/seminar/seminarRegistration', lang: 'en' });
    expect(await screen.findByText('Please log in first')).toBeTruthy();
  });

  it('checks the form in the page language before sending anything', async () => {
    // An account without a name: nothing to prefill the contact's name from.
    signInAs({ id: 42, name: null });
    const fetchMock = createFetchMock({
      'GET portal/rest/seminars/200417': () => SEMINAR,
      [PLACEHOLDER]: () => buildRequest(),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SeminarRegistrationPage />, {
      path: '/seminar/seminarRegistration',
      lang: 'zh-Hant',
    });
    await user.type(await screen.findByLabelText('身分證號碼後六位'), '12ab');
    await user.click(screen.getByRole('button', { name: '提交報名' }));
    expect(await screen.findByText('請輸入正確的身分證號碼後六位')).toBeTruthy();
    expect(await screen.findByText('請輸入聯絡人姓名')).toBeTruthy();
    expect(await screen.findByText('請輸入姓名')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT register/rest/request/5')).toEqual([]);
  });

  it('saves two attendees, completes, and shows each seat: one seated, one on the waiting list', async () => {
    let stored = buildRequest();
    const fetchMock = createFetchMock({
      'GET portal/rest/seminars/200417': () => SEMINAR,
      [PLACEHOLDER]: () => stored,
      'GET register/rest/request/5': () => stored,
      'PUT register/rest/request/5': ({ body }) => {
        const b = body as {
          contactName: string;
          attendees: Array<{ name: string; mobile: string; idLast6: string }>;
        };
        stored = buildRequest({
          contactName: b.contactName,
          attendees: b.attendees.map((a, i) => buildAttendee({ id: 11 + i, ...a, status: 'draft' })),
        });
        return stored;
      },
      'PUT register/rest/request/5/complete': () => {
        stored = {
          ...stored,
          status: 'completed',
          attendees: [
            { ...(stored.attendees[0] as ReturnType<typeof buildAttendee>), status: 'seated' },
            {
              ...(stored.attendees[1] as ReturnType<typeof buildAttendee>),
              status: 'waiting',
              waitingPosition: 1,
            },
          ],
        };
        return stored;
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SeminarRegistrationPage />, {
      path: '/seminar/seminarRegistration',
      lang: 'en',
    });
    // A new request starts from the account (issue 24): the contact is the person signed in, editable.
    const contact = (await screen.findByLabelText('Contact name')) as HTMLInputElement;
    expect(contact.value).toBe('张伟');
    expect((screen.getByLabelText('Contact mobile number') as HTMLInputElement).value).toBe('13800138000');
    await user.clear(contact);
    await user.type(contact, 'Wang Fang');
    await user.clear(screen.getByLabelText('Contact mobile number'));
    await user.type(screen.getByLabelText('Contact mobile number'), '13912345678');
    await user.type(screen.getByLabelText('Contact email'), 'wang@example.com');
    await user.type(screen.getByLabelText('Name'), 'Li Na');
    await user.type(screen.getByLabelText('Mobile number'), '13712345678');
    await user.type(screen.getByLabelText('Last six digits of ID number'), '12345x');
    await user.click(screen.getByRole('button', { name: 'Add an attendee' }));
    const names = screen.getAllByLabelText('Name');
    await user.type(names[1] as HTMLElement, 'Zhang Wei');
    await user.type(screen.getAllByLabelText('Mobile number')[1] as HTMLElement, '13712345679');
    await user.type(screen.getAllByLabelText('Last six digits of ID number')[1] as HTMLElement, '654321');
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));

    // Issue 24: the review shows everything typed before anything is sent.
    const review = await screen.findByTestId('form-review');
    for (const typed of [
      'Wang Fang',
      '13912345678',
      'wang@example.com',
      'Li Na',
      '12345x',
      'Zhang Wei',
      '654321',
    ])
      expect(within(review).getByText(typed)).toBeTruthy();
    expect(within(review).getByRole('heading', { name: 'Attendee 2' })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT register/rest/request/5')).toEqual([]);
    // "Edit" goes back to the section with every value kept.
    await user.click(within(review).getByRole('button', { name: 'Edit Attendee 2' }));
    expect(screen.queryByTestId('form-review')).toBeNull();
    expect((screen.getAllByLabelText('Name')[1] as HTMLInputElement).value).toBe('Zhang Wei');
    expect((screen.getByLabelText('Contact name') as HTMLInputElement).value).toBe('Wang Fang');
    await user.clear(screen.getAllByLabelText('Name')[1] as HTMLElement);
    await user.type(screen.getAllByLabelText('Name')[1] as HTMLElement, 'Zhang Wen');
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(within(await screen.findByTestId('form-review')).getByText('Zhang Wen')).toBeTruthy();
    // A double tap on the confirm sends once.
    await user.dblClick(screen.getByRole('button', { name: 'Confirm and register' }));
    expect(await screen.findByText('Registration submitted')).toBeTruthy();
    expect(await screen.findByText('Seat confirmed')).toBeTruthy();
    expect(await screen.findByText('Waiting list no. 1')).toBeTruthy();
    const sent = bodiesSentTo(fetchMock, 'PUT register/rest/request/5') as Array<{
      contactName: string;
      attendees: Array<{ name: string }>;
    }>;
    expect(sent).toHaveLength(1);
    expect(sent[0]?.contactName).toBe('Wang Fang');
    expect(sent[0]?.attendees.map((a) => a.name)).toEqual(['Li Na', 'Zhang Wen']);
    expect(bodiesSentTo(fetchMock, 'PUT register/rest/request/5/complete')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to payment' }).getAttribute('href')).toBe(
      '/seminar/seminarPay?request=5',
    );
  });

  it('takes the last six characters of a passport for an overseas attendee (issue 23 item 12)', async () => {
    const fetchMock = createFetchMock({
      'GET portal/rest/seminars/200417': () => SEMINAR,
      [PLACEHOLDER]: () =>
        buildRequest({ contactName: 'Ana', contactMobile: '13912345678', contactEmail: 'a@example.com' }),
      'PUT register/rest/request/5': () => errorResponse(409, 'stop here', ErrorCode.SEMINAR_MOBILE_TAKEN),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SeminarRegistrationPage />, {
      path: '/seminar/seminarRegistration',
      lang: 'en',
    });
    await user.type(await screen.findByLabelText('Name'), 'Ana Silva');
    await user.type(screen.getByLabelText('Mobile number'), '13712345678');
    await user.type(screen.getByLabelText('Last six digits of ID number'), 'X00T47');
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(
      await screen.findByText('Please enter the last six digits of the ID number correctly'),
    ).toBeTruthy();
    await user.click(screen.getByText('Passport (overseas)'));
    expect(await screen.findByLabelText('Last six characters of the passport number')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    const review = await screen.findByTestId('form-review');
    expect(within(review).getByText('Passport (overseas)')).toBeTruthy();
    expect(within(review).getByText('Last six characters of the passport number')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm and register' }));
    expect(await screen.findByText('stop here')).toBeTruthy();
    const [sent] = bodiesSentTo(fetchMock, 'PUT register/rest/request/5') as Array<{
      attendees: Array<{ idType: string; idLast6: string }>;
    }>;
    expect(sent?.attendees[0]).toMatchObject({ idType: 'passport', idLast6: 'X00T47' });
  });

  it('shows a refusal of the server above the button and keeps the form', async () => {
    const fetchMock = createFetchMock({
      'GET portal/rest/seminars/200417': () => SEMINAR,
      [PLACEHOLDER]: () =>
        buildRequest({ contactName: '王芳', contactMobile: '13912345678', contactEmail: 'w@example.com' }),
      'PUT register/rest/request/5': () =>
        errorResponse(409, '手机号码 13712345678 已报名本次研讨会', ErrorCode.SEMINAR_MOBILE_TAKEN),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SeminarRegistrationPage />, { path: '/seminar/seminarRegistration' });
    await user.type(await screen.findByLabelText('姓名'), '李娜');
    await user.type(screen.getByLabelText('手机号码'), '13712345678');
    await user.type(screen.getByLabelText('身份证号码后六位'), '123456');
    await user.click(screen.getByRole('button', { name: '提交报名' }));
    await user.click(await screen.findByRole('button', { name: '确认提交报名' }));
    // The refusal shows on the review, which keeps everything; back to the form, nothing is lost.
    expect(await screen.findByText('手机号码 13712345678 已报名本次研讨会')).toBeTruthy();
    expect(within(screen.getByTestId('form-review')).getByText('李娜')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '返回修改' }));
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('李娜');
    expect((screen.getByLabelText('身份证号码后六位') as HTMLInputElement).value).toBe('123456');
  });

  it('confirms a seat offered from the waiting list', async () => {
    let offered = buildRequest({
      status: 'completed',
      contactEmail: 'w@example.com',
      attendees: [buildAttendee({ status: 'offered', offerExpiresAt: '2024-05-10T02:00:00.000Z' })],
    });
    const fetchMock = createFetchMock({
      'GET portal/rest/seminars/200417': () => SEMINAR,
      'GET register/rest/request/5': () => offered,
      'PUT register/rest/request/5/complete': () => {
        offered = { ...offered, attendees: [buildAttendee({ status: 'seated' })] };
        return offered;
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SeminarRegistrationPage />, {
      path: '/seminar/seminarRegistration',
      initialEntry: '/seminar/seminarRegistration?request=5',
    });
    expect(await screen.findByText(/^座位保留至 2024年5月10日 10:00（/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确认座位' }));
    expect(await screen.findByText('已获得座位')).toBeTruthy();
  });

  it('tells before a cancel what it refunds by the seminar’s rule, then shows the refund (issue 23 item 7)', async () => {
    let request = buildRequest({
      status: 'completed',
      contactEmail: 'w@example.com',
      attendees: [buildAttendee({ id: 11, name: '李娜' }), buildAttendee({ id: 12, name: '张伟' })],
    });
    let order = {
      id: 3,
      requestId: 5,
      reference: 'S5-A1B2C3',
      seats: 2,
      unitPrice: 128_000,
      amount: 256_000,
      currency: 'CNY',
      status: 'paid',
      method: 'wechat',
      attendeeIds: [11, 12],
      paidAt: '2024-05-02T02:00:00.000Z',
      createdAt: '2024-05-01T02:00:00.000Z',
      refunds: [] as unknown[],
      refunded: 0,
    };
    const fetchMock = createFetchMock({
      'GET portal/rest/seminars/200417': () => SEMINAR,
      'GET register/rest/request/5': () => request,
      'GET register/rest/visitor/order/5': () => order,
      'DELETE register/rest/request/5/11': () => {
        request = {
          ...request,
          attendees: [
            buildAttendee({ id: 11, name: '李娜', status: 'cancelled' }),
            buildAttendee({ id: 12, name: '张伟' }),
          ],
        };
        order = {
          ...order,
          refunds: [
            {
              id: 1,
              attendeeId: 11,
              attendeeName: '李娜',
              amount: 102_400,
              percent: 80,
              status: 'succeeded',
              refundNo: 'R3M11',
              createdAt: '2024-05-03T02:00:00.000Z',
              settledAt: '2024-05-03T02:00:00.000Z',
            },
          ],
          refunded: 102_400,
        };
        return request;
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SeminarRegistrationPage />, {
      path: '/seminar/seminarRegistration',
      initialEntry: '/seminar/seminarRegistration?request=5',
    });
    expect(
      await screen.findByText(/^在2099年5月8日 23:59（北京时间）前取消参会人，退还座位费用的 80%/),
    ).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '取消 李娜 的报名' }));
    expect(
      await screen.findByText('确定取消 李娜 的报名吗？将退还 ¥1,024.00，座位将让给候补名单中的下一位。'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取消报名' }));
    expect(await screen.findByText('已退款')).toBeTruthy();
    expect(screen.getByText(/^¥1,024.00（座位费用的 80%）· 退款单号 R3M11/)).toBeTruthy();
    expect(screen.getByText('已退款：¥1,024.00')).toBeTruthy();
  });

  it('says a cancel after the refund deadline refunds nothing', async () => {
    const request = buildRequest({
      status: 'completed',
      contactEmail: 'w@example.com',
      attendees: [buildAttendee({ id: 11, name: '李娜' })],
    });
    setupHttp(
      createFetchMock({
        'GET portal/rest/seminars/200417': () => ({ ...SEMINAR, refundUntil: '2024-05-08T15:59:00.000Z' }),
        'GET register/rest/request/5': () => request,
        'GET register/rest/visitor/order/5': () => ({
          id: 3,
          requestId: 5,
          reference: 'S5-A1B2C3',
          seats: 1,
          unitPrice: 128_000,
          amount: 128_000,
          currency: 'CNY',
          status: 'paid',
          method: 'wechat',
          attendeeIds: [11],
          paidAt: '2024-05-02T02:00:00.000Z',
          createdAt: '2024-05-01T02:00:00.000Z',
          refunds: [],
          refunded: 0,
        }),
      }),
    );
    const { user } = await renderPage(<SeminarRegistrationPage />, {
      path: '/seminar/seminarRegistration',
      initialEntry: '/seminar/seminarRegistration?request=5',
    });
    await user.click(await screen.findByRole('button', { name: '取消 李娜 的报名' }));
    expect(await screen.findByText(/已过退款截止时间，不予退款/)).toBeTruthy();
  });
});
