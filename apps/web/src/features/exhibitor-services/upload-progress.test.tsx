import type { BoothContract, PropagandaPage } from '@cidpex/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOUND_STAFF } from '../../test/enterprise-center';
import { apiCalls, bodiesSentTo, errorResponse, holdUpload, renderPage } from '../../test/render';
import OrdersContractsPage from './pages/orders-contracts-page';
import PropagandaPageView from './pages/propaganda-page';

const UPLOAD = 'POST exhibitor/rest/attachments/settled/form';
const attachment = (id: number, fileName: string, mimeType: string) => ({
  id,
  key: `settled/2024/05/${fileName}`,
  url: `/attachment/settled/2024/05/${fileName}`,
  kind: 'settled',
  fileName,
  mimeType,
  size: 2048,
  width: null,
  height: null,
  refType: null,
  refId: null,
  createdAt: '2024-04-01T02:00:00Z',
});
const empty: PropagandaPage = { rows: [], total: 0, page: 1, pageSize: 20 };
const contract: BoothContract = {
  id: 5,
  contractNo: 'C2024-5',
  enterpriseId: 7,
  enterpriseName: '青禾纸品示范有限公司',
  status: 'issued',
  booths: [{ boothNo: '7A01', hall: 'H7', type: 'standard', size: 9, corner: false, price: 1_280_000 }],
  amount: 1_280_000,
  paymentStatus: 'unpaid',
  paymentReference: 'REF-C2024-5',
  paidAt: null,
  returnCopyId: null,
  createdAt: '2024-04-01T02:00:00Z',
  invoice: null,
};

function pick(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

/** The slot of `name` in the upload list, once it is there. */
async function slotOf(container: HTMLElement, name: string, state: 'uploading' | 'error' | 'done') {
  return waitFor(() => {
    const item = [...container.querySelectorAll(`.ant-upload-list-item-${state}`)].find((el) =>
      el.textContent?.includes(name),
    );
    expect(item).toBeTruthy();
    return item as HTMLElement;
  });
}

/**
 * Issue 24: "uploads show progress and a preview at once; a slow uplink never leaves an empty
 * slot" — the exhibitor services' publicity files and the contract's signed copy.
 */
describe('exhibitor-service uploads', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('publicity: the picked file shows at once with its percent; a failure stays with retry and remove', async () => {
    const held = holdUpload(UPLOAD, {
      'GET exhibitor/rest/propaganda': () => empty,
      'POST exhibitor/rest/propaganda': ({ body }) => ({ ...(body as object), id: 9 }),
    });
    const { container } = await renderPage(<PropagandaPageView />, { path: '/exhibitor/propaganda' });
    await screen.findByText('暂无宣传资料');

    pick(container, new File([new Uint8Array(2048)], 'hall.png', { type: 'image/png' }));
    let slot = await slotOf(container, 'hall.png', 'uploading');
    expect(slot.querySelector('img.pending-upload-preview')?.getAttribute('src')).toBe('blob:preview');
    expect(within(slot).getByTestId('upload-percent').textContent).toBe('0%');
    act(() => held.report(42));
    await waitFor(() => expect(within(slot).getByTestId('upload-percent').textContent).toBe('42%'));
    // Saving waits for the file on its way up.
    expect((screen.getByRole('button', { name: '提交审核' }) as HTMLButtonElement).disabled).toBe(true);

    // The server refuses it: the slot stays, says why, and offers retry and remove.
    act(() => held.answer(errorResponse(400, '文件不能超过10M')));
    const failed = await screen.findByTestId('upload-failed');
    expect(failed.textContent).toContain('hall.png');
    expect(within(failed).getByRole('alert').textContent).toBe('文件不能超过10M');
    expect(screen.queryByTestId('upload-percent')).toBeNull();
    // One remove control: ours (antd's bin is not drawn beside it); retry and remove only.
    expect(
      within(failed)
        .getAllByRole('button')
        .map((b) => b.textContent?.replace(/\s/g, '')),
    ).toEqual(['重试', '移除']);
    expect(failed.querySelector('.ant-upload-list-item-action')).toBeNull();

    fireEvent.click(within(failed).getByRole('button', { name: /重\s?试/ }));
    slot = await slotOf(container, 'hall.png', 'uploading');
    expect(within(slot).getByTestId('upload-percent').textContent).toBe('0%');
    expect(screen.queryByTestId('upload-failed')).toBeNull();
    act(() => held.answer(attachment(61, 'hall.png', 'image/png')));
    await slotOf(container, 'hall.png', 'done');
    // The uploading slot leaves (antd's list lets it fade out).
    await waitFor(() => expect(container.querySelectorAll('.ant-upload-list-item')).toHaveLength(1));
    expect(screen.queryByTestId('upload-percent')).toBeNull();

    // A second file fails and is removed: only the first one is sent.
    pick(container, new File([new Uint8Array(2048)], 'catalogue.pdf', { type: 'application/pdf' }));
    slot = await slotOf(container, 'catalogue.pdf', 'uploading');
    expect(within(slot).getByTestId('upload-percent').textContent).toBe('0%');
    act(() => held.answer(errorResponse(400, '文件类型不支持')));
    fireEvent.click(
      within(await screen.findByTestId('upload-failed')).getByRole('button', { name: /移\s?除/ }),
    );
    await waitFor(() => expect(screen.queryByText('catalogue.pdf')).toBeNull());

    fireEvent.change(screen.getByLabelText('标题（中文）'), { target: { value: '新品发布' } });
    fireEvent.change(screen.getByLabelText('正文（中文）'), { target: { value: '我们将发布新品' } });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() =>
      expect(bodiesSentTo(held.fetchMock, 'POST exhibitor/rest/propaganda')).toHaveLength(1),
    );
    expect(bodiesSentTo(held.fetchMock, 'POST exhibitor/rest/propaganda')[0]).toMatchObject({
      attachmentIds: [61],
      submit: false,
    });
  });

  it('contract: the signed copy shows at once with its percent; a failure stays until retried', async () => {
    const held = holdUpload(UPLOAD, {
      'GET exhibitor/rest/staffs/isBoundEnterprise': () => BOUND_STAFF,
      'GET portal/rest/contracts': () => [contract],
      'PUT portal/rest/contracts/return_copy/5': () => ({ ...contract, returnCopyId: 71 }),
    });
    const { container } = await renderPage(<OrdersContractsPage />, {
      path: '/myEnterprise/ordersContracts',
    });
    const card = await screen.findByTestId('contract-C2024-5');

    pick(card, new File([new Uint8Array(2048)], 'signed.png', { type: 'image/png' }));
    let slot = await slotOf(card, 'signed.png', 'uploading');
    expect(slot.querySelector('img.pending-upload-preview')?.getAttribute('src')).toBe('blob:preview');
    expect(within(slot).getByTestId('upload-percent').textContent).toBe('0%');
    act(() => held.report(70));
    await waitFor(() => expect(within(slot).getByTestId('upload-percent').textContent).toBe('70%'));

    act(() => held.answer(errorResponse(503, '网络不稳定，请重试')));
    const failed = await within(card).findByTestId('upload-failed');
    expect(failed.textContent).toContain('signed.png');
    expect(within(failed).getByRole('alert').textContent).toBe('网络不稳定，请重试');
    expect(bodiesSentTo(held.fetchMock, 'PUT portal/rest/contracts/return_copy/5')).toHaveLength(0);

    fireEvent.click(within(failed).getByRole('button', { name: /重\s?试/ }));
    slot = await slotOf(card, 'signed.png', 'uploading');
    act(() => held.answer(attachment(71, 'signed.png', 'image/png')));
    await waitFor(() =>
      expect(bodiesSentTo(held.fetchMock, 'PUT portal/rest/contracts/return_copy/5')).toEqual([
        { attachmentId: 71 },
      ]),
    );
    await waitFor(() => expect(container.querySelector('.ant-upload-list-item')).toBeNull());
    expect(apiCalls(held.fetchMock).filter((c) => c.url.pathname.endsWith('/settled/form'))).toHaveLength(2);
  });
});
