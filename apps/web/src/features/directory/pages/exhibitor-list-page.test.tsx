import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo, createFetchMock, errorResponse, renderPage, setupHttp } from '../../../test/render';
import { buildFacets, buildPage, buildRow } from '../test-data';
import ExhibitorListPage from './exhibitor-list-page';

const YELLOW_PAGE = 'POST exhibitor/rest/enterprise/exhibition/200417/yellowPage';
const location = () => screen.getByTestId('location').textContent;

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

    // On a phone (jsdom has no wide screen) the filters are in a drawer.
    await user.click(screen.getByRole('button', { name: '筛选（已选 0 项）' }));
    await user.click(await screen.findByRole('combobox', { name: '展馆' }));
    expect(await screen.findByTitle('5号馆 (2)')).toBeTruthy();
    const empty = await screen.findByTitle('7号馆 (0)');
    expect(empty.getAttribute('aria-disabled')).toBe('true');
    await user.click(await screen.findByTitle('6号馆 (1)'));

    await waitFor(() => expect(location()).toBe('/exhibitorList?hall=H6'));
    await waitFor(() => expect(screen.getAllByTestId('exhibitor-row')).toHaveLength(1));
    expect(bodiesSentTo(fetchMock, YELLOW_PAGE).at(-1)).toMatchObject({
      hall: ['H6'],
      page: 1,
      pageSize: 20,
    });
    expect(screen.getByRole('button', { name: '筛选（已选 1 项）' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看 1 家展商' })).toBeTruthy();

    // A second hall of the same dimension: any of them, both in the URL.
    await user.click(await screen.findByTitle('5号馆 (2)'));
    await waitFor(() => expect(location()).toBe('/exhibitorList?hall=H6&hall=H5'));
    expect(await screen.findByText('共 2 家展商')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, YELLOW_PAGE).at(-1)).toMatchObject({ hall: ['H6', 'H5'], page: 1 });
    expect(screen.getByRole('button', { name: '筛选（已选 2 项）' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '移除条件：6号馆' })).toBeTruthy();

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
    const emptyState = screen.getByText('没有符合条件的展商').closest('.ant-empty') as HTMLElement;
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
