import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { bodiesSentTo, createFetchMock, renderPage, setupHttp, signInAs } from '../../../test/render';
import GiftCardsPage from './gift-cards-page';

const PRIZE = {
  'zh-Hans': '展会纪念抽纸礼盒',
  'zh-Hant': '展會紀念抽紙禮盒',
  en: 'Fair souvenir tissue gift box',
};
const BATCH = { id: 3, prize: PRIZE, count: 2, redeemed: 1, createdAt: '2024-05-01T02:00:00.000Z' };

describe('GiftCardsPage', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs({ roles: ['user', 'organizer'] }));
  afterEach(() => session.signOut());

  it('generates a batch for a prize in three languages and shows who redeemed which code', async () => {
    let batches: (typeof BATCH)[] = [];
    const fetchMock = createFetchMock({
      'GET portal/rest/organizer/giftCards': () => batches,
      'POST portal/rest/organizer/giftCards': () => {
        batches = [BATCH];
        return { ...BATCH, redeemed: 0 };
      },
      'GET portal/rest/organizer/giftCards/3/codes': () => ({
        batch: BATCH,
        rows: [
          {
            id: 1,
            code: 'ABCD-EFGH-JKLM-NPQR',
            redeemedAt: '2024-05-15T02:00:00.000Z',
            redeemedBy: { id: 9, name: '王芳', mobile: '13912345678', email: null },
          },
          { id: 2, code: 'BCDE-FGHJ-KLMN-PQRS', redeemedAt: null, redeemedBy: null },
        ],
        total: 2,
        page: 1,
        pageSize: 20,
      }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<GiftCardsPage />, { path: '/organizer/giftCards', lang: 'en' });
    expect(await screen.findByText('No claim codes have been generated yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Please enter Prize (English)')).toBeTruthy();
    await user.type(screen.getByLabelText('Prize (Simplified Chinese)'), PRIZE['zh-Hans']);
    await user.type(screen.getByLabelText('Prize (Traditional Chinese)'), PRIZE['zh-Hant']);
    await user.type(screen.getByLabelText('Prize (English)'), PRIZE.en);
    const count = screen.getByLabelText('Number of codes');
    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('王芳')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST portal/rest/organizer/giftCards')).toEqual([
      { prize: PRIZE, count: 2 },
    ]);
    const row = screen.getByText('BCDE-FGHJ-KLMN-PQRS').closest('tr, .rt-card') as HTMLElement;
    expect(within(row).getByText('Not redeemed')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Codes for Fair souvenir tissue gift box (1 of 2 redeemed)' }),
    ).toBeTruthy();
  });

  it('exports a batch through the shared CSV helper, a name typed as a formula kept as text (issue 23 item 11)', async () => {
    setupHttp(
      createFetchMock({
        'GET portal/rest/organizer/giftCards': () => [BATCH],
        'GET portal/rest/organizer/giftCards/3/codes': () => ({
          batch: BATCH,
          rows: [
            {
              id: 1,
              code: 'ABCD-EFGH-JKLM-NPQR',
              redeemedAt: '2024-05-15T02:00:00.000Z',
              redeemedBy: { id: 9, name: '=cmd|calc', mobile: '13912345678', email: null },
            },
          ],
          total: 1,
          page: 1,
          pageSize: 5000,
        }),
      }),
    );
    const blobs: Blob[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:x';
    });
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await renderPage(<GiftCardsPage />, { path: '/organizer/giftCards', lang: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    const text = await (blobs[0] as Blob).text();
    expect(text).toContain(`"'=cmd|calc"`);
    expect(text).toContain('15 May 2024, 10:00 (China time, UTC+8)');
    created.mockRestore();
    revoked.mockRestore();
    click.mockRestore();
  });
});
