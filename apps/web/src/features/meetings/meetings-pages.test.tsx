import type { Appointment, AppointmentPage, PlaceTime } from '@cidpex/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session/session-store';
import { bodiesSentTo, createFetchMock, renderPage, setupHttp, signInAs } from '../../test/render';
import InvitationListPage from './pages/invitation-list-page';
import InvitationMeetPage from './pages/invitation-meet-page';

const BASE = 'exhibitor/rest/fieldAppointments';

function placeTime(): PlaceTime {
  return {
    enterpriseId: 7,
    enterpriseName: '南京青禾纸业示例有限公司',
    timeZone: 'Asia/Shanghai',
    days: ['2024-05-15', '2024-05-16', '2024-05-17'],
    day: '2024-05-15',
    openTime: '09:00',
    closeTime: '17:00',
    slotMinutes: 30,
    slots: [
      { time: '09:00', endTime: '09:30', startsAt: '2024-05-15T01:00:00.000Z', free: true, takenBy: null },
      { time: '09:30', endTime: '10:00', startsAt: '2024-05-15T01:30:00.000Z', free: false, takenBy: 'them' },
      { time: '10:00', endTime: '10:30', startsAt: '2024-05-15T02:00:00.000Z', free: false, takenBy: 'you' },
    ],
    places: [
      { kind: 'booth', boothNo: '1B05', meetingPoint: null, hall: 'H1', label: '展位号 1B05 · 1号馆' },
      { kind: 'point', boothNo: null, meetingPoint: 'CC-ROOM', hall: 'CC', label: '会议中心 贵宾洽谈室' },
    ],
    capacity: 1,
  };
}

function meeting(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 5,
    status: 'PENDING',
    group: 'Pending',
    direction: 'to',
    inviterUserId: 1,
    inviterName: '李明',
    inviterEnterpriseId: null,
    inviterEnterpriseName: null,
    inviteeEnterpriseId: 7,
    inviteeEnterpriseName: '南京青禾纸业示例有限公司',
    startsAt: '2024-05-15T02:00:00.000Z',
    endsAt: '2024-05-15T02:30:00.000Z',
    day: '2024-05-15',
    startTime: '10:00',
    endTime: '10:30',
    timeZone: 'Asia/Shanghai',
    previousDay: null,
    previousTime: null,
    place: {
      kind: 'booth',
      boothNo: '1B05',
      meetingPoint: null,
      hall: 'H1',
      hallName: '1号馆',
      label: '展位号 1B05 · 1号馆',
    },
    topic: '卷纸采购',
    purposeId: null,
    reason: null,
    actions: ['accept', 'refuse', 'propose'],
    createdAt: '2024-04-20T01:00:00.000Z',
    updatedAt: '2024-04-20T01:00:00.000Z',
    ...overrides,
  };
}

afterEach(() => session.signOut());

describe('meetings pages', () => {
  it('the booking page offers only free slots, names the zone, and sends the chosen slot, place and topic', async () => {
    signInAs();
    const fetchMock = createFetchMock({
      [`GET ${BASE}/place/time`]: () => placeTime(),
      [`POST ${BASE}`]: () => meeting({ direction: 'from' }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<InvitationMeetPage />, {
      path: '/interaction/InvitationMeet',
      initialEntry: '/interaction/InvitationMeet?enterpriseId=7&purposeId=12',
    });
    const free = await screen.findByRole('radio', { name: '09:00' });
    expect(screen.getByRole('radio', { name: /09:30/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('radio', { name: /10:00/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('对方已约满')).toBeTruthy();
    expect(screen.getByText('您已有安排')).toBeTruthy();
    expect(screen.getByText(/北京时间（Asia\/Shanghai）/)).toBeTruthy();
    const send = screen.getByRole('button', { name: '发送邀约' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.click(free);
    await user.type(screen.getByLabelText(/会面主题/), '卷纸采购');
    await user.click(send);
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, `POST ${BASE}`)[0]).toEqual({
        inviteeEnterpriseId: 7,
        day: '2024-05-15',
        time: '09:00',
        placeKind: 'booth',
        boothNo: '1B05',
        topic: '卷纸采购',
        purposeId: 12,
      }),
    );
  });

  it('the list filters by the Chinese groups and shows the buttons of the state table', async () => {
    signInAs();
    const rows = [
      meeting(),
      meeting({ id: 6, status: 'ACCEPTED', group: 'Approved', actions: ['refuse', 'propose'] }),
    ];
    const fetchMock = createFetchMock({
      [`POST ${BASE}/page`]: (): AppointmentPage => ({ rows, total: 2, page: 1, pageSize: 10 }),
      [`GET ${BASE}/count`]: () => ({
        from: { PENDING: 0, UNAPPROVED: 0, ACCEPTED: 0, REFUSED: 0, REJECTED: 0, CANCELED: 0 },
        to: { PENDING: 1, UNAPPROVED: 0, ACCEPTED: 1, REFUSED: 0, REJECTED: 0, CANCELED: 0 },
        groups: { Approved: 1, Pending: 1, Withdrawn: 0, Refused: 0, All: 2 },
      }),
    });
    setupHttp(fetchMock);
    await renderPage(<InvitationListPage />, {
      path: '/interaction/InvitationList',
      initialEntry: '/interaction/InvitationList?status=Pending',
    });
    const pending = await screen.findByTestId('meeting-5');
    expect(pending.textContent).toContain('待对方回复');
    expect(pending.textContent).toContain('北京时间（Asia/Shanghai）');
    expect(screen.getAllByRole('button', { name: /同\s?意/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: '下载日历 (.ics)' })).toHaveLength(1);
    expect(bodiesSentTo(fetchMock, `POST ${BASE}/page`)[0]).toMatchObject({ group: 'Pending' });
    expect(screen.getByRole('tab', { name: '待处理 (1)' })).toBeTruthy();
  });
});
