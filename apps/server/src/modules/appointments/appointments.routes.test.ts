import {
  APPOINTMENT_ACTIONS,
  APPOINTMENT_STATES,
  APPOINTMENT_TRANSITIONS,
  type Appointment,
  type AppointmentAction,
  type AppointmentCount,
  type AppointmentPage,
  type AppointmentSettings,
  type AppointmentStats,
  type DayView,
  ERROR_MESSAGES,
  ErrorCode,
  type PlaceTime,
} from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldAppointments, outbox, users } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildBuyer, buildExhibitor, storeAppointment } from './appointments.factories';

const ctx = useTestApp();
const BASE = '/exhibitor/rest/fieldAppointments';
const invite = (enterpriseId: number, extra: Record<string, unknown> = {}) => ({
  inviteeEnterpriseId: enterpriseId,
  day: '2024-05-15',
  time: '10:00',
  topic: '竹浆面巾纸 OEM 合作',
  ...extra,
});

describe('booking a slot', () => {
  it('a buyer invites an exhibitor at its booth; the time is stored in UTC and shown on the fair clock with its zone', async () => {
    const ex = await buildExhibitor(ctx);
    const buyer = await buildBuyer(ctx);
    const seen: unknown[] = [];
    const off = ctx.app.deps.events.on('appointment.changed', (p) => void seen.push(p));
    const res = await buyer.client.post(BASE, invite(ex.enterprise.id));
    off();
    expect(res.body.errorMsg).toBeNull();
    const a = res.body.data as Appointment;
    expect(a).toMatchObject({
      status: 'PENDING',
      group: 'Pending',
      direction: 'from',
      startsAt: '2024-05-15T02:00:00.000Z',
      endsAt: '2024-05-15T02:30:00.000Z',
      day: '2024-05-15',
      startTime: '10:00',
      endTime: '10:30',
      timeZone: 'Asia/Shanghai',
      place: { kind: 'booth', boothNo: '5A01', hall: 'H5', label: '展位号 5A01 · 5号馆' },
      actions: ['withdraw'],
    });
    const [stored] = await ctx.db.select().from(fieldAppointments).where(eq(fieldAppointments.id, a.id));
    expect(stored?.startsAt.toISOString()).toBe('2024-05-15T02:00:00.000Z');
    expect(seen).toEqual([
      expect.objectContaining({ appointmentId: a.id, action: 'create', status: 'PENDING' }),
    ]);
    // The exhibitor's administrator is told, in the administrator's language.
    const notices = await ctx.db.select().from(outbox).where(eq(outbox.recipient, ex.admin.mobile!));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body).toContain('2024-05-15 10:00–10:30 (Asia/Shanghai)');
    // The exhibitor's staff see it received, with the invitee's actions.
    const received = (await ex.adminClient.post(`${BASE}/me/to`, {})).body.data as AppointmentPage;
    expect(received.rows.map((r) => [r.id, r.direction, r.actions])).toEqual([
      [a.id, 'to', ['accept', 'refuse', 'propose']],
    ]);
  });

  it('a repeated submit answers the same invitation and stores nothing twice', async () => {
    const ex = await buildExhibitor(ctx);
    const buyer = await buildBuyer(ctx);
    const [one, two] = await Promise.all([
      buyer.client.post(BASE, invite(ex.enterprise.id)),
      buyer.client.post(BASE, invite(ex.enterprise.id)),
    ]);
    expect((one.body.data as Appointment).id).toBe((two.body.data as Appointment).id);
    expect(await ctx.db.select().from(fieldAppointments)).toHaveLength(1);
  });

  it('offers only free slots: taken ones are marked for the caller and for the other side', async () => {
    const ex = await buildExhibitor(ctx);
    const buyer = await buildBuyer(ctx);
    const other = await buildBuyer(ctx);
    await buyer.client.post(BASE, invite(ex.enterprise.id, { time: '10:00' }));
    const mine = (
      await buyer.client.get(`${BASE}/place/time?enterpriseId=${ex.enterprise.id}&day=2024-05-15`)
    ).body.data as PlaceTime;
    expect(mine.days).toEqual(['2024-05-15', '2024-05-16', '2024-05-17']);
    expect(mine.slots).toHaveLength(16);
    expect(mine.slots[0]).toMatchObject({
      time: '09:00',
      endTime: '09:30',
      startsAt: '2024-05-15T01:00:00.000Z',
    });
    expect(mine.slots.at(-1)).toMatchObject({ time: '16:30', endTime: '17:00' });
    expect(mine.slots.find((s) => s.time === '10:00')).toMatchObject({ free: false, takenBy: 'you' });
    expect(mine.slots.filter((s) => !s.free)).toHaveLength(1);
    expect(mine.places[0]).toMatchObject({ kind: 'booth', boothNo: '5A01' });
    expect(mine.places.some((p) => p.kind === 'point')).toBe(true);
    const theirs = (
      await other.client.get(`${BASE}/place/time?enterpriseId=${ex.enterprise.id}&day=2024-05-15`)
    ).body.data as PlaceTime;
    expect(theirs.slots.find((s) => s.time === '10:00')).toMatchObject({ free: false, takenBy: 'them' });
    const nextDay = (
      await other.client.get(`${BASE}/place/time?enterpriseId=${ex.enterprise.id}&day=2024-05-16`)
    ).body.data as PlaceTime;
    expect(nextDay.slots.every((s) => s.free)).toBe(true);
  });

  it('refuses slots outside the fair days and hours, with the hours and zone in the message', async () => {
    const ex = await buildExhibitor(ctx);
    const buyer = await buildBuyer(ctx);
    for (const [day, time] of [
      ['2024-05-15', '08:30'],
      ['2024-05-15', '17:00'],
      ['2024-05-15', '16:45'],
      ['2024-05-15', '09:15'],
      ['2024-05-14', '10:00'],
      ['2024-05-18', '10:00'],
    ]) {
      const res = await buyer.client.post(BASE, invite(ex.enterprise.id, { day, time }));
      expect(res.body.errorCode, `${day} ${time}`).toBe(ErrorCode.APPOINTMENT_SLOT_INVALID);
      expect(res.body.errorMsg).toContain('09:00–17:00（Asia/Shanghai）');
    }
    expect(await ctx.db.select().from(fieldAppointments)).toHaveLength(0);
  });

  it('refuses anonymous callers, users without an approved pre-registration or enterprise, own enterprise and non-exhibitors', async () => {
    const ex = await buildExhibitor(ctx);
    expect((await new TestClient(ctx.app).post(BASE, invite(ex.enterprise.id))).status).toBe(401);
    const plain = await buildUser(ctx);
    const res = await (await signedInClient(ctx, plain.id, 'en')).post(BASE, invite(ex.enterprise.id));
    expect(res.status).toBe(403);
    expect(res.body.errorMsg).toBe(ERROR_MESSAGES.en.APPOINTMENT_NOT_VISITOR);
    expect((await ex.staff.client.post(BASE, invite(ex.enterprise.id))).body.errorCode).toBe(
      ErrorCode.APPOINTMENT_OWN_ENTERPRISE,
    );
    const buyer = await buildBuyer(ctx);
    const { buildEnterprise } = await import('../enterprises/enterprises.factories');
    const notExhibiting = await buildEnterprise(ctx);
    expect((await buyer.client.post(BASE, invite(notExhibiting.enterprise.id))).body.errorCode).toBe(
      ErrorCode.APPOINTMENT_NOT_EXHIBITOR,
    );
    expect(
      (await buyer.client.post(BASE, invite(ex.enterprise.id, { placeKind: 'booth', boothNo: '9Z99' }))).body
        .errorCode,
    ).toBe(ErrorCode.APPOINTMENT_PLACE_INVALID);
    expect((await buyer.client.post(BASE, invite(ex.enterprise.id, { topic: '  ' }))).body.errorCode).toBe(
      ErrorCode.APPOINTMENT_TOPIC_REQUIRED,
    );
  });

  it('meets at a meeting point of the fair, and an exhibitor may invite another exhibitor to its own booth', async () => {
    const ex = await buildExhibitor(ctx);
    const other = await buildExhibitor(ctx, { hall: 'H7', boothNo: '7B02', area: 'A02' }, 'en');
    const buyer = await buildBuyer(ctx);
    const point = (
      await buyer.client.post(BASE, invite(ex.enterprise.id, { placeKind: 'point', meetingPoint: 'CC-ROOM' }))
    ).body.data as Appointment;
    expect(point.place).toMatchObject({ kind: 'point', hall: 'CC', label: '会议中心 贵宾洽谈室' });
    const res = await other.staff.client.post(
      BASE,
      invite(ex.enterprise.id, { time: '11:00', boothNo: '7B02' }),
    );
    expect(res.body.data).toMatchObject({
      place: { boothNo: '7B02', hall: 'H7' },
      inviterEnterpriseId: other.enterprise.id,
    });
  });
});

describe('no double booking', () => {
  it('a pending or accepted meeting holds the slot for the booth capacity and for the inviter', async () => {
    const ex = await buildExhibitor(ctx);
    const [a, b, c] = [await buildBuyer(ctx), await buildBuyer(ctx), await buildBuyer(ctx)];
    expect((await a.client.post(BASE, invite(ex.enterprise.id))).body.errorMsg).toBeNull();
    const taken = await b.client.post(BASE, invite(ex.enterprise.id));
    expect(taken.status).toBe(409);
    expect(taken.body.errorCode).toBe(ErrorCode.APPOINTMENT_SLOT_TAKEN);
    // The buyer cannot be in two meetings at once either.
    const other = await buildExhibitor(ctx, { hall: 'H6', boothNo: '6A01', area: 'A01' });
    expect((await a.client.post(BASE, invite(other.enterprise.id))).body.errorCode).toBe(
      ErrorCode.APPOINTMENT_YOU_ARE_BUSY,
    );
    // Capacity 2: a second meeting fits, a third does not.
    const saved = await ex.adminClient.put(`${BASE}/settings`, { capacity: 2, staffUserIds: [] });
    expect((saved.body.data as AppointmentSettings).capacity).toBe(2);
    expect((await b.client.post(BASE, invite(ex.enterprise.id))).body.errorMsg).toBeNull();
    expect((await c.client.post(BASE, invite(ex.enterprise.id))).body.errorCode).toBe(
      ErrorCode.APPOINTMENT_SLOT_TAKEN,
    );
    // A withdrawn meeting frees its slot.
    const [first] = ((await a.client.post(`${BASE}/me/from`, {})).body.data as AppointmentPage).rows;
    await a.client.put(BASE, { id: first!.id, action: 'withdraw' });
    expect((await c.client.post(BASE, invite(ex.enterprise.id))).body.errorMsg).toBeNull();
  });

  it('50 buyers asking for one slot at once get exactly one meeting', async () => {
    const ex = await buildExhibitor(ctx);
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => buildBuyer(ctx, 'zh-Hans', `买家${i}`)),
    );
    const answers = await Promise.all(buyers.map((b) => b.client.post(BASE, invite(ex.enterprise.id))));
    expect(answers.filter((r) => r.body.success)).toHaveLength(1);
    expect(answers.filter((r) => r.body.errorCode === ErrorCode.APPOINTMENT_SLOT_TAKEN)).toHaveLength(49);
    expect(await ctx.db.select().from(fieldAppointments)).toHaveLength(1);
  }, 60_000);

  it('reApply and propose check the new slot like a new booking', async () => {
    const ex = await buildExhibitor(ctx);
    const a = await buildBuyer(ctx);
    const b = await buildBuyer(ctx);
    const first = (await a.client.post(BASE, invite(ex.enterprise.id))).body.data as Appointment;
    await a.client.put(BASE, { id: first.id, action: 'withdraw' });
    await b.client.post(BASE, invite(ex.enterprise.id));
    expect((await a.client.put(`${BASE}/reApply`, { id: first.id })).body.errorCode).toBe(
      ErrorCode.APPOINTMENT_SLOT_TAKEN,
    );
    const again = await a.client.put(`${BASE}/reApply`, { id: first.id, day: '2024-05-16', time: '14:00' });
    expect(again.body.data).toMatchObject({ status: 'PENDING', day: '2024-05-16', startTime: '14:00' });
    const bs = ((await b.client.post(`${BASE}/me/from`, {})).body.data as AppointmentPage).rows[0]!;
    const propose = await ex.adminClient.put(BASE, {
      id: bs.id,
      action: 'propose',
      day: '2024-05-16',
      time: '14:00',
    });
    expect(propose.body.errorCode).toBe(ErrorCode.APPOINTMENT_YOU_ARE_BUSY);
    const moved = await ex.adminClient.put(BASE, {
      id: bs.id,
      action: 'propose',
      day: '2024-05-16',
      time: '15:00',
    });
    expect(moved.body.data).toMatchObject({
      status: 'UNAPPROVED',
      startTime: '15:00',
      previousDay: '2024-05-15',
      previousTime: '10:00',
    });
  });
});

describe('the state table', () => {
  const inviteeActions = APPOINTMENT_ACTIONS.filter((a) => APPOINTMENT_TRANSITIONS[a].by === 'invitee');

  it('walks every action from every state: allowed ones move to their state, the others are refused', async () => {
    const ex = await buildExhibitor(ctx);
    const buyer = await buildBuyer(ctx);
    let hour = 9;
    for (const state of APPOINTMENT_STATES) {
      for (const action of APPOINTMENT_ACTIONS) {
        hour = hour >= 16 ? 9 : hour + 1;
        await ctx.db.delete(fieldAppointments);
        const row = await storeAppointment(ctx, {
          inviterUserId: buyer.user.id,
          inviteeEnterpriseId: ex.enterprise.id,
          status: state,
          hour,
        });
        const client = inviteeActions.includes(action) ? ex.adminClient : buyer.client;
        const body: Record<string, unknown> = { id: row.id, action, reason: '时间不合适' };
        if (action === 'propose') Object.assign(body, { day: '2024-05-17', time: '15:30' });
        const res =
          action === 'reApply'
            ? await client.put(`${BASE}/reApply`, { id: row.id })
            : await client.put(BASE, body);
        const rule = APPOINTMENT_TRANSITIONS[action];
        if (rule.from.includes(state)) {
          expect(res.body.errorMsg, `${state} ${action}`).toBeNull();
          expect((res.body.data as Appointment).status, `${state} ${action}`).toBe(rule.to);
        } else {
          expect(res.status, `${state} ${action}`).toBe(409);
          expect(res.body.errorCode, `${state} ${action}`).toBe(ErrorCode.APPOINTMENT_STATE);
        }
      }
    }
  });

  it('each side may take only its own actions; outsiders do not see the meeting', async () => {
    const ex = await buildExhibitor(ctx);
    const buyer = await buildBuyer(ctx);
    const row = await storeAppointment(ctx, {
      inviterUserId: buyer.user.id,
      inviteeEnterpriseId: ex.enterprise.id,
      status: 'PENDING',
    });
    for (const action of ['accept', 'refuse', 'propose'] as AppointmentAction[]) {
      const res = await buyer.client.put(BASE, {
        id: row.id,
        action,
        reason: 'x',
        day: '2024-05-16',
        time: '10:00',
      });
      expect(res.body.errorCode, action).toBe(ErrorCode.APPOINTMENT_NOT_YOURS);
    }
    expect((await ex.adminClient.put(BASE, { id: row.id, action: 'withdraw' })).body.errorCode).toBe(
      ErrorCode.APPOINTMENT_NOT_YOURS,
    );
    const stranger = await buildBuyer(ctx);
    expect((await stranger.client.put(BASE, { id: row.id, action: 'withdraw' })).status).toBe(404);
    const strangerPage = (await stranger.client.post(`${BASE}/page`, {})).body.data as AppointmentPage;
    expect(strangerPage.total).toBe(0);
  });

  it('a refusal and a rejection need a reason the other side reads', async () => {
    const ex = await buildExhibitor(ctx);
    const buyer = await buildBuyer(ctx, 'en');
    await ctx.db.update(users).set({ lang: 'en' }).where(eq(users.id, buyer.user.id));
    const row = await storeAppointment(ctx, {
      inviterUserId: buyer.user.id,
      inviteeEnterpriseId: ex.enterprise.id,
      status: 'PENDING',
    });
    const missing = await ex.adminClient.put(BASE, { id: row.id, action: 'refuse', reason: '  ' });
    expect(missing.body.errorCode).toBe(ErrorCode.APPOINTMENT_REASON_REQUIRED);
    const refused = await ex.adminClient.put(BASE, { id: row.id, action: 'refuse', reason: '展位人手不足' });
    expect(refused.body.data).toMatchObject({ status: 'REFUSED', group: 'Refused', reason: '展位人手不足' });
    const [notice] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, buyer.user.mobile!));
    expect(notice?.subject).toBe('CIDPEX: meeting declined');
    expect(notice?.body).toContain('Reason: 展位人手不足');
    expect(notice?.body).toContain('Meet Co declined');
  });

  it('only the meeting staff the administrator lists answer; the settings take members only', async () => {
    const ex = await buildExhibitor(ctx);
    const buyer = await buildBuyer(ctx);
    const row = await storeAppointment(ctx, {
      inviterUserId: buyer.user.id,
      inviteeEnterpriseId: ex.enterprise.id,
      status: 'PENDING',
    });
    expect((await ex.staff.client.put(`${BASE}/settings`, { capacity: 3, staffUserIds: [] })).status).toBe(
      403,
    );
    const outsider = await buildBuyer(ctx);
    expect(
      (await ex.adminClient.put(`${BASE}/settings`, { capacity: 1, staffUserIds: [outsider.user.id] })).body
        .errorCode,
    ).toBe(ErrorCode.APPOINTMENT_STAFF_INVALID);
    const { buildMember } = await import('../enterprises/enterprises.factories');
    const listed = await buildMember(ctx, ex.enterprise.id);
    const saved = (
      await ex.adminClient.put(`${BASE}/settings`, { capacity: 1, staffUserIds: [listed.user.id] })
    ).body.data as AppointmentSettings;
    expect(saved).toMatchObject({ capacity: 1, staffUserIds: [listed.user.id], editable: true });
    expect(saved.staff.map((s) => s.userId)).toContain(ex.staff.user.id);
    expect(((await ex.staff.client.get(`${BASE}/settings`)).body.data as AppointmentSettings).editable).toBe(
      false,
    );
    const denied = await ex.staff.client.put(BASE, { id: row.id, action: 'accept' });
    expect(denied.body.errorCode).toBe(ErrorCode.APPOINTMENT_NOT_MEETING_STAFF);
    const listedRows = ((await listed.client.post(`${BASE}/me/to`, {})).body.data as AppointmentPage).rows;
    expect(listedRows[0]?.actions).toEqual(['accept', 'refuse', 'propose']);
    expect(
      ((await ex.staff.client.post(`${BASE}/me/to`, {})).body.data as AppointmentPage).rows[0]?.actions,
    ).toEqual([]);
    expect((await listed.client.put(BASE, { id: row.id, action: 'accept' })).body.data).toMatchObject({
      status: 'ACCEPTED',
    });
  });
});

describe('lists, day view and calendar files', () => {
  it('lists by direction, state and group, and counts both status sets', async () => {
    const ex = await buildExhibitor(ctx);
    const buyer = await buildBuyer(ctx);
    for (const [status, hour] of [
      ['PENDING', 9],
      ['UNAPPROVED', 10],
      ['ACCEPTED', 11],
      ['REFUSED', 12],
      ['CANCELED', 13],
    ] as const) {
      await storeAppointment(ctx, {
        inviterUserId: buyer.user.id,
        inviteeEnterpriseId: ex.enterprise.id,
        status,
        hour,
      });
    }
    const pending = (await buyer.client.post(`${BASE}/page`, { group: 'Pending' })).body
      .data as AppointmentPage;
    expect(pending.rows.map((r) => r.status).sort()).toEqual(['PENDING', 'UNAPPROVED']);
    const accepted = (await buyer.client.post(`${BASE}/me/from`, { status: 'ACCEPTED' })).body
      .data as AppointmentPage;
    expect(accepted.total).toBe(1);
    expect(((await buyer.client.post(`${BASE}/me/to`, {})).body.data as AppointmentPage).total).toBe(0);
    const count = (await buyer.client.get(`${BASE}/count`)).body.data as AppointmentCount;
    expect(count.from).toMatchObject({
      PENDING: 1,
      UNAPPROVED: 1,
      ACCEPTED: 1,
      REFUSED: 1,
      REJECTED: 0,
      CANCELED: 1,
    });
    expect(count.groups).toEqual({ Approved: 1, Pending: 2, Withdrawn: 1, Refused: 1, All: 5 });
    const theirs = (await ex.adminClient.get(`${BASE}/count`)).body.data as AppointmentCount;
    expect(theirs.to.PENDING).toBe(1);
  });

  it('the day view lists holding meetings in time order and warns when the walk between halls is longer than the gap', async () => {
    const near = await buildExhibitor(ctx, { hall: 'H1', boothNo: '1A01', area: 'A01' });
    const far = await buildExhibitor(ctx, { hall: 'H9', boothNo: '9A01', area: 'A01' });
    const buyer = await buildBuyer(ctx);
    await storeAppointment(ctx, {
      inviterUserId: buyer.user.id,
      inviteeEnterpriseId: near.enterprise.id,
      status: 'ACCEPTED',
      hour: 9,
      minute: 30,
      hall: 'H1',
    });
    await storeAppointment(ctx, {
      inviterUserId: buyer.user.id,
      inviteeEnterpriseId: far.enterprise.id,
      status: 'ACCEPTED',
      hour: 9,
      hall: 'H9',
    });
    await storeAppointment(ctx, {
      inviterUserId: buyer.user.id,
      inviteeEnterpriseId: far.enterprise.id,
      status: 'CANCELED',
      hour: 11,
      hall: 'H9',
    });
    const view = (await buyer.client.get(`${BASE}/day?day=2024-05-15`)).body.data as DayView;
    expect(view.rows.map((r) => r.startTime)).toEqual(['09:00', '09:30']);
    expect(view.warnings).toHaveLength(1);
    expect(view.warnings[0]).toMatchObject({
      fromHall: '9号馆',
      toHall: '1号馆',
      gapMinutes: 0,
      walkMinutes: 17,
    });
    const otherDay = (await buyer.client.get(`${BASE}/day?day=2024-05-16`)).body.data as DayView;
    expect(otherDay.rows).toEqual([]);
  });

  it('an accepted meeting and the whole day download as .ics for both sides; others are refused', async () => {
    const ex = await buildExhibitor(ctx);
    const buyer = await buildBuyer(ctx);
    const a = (await buyer.client.post(BASE, invite(ex.enterprise.id))).body.data as Appointment;
    const early = await buyer.client.get(`${BASE}/${a.id}/ics`);
    expect(early.body.errorCode).toBe(ErrorCode.APPOINTMENT_NOT_ACCEPTED);
    await ex.adminClient.put(BASE, { id: a.id, action: 'accept' });
    for (const client of [buyer.client, ex.adminClient, ex.staff.client]) {
      const res = await client.get(`${BASE}/${a.id}/ics`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('text/calendar');
      const text = res.body.data as unknown as string;
      expect(text).toContain('DTSTART:20240515T020000Z');
      expect(text).toContain('DTEND:20240515T023000Z');
      expect(text).toContain('LOCATION:展位号 5A01 · 5号馆');
    }
    const day = await buyer.client.get(`${BASE}/day/2024-05-15/ics`);
    expect((day.body.data as unknown as string).match(/BEGIN:VEVENT/g)).toHaveLength(1);
    const stranger = await buildBuyer(ctx);
    expect((await stranger.client.get(`${BASE}/${a.id}/ics`)).status).toBe(404);
    expect(
      (await stranger.client.get(`${BASE}/day/2024-05-15/ics`)).body.data as unknown as string,
    ).not.toContain('BEGIN:VEVENT');
  });
});

describe('the organizer', () => {
  it('sees counts per fair day and hall; nobody else does', async () => {
    const ex = await buildExhibitor(ctx);
    const buyer = await buildBuyer(ctx);
    await storeAppointment(ctx, {
      inviterUserId: buyer.user.id,
      inviteeEnterpriseId: ex.enterprise.id,
      status: 'ACCEPTED',
      hour: 9,
    });
    await storeAppointment(ctx, {
      inviterUserId: buyer.user.id,
      inviteeEnterpriseId: ex.enterprise.id,
      status: 'PENDING',
      hour: 10,
    });
    await storeAppointment(ctx, {
      inviterUserId: buyer.user.id,
      inviteeEnterpriseId: ex.enterprise.id,
      status: 'PENDING',
      hour: 11,
      hall: 'CC',
    });
    expect((await buyer.client.get('/portal/rest/organizer/fieldAppointments/stats')).status).toBe(403);
    const organizer = await buildOrganizer(ctx, 'en');
    const res = await organizer.client.get('/portal/rest/organizer/fieldAppointments/stats');
    expect(res.body.errorMsg).toBeNull();
    const stats = res.body.data as AppointmentStats;
    expect(stats.days).toEqual(['2024-05-15', '2024-05-16', '2024-05-17']);
    expect(stats.rows.map((r) => [r.day, r.hallName, r.counts.ACCEPTED, r.counts.PENDING, r.total])).toEqual([
      ['2024-05-15', 'Hall 5', 1, 1, 2],
      ['2024-05-15', 'Conference Center', 0, 1, 1],
    ]);
    expect(stats.totals).toMatchObject({ ACCEPTED: 1, PENDING: 2 });
  });
});
