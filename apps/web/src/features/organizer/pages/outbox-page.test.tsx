import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiCalls, createFetchMock, renderPage, setupHttp } from '../../../test/render';
import { OUTBOX_ROWS } from '../test-data';
import OutboxPage from './outbox-page';

function outboxCalls(fetchMock: ReturnType<typeof createFetchMock>) {
  return apiCalls(fetchMock)
    .filter(({ url }) => url.pathname === '/portal/rest/organizer/outbox')
    .map(({ url }) => Object.fromEntries(url.searchParams));
}

describe('OutboxPage', () => {
  let fetchMock: ReturnType<typeof createFetchMock>;
  beforeEach(() => {
    fetchMock = createFetchMock({
      'GET portal/rest/organizer/outbox': ({ url }) => {
        const channel = url.searchParams.get('channel');
        const q = url.searchParams.get('q');
        const rows = OUTBOX_ROWS.filter(
          (row) => (!channel || row.channel === channel) && (!q || row.recipient.includes(q)),
        );
        return {
          rows,
          total: rows.length === 0 ? 0 : 45,
          page: Number(url.searchParams.get('page')),
          pageSize: 20,
        };
      },
    });
    setupHttp(fetchMock);
  });

  it('lists the messages newest first with recipient, channel, code and Shanghai time', async () => {
    await renderPage(<OutboxPage />, { path: '/organizer/outbox' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('发件箱');
    const rows = await screen.findAllByTestId('outbox-row');
    expect(rows).toHaveLength(2);
    // The SMS (16:30 UTC = 00:30 on 15 May in Shanghai) is newer: it comes first.
    expect(rows[0]?.textContent).toContain('13800000001');
    expect(rows[0]?.textContent).toContain('短信');
    expect(within(rows[0]!).getByText('105577').tagName).toBe('STRONG');
    expect(within(rows[0]!).getByRole('time').textContent).toMatch(/5月15日.*00:30:00/);
    expect(rows[1]?.textContent).toContain('buyer@demo.cidpex.cn');
    expect(rows[1]?.textContent).toContain('CIDPEX 生活用纸展 验证码');
    expect(within(rows[1]!).getByRole('button', { name: '复制验证码 482913' })).toBeTruthy();
    expect(screen.getByText('共 45 条消息')).toBeTruthy();
    expect(outboxCalls(fetchMock)[0]).toEqual({ page: '1', pageSize: '20' });
  });

  it('keeps the channel filter, the search and the page in the address', async () => {
    const { user } = await renderPage(<OutboxPage />, { path: '/organizer/outbox', lang: 'en' });
    await screen.findAllByTestId('outbox-row');

    await user.click(screen.getByRole('radio', { name: 'SMS' }).closest('label')!);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/organizer/outbox?channel=sms'),
    );
    await waitFor(() => expect(screen.getAllByTestId('outbox-row')).toHaveLength(1));
    expect(outboxCalls(fetchMock).at(-1)).toEqual({ page: '1', pageSize: '20', channel: 'sms' });

    await user.type(screen.getByLabelText('Search by recipient'), '138');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/organizer/outbox?channel=sms&q=138'),
    );
    expect(outboxCalls(fetchMock).at(-1)).toEqual({ page: '1', pageSize: '20', channel: 'sms', q: '138' });

    await user.click(within(screen.getByTitle('Next Page')).getByRole('button'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/organizer/outbox?channel=sms&q=138&page=2'),
    );
    await waitFor(() => expect(outboxCalls(fetchMock).at(-1)).toMatchObject({ page: '2', q: '138' }));
  });

  it('reads the filters from the address on arrival, and offers to clear them when nothing matches', async () => {
    const { user } = await renderPage(<OutboxPage />, {
      path: '/organizer/outbox',
      initialEntry: '/organizer/outbox?channel=email&q=nobody&page=3',
      lang: 'en',
    });
    expect(await screen.findByTestId('outbox-empty')).toBeTruthy();
    expect(outboxCalls(fetchMock)[0]).toEqual({ page: '3', pageSize: '20', channel: 'email', q: 'nobody' });
    expect((screen.getByLabelText('Search by recipient') as HTMLInputElement).value).toBe('nobody');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/organizer/outbox'));
    expect(await screen.findAllByTestId('outbox-row')).toHaveLength(2);
  });

  it('shows a message being retried with its tries and error, and the failed jobs with a retry button', async () => {
    let dead = [
      {
        id: '6d1f9c1e-2f0a-4c55-9a51-7c7d0f2b9a10',
        queue: 'notices.send',
        data: { outboxId: 3 },
        attempts: 8,
        error: '421 service not available',
        diedAt: '2024-05-14T03:00:00.000Z',
      },
    ];
    const retried: string[] = [];
    fetchMock = createFetchMock({
      'GET portal/rest/organizer/outbox': () => ({
        rows: [
          {
            ...OUTBOX_ROWS[0],
            id: 3,
            status: 'retrying',
            attempts: 2,
            lastError: '421 service not available',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
      'GET portal/rest/organizer/jobs/dead': () => dead,
      'POST portal/rest/organizer/jobs/dead/6d1f9c1e-2f0a-4c55-9a51-7c7d0f2b9a10/retry': ({ path }) => {
        retried.push(path);
        dead = [];
        return null;
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<OutboxPage />, { path: '/organizer/outbox', lang: 'en' });
    const state = await screen.findByTestId('outbox-status');
    expect(state.textContent).toContain('Retrying');
    expect(state.textContent).toContain('2 tries');
    expect(state.textContent).toContain('Last error: 421 service not available');

    const letters = await screen.findByTestId('dead-letters');
    expect(within(letters).getByRole('heading', { level: 2 }).textContent).toBe('1 background job failed');
    expect(letters.textContent).toContain('Send an email or SMS');
    expect(letters.textContent).toContain('8 tries in all');
    await user.click(within(letters).getByRole('button', { name: /Retry job/ }));
    await waitFor(() => expect(retried).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('dead-letters')).toBeNull());
  });
});
