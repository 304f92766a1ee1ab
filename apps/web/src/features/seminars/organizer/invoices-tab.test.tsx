import { ErrorCode, fairToday, type OrganizerInvoice } from '@cidpex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
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

const LIST = 'GET portal/rest/organizer/invoiceRequests';

function invoice(overrides: Partial<OrganizerInvoice> = {}): OrganizerInvoice {
  return {
    id: 9,
    orderId: 3,
    requestId: 5,
    exhibitionId: 200417,
    orderReference: 'S5-A1B2C3',
    amount: 256_000,
    type: 'ordinary',
    title: '南京青禾纸业有限公司',
    taxpayerId: '91320105MA1N2K3L4A',
    address: null,
    phone: null,
    bank: null,
    account: null,
    email: 'finance@example.com',
    status: 'requested',
    invoiceNo: null,
    issuedOn: null,
    rejectReason: null,
    reviewedAt: null,
    contactName: '李娜',
    contactMobile: '13712345678',
    company: '南京青禾纸业',
    createdAt: '2024-05-02T03:00:00.000Z',
    updatedAt: '2024-05-02T03:00:00.000Z',
    ...overrides,
  };
}

describe('the invoice requests tab of /organizer/payments', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs({ id: 1, roles: ['user', 'organizer'] }));
  afterEach(() => session.signOut());

  it('issues a requested invoice with its number and date, checking them first', async () => {
    let row = invoice();
    const fetchMock = createFetchMock({
      [LIST]: ({ url }) => (url.searchParams.get('status') === row.status ? [row] : []),
      'PUT portal/rest/organizer/invoiceRequests/9/issue': ({ body }) => {
        row = invoice({ ...(body as Partial<OrganizerInvoice>), status: 'issued' });
        return row;
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<PaymentsPage />, {
      path: '/organizer/payments',
      initialEntry: '/organizer/payments?tab=invoices',
      lang: 'zh-Hans',
    });
    expect(await screen.findByText('南京青禾纸业有限公司')).toBeTruthy();
    // found by its label: a role query over the whole table is slow in jsdom
    await user.click(screen.getByLabelText('为订单 S5-A1B2C3 开票'));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('开票日期') as HTMLInputElement).value).toBe(fairToday());
    await user.type(within(dialog).getByLabelText('发票号码'), '1234');
    await user.click(within(dialog).getByRole('button', { name: '确认开票' }));
    expect(await within(dialog).findByText('发票号码为 8 至 20 位数字')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT portal/rest/organizer/invoiceRequests/9/issue')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('发票号码'));
    await user.type(within(dialog).getByLabelText('发票号码'), '24320000000012345678');
    await user.click(within(dialog).getByRole('button', { name: '确认开票' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT portal/rest/organizer/invoiceRequests/9/issue')).toEqual([
        { invoiceNo: '24320000000012345678', issuedOn: fairToday() },
      ]),
    );
    // the request leaves the "requested" list
    expect(await screen.findByText('没有符合条件的发票申请')).toBeTruthy();
    await user.click(screen.getByText('已开票'));
    expect(await screen.findByText(`24320000000012345678 · ${fairToday()}`)).toBeTruthy();
  });

  it('returns a request only with a reason, and shows a refusal in the dialog', async () => {
    const fetchMock = createFetchMock({
      [LIST]: () => [invoice()],
      'PUT portal/rest/organizer/invoiceRequests/9/reject': () =>
        errorResponse(
          409,
          'This invoice request has already been issued or returned',
          ErrorCode.INVOICE_STATE,
        ),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<PaymentsPage />, {
      path: '/organizer/payments',
      initialEntry: '/organizer/payments?tab=invoices',
      lang: 'en',
    });
    await user.click(await screen.findByLabelText('Return the invoice request of order S5-A1B2C3'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm return' }));
    expect(await within(dialog).findByText('Please give a reason for returning the request')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT portal/rest/organizer/invoiceRequests/9/reject')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason for returning'), 'Wrong taxpayer ID');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm return' }));
    expect(
      await within(dialog).findByText('This invoice request has already been issued or returned'),
    ).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT portal/rest/organizer/invoiceRequests/9/reject')).toEqual([
      { reason: 'Wrong taxpayer ID' },
    ]);
  });

  it('switches between orders and invoices in the URL', async () => {
    setupHttp(
      createFetchMock({
        'GET portal/rest/organizer/payments': () => [],
        [LIST]: () => [],
      }),
    );
    const { user } = await renderPage(<PaymentsPage />, { path: '/organizer/payments', lang: 'en' });
    await user.click(await screen.findByRole('tab', { name: 'Invoice requests' }));
    expect(await screen.findByText('No invoice requests here')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/organizer/payments?tab=invoices');
  });
});
