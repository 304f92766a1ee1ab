import { type Application, CURRENT_EXHIBITION_KEY, type FairEdition } from '@cidpex/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session/session-store';
import { createFetchMock, errorResponse, renderPage, setupHttp, signInAs } from '../../test/render';
import ExhibitionProcessPage from './pages/exhibition-process-page';

const FAIR: FairEdition = {
  id: 200417,
  edition: 32,
  name: '第32届生活用纸国际科技展览会',
  nameZhHans: '第32届生活用纸国际科技展览会',
  nameZhHant: '第32屆生活用紙國際科技展覽會',
  nameEn: '32nd Tissue Paper International Technology Exhibition',
  city: '中国·南京',
  venue: '南京国际博览中心',
  venueZhHans: '南京国际博览中心',
  venueZhHant: '南京國際博覽中心',
  venueEn: 'Nanjing International Expo Center',
  startDate: '2024-05-15',
  endDate: '2024-05-17',
  openTime: '09:00',
  closeTime: '17:00',
  timeZone: 'Asia/Shanghai',
  halls: ['H1'],
  registrationOpensAt: '2024-01-14T16:00:00.000Z',
  registrationClosesAt: '2024-04-30T09:59:00.000Z',
  isCurrent: true,
  phase: 'registrationOpen',
  registrationOpen: true,
};

const APP: Application = {
  id: 3,
  exhibitionId: 200417,
  enterpriseId: 5,
  status: 'approved',
  company: null,
  business: null,
  booth: { type: 'standard', area: 9, width: 3, depth: 3 },
  hpia: null,
  sphere: null,
  reviewNote: null,
  submittedAt: null,
  reviewedAt: null,
  updatedAt: '2024-04-01T02:00:00Z',
  boothRequests: [],
  total: 0,
  prefill: {},
};

const CONFIG = `GET portal/rest/config/key/${CURRENT_EXHIBITION_KEY}`;

describe('the exhibition process page', { timeout: 60_000 }, () => {
  afterEach(() => session.signOut());

  it('shows the registration window, the fair days and the steps from the current fair edition', async () => {
    setupHttp(
      createFetchMock({
        [CONFIG]: () => ({ key: CURRENT_EXHIBITION_KEY, value: '200417', exhibition: FAIR }),
      }),
    );
    await renderPage(<ExhibitionProcessPage />, { path: '/exhibitor/exhibitionProcess' });
    const dates = await screen.findByTestId('process-dates');
    expect(dates.textContent).toContain('报名进行中');
    // 2024-04-30 09:59 UTC is 17:59 on the fair clock
    expect(dates.textContent).toContain('17:59');
    expect(dates.textContent).toContain('09:00–17:00');
    expect(dates.textContent).toContain('南京国际博览中心');
    expect(screen.getByRole('link', { name: '提交参展申请' }).getAttribute('href')).toBe(
      '/enterpriseServicePlatform/applyBasicPage',
    );
    expect(screen.queryByTestId('process-own')).toBeNull();
  });

  it('puts a signed-in exhibitor whose application is approved at the booth step (English)', async () => {
    signInAs({ enterpriseId: 5 });
    setupHttp(
      createFetchMock({
        [CONFIG]: () => ({
          key: CURRENT_EXHIBITION_KEY,
          value: '200417',
          exhibition: { ...FAIR, name: FAIR.nameEn, registrationClosesAt: null },
        }),
        'GET exhibitor/rest/enterpriseApplys': () => APP,
      }),
    );
    await renderPage(<ExhibitionProcessPage />, { path: '/exhibitor/exhibitionProcess', lang: 'en' });
    expect((await screen.findByTestId('process-own')).textContent).toContain('Approved');
    expect(screen.getByTestId('process-dates').textContent).toContain('Open until the organizer closes it');
    const current = document.querySelector('.ant-steps-item-process');
    expect(current?.textContent).toContain('Choose a booth');
  });

  it('offers a retry when the fair cannot be loaded', async () => {
    let fail = true;
    setupHttp(
      createFetchMock({
        [CONFIG]: () =>
          fail
            ? errorResponse(500, '服务器繁忙')
            : { key: CURRENT_EXHIBITION_KEY, value: '200417', exhibition: FAIR },
      }),
    );
    await renderPage(<ExhibitionProcessPage />, { path: '/exhibitor/exhibitionProcess' });
    const retry = await screen.findByRole('button', { name: /^重\s?试$/ }, { timeout: 10_000 });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByTestId('process-dates')).toBeTruthy());
  });
});
