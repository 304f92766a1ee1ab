import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFetchMock, renderPage, setupHttp } from '../../../test/render';
import { dictHandlers, fairShown } from '../test-data';
import HomeEnEntrancePage from './home-en-entrance-page';
import HomeEnPage from './home-en-page';
import HomeEnSearchPage from './home-en-search-page';
import HomeEnTopNewPage from './home-en-top-new-page';

const EN_SITE_ENTRANCES = {
  'entrance-visitor': '/en/register',
  'entrance-exhibitors': '/exhibitor/exhibitorListEn',
  'entrance-seminar': '/seminar/seminarRegistration',
  'entrance-live': '/CIDPEX/VideoLiveEn',
  'entrance-apply': '/enterpriseServicePlatform/applyHome',
  'entrance-news': '/introduce/ExhibitionNews',
  'entrance-supply': '/en/inter/SupplyPlatform',
};

function entranceHrefs() {
  return Object.fromEntries(
    screen.getAllByTestId(/^entrance-/).map((link) => [link.dataset.testid, link.getAttribute('href')]),
  );
}

describe('English site home pages', () => {
  beforeEach(() => setupHttp(createFetchMock(dictHandlers)));

  it('/IndexEn speaks the stored language (Chinese) and links to the English site', async () => {
    await renderPage(<HomeEnPage />, { path: '/IndexEn' });
    await fairShown();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('第32届生活用纸国际科技展览会');
    expect(screen.getByText('CIDPEX 2024')).toBeTruthy();
    expect(entranceHrefs()).toEqual(EN_SITE_ENTRANCES);
    expect(screen.getByTestId('explore-search').getAttribute('href')).toBe('/IndexEn/search');
    expect(screen.getByTestId('explore-topNew').getAttribute('href')).toBe('/IndexEn/topNew');
    expect(screen.getByTestId('explore-entrance').getAttribute('href')).toBe('/IndexEn/entrance');
    const area = await screen.findByRole('link', { name: '非织造布' });
    expect(area.getAttribute('href')).toBe('/exhibitor/exhibitorListEn?area=A07');
  });

  it('/IndexEn in English, with the latest news as the Chinese home has', async () => {
    setupHttp(
      createFetchMock({
        ...dictHandlers,
        'POST portal/rest/contents/page': () => ({
          rows: [
            {
              id: 7,
              catalogId: 2,
              catalogName: 'Fair News',
              kind: 'news',
              code: null,
              title: 'Registration for the 32nd fair is open',
              summary: '',
              coverUrl: null,
              publishedAt: '2024-03-01T02:00:00Z',
              views: 0,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 5,
        }),
      }),
    );
    await renderPage(<HomeEnPage />, { path: '/IndexEn', lang: 'en' });
    await fairShown();
    const news = screen.getByTestId('latest-news');
    expect(screen.getByRole('heading', { level: 2, name: 'Latest News' }).textContent).toBe('Latest News');
    expect(
      await within(news).findByRole('link', { name: /Registration for the 32nd fair is open/ }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '32nd Tissue Paper International Technology Exhibition',
    );
    expect(screen.getByRole('link', { name: /Search exhibitors/ })).toBeTruthy();
    expect(await screen.findByText('Conference Center')).toBeTruthy();
  });

  it('search sends the keyword to the English exhibitor list', async () => {
    const { user } = await renderPage(<HomeEnSearchPage />, { path: '/IndexEn/search', lang: 'en' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search exhibitors');
    await user.type(screen.getByLabelText('Company name or product'), '  tissue machine ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/exhibitor/exhibitorListEn?keyword=tissue+machine',
    );
  });

  it('search lists the areas to browse', async () => {
    await renderPage(<HomeEnSearchPage />, { path: '/IndexEn/search', lang: 'en' });
    const area = await screen.findByRole('link', { name: 'Finished Tissue Products' });
    expect(area.getAttribute('href')).toBe('/exhibitor/exhibitorListEn?area=A01');
  });

  it('topNew shows the New Products Pavilion from the dictionary, with the spec rule', async () => {
    await renderPage(<HomeEnTopNewPage />, { path: '/IndexEn/topNew' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('最新亮点');
    const card = screen.getByTestId('new-products');
    expect(await within(card).findByRole('heading', { name: '新产品展区' })).toBeTruthy();
    expect(card.textContent).toContain('每家展商最多可提交 2 件产品参展');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/exhibitor/exhibitorListEn?area=A11');
    expect(screen.getByText(/已有20余年历史/)).toBeTruthy();
  });

  it('entrance lists every entrance of the English site', async () => {
    await renderPage(<HomeEnEntrancePage />, { path: '/IndexEn/entrance', lang: 'zh-Hant' });
    await fairShown();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('快速入口');
    expect(entranceHrefs()).toEqual(EN_SITE_ENTRANCES);
    expect(screen.getByRole('link', { name: /觀眾預登記/ })).toBeTruthy();
    expect(screen.getByText(/南京國際博覽中心/)).toBeTruthy();
  });
});
