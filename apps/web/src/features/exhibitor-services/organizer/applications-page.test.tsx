import type { ApplicationPage, ApplicationQueueRow } from '@cidpex/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFetchMock, renderPage, setupHttp } from '../../../test/render';
import ApplicationsPage from './applications-page';

const QUEUE = 'GET portal/rest/organizer/exhibitorServices/applications';

function row(id: number, over: Partial<ApplicationQueueRow> = {}): ApplicationQueueRow {
  return {
    id,
    enterpriseId: 100 + id,
    status: 'submitted',
    company: {
      name: `申请企业${id}`,
      nameEn: '',
      creditCode: '91320100MA1XXXXX0X',
      address: '南京市',
      website: '',
      landline: '',
      contactName: '王经理',
      contactMobile: '13900000000',
      contactEmail: 'wang@demo.example',
    },
    booth: { type: 'standard', area: 9, width: 3, depth: 3 },
    hpia: null,
    sphere: null,
    reviewNote: null,
    submittedAt: '2024-04-01T02:00:00.000Z',
    total: 1_280_000,
    boothRequests: [],
    ...over,
  };
}

const PAGE: ApplicationPage = {
  rows: [
    row(1, {
      sphere: {
        id: 9,
        enterpriseId: 101,
        meetingRoom: true,
        seats: 40,
        day: '2024-05-16',
        note: '需要投影仪',
        updatedAt: '2024-04-01T02:00:00.000Z',
      },
      hpia: { member: true, forumSeats: 2, catalogueEntry: false },
    }),
    row(2),
  ],
  total: 2,
  page: 1,
  pageSize: 20,
  counts: { draft: 0, submitted: 2, changes_requested: 0, approved: 0, rejected: 0 },
};

describe("the organizer's application queue", { timeout: 30_000 }, () => {
  it("shows each applicant's meeting room and HPIA wishes read-only", async () => {
    setupHttp(createFetchMock({ [QUEUE]: () => PAGE }));
    await renderPage(<ApplicationsPage />, {
      path: '/organizer/exhibitorApplications',
      initialEntry: '/organizer/exhibitorApplications',
    });
    const first = await screen.findByTestId('application-1');
    const wishes = within(first).getByTestId('meeting-summary');
    expect(within(wishes).getByText('会议室与 HPIA')).toBeTruthy();
    expect(within(wishes).getByText('40 个座位，5月16日（周四）')).toBeTruthy();
    expect(within(wishes).getByText('需要投影仪')).toBeTruthy();
    const cells = [...wishes.querySelectorAll('.ant-descriptions-item')].map((item) => item.textContent);
    expect(cells).toEqual(expect.arrayContaining(['HPIA 会员是', '论坛席位2', '登录 HPIA 会刊否']));
    // Read-only: no field to change them.
    expect(within(wishes).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(wishes).queryAllByRole('checkbox')).toHaveLength(0);

    const second = screen.getByTestId('application-2');
    expect(within(second).getByText('该申请未提出会议室或 HPIA 增值服务需求。')).toBeTruthy();
    expect(within(second).queryByText('40 个座位，5月16日（周四）')).toBeNull();
  });

  it('in English', async () => {
    setupHttp(createFetchMock({ [QUEUE]: () => PAGE }));
    await renderPage(<ApplicationsPage />, {
      path: '/organizer/exhibitorApplications',
      initialEntry: '/organizer/exhibitorApplications',
      lang: 'en',
    });
    const wishes = within(await screen.findByTestId('application-1')).getByTestId('meeting-summary');
    expect(within(wishes).getByText('40 seats, Thu 16 May')).toBeTruthy();
    expect(
      within(screen.getByTestId('application-2')).getByText(
        'The applicant wished for no meeting room or HPIA extras.',
      ),
    ).toBeTruthy();
  });
});
