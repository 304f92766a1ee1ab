import type { StaffPassList } from '@cidpex/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCalls, createFetchMock, errorResponse, renderPage, setupHttp } from '../../test/render';
import StaffPassesPage from './pages/staff-passes-page';

const LIST: StaffPassList = {
  enterpriseName: '测试纸业',
  booths: [{ boothNo: '7A01', hall: 'H7', size: 9 }],
  boothArea: 9,
  limit: 3,
  passes: [
    {
      id: 1,
      passNo: 'S200417-000001',
      name: '张三',
      jobTitle: '销售',
      mobile: '13912340001',
      createdAt: '2024-04-01T02:00:00Z',
    },
  ],
};

describe('the staff passes page', { timeout: 60_000 }, () => {
  it('shows the quota and the badges, checks the form and keeps it when the server refuses', async () => {
    const fetchMock = createFetchMock({
      'GET exhibitor/rest/staffPasses': () => LIST,
      'POST exhibitor/rest/staffPasses': () => errorResponse(400, '工作证数量已达上限（3 张）', 11344),
    });
    setupHttp(fetchMock);
    await renderPage(<StaffPassesPage />, { path: '/exhibitor/staffAddressList' });
    expect((await screen.findByTestId('passes-quota')).textContent).toContain('7A01');
    expect(screen.getByTestId('pass-S200417-000001').textContent).toContain('张三');

    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '李四' } });
    fireEvent.change(screen.getByLabelText('手机'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: '添加工作证' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(apiCalls(fetchMock).some((c) => c.init.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('手机'), { target: { value: '13912340002' } });
    fireEvent.click(screen.getByRole('button', { name: '添加工作证' }));
    expect(await screen.findByText('工作证数量已达上限（3 张）')).toBeTruthy();
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('李四');
  });

  it('says why no pass can be named before a booth is sold, and offers a retry when loading fails', async () => {
    let fail = true;
    const fetchMock = createFetchMock({
      'GET exhibitor/rest/staffPasses': () =>
        fail ? errorResponse(400, '服务器繁忙') : { ...LIST, booths: [], boothArea: 0, limit: 0, passes: [] },
    });
    setupHttp(fetchMock);
    await renderPage(<StaffPassesPage />, { path: '/exhibitor/staffAddressList' });
    const retry = await screen.findByRole('button', { name: /^重\s?试$/ });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByText('展位确认后才能办理工作证。')).toBeTruthy());
    expect(screen.queryByRole('button', { name: '添加工作证' })).toBeNull();
  });
});
