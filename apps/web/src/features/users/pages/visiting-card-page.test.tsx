import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session-store';
import {
  apiCalls,
  buildUser,
  createFetchMock,
  errorResponse,
  renderPage,
  setupHttp,
  signInAs,
} from '../../../test/render';
import VisitingCardPage from './visiting-card-page';

const JOB_TITLES = [
  {
    code: 'buyer',
    parentCode: null,
    name: '采购经理',
    nameZhHans: '采购经理',
    nameZhHant: '採購經理',
    nameEn: 'Purchasing manager',
    sort: 1,
  },
];

describe('VisitingCardPage', { timeout: 30_000 }, () => {
  afterEach(() => session.signOut());

  it('shows the card from the server with a vCard QR code and can be printed', async () => {
    signInAs({ name: '旧名字' });
    const fresh = buildUser({ jobTitle: 'buyer', email: 'zhang@example.com' });
    const fetchMock = createFetchMock({
      'GET register/rest/users/data/42': () => fresh,
      'GET exhibitor/rest/dicts/200417/jobTitle': () => JOB_TITLES,
    });
    setupHttp(fetchMock);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderPage(<VisitingCardPage />, { path: '/userCenter/visitingCard' });

    expect(screen.getByRole('heading', { level: 1, name: '我的名片' })).toBeTruthy();
    expect(await screen.findByText('张伟')).toBeTruthy();
    expect(await screen.findByText('采购经理')).toBeTruthy();
    expect(await screen.findByText('南京纸业有限公司')).toBeTruthy();
    expect(screen.getByRole('link', { name: '13800138000' }).getAttribute('href')).toBe('tel:13800138000');
    expect(screen.getByRole('link', { name: 'zhang@example.com' }).getAttribute('href')).toBe(
      'mailto:zhang@example.com',
    );

    const qr = await screen.findByRole('img', { name: /张伟 的名片二维码/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await user.click(screen.getByRole('button', { name: '打印名片' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });

  it('asks to complete the details when the card has no company', async () => {
    signInAs({ company: null });
    setupHttp(
      createFetchMock({
        'GET register/rest/users/data/42': () => buildUser({ company: null }),
        'GET exhibitor/rest/dicts/200417/jobTitle': () => [],
      }),
    );
    await renderPage(<VisitingCardPage />, { path: '/userCenter/visitingCard' });
    expect(await screen.findByText(/名片还缺少姓名或公司名称/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '完善资料' }).getAttribute('href')).toBe(
      '/userCenter/accountInfo',
    );
  });

  it('keeps showing the stored card when the refresh fails', async () => {
    signInAs();
    const fetchMock = createFetchMock({
      'GET register/rest/users/data/42': () => errorResponse(500, '数据错误，请稍后重试'),
    });
    setupHttp(fetchMock);
    await renderPage(<VisitingCardPage />, { path: '/userCenter/visitingCard' });
    await waitFor(() =>
      expect(apiCalls(fetchMock).some(({ url }) => url.pathname === '/register/rest/users/data/42')).toBe(
        true,
      ),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('张伟')).toBeTruthy();
    expect(screen.getByText('南京纸业有限公司')).toBeTruthy();
  });
});
