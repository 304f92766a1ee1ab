import { ErrorCode, type Session, type User, type UserWithEnterprise } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { behaviors, operationRecords, users } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { latestCode, TestClient, useTestApp } from '../../test/harness';
import { registerEnterpriseLookup } from '../accounts';

const ctx = useTestApp();

async function storedUser(id: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} is gone`);
  return row;
}

async function emailCode(client: TestClient, email: string) {
  const res = await client.post('/register/rest/visitors/token/email', { email, purpose: 'bindEmail' });
  return res.status === 200 ? latestCode(ctx.db, email.toLowerCase()) : res;
}

async function smsCode(client: TestClient, mobile: string) {
  const res = await client.post('/register/rest/visitors/phone-token', { mobile, purpose: 'bindMobile' });
  return res.status === 200 ? latestCode(ctx.db, mobile) : res;
}

describe('reading and updating the own account', () => {
  it('refuses every user call of an anonymous caller with 401', async () => {
    const user = await buildUser(ctx);
    const anonymous = new TestClient(ctx.app, 'zh-Hans');
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/register/rest/users/data/${user.id}`],
      ['PUT', `/register/rest/users/${user.id}`, { name: 'x' }],
      ['POST', '/register/rest/users/bindEmail', { email: 'a@b.com', code: '123456' }],
      ['GET', `/exhibitor/rest/users/${user.id}`],
      ['PUT', `/exhibitor/rest/users/${user.id}`, { name: 'x' }],
      ['PUT', `/exhibitor/rest/users/mobilePhone/${user.id}`, { mobile: '13911112222', code: '123456' }],
      ['GET', `/exhibitor/rest/users/withEnt/${user.id}`],
      ['PUT', '/exhibitor/rest/users/ignore/email', {}],
      ['POST', '/exhibitor/rest/users/bind', { tempUserId: 'temp-12345678' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await anonymous.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body).toEqual({
        success: false,
        data: null,
        errorCode: ErrorCode.LOGIN_EXPIRED,
        errorMsg: '登录过期，请重新登录',
      });
    }
    expect((await storedUser(user.id)).name).toBe('测试用户');
  });

  it('answers the own account on both paths, without the password hash', async () => {
    const user = await buildUser(ctx, { mobile: '13900000101', email: 'me@example.com', name: '李雷' });
    const client = await signedInClient(ctx, user.id);
    for (const url of [`/register/rest/users/data/${user.id}`, `/exhibitor/rest/users/${user.id}`]) {
      const res = await client.get(url);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        id: user.id,
        mobile: '13900000101',
        email: 'me@example.com',
        emailVerified: true,
        name: '李雷',
        firstName: null,
        lastName: null,
        company: null,
        jobTitle: null,
        country: null,
        avatar: null,
        lang: 'zh-Hans',
        roles: ['user'],
        ignoreEmailPrompt: false,
        enterpriseId: null,
        createdAt: user.createdAt.toISOString(),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/password|argon/i);
    }
  });

  it("refuses another user's account with 403", async () => {
    const me = await buildUser(ctx);
    const other = await buildUser(ctx, { name: '别人' });
    const client = await signedInClient(ctx, me.id, 'en');
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/register/rest/users/data/${other.id}`],
      ['PUT', `/register/rest/users/${other.id}`, { name: 'hacked' }],
      ['GET', `/exhibitor/rest/users/${other.id}`],
      ['PUT', `/exhibitor/rest/users/${other.id}`, { name: 'hacked' }],
      ['PUT', `/exhibitor/rest/users/mobilePhone/${other.id}`, { mobile: '13911112222', code: '123456' }],
      ['GET', `/exhibitor/rest/users/withEnt/${other.id}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await client.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body).toMatchObject({
        errorCode: ErrorCode.FORBIDDEN,
        errorMsg: 'You are not allowed to do this',
      });
    }
    expect((await storedUser(other.id)).name).toBe('别人');
  });

  it('lets the organizer read any account but change only their own', async () => {
    const user = await buildUser(ctx, { name: '观众' });
    const { user: organizer, client } = await buildOrganizer(ctx, 'zh-Hant');
    const read = await client.get(`/exhibitor/rest/users/${user.id}`);
    expect((read.body.data as User).name).toBe('观众');
    const self = await client.get(`/register/rest/users/data/${organizer.id}`);
    expect((self.body.data as User).roles).toEqual(['user', 'organizer']);
    const write = await client.put(`/exhibitor/rest/users/${user.id}`, { name: 'x' });
    expect(write.status).toBe(403);
    expect(write.body.errorMsg).toBe('沒有權限執行此操作');
    const missing = await client.get('/exhibitor/rest/users/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.errorMsg).toBe('請求的資源不存在');
  });

  it('updates the profile and clears a field given empty', async () => {
    const user = await buildUser(ctx);
    const client = await signedInClient(ctx, user.id);
    const res = await client.put(`/register/rest/users/${user.id}`, {
      name: ' 王芳 ',
      company: '金红叶纸业',
      jobTitle: '采购经理',
      country: 'CN',
      lang: 'zh-Hant',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: '王芳',
      company: '金红叶纸业',
      jobTitle: '采购经理',
      lang: 'zh-Hant',
    });
    expect(await storedUser(user.id)).toMatchObject({
      name: '王芳',
      company: '金红叶纸业',
      country: 'CN',
      lang: 'zh-Hant',
    });

    const cleared = await client.put(`/exhibitor/rest/users/${user.id}`, { company: '' });
    expect((cleared.body.data as User).company).toBeNull();
    expect(await storedUser(user.id)).toMatchObject({ company: null, name: '王芳' });
  });

  it('refuses an invalid profile field naming it', async () => {
    const user = await buildUser(ctx);
    const client = await signedInClient(ctx, user.id, 'en');
    const res = await client.put(`/exhibitor/rest/users/${user.id}`, { lang: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: ErrorCode.VALIDATION,
      errorMsg: 'Some information is not valid: Language',
    });
  });
});

describe('binding an email', () => {
  it('binds an email with its code and marks it verified', async () => {
    const user = await buildUser(ctx, { email: null });
    const client = await signedInClient(ctx, user.id);
    const code = await emailCode(client, 'Bind@Example.com');
    expect(typeof code).toBe('string');
    const res = await client.post('/register/rest/users/bindEmail', { email: 'bind@example.com', code });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'bind@example.com', emailVerified: true });
    expect(await storedUser(user.id)).toMatchObject({ email: 'bind@example.com', emailVerified: true });
  });

  it('refuses an email already bound to the account, and one of another account', async () => {
    const user = await buildUser(ctx, { email: 'mine@example.com' });
    await buildUser(ctx, { email: 'theirs@example.com' });
    const client = await signedInClient(ctx, user.id, 'zh-Hans');
    const same = await client.post('/register/rest/visitors/token/email', {
      email: 'mine@example.com',
      purpose: 'bindEmail',
    });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({
      errorCode: ErrorCode.EMAIL_ALREADY_BOUND,
      errorMsg: '该邮箱已绑定当前账号',
    });
    const taken = await client.post('/register/rest/visitors/token/email', {
      email: 'theirs@example.com',
      purpose: 'bindEmail',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errorCode).toBe(ErrorCode.EMAIL_TAKEN);
    // The binding call itself refuses too, whatever code is given.
    const direct = await client.post('/register/rest/users/bindEmail', {
      email: 'mine@example.com',
      code: '123456',
    });
    expect(direct.body.errorCode).toBe(ErrorCode.EMAIL_ALREADY_BOUND);
    expect((await storedUser(user.id)).email).toBe('mine@example.com');
  });

  it('confirms the unverified email of an older account (English sign-ups now verify it at once)', async () => {
    const user = await buildUser(ctx, { email: 'oversea@example.com' });
    await ctx.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    const client = await signedInClient(ctx, user.id, 'en');
    const code = await emailCode(client, 'oversea@example.com');
    const res = await client.post('/register/rest/users/bindEmail', { email: 'oversea@example.com', code });
    expect(res.body.data).toMatchObject({ email: 'oversea@example.com', emailVerified: true });
    expect((await storedUser(user.id)).emailVerified).toBe(true);
  });

  it('refuses a wrong binding code without changing the account', async () => {
    const user = await buildUser(ctx, { email: null });
    const client = await signedInClient(ctx, user.id, 'zh-Hant');
    const code = (await emailCode(client, 'wrong@example.com')) as string;
    const res = await client.post('/register/rest/users/bindEmail', {
      email: 'wrong@example.com',
      code: code === '999999' ? '999998' : '999999',
    });
    expect(res.body).toMatchObject({ errorCode: ErrorCode.CODE_INVALID, errorMsg: '驗證碼不正確' });
    expect((await storedUser(user.id)).email).toBeNull();
  });
});

describe('changing the mobile number', () => {
  it('changes the mobile with a code sent to the new number; login then uses it', async () => {
    const user = await buildUser(ctx, { mobile: '13900000201' });
    const client = await signedInClient(ctx, user.id);
    const code = await smsCode(client, '13900000202');
    const res = await client.put(`/exhibitor/rest/users/mobilePhone/${user.id}`, {
      mobile: '13900000202',
      code,
    });
    expect(res.status).toBe(200);
    expect((res.body.data as User).mobile).toBe('13900000202');
    expect((await storedUser(user.id)).mobile).toBe('13900000202');
    const login = await new TestClient(ctx.app).post('/register/rest/loginAccounts/login', {
      account: '13900000202',
      password: 'Passw0rd1',
    });
    expect(login.status).toBe(200);
  });

  it('refuses the current number and a number of another account', async () => {
    const user = await buildUser(ctx, { mobile: '13900000203' });
    await buildUser(ctx, { mobile: '13900000204' });
    const client = await signedInClient(ctx, user.id, 'en');
    const same = await client.post('/register/rest/visitors/phone-token', {
      mobile: '13900000203',
      purpose: 'bindMobile',
    });
    expect(same.body).toMatchObject({
      errorCode: ErrorCode.MOBILE_ALREADY_BOUND,
      errorMsg: 'This mobile number is already bound to your account',
    });
    const sameDirect = await client.put(`/exhibitor/rest/users/mobilePhone/${user.id}`, {
      mobile: '13900000203',
      code: '123456',
    });
    expect(sameDirect.status).toBe(400);
    expect(sameDirect.body.errorCode).toBe(ErrorCode.MOBILE_ALREADY_BOUND);
    const taken = await client.post('/register/rest/visitors/phone-token', {
      mobile: '13900000204',
      purpose: 'bindMobile',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errorMsg).toBe('This mobile number is already registered');
    const takenDirect = await client.put(`/exhibitor/rest/users/mobilePhone/${user.id}`, {
      mobile: '13900000204',
      code: '123456',
    });
    expect(takenDirect.body.errorCode).toBe(ErrorCode.MOBILE_TAKEN);
    expect((await storedUser(user.id)).mobile).toBe('13900000203');
  });

  it('does not accept a code sent to another number', async () => {
    const user = await buildUser(ctx, { mobile: '13900000205' });
    const client = await signedInClient(ctx, user.id);
    const code = await smsCode(client, '13900000206');
    const res = await client.put(`/exhibitor/rest/users/mobilePhone/${user.id}`, {
      mobile: '13900000207',
      code,
    });
    expect(res.body.errorCode).toBe(ErrorCode.CODE_EXPIRED);
    expect((await storedUser(user.id)).mobile).toBe('13900000205');
  });
});

describe('enterprise, email prompt and anonymous history', () => {
  it('answers the user with no enterprise, and the one a registered lookup gives', async () => {
    const user = await buildUser(ctx);
    const client = await signedInClient(ctx, user.id);
    const none = await client.get(`/exhibitor/rest/users/withEnt/${user.id}`);
    expect(none.body.data).toMatchObject({ user: { id: user.id, enterpriseId: null }, enterprise: null });

    registerEnterpriseLookup(async (_db, userId) =>
      userId === user.id ? { id: 7, name: '金红叶纸业', nameEn: 'Gold Hongye Paper', certified: true } : null,
    );
    try {
      const some = await client.get(`/exhibitor/rest/users/withEnt/${user.id}`);
      const data = some.body.data as UserWithEnterprise;
      expect(data.enterprise).toEqual({
        id: 7,
        name: '金红叶纸业',
        nameEn: 'Gold Hongye Paper',
        certified: true,
      });
      expect(data.user.enterpriseId).toBe(7);
    } finally {
      registerEnterpriseLookup(async () => null);
    }
  });

  it('stops and resumes the email prompt', async () => {
    const user = await buildUser(ctx, { email: null });
    const client = await signedInClient(ctx, user.id);
    const res = await client.put('/exhibitor/rest/users/ignore/email');
    expect((res.body.data as User).ignoreEmailPrompt).toBe(true);
    expect((await storedUser(user.id)).ignoreEmailPrompt).toBe(true);
    await client.put('/exhibitor/rest/users/ignore/email', { ignore: false });
    expect((await storedUser(user.id)).ignoreEmailPrompt).toBe(false);
  });

  it('attaches the anonymous records of a temporary id, never ones owned by someone', async () => {
    const user = await buildUser(ctx);
    const other = await buildUser(ctx);
    const temp = 'temp-abcdef123456';
    await ctx.db.insert(operationRecords).values([
      { type: 'VIEW', path: '/home', tempUserId: temp },
      { type: 'VIEW', path: '/exhibitorList', tempUserId: temp },
      { type: 'VIEW', path: '/inter', tempUserId: temp, userId: other.id },
      { type: 'VIEW', path: '/home', tempUserId: 'temp-someone-else' },
    ]);
    await ctx.db.insert(behaviors).values([
      { action: 'favorite', targetType: 'purpose', targetId: '5', tempUserId: temp },
      { action: 'favorite', targetType: 'purpose', targetId: '6', tempUserId: 'temp-someone-else' },
    ]);
    const client = await signedInClient(ctx, user.id);
    const res = await client.post('/exhibitor/rest/users/bind', { tempUserId: temp });
    expect(res.body.data).toEqual({ operations: 2, behaviors: 1 });
    const ops = await ctx.db.select().from(operationRecords).orderBy(operationRecords.id);
    expect(ops.map((o) => o.userId)).toEqual([user.id, user.id, other.id, null]);
    const acts = await ctx.db.select().from(behaviors).orderBy(behaviors.id);
    expect(acts.map((a) => a.userId)).toEqual([user.id, null]);
    // Binding again finds nothing left.
    expect((await client.post('/exhibitor/rest/users/bind', { tempUserId: temp })).body.data).toEqual({
      operations: 0,
      behaviors: 0,
    });
  });
});

describe('API documentation', () => {
  it('lists every users route in the OpenAPI document', async () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, { summary?: string }>> };
    for (const [path, method] of [
      ['/register/rest/users/{userId}', 'put'],
      ['/register/rest/users/data/{userId}', 'get'],
      ['/register/rest/users/bindEmail', 'post'],
      ['/exhibitor/rest/users/{userId}', 'get'],
      ['/exhibitor/rest/users/{userId}', 'put'],
      ['/exhibitor/rest/users/mobilePhone/{userId}', 'put'],
      ['/exhibitor/rest/users/withEnt/{userId}', 'get'],
      ['/exhibitor/rest/users/ignore/email', 'put'],
      ['/exhibitor/rest/users/bind', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
    }
  });
});
