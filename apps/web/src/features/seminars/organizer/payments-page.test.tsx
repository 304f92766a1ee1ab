import { ErrorCode, type OrganizerOrder } from '@cidpex/contracts';
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
import PaymentsPage from './payments-page';

const LIST = 'GET portal/rest/organizer/payments';
const REFUND = 'POST portal/rest/organizer/payments/3/refund';

function order(overrides: Partial<OrganizerOrder> = {}): OrganizerOrder {
  return {
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
    paidAt: '2024-05-02T03:00:00.000Z',
    createdAt: '2024-05-02T02:00:00.000Z',
    refunds: [],
    refunded: 0,
    contactName: '王芳',
    contactMobile: '13712345678',
    company: '南京青禾纸业',
    ...overrides,
  };
}

function refundOf(attendeeId: number, amount: number) {
  return {
    id: attendeeId,
    attendeeId,
    attendeeName: '李娜',
    amount,
    percent: 100,
    status: 'succeeded' as const,
    refundNo: `R3M${attendeeId}`,
    transferred: 0,
    createdAt: '2024-05-03T03:00:00.000Z',
    settledAt: '2024-05-03T03:00:00.000Z',
  };
}

describe('the orders tab of /organizer/payments: refunding a paid order', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs({ id: 1, roles: ['user', 'organizer'] }));
  afterEach(() => session.signOut());

  it('asks for a confirmation naming what is refunded, shows a refusal, then refunds once', async () => {
    // one member was refunded by a cancellation already: only the other seat is left to refund
    let row = order({ refunds: [refundOf(11, 128_000)], refunded: 128_000 });
    let refuse = true;
    const fetchMock = createFetchMock({
      [LIST]: ({ url }) => {
        const status = url.searchParams.get('status');
        return !status || status === row.status ? [row] : [];
      },
      [REFUND]: () => {
        if (refuse) {
          refuse = false;
          return errorResponse(409, '该订单已退款，不会重复退款', ErrorCode.ORDER_ALREADY_REFUNDED);
        }
        row = order({ refunds: [refundOf(11, 128_000), refundOf(12, 128_000)], refunded: 256_000 });
        return row;
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<PaymentsPage />, { path: '/organizer/payments', lang: 'zh-Hans' });
    await user.click(await screen.findByText('已支付'));
    const button = await screen.findByLabelText('为订单 S5-A1B2C3 退款');
    // cancelling the confirmation sends nothing
    await user.click(button);
    expect(
      await screen.findByText(/确认将订单 S5-A1B2C3 尚未退回的 .*1,?280\.00 原路退回（微信支付）吗/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取 消' }));
    expect(bodiesSentTo(fetchMock, REFUND)).toEqual([]);

    await user.click(button);
    await user.click(await screen.findByRole('button', { name: '退 款' }));
    expect(await screen.findByText('该订单已退款，不会重复退款')).toBeTruthy();
    await user.click(screen.getByLabelText('为订单 S5-A1B2C3 退款'));
    await user.click(await screen.findByRole('button', { name: '退 款' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, REFUND)).toEqual([{}, {}]));
    // refunded in full: the order shows it and offers no refund any more
    expect(await screen.findByText(/已退 .*2,?560\.00/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('为订单 S5-A1B2C3 退款')).toBeNull());
  });

  it('offers no refund for an unpaid order, and names it in English', async () => {
    setupHttp(
      createFetchMock({
        [LIST]: () => [
          order({ status: 'pending', method: 'bank', paidAt: null }),
          order({ id: 4, reference: 'S6-XYZ' }),
        ],
      }),
    );
    await renderPage(<PaymentsPage />, { path: '/organizer/payments', lang: 'en' });
    expect(await screen.findByLabelText('Mark the transfer S5-A1B2C3 received')).toBeTruthy();
    expect(screen.queryByLabelText('Refund the order S5-A1B2C3')).toBeNull();
    expect(screen.getByLabelText('Refund the order S6-XYZ')).toBeTruthy();
  });
});
