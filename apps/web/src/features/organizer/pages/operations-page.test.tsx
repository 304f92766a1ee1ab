import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDay, lastDays } from '../../../lib/date-format';
import { apiCalls, createFetchMock, renderPage, setupHttp } from '../../../test/render';
import OperationsPage from './operations-page';

const [today = '', yesterday = ''] = lastDays(2, new Date());
const VIEWS = [
  { day: today, path: '/home', count: 30 },
  { day: today, path: '/exhibitorList', count: 12 },
  { day: yesterday, path: '/home', count: 10 },
];

describe('OperationsPage', () => {
  let fetchMock: ReturnType<typeof createFetchMock>;
  beforeEach(() => {
    fetchMock = createFetchMock({
      'GET portal/rest/organizer/operates/stats': ({ url }) =>
        url.searchParams.get('type') === 'ERROR' ? [] : VIEWS,
    });
    setupHttp(fetchMock);
  });

  it('shows the most visited paths and the daily totals as bars', async () => {
    await renderPage(<OperationsPage />, { path: '/organizer/operations', lang: 'en' });
    const paths = await screen.findByTestId('ops-paths');
    const items = within(paths).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['/home40', '/exhibitorList12']);
    const days = within(screen.getByTestId('ops-days')).getAllByRole('listitem');
    // The whole period, newest first; quiet days show as 0.
    expect(days).toHaveLength(7);
    expect(days.map((li) => li.textContent)).toEqual([
      `${formatDay(today, 'en')}42`,
      `${formatDay(yesterday, 'en')}10`,
      ...lastDays(7, new Date())
        .slice(2)
        .map((day) => `${formatDay(day, 'en')}0`),
    ]);
    expect(screen.getByText('52 views in total')).toBeTruthy();
    const query = apiCalls(fetchMock).find(
      ({ url }) => url.pathname === '/portal/rest/organizer/operates/stats',
    );
    expect(Object.fromEntries(query?.url.searchParams ?? [])).toEqual({ days: '7', type: 'VIEW' });
  });

  it('keeps the period and type in the address and shows an empty state with a way out', async () => {
    const { user } = await renderPage(<OperationsPage />, {
      path: '/organizer/operations',
      initialEntry: '/organizer/operations?days=1&type=ERROR',
    });
    expect(await screen.findByTestId('operations-empty')).toBeTruthy();
    expect(screen.getByText('这段时间没有前端错误。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '查看近 30 天' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/organizer/operations?days=30&type=ERROR'),
    );
    await user.click(screen.getByRole('radio', { name: '页面访问' }).closest('label')!);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/organizer/operations?days=30&type=VIEW'),
    );
    expect(await screen.findByTestId('ops-paths')).toBeTruthy();
  });
});
