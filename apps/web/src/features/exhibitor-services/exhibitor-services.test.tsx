import type { Application, BoothPlan } from '@cidpex/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCalls, createFetchMock, renderPage, setupHttp } from '../../test/render';
import { money } from './lib/money';
import { ApplicationWizard } from './pages/application-wizard';

const booth = (boothNo: string, over: Partial<BoothPlan['booths'][number]> = {}) => ({
  boothNo,
  hall: 'H7',
  area: 'A01',
  x: 3,
  y: 3,
  w: 3,
  h: 3,
  type: 'standard' as const,
  corner: false,
  size: 9,
  price: 1_280_000,
  state: 'free' as const,
  mine: false,
  holder: null,
  ...over,
});
const PLAN: BoothPlan = {
  halls: [{ hall: 'H7', width: 40, height: 20 }],
  hall: 'H7',
  width: 40,
  height: 20,
  booths: [
    booth('7A01', { corner: true, price: 1_536_000 }),
    booth('7A02', { state: 'sold', x: 6 }),
    booth('7R01', { type: 'raw', x: 20, w: 6, h: 6, size: 36, price: 4_608_000 }),
  ],
  counts: { free: 2, held: 0, requested: 0, sold: 1 },
};
const APP: Application = {
  id: 3,
  exhibitionId: 200417,
  enterpriseId: 5,
  status: 'draft',
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
  prefill: { name: '测试纸业' },
};

describe('money', () => {
  it('writes fen as yuan in the reader language', () => {
    expect(money(1_536_000, 'zh-Hans')).toContain('15,360.00');
    expect(money(128_000, 'en')).toContain('1,280.00');
  });
});

describe('the booth step of the wizard', { timeout: 30_000 }, () => {
  it('dims booths of another type or taken, shows the price first, and holds the chosen booth', async () => {
    const fetchMock = createFetchMock({
      'GET exhibitor/rest/enterpriseApplys': () => APP,
      'GET exhibitor/rest/boothPlans': () => PLAN,
      'POST exhibitor/rest/booths/request': ({ body }) => ({
        id: 1,
        boothNo: (body as { boothNo: string }).boothNo,
      }),
    });
    setupHttp(fetchMock);
    await renderPage(<ApplicationWizard />, {
      path: '/application/boothList',
      initialEntry: '/application/boothList?step=plan',
    });
    const corner = await screen.findByTestId('plan-booth-7A01');
    expect(corner.getAttribute('opacity')).toBe('1');
    expect(screen.getByTestId('plan-booth-7A02').getAttribute('opacity')).toBe('0.35');
    expect(screen.getByTestId('plan-booth-7R01').getAttribute('opacity')).toBe('0.35');

    fireEvent.click(corner);
    const details = screen.getByTestId('booth-details');
    expect(within(details).getByTestId('booth-price').textContent).toContain('15,360.00');
    fireEvent.click(within(details).getByRole('button', { name: '选择此展位' }));
    await waitFor(() =>
      expect(apiCalls(fetchMock).some((c) => c.url.pathname === '/exhibitor/rest/booths/request')).toBe(true),
    );
    const sent = apiCalls(fetchMock).find((c) => c.url.pathname === '/exhibitor/rest/booths/request');
    expect(JSON.parse(String(sent?.init.body))).toEqual({ boothNo: '7A01' });

    // A booth of another type cannot be chosen.
    fireEvent.click(screen.getByTestId('plan-booth-7R01'));
    expect(
      within(screen.getByTestId('booth-details')).getByRole('button', { name: '选择此展位' }),
    ).toHaveProperty('disabled', true);
  });
});
