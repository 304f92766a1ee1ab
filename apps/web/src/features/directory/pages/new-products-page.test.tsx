import type { NewProduct } from '@cidpex/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo, createFetchMock, renderPage, setupHttp } from '../../../test/render';
import NewProductsPage from './new-products-page';

const PATH = 'GET exhibitor/rest/enterprise/exhibition/200417/newProducts';

function item(id: number, overrides: Partial<NewProduct> = {}): NewProduct {
  return {
    id,
    name: `新品${id}`,
    nameEn: `New product ${id}`,
    displayName: `New product ${id}`,
    category: 'I102',
    categoryName: 'Facial Tissue',
    coverUrl: null,
    newProduct: true,
    enterpriseId: 12,
    exhibitorId: 1,
    enterpriseName: '南京青禾纸业示例有限公司',
    enterpriseNameEn: 'Nanjing Qinghe Paper (Demo) Co., Ltd.',
    enterpriseDisplayName: 'Nanjing Qinghe Paper (Demo) Co., Ltd.',
    boothNos: ['5A01'],
    ...overrides,
  };
}

describe('NewProductsPage', { timeout: 30_000 }, () => {
  it('shows the pavilion with exhibitor and booth, searches through the URL', async () => {
    const fetchMock = createFetchMock({
      [PATH]: ({ url }) => {
        const rows = url.searchParams.get('keyword') ? [] : [item(1), item(2)];
        return { rows, total: rows.length, page: 1, pageSize: 20 };
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<NewProductsPage />, { path: '/en/cloudshow', lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'New Products Pavilion' })).toBeTruthy();
    expect(screen.getByText('New products launched at this fair, at most 2 per exhibitor.')).toBeTruthy();
    expect(await screen.findByText('2 new products')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New product 1' }).getAttribute('href')).toBe(
      '/en/enterprise/detail/item?id=1',
    );
    expect(
      screen.getAllByRole('link', { name: 'Nanjing Qinghe Paper (Demo) Co., Ltd.' })[0]?.getAttribute('href'),
    ).toBe('/en/enterprise/detail?id=12');
    expect(screen.getAllByText('Booth No 5A01')).toHaveLength(2);

    await user.type(
      screen.getByRole('searchbox', { name: 'Search new products or exhibitors' }),
      'zzz{Enter}',
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/cloudshow?keyword=zzz'));
    expect(await screen.findByText('No new product matches')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, PATH)).toHaveLength(2);
  });
});
