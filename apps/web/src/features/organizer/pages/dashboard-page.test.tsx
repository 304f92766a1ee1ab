import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFetchMock, errorResponse, renderPage, setupHttp } from '../../../test/render';
import DashboardPage from './dashboard-page';

const COUNTS = {
  users: 1234,
  usersToday: 5,
  outbox: 88,
  outboxToday: 7,
  viewsToday: 420,
  errorsToday: 2,
  attachments: 31,
};

describe('DashboardPage', () => {
  beforeEach(() => setupHttp(createFetchMock({ 'GET portal/rest/organizer/dashboard': () => COUNTS })));

  it('shows every count with its label and the way to the details', async () => {
    await renderPage(<DashboardPage />, { path: '/organizer/dashboard', lang: 'en' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Overview');
    const users = await screen.findByTestId('stat-users');
    expect(users.textContent).toBe('Registered users1,234');
    expect(screen.getByTestId('stat-usersToday').textContent).toContain('New users today5');
    const errors = screen.getByTestId('stat-errorsToday');
    expect(within(errors).getByRole('link').getAttribute('href')).toBe(
      '/organizer/operations?days=1&type=ERROR',
    );
    expect(within(screen.getByTestId('stat-outboxToday')).getByRole('link').getAttribute('href')).toBe(
      '/organizer/outbox',
    );
    expect(screen.getByTestId('stat-attachments').textContent).toContain('Attachments31');
    expect(screen.getByRole('link', { name: /Outbox/ }).getAttribute('href')).toBe('/organizer/outbox');
  });

  it('offers a retry when the counts fail', async () => {
    let fail = true;
    setupHttp(
      createFetchMock({
        'GET portal/rest/organizer/dashboard': () => {
          if (fail) {
            fail = false;
            return errorResponse(500, '服务器开小差了');
          }
          return COUNTS;
        },
      }),
    );
    const { user } = await renderPage(<DashboardPage />, { path: '/organizer/dashboard' });
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect((await screen.findByTestId('stat-users')).textContent).toBe('注册用户1,234');
  });
});
