import type { Purpose, PurposePage } from '@cidpex/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session/session-store';
import { bodiesSentTo, createFetchMock, renderPage, setupHttp, signInAs } from '../../test/render';
import { cropBox } from './components/cover-cropper';
import PurposeDetailPage from './pages/purpose-detail-page';
import PurposeListPage from './pages/purpose-list-page';
import PurposePublishPage from './pages/purpose-publish-page';

function purpose(overrides: Partial<Purpose> = {}): Purpose {
  return {
    id: 9,
    type: 'demand',
    category: 'finishedTissue',
    title: '求购三层卫生纸',
    content: '每月 20 吨，详见 https://example.com/rfq <b>不是HTML</b>',
    lang: 'zh-Hans',
    shown: null,
    cover: null,
    images: [],
    commentCount: 0,
    favoriteCount: 2,
    publishStatus: 'Passed',
    rejectReason: null,
    publishTime: '2024-04-20T02:00:00.000Z',
    publisher: {
      userId: 3,
      name: '王芳',
      enterpriseId: 7,
      enterpriseName: '南京青禾纸业示例有限公司',
      enterpriseNameEn: null,
      boothNos: ['5A18'],
    },
    collected: false,
    myApplyChat: null,
    mine: false,
    createdAt: '2024-04-20T01:00:00.000Z',
    updatedAt: '2024-04-20T02:00:00.000Z',
    ...overrides,
  };
}

const page = (rows: Purpose[]): PurposePage => ({ rows, total: rows.length, page: 1, pageSize: 12 });

afterEach(() => session.signOut());

describe('the cover crop', () => {
  it('frames 215:140 along the longer side, moved by the slider', () => {
    expect(cropBox(1000, 1000, 50)).toEqual({
      sx: 0,
      sy: (1000 - 1000 / (215 / 140)) / 2,
      sw: 1000,
      sh: 1000 / (215 / 140),
    });
    const wide = cropBox(2000, 700, 0);
    expect(wide.sx).toBe(0);
    expect(wide.sw / wide.sh).toBeCloseTo(215 / 140);
    expect(cropBox(2000, 700, 100).sx).toBeCloseTo(2000 - 700 * (215 / 140));
  });
});

describe('purposes pages', () => {
  it('the board sends the filters of the address and shows the cards', async () => {
    const fetchMock = createFetchMock({ 'POST exhibitor/rest/purposes/page': () => page([purpose()]) });
    setupHttp(fetchMock);
    await renderPage(<PurposeListPage />, {
      path: '/inter/SupplyPlatform',
      initialEntry: '/inter/SupplyPlatform?q=%E7%BA%B8&type=demand&sort=discussed&page=2',
    });
    expect(await screen.findByRole('link', { name: '求购三层卫生纸' })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/purposes/page')[0]).toMatchObject({
      keyword: '纸',
      type: 'demand',
      sort: 'discussed',
      page: 2,
    });
  });

  it('on the English board a post written in Chinese carries an "In Chinese" tag and its text is marked zh-Hans', async () => {
    const english = purpose({
      id: 10,
      title: 'Looking for 3-ply tissue',
      content: 'Monthly 20 t',
      lang: 'en',
    });
    setupHttp(createFetchMock({ 'POST exhibitor/rest/purposes/page': () => page([english, purpose()]) }));
    await renderPage(<PurposeListPage />, { path: '/en/inter/SupplyPlatform', lang: 'en' });
    const chinese = await screen.findByRole('link', { name: '求购三层卫生纸' });
    expect(chinese.querySelector('[lang="zh-Hans"]')).toBeTruthy();
    const tags = screen.getAllByTestId('post-in-chinese');
    expect(tags.map((t) => t.textContent)).toEqual(['In Chinese']);
    expect(screen.getByRole('link', { name: 'Looking for 3-ply tissue' })).toBeTruthy();
  });

  it('the detail shows text as text with safe links, the booth and the pending note blocking comments', async () => {
    signInAs();
    setupHttp(
      createFetchMock({
        'GET exhibitor/rest/purposes/9': () => purpose(),
        'GET register/rest/visitors/users': () => ({ status: 'pending' }),
        'GET exhibitor/rest/comments/purposes/9': () => ({ rows: [], total: 0, page: 1, pageSize: 20 }),
        'GET exhibitor/rest/purposes/9/matches': () => [],
      }),
    );
    await renderPage(<PurposeDetailPage />, { path: '/inter/detail', initialEntry: '/inter/detail?id=9' });
    const link = await screen.findByRole('link', { name: 'https://example.com/rfq' });
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText(/<b>不是HTML<\/b>/)).toBeTruthy();
    expect(screen.getByText(/展位号: 5A18/)).toBeTruthy();
    expect(await screen.findByText(/1–3 小时/)).toBeTruthy();
    expect(screen.queryByLabelText('发表评论')).toBeNull();
  });

  it('a post in the other script reads converted with the original a tap away; a demand post lists matching exhibitors', async () => {
    signInAs();
    setupHttp(
      createFetchMock({
        'GET exhibitor/rest/purposes/9': () =>
          purpose({
            lang: 'zh-Hant',
            title: '求購衛生紙',
            shown: { title: '求购卫生纸', content: '长期采购' },
          }),
        'GET register/rest/visitors/users': () => ({ status: 'approved' }),
        'GET exhibitor/rest/comments/purposes/9': () => ({ rows: [], total: 0, page: 1, pageSize: 20 }),
        'GET exhibitor/rest/purposes/9/matches': () => [
          {
            enterpriseId: 41,
            exhibitorId: 5,
            name: '示例湿巾有限公司',
            logoUrl: null,
            boothNos: ['2B10'],
            hallCodes: ['H2'],
            matchedCodes: ['I204'],
            matchedNames: ['湿巾'],
          },
        ],
      }),
    );
    await renderPage(<PurposeDetailPage />, { path: '/inter/detail', initialEntry: '/inter/detail?id=9' });
    expect(await screen.findByRole('heading', { name: '求购卫生纸' })).toBeTruthy();
    screen.getByRole('button', { name: '查看原文' }).click();
    expect(await screen.findByRole('heading', { name: '求購衛生紙' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: '示例湿巾有限公司' })).toBeTruthy();
    expect(screen.getByText('湿巾')).toBeTruthy();
    expect(screen.getByRole('button', { name: '举报' })).toBeTruthy();
  });

  it('publishing is blocked with the 1–3 hour note while the pre-registration waits', async () => {
    signInAs();
    setupHttp(createFetchMock({ 'GET register/rest/visitors/users': () => ({ status: 'pending' }) }));
    await renderPage(<PurposePublishPage />, { path: '/inter/publish' });
    expect(await screen.findByText('您的观众预登记正在审核中')).toBeTruthy();
    expect(screen.getByText(/1–3 小时/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('标题')).toBeNull());
  });
});
