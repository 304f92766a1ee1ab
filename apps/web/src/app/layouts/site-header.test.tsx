import type { NavItem } from '@cidpex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session/session-store';
import { apiCalls, createFetchMock, renderPage, setupHttp, signInAs } from '../../test/render';
import { SiteHeader } from './site-header';
import { fitCount } from './site-nav';

const item = (code: string, name: string, path: string, children: NavItem[] = []): NavItem =>
  ({ code, name, path, children }) as NavItem;

const NAV = [
  item('home', '首页', '/home'),
  item('exhibition', '展会介绍', '/exhibition/exhibitionGuide', [
    item('guide', '展会概况', '/exhibition/exhibitionGuide'),
    item('traffic', '交通指南', '/exhibition/trafficStrategy'),
  ]),
  item('exhibitors', '展商名录', '/exhibitorList'),
];

function mockNavigation() {
  const fetchMock = createFetchMock({
    'GET portal/rest/catalogs/navi/site/1': () => NAV,
    'POST register/rest/loginAccounts/logout': () => true,
  });
  setupHttp(fetchMock);
  return fetchMock;
}

describe('fitCount', () => {
  it('keeps every item when the row fits, else as many as fit beside the "more" button', () => {
    expect(fitCount([100, 100, 100], 40, 300)).toBe(3);
    expect(fitCount([100, 100, 100], 40, 299)).toBe(2);
    expect(fitCount([100, 100, 100], 40, 239)).toBe(1);
    expect(fitCount([100, 100, 100], 40, 100)).toBe(0);
    expect(fitCount([], 40, 0)).toBe(0);
  });
});

describe('SiteHeader on a phone', () => {
  it('opens the menu sheet with the navigation, the current page marked and its group open; a link closes it', async () => {
    mockNavigation();
    const { user } = await renderPage(<SiteHeader site="zh" />, {
      path: '/exhibition/trafficStrategy',
    });
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/user/Login');
    // A phone offers signing up, not only logging in: in the header and in the menu.
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe('/user/signIn');
    expect(screen.getByRole('combobox', { name: '语言' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '打开菜单' }));
    const sheet = await screen.findByRole('dialog', { name: 'CIDPEX 2024' });
    expect(within(sheet).getByRole('link', { name: '注册' }).getAttribute('href')).toBe('/user/signIn');
    expect(within(sheet).getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/user/Login');
    const nav = within(sheet).getByRole('navigation', { name: '主导航' });
    await within(nav).findByRole('link', { name: '首页' });
    const current = within(nav).getByRole('link', { name: '交通指南' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect((current.closest('details') as HTMLDetailsElement).open).toBe(true);
    expect(within(nav).getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();

    await user.click(within(nav).getByRole('link', { name: '展商名录' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/exhibitorList');
  });

  it('the sheet closes with its × button', async () => {
    mockNavigation();
    const { user } = await renderPage(<SiteHeader site="zh" />, { path: '/home' });
    await user.click(screen.getByTestId('open-menu'));
    await user.click(await screen.findByRole('button', { name: '关闭菜单' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a signed-in person logs out from the account menu and lands on the home page', async () => {
    const fetchMock = mockNavigation();
    signInAs({ name: '张伟' });
    const { user } = await renderPage(<SiteHeader site="en" />, {
      path: '/exhibitor/exhibitorListEn',
      lang: 'en',
    });
    const account = screen.getByTestId('account-menu');
    expect(account.textContent).toBe('张伟');
    expect(screen.getByText('张伟').getAttribute('lang')).toBe('zh-Hans');
    await user.click(account);
    expect(screen.getByRole('menuitem', { name: 'My account' }).getAttribute('href')).toBe(
      '/userCenter/accountInfo',
    );
    expect(screen.queryByRole('menuitem', { name: 'Organizer console' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/IndexEn'));
    expect(session.get().user).toBeNull();
    expect(apiCalls(fetchMock).map((c) => c.url.pathname)).toContain('/register/rest/loginAccounts/logout');
  });
});
