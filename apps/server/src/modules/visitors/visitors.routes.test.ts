import {
  ErrorCode,
  type VisitorCheckInResult,
  type VisitorRegisterResult,
  type VisitorRegistration,
  type VisitorReviewPage,
} from '@cidpex/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments, outbox, visitorRegistrations } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import {
  buildCard,
  domesticForm,
  overseasForm,
  validIdCard,
  validPassport,
  visitorCode,
} from './visitors.factories';
import { assertApprovedVisitor } from './visitors.service';

const ctx = useTestApp();

async function visitor(lang: 'zh-Hans' | 'zh-Hant' | 'en' = 'zh-Hans') {
  const user = await buildUser(ctx, { name: '观众' });
  return { user, client: await signedInClient(ctx, user.id, lang) };
}

/** Submits a form with a real code sent to its email. */
async function submit(
  client: TestClient,
  body: ReturnType<typeof domesticForm>,
  url = '/register/rest/visitors/register',
) {
  const emailCode = await visitorCode(ctx, client, String(body.email));
  const payload = url.includes('/public/') ? { ...body, form: undefined } : body;
  return client.post(url, { ...payload, emailCode });
}

async function registered(client: TestClient, body = domesticForm()) {
  const res = await submit(client, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as VisitorRegisterResult).registration;
}

async function rows() {
  return ctx.db.select().from(visitorRegistrations);
}

describe('refusals by role', () => {
  it('refuses every visitor call of an anonymous caller with 401', async () => {
    const anonymous = new TestClient(ctx.app);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/register/rest/visitors/checkIdCard/200417/${validIdCard()}`],
      ['POST', '/register/rest/visitors/register', domesticForm()],
      ['POST', '/register/rest/visitors/register/public', { ...overseasForm(), form: undefined }],
      ['POST', '/register/rest/visitors/register/public/request', { ...overseasForm(), form: undefined }],
      ['POST', '/register/rest/visitors/1/user/1', domesticForm()],
      ['GET', '/register/rest/visitors/1/mobile-phone'],
      ['GET', '/portal/rest/visitors/1/attachments'],
      ['GET', '/register/rest/visitors/users'],
      ['GET', '/portal/rest/organizer/visitors'],
      ['POST', '/portal/rest/organizer/visitors/1/approve'],
      ['POST', '/portal/rest/organizer/visitors/checkin', { code: 'ABCDEFGH23' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await anonymous.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.errorCode).toBe(ErrorCode.LOGIN_EXPIRED);
    }
    expect(await rows()).toHaveLength(0);
  });

  it('refuses the review, source and check-in calls of a visitor who is not the organizer', async () => {
    const { client } = await visitor('en');
    const reg = await registered(client);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/portal/rest/organizer/visitors'],
      ['GET', '/portal/rest/organizer/visitors/sources'],
      ['POST', `/portal/rest/organizer/visitors/${reg.id}/approve`],
      ['POST', `/portal/rest/organizer/visitors/${reg.id}/reject`, { reason: 'x' }],
      ['POST', '/portal/rest/organizer/visitors/approve', { ids: [reg.id] }],
      ['POST', '/portal/rest/organizer/visitors/checkin', { code: 'ABCDEFGH23' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await client.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body).toMatchObject({
        errorCode: ErrorCode.NOT_ORGANIZER,
        errorMsg: 'Only the organizer’s staff can open this',
      });
    }
    expect((await rows())[0]?.status).toBe('pending');
  });
});

describe('the form rules', () => {
  it('names the missing required fields of the domestic form', async () => {
    const { client } = await visitor();
    const res = await client.post('/register/rest/visitors/register', { form: 'domestic' });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe(ErrorCode.VALIDATION);
    expect((res.body.data as { fields: string[] }).fields.sort()).toEqual(
      [
        'businessType',
        'company',
        'consent',
        'email',
        'emailCode',
        'idCardNo',
        'jobTitle',
        'mobile',
        'name',
      ].sort(),
    );
  });

  it('requires the passport, country and first/last name on the overseas form, not the mobile', async () => {
    const { client } = await visitor('en');
    const res = await client.post('/register/rest/visitors/register', { form: 'overseas' });
    const fields = (res.body.data as { fields: string[] }).fields;
    expect(fields).toEqual(expect.arrayContaining(['passportNo', 'country', 'firstName', 'lastName']));
    expect(fields).not.toContain('mobile');
    expect(fields).not.toContain('idCardNo');
    const one = await client.post('/register/rest/visitors/register', overseasForm({ passportNo: '' }));
    expect(one.body.data).toEqual({ fields: ['passportNo'] });
  });

  it('refuses a bad ID number with the spec-style message in each language', async () => {
    const { client } = await visitor();
    const good = validIdCard(5);
    const bad = good.slice(0, 17) + (good[17] === '1' ? '2' : '1');
    const messages = {
      'zh-Hans': '身份证号码不正确，请核对后重新输入',
      'zh-Hant': '身分證號碼不正確，請核對後重新輸入',
      en: 'This ID number is not valid; please check it and enter it again',
    } as const;
    for (const [lang, message] of Object.entries(messages)) {
      client.lang = lang as keyof typeof messages;
      const res = await client.post('/register/rest/visitors/register', domesticForm({ idCardNo: bad }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        errorCode: ErrorCode.VISITOR_ID_INVALID,
        errorMsg: message,
        data: { fields: ['idCardNo'] },
      });
    }
  });

  it('needs the explicit consent for the identity number', async () => {
    const { client } = await visitor();
    const res = await client.post('/register/rest/visitors/register', domesticForm({ consent: false }));
    expect(res.body.errorCode).toBe(ErrorCode.VISITOR_CONSENT_REQUIRED);
    expect(await rows()).toHaveLength(0);
  });

  it('needs the email code sent for the visitor form, and keeps it usable after a refusal', async () => {
    const { client } = await visitor();
    const body = domesticForm();
    const code = await visitorCode(ctx, client, String(body.email));
    const wrong = await client.post('/register/rest/visitors/register', {
      ...body,
      emailCode: code === '111111' ? '222222' : '111111',
    });
    expect(wrong.body.errorCode).toBe(ErrorCode.CODE_INVALID);
    const badJob = await client.post('/register/rest/visitors/register', {
      ...body,
      jobTitle: 'NOPE',
      emailCode: code,
    });
    expect(badJob.body.errorCode).toBe(ErrorCode.VALIDATION);
    const right = await client.post('/register/rest/visitors/register', { ...body, emailCode: code });
    expect(right.status).toBe(200);
  });

  it('checks a number: kind, validity, last six only, and whether it is taken', async () => {
    const { client } = await visitor();
    const id = validIdCard(7);
    const before = await client.get(`/register/rest/visitors/checkIdCard/200417/${id}`);
    expect(before.body.data).toEqual({
      valid: true,
      kind: 'idCard',
      idLast6: id.slice(-6),
      registered: false,
      registeredByYou: false,
    });
    await registered(client, domesticForm({ idCardNo: id }));
    const after = await client.get(`/register/rest/visitors/checkIdCard/200417/${id}`);
    expect(after.body.data).toMatchObject({ registered: true, registeredByYou: true });
    const other = await visitor();
    const seen = await other.client.get(`/register/rest/visitors/checkIdCard/200417/${id}`);
    // someone else's number: the answer does not tell that it is registered
    expect(seen.body.data).toMatchObject({ registered: false, registeredByYou: false });
    // 17 digits and a wrong check character: invalid, not a passport
    const wrongCheck = id.slice(0, 17) + (id[17] === '0' ? '1' : '0');
    const typo = await client.get(`/register/rest/visitors/checkIdCard/200417/${wrongCheck}`);
    expect(typo.body.data).toMatchObject({ valid: false, kind: null });
    const bad = await client.get('/register/rest/visitors/checkIdCard/200417/AB');
    expect(bad.body.data).toMatchObject({ valid: false, kind: null, idLast6: null });
    const passport = await client.get('/register/rest/visitors/checkIdCard/200417/E12345678');
    expect(passport.body.data).toMatchObject({ valid: true, kind: 'passport', idLast6: '345678' });
  });
});

describe('registering once', () => {
  it('stores a pending registration showing only the last six digits, anywhere', async () => {
    const { user, client } = await visitor();
    const id = validIdCard(11);
    const reg = await registered(client, domesticForm({ idCardNo: id, mobile: '+86 139-1234-5678' }));
    expect(reg).toMatchObject({
      status: 'pending',
      userId: user.id,
      idKind: 'idCard',
      idLast6: id.slice(-6),
      mobile: '13912345678',
      badgeCode: null,
      lang: 'zh-Hans',
    });
    const mine = await client.get('/register/rest/visitors/users');
    // The answer is built from the submitted values and what the database filled: it is
    // the stored registration as read back.
    expect(mine.body.data).toEqual(reg);
    const { client: org } = await buildOrganizer(ctx);
    const queue = await org.get('/portal/rest/organizer/visitors');
    const approved = await org.post(`/portal/rest/organizer/visitors/${reg.id}/approve`);
    for (const answer of [mine, queue, approved]) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(id.slice(0, 12));
    }
    const [row] = await rows();
    expect(JSON.stringify(row)).not.toContain(id.slice(0, 12));
    expect(row?.idHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a NUL character in a text field with the fields named, storing nothing', async () => {
    const { client } = await visitor();
    const res = await submit(client, domesticForm({ company: '南京\u0000纸业' }));
    expect([res.status, res.body.errorCode]).toEqual([400, ErrorCode.VALIDATION]);
    expect(res.body.errorMsg).toBe('提交的信息有误：公司名称');
    expect(res.body.data).toEqual({ fields: ['company'] });
    expect(await rows()).toHaveLength(0);
  });

  it('answers a repeated submit with the stored registration and stores one', async () => {
    const { client } = await visitor();
    const body = domesticForm();
    const first = await submit(client, body);
    const again = await client.post('/register/rest/visitors/register', { ...body, emailCode: '123456' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      created: false,
      registration: { id: (first.body.data as VisitorRegisterResult).registration.id },
    });
    expect(await rows()).toHaveLength(1);
  });

  it('stores one registration when the same form is sent five times at once', async () => {
    const { client } = await visitor();
    const body = domesticForm();
    const emailCode = await visitorCode(ctx, client, String(body.email));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.post('/register/rest/visitors/register', { ...body, emailCode }),
      ),
    );
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(answers.filter((res) => (res.body.data as VisitorRegisterResult).created)).toHaveLength(1);
    expect(new Set(answers.map((res) => (res.body.data as VisitorRegisterResult).registration.id)).size).toBe(
      1,
    );
    expect(await rows()).toHaveLength(1);
  });

  it('recognises the same person registering from another account', async () => {
    const id = validIdCard(21);
    const a = await visitor();
    await registered(a.client, domesticForm({ idCardNo: id }));
    const b = await visitor('zh-Hant');
    const res = await submit(b.client, domesticForm({ idCardNo: id.toLowerCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      errorCode: ErrorCode.VISITOR_ALREADY_REGISTERED,
      errorMsg: '該證件號碼已登記過本屆展會，請勿重複登記',
    });
    expect(await rows()).toHaveLength(1);
  });

  it('takes the business card pictures of their uploader only', async () => {
    const { user, client } = await visitor();
    const other = await buildUser(ctx);
    const foreign = await buildCard(ctx, other.id);
    const refused = await submit(client, domesticForm({ cardFrontId: foreign.id }));
    expect(refused.body.errorCode).toBe(ErrorCode.VISITOR_CARD_INVALID);
    const tooBig = await buildCard(ctx, user.id, { size: 3 * 1024 * 1024 });
    const big = await submit(client, domesticForm({ cardFrontId: tooBig.id }));
    expect(big.body.errorCode).toBe(ErrorCode.VISITOR_CARD_INVALID);
    const front = await buildCard(ctx, user.id);
    const back = await buildCard(ctx, user.id, { mimeType: 'image/png' });
    const reg = await registered(client, domesticForm({ cardFrontId: front.id, cardBackId: back.id }));
    expect((await client.get('/register/rest/visitors/users')).body.data).toEqual(reg);
    const list = await client.get(`/portal/rest/visitors/${reg.id}/attachments`);
    expect((list.body.data as Array<{ side: string; id: number }>).map((a) => [a.side, a.id])).toEqual([
      ['front', front.id],
      ['back', back.id],
    ]);
    // The pictures themselves are private (issue 16 item 2): only the signed link of the answer opens them.
    const bytes = Buffer.from('card picture bytes');
    await ctx.app.deps.storage.put(front.key, bytes);
    await ctx.db.update(attachments).set({ size: bytes.length }).where(eq(attachments.id, front.id));
    const frontUrl = (list.body.data as Array<{ url: string }>)[0]!.url;
    expect(frontUrl).toMatch(/^\/attachment\/visitorCard\/\d+\.jpg\?exp=\d+&sig=[\w-]+$/);
    expect((await ctx.app.inject({ method: 'GET', url: frontUrl })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/attachment/${front.key}` })).statusCode).toBe(404);
    const stranger = await signedInClient(ctx, other.id);
    expect((await stranger.get(`/portal/rest/visitors/${reg.id}/attachments`)).status).toBe(404);
    expect((await stranger.get(`/register/rest/visitors/${reg.id}/mobile-phone`)).status).toBe(404);
    const phone = await client.get(`/register/rest/visitors/${reg.id}/mobile-phone`);
    expect(phone.body.data).toEqual({ visitorId: reg.id, mobile: '13912345678' });
  });

  it('runs the English flow: first page checked without storing, last page stores an overseas registration', async () => {
    const { client } = await visitor('en');
    const body = overseasForm();
    const { form: _form, ...fields } = body;
    const step = await client.post('/register/rest/visitors/register/public', {
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      emailCode: '123456',
      country: fields.country,
      passportNo: fields.passportNo,
      consent: true,
    });
    expect(step.body).toMatchObject({ success: true, data: { ok: true, existing: null } });
    expect(await rows()).toHaveLength(0);
    const missing = await client.post('/register/rest/visitors/register/public', { firstName: 'A' });
    expect((missing.body.data as { fields: string[] }).fields).not.toContain('company');
    const done = await submit(client, body, '/register/rest/visitors/register/public/request');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((done.body.data as VisitorRegisterResult).registration).toMatchObject({
      form: 'overseas',
      lang: 'en',
      idKind: 'passport',
      country: 'FI',
    });
    expect((await client.get('/register/rest/visitors/users')).body.data).toEqual(
      (done.body.data as VisitorRegisterResult).registration,
    );
    const other = await visitor('en');
    const taken = await other.client.post('/register/rest/visitors/register/public', {
      ...fields,
      emailCode: '123456',
      passportNo: body.passportNo,
    });
    expect(taken.body.errorCode).toBe(ErrorCode.VISITOR_ALREADY_REGISTERED);
  });
});

describe('an email the account verified already (issue 23 item 14)', () => {
  it('is not verified again: no code asked, nothing mailed; a claim the account does not back is refused', async () => {
    const user = await buildUser(ctx, { name: '观众', email: 'verified@example.com' });
    const client = await signedInClient(ctx, user.id, 'en');
    const body = domesticForm({ email: 'Verified@example.com', emailCode: undefined, useAccountEmail: true });
    const res = await client.post('/register/rest/visitors/register', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as VisitorRegisterResult).registration).toMatchObject({
      email: 'verified@example.com',
    });
    expect(
      await ctx.db.select().from(outbox).where(eq(outbox.recipient, 'verified@example.com')),
    ).toHaveLength(0);

    // Another address, or an account whose email was never verified, still needs the code.
    const other = await visitor('en');
    const refused = await other.client.post(
      '/register/rest/visitors/register',
      domesticForm({ email: 'verified@example.com', emailCode: undefined, useAccountEmail: true }),
    );
    expect(refused.body.errorCode).toBe(ErrorCode.CODE_INVALID);
    const noCode = await other.client.post(
      '/register/rest/visitors/register',
      domesticForm({ emailCode: undefined }),
    );
    expect(noCode.status).toBe(400);
    expect((await rows()).map((r) => r.userId)).toEqual([user.id]);
  });
});

describe('review, e-badge and check-in', () => {
  it('filters the queue by status, country and search, with counts per status', async () => {
    const a = await visitor();
    const b = await visitor('en');
    const ra = await registered(a.client, domesticForm({ company: '金红叶纸业' }));
    await registered(b.client, overseasForm({ passportNo: validPassport() }));
    const { client: org } = await buildOrganizer(ctx);
    await org.post(`/portal/rest/organizer/visitors/${ra.id}/approve`);
    const all = (await org.get('/portal/rest/organizer/visitors')).body.data as VisitorReviewPage;
    expect(all).toMatchObject({ total: 2, counts: { pending: 1, approved: 1, rejected: 0 } });
    const pending = (await org.get('/portal/rest/organizer/visitors?status=pending')).body
      .data as VisitorReviewPage;
    expect(pending.rows.map((r) => r.form)).toEqual(['overseas']);
    const fi = (await org.get('/portal/rest/organizer/visitors?country=FI')).body.data as VisitorReviewPage;
    expect(fi.total).toBe(1);
    const q = (await org.get(`/portal/rest/organizer/visitors?q=${encodeURIComponent('红叶')}`)).body
      .data as VisitorReviewPage;
    expect(q.rows.map((r) => r.id)).toEqual([ra.id]);
  });

  it('approves with an e-badge and a mail in the visitor language; rejection needs a reason', async () => {
    const { user, client } = await visitor('zh-Hant');
    const reg = await registered(client);
    await expect(assertApprovedVisitor(ctx.db, user.id)).rejects.toMatchObject({ code: 'VISITOR_PENDING' });
    const { client: org } = await buildOrganizer(ctx);
    const noReason = await org.post(`/portal/rest/organizer/visitors/${reg.id}/reject`, { reason: '  ' });
    expect(noReason.body).toMatchObject({
      errorCode: ErrorCode.VISITOR_REJECT_REASON_REQUIRED,
      errorMsg: '请填写驳回原因',
    });
    const rejected = await org.post(`/portal/rest/organizer/visitors/${reg.id}/reject`, {
      reason: '公司名称与名片不符',
    });
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      rejectReason: '公司名称与名片不符',
      badgeCode: null,
    });
    let [mail] = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, reg.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.subject).toContain('未通過審核');
    expect(mail?.body).toContain('公司名称与名片不符');
    await expect(assertApprovedVisitor(ctx.db, user.id)).rejects.toMatchObject({ code: 'VISITOR_REJECTED' });

    // The visitor corrects it: back to pending.
    // (a new address: one code a minute per address)
    const email = 'corrected@example.com';
    const code = await visitorCode(ctx, client, email);
    const again = await client.post(
      `/register/rest/visitors/${reg.id}/user/${user.id}`,
      domesticForm({ email, emailCode: code, company: '南京纸业' }),
    );
    expect(again.body.data).toMatchObject({
      registration: { status: 'pending', rejectReason: null, company: '南京纸业' },
    });

    const approved = (await org.post(`/portal/rest/organizer/visitors/${reg.id}/approve`)).body
      .data as VisitorRegistration;
    expect(approved.status).toBe('approved');
    expect(approved.badgeCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    [mail] = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.subject).toContain('審核通過');
    expect(mail?.body).toContain(approved.badgeCode);
    await expect(assertApprovedVisitor(ctx.db, user.id)).resolves.toBeUndefined();
    expect(
      await ctx.app.hasRole(
        { auth: { userId: user.id, sessionId: 0, grantedRoles: [] } } as never,
        'visitor',
      ),
    ).toBe(true);
    const twice = await org.post(`/portal/rest/organizer/visitors/${reg.id}/approve`);
    expect(twice.body.errorCode).toBe(ErrorCode.VISITOR_REVIEW_STATE);
    const locked = await client.post(
      `/register/rest/visitors/${reg.id}/user/${user.id}`,
      domesticForm({ email: reg.email }),
    );
    expect(locked.body.errorCode).toBe(ErrorCode.VISITOR_LOCKED);
    const someoneElse = await client.post(
      `/register/rest/visitors/${reg.id}/user/${user.id + 1000}`,
      domesticForm(),
    );
    expect(someoneElse.status).toBe(403);
  });

  it('refuses posting for a missing pre-registration with the spec message', async () => {
    const user = await buildUser(ctx);
    const err = await assertApprovedVisitor(ctx.db, user.id).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('NOT_VISITOR');
  });

  it('approves several at once and skips those already approved', async () => {
    const a = await visitor();
    const b = await visitor();
    const ra = await registered(a.client);
    const rb = await registered(b.client);
    const { client: org } = await buildOrganizer(ctx);
    await org.post(`/portal/rest/organizer/visitors/${ra.id}/approve`);
    const res = await org.post('/portal/rest/organizer/visitors/approve', { ids: [ra.id, rb.id, 999999] });
    expect(res.body.data).toEqual({ approved: [rb.id], skipped: [ra.id, 999999] });
  });

  it('checks a badge in once; a second scan says when', async () => {
    const { client } = await visitor();
    const reg = await registered(client);
    const { client: org } = await buildOrganizer(ctx, 'en');
    const pendingScan = await org.post('/portal/rest/organizer/visitors/checkin', { code: 'ABCDEFGH23' });
    expect(pendingScan.status).toBe(404);
    const { badgeCode } = (await org.post(`/portal/rest/organizer/visitors/${reg.id}/approve`)).body
      .data as VisitorRegistration;
    const mine = (await client.get('/register/rest/visitors/users')).body.data as VisitorRegistration;
    expect(mine.badgeCode).toBe(badgeCode);
    const scans = await Promise.all([
      org.post('/portal/rest/organizer/visitors/checkin', { code: `CIDPEX:${badgeCode}` }),
      org.post('/portal/rest/organizer/visitors/checkin', { code: String(badgeCode).toLowerCase() }),
    ]);
    const first = scans.find((s) => s.status === 200);
    const second = scans.find((s) => s.status === 409);
    if (!first || !second) throw new Error('expected one entry and one refusal');
    const at = new Date((first.body.data as VisitorCheckInResult).checkedInAt);
    const hhmm = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Shanghai',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
    expect(second.body).toMatchObject({
      errorCode: ErrorCode.VISITOR_ALREADY_CHECKED_IN,
      errorMsg: `Already checked in at ${hhmm}`,
    });
    // The refusal names who it is and when the first scan was, for the entrance's screen.
    const again = second.body.data as VisitorCheckInResult;
    expect(again.checkedInAt).toBe(at.toISOString());
    expect(again.registration).toMatchObject({ id: reg.id, badgeCode });
    expect(pendingScan.body.data).toBeNull();
    const reject = await org.post(`/portal/rest/organizer/visitors/${reg.id}/reject`, { reason: 'late' });
    expect(reject.body.errorCode).toBe(ErrorCode.VISITOR_REVIEW_STATE);
  });
});

describe('source and invite tracking', () => {
  it('counts visits per source and gives the registration the source it came with', async () => {
    const anonymous = new TestClient(ctx.app);
    const visit = await anonymous.get('/register/rest/visitors/200417/userId/0/source/wechat/invite/INV001');
    expect(visit.body.data).toEqual({ recorded: true, visitorId: null });
    const { user, client } = await visitor();
    await client.get(`/register/rest/visitors/200417/userId/${user.id}/source/newsletter/invite/N-7`);
    const reg = await registered(client);
    expect(reg).toMatchObject({ source: 'newsletter', invite: 'N-7' });
    expect((await client.get('/register/rest/visitors/users')).body.data).toEqual(reg);
    const b = await visitor();
    const rb = await registered(b.client);
    const late = await b.client.get(
      `/register/rest/visitors/200417/userId/${b.user.id}/source/wechat/invite/INV002`,
    );
    expect(late.body.data).toEqual({ recorded: true, visitorId: rb.id });
    const bad = await anonymous.get('/register/rest/visitors/200417/userId/0/source/a%20b/invite/x');
    expect(bad.status).toBe(400);
    const { client: org } = await buildOrganizer(ctx);
    const stats = await org.get('/portal/rest/organizer/visitors/sources');
    expect(stats.body.data).toEqual([
      { source: 'wechat', visits: 2, registrations: 1, approved: 0 },
      { source: 'newsletter', visits: 1, registrations: 1, approved: 0 },
    ]);
  });
});

describe('notices in the reader’s language (issue 23 item 18)', () => {
  async function lastMail(recipient: string) {
    const [mail] = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, recipient))
      .orderBy(desc(outbox.id))
      .limit(1);
    return mail;
  }
  const base = () => ctx.config.publicUrl;

  it('mails a rejected overseas buyer in English, linking to the English site’s registration', async () => {
    const { client } = await visitor('en');
    const reg = await registered(client, overseasForm({ passportNo: validPassport() }));
    const { client: org } = await buildOrganizer(ctx);
    await org.post(`/portal/rest/organizer/visitors/${reg.id}/reject`, {
      reason: 'Business card unreadable',
    });
    const mail = await lastMail(reg.email);
    expect(mail?.subject).toBe('CIDPEX 2024: your buyer pre-registration was not approved');
    expect(mail?.body).toContain('Reason: Business card unreadable');
    expect(mail?.body).toContain(`${base()}/en/register `);
    expect(mail?.body).not.toMatch(/visitor\/visitor|[\u4e00-\u9fff]/);
  });

  it('mails a rejected Chinese buyer in Chinese, linking to the Chinese form; approvals link the e-badge page', async () => {
    const { client } = await visitor('zh-Hans');
    const reg = await registered(client);
    const { client: org } = await buildOrganizer(ctx);
    await org.post(`/portal/rest/organizer/visitors/${reg.id}/reject`, { reason: '名片不清晰' });
    const mail = await lastMail(reg.email);
    expect(mail?.subject).toContain('未通过审核');
    expect(mail?.body).toContain(`请在 ${base()}/visitor/visitorRegister 修改信息后重新提交`);
    expect(mail?.body).not.toContain('lang=');

    const hant = await visitor('zh-Hant');
    const second = await registered(hant.client);
    await org.post(`/portal/rest/organizer/visitors/${second.id}/approve`);
    const approved = await lastMail(second.email);
    expect(approved?.subject).toContain('審核通過');
    expect(approved?.body).toContain(`${base()}/visitor/visitorAccomplish?lang=zh-Hant`);
  });
});
