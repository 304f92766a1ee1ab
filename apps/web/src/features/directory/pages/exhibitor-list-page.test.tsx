import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { bodiesSentTo, createFetchMock, errorResponse, renderPage, setupHttp } from '../../../test/render';
import { buildFacets, buildPage, buildRow } from '../test-data';
import ExhibitorListPage from './exhibitor-list-page';

const YELLOW_PAGE = 'POST exhibitor/rest/enterprise/exhibition/200417/yellowPage';
const location = () => screen.getByTestId('location').textContent;

/** The list is a `plain` route (drawn without antd, outside antd's theme): no antd widget may creep in. */
function expectNoAntd() {
  const page = document.querySelector('.dir') as HTMLElement;
  expect(page.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
  // antd draws popups and drawers into document.body, outside the page.
  expect(document.querySelector('body > div:not(:first-child) [class*="ant-"]')).toBeNull();
}

const second = buildRow({
  id: 2,
  enterpriseId: 13,
  displayName: '苏州澄溪卫生用品示例有限公司',
  logoUrl: null,
  booths: [
    {
      boothNo: '6B12',
      hall: 'H6',
      hallName: '6号馆',
      area: 'A07',
      areaName: '非织造布',
      floorPlanPath: '/exhibitor/floorplan?hall=H6&booth=6B12',
    },
  ],
  boothNos: ['6B12'],
  hallName: '6号馆',
  countryName: '德国',
});

describe('ExhibitorListPage', { timeout: 30_000 }, () => {
  it('lists exhibitors with the booth label, shows facet counts and keeps several chosen halls in the URL', async () => {
    const third = buildRow({ id: 3, enterpriseId: 14, displayName: '德国示例无纺布有限公司', logoUrl: null });
    const fetchMock = createFetchMock({
      [YELLOW_PAGE]: ({ body }) => {
        const hall = (body as { hall?: string[] }).hall ?? [];
        if (hall.join() === 'H6') return buildPage([second], buildFacets('H6'));
        if (hall.join() === 'H6,H5') return buildPage([second, third], buildFacets('H6'));
        return buildPage([buildRow(), second]);
      },
    });
    setupHttp(fetchMock);
    const { user, router } = await renderPage(<ExhibitorListPage />, { path: '/exhibitorList' });
    expect(screen.getByRole('heading', { level: 1, name: '展商名录' })).toBeTruthy();
    expect(await screen.findByText('共 2 家展商')).toBeTruthy();
    const rows = screen.getAllByTestId('exhibitor-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('展位号')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('5A01')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('5号馆 · 中国 · 生活用纸')).toBeTruthy();
    expect(screen.getByRole('img', { name: '南京青禾纸业示例有限公司' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '南京青禾纸业示例有限公司' }).getAttribute('href')).toBe(
      '/exhibitor/companyInfo?id=12',
    );

    // On a phone (jsdom has no wide screen) the filters are in a sheet, each dimension a
    // disclosure of checkboxes with the count each option would give.
    await user.click(screen.getByRole('button', { name: '筛选（已选 0 项）' }));
    const sheet = await screen.findByRole('dialog', { name: '筛选' });
    const hall = within(sheet).getByRole('group', { name: '展馆' });
    const hallSummary = within(sheet).getByText('展馆').closest('summary') as HTMLElement;
    expect((hallSummary.parentElement as HTMLDetailsElement).open).toBe(false);
    await user.click(hallSummary);
    expect((hallSummary.parentElement as HTMLDetailsElement).open).toBe(true);
    expect(within(hall).getByRole('checkbox', { name: '5号馆 (2)' })).toBeTruthy();
    expect((within(hall).getByRole('checkbox', { name: '7号馆 (0)' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    await user.click(within(hall).getByRole('checkbox', { name: '6号馆 (1)' }));

    await waitFor(() => expect(location()).toBe('/exhibitorList?hall=H6'));
    await waitFor(() => expect(screen.getAllByTestId('exhibitor-row')).toHaveLength(1));
    expect(bodiesSentTo(fetchMock, YELLOW_PAGE).at(-1)).toMatchObject({
      hall: ['H6'],
      page: 1,
      pageSize: 20,
    });
    expect(screen.getByRole('button', { name: '筛选（已选 1 项）' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看 1 家展商' })).toBeTruthy();

    // A second hall of the same dimension: any of them, both in the URL; the summary names them.
    expect(within(hallSummary).getByText('6号馆')).toBeTruthy();
    await user.click(within(hall).getByRole('checkbox', { name: '5号馆 (2)' }));
    await waitFor(() => expect(location()).toBe('/exhibitorList?hall=H6&hall=H5'));
    expect(await screen.findByText('共 2 家展商')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, YELLOW_PAGE).at(-1)).toMatchObject({ hall: ['H6', 'H5'], page: 1 });
    expect(screen.getByRole('button', { name: '筛选（已选 2 项）' })).toBeTruthy();
    expect(within(hallSummary).getByText('6号馆, 5号馆')).toBeTruthy();
    expect((within(hall).getByRole('checkbox', { name: '6号馆 (1)' }) as HTMLInputElement).checked).toBe(
      true,
    );

    // "Show results" closes the sheet on the list.
    await user.click(screen.getByRole('button', { name: '查看 2 家展商' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: '移除条件：6号馆' })).toBeTruthy();
    expectNoAntd();

    // Removing one chip keeps the other.
    await user.click(screen.getByRole('button', { name: '移除条件：5号馆' }));
    await waitFor(() => expect(location()).toBe('/exhibitorList?hall=H6'));
    await waitFor(() => expect(screen.getAllByTestId('exhibitor-row')).toHaveLength(1));

    // The back button goes back through the choices.
    await router.navigate(-1);
    await waitFor(() => expect(location()).toBe('/exhibitorList?hall=H6&hall=H5'));
    await router.navigate(-2);
    await waitFor(() => expect(location()).toBe('/exhibitorList'));
    await waitFor(() => expect(screen.getAllByTestId('exhibitor-row')).toHaveLength(2));
  });

  it('searches by keyword from the search field and drops it when the field is emptied', async () => {
    const fetchMock = createFetchMock({ [YELLOW_PAGE]: () => buildPage([buildRow()]) });
    setupHttp(fetchMock);
    const { user } = await renderPage(<ExhibitorListPage />, {
      path: '/exhibitorList',
      initialEntry: '/exhibitorList?hall=H5',
    });
    expect(await screen.findByText('共 1 家展商')).toBeTruthy();
    const field = screen.getByRole('searchbox', { name: '搜索展商' });
    await user.type(field, '  青禾 ');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(location()).toBe('/exhibitorList?hall=H5&keyword=%E9%9D%92%E7%A6%BE'));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, YELLOW_PAGE).at(-1)).toMatchObject({ hall: ['H5'], keyword: '青禾' }),
    );
    await user.clear(screen.getByRole('searchbox', { name: '搜索展商' }));
    await waitFor(() => expect(location()).toBe('/exhibitorList?hall=H5'));
  });

  it('pages with links that keep the filters; the request asks for that page', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => buildRow({ id: i + 1, enterpriseId: 100 + i }));
    const fetchMock = createFetchMock({
      [YELLOW_PAGE]: ({ body }) => ({ ...buildPage(rows), total: 45, page: (body as { page: number }).page }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<ExhibitorListPage />, {
      path: '/exhibitorList',
      initialEntry: '/exhibitorList?hall=H5',
    });
    const pager = await screen.findByRole('navigation', { name: '翻页' });
    // A phone (jsdom) shows where it is between the previous and next links.
    expect(within(pager).getByText('第 1 / 3 页')).toBeTruthy();
    expect(within(pager).queryByRole('link', { name: '上一页' })).toBeNull();
    const next = within(pager).getByRole('link', { name: '下一页' });
    expect(next.getAttribute('href')).toBe('/exhibitorList?hall=H5&page=2');
    await user.click(next);
    await waitFor(() => expect(location()).toBe('/exhibitorList?hall=H5&page=2'));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, YELLOW_PAGE).at(-1)).toMatchObject({ hall: ['H5'], page: 2 }),
    );
    expect(await within(pager).findByText('第 2 / 3 页')).toBeTruthy();
    expect(within(pager).getByRole('link', { name: '上一页' }).getAttribute('href')).toBe(
      '/exhibitorList?hall=H5',
    );
  });

  it('on a desktop: the filters in a sidebar, their chosen options open, and numbered pages', async () => {
    const phone = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })) as unknown as typeof window.matchMedia;
    onTestFinished(() => {
      window.matchMedia = phone;
    });
    const rows = Array.from({ length: 20 }, (_, i) => buildRow({ id: i + 1, enterpriseId: 100 + i }));
    setupHttp(
      createFetchMock({
        [YELLOW_PAGE]: () => ({ ...buildPage(rows, buildFacets('H6')), total: 300, page: 4 }),
      }),
    );
    await renderPage(<ExhibitorListPage />, {
      path: '/exhibitorList',
      initialEntry: '/exhibitorList?hall=H6&page=4',
    });
    const sidebar = screen.getByRole('complementary', { name: '筛选' });
    expect(screen.queryByTestId('open-filters')).toBeNull();
    const hall = within(sidebar).getByTestId('filter-hall') as HTMLDetailsElement;
    expect(hall.open).toBe(true);
    expect((within(sidebar).getByTestId('filter-country') as HTMLDetailsElement).open).toBe(false);
    const pager = await screen.findByRole('navigation', { name: '翻页' });
    const pages = within(pager)
      .getAllByRole('link')
      .map((a) => a.getAttribute('aria-label'));
    expect(pages).toEqual(['上一页', ...[1, 2, 3, 4, 5, 6, 15].map((p) => `第 ${p} 页`), '下一页']);
    expect(within(pager).getByText('…')).toBeTruthy();
    expectNoAntd();
    expect(within(pager).getByRole('link', { name: '第 4 页' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: '第 15 页' }).getAttribute('href')).toBe(
      '/exhibitorList?hall=H6&page=15',
    );
  });

  it('shows the empty state with a way to clear the filters', async () => {
    const fetchMock = createFetchMock({
      [YELLOW_PAGE]: ({ body }) =>
        (body as { keyword?: string }).keyword ? buildPage([]) : buildPage([buildRow()]),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<ExhibitorListPage />, {
      path: '/exhibitorList',
      initialEntry: '/exhibitorList?hall=H7&keyword=zzz',
    });
    expect(await screen.findByText('没有符合条件的展商')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, YELLOW_PAGE)[0]).toMatchObject({ hall: ['H7'], keyword: 'zzz' });
    expectNoAntd();
    const emptyState = screen.getByText('没有符合条件的展商').closest('.notice') as HTMLElement;
    await user.click(within(emptyState).getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(location()).toBe('/exhibitorList'));
    expect(await screen.findByText('共 1 家展商')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    let calls = 0;
    const fetchMock = createFetchMock({
      [YELLOW_PAGE]: () => {
        calls += 1;
        return calls === 1 ? errorResponse(500, '服务器繁忙') : buildPage([buildRow()]);
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<ExhibitorListPage />, { path: '/exhibitorList' });
    expect(await screen.findByText('展商名录加载失败')).toBeTruthy();
    expect(screen.getByText('服务器繁忙')).toBeTruthy();
    expectNoAntd();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('共 1 家展商')).toBeTruthy();
  });

  it('in English: sends the keyword and area of the home page link and links to the English exhibitor page', async () => {
    const fetchMock = createFetchMock({
      [YELLOW_PAGE]: () =>
        buildPage([buildRow({ displayName: 'Nanjing Qinghe Paper (Demo) Co., Ltd.', countryName: 'China' })]),
    });
    setupHttp(fetchMock);
    await renderPage(<ExhibitorListPage />, {
      path: '/exhibitor/exhibitorListEn',
      initialEntry: '/exhibitor/exhibitorListEn?area=A07&keyword=Qinghe',
      lang: 'en',
    });
    expect(await screen.findByText('1 exhibitor')).toBeTruthy();
    expect(screen.getByText('Booth No')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Nanjing Qinghe Paper (Demo) Co., Ltd.' }).getAttribute('href'),
    ).toBe('/en/enterprise/detail?id=12');
    expect(bodiesSentTo(fetchMock, YELLOW_PAGE)[0]).toMatchObject({ area: ['A07'], keyword: 'Qinghe' });
    expect((screen.getByRole('searchbox', { name: 'Search exhibitors' }) as HTMLInputElement).value).toBe(
      'Qinghe',
    );
    expect(screen.getByRole('button', { name: 'Filters (1 active)' })).toBeTruthy();
  });
});
