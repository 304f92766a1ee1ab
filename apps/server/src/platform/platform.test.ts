import { ErrorCode, REQUEST_ID_HEADER } from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { type Database, migrateDatabase, openDatabase } from '../db/client';
import { buildOrganizer, buildUser, signedInClient } from '../test/factories';
import { TestClient, useTestApp } from '../test/harness';
import { AppError } from './errors';

const ctx = useTestApp();

describe('platform: envelope, errors, request ids', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ config: testConfig({ databaseUrl: ctx.databaseUrl }), database: ctx.database });
    app.get('/portal/rest/test/boom', async () => {
      throw new Error('secret internal detail at /srv/app.ts:42');
    });
    app.get('/portal/rest/test/refuse', async () => {
      throw new AppError('NOT_ENTERPRISE_ADMIN');
    });
    app.get('/portal/rest/test/organizer', { preHandler: app.requireRole('organizer') }, async () => ({
      success: true,
      data: 'ok',
      errorCode: null,
      errorMsg: null,
    }));
    app.post(
      '/portal/rest/test/organizer',
      {
        preHandler: app.requireRole('organizer'),
        schema: { body: z.object({ name: z.string().min(1) }) },
      },
      async () => ({ success: true, data: 'ok', errorCode: null, errorMsg: null }),
    );
    app.get('/portal/rest/test/whoami', async (request) => ({
      success: true,
      data: request.auth?.userId ?? null,
      errorCode: null,
      errorMsg: null,
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers an unexpected error with the generic message, no stack trace, and a request id', async () => {
    const res = await new TestClient(app, 'en').get('/portal/rest/test/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      data: null,
      errorCode: ErrorCode.INTERNAL,
      errorMsg: 'Data error, please try again later',
    });
    expect(JSON.stringify(res.body)).not.toContain('secret');
    expect(res.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a refusal with its code, status and message in the caller language', async () => {
    const zh = await new TestClient(app, 'zh-Hans').get('/portal/rest/test/refuse');
    expect(zh.status).toBe(403);
    expect(zh.body.errorMsg).toBe('您当前不是企业管理员');
    const en = await new TestClient(app, 'en').get('/portal/rest/test/refuse');
    expect(en.body.errorMsg).toBe('You are not currently an enterprise administrator');
    const hant = await new TestClient(app, 'zh-Hant').get('/portal/rest/test/refuse');
    expect(hant.body.errorMsg).toBe('您當前不是企業管理員');
  });

  it('reads browser language tags (zh-TW, en-US) and defaults to Simplified Chinese', async () => {
    const tw = await app.inject({
      url: '/portal/rest/nothing',
      headers: { 'accept-language': 'zh-TW,zh;q=0.9' },
    });
    expect(tw.json().errorMsg).toBe('請求的資源不存在');
    const none = await app.inject({ url: '/portal/rest/nothing' });
    expect(none.json().errorMsg).toBe('请求的资源不存在');
  });

  it('guards a route by role: anonymous 401, another role 403, the role passes', async () => {
    const anonymous = await new TestClient(app).get('/portal/rest/test/organizer');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorMsg).toBe('登录过期，请重新登录');
    const user = await buildUser(ctx);
    const plain = await signedInClient({ ...ctx, app }, user.id, 'en');
    const refused = await plain.get('/portal/rest/test/organizer');
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(ErrorCode.NOT_ORGANIZER);
    const { client } = await buildOrganizer({ ...ctx, app });
    const allowed = await client.get('/portal/rest/test/organizer');
    expect(allowed.body.data).toBe('ok');
  });

  it('answers requests that arrive together each with its own session (lookups go out as one statement)', async () => {
    const users = await Promise.all([buildUser(ctx), buildUser(ctx), buildUser(ctx), buildUser(ctx)]);
    const clients = await Promise.all(users.map((u) => signedInClient({ ...ctx, app }, u.id)));
    const revoked = clients[3]!;
    await app.sessions.revoke(revoked.token!);
    const unknown = new TestClient(app);
    unknown.token = 'no-such-token';
    const callers = [...clients, unknown, clients[0]!, new TestClient(app)];
    const answers = await Promise.all(callers.map((c) => c.get('/portal/rest/test/whoami')));
    expect(answers.map((a) => (a.status === 200 ? a.body.data : a.status))).toEqual([
      users[0]!.id,
      users[1]!.id,
      users[2]!.id,
      null, // a revoked token: signed out
      null,
      users[0]!.id,
      null,
    ]);
  });

  it('checks the role before the body: a caller who may not send the form is not told it is wrong', async () => {
    const bad = { name: '' };
    const anonymous = await new TestClient(app).post('/portal/rest/test/organizer', bad);
    expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, ErrorCode.LOGIN_EXPIRED]);
    const user = await buildUser(ctx);
    const plain = await signedInClient({ ...ctx, app }, user.id);
    const refused = await plain.post('/portal/rest/test/organizer', bad);
    expect([refused.status, refused.body.errorCode]).toEqual([403, ErrorCode.NOT_ORGANIZER]);
    const { client } = await buildOrganizer({ ...ctx, app });
    const invalid = await client.post('/portal/rest/test/organizer', bad);
    expect([invalid.status, invalid.body.errorCode]).toEqual([400, ErrorCode.VALIDATION]);
    expect((await client.post('/portal/rest/test/organizer', { name: '王芳' })).body.data).toBe('ok');
  });

  it('refuses text holding a NUL character as a validation failure naming its field, after the role check', async () => {
    const nul = { name: '王\u0000芳' };
    const anonymous = await new TestClient(app).post('/portal/rest/test/organizer', nul);
    expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, ErrorCode.LOGIN_EXPIRED]);
    const { client } = await buildOrganizer({ ...ctx, app });
    const refused = await client.post('/portal/rest/test/organizer', nul);
    expect([refused.status, refused.body.errorCode]).toEqual([400, ErrorCode.VALIDATION]);
    expect(refused.body.errorMsg).toBe('提交的信息有误：名称');
    expect(refused.body.data).toEqual({ fields: ['name'] });
    const query = await new TestClient(app).get('/portal/rest/test/whoami?q=a%00b');
    expect([query.status, query.body.errorCode]).toEqual([400, ErrorCode.VALIDATION]);
    expect(query.body.errorMsg).toBe('提交的信息有误：搜索词');
    expect((await client.post('/portal/rest/test/organizer', { name: '王芳' })).body.data).toBe('ok');
  });

  it('reports readiness with the database driver', async () => {
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      db: 'ok',
      driver: ctx.database.driver,
      redis: 'not configured',
    });
  });

  it('serves the OpenAPI document with the spec paths', async () => {
    const res = await app.inject({ url: '/docs/json' });
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/portal/rest/dicts/exhibition/{exhibitionId}/{dictType}');
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/portal/rest/test'))).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('platform: the PostgreSQL server going away', () => {
  it('survives its connections being terminated and recovers on the next request', async () => {
    const database: Database = await openDatabase({
      databaseUrl: ctx.databaseUrl,
      poolSize: 2,
      onPoolError: () => undefined,
    });
    await migrateDatabase(database);
    const app = await buildApp({ config: testConfig({ databaseUrl: ctx.databaseUrl }), database });
    await app.ready();
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    // Terminate every server connection of this database: what a restart does to a pool (57P01).
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const dbName = new URL(ctx.databaseUrl!).pathname.slice(1);
    const terminated = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and datname = $1`,
      [dbName],
    );
    await admin.end();
    expect(terminated.rowCount).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    let status = 0;
    for (let i = 0; i < 5 && status !== 200; i++) status = (await app.inject({ url: '/readyz' })).statusCode;
    expect(status).toBe(200);
    await app.close();
    await database.close();
  });
});
