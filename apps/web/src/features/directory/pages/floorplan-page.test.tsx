import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFetchMock, renderPage, setupHttp } from '../../../test/render';
import { roomNameLines } from '../components/floor-plan-svg';
import { buildPlan } from '../test-data';
import FloorplanPage from './floorplan-page';

const BASE = 'exhibitor/rest/enterprise/exhibition/200417';
const HALLS = [
  { hall: 'H5', hallName: '5号馆', width: 40, height: 20, boothCount: 3 },
  { hall: 'H6', hallName: '6号馆', width: 40, height: 20, boothCount: 0 },
];
const location = () => screen.getByTestId('location').textContent;

function mock(extra: Parameters<typeof createFetchMock>[0] = {}) {
  return createFetchMock({
    [`GET ${BASE}/floorplan`]: () => HALLS,
    [`GET ${BASE}/floorplan/H5`]: () => buildPlan(),
    ...extra,
  });
}

describe('FloorplanPage', { timeout: 30_000 }, () => {
  it('highlights the booth of the URL, shows its exhibitor and a legend of the areas', async () => {
    setupHttp(mock());
    await renderPage(<FloorplanPage />, {
      path: '/exhibitor/floorplan',
      initialEntry: '/exhibitor/floorplan?hall=H5&booth=5A01',
    });
    const booth = await screen.findByRole('button', { name: '展位 5A01：南京青禾纸业示例有限公司' });
    expect(booth.getAttribute('data-highlighted')).toBe('true');
    expect(booth.getAttribute('aria-pressed')).toBe('true');
    expect(
      screen
        .getByRole('button', { name: '展位 5A02：苏州澄溪卫生用品示例有限公司' })
        .getAttribute('data-highlighted'),
    ).toBeNull();
    const card = screen.getByTestId('booth-card');
    expect(within(card).getByRole('heading', { name: '展位号 5A01' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: '南京青禾纸业示例有限公司' }).getAttribute('href')).toBe(
      '/exhibitor/companyInfo?id=12',
    );
    const legend = screen.getByRole('heading', { name: '图例' }).parentElement as HTMLElement;
    expect(within(legend).getByText('生活用纸成品')).toBeTruthy();
    expect(within(legend).getByText('非织造布')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '5号馆', selected: true })).toBeTruthy();
  });

  it('selects a booth by tap or keyboard, zooms with buttons, and shows an unassigned booth', async () => {
    setupHttp(mock());
    const { user } = await renderPage(<FloorplanPage />, {
      path: '/exhibitor/floorplan',
      initialEntry: '/exhibitor/floorplan',
    });
    // No hall in the URL: the first hall.
    await user.click(await screen.findByRole('button', { name: '展位 5A02：苏州澄溪卫生用品示例有限公司' }));
    await waitFor(() => expect(location()).toBe('/exhibitor/floorplan?hall=H5&booth=5A02'));
    expect(within(screen.getByTestId('booth-card')).getByRole('link').getAttribute('href')).toBe(
      '/exhibitor/companyInfo?id=13',
    );
    screen.getByRole('button', { name: '展位 5A03：未分配' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/exhibitor/floorplan?hall=H5&booth=5A03'));
    expect(within(screen.getByTestId('booth-card')).getByText('未分配展位')).toBeTruthy();

    const svg = screen.getByTestId('floor-plan').querySelector('svg') as SVGElement;
    expect(svg.getAttribute('data-zoom')).toBe('1');
    await user.click(screen.getByRole('button', { name: '放大' }));
    expect(svg.getAttribute('data-zoom')).toBe('1.5');
    await user.click(screen.getByRole('button', { name: '恢复原始大小' }));
    expect(svg.getAttribute('data-zoom')).toBe('1');
  });

  it('finds a booth by exhibitor name and goes to it; lists several hits to choose from', async () => {
    const hit = (boothNo: string, displayName: string) => ({
      ...buildPlan().booths.find((b) => b.boothNo === boothNo),
      displayName,
      hall: 'H5',
      hallName: '5号馆',
      floorPlanPath: `/exhibitor/floorplan?hall=H5&booth=${boothNo}`,
    });
    const fetchMock = mock({
      [`GET ${BASE}/booths`]: ({ url }) =>
        url.searchParams.get('q') === '青禾'
          ? [hit('5A01', '南京青禾纸业示例有限公司')]
          : [hit('5A01', '南京青禾纸业示例有限公司'), hit('5A02', '苏州澄溪卫生用品示例有限公司')],
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<FloorplanPage />, {
      path: '/exhibitor/floorplan',
      initialEntry: '/exhibitor/floorplan?hall=H5',
    });
    const search = await screen.findByRole('searchbox', { name: '搜索展位' });
    await user.type(search, '青禾{Enter}');
    await waitFor(() => expect(location()).toBe('/exhibitor/floorplan?hall=H5&booth=5A01'));
    expect(
      (await screen.findByRole('button', { name: '展位 5A01：南京青禾纸业示例有限公司' })).getAttribute(
        'data-highlighted',
      ),
    ).toBe('true');

    await user.clear(search);
    await user.type(search, '示例{Enter}');
    const hits = await screen.findByRole('list', { name: '找到的展位' });
    await user.click(within(hits).getByRole('button', { name: /5A02/ }));
    await waitFor(() => expect(location()).toBe('/exhibitor/floorplan?hall=H5&booth=5A02'));
  });
  it('zooms with a two-finger pinch and pans with one finger; a drag does not choose a booth', async () => {
    setupHttp(mock());
    await renderPage(<FloorplanPage />, {
      path: '/exhibitor/floorplan',
      initialEntry: '/exhibitor/floorplan?hall=H5',
    });
    const booth = await screen.findByRole('button', { name: '展位 5A02：苏州澄溪卫生用品示例有限公司' });
    const frame = screen.getByTestId('floor-plan');
    const svg = frame.querySelector('svg') as SVGElement;
    const touch = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', id: number, x: number, y: number) =>
      fireEvent[type](type === 'pointerDown' ? booth : frame, {
        pointerId: id,
        pointerType: 'touch',
        clientX: x,
        clientY: y,
        isPrimary: id === 1,
      });

    // Two fingers 100 px apart spread to 200 px: twice the size.
    touch('pointerDown', 1, 100, 100);
    touch('pointerDown', 2, 200, 100);
    touch('pointerMove', 1, 50, 100);
    touch('pointerMove', 2, 250, 100);
    await waitFor(() => expect(svg.getAttribute('data-zoom')).toBe('2'));
    expect(screen.getByRole('button', { name: '恢复原始大小' }).textContent).toBe('200%');
    touch('pointerUp', 2, 250, 100);
    touch('pointerUp', 1, 50, 100);
    fireEvent.click(booth);
    expect(location()).toBe('/exhibitor/floorplan?hall=H5');

    // One finger drags: the frame scrolls with it, the zoom stays, no booth is chosen.
    frame.scrollLeft = 300;
    touch('pointerDown', 3, 200, 200);
    touch('pointerMove', 3, 120, 200);
    expect(frame.scrollLeft).toBe(380);
    touch('pointerUp', 3, 120, 200);
    fireEvent.click(booth);
    expect(svg.getAttribute('data-zoom')).toBe('2');
    expect(location()).toBe('/exhibitor/floorplan?hall=H5');

    // A tap that does not move still chooses the booth.
    touch('pointerDown', 4, 120, 200);
    touch('pointerUp', 4, 121, 200);
    fireEvent.click(booth);
    await waitFor(() => expect(location()).toBe('/exhibitor/floorplan?hall=H5&booth=5A02'));
  });
  it('a one-finger pan past the top of the plan scrolls the page the rest of the way', async () => {
    setupHttp(mock());
    await renderPage(<FloorplanPage />, {
      path: '/exhibitor/floorplan',
      initialEntry: '/exhibitor/floorplan?hall=H5',
    });
    await screen.findByRole('button', { name: '展位 5A02：苏州澄溪卫生用品示例有限公司' });
    const frame = screen.getByTestId('floor-plan');
    const scrollBy = vi.fn();
    const original = window.scrollBy;
    window.scrollBy = scrollBy as unknown as typeof window.scrollBy;
    try {
      const touch = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', x: number, y: number) =>
        fireEvent[type](frame, {
          pointerId: 9,
          pointerType: 'touch',
          clientX: x,
          clientY: y,
          isPrimary: true,
        });
      frame.scrollTop = 0;
      touch('pointerDown', 100, 100);
      // The finger pulls down by 60 px: the plan is at its top already, the page goes up 60 px.
      touch('pointerMove', 100, 130);
      touch('pointerMove', 100, 160);
      expect(scrollBy.mock.calls).toEqual([
        [0, -30],
        [0, -30],
      ]);
      expect(frame.scrollTop).toBe(0);
      touch('pointerUp', 100, 160);
      // A sideways pan stays inside the plan.
      scrollBy.mockClear();
      touch('pointerDown', 200, 100);
      touch('pointerMove', 120, 100);
      expect(scrollBy).not.toHaveBeenCalled();
      touch('pointerUp', 120, 100);
    } finally {
      window.scrollBy = original;
    }
  });

  it('draws the walls, entrances and facilities with a legend entry each', async () => {
    setupHttp(mock());
    await renderPage(<FloorplanPage />, {
      path: '/exhibitor/floorplan',
      initialEntry: '/exhibitor/floorplan?hall=H5',
    });
    await screen.findByRole('button', { name: '展位 5A01：南京青禾纸业示例有限公司' });
    const plan = screen.getByTestId('floor-plan');
    expect(within(plan).getByTestId('hall-outline').getAttribute('points')).toBe('0,0 40,0 40,20 0,20');
    expect(within(plan).getByTestId('feature-entrance').textContent).toContain('1 号入口');
    expect(within(plan).getByTestId('feature-registration').textContent).toContain('登记处');
    expect(within(plan).getByTestId('feature-toilet').textContent).toContain('洗手间');
    // Each room is a labelled picture for a screen reader, whatever fits its drawing.
    expect(within(plan).getByRole('img', { name: '登记处' })).toBeTruthy();
    const legend = screen.getByTestId('plan-legend');
    // One entry per kind the hall has, in the fixed order; none for kinds it has not.
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
        .slice(-4),
    ).toEqual(['入口', '登记处', '洗手间', '咖啡厅']);
    expect(within(legend).queryByText('医务室')).toBeNull();
    expect(within(legend).getByText('您在这里')).toBeTruthy();
  });

  it('marks "you are here" from a typed booth, keeps it in the address and shows the way to the chosen booth', async () => {
    setupHttp(mock());
    const { user } = await renderPage(<FloorplanPage />, {
      path: '/exhibitor/floorplan',
      initialEntry: '/exhibitor/floorplan?hall=H5&booth=5A01',
    });
    const input = await screen.findByRole('searchbox', { name: '您身边的展位号' });
    await user.type(input, '5z99{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('本馆没有展位 5z99');
    expect(location()).toBe('/exhibitor/floorplan?hall=H5&booth=5A01');

    await user.clear(input);
    await user.type(input, '5a03{Enter}');
    await waitFor(() => expect(location()).toBe('/exhibitor/floorplan?hall=H5&booth=5A01&here=5A03'));
    const here = screen.getByTestId('booth-5A03');
    expect(here.getAttribute('data-here')).toBe('true');
    expect(here.getAttribute('aria-label')).toBe('展位 5A03：未分配（您在这里）');
    // The chosen booth stays chosen, apart from "here".
    expect(screen.getByTestId('booth-5A01').getAttribute('data-highlighted')).toBe('true');
    expect(screen.getByTestId('booth-5A01').getAttribute('data-here')).toBeNull();
    expect(screen.getByTestId('here-pin').textContent).toBe('您在这里');
    // The route line runs over the booths but under their numbers, which keep a halo.
    const line = screen.getByTestId('here-line');
    const labels = screen.getByTestId('floor-plan').querySelector('.dir-plan__labels') as Element;
    expect(line.compareDocumentPosition(labels) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(line.compareDocumentPosition(here) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect([...labels.querySelectorAll('text')].map((el) => el.textContent)).toContain('5A03');
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('您在 5A03 展位');
    // 5A01's centre (5, 3.5) from 5A03's (14.5, 3.5): 10 m (rounded), to the left.
    expect(screen.getByTestId('way').textContent).toBe('距您直线约 10 米，在平面图的左侧');

    // Choosing another booth keeps "here"; "I am here" moves it; clear forgets it.
    await user.click(screen.getByRole('button', { name: '展位 5A02：苏州澄溪卫生用品示例有限公司' }));
    await waitFor(() => expect(location()).toBe('/exhibitor/floorplan?hall=H5&booth=5A02&here=5A03'));
    await user.click(within(screen.getByTestId('booth-card')).getByRole('button', { name: '我在这里' }));
    await waitFor(() => expect(location()).toBe('/exhibitor/floorplan?hall=H5&booth=5A02&here=5A02'));
    expect(screen.queryByTestId('here-line')).toBeNull();
    expect(within(screen.getByTestId('booth-card')).getByText('您就在这个展位')).toBeTruthy();
    await user.click(within(screen.getByTestId('here-bar')).getByRole('button', { name: '清除' }));
    await waitFor(() => expect(location()).toBe('/exhibitor/floorplan?hall=H5&booth=5A02'));
    expect(screen.queryByTestId('here-pin')).toBeNull();
  });

  it('"you are here" from the address survives a reload', async () => {
    setupHttp(mock());
    await renderPage(<FloorplanPage />, {
      path: '/exhibitor/floorplan',
      initialEntry: '/exhibitor/floorplan?hall=H5&here=5A02',
    });
    expect((await screen.findByTestId('booth-5A02')).getAttribute('data-here')).toBe('true');
    expect(screen.getByTestId('here-pin')).toBeTruthy();
    expect(within(screen.getByTestId('here-bar')).getByText(/您在 5A02 展位/)).toBeTruthy();
  });

  it("lists the hall's exhibitors beside the plan, filters them and chooses a booth from the list", async () => {
    setupHttp(mock());
    const { user } = await renderPage(<FloorplanPage />, {
      path: '/exhibitor/floorplan',
      initialEntry: '/exhibitor/floorplan?hall=H5',
    });
    const aside = await screen.findByTestId('plan-list');
    // On a narrow screen the list opens on demand.
    const toggle = within(aside).getByRole('button', { name: /5号馆展商/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = within(aside).getByRole('list', { name: '5号馆展商' });
    // Taken booths only, each with its number and exhibitor.
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['5A01南京青禾纸业示例有限公司', '5A02苏州澄溪卫生用品示例有限公司']);
    await user.type(within(aside).getByRole('textbox', { name: '筛选本馆展商' }), '澄溪');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['5A02苏州澄溪卫生用品示例有限公司']);
    await user.click(within(list).getByRole('button', { name: /5A02/ }));
    await waitFor(() => expect(location()).toBe('/exhibitor/floorplan?hall=H5&booth=5A02'));
    expect(screen.getByTestId('booth-5A02').getAttribute('data-highlighted')).toBe('true');
    expect(within(list).getByRole('button', { name: /5A02/ }).getAttribute('aria-current')).toBe('true');
    await user.clear(within(aside).getByRole('textbox', { name: '筛选本馆展商' }));
    await user.type(within(aside).getByRole('textbox', { name: '筛选本馆展商' }), '无此');
    expect(within(aside).getByRole('status').textContent).toBe('没有符合的展商');
  });

  it('cuts a long room name onto two lines when that draws it larger', () => {
    const desk = roomNameLines('Information desk', 5);
    expect(desk.lines).toEqual(['Information', 'desk']);
    expect(desk.fontSize).toBeCloseTo(4.5 / 6.6);
    expect(roomNameLines('服务台', 5).lines).toEqual(['服务台']);
    expect(roomNameLines('Seminar room A', 12).lines).toEqual(['Seminar room A']);
  });

  it('in the English frame (/en/floorplan): English labels and links to the English exhibitor page', async () => {
    setupHttp(mock());
    await renderPage(<FloorplanPage />, {
      path: '/en/floorplan',
      initialEntry: '/en/floorplan?hall=H5&booth=5A01',
      lang: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Floor plan' })).toBeTruthy();
    const card = await screen.findByTestId('booth-card');
    expect(await within(card).findByRole('heading', { name: 'Booth No 5A01' })).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/en/enterprise/detail?id=12');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy();
  });
});
