import type { DirectoryRow, FeaturedSection } from '@cidpex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createFetchMock,
  errorResponse,
  type MockRequest,
  renderPage,
  setupHttp,
} from '../../../test/render';
import HomeEnPage from '../pages/home-en-page';
import HomePage from '../pages/home-page';
import { dictHandlers } from '../test-data';

const FEATURED = 'GET portal/rest/catalogs/section/1/random/8';

function row(id: number, lang: string, overrides: Partial<DirectoryRow> = {}): DirectoryRow {
  const name = lang === 'en' ? `Qinghe Paper ${id} (Demo) Co., Ltd.` : `青禾纸业${id}示例有限公司`;
  const hallName = lang === 'en' ? 'Hall 5' : '5号馆';
  return {
    id,
    enterpriseId: 100 + id,
    name: `青禾纸业${id}示例有限公司`,
    nameZhHant: `青禾紙業${id}示例有限公司`,
    nameEn: `Qinghe Paper ${id} (Demo) Co., Ltd.`,
    displayName: name,
    logoUrl: `/attachment/logo/2024/05/${id}.png`,
    brands: [],
    booths: [],
    boothNos: [`5A0${id}`],
    hall: 'H5',
    hallName,
    area: 'A01',
    areaName: '',
    country: 'CN',
    countryName: '',
    industry: 'I1',
    industryName: '',
    ...overrides,
  };
}

function section(request: MockRequest): FeaturedSection {
  const lang = (request.headers['Accept-Language'] as string) ?? 'zh-Hans';
  return {
    id: 1,
    code: 'featured-exhibitors',
    name: lang === 'en' ? 'Featured Exhibitors' : '推荐展商',
    rows: [row(1, lang), row(2, lang, { logoUrl: null, boothNos: ['6B12', '6B14'] })],
  };
}

describe('featured exhibitors on the home pages', () => {
  it('shows placeholders, then cards with logo, name and booth linked to the Chinese exhibitor page', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    setupHttp(
      createFetchMock({
        ...dictHandlers,
        [FEATURED]: async (request) => {
          await gate;
          return section(request);
        },
      }),
    );
    await renderPage(<HomePage />, { path: '/home' });
    expect(await screen.findByTestId('featured-loading')).toBeTruthy();
    release();
    const band = await screen.findByRole('region', { name: '推荐展商' });
    const cards = await within(band).findAllByTestId('featured-exhibitor');
    expect(cards).toHaveLength(2);
    expect(within(band).getByRole('img', { name: '青禾纸业1示例有限公司' }).getAttribute('src')).toBe(
      '/attachment/logo/2024/05/1.png?width=112',
    );
    expect(within(band).getByRole('link', { name: '青禾纸业1示例有限公司' }).getAttribute('href')).toBe(
      '/exhibitor/companyInfo?id=101',
    );
    expect((cards[1] as HTMLElement).textContent).toContain('展位号 6B12, 6B14');
    expect(within(band).getByRole('link', { name: '查看全部展商' }).getAttribute('href')).toBe(
      '/exhibitorList',
    );
    expect(screen.queryByTestId('featured-loading')).toBeNull();
  });

  it('on the English home: English names, the booth label and links to the English exhibitor page', async () => {
    setupHttp(createFetchMock({ ...dictHandlers, [FEATURED]: section }));
    await renderPage(<HomeEnPage />, { path: '/IndexEn', lang: 'en' });
    const band = await screen.findByRole('region', { name: 'Featured Exhibitors' });
    const link = await within(band).findByRole('link', { name: 'Qinghe Paper 2 (Demo) Co., Ltd.' });
    expect(link.getAttribute('href')).toBe('/en/enterprise/detail?id=102');
    expect(within(band).getAllByTestId('featured-exhibitor')[0]?.textContent).toContain('Booth No 5A01');
    expect(within(band).getByRole('link', { name: 'See all exhibitors' }).getAttribute('href')).toBe(
      '/exhibitor/exhibitorListEn',
    );
  });

  it('stays away quietly when the section is empty or fails', async () => {
    setupHttp(
      createFetchMock({
        ...dictHandlers,
        [FEATURED]: () => ({ ...section({ headers: {} } as MockRequest), rows: [] }),
      }),
    );
    const first = await renderPage(<HomePage />, { path: '/home' });
    await screen.findByRole('link', { name: '生活用纸成品' });
    await waitFor(() => expect(screen.queryByTestId('featured-loading')).toBeNull());
    expect(screen.queryByRole('region', { name: '推荐展商' })).toBeNull();
    first.unmount();

    setupHttp(createFetchMock({ ...dictHandlers, [FEATURED]: () => errorResponse(500, 'boom') }));
    await renderPage(<HomePage />, { path: '/home' });
    await screen.findByRole('link', { name: '生活用纸成品' });
    await waitFor(() => expect(screen.queryByTestId('featured-loading')).toBeNull());
    expect(screen.queryByRole('region', { name: '推荐展商' })).toBeNull();
    expect(screen.queryByText('boom')).toBeNull();
  });
});
