import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { MenuButton } from './menu-button';

async function renderMenu(onSelect = vi.fn()) {
  const rendered = await renderPage(
    <>
      <MenuButton
        label="张伟"
        buttonProps={{ 'data-testid': 'account-menu' }}
        items={[
          { key: 'center', label: '个人中心', to: '/userCenter/accountInfo' },
          { key: 'divider', separator: true },
          { key: 'logout', label: '退出登录', onSelect },
        ]}
      />
      <p>outside</p>
    </>,
    { path: '/home' },
  );
  return { ...rendered, onSelect, button: screen.getByTestId('account-menu') };
}

describe('MenuButton', () => {
  it('opens from the keyboard on its first item, moves with the arrows, closes with Escape back on the button', async () => {
    const { user, button } = await renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '个人中心' })),
    );
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '退出登录' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '个人中心' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '退出登录' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('runs an action item and closes; a link item navigates; a click outside closes', async () => {
    const { user, button, onSelect } = await renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: '退出登录' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onSelect).toHaveBeenCalledTimes(1);

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: '个人中心' }));
    expect(screen.getByTestId('location').textContent).toBe('/userCenter/accountInfo');
  });
});
