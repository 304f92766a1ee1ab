import { type BoothContract, type ContractInvoice, fairToday } from '@cidpex/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockEnterpriseCenter } from '../../test/enterprise-center';
import { bodiesSentTo, createFetchMock, errorResponse, renderPage, setupHttp } from '../../test/render';
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
  paymentStatus: 'paid',
  paymentReference: `REF-${no}`,
  paidAt: '2024-04-03T02:00:00Z',
  returnCopyId: null,
  createdAt: '2024-04-01T02:00:00Z',
  invoice: null,
  ...over,
});
const invoice = (over: Partial<ContractInvoice> = {}): ContractInvoice => ({
  status: 'requested',
  type: 'special',
  title: '青禾纸品示范有限公司',
  taxpayerId: '91320100MA1XXXXX0X',
  email: 'fapiao@demo.example',
  invoiceNo: null,
  issuedOn: null,
  rejectReason: null,
  requestedAt: '2024-04-04T02:00:00Z',
  ...over,
});

describe('the invoice of a booth contract (exhibitor)', { timeout: 60_000 }, () => {
  it('is asked for once paid; a returned one shows the reason and is asked again; an issued one its number', async () => {
    let rows = [
      contract('C2024-1', { paymentStatus: 'unpaid', paidAt: null }),
      contract('C2024-2'),
      contract('C2024-3', { invoice: invoice({ status: 'rejected', rejectReason: '抬头有误' }) }),
      contract('C2024-4', {
        invoice: invoice({ status: 'issued', invoiceNo: '24320000000012345678', issuedOn: '2024-04-05' }),
      }),
    ];
    const fetchMock = mockEnterpriseCenter({
      'GET portal/rest/contracts': () => rows,
      'POST portal/rest/contracts/2/invoice': () => {
        rows = rows.map((c) => (c.id === 2 ? { ...c, invoice: invoice() } : c));
        return rows[1];
      },
      'POST portal/rest/contracts/3/invoice': () =>
        errorResponse(400, '请先在“开票信息”中保存企业的开票信息，再申请发票', 12240),
    });
    await renderPage(<OrdersContractsPage />, { path: '/myEnterprise/ordersContracts' });

    await screen.findByTestId('contract-C2024-1');
    // Not paid: no invoice yet.
    expect(screen.queryByTestId('invoice-of-C2024-1')).toBeNull();

    const paid = screen.getByTestId('invoice-of-C2024-2');
    expect(within(paid).getByText('尚未申请发票。发票按企业的开票信息开具。')).toBeTruthy();
    fireEvent.click(within(paid).getByRole('button', { name: '申请开票' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('invoice-of-C2024-2')).getByText('已申请')).toBeTruthy(),
    );
    expect(bodiesSentTo(fetchMock, 'POST portal/rest/contracts/2/invoice')).toHaveLength(1);
    const asked = screen.getByTestId('invoice-of-C2024-2');
    expect(within(asked).getByText(/增值税专用发票/)).toBeTruthy();
    expect(within(asked).queryByRole('button', { name: '申请开票' })).toBeNull();

    const returned = screen.getByTestId('invoice-of-C2024-3');
    expect(within(returned).getByText('已退回')).toBeTruthy();
    expect(within(returned).getByText('抬头有误')).toBeTruthy();
    expect(within(returned).getByRole('link', { name: '开票信息' }).getAttribute('href')).toBe(
      '/myEnterprise/invoiceInformation',
    );
    fireEvent.click(within(returned).getByRole('button', { name: '重新申请' }));
    expect(
      await within(screen.getByTestId('contract-C2024-3')).findByText(
        '请先在“开票信息”中保存企业的开票信息，再申请发票',
      ),
    ).toBeTruthy();

    const issued = screen.getByTestId('invoice-of-C2024-4');
    expect(within(issued).getByText('已开具')).toBeTruthy();
    expect(within(issued).getByText('发票号码 24320000000012345678，开票日期 2024-04-05')).toBeTruthy();
    expect(within(issued).queryAllByRole('button')).toHaveLength(0);
  });
});

describe("the organizer's contracts: invoices", { timeout: 60_000 }, () => {
  it('issues a requested invoice with its number and date, and returns one only with a reason', async () => {
    const rows = [
      contract('C2024-5', { invoice: invoice() }),
      contract('C2024-6', { invoice: invoice({ title: '启明湿巾示例有限公司' }) }),
      contract('C2024-7'),
    ];
    const fetchMock = createFetchMock({
      'GET portal/rest/organizer/exhibitorServices/contracts': () => rows,
      'PUT portal/rest/organizer/exhibitorServices/contracts/5/invoice/issue': () => rows[0],
      'PUT portal/rest/organizer/exhibitorServices/contracts/6/invoice/reject': () => rows[1],
    });
    setupHttp(fetchMock);
    await renderPage(<ContractsPage />, { path: '/organizer/boothContracts' });

    const first = await screen.findByTestId('org-invoice-C2024-5');
    expect(within(first).getByText('已申请')).toBeTruthy();
    expect(within(first).getByText('fapiao@demo.example')).toBeTruthy();
    expect(screen.getAllByText('未申请').length).toBeGreaterThan(0);

    fireEvent.click(within(first).getByRole('button', { name: '开 具' }));
    const dialog = await screen.findByRole('dialog', { name: '开具合同 C2024-5 的发票' });
    const ok = () => within(dialog).getByRole('button', { name: '开 具' }) as HTMLButtonElement;
    expect(ok().disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('发票号码'), { target: { value: '123' } });
    expect(within(dialog).getByText('发票号码为 8 至 20 位数字')).toBeTruthy();
    expect(ok().disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('发票号码'), {
      target: { value: '24320000000012345678' },
    });
    expect((within(dialog).getByLabelText('开票日期') as HTMLInputElement).value).toBe(fairToday());
    expect(ok().disabled).toBe(false);
    fireEvent.click(ok());
    await waitFor(() =>
      expect(
        bodiesSentTo(fetchMock, 'PUT portal/rest/organizer/exhibitorServices/contracts/5/invoice/issue'),
      ).toEqual([{ invoiceNo: '24320000000012345678', issuedOn: fairToday() }]),
    );

    const second = screen.getByTestId('org-invoice-C2024-6');
    fireEvent.click(within(second).getByRole('button', { name: '退 回' }));
    const returning = await screen.findByRole('dialog', { name: '退回合同 C2024-6 的开票申请' });
    const send = () => within(returning).getByRole('button', { name: '退 回' }) as HTMLButtonElement;
    expect(send().disabled).toBe(true);
    fireEvent.change(within(returning).getByLabelText('原因（展商可见）'), { target: { value: '税号有误' } });
    fireEvent.click(send());
    await waitFor(() =>
      expect(
        bodiesSentTo(fetchMock, 'PUT portal/rest/organizer/exhibitorServices/contracts/6/invoice/reject'),
      ).toEqual([{ reason: '税号有误' }]),
    );
  });
});
