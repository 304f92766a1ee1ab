import { ErrorCode, fairToday, type OrganizerRefund } from '@cidpex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session-store';
import {
  bodiesSentTo,
  createFetchMock,
  errorResponse,
  renderPage,
  setupHttp,
  signInAs,
} from '../../../test/render';
import RefundsPage from './refunds-page';

const LIST = 'GET portal/rest/organizer/refunds';
const RECORD = 'POST portal/rest/organizer/refunds/7/transfers';

function refund(overrides: Partial<OrganizerRefund> = {}): OrganizerRefund {
  return {
    id: 7,
    attendeeId: 11,
    attendeeName: '李娜',
    amount: 64_000,
    percent: 50,
    status: 'manual',
    refundNo: 'R3M11',
    transferred: 0,
    createdAt: '2024-05-02T03:00:00.000Z',
    settledAt: null,
    view: 'toTransfer',
    orderId: 3,
    orderReference: 'S5-A1B2C3',
    method: 'bank',
    requestId: 5,
    contactName: '王芳',
    contactMobile: '13712345678',
    company: '南京青禾纸业',
    owed: 64_000,
    note: null,
    transfers: [],
    ...overrides,
  };
}

describe('/organizer/refunds', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs({ id: 1, roles: ['user', 'organizer'] }));
  afterEach(() => session.signOut());

  it('lists refunds to transfer, checks the transfer, keeps what was typed on a refusal, then records it', async () => {
    let row = refund();
    let refuse = true;
    const fetchMock = createFetchMock({
      [LIST]: ({ url }) => {
        const view = url.searchParams.get('view');
        return !view || view === row.view ? [row] : [];
      },
      [RECORD]: ({ body }) => {
        if (refuse) {
          refuse = false;
          return errorResponse(400, '转账金额超过尚需退回的 640.00 元', ErrorCode.REFUND_TRANSFER_TOO_MUCH);
        }
        const b = body as { amount: number; bankReference: string; transferredOn: string };
        row = refund({
          status: 'succeeded',
          view: 'done',
          transferred: b.amount,
          owed: 0,
          settledAt: '2024-05-03T03:00:00.000Z',
          transfers: [
            {
              id: 1,
              amount: b.amount,
              bankReference: b.bankReference,
              transferredOn: b.transferredOn,
              createdAt: '2024-05-03T03:00:00.000Z',
            },
          ],
        });
        return row;
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<RefundsPage />, { path: '/organizer/refunds', lang: 'zh-Hans' });
    expect(await screen.findByText('尚需转账：¥640.00')).toBeTruthy();
    await user.click(screen.getByLabelText('登记退款 R3M11 的转账'));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('转账日期') as HTMLInputElement).value).toBe(fairToday());
    const amount = within(dialog).getByLabelText('转账金额（元）') as HTMLInputElement;
    expect(amount.value).toBe('640.00');
    // more than owed: refused before sending
    await user.clear(amount);
    await user.type(amount, '700');
    await user.click(within(dialog).getByRole('button', { name: '保存转账' }));
    expect(await within(dialog).findByText('尚需退回的金额最多为 ¥640.00')).toBeTruthy();
    expect(within(dialog).getByText('请填写银行流水号')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, RECORD)).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '640');
    await user.type(within(dialog).getByLabelText('银行流水号'), ' HX20240503-01 ');
    await user.click(within(dialog).getByRole('button', { name: '保存转账' }));
    // the server's refusal shows in the dialog, and nothing typed is lost
    expect(await within(dialog).findByText('转账金额超过尚需退回的 640.00 元')).toBeTruthy();
    expect((within(dialog).getByLabelText('银行流水号') as HTMLInputElement).value).toBe(' HX20240503-01 ');
    await user.click(within(dialog).getByRole('button', { name: '保存转账' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, RECORD)).toEqual([
        { transferredOn: fairToday(), amount: 64_000, bankReference: 'HX20240503-01' },
        { transferredOn: fairToday(), amount: 64_000, bankReference: 'HX20240503-01' },
      ]),
    );
    // paid back: it leaves "to transfer" and shows under "done" with its transfer
    expect(await screen.findByText('没有符合条件的退款')).toBeTruthy();
    await user.click(screen.getByText('已退款'));
    expect(await screen.findByText(`${fairToday()} · HX20240503-01 · ¥640.00`)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/organizer/refunds?view=done');
  });

  it('exports through the shared CSV helper, with the formula guard', async () => {
    setupHttp(
      createFetchMock({
        [LIST]: () => [
          refund({
            contactName: '=HYPERLINK("x")',
            view: 'failed',
            status: 'failed',
            note: 'SYSTEM_ERROR',
            owed: 0,
          }),
        ],
      }),
    );
    const blobs: Blob[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:x';
    });
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await renderPage(<RefundsPage />, {
      path: '/organizer/refunds',
      initialEntry: '/organizer/refunds?view=failed',
      lang: 'en',
    });
    expect(await screen.findByText('SYSTEM_ERROR')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Record the transfer/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    const text = await (blobs[0] as Blob).text();
    expect(text.split('\r\n')[0]).toContain('Refund no.,Payment reference');
    expect(text).toContain(`"'=HYPERLINK(""x"") 13712345678"`);
    expect(text).toContain('Failed');
    created.mockRestore();
    revoked.mockRestore();
    click.mockRestore();
  });

  it('shows an error with a retry when the list fails', async () => {
    setupHttp(createFetchMock({ [LIST]: () => errorResponse(500, 'boom', ErrorCode.INTERNAL) }));
    await renderPage(<RefundsPage />, { path: '/organizer/refunds', lang: 'en' });
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeTruthy();
  });
});
