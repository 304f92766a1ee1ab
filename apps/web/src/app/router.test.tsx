import { render, screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { createFetchMock, createTestQueryClient, setupHttp } from '../test/render';
import { Providers } from './providers';
import { buildRoutes } from './router';
import { BRAND } from './theme';

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
