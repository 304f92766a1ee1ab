import type { FollowRow } from '@cidpex/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session/session-store';
import { bodiesSentTo, createFetchMock, renderPage, setupHttp, signInAs } from '../../test/render';
import FocusEnterprisePage from './pages/focus-enterprise-page';

function row(overrides: Partial<FollowRow> = {}): FollowRow {
  return {
    id: 3,
    targetType: 'enterprise',
    targetId: 12,
    key: 'enterprise-12',
    createdAt: '2024-05-15T02:00:00.000Z',
    name: '恒安纸业',
    nameEn: 'Hengan Paper',
    imageUrl: null,
    enterpriseId: 12,
    enterpriseName: '恒安纸业',
    enterpriseNameEn: 'Hengan Paper',
    available: true,
    ...overrides,
  };
}

describe('FocusEnterprisePage', { timeout: 30_000 }, () => {
  afterEach(() => session.signOut());

  it('lists followed enterprises in English, switches to saved products and unfollows', async () => {
    signInAs();
    let enterprises = [row()];
    const products = [
      row({
        id: 4,
        targetType: 'product',
        targetId: 5,
        key: 'product-5',
        name: '超韧卫生纸',
        nameEn: null,
        imageUrl: '/attachment/x.png',
        available: false,
      }),
    ];
    const fetchMock = createFetchMock({
      'POST exhibitor/rest/follows/page/my': ({ body }) => {
        const list = (body as { targetType: string }).targetType === 'product' ? products : enterprises;
        return { rows: list, total: list.length, page: 1, pageSize: 10 };
      },
      'DELETE exhibitor/rest/follows/3': () => {
        enterprises = [];
        return { ok: true };
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<FocusEnterprisePage />, {
      path: '/userCenterEn/focusEnterpriseEn',
      lang: 'en',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Following' })).toBeTruthy();
    expect(await screen.findByText('Hengan Paper')).toBeTruthy();
    expect(await screen.findByText('Following 1 enterprise')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Saved products' }));
    expect(await screen.findByText('超韧卫生纸')).toBeTruthy();
    expect(await screen.findByText('No longer on sale')).toBeTruthy();
    expect(screen.getByRole('img', { name: '超韧卫生纸' })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/follows/page/my').at(-1)).toMatchObject({
      targetType: 'product',
    });

    await user.click(screen.getByRole('tab', { name: 'Enterprises' }));
    await user.click(await screen.findByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText('Stop following Hengan Paper?')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Unfollow' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Hengan Paper')).toBeNull());
    expect(
      await screen.findByText("You are not following any enterprise yet. Use Follow on an exhibitor's page."),
    ).toBeTruthy();
  });
});
