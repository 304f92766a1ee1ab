import type { BoothContract } from '@cidpex/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockEnterpriseCenter } from '../../test/enterprise-center';
import { apiCalls, bodiesSentTo, errorResponse, renderPage } from '../../test/render';
import ContractsPage from './organizer/contracts-page';
import OrdersContractsPage from './pages/orders-contracts-page';

const contract = (no: string, over: Partial<BoothContract> = {}): BoothContract => ({
  id: Number(no.slice(-1)),
  contractNo: no,
  enterpriseId: 7,
  enterpriseName: '青禾纸品示范有限公司',
  status: 'issued',
  booths: [{ boothNo: '7A01', hall: 'H7', type: 'standard', size: 9, corner: false, price: 1_280_000 }],
  amount: 1_280_000,
  paymentStatus: 'unpaid',
  paymentMethod: null,
  onlinePayment: null,
  paymentReference: no,
  paidAt: null,
  returnCopyId: null,
  createdAt: '2024-04-01T02:00:00Z',
  invoice: null,
  ...over,
});
const TRADE = {
  tradeNo: 'WX00AA11',
  payUrl: 'http://localhost/seminar/seminarWxpup?trade=WX00AA11',
  expiresAt: '2024-04-03T02:30:00Z',
  sandbox: true,
};
const METHODS = { methods: ['wechat', 'bank'], sandbox: true };

describe('a booth contract paid online (WeChat)', { timeout: 60_000 }, () => {
  it('shows the QR code and the sandbox page, then turns to paid by itself (polling)', async () => {
    let rows = [contract('BC1-1')];
    const fetchMock = mockEnterpriseCenter({
      'GET portal/rest/contracts': () => rows,
      'GET portal/rest/payments/methods': () => METHODS,
      'POST portal/rest/contracts/1/pay/wechat': () => {
        rows = [{ ...rows[0]!, onlinePayment: TRADE }];
        return rows[0];
      },
    });
    await renderPage(<OrdersContractsPage />, { path: '/myEnterprise/ordersContracts' });

    const card = await screen.findByTestId('contract-BC1-1');
    // Both ways to pay, side by side.
    expect(within(card).getByRole('button', { name: '银行转账付款' })).toBeTruthy();
    fireEvent.click(await within(card).findByRole('button', { name: '在线支付（微信）' }));

    const online = await screen.findByTestId('online-pay-BC1-1');
    expect(within(online).getByRole('img', { name: '合同 BC1-1 的微信支付二维码' })).toBeTruthy();
    expect(within(online).getByText(/请用微信扫码支付 ¥12,800.00/)).toBeTruthy();
    expect(within(online).getByText(/支付沙箱：不会真实扣款/)).toBeTruthy();
    expect(within(online).getByRole('link', { name: '在本机打开支付页' }).getAttribute('href')).toBe(
      '/seminar/seminarWxpup?trade=WX00AA11',
    );
    expect(bodiesSentTo(fetchMock, 'POST portal/rest/contracts/1/pay/wechat')).toHaveLength(1);
    // Started again, the button offers a new QR code.
    expect(within(card).getByText('重新生成微信二维码').closest('button')).toBeTruthy();

    // The provider's callback made it paid: the next poll shows it without a click.
    rows = [
      {
        ...rows[0]!,
        onlinePayment: null,
        paymentStatus: 'paid',
        paymentMethod: 'wechat',
        paidAt: '2024-04-03T02:05:00Z',
      },
    ];
    await waitFor(() => expect(screen.queryByTestId('online-pay-BC1-1')).toBeNull(), { timeout: 8000 });
    expect(screen.getByTestId('paid-BC1-1').textContent).toMatch(/通过微信支付付款/);
    expect(within(screen.getByTestId('contract-BC1-1')).getByText('已付款')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '在线支付（微信）' })).toBeNull();
    // Paid: its invoice can be asked for.
    expect(screen.getByTestId('invoice-of-BC1-1')).toBeTruthy();
  });

  it('in English: the open QR code is shown again after a reload, a refusal is shown, "I have paid" asks again', async () => {
    let rows = [contract('BC1-2', { onlinePayment: TRADE })];
    const fetchMock = mockEnterpriseCenter({
      'GET portal/rest/contracts': () => rows,
      'GET portal/rest/payments/methods': () => METHODS,
      'POST portal/rest/contracts/2/pay/wechat': () =>
        errorResponse(403, 'This contract belongs to another company: you cannot pay it', 12340),
      'POST portal/rest/contracts/2/pay/wechat/query': () => {
        rows = [
          {
            ...rows[0]!,
            onlinePayment: null,
            paymentStatus: 'paid',
            paymentMethod: 'wechat',
            paidAt: '2024-04-03T02:05:00Z',
          },
        ];
        return rows[0];
      },
    });
    await renderPage(<OrdersContractsPage />, { path: '/myEnterprise/ordersContracts', lang: 'en' });
    const card = await screen.findByTestId('contract-BC1-2');
    // After a reload the open QR code is shown again.
    expect(await within(card).findByText(/Scan with WeChat to pay/)).toBeTruthy();
    fireEvent.click(await within(card).findByRole('button', { name: 'New WeChat QR code' }));
    expect(
      await within(card).findByText('This contract belongs to another company: you cannot pay it'),
    ).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'I have paid' }));
    await waitFor(() => expect(screen.getByTestId('paid-BC1-2').textContent).toMatch(/\(WeChat Pay\)/));
    expect(bodiesSentTo(fetchMock, 'POST portal/rest/contracts/2/pay/wechat/query')).toHaveLength(1);
  });

  it('offers bank transfer only when the server has no WeChat provider', async () => {
    const fetchMock = mockEnterpriseCenter({
      'GET portal/rest/contracts': () => [contract('BC1-3')],
      'GET portal/rest/payments/methods': () => ({ methods: ['bank'], sandbox: false }),
    });
    await renderPage(<OrdersContractsPage />, { path: '/myEnterprise/ordersContracts' });
    const card = await screen.findByTestId('contract-BC1-3');
    expect(within(card).getByRole('button', { name: '银行转账付款' })).toBeTruthy();
    await waitFor(() =>
      expect(apiCalls(fetchMock).some(({ url }) => url.pathname.endsWith('/payments/methods'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(card).queryByRole('button', { name: '在线支付（微信）' })).toBeNull();
  });

  it("the organizer's overview shows how each contract was paid", async () => {
    mockEnterpriseCenter({
      'GET portal/rest/organizer/exhibitorServices/contracts': () => [
        contract('BC1-4', { paymentStatus: 'paid', paymentMethod: 'wechat', paidAt: '2024-04-03T02:05:00Z' }),
        contract('BC1-5', { paymentStatus: 'pending', paymentMethod: 'bank' }),
        contract('BC1-6'),
      ],
    });
    await renderPage(<ContractsPage />, { path: '/organizer/contracts' });
    expect((await screen.findByTestId('method-BC1-4')).textContent).toBe('微信支付');
    expect(screen.getByTestId('method-BC1-5').textContent).toBe('银行转账');
    expect(screen.queryByTestId('method-BC1-6')).toBeNull();
  });
});
