import { ErrorCode, type Order } from '@cidpex/contracts';
import { screen, waitFor } from '@testing-library/react';
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
import SeminarPayPage from './seminar-pay-page';
import SeminarWxpupPage from './seminar-wxpup-page';

const ORDER: Order = {
  id: 3,
  requestId: 5,
  reference: 'S5-A1B2C3',
  seats: 2,
  unitPrice: 128_000,
  amount: 256_000,
  currency: 'CNY',
  status: 'pending',
  method: null,
  attendeeIds: [11, 12],
  paidAt: null,
  createdAt: '2024-05-01T02:00:00.000Z',
  refunds: [],
  refunded: 0,
};
const TRADE = 'WX0123456789ABCDEF01234567';

describe('SeminarPayPage', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs({ id: 42 }));
  afterEach(() => session.signOut());

  it('shows the WeChat QR code for the payment URL and follows the order until it is paid', async () => {
    let order = ORDER;
    const fetchMock = createFetchMock({
      'GET register/rest/visitor/order/5': () => order,
      'GET portal/rest/payments/methods': () => ({ methods: ['wechat', 'bank'], sandbox: true }),
      'POST portal/rest/payments/3/start': () => {
        order = { ...ORDER, method: 'wechat' };
        return {
          order,
          bank: null,
          wechat: {
            tradeNo: TRADE,
            payUrl: `http://localhost/seminar/seminarWxpup?trade=${TRADE}`,
            expiresAt: '2099-01-01T00:00:00Z',
            sandbox: true,
          },
        };
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SeminarPayPage />, {
      path: '/seminar/seminarPay',
      initialEntry: '/seminar/seminarPay?request=5',
      lang: 'en',
    });
    expect(await screen.findByText('CNY 2,560.00')).toBeTruthy();
    expect(await screen.findByText('2 × CNY 1,280.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show the payment QR code' }));
    expect(await screen.findByLabelText('WeChat Pay QR code')).toBeTruthy();
    expect(screen.getByText('WeChat Pay (sandbox)')).toBeTruthy();
    expect(screen.getByText(/Payment sandbox: no real money is charged/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Open the payment page on this device' }).getAttribute('href'),
    ).toBe(`/seminar/seminarWxpup?trade=${TRADE}`);
    expect(bodiesSentTo(fetchMock, 'POST portal/rest/payments/3/start')).toEqual([{ method: 'wechat' }]);
    order = { ...order, status: 'paid', paidAt: '2024-05-02T02:00:00.000Z' };
    await waitFor(() => expect(screen.getByText('Payment received')).toBeTruthy(), { timeout: 8000 });
  });

  it('with WeChat Pay shows its code and asks it when the notification is late; no sandbox link', async () => {
    let order = ORDER;
    const fetchMock = createFetchMock({
      'GET register/rest/visitor/order/5': () => order,
      'GET portal/rest/payments/methods': () => ({ methods: ['wechat', 'bank'], sandbox: false }),
      'POST portal/rest/payments/3/start': () => ({
        order: { ...ORDER, method: 'wechat' },
        bank: null,
        wechat: {
          tradeNo: TRADE,
          payUrl: 'weixin://wxpay/bizpayurl?pr=abc123',
          expiresAt: '2099-01-01T00:00:00Z',
          sandbox: false,
        },
      }),
      'POST portal/rest/payments/3/query': () => {
        order = { ...ORDER, method: 'wechat', status: 'paid', paidAt: '2024-05-02T02:00:00.000Z' };
        return order;
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SeminarPayPage />, {
      path: '/seminar/seminarPay',
      initialEntry: '/seminar/seminarPay?request=5',
      lang: 'en',
    });
    await user.click(await screen.findByRole('button', { name: 'Show the payment QR code' }));
    expect(await screen.findByLabelText('WeChat Pay QR code')).toBeTruthy();
    expect(screen.queryByText(/sandbox/i)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the payment page on this device' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have paid: check now' }));
    expect(await screen.findByText('Payment received')).toBeTruthy();
  });

  it('offers bank transfer only when no WeChat provider is configured', async () => {
    setupHttp(
      createFetchMock({
        'GET register/rest/visitor/order/5': () => ORDER,
        'GET portal/rest/payments/methods': () => ({ methods: ['bank'], sandbox: false }),
      }),
    );
    await renderPage(<SeminarPayPage />, {
      path: '/seminar/seminarPay',
      initialEntry: '/seminar/seminarPay?request=5',
      lang: 'en',
    });
    expect(await screen.findByRole('button', { name: 'Show transfer details' })).toBeTruthy();
    expect(screen.queryByText('WeChat Pay')).toBeNull();
  });

  it('gives the bank details with the reference to quote', async () => {
    setupHttp(
      createFetchMock({
        'GET register/rest/visitor/order/5': () => ORDER,
        'GET portal/rest/payments/methods': () => ({ methods: ['wechat', 'bank'], sandbox: true }),
        'POST portal/rest/payments/3/start': () => ({
          order: { ...ORDER, method: 'bank' },
          bank: { reference: ORDER.reference },
          wechat: null,
        }),
      }),
    );
    const { user } = await renderPage(<SeminarPayPage />, {
      path: '/seminar/seminarPay',
      initialEntry: '/seminar/seminarPay?request=5',
    });
    await user.click(await screen.findByText('银行转账'));
    await user.click(screen.getByRole('button', { name: '查看转账信息' }));
    expect(await screen.findByText('S5-A1B2C3')).toBeTruthy();
    expect(await screen.findByText('转账附言')).toBeTruthy();
  });

  it('says when there is nothing to pay yet', async () => {
    setupHttp(
      createFetchMock({
        'GET register/rest/visitor/order/5': () =>
          errorResponse(409, '当前没有需要支付的座位', ErrorCode.PAYMENT_NOTHING_TO_PAY),
      }),
    );
    await renderPage(<SeminarPayPage />, {
      path: '/seminar/seminarPay',
      initialEntry: '/seminar/seminarPay?request=5',
    });
    expect(await screen.findByText('当前没有需要支付的座位')).toBeTruthy();
  });
});

describe('SeminarWxpupPage', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs({ id: 42 }));
  afterEach(() => session.signOut());

  it('asks the payer to sign in before showing or confirming the trade', async () => {
    session.signOut();
    const fetchMock = createFetchMock({});
    setupHttp(fetchMock);
    await renderPage(<SeminarWxpupPage />, {
      path: '/seminar/seminarWxpup',
      initialEntry: `/seminar/seminarWxpup?trade=${TRADE}`,
      lang: 'en',
    });
    expect(await screen.findByText('Please log in first')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm payment' })).toBeNull();
  });

  it('confirms the sandbox payment on the phone', async () => {
    const fetchMock = createFetchMock({
      [`GET portal/rest/payments/sandbox/${TRADE}`]: () => ({
        tradeNo: TRADE,
        merchant: 'CIDPEX 2024',
        amount: 256_000,
        currency: 'CNY',
        status: 'pending',
        expiresAt: '2099-01-01T00:00:00Z',
      }),
      [`POST portal/rest/payments/sandbox/${TRADE}/pay`]: () => ({
        orderId: 3,
        status: 'paid',
        applied: true,
      }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SeminarWxpupPage />, {
      path: '/seminar/seminarWxpup',
      initialEntry: `/seminar/seminarWxpup?trade=${TRADE}`,
      lang: 'zh-Hant',
    });
    expect(await screen.findByText('¥2,560.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '確認付款' }));
    expect(await screen.findByText('付款成功')).toBeTruthy();
    // Paid on the phone itself: a way back to the registration and its paid order.
    expect(screen.getByRole('link', { name: '查看我的報名' }).getAttribute('href')).toBe(
      '/seminar/seminarRegistration',
    );
  });

  it('shows the refusal when the order is already paid', async () => {
    setupHttp(
      createFetchMock({
        [`GET portal/rest/payments/sandbox/${TRADE}`]: () => ({
          tradeNo: TRADE,
          merchant: 'CIDPEX 2024',
          amount: 256_000,
          currency: 'CNY',
          status: 'pending',
          expiresAt: '2099-01-01T00:00:00Z',
        }),
        [`POST portal/rest/payments/sandbox/${TRADE}/pay`]: () =>
          errorResponse(
            409,
            'This order is already paid and will not be charged again',
            ErrorCode.PAYMENT_ALREADY_PAID,
          ),
      }),
    );
    const { user } = await renderPage(<SeminarWxpupPage />, {
      path: '/seminar/seminarWxpup',
      initialEntry: `/seminar/seminarWxpup?trade=${TRADE}`,
      lang: 'en',
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('This order is already paid and will not be charged again')).toBeTruthy();
  });
});
