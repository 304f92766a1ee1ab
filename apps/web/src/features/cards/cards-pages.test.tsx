import type { HeldCard, MyCard } from '@cidpex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session/session-store';
import {
  bodiesSentTo,
  createFetchMock,
  errorResponse,
  renderPage,
  setupHttp,
  signInAs,
} from '../../test/render';
import CardHolderPage from './pages/card-holder-page';
import ExchangeVcardPage from './pages/exchange-vcard-page';
import VcardPage from './pages/vcard-page';

const MINE: MyCard = {
  userId: 42,
  name: '张伟',
  company: '南京纸业有限公司',
  companyEn: 'Nanjing Paper Co., Ltd.',
  jobTitle: 'J01',
  mobile: '13800138000',
  email: null,
  code: 'ABCD2345',
};

const JOB_TITLES = [
  {
    code: 'J01',
    parentCode: null,
    name: '董事长',
    nameZhHans: '董事长',
    nameZhHant: '董事長',
    nameEn: 'Chairman',
    sort: 1,
  },
];

function held(overrides: Partial<HeldCard> = {}): HeldCard {
  return {
    id: 7,
    userId: 43,
    name: '王芳',
    company: '苏州卫材',
    companyEn: null,
    jobTitle: null,
    mobile: '13900000000',
    email: 'wf@example.com',
    exchangedAt: '2024-05-15T02:00:00.000Z',
    ...overrides,
  };
}

describe('business card pages', { timeout: 30_000 }, () => {
  afterEach(() => session.signOut());

  it('vcard shows my card, my code and a QR code of the exchange link', async () => {
    signInAs();
    setupHttp(
      createFetchMock({
        'GET portal/rest/cards/mine': () => MINE,
        'GET exhibitor/rest/dicts/200417/jobTitle': () => JOB_TITLES,
      }),
    );
    await renderPage(<VcardPage />, { path: '/user/UserCenter/vcard' });
    expect(screen.getByRole('heading', { level: 1, name: '我的电子名片' })).toBeTruthy();
    expect(await screen.findByText('张伟')).toBeTruthy();
    expect(await screen.findByText('董事长')).toBeTruthy();
    expect(await screen.findByText('ABCD2345')).toBeTruthy();
    const qr = await screen.findByRole('img', { name: /交换名片二维码/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const links = screen.getAllByRole('link', { name: '交换名片' }).map((a) => a.getAttribute('href'));
    expect(links).toContain('/user/UserCenter/exchangeVcard');
  });

  it('vcard in English shows the enterprise English name', async () => {
    signInAs();
    setupHttp(createFetchMock({ 'GET portal/rest/cards/mine': () => MINE }));
    await renderPage(<VcardPage />, { path: '/user/UserCenter/vcard', lang: 'en' });
    expect(await screen.findByText('Nanjing Paper Co., Ltd.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My e-card' })).toBeTruthy();
  });

  it('a scanned link opens the exchange with the code: preview, then exchange', async () => {
    signInAs();
    const fetchMock = createFetchMock({
      'GET portal/rest/cards/mine': () => MINE,
      'GET portal/rest/cards/code/WXYZ6789': () => ({
        userId: 43,
        name: '王芳',
        company: '苏州卫材',
        companyEn: null,
        jobTitle: null,
        held: false,
      }),
      'POST portal/rest/cards/exchange': () => ({ card: held(), created: true }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<ExchangeVcardPage />, {
      path: '/user/UserCenter/exchangeVcard',
      initialEntry: '/user/UserCenter/exchangeVcard?code=wxyz6789',
    });
    expect(await screen.findByText('王芳')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '交换名片' }));
    expect(
      await screen.findByText('交换成功，对方的名片已放入您的名片夹', { selector: '.ant-result-title' }),
    ).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST portal/rest/cards/exchange')).toEqual([{ code: 'WXYZ6789' }]);
    // The other's contact details arrive with the exchange.
    expect(screen.getByRole('link', { name: 'wf@example.com' })).toBeTruthy();
    expect(screen.getByText('ABCD2345')).toBeTruthy();
    // The result leads straight to a conversation with the card's owner (issue 17).
    expect(screen.getByRole('button', { name: /在线洽谈/ })).toBeTruthy();
  });

  it('a typed code that is not one is refused in the field; an unknown one shows the server message', async () => {
    signInAs();
    setupHttp(
      createFetchMock({
        'GET portal/rest/cards/mine': () => MINE,
        'GET portal/rest/cards/code/22222222': () =>
          errorResponse(400, '名片码无效，请核对后重新输入', 10740),
      }),
    );
    const { user } = await renderPage(<ExchangeVcardPage />, { path: '/user/UserCenter/exchangeVcard' });
    const field = screen.getByLabelText('对方的名片码');
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: /查\s?找/ }));
    expect(await screen.findByText('名片码应为 8 位字母和数字，请核对后重新输入')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '2222-2222');
    await user.click(screen.getByRole('button', { name: /查\s?找/ }));
    expect(await screen.findByText('名片码无效，请核对后重新输入')).toBeTruthy();
  });

  it('card holder lists, searches and removes cards', async () => {
    signInAs();
    let rows = [
      held(),
      held({ id: 8, userId: 44, name: '陈静', company: '杭州包装', email: null, mobile: '13700000000' }),
    ];
    const fetchMock = createFetchMock({
      'POST portal/rest/cards/holder/page': ({ body }) => {
        const keyword = (body as { keyword?: string }).keyword;
        const found = keyword ? rows.filter((r) => r.company?.includes(keyword)) : rows;
        return { rows: found, total: found.length, page: 1, pageSize: 12 };
      },
      'DELETE portal/rest/cards/holder/7': () => {
        rows = rows.filter((r) => r.id !== 7);
        return { ok: true };
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<CardHolderPage />, { path: '/user/UserCenter/cardHolder' });
    expect(await screen.findByText('共 2 张名片')).toBeTruthy();
    expect(screen.getByRole('link', { name: '13900000000' }).getAttribute('href')).toBe('tel:13900000000');

    await user.type(screen.getByRole('searchbox', { name: '按姓名、公司、手机或邮箱搜索' }), '杭州{Enter}');
    await waitFor(() => expect(screen.queryByText('王芳')).toBeNull());
    expect(screen.getByText('陈静')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST portal/rest/cards/holder/page').at(-1)).toMatchObject({
      keyword: '杭州',
    });

    await user.clear(screen.getByRole('searchbox', { name: '按姓名、公司、手机或邮箱搜索' }));
    await user.type(screen.getByRole('searchbox', { name: '按姓名、公司、手机或邮箱搜索' }), '{Enter}');
    const card = (await screen.findByText('王芳')).closest('.ant-card') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: /^移\s?除$/ }));
    expect(await screen.findByText('从名片夹中移除 王芳 的名片？对方仍保留您的名片。')).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: /^移\s?除$/ }).at(-1) as HTMLElement;
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByText('王芳')).toBeNull());
    expect(await screen.findByText('共 1 张名片')).toBeTruthy();
  });

  it('an empty card holder points to the exchange', async () => {
    signInAs();
    setupHttp(
      createFetchMock({
        'POST portal/rest/cards/holder/page': () => ({ rows: [], total: 0, page: 1, pageSize: 12 }),
      }),
    );
    await renderPage(<CardHolderPage />, { path: '/user/UserCenter/cardHolder', lang: 'zh-Hant' });
    expect(await screen.findByText('名片夾還是空的，去和參展商、觀眾交換名片吧')).toBeTruthy();
  });
});
