import { CURRENT_EXHIBITION_KEY, type Locale } from '@cidpex/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/session/storage';
import { apiCalls, createFetchMock, renderPage, setupHttp } from '../../../test/render';
import { fairEdition } from '../test-data';
import { FairHero } from './fair-hero';

/** The 33rd fair, as the config call would answer once its row is current: no code knows it. */
function fair33(lang: Locale) {
  return fairEdition(lang, {
    id: 200418,
    edition: 33,
    name:
      lang === 'en'
        ? '33rd Tissue Paper International Technology Exhibition'
        : '第33届生活用纸国际科技展览会',
    startDate: '2027-05-19',
    endDate: '2027-05-21',
    openTime: '08:30',
    closeTime: '16:30',
    venue: lang === 'en' ? 'Shanghai New International Expo Centre' : '上海新国际博览中心',
    city: lang === 'en' ? 'Shanghai, China' : '中国·上海',
    registrationOpensAt: '2027-01-09T16:00:00.000Z',
    registrationClosesAt: null,
  });
}

function serve() {
  const fetchMock = createFetchMock({
    [`GET portal/rest/config/key/${CURRENT_EXHIBITION_KEY}`]: ({ headers }) => {
      const exhibition = fair33((headers['Accept-Language'] ?? 'zh-Hans') as Locale);
      return { key: CURRENT_EXHIBITION_KEY, value: String(exhibition.id), exhibition };
    },
  });
  setupHttp(fetchMock as unknown as typeof fetch);
  return fetchMock;
}

describe('FairHero reads the current fair from configuration', () => {
  beforeEach(() => localStorage.clear());

  it('shows the name, edition, dates, hours and venue the config call answers (zh-Hans)', async () => {
    const fetchMock = serve();
    await renderPage(<FairHero site="zh" now={new Date('2027-03-01T00:00:00Z')} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: '第33届生活用纸国际科技展览会' }),
    ).toBeTruthy();
    expect(screen.getByText('第33届 · 2027')).toBeTruthy();
    expect(screen.getByTestId('fact-dates').textContent).toContain('2027年5月19日—21日');
    expect(screen.getByTestId('fact-hours').textContent).toContain('每日 08:30—16:30');
    expect(screen.getByTestId('fact-venue').textContent).toContain('上海新国际博览中心 · 中国·上海');
    // before the fair with registration open: the countdown says both
    const box = screen.getByTestId('fair-countdown');
    expect(box.dataset.state).toBe('before');
    expect(box.textContent).toContain('观众预登记已开放');
    // kept locally as spec §3 says, from one call
    expect(localStorage.getItem(STORAGE_KEYS.exhibitionId)).toBe('200418');
    const configCalls = apiCalls(fetchMock).filter((c) =>
      c.url.pathname.includes('currentAppointmentExhibition'),
    );
    expect(configCalls).toHaveLength(1);
  });

  it('shows the English names on the English site', async () => {
    serve();
    await renderPage(<FairHero site="en" now={new Date('2027-03-01T00:00:00Z')} />, { lang: 'en' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '33rd Tissue Paper International Technology Exhibition',
      }),
    ).toBeTruthy();
    expect(screen.getByTestId('fact-dates').textContent).toContain('19–21 May 2027');
    expect(screen.getByTestId('fact-venue').textContent).toContain('Shanghai New International Expo Centre');
  });
});
