import { render, screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BRAND } from '../lib/antd/theme';
import { initI18n } from '../lib/i18n';
import { createFetchMock, createTestQueryClient, setupHttp } from '../test/render';
import { Providers } from './providers';
import { buildRoutes } from './router';

/** A page telling the primary colour antd would draw it with. */
function ThemeProbe() {
  const { token } = antdTheme.useToken();
  return <p data-testid="primary">{token.colorPrimary}</p>;
}

async function open(path: string) {
  await initI18n('zh-Hans');
  setupHttp(createFetchMock());
  const page = async () => ({ default: ThemeProbe });
  const router = createMemoryRouter(
    buildRoutes([
      { path: '/antd', page },
      { path: '/light', page, plain: true },
    ]),
    { initialEntries: [path] },
  );
  render(
    <Providers client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return (await screen.findByTestId('primary')).textContent;
}

describe('pages and antd theme', () => {
  it("puts a page inside antd's ConfigProvider with the portal's theme", async () => {
    expect((await open('/antd'))?.toLowerCase()).toBe(BRAND.primary);
  });

  it('leaves a plain page (drawn without antd) outside it: the shell carries no antd theme', async () => {
    expect((await open('/light'))?.toLowerCase()).not.toBe(BRAND.primary);
  });
});

describe('first load (issue 23 item 9)', () => {
  it('draws the site frame at once while a lazy page arrives, with no HydrateFallback warning', async () => {
    await initI18n('zh-Hans');
    setupHttp(createFetchMock());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let arrive: (m: { default: typeof ThemeProbe }) => void = () => undefined;
    const page = () => new Promise<{ default: typeof ThemeProbe }>((resolve) => (arrive = resolve));
    const router = createMemoryRouter(buildRoutes([{ path: '/slow', page, plain: true }]), {
      initialEntries: ['/slow'],
    });
    render(
      <Providers client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    // The header (its skip link) and a loading status are there before the page's chunk.
    expect(await screen.findByText('跳到主要内容')).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    arrive({ default: ThemeProbe });
    expect(await screen.findByTestId('primary')).toBeTruthy();
    expect(warn.mock.calls.flat().join(' ')).not.toContain('HydrateFallback');
    warn.mockRestore();
  });

  it("draws the console's bar at once on an organizer page", async () => {
    await initI18n('en');
    setupHttp(createFetchMock());
    const router = createMemoryRouter(
      buildRoutes([{ path: '/organizer/slow', page: () => new Promise(() => undefined) }]),
      { initialEntries: ['/organizer/slow'] },
    );
    render(
      <Providers client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByTestId('console-fallback')).toBeTruthy();
  });
});

describe('parents of spec §2', () => {
  it('open their first page instead of "coming soon": /exhibitor, /application, /interaction, /en', async () => {
    const { flattenRoutes } = await import('../routes');
    const built = new Map(flattenRoutes().map((r) => [r.path, r.built]));
    for (const path of ['/exhibitor', '/application', '/interaction', '/en', '/inter']) {
      expect(built.get(path), path).toBe(true);
    }
  });
});
