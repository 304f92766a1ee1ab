import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session/session-store';
import { createFetchMock, renderPage, setupHttp, signInAs } from '../../test/render';
import { OrganizerLayout } from './organizer-layout';

describe('the organizer console frame', () => {
  afterEach(() => session.signOut());

  it('shows a signed-in non-organizer "no permission" with a way back, and no console menu', async () => {
    setupHttp(createFetchMock());
    signInAs({ roles: ['user'] });
    await renderPage(<OrganizerLayout />, { path: '/organizer/dashboard', lang: 'zh-Hans' });
    expect(await screen.findByRole('heading', { name: '没有权限' })).toBeTruthy();
    expect(screen.queryByText('登录过期，请重新登录')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/home');
  });

  it('draws the console menu for the organizer', async () => {
    setupHttp(createFetchMock());
    signInAs({ roles: ['user', 'organizer'] });
    await renderPage(<OrganizerLayout />, { path: '/organizer/dashboard', lang: 'en' });
    expect(await screen.findByRole('navigation')).toBeTruthy();
    expect(screen.queryByTestId('no-permission')).toBeNull();
  });
});
