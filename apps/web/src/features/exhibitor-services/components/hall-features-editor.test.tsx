import type { HallLayout } from '@cidpex/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo, createFetchMock, errorResponse, renderPage, setupHttp } from '../../../test/render';
import { HallFeaturesEditor } from './hall-features-editor';

const URL = 'portal/rest/organizer/exhibitorServices/hallPlans/H5';
const LAYOUT: HallLayout = {
  hall: 'H5',
  width: 40,
  height: 30,
  outline: [
    { x: 0, y: 0 },
    { x: 40, y: 0 },
    { x: 40, y: 30 },
    { x: 0, y: 30 },
  ],
  booths: [{ boothNo: '5A01', x: 2, y: 2, w: 3, h: 3 }],
  features: [{ kind: 'entrance', x: 0, y: 10, w: 1.2, h: 6, label: '1' }],
};

describe("the organizer's editor of a hall's facilities", { timeout: 60_000 }, () => {
  it('lists the rows with a preview, adds one, shows the refusal naming the row, then saves', async () => {
    let refuse = true;
    const fetchMock = createFetchMock({
      [`GET ${URL}`]: () => LAYOUT,
      [`PUT ${URL}/features`]: (req) => {
        if (refuse) {
          refuse = false;
          return errorResponse(400, '第 2 项设施超出了展馆的墙体，请调整位置或尺寸', 12443);
        }
        return { ...LAYOUT, features: (req.body as { features: HallLayout['features'] }).features };
      },
    });
    setupHttp(fetchMock);
    await renderPage(<HallFeaturesEditor hall="H5" />, { path: '/organizer/boothPlan' });
    expect(await screen.findByRole('heading', { level: 2, name: 'H5 馆的入口和设施' })).toBeTruthy();
    const preview = await screen.findByRole('img', { name: 'H5 馆平面图预览：墙体、展位（灰色）和设施' });
    expect(within(preview).getAllByTestId('preview-entrance')).toHaveLength(1);
    expect(
      (screen.getByRole('spinbutton', { name: '第 1 项：距顶部（米）' }) as HTMLInputElement).value,
    ).toBe('10.0');

    fireEvent.click(screen.getByRole('button', { name: '添加设施' }));
    expect(await screen.findByTestId('feature-row-2')).toBeTruthy();
    expect(within(preview).getAllByTestId('preview-info')).toHaveLength(1);
    fireEvent.change(screen.getByRole('spinbutton', { name: '第 2 项：距左侧（米）' }), {
      target: { value: '39' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: '第 2 项：编号（可选）' }), {
      target: { value: 'B' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect((await screen.findByRole('alert')).textContent).toContain('第 2 项设施超出了展馆的墙体');

    fireEvent.change(screen.getByRole('spinbutton', { name: '第 2 项：距左侧（米）' }), {
      target: { value: '30' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('H5 馆的入口和设施已保存')).toBeTruthy();
    const sent = bodiesSentTo(fetchMock, `PUT ${URL}/features`) as { features: HallLayout['features'] }[];
    expect(sent.at(-1)?.features).toEqual([
      LAYOUT.features[0],
      { kind: 'info', x: 30, y: 1, w: 5, h: 4, label: 'B' },
    ]);

    // Remove and undo.
    fireEvent.click(screen.getByRole('button', { name: '删除第 1 项' }));
    await waitFor(() => expect(screen.queryByTestId('feature-row-2')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '撤销修改' }));
    expect(await screen.findByTestId('feature-row-2')).toBeTruthy();
  });
});
