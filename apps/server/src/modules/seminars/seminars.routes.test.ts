import {
  ErrorCode,
  FAIR,
  LIMITS,
  type Seminar,
  type SeminarConsole,
  type SeminarRequest,
} from '@cidpex/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, seminarAttendees, seminars } from '../../db/schema';
import { buildOrganizer } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import {
  attendee,
  buildSeminar,
  contact,
  draftRequest,
  registrant,
  SEMINAR_TEXTS,
} from './seminars.factories';

const ctx = useTestApp();
const R = '/register/rest/request';
const E = FAIR.exhibitionId;
const data = (res: { body: { data: unknown } }) => res.body.data as SeminarRequest;

async function seminarRow() {
  const [row] = await ctx.db.select().from(seminars);
  return row;
}

async function attendeeRow(id: number) {
  const [row] = await ctx.db.select().from(seminarAttendees).where(eq(seminarAttendees.id, id));
  return row;
}

/** Queues the sweep as its schedule does; the worker runs it. */
async function sweep() {
  await ctx.app.deps.jobs.send('seminars.expire-offers', {});
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`the sweep job did not run: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function completed(seatLimit: number, memberCount: number) {
  const { user, client } = await registrant(ctx);
  const draft = await draftRequest(
    client,
    user.id,
    Array.from({ length: memberCount }, () => attendee()),
  );
  const res = await client.put(`${R}/${draft.id}/complete`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { user, client, request: data(res), seatLimit };
}

describe('refusals', () => {
  it('needs a signed-in caller for every request call, and the organizer for the console', async () => {
    await buildSeminar(ctx);
    const anonymous = new TestClient(ctx.app);
    const calls: Array<[string, string, unknown?]> = [
      ['POST', `${R}/${E}/placeHolder/1/SEMINAR`],
      ['GET', `${R}/1`],
      ['PUT', `${R}/1`, { ...contact(), attendees: [] }],
      ['PUT', `${R}/1/append`, { attendees: [attendee()] }],
      ['PUT', `${R}/1/complete`],
      ['PUT', `${R}/1/hpia/alt`, { hpiaMember: false }],
      ['DELETE', `${R}/1/1`],
      ['POST', `${R}/1/auth`, { mobile: '13912345678', idLast6: '123456' }],
      ['GET', `${R}/${E}/user/1/type/SEMINAR`],
      ['POST', `${R}/update`, { requestId: 1, ...contact() }],
      ['POST', `${R}/findVisitorRequestByEnt`, {}],
      ['POST', '/portal/rest/request/checkSeminarPhone', { mobile: '13912345678' }],
      ['POST', '/portal/rest/visitorRequestContact/edit', { id: 1, ...attendee() }],
      ['GET', `/portal/rest/organizer/seminars/${E}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await anonymous.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(401);
    }
    const { client } = await registrant(ctx);
    expect((await client.get(`/portal/rest/organizer/seminars/${E}`)).status).toBe(403);
    // the seminar itself is public
    expect((await anonymous.get(`/portal/rest/seminars/${E}`)).body.data).toMatchObject({
      title: SEMINAR_TEXTS.title,
      seatsLeft: 100,
    });
  });

  it("keeps a request to its owner: another user neither reads nor changes it, nor opens one in someone else's name", async () => {
    await buildSeminar(ctx);
    const owner = await registrant(ctx);
    const draft = await draftRequest(owner.client, owner.user.id, [attendee()]);
    const other = await registrant(ctx);
    expect((await other.client.post(`${R}/${E}/placeHolder/${owner.user.id}/SEMINAR`)).status).toBe(403);
    for (const [method, url, body] of [
      ['GET', `${R}/${draft.id}`],
      ['PUT', `${R}/${draft.id}/complete`],
      ['DELETE', `${R}/${draft.id}/${draft.attendees[0]?.id}`],
    ] as Array<[string, string, unknown?]>) {
      const res = await other.client.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.errorCode).toBe(ErrorCode.SEMINAR_REQUEST_NOT_FOUND);
    }
    expect((await other.client.get(`${R}/${E}/user/${owner.user.id}/type/SEMINAR`)).status).toBe(403);
  });
});

describe('registering', () => {
  it('opens one request however often the placeholder is called, even in parallel', async () => {
    await buildSeminar(ctx);
    const { user, client } = await registrant(ctx);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => client.post(`${R}/${E}/placeHolder/${user.id}/SEMINAR`)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => data(a).id)).size).toBe(1);
    expect(data(answers[0] as (typeof answers)[number])).toMatchObject({ status: 'draft', attendees: [] });
  });

  it('registers several members, each with the last six ID digits, and checks them in each language', async () => {
    await buildSeminar(ctx);
    const { user, client } = await registrant(ctx);
    const opened = await client.post(`${R}/${E}/placeHolder/${user.id}/SEMINAR`);
    const id = data(opened).id;
    const messages = {
      'zh-Hans': '请输入正确的身份证号码后六位',
      'zh-Hant': '請輸入正確的身分證號碼後六位',
      en: 'Please enter the last six digits of the ID number correctly',
    } as const;
    for (const [lang, message] of Object.entries(messages)) {
      client.lang = lang as keyof typeof messages;
      const bad = await client.put(`${R}/${id}`, {
        ...contact(),
        attendees: [attendee({ idLast6: '12345' })],
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ errorCode: ErrorCode.SEMINAR_ID_LAST6_INVALID, errorMsg: message });
    }
    const missing = await client.put(`${R}/${id}`, { attendees: [{ name: '' }] });
    expect(missing.body.errorCode).toBe(ErrorCode.VALIDATION);
    const saved = await client.put(`${R}/${id}`, {
      ...contact(),
      attendees: [attendee({ name: '李娜', idLast6: '12345x' }), attendee({ name: '张伟' })],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(data(saved).attendees.map((a) => [a.name, a.status])).toEqual([
      ['李娜', 'draft'],
      ['张伟', 'draft'],
    ]);
    expect(data(saved).attendees[0]?.idLast6).toBe('12345X');
    const done = await client.put(`${R}/${id}/complete`);
    expect(data(done)).toMatchObject({ status: 'completed', unitPrice: 128_000 });
    expect(data(done).attendees.map((a) => a.status)).toEqual(['seated', 'seated']);
    // completing again stores nothing twice and mails once
    const again = await client.put(`${R}/${id}/complete`);
    expect(data(again).attendees).toHaveLength(2);
    expect((await seminarRow())?.seatsTaken).toBe(2);
    const mails = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, String(data(done).contactEmail)));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('李娜：已获得座位');
    // a completed request is no longer a draft: its list is changed by append and cancel
    expect((await client.put(`${R}/${id}`, { ...contact(), attendees: [] })).body.errorCode).toBe(
      ErrorCode.SEMINAR_REQUEST_STATE,
    );
  });

  it('accepts the last six characters of a passport for an overseas attendee (issue 23 item 12)', async () => {
    await buildSeminar(ctx);
    const { user, client } = await registrant(ctx);
    const id = data(await client.post(`${R}/${E}/placeHolder/${user.id}/SEMINAR`)).id;
    client.lang = 'en';
    // Read as an ID card, letters are refused; as a passport, they are its last six characters.
    const asId = await client.put(`${R}/${id}`, {
      ...contact(),
      attendees: [attendee({ idLast6: 'X00T47' })],
    });
    expect(asId.body.errorCode).toBe(ErrorCode.SEMINAR_ID_LAST6_INVALID);
    const badPassport = await client.put(`${R}/${id}`, {
      ...contact(),
      attendees: [attendee({ idType: 'passport', idLast6: 'X0-T47' })],
    });
    expect(badPassport.body).toMatchObject({
      errorCode: ErrorCode.SEMINAR_PASSPORT_LAST6_INVALID,
      errorMsg: 'Please enter the last six characters of the passport number (letters or digits)',
    });
    const saved = await client.put(`${R}/${id}`, {
      ...contact(),
      attendees: [attendee({ name: 'Ana Silva', idType: 'passport', idLast6: 'x00t47' })],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(data(saved).attendees[0]?.idLast6).toBe('X00T47');
    expect(data(await client.put(`${R}/${id}/complete`)).status).toBe('completed');
    const member = data(saved).attendees[0]!;
    const auth = await client.post(`${R}/${id}/auth`, {
      mobile: member.mobile,
      idType: 'passport',
      idLast6: 'X00T47',
    });
    expect(auth.status, JSON.stringify(auth.body)).toBe(200);
  });

  it('needs a member and the contact before completing', async () => {
    await buildSeminar(ctx);
    const { user, client } = await registrant(ctx);
    const opened = data(await client.post(`${R}/${E}/placeHolder/${user.id}/SEMINAR`));
    expect((await client.put(`${R}/${opened.id}/complete`)).body.errorCode).toBe(ErrorCode.REQUIRED);
    await client.put(`${R}/${opened.id}`, { ...contact(), attendees: [] });
    const none = await client.put(`${R}/${opened.id}/complete`);
    expect(none.body).toMatchObject({
      errorCode: ErrorCode.SEMINAR_NO_ATTENDEES,
      errorMsg: '请至少添加一位参会人',
    });
  });

  it('appends members to a completed request at once, never the same person twice', async () => {
    await buildSeminar(ctx);
    const { client, request } = await completed(100, 1);
    const extra = attendee({ name: '赵磊' });
    const [a, b] = await Promise.all([
      client.put(`${R}/${request.id}/append`, { attendees: [extra] }),
      client.put(`${R}/${request.id}/append`, { attendees: [extra] }),
    ]);
    expect([a?.status, b?.status]).toContain(200);
    const view = data(await client.get(`${R}/${request.id}`));
    expect(view.attendees.map((m) => [m.name, m.status])).toEqual([
      ['李娜', 'seated'],
      ['赵磊', 'seated'],
    ]);
    expect((await seminarRow())?.seatsTaken).toBe(2);
  });

  it('refuses a mobile number already registered in another request, and says so by checkSeminarPhone', async () => {
    await buildSeminar(ctx);
    const first = await completed(100, 1);
    const mobile = first.request.attendees[0]?.mobile as string;
    const other = await registrant(ctx, 'en');
    const opened = data(await other.client.post(`${R}/${E}/placeHolder/${other.user.id}/SEMINAR`));
    const res = await other.client.put(`${R}/${opened.id}`, {
      ...contact(),
      attendees: [attendee({ mobile })],
    });
    expect(res.status).toBe(409);
    expect(res.body.errorMsg).toBe(`The mobile number ${mobile} is already registered for this seminar`);
    const check = await other.client.post('/portal/rest/request/checkSeminarPhone', {
      exhibitionId: E,
      mobile,
    });
    // someone else's registration is not told: only the caller's own
    expect(check.body.data).toEqual({ registered: false });
    const own = await first.client.post('/portal/rest/request/checkSeminarPhone', {
      exhibitionId: E,
      mobile,
    });
    expect(own.body.data).toEqual({ registered: true });
    const free = await other.client.post('/portal/rest/request/checkSeminarPhone', { mobile: '13700000001' });
    expect(free.body.data).toEqual({ registered: false });
  });
});

describe('seats and the waiting list', () => {
  it('puts members on the waiting list when full, offers a freed seat by mail with a time limit, and seats on confirmation', async () => {
    await buildSeminar(ctx, { seatLimit: 3, offerHours: 12 });
    const first = await completed(3, 2);
    const second = await completed(3, 2);
    expect(second.request.attendees.map((a) => [a.status, a.waitingPosition])).toEqual([
      ['seated', null],
      ['waiting', 1],
    ]);
    const info = (await new TestClient(ctx.app).get(`/portal/rest/seminars/${E}`)).body.data as Seminar;
    expect(info).toMatchObject({ seatLimit: 3, seatsTaken: 3, seatsLeft: 0, waiting: 1 });

    const gone = first.request.attendees[0]?.id as number;
    const after = await first.client.delete(`${R}/${first.request.id}/${gone}`);
    expect(data(after).attendees.map((a) => a.status)).toEqual(['cancelled', 'seated']);
    const offered = data(await second.client.get(`${R}/${second.request.id}`)).attendees[1];
    expect(offered?.status).toBe('offered');
    const hours = (Date.parse(String(offered?.offerExpiresAt)) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const [mail] = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, String(second.request.contactEmail)))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.subject).toBe('CIDPEX 研讨会：为您保留了一个座位');
    expect(mail?.body).toContain(`/seminar/seminarRegistration?request=${second.request.id}`);
    expect((await seminarRow())?.seatsTaken).toBe(3);

    const confirmed = await second.client.put(`${R}/${second.request.id}/complete`);
    expect(data(confirmed).attendees.map((a) => a.status)).toEqual(['seated', 'seated']);
    expect((await seminarRow())?.seatsTaken).toBe(3);
  });

  it('passes a lapsed offer to the next one waiting by the sweep job, and frees the seat when nobody waits; reads write nothing', async () => {
    await buildSeminar(ctx, { seatLimit: 1 });
    const first = await completed(1, 1);
    const second = await completed(1, 1);
    const third = await completed(1, 1);
    await first.client.delete(`${R}/${first.request.id}/${first.request.attendees[0]?.id}`);
    const offeredId = second.request.attendees[0]?.id as number;
    await ctx.db
      .update(seminarAttendees)
      .set({ offerExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(seminarAttendees.id, offeredId));
    // A read shows the lapsed offer as expired at once, but changes nothing: the GET does not write.
    expect(data(await second.client.get(`${R}/${second.request.id}`)).attendees[0]?.status).toBe('expired');
    expect(data(await third.client.get(`${R}/${third.request.id}`)).attendees[0]?.status).toBe('waiting');
    expect((await attendeeRow(offeredId))?.status).toBe('offered');

    await sweep();
    const view = await until(
      async () => data(await third.client.get(`${R}/${third.request.id}`)),
      (v) => v.attendees[0]?.status === 'offered',
    );
    expect((await attendeeRow(offeredId))?.status).toBe('expired');
    const [mail] = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, String(third.request.contactEmail)))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.subject).toBe('CIDPEX 研讨会：为您保留了一个座位');
    // an expired member is not seated by completing again
    const late = await second.client.put(`${R}/${second.request.id}/complete`);
    expect(late.body.errorCode).toBe(ErrorCode.SEMINAR_NO_ATTENDEES);
    await ctx.db
      .update(seminarAttendees)
      .set({ offerExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(seminarAttendees.id, view.attendees[0]?.id as number));
    await sweep();
    const info = await until(
      async () => (await third.client.get(`/portal/rest/seminars/${E}`)).body.data as Seminar,
      (i) => i.seatsTaken === 0,
    );
    expect(info).toMatchObject({ seatsTaken: 0, seatsLeft: 1, waiting: 0 });
  });

  it('sweeps lapsed offers every minute on the worker (a schedule in the database)', async () => {
    expect(await ctx.app.deps.jobs.schedules()).toContainEqual({
      name: 'seminars.expire-offers',
      cron: '* * * * *',
    });
  });

  it('never oversells: of many parallel registrations for the last seats exactly as many succeed as there were seats', async () => {
    await buildSeminar(ctx, { seatLimit: 5 });
    await completed(5, 2); // 3 seats left
    const people = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const p = await registrant(ctx);
        const draft = await draftRequest(
          p.client,
          p.user.id,
          i % 2 ? [attendee()] : [attendee(), attendee()],
        );
        return { ...p, draft };
      }),
    );
    const answers = await Promise.all(people.map((p) => p.client.put(`${R}/${p.draft.id}/complete`)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const statuses = answers.flatMap((a) => data(a).attendees.map((m) => m.status));
    expect(statuses.filter((s) => s === 'seated')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'waiting')).toHaveLength(statuses.length - 3);
    const rows = await ctx.db.select().from(seminarAttendees);
    expect(rows.filter((r) => r.status === 'seated')).toHaveLength(5);
    expect((await seminarRow())?.seatsTaken).toBe(5);
    // once all are in, the waiting list is one queue: positions 1..n
    const views = await Promise.all(people.map((p) => p.client.get(`${R}/${p.draft.id}`)));
    const positions = views
      .flatMap((v) => data(v).attendees)
      .filter((m) => m.status === 'waiting')
      .map((m) => m.waitingPosition)
      .sort((x, y) => Number(x) - Number(y));
    expect(positions).toEqual(positions.map((_, i) => i + 1));
  });
});

describe('members, contact and membership price', () => {
  it('stops checking a request after a few wrong guesses, from anyone, even the right answer', async () => {
    await buildSeminar(ctx);
    const { request } = await completed(100, 2);
    const member = request.attendees[1];
    const guessers = [await registrant(ctx), await registrant(ctx)];
    for (let i = 0; i < LIMITS.seminarAuthMaxFailures; i++) {
      const wrong = await guessers[i % 2]!.client.post(`${R}/${request.id}/auth`, {
        mobile: member?.mobile,
        idLast6: String(100000 + i),
      });
      expect(wrong.body.errorCode).toBe(ErrorCode.SEMINAR_AUTH_FAILED);
    }
    const them = await registrant(ctx);
    const locked = await them.client.post(`${R}/${request.id}/auth`, {
      mobile: member?.mobile,
      idLast6: member?.idLast6,
    });
    expect(locked.status).toBe(429);
    expect(locked.body.errorCode).toBe(ErrorCode.SEMINAR_AUTH_LOCKED);
    // Another request is not affected.
    const other = (await completed(100, 1)).request;
    const fine = await them.client.post(`${R}/${other.id}/auth`, {
      mobile: other.attendees[0]?.mobile,
      idLast6: other.attendees[0]?.idLast6,
    });
    expect(fine.status).toBe(200);
  });

  it('lets a member prove who they are and see the request; a wrong last six is refused', async () => {
    await buildSeminar(ctx);
    const { request } = await completed(100, 2);
    const member = request.attendees[1];
    const them = await registrant(ctx);
    const wrong = await them.client.post(`${R}/${request.id}/auth`, {
      mobile: member?.mobile,
      idLast6: '000000',
    });
    expect(wrong.body.errorCode).toBe(ErrorCode.SEMINAR_AUTH_FAILED);
    expect((await them.client.get(`${R}/${request.id}`)).status).toBe(404);
    const right = await them.client.post(`${R}/${request.id}/auth`, {
      mobile: member?.mobile,
      idLast6: member?.idLast6,
    });
    expect(right.status).toBe(200);
    expect(data(right).attendees[1]?.userId).toBe(them.user.id);
    expect((await them.client.get(`${R}/${request.id}`)).status).toBe(200);
    // the member may now correct their own details
    const edit = await them.client.post('/portal/rest/visitorRequestContact/edit', {
      id: member?.id,
      ...attendee({ name: '张伟（更正）', mobile: member?.mobile }),
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data).toMatchObject({ name: '张伟（更正）', status: 'seated' });
  });

  it("lists the user's requests, by a contact's mobile too, and changes the contact", async () => {
    await buildSeminar(ctx);
    const { user, client, request } = await completed(100, 1);
    const all = await client.get(`${R}/${E}/user/${user.id}/type/SEMINAR`);
    expect((all.body.data as SeminarRequest[]).map((r) => r.id)).toEqual([request.id]);
    const byMember = await client.get(
      `${R}/${E}/user/${user.id}/type/SEMINAR?contactMobilePhone=${request.attendees[0]?.mobile}`,
    );
    expect((byMember.body.data as SeminarRequest[]).map((r) => r.id)).toEqual([request.id]);
    const none = await client.get(`${R}/${E}/user/${user.id}/type/SEMINAR?contactMobilePhone=13700000009`);
    expect(none.body.data).toEqual([]);
    expect((await client.get(`${R}/${E}/user/${user.id}/type/VISITOR`)).status).toBe(400);
    const changed = await client.post(`${R}/update`, {
      requestId: request.id,
      ...contact({ contactName: '刘洋' }),
    });
    expect(data(changed).contactName).toBe('刘洋');
  });

  it('charges the member price to a CNHPIA member with a member number', async () => {
    await buildSeminar(ctx);
    const { client, request } = await completed(100, 1);
    const noNumber = await client.put(`${R}/${request.id}/hpia/alt`, { hpiaMember: true });
    expect(noNumber.body.errorCode).toBe(ErrorCode.REQUIRED);
    const member = await client.put(`${R}/${request.id}/hpia/alt`, {
      hpiaMember: true,
      hpiaMemberNo: 'HPIA-0088',
    });
    expect(data(member)).toMatchObject({ hpiaMember: true, hpiaMemberNo: 'HPIA-0088', unitPrice: 98_000 });
  });

  it('finds the requests of the caller’s enterprise only for a member of a certified one', async () => {
    await buildSeminar(ctx);
    const { client } = await completed(100, 1);
    const res = await client.post(`${R}/findVisitorRequestByEnt`, {});
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe(ErrorCode.NO_ENTERPRISE);
  });

  it('cancels the request when its last member is cancelled', async () => {
    await buildSeminar(ctx);
    const { client, request } = await completed(100, 1);
    const res = await client.delete(`${R}/${request.id}/${request.attendees[0]?.id}`);
    expect(data(res)).toMatchObject({ status: 'cancelled' });
    expect((await seminarRow())?.seatsTaken).toBe(0);
    const again = await client.delete(`${R}/${request.id}/${request.attendees[0]?.id}`);
    expect(again.body.errorCode).toBe(ErrorCode.SEMINAR_REQUEST_STATE);
  });
});

describe('organizer', () => {
  const settings = (overrides: Record<string, unknown> = {}) => ({
    ...SEMINAR_TEXTS,
    startsAt: '2024-05-15T14:00:00+08:00',
    endsAt: '2024-05-15T17:00:00+08:00',
    seatLimit: 2,
    price: 128_000,
    memberPrice: 98_000,
    offerHours: 24,
    open: true,
    ...overrides,
  });

  it('creates the seminar, refuses a limit under the seats taken, and offers new seats to those waiting', async () => {
    const { client: org } = await buildOrganizer(ctx);
    const created = await org.put(`/portal/rest/organizer/seminars/${E}`, settings());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ seatLimit: 2, seatsLeft: 2, title: SEMINAR_TEXTS.title });
    await completed(2, 2);
    const waiting = await completed(2, 2);
    const below = await org.put(`/portal/rest/organizer/seminars/${E}`, settings({ seatLimit: 1 }));
    expect(below.status).toBe(409);
    expect(below.body.errorMsg).toBe('座位数不能少于已占用的 2 个座位');
    const raised = await org.put(`/portal/rest/organizer/seminars/${E}`, settings({ seatLimit: 3 }));
    expect(raised.body.data).toMatchObject({ seatLimit: 3, seatsTaken: 3, waiting: 1 });
    const view = data(await waiting.client.get(`${R}/${waiting.request.id}`));
    expect(view.attendees.map((a) => a.status)).toEqual(['offered', 'waiting']);
    const console_ = (await org.get(`/portal/rest/organizer/seminars/${E}`)).body.data as SeminarConsole;
    expect(console_.counts).toMatchObject({ seated: 2, offered: 1, waiting: 1 });
    expect(console_.attendees).toHaveLength(4);
  });

  it('keeps the programme the organizer saves and shows it to anyone; a save without it keeps it', async () => {
    const { client: org } = await buildOrganizer(ctx);
    const three = (text: string) => ({ 'zh-Hans': text, 'zh-Hant': text, en: text });
    const agenda = [
      {
        start: '14:00',
        end: '14:40',
        topic: three('Bamboo pulp'),
        speaker: three('Lin Qing'),
        affiliation: three('Demo Co.'),
      },
      { start: '14:40', end: '14:55', topic: three('Break'), speaker: null, affiliation: null },
    ];
    const bad = await org.put(
      `/portal/rest/organizer/seminars/${E}`,
      settings({ agenda: [{ ...agenda[0], start: '25:00' }] }),
    );
    expect(bad.status).toBe(400);
    expect((await org.put(`/portal/rest/organizer/seminars/${E}`, settings({ agenda }))).status).toBe(200);
    const shown = (await new TestClient(ctx.app).get(`/portal/rest/seminars/${E}`)).body.data as Seminar;
    expect(shown.agenda).toEqual(agenda);
    await org.put(`/portal/rest/organizer/seminars/${E}`, settings({ seatLimit: 5 }));
    const kept = (await new TestClient(ctx.app).get(`/portal/rest/seminars/${E}`)).body.data as Seminar;
    expect(kept).toMatchObject({ seatLimit: 5, agenda });
  });

  it('closes registration', async () => {
    const { client: org } = await buildOrganizer(ctx);
    await org.put(`/portal/rest/organizer/seminars/${E}`, settings({ open: false }));
    const { user, client } = await registrant(ctx);
    const res = await client.post(`${R}/${E}/placeHolder/${user.id}/SEMINAR`);
    expect(res.body.errorCode).toBe(ErrorCode.SEMINAR_CLOSED);
  });
});
