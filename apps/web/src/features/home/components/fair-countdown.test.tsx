import { CURRENT_EXHIBITION_KEY, type FairEdition, type Locale } from '@cidpex/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, renderPage, setupHttp } from '../../../test/render';
import { fairEdition } from '../test-data';
import { FairCountdown } from './fair-countdown';

/** The config call answers the fair edition in the page's language. */
function serveFair(overrides: Partial<FairEdition> = {}) {
  const fetchMock = createFetchMock({
    [`GET portal/rest/config/key/${CURRENT_EXHIBITION_KEY}`]: ({ headers }) => ({
      key: CURRENT_EXHIBITION_KEY,
      value: '200417',
      exhibition: fairEdition((headers['Accept-Language'] ?? 'zh-Hans') as Locale, overrides),
    }),
  });
  setupHttp(fetchMock as unknown as typeof fetch);
  return fetchMock;
}

async function countdown() {
  return screen.findByTestId('fair-countdown', {}, { timeout: 3000 }).then(async (box) => {
    await vi.waitFor(() => expect(box.dataset.state).not.toBe('loading'));
    return box;
  });
}

/** Fakes only the clock: the countdown reads `new Date()`; timers stay real for React. */
function setClock(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

describe('FairCountdown', () => {
  beforeEach(() => {
    vi.useRealTimers();
    serveFair();
  });
  afterEach(() => vi.useRealTimers());

  it('before: days and hours to go (zh-Hans)', async () => {
    setClock('2024-05-12T23:30:00Z');
    await renderPage(<FairCountdown />);
    const box = await countdown();
    expect(box.dataset.state).toBe('before');
    expect(box.textContent).toContain('距开幕还有');
    expect(box.textContent).toContain('2天');
    expect(box.textContent).toContain('1小时');
    expect(box.textContent).toContain('2024年5月15日 09:00 开幕');
  });

  it('before: singular and plural units in English', async () => {
    setClock('2024-05-14T00:00:00Z');
    await renderPage(<FairCountdown />, { lang: 'en' });
    const box = await countdown();
    expect(box.textContent).toContain('1day');
    expect(box.textContent).toContain('1hour');
    expect(box.textContent).toContain('Doors open at 09:00 on 15 May 2024');
  });

  it('during: open now, day 2 of 3', async () => {
    setClock('2024-05-16T03:00:00Z');
    await renderPage(<FairCountdown />, { lang: 'en' });
    const box = await countdown();
    expect(box.dataset.state).toBe('during');
    expect(box.textContent).toContain('Open now');
    expect(box.textContent).toContain('Day 2 of 3');
  });

  it('during: closed for the night in zh-Hans', async () => {
    setClock('2024-05-15T12:00:00Z');
    await renderPage(<FairCountdown />);
    expect((await countdown()).textContent).toContain('今日已闭馆，明日 09:00 开馆');
    expect(screen.getByTestId('fair-countdown').textContent).toContain('第 1 天 / 共 3 天');
  });

  it('after: the 32nd fair has ended, with its dates', async () => {
    setClock('2026-02-01T00:00:00Z');
    await renderPage(<FairCountdown />, { lang: 'en' });
    const box = await countdown();
    expect(box.dataset.state).toBe('after');
    expect(box.textContent).toContain('The 32nd fair has ended');
    expect(box.textContent).toContain('15–17 May 2024');
  });

  it('after in zh-Hant', async () => {
    setClock('2026-02-01T00:00:00Z');
    await renderPage(<FairCountdown />, { lang: 'zh-Hant' });
    expect((await countdown()).textContent).toContain('第32屆展會已圓滿落幕');
  });

  it('after the fair days with registration still open: says so instead of "ended"', async () => {
    setClock('2026-11-26T00:00:00Z');
    serveFair({ registrationClosesAt: null });
    await renderPage(<FairCountdown />, { lang: 'en' });
    const box = await countdown();
    expect(box.dataset.state).toBe('registration');
    expect(box.textContent).toContain('Pre-registration for the 32nd fair is open');
    expect(box.textContent).not.toContain('has ended');
  });

  it('before the fair: when pre-registration opens, in zh-Hans', async () => {
    setClock('2024-01-01T00:00:00Z');
    await renderPage(<FairCountdown />);
    expect((await countdown()).textContent).toContain('观众预登记将于2024年1月15日开放');
  });
});
