import { type BoothPricePlan, defaultPricePlan } from '@cidpex/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiCalls,
  bodiesSentTo,
  createFetchMock,
  errorResponse,
  renderPage,
  setupHttp,
} from '../../../test/render';
import PricePlanPage from './price-plan-page';

const PLAN_URL = 'portal/rest/organizer/exhibitorServices/pricePlan';
const SAVED: BoothPricePlan = {
  ...defaultPricePlan(200417),
  version: 1,
  updatedAt: '2024-04-01T02:00:00.000Z',
};

function priceInput(type: 'standard' | 'raw') {
  return within(screen.getByTestId(`price-type-${type}`)).getAllByRole('spinbutton')[0] as HTMLInputElement;
}

describe('the organizer price plan page', { timeout: 60_000 }, () => {
  it('shows the plan, checks the fields in the page language and saves after the confirmation', async () => {
    let current = SAVED;
    const fetchMock = createFetchMock({
      [`GET ${PLAN_URL}`]: () => current,
      [`PUT ${PLAN_URL}`]: (req) => {
        const body = req.body as { types: BoothPricePlan['types']; version: number };
        current = {
          ...current,
          types: body.types.map((t) => ({ ...t, unit: t.type === 'standard' ? 'booth' : 'm2' })),
          version: body.version + 1,
        };
        return current;
      },
    });
    setupHttp(fetchMock);
    await renderPage(<PricePlanPage />, { path: '/organizer/pricePlan' });
    expect(await screen.findByRole('heading', { name: '展位价格方案' })).toBeTruthy();
    await screen.findByTestId('price-type-standard');
    expect(priceInput('standard').value).toBe('12800');
    expect(priceInput('raw').value).toBe('1280');
    // Both types are offered: nothing to add.
    expect(screen.queryByRole('combobox', { name: '增加展位类型' })).toBeNull();

    fireEvent.change(priceInput('standard'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: '保存价格方案' }));
    expect(await screen.findByText('价格须为 1 至 1,000,000 元之间的整数元')).toBeTruthy();
    expect(apiCalls(fetchMock).some((c) => c.init.method === 'PUT')).toBe(false);

    fireEvent.change(priceInput('standard'), { target: { value: '13800' } });
    fireEvent.click(screen.getByRole('button', { name: '保存价格方案' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('每个 ¥13,800.00');
    fireEvent.click(within(dialog).getByRole('button', { name: /^保\s?存$/ }));
    expect(await screen.findByText('价格方案已保存。')).toBeTruthy();
    const [sent] = bodiesSentTo(fetchMock, `PUT ${PLAN_URL}`) as {
      types: { type: string; unitPrice: number }[];
      version: number;
    }[];
    expect(sent).toMatchObject({
      version: 1,
      m2PerStaffPass: 3,
      types: [
        { type: 'standard', unitPrice: 1_380_000, minArea: 9, cornerSurchargePercent: 20 },
        { type: 'raw', unitPrice: 128_000, minArea: 36, cornerSurchargePercent: 20 },
      ],
    });
  });

  it("says the server's refusal and keeps the edit; a failed load offers a retry; in English too", async () => {
    let fail = true;
    const fetchMock = createFetchMock({
      [`GET ${PLAN_URL}`]: () =>
        fail ? errorResponse(500, 'Data error, please try again later', 10000) : SAVED,
      [`PUT ${PLAN_URL}`]: () =>
        errorResponse(409, '1 booths of this type are sold or held, so the type cannot be removed', 12310),
    });
    setupHttp(fetchMock);
    await renderPage(<PricePlanPage />, { path: '/organizer/pricePlan', lang: 'en' });
    expect(await screen.findByText('Data error, please try again later')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Booth price plan' })).toBeTruthy();

    fireEvent.click(
      within(await screen.findByTestId('price-type-raw')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(screen.queryByTestId('price-type-raw')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save price plan' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('plan-error')).textContent).toContain('cannot be removed');
    expect(screen.queryByTestId('price-type-raw')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Offer another booth type' })).toBeTruthy();
  });
});
