import { CURRENT_EXHIBITION_KEY, type FairEdition } from '@cidpex/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFetchMock, renderPage, setupHttp } from '../../../test/render';
import FairPhasesPage from './fair-phases-page';

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
  registrationClosesAt: null,
  isCurrent: true,
  phase: 'registrationOpen',
  registrationOpen: true,
};

describe('FairPhasesPage', () => {
  it('shows the phase and sends a closing time on the fair clock', async () => {
    const sent: unknown[] = [];
    setupHttp(
      createFetchMock({
        'GET portal/rest/organizer/fairs': () => [FAIR],
        'PUT portal/rest/organizer/fairs/200417/phases': ({ body }) => {
          sent.push(body);
          return { ...FAIR, registrationClosesAt: '2024-05-17T09:00:00.000Z', phase: 'afterFair' };
        },
        [`GET portal/rest/config/key/${CURRENT_EXHIBITION_KEY}`]: () => ({
          key: CURRENT_EXHIBITION_KEY,
          value: '200417',
        }),
      }) as unknown as typeof fetch,
    );
    await renderPage(<FairPhasesPage />, { path: '/organizer/fair' });
    expect((await screen.findByTestId('phase-200417')).textContent).toBe('预登记进行中');
    const opens = screen.getByLabelText('预登记开放时间') as HTMLInputElement;
    expect(opens.value).toBe('2024-01-15T00:00');
    fireEvent.change(screen.getByLabelText('预登记截止时间'), { target: { value: '2024-05-17T17:00' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      registrationOpensAt: '2024-01-14T16:00:00.000Z',
      registrationClosesAt: '2024-05-17T09:00:00.000Z',
      startDate: '2024-05-15',
      endDate: '2024-05-17',
    });
    expect(await screen.findByText('已保存，首页和预登记即时按新设置执行')).toBeTruthy();
  });
});
