import type { BoothContract } from '@cidpex/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockEnterpriseCenter } from '../../test/enterprise-center';
import { errorResponse, renderPage } from '../../test/render';
import BillCtrlPage, { billTotals } from './pages/bill-ctrl-page';

const contract = (no: string, over: Partial<BoothContract>): BoothContract => ({
  id: Number(no.slice(-1)),
  contractNo: no,
  enterpriseId: 7,
  enterpriseName: '青禾纸品示范有限公司',
  status: 'issued',
  booths: [{ boothNo: '7A01', hall: 'H7', type: 'standard', size: 9, corner: false, price: 1_280_000 }],
  amount: 1_280_000,
  paymentStatus: 'unpaid',
  paymentReference: `REF-${no}`,
  paidAt: null,
  returnCopyId: null,
  createdAt: '2024-04-01T02:00:00Z',
  ...over,
});

const ROWS = [
  contract('C2024-1', {}),
  contract('C2024-2', {
    amount: 4_608_000,
    paymentStatus: 'paid',
    status: 'confirmed',
    paidAt: '2024-04-03T02:00:00Z',
  }),
  contract('C2024-3', { amount: 999_900, paymentStatus: 'pending' }),
  contract('C2024-4', { amount: 5_000_000, status: 'cancelled' }),
];

describe('billTotals', () => {
  it('adds up each payment state and leaves cancelled contracts out', () => {
    expect(billTotals(ROWS)).toEqual({ unpaid: 1_280_000, pending: 999_900, paid: 4_608_000 });
  });
});

describe('the bills page', { timeout: 60_000 }, () => {
  it('shows the totals and each bill with its state and reference', async () => {
    mockEnterpriseCenter({ 'GET portal/rest/contracts': () => ROWS });
    await renderPage(<BillCtrlPage />, { path: '/myEnterprise/billCtrl' });
    const totals = await screen.findByTestId('bill-totals');
    expect(totals.textContent).toContain('待付款');
    expect(totals.textContent).toContain('12,800.00');
    expect(totals.textContent).toContain('46,080.00');
    expect(totals.textContent).toContain('9,999.00');
    expect(totals.textContent).not.toContain('50,000.00');
    expect(screen.getAllByText('REF-C2024-3').length).toBeGreaterThan(0);
    expect(screen.getAllByText('已作废').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '前往“订单与合同”付款或下载合同' }).getAttribute('href')).toBe(
      '/myEnterprise/ordersContracts',
    );
  });

  it('says when there is no bill yet, in English', async () => {
    mockEnterpriseCenter({ 'GET portal/rest/contracts': () => [] });
    await renderPage(<BillCtrlPage />, { path: '/myEnterprise/billCtrl', lang: 'en' });
    expect(await screen.findByText(/^No bill yet/)).toBeTruthy();
  });

  it('offers a retry when the bills cannot be loaded', async () => {
    let fail = true;
    mockEnterpriseCenter({
      'GET portal/rest/contracts': () => (fail ? errorResponse(500, '服务器繁忙') : ROWS),
    });
    await renderPage(<BillCtrlPage />, { path: '/myEnterprise/billCtrl' });
    const retry = await screen.findByRole('button', { name: /^重\s?试$/ }, { timeout: 10_000 });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByTestId('bill-totals')).toBeTruthy());
  });
});
