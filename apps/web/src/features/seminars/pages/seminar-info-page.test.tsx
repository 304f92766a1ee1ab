import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFetchMock, renderPage, setupHttp } from '../../../test/render';
import { SEMINAR } from '../test-data';
import SeminarInfoPage from './seminar-info-page';

describe('SeminarInfoPage', { timeout: 30_000 }, () => {
  it('says what the seminar is, when, where, seats left and the fees', async () => {
    setupHttp(createFetchMock({ 'GET portal/rest/seminars/200417': () => SEMINAR }));
    await renderPage(<SeminarInfoPage />, { path: '/seminar/infoPresent', lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'Tissue Technology Seminar' })).toBeTruthy();
    expect(screen.getByText('New materials and market trends.')).toBeTruthy();
    expect(screen.getByText('1 of 120 seats left')).toBeTruthy();
    expect(screen.getByText('CNY 1,280.00')).toBeTruthy();
    expect(screen.getByText('14:00–17:00')).toBeTruthy();
    // British English, as every date of the English site (not "May 15, 2024").
    expect(screen.getByText('15 May 2024')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe(
      '/seminar/seminarRegistration',
    );
    // The programme: each talk with its time and speaker, a break without one.
    expect(screen.getByRole('heading', { name: 'Programme and speakers' })).toBeTruthy();
    const talks = within(screen.getByTestId('seminar-agenda')).getAllByRole('listitem');
    expect(talks.map((t) => t.textContent)).toEqual([
      '14:00–14:40Bamboo pulp in tissueLin Qing · Demo Paper, CTO',
      '14:40–14:55Coffee break',
    ]);
  });

  it('offers the waiting list when full', async () => {
    setupHttp(
      createFetchMock({
        'GET portal/rest/seminars/200417': () => ({ ...SEMINAR, seatsTaken: 120, seatsLeft: 0, waiting: 3 }),
      }),
    );
    await renderPage(<SeminarInfoPage />, { path: '/seminar/infoPresent' });
    expect(await screen.findByText('座位已满，候补 3 人')).toBeTruthy();
    expect(screen.getByRole('link', { name: '加入候补名单' })).toBeTruthy();
  });
});
