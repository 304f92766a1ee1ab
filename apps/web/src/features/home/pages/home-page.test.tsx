import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiCalls, createFetchMock, errorResponse, renderPage, setupHttp } from '../../../test/render';
import { dictHandlers, fairShown } from '../test-data';
import HomePage from './home-page';

function hrefs(container: HTMLElement) {
  return Object.fromEntries(
    within(container)
      .getAllByRole('link')
      .map((link) => [link.dataset.testid, link.getAttribute('href')]),
  );
}

describe('HomePage', () => {
  let fetchMock: ReturnType<typeof createFetchMock>;
  beforeEach(() => {
    fetchMock = createFetchMock(dictHandlers);
    setupHttp(fetchMock);
  });

  it('shows the fair facts and the entrances in zh-Hans', async () => {
    await renderPage(<HomePage />, { path: '/home' });
    await fairShown();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('第32届生活用纸国际科技展览会');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('第32届 · 2024')).toBeTruthy();
    expect(screen.getByTestId('fact-dates').textContent).toContain('2024年5月15日—17日');
    expect(screen.getByTestId('fact-hours').textContent).toContain('每日 09:00—17:00');
    expect(screen.getByTestId('fact-venue').textContent).toContain('南京国际博览中心');

    const entrances = screen.getByRole('region', { name: '快速入口' });
    expect(hrefs(entrances)).toEqual({
      'entrance-visitor': '/visitor/visitorRegister',
      'entrance-exhibitors': '/exhibitorList',
      'entrance-seminar': '/seminar/seminarRegistration',
      'entrance-live': '/live/videoLive',
      'entrance-apply': '/enterpriseServicePlatform/applyHome',
      'entrance-news': '/introduce/ExhibitionNews',
      'entrance-supply': '/inter/SupplyPlatform',
    });
    expect(within(entrances).getByRole('link', { name: /观众预登记/ })).toBeTruthy();
    // Today is past May 2024: the countdown says the fair has ended.
    expect(screen.getByTestId('fair-countdown').dataset.state).toBe('after');
  });

  it('loads the exhibition areas and halls in the stored language', async () => {
    await renderPage(<HomePage />, { path: '/home' });
    expect(screen.getByTestId('areas-loading')).toBeTruthy();
    const area = await screen.findByRole('link', { name: '生活用纸成品' });
    expect(area.getAttribute('href')).toBe('/exhibitorList?area=A01');
    expect(await screen.findByText('1号馆')).toBeTruthy();
    const call = apiCalls(fetchMock).find(({ url }) => url.pathname.endsWith('/exhibitionArea'));
    expect(call?.url.pathname).toBe('/portal/rest/dicts/exhibition/200417/exhibitionArea');
    expect(((call?.init.headers ?? {}) as Record<string, string>)['Accept-Language']).toBe('zh-Hans');
  });

  it('shows the same in English', async () => {
    await renderPage(<HomePage />, { path: '/home', lang: 'en' });
    await fairShown();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '32nd Tissue Paper International Technology Exhibition',
    );
    expect(screen.getByText('32nd edition · 2024')).toBeTruthy();
    expect(screen.getByTestId('fact-dates').textContent).toContain('15–17 May 2024');
    expect(screen.getByTestId('fact-venue').textContent).toContain('Nanjing International Expo Center');
    const entrances = screen.getByRole('region', { name: 'Get started' });
    expect(
      within(entrances)
        .getByRole('link', { name: /Buyer Pre-Registration/ })
        .getAttribute('href'),
    ).toBe('/visitor/visitorRegister');
    expect(await screen.findByRole('link', { name: 'Nonwovens' })).toBeTruthy();
    expect(screen.getByTestId('fair-countdown').textContent).toContain('The 32nd fair has ended');
  });

  it('offers a retry when the areas fail to load', async () => {
    let failures = 1;
    fetchMock = createFetchMock({
      ...dictHandlers,
      'GET portal/rest/dicts/exhibition/200417/exhibitionArea': (request) =>
        failures-- > 0
          ? errorResponse(500, 'boom')
          : dictHandlers['GET portal/rest/dicts/exhibition/200417/exhibitionArea'](request),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<HomePage />, { path: '/home' });
    await fairShown();
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    expect(screen.getByText('加载失败，请检查网络后重试')).toBeTruthy();
    await user.click(retry);
    await waitFor(() => expect(screen.getByRole('link', { name: '生活用纸成品' })).toBeTruthy());
  });
});
