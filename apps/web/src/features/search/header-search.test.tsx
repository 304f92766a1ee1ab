import type { SearchHit } from '@cidpex/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCalls, createFetchMock, errorResponse, renderPage, setupHttp } from '../../test/render';
import { HeaderSearch } from './components/header-search';

const PAPER: SearchHit = {
  kind: 'exhibitor',
  id: 7,
  enterpriseId: 7,
  title: '山东纸业有限公司',
  subtitle: 'Shandong Paper Co., Ltd.',
  boothNos: ['1A01'],
  hall: '1号馆',
};
const TISSUE: SearchHit = {
  kind: 'product',
  id: 31,
  enterpriseId: 7,
  title: '竹浆本色抽纸',
  subtitle: '山东纸业有限公司',
  boothNos: ['1A01'],
  hall: '1号馆',
};

function mockSuggest(answer: (keyword: string) => unknown) {
  const fetchMock = createFetchMock({
    'GET portal/rest/search/suggest': ({ url }) => answer(url.searchParams.get('keyword') ?? ''),
  });
  setupHttp(fetchMock);
  return fetchMock;
}

describe('HeaderSearch on a phone', () => {
  it('opens full width from the icon, suggests as you type, and opens the chosen hit', async () => {
    const fetchMock = mockSuggest((keyword) => ({ hits: keyword === 'zy' ? [PAPER, TISSUE] : [] }));
    const { user } = await renderPage(<HeaderSearch />, { path: '/home' });
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('button', { name: '打开搜索' }));
    const box = screen.getByRole('combobox', { name: '搜索展商、产品、供需和新闻' });
    await user.type(box, 'zy');
    expect(await screen.findByRole('option', { name: /^展商\s*山东纸业/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: /竹浆本色抽纸/ }).textContent).toContain('展位号 1A01');
    // Typing settles before asking: one call for "zy", none for "z" alone.
    const asked = apiCalls(fetchMock).map((c) => c.url.searchParams.get('keyword'));
    expect(asked).toEqual(['zy']);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /^展商\s*山东纸业/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/exhibitor/companyInfo?id=7'),
    );
    // The full-width search closes once a hit is chosen.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when nothing matches, and Enter opens the results page with the keyword', async () => {
    mockSuggest(() => ({ hits: [] }));
    const { user } = await renderPage(<HeaderSearch />, { path: '/home' });
    await user.click(screen.getByRole('button', { name: '打开搜索' }));
    await user.type(screen.getByRole('combobox'), '紙業');
    expect(await screen.findByText('没有匹配的结果')).toBeTruthy();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/search?q=${encodeURIComponent('紙業')}`),
    );
  });

  it('keeps the typed text and offers the results page when suggestions fail', async () => {
    mockSuggest(() => errorResponse(500));
    const { user } = await renderPage(<HeaderSearch />, { path: '/home' });
    await user.click(screen.getByRole('button', { name: '打开搜索' }));
    const box = screen.getByRole('combobox') as HTMLInputElement;
    await user.type(box, '1A01');
    expect(await screen.findByText('暂时无法获取建议，按回车查看结果')).toBeTruthy();
    expect(box.value).toBe('1A01');
  });

  it('leads to the English site’s pages in English', async () => {
    mockSuggest(() => ({
      hits: [{ ...PAPER, title: 'Shandong Paper Co., Ltd.', subtitle: '山东纸业有限公司' }],
    }));
    const { user } = await renderPage(<HeaderSearch />, { path: '/en/floorplan', lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.type(
      screen.getByRole('combobox', { name: 'Search exhibitors, products, posts and news' }),
      'zhiye',
    );
    await user.click(await screen.findByRole('link', { name: 'See all results for “zhiye”' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/search?q=zhiye'));
  });
});
