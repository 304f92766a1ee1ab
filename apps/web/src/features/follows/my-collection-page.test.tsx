import type { FollowRow } from '@cidpex/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session/session-store';
import {
  bodiesSentTo,
  createFetchMock,
  errorResponse,
  renderPage,
  setupHttp,
  signInAs,
} from '../../test/render';
import MyCollectionPage from './pages/my-collection-page';

const product: FollowRow = {
  id: 4,
  targetType: 'product',
  targetId: 5,
  key: 'product-5',
  createdAt: '2024-05-15T02:00:00.000Z',
  name: '超韧卫生纸',
  nameEn: 'Extra Strong Toilet Tissue',
  imageUrl: null,
  enterpriseId: 12,
  enterpriseName: '恒安纸业',
  enterpriseNameEn: 'Hengan Paper',
  available: true,
};

describe('MyCollectionPage', { timeout: 30_000 }, () => {
  afterEach(() => session.signOut());

  it('opens on saved products, removes one and shows the empty state', async () => {
    signInAs();
    let products = [product];
    const fetchMock = createFetchMock({
      'POST exhibitor/rest/follows/page/my': ({ body }) => {
        const list = (body as { targetType: string }).targetType === 'product' ? products : [];
        return { rows: list, total: list.length, page: 1, pageSize: 10 };
      },
      'DELETE exhibitor/rest/follows/4': () => {
        products = [];
        return { ok: true };
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<MyCollectionPage />, { path: '/user/UserCenter/MyCollection' });
    expect(screen.getByRole('heading', { level: 1, name: '我的收藏' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '收藏的商品', selected: true })).toBeTruthy();
    expect(await screen.findByText('超韧卫生纸')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/follows/page/my')[0]).toMatchObject({
      targetType: 'product',
    });

    await user.click(screen.getByRole('button', { name: '取消收藏' }));
    expect(await screen.findByText('确定取消收藏 超韧卫生纸？')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: '取消收藏' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByText('超韧卫生纸')).toBeNull());
    expect(await screen.findByText('还没有收藏任何商品')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: '关注的企业' }));
    expect(await screen.findByText(/还没有关注任何企业/)).toBeTruthy();
    // the empty list leads to the exhibitors
    await user.click(screen.getByRole('button', { name: '浏览展商名录' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/exhibitorList'));
  });

  it('shows the server error with a retry', async () => {
    signInAs();
    let fail = true;
    setupHttp(
      createFetchMock({
        'POST exhibitor/rest/follows/page/my': () =>
          fail
            ? errorResponse(500, '收藏暂时无法读取')
            : { rows: [product], total: 1, page: 1, pageSize: 10 },
      }),
    );
    const { user } = await renderPage(<MyCollectionPage />, { path: '/user/UserCenter/MyCollection' });
    expect(await screen.findByText('收藏暂时无法读取')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('超韧卫生纸')).toBeTruthy();
  });
});
