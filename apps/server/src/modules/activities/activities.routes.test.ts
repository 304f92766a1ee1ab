import {
  ACTIVITY_ACTIONS,
  ACTIVITY_STATES,
  type Activity,
  type ActivityAction,
  type ActivityPage,
  ERROR_MESSAGES,
  ErrorCode,
  nextActivityState,
  type PublicActivityPage,
  type Signup,
  type SignupPage,
} from '@cidpex/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, activitySignups, attachments, outbox, users } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient as Client, useTestApp } from '../../test/harness';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { activityInput, buildActivity, buildPicture, fairTime } from './activities.factories';

const ctx = useTestApp();

async function team() {
  const a = await buildEnterprise(ctx, { name: '甲纸业' });
  const staff = await buildMember(ctx, a.enterprise.id, 'staff');
  const b = await buildEnterprise(ctx, { name: '乙纸业' });
  return { a, staff, b };
}

async function buyer(lang: 'zh-Hans' | 'en' = 'zh-Hans') {
  const user = await buildUser(ctx, { name: '采购商' });
  if (lang !== 'zh-Hans') await ctx.db.update(users).set({ lang }).where(eq(users.id, user.id));
  return { user, client: await signedInClient(ctx, user.id, lang) };
}

describe('adding activities', () => {
  it('staff add a draft with a cover, edit and submit it; the organizer queue shows it', async () => {
    const { a, staff } = await team();
    const cover = await buildPicture(ctx, staff.user.id);
    const input = activityInput({ coverAttachmentId: cover.id });
    const res = await staff.client.post('/exhibitor/rest/activities', input);
    expect(res.body.errorMsg).toBeNull();
    const activity = res.body.data as Activity;
    expect(activity).toMatchObject({
      enterpriseId: a.enterprise.id,
      enterpriseName: '甲纸业',
      title: input.title,
      type: 'launch',
      startAt: '2024-05-16T02:00:00.000Z',
      endAt: '2024-05-16T03:00:00.000Z',
      placeType: 'booth',
      place: '5A18',
      capacity: 30,
      seatsTaken: 0,
      status: 'draft',
      cover: { id: cover.id, url: `/attachment/${cover.key}` },
      rejectReason: null,
    });
    const [linked] = await ctx.db.select().from(attachments).where(eq(attachments.id, cover.id));
    expect(linked).toMatchObject({ refType: 'activity', refId: String(activity.id) });

    const edited = await a.adminClient.put(`/exhibitor/rest/activities/${activity.id}`, {
      ...input,
      title: '新品发布会（改）',
      coverAttachmentId: null,
    });
    expect(edited.body.data).toMatchObject({ title: '新品发布会（改）', cover: null, status: 'draft' });
    const submitted = await staff.client.put(`/exhibitor/rest/activities/${activity.id}/submit`);
    expect(submitted.body.data).toMatchObject({ status: 'pending' });
    expect((submitted.body.data as Activity).submittedAt).not.toBeNull();

    const organizer = await buildOrganizer(ctx);
    const queue = await organizer.client.get('/portal/rest/organizer/activities?status=pending');
    expect(queue.body.data).toMatchObject({ total: 1, rows: [{ id: activity.id }], counts: { pending: 1 } });
    const list = await staff.client.post('/exhibitor/rest/activities/page', {});
    expect(list.body.data).toMatchObject({
      total: 1,
      counts: { draft: 0, pending: 1, approved: 0, rejected: 0 },
    });
  });

  it('refuses times outside the fair days and opening hours (Asia/Shanghai), and a start after the end', async () => {
    const { staff } = await team();
    const outside: Array<[string, string]> = [
      [fairTime('2024-05-14', '10:00'), fairTime('2024-05-14', '11:00')],
      [fairTime('2024-05-18', '10:00'), fairTime('2024-05-18', '11:00')],
      [fairTime('2024-05-15', '08:30'), fairTime('2024-05-15', '10:00')],
      [fairTime('2024-05-17', '16:00'), fairTime('2024-05-17', '17:30')],
      [fairTime('2024-05-15', '16:00'), fairTime('2024-05-16', '10:00')],
      // 10:00 UTC on the 15th is 18:00 in Shanghai: after closing.
      ['2024-05-15T10:00:00Z', '2024-05-15T10:30:00Z'],
    ];
    for (const [startAt, endAt] of outside) {
      const res = await staff.client.post('/exhibitor/rest/activities', activityInput({ startAt, endAt }));
      expect(res.status, `${startAt} – ${endAt}`).toBe(400);
      expect(res.body.errorMsg).toBe(
        '活动时间须在展会期间（2024年5月15日至17日 9:00–17:00，北京时间）的同一天内',
      );
    }
    const reversed = await staff.client.post(
      '/exhibitor/rest/activities',
      activityInput({ startAt: fairTime('2024-05-16', '11:00'), endAt: fairTime('2024-05-16', '10:00') }),
    );
    expect(reversed.body.errorMsg).toBe('结束时间须晚于开始时间');
    // The edges are inside: 09:00 to 17:00, first and last day; 01:00 UTC is 09:00 in Shanghai.
    for (const [startAt, endAt] of [
      [fairTime('2024-05-15', '09:00'), fairTime('2024-05-15', '17:00')],
      ['2024-05-17T01:00:00Z', '2024-05-17T09:00:00Z'],
    ]) {
      const res = await staff.client.post('/exhibitor/rest/activities', activityInput({ startAt, endAt }));
      expect(res.body.errorMsg, `${startAt} – ${endAt}`).toBeNull();
    }
    expect((await ctx.db.select().from(activities)).length).toBe(2);

    staff.client.lang = 'en';
    const en = await staff.client.post(
      '/exhibitor/rest/activities',
      activityInput({ startAt: fairTime('2024-05-18', '10:00'), endAt: fairTime('2024-05-18', '11:00') }),
    );
    expect(en.body.errorMsg).toBe(
      'The activity must take place on one fair day, 15–17 May 2024, between 9:00 and 17:00 (Beijing time)',
    );
    const noTitle = await staff.client.post('/exhibitor/rest/activities', activityInput({ title: ' ' }));
    expect((noTitle.body.data as { fields: string[] }).fields).toContain('title');
    const foreign = await buildPicture(ctx, (await buildUser(ctx)).id);
    const badCover = await staff.client.post(
      '/exhibitor/rest/activities',
      activityInput({ coverAttachmentId: foreign.id }),
    );
    expect(badCover.body.errorCode).toBe(ErrorCode.ACTIVITY_COVER_NOT_USABLE);
  });
});

describe('permissions: only staff of THAT enterprise; review by the organizer', () => {
  it('anonymous, another enterprise, no enterprise, own staff and administrator, organizer', async () => {
    const { a, staff, b } = await team();
    const activity = (await staff.client.post('/exhibitor/rest/activities', activityInput())).body
      .data as Activity;
    const loner = await signedInClient(ctx, (await buildUser(ctx)).id);
    const anonymous = new Client(ctx.app);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/exhibitor/rest/activities/${activity.id}`],
      ['PUT', `/exhibitor/rest/activities/${activity.id}`, activityInput()],
      ['PUT', `/exhibitor/rest/activities/${activity.id}/submit`],
      ['DELETE', `/exhibitor/rest/activities/${activity.id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await anonymous.request(method, url, body)).status, `${method} ${url}`).toBe(401);
      const other = await b.adminClient.request(method, url, body);
      expect(other.status, `${method} ${url}`).toBe(403);
      expect(other.body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_STAFF);
      expect((await loner.request(method, url, body)).body.errorCode).toBe(ErrorCode.NO_ENTERPRISE);
    }
    const [still] = await ctx.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(still).toMatchObject({ status: 'draft', title: activity.title });
    expect((await anonymous.post('/exhibitor/rest/activities/page', {})).status).toBe(401);
    expect((await anonymous.post('/exhibitor/rest/activities', activityInput())).status).toBe(401);
    expect((await b.adminClient.post('/exhibitor/rest/activities/page', {})).body.data).toMatchObject({
      total: 0,
    });
    expect((await anonymous.post('/exhibitor/rest/activities/signups/page', {})).status).toBe(401);

    expect((await staff.client.get(`/exhibitor/rest/activities/${activity.id}`)).status).toBe(200);
    expect(
      (await a.adminClient.put(`/exhibitor/rest/activities/${activity.id}/submit`)).body.data,
    ).toMatchObject({
      status: 'pending',
    });

    // Review calls: the organizer alone.
    for (const client of [anonymous, staff.client, a.adminClient, b.adminClient]) {
      expect([401, 403]).toContain((await client.get('/portal/rest/organizer/activities')).status);
      expect([401, 403]).toContain(
        (await client.put(`/portal/rest/organizer/activities/${activity.id}/approve`)).status,
      );
      expect([401, 403]).toContain(
        (await client.put(`/portal/rest/organizer/activities/${activity.id}/reject`, { reason: 'x' })).status,
      );
    }
    const organizer = await buildOrganizer(ctx);
    const noReason = await organizer.client.put(`/portal/rest/organizer/activities/${activity.id}/reject`, {
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errorMsg).toBe('请填写驳回原因');
    const approved = await organizer.client.put(`/portal/rest/organizer/activities/${activity.id}/approve`);
    expect(approved.body.data).toMatchObject({ status: 'approved' });
    // The one who submitted it is told.
    const notices = await ctx.db.select().from(outbox).where(eq(outbox.recipient, a.admin.mobile!));
    expect(notices.at(-1)?.body).toContain('已通过主办方审核');
  });
});

describe('activity state table', () => {
  it('every action from every state: allowed ones move as the table says, the others are refused', async () => {
    const { a } = await team();
    const organizer = await buildOrganizer(ctx);
    const call: Record<ActivityAction, (id: number) => [Client, string, string, unknown?]> = {
      edit: (id) => [a.adminClient, 'PUT', `/exhibitor/rest/activities/${id}`, activityInput()],
      submit: (id) => [a.adminClient, 'PUT', `/exhibitor/rest/activities/${id}/submit`],
      delete: (id) => [a.adminClient, 'DELETE', `/exhibitor/rest/activities/${id}`],
      approve: (id) => [organizer.client, 'PUT', `/portal/rest/organizer/activities/${id}/approve`],
      reject: (id) => [
        organizer.client,
        'PUT',
        `/portal/rest/organizer/activities/${id}/reject`,
        { reason: '时间与场馆安排冲突' },
      ],
    };
    let checked = 0;
    for (const state of ACTIVITY_STATES) {
      for (const action of ACTIVITY_ACTIONS) {
        const row = await buildActivity(ctx, a.enterprise.id, state, {
          rejectReason: state === 'rejected' ? '旧原因' : null,
        });
        const [client, method, url, body] = call[action](row.id);
        const res = await client.request(method, url, body);
        const expected = nextActivityState(state, action);
        const label = `${action} from ${state}`;
        const [after] = await ctx.db.select().from(activities).where(eq(activities.id, row.id));
        if (expected === null) {
          expect(res.status, label).toBe(409);
          expect(res.body.errorCode, label).toBe(ErrorCode.ACTIVITY_STATE);
          expect(after?.status, label).toBe(state);
        } else if (action === 'delete') {
          expect(res.body.data, label).toEqual({ ok: true });
          expect(after, label).toBeUndefined();
        } else {
          expect(res.body.errorMsg, label).toBeNull();
          expect((res.body.data as Activity).status, label).toBe(expected);
          expect(after?.status, label).toBe(expected);
        }
        checked += 1;
      }
    }
    expect(checked).toBe(ACTIVITY_STATES.length * ACTIVITY_ACTIONS.length);
  });

  it('rejected with a reason the enterprise reads → edited → submitted again → approved', async () => {
    const { a, staff } = await team();
    const organizer = await buildOrganizer(ctx, 'zh-Hant');
    const activity = (await staff.client.post('/exhibitor/rest/activities', activityInput({ submit: true })))
      .body.data as Activity;
    expect(activity.status).toBe('pending');
    const rejected = await organizer.client.put(`/portal/rest/organizer/activities/${activity.id}/reject`, {
      reason: '场地 5A18 不在贵企业展位',
    });
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      rejectReason: '场地 5A18 不在贵企业展位',
    });
    const seen = await staff.client.post('/exhibitor/rest/activities/page', { status: 'rejected' });
    expect((seen.body.data as ActivityPage).rows[0]).toMatchObject({
      rejectReason: '场地 5A18 不在贵企业展位',
    });
    const notice = await ctx.db.select().from(outbox).where(eq(outbox.recipient, staff.user.mobile!));
    expect(notice.at(-1)?.body).toContain('场地 5A18 不在贵企业展位');

    const fixed = await staff.client.put(
      `/exhibitor/rest/activities/${activity.id}`,
      activityInput({ place: '5A20' }),
    );
    expect(fixed.body.data).toMatchObject({ status: 'rejected', place: '5A20' });
    const again = await staff.client.put(`/exhibitor/rest/activities/${activity.id}/submit`);
    expect(again.body.data).toMatchObject({ status: 'pending', rejectReason: null });
    expect(
      (await organizer.client.put(`/portal/rest/organizer/activities/${activity.id}/approve`)).body.data,
    ).toMatchObject({
      status: 'approved',
    });
    const twice = await organizer.client.put(`/portal/rest/organizer/activities/${activity.id}/approve`);
    expect(twice.body.errorMsg).toBe('該活動當前狀態不允許此操作');
    expect(a.enterprise.id).toBe(activity.enterpriseId);
  });
});

describe('public list and sign-ups', () => {
  it('only approved activities are public; a user signs up once; the enterprise accepts or declines and the user is told', async () => {
    const { a, staff, b } = await team();
    const approved = await buildActivity(ctx, a.enterprise.id, 'approved', {
      title: '公开的发布会',
      capacity: 5,
    });
    await buildActivity(ctx, a.enterprise.id, 'pending', { title: '待审的活动' });
    const anonymous = new Client(ctx.app);
    const list = await anonymous.get('/portal/rest/activities');
    expect(list.body.data).toMatchObject({
      total: 1,
      rows: [{ id: approved.id, mySignup: null, seatsTaken: 0 }],
    });
    expect((await anonymous.post(`/portal/rest/activities/${approved.id}/signups`)).status).toBe(401);

    const user = await buyer('en');
    const signed = await user.client.post(`/portal/rest/activities/${approved.id}/signups`);
    expect(signed.body.data).toMatchObject({ mySignup: 'pending', seatsTaken: 1 });
    const again = await user.client.post(`/portal/rest/activities/${approved.id}/signups`);
    expect(again.status).toBe(409);
    expect(again.body.errorMsg).toBe('You have already signed up for this activity');
    const mine = await user.client.get('/portal/rest/activities');
    expect((mine.body.data as PublicActivityPage).rows[0]?.mySignup).toBe('pending');

    // Not approved: not found. Own enterprise: refused.
    const pending = await buildActivity(ctx, a.enterprise.id, 'pending');
    expect((await user.client.post(`/portal/rest/activities/${pending.id}/signups`)).status).toBe(404);
    const own = await staff.client.post(`/portal/rest/activities/${approved.id}/signups`);
    expect(own.body.errorCode).toBe(ErrorCode.ACTIVITY_OWN_SIGNUP);

    // The enterprise sees the sign-up; another enterprise neither sees nor decides it.
    const page = await staff.client.post('/exhibitor/rest/activities/signups/page', {
      activityId: approved.id,
    });
    const signup = (page.body.data as SignupPage).rows[0] as Signup;
    expect(signup).toMatchObject({ activityTitle: '公开的发布会', name: '采购商', status: 'pending' });
    expect((await b.adminClient.post('/exhibitor/rest/activities/signups/page', {})).body.data).toMatchObject(
      {
        total: 0,
      },
    );
    const foreign = await b.adminClient.put(`/exhibitor/rest/activities/signups/${signup.id}/accept`);
    expect(foreign.body.errorCode).toBe(ErrorCode.NOT_ENTERPRISE_STAFF);
    expect((await anonymous.put(`/exhibitor/rest/activities/signups/${signup.id}/accept`)).status).toBe(401);

    const accepted = await staff.client.put(`/exhibitor/rest/activities/signups/${signup.id}/accept`);
    expect(accepted.body.data).toMatchObject({ status: 'accepted' });
    expect((accepted.body.data as Signup).decidedAt).not.toBeNull();
    const told = await ctx.db.select().from(outbox).where(eq(outbox.recipient, user.user.mobile!));
    expect(told.at(-1)?.body).toContain('has been confirmed');
    expect(told.at(-1)?.body).toContain('15 May 2024 14:00–15:00');
    const acceptTwice = await staff.client.put(`/exhibitor/rest/activities/signups/${signup.id}/accept`);
    expect(acceptTwice.body.errorCode).toBe(ErrorCode.SIGNUP_STATE);

    // Declining frees the seat; a declined user cannot sign up again.
    const declined = await a.adminClient.put(`/exhibitor/rest/activities/signups/${signup.id}/decline`);
    expect(declined.body.data).toMatchObject({ status: 'declined' });
    expect((await anonymous.get(`/portal/rest/activities/${approved.id}`)).body.data).toMatchObject({
      seatsTaken: 0,
    });
    expect((await user.client.post(`/portal/rest/activities/${approved.id}/signups`)).body.errorCode).toBe(
      ErrorCode.ACTIVITY_ALREADY_SIGNED_UP,
    );
    const declineTwice = await a.adminClient.put(`/exhibitor/rest/activities/signups/${signup.id}/decline`);
    expect(declineTwice.status).toBe(409);
  });

  it('a user withdraws a waiting or accepted sign-up and the seat is free; a declined one stays', async () => {
    const { a, staff } = await team();
    const activity = await buildActivity(ctx, a.enterprise.id, 'approved', { capacity: 1 });
    const url = `/portal/rest/activities/${activity.id}/signups`;
    const first = await buyer('en');
    const second = await buyer();
    expect((await new Client(ctx.app).delete(url)).status).toBe(401);
    expect((await first.client.delete(url)).body.errorCode).toBe(ErrorCode.SIGNUP_NOT_FOUND);

    expect((await first.client.post(url)).body.data).toMatchObject({ mySignup: 'pending', seatsTaken: 1 });
    expect((await second.client.post(url)).body.errorCode).toBe(ErrorCode.ACTIVITY_FULL);
    const withdrawn = await first.client.delete(url);
    expect(withdrawn.body.data).toMatchObject({ mySignup: null, seatsTaken: 0 });

    // The freed seat goes to the next one; once accepted it can still be withdrawn.
    expect((await second.client.post(url)).body.data).toMatchObject({ mySignup: 'pending', seatsTaken: 1 });
    const page = await staff.client.post('/exhibitor/rest/activities/signups/page', {
      activityId: activity.id,
    });
    const signup = (page.body.data as SignupPage).rows[0] as Signup;
    await staff.client.put(`/exhibitor/rest/activities/signups/${signup.id}/accept`);
    expect((await second.client.delete(url)).body.data).toMatchObject({ mySignup: null, seatsTaken: 0 });

    // A declined sign-up cannot be withdrawn (nor signed again): it stays as the enterprise decided.
    await first.client.post(url);
    const again = await staff.client.post('/exhibitor/rest/activities/signups/page', {
      activityId: activity.id,
    });
    const mine = (again.body.data as SignupPage).rows[0] as Signup;
    await staff.client.put(`/exhibitor/rest/activities/signups/${mine.id}/decline`);
    const refused = await first.client.delete(url);
    expect(refused.status).toBe(409);
    expect(refused.body.errorMsg).toBe(ERROR_MESSAGES.en.SIGNUP_STATE);
  });

  it('is never overbooked: parallel sign-ups beyond the capacity are refused', async () => {
    const { a } = await team();
    const activity = await buildActivity(ctx, a.enterprise.id, 'approved', { capacity: 3 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => buyer()));
    const answers = await Promise.all(
      buyers.map((u) => u.client.post(`/portal/rest/activities/${activity.id}/signups`)),
    );
    const accepted = answers.filter((r) => r.body.success);
    const full = answers.filter((r) => r.body.errorCode === ErrorCode.ACTIVITY_FULL);
    expect(accepted).toHaveLength(3);
    expect(full).toHaveLength(5);
    expect(full[0]?.body.errorMsg).toBe('活动名额已满');
    const rows = await ctx.db
      .select()
      .from(activitySignups)
      .where(eq(activitySignups.activityId, activity.id));
    expect(rows).toHaveLength(3);

    // The same user twice in parallel: one sign-up.
    const other = await buildActivity(ctx, a.enterprise.id, 'approved', { capacity: 10 });
    const u = await buyer();
    const twice = await Promise.all(
      [1, 2, 3].map(() => u.client.post(`/portal/rest/activities/${other.id}/signups`)),
    );
    expect(twice.filter((r) => r.body.success)).toHaveLength(1);
    const mine = await ctx.db
      .select()
      .from(activitySignups)
      .where(and(eq(activitySignups.activityId, other.id), eq(activitySignups.userId, u.user.id)));
    expect(mine).toHaveLength(1);
  });
});
