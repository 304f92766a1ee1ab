import { ErrorCode } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments, operationRecords, outbox, users } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { startOfFairDay } from '../operations/operations.service';

const ctx = useTestApp();
const DAY = 24 * 3600 * 1000;
const PATHS = [
  '/portal/rest/organizer/dashboard',
  '/portal/rest/organizer/outbox',
  '/portal/rest/organizer/operates/stats',
];

function fairDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(date);
}

describe('who may open the console', () => {
  it('asks an anonymous caller to log in', async () => {
    for (const path of PATHS) {
      const res = await new TestClient(ctx.app, 'en').get(path);
      expect(res.status, path).toBe(401);
      expect(res.body.errorCode).toBe(ErrorCode.LOGIN_EXPIRED);
    }
  });

  it('refuses a signed-in user who is not the organizer', async () => {
    const user = await buildUser(ctx);
    const zh = await signedInClient(ctx, user.id, 'zh-Hans');
    const en = await signedInClient(ctx, user.id, 'en');
    for (const path of PATHS) {
      const res = await zh.get(path);
      expect(res.status, path).toBe(403);
      expect(res.body).toMatchObject({
        errorCode: ErrorCode.NOT_ORGANIZER,
        errorMsg: '仅主办方工作人员可以访问',
      });
    }
    expect((await en.get(PATHS[0]!)).body.errorMsg).toBe('Only the organizer’s staff can open this');
  });
});

describe('GET /portal/rest/organizer/dashboard', () => {
  it('counts totals and today in Asia/Shanghai', async () => {
    const { client } = await buildOrganizer(ctx);
    await buildUser(ctx);
    const old = await buildUser(ctx);
    const lastWeek = new Date(Date.now() - 7 * DAY);
    await ctx.db.update(users).set({ createdAt: lastWeek }).where(eq(users.id, old.id));
    await ctx.db.insert(outbox).values([
      { channel: 'email', recipient: 'a@x.cn', subject: 'code', body: '123456' },
      { channel: 'sms', recipient: '13900000000', subject: 'code', body: '654321' },
      { channel: 'sms', recipient: '13900000001', subject: 'code', body: '111111', createdAt: lastWeek },
    ]);
    await ctx.db.insert(operationRecords).values([
      { type: 'VIEW', path: '/home' },
      { type: 'VIEW', path: '/news' },
      { type: 'VIEW', path: '/home', createdAt: new Date(startOfFairDay().getTime() - 60_000) },
      { type: 'ERROR', path: '/portal/rest/x' },
    ]);
    await ctx.db.insert(attachments).values([
      { key: 'picture/a.png', kind: 'picture', fileName: 'a.png', mimeType: 'image/png', size: 1 },
      {
        key: 'picture/b.png',
        kind: 'picture',
        fileName: 'b.png',
        mimeType: 'image/png',
        size: 1,
        deletedAt: new Date(),
      },
    ]);
    const res = await client.get('/portal/rest/organizer/dashboard');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      users: 3,
      usersToday: 2,
      outbox: 3,
      outboxToday: 2,
      viewsToday: 2,
      errorsToday: 1,
      attachments: 1,
    });
  });
});

describe('GET /portal/rest/organizer/outbox', () => {
  async function seedOutbox() {
    const base = Date.now() - 60 * 60_000;
    await ctx.db.insert(outbox).values(
      Array.from({ length: 25 }, (_, i) => ({
        channel: i % 5 === 0 ? 'sms' : 'email',
        recipient: i % 5 === 0 ? `1390000${String(i).padStart(4, '0')}` : `user${i}@example.com`,
        subject: i === 7 ? 'Welcome 100% done' : `Verification code ${i}`,
        body: `code ${i}`,
        createdAt: new Date(base + i * 60_000),
      })),
    );
  }

  it('pages newest first', async () => {
    await seedOutbox();
    const { client } = await buildOrganizer(ctx);
    const first = await client.get('/portal/rest/organizer/outbox?pageSize=10');
    const page = first.body.data as {
      rows: Array<{ body: string }>;
      total: number;
      page: number;
      pageSize: number;
    };
    expect(page).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(page.rows.map((r) => r.body)).toEqual(Array.from({ length: 10 }, (_, i) => `code ${24 - i}`));
    const third = await client.get('/portal/rest/organizer/outbox?pageSize=10&page=3');
    expect((third.body.data as typeof page).rows.map((r) => r.body)).toEqual([
      'code 4',
      'code 3',
      'code 2',
      'code 1',
      'code 0',
    ]);
  });

  it('filters by channel and by text in the recipient or subject', async () => {
    await seedOutbox();
    const { client } = await buildOrganizer(ctx);
    const sms = (await client.get('/portal/rest/organizer/outbox?channel=sms')).body.data as {
      rows: Array<{ channel: string }>;
      total: number;
    };
    expect(sms.total).toBe(5);
    expect(sms.rows.every((r) => r.channel === 'sms')).toBe(true);
    const byRecipient = (await client.get('/portal/rest/organizer/outbox?q=USER1')).body.data as {
      rows: Array<{ recipient: string }>;
      total: number;
    };
    expect(byRecipient.rows.map((r) => r.recipient).sort()).toEqual(
      [
        'user1@example.com',
        'user11@example.com',
        'user12@example.com',
        'user13@example.com',
        'user14@example.com',
        'user16@example.com',
        'user17@example.com',
        'user18@example.com',
        'user19@example.com',
      ].sort(),
    );
    const bySubject = (await client.get(`/portal/rest/organizer/outbox?q=${encodeURIComponent('100%')}`)).body
      .data as { rows: Array<{ subject: string }>; total: number };
    expect(bySubject.rows.map((r) => r.subject)).toEqual(['Welcome 100% done']);
    const literal = (await client.get(`/portal/rest/organizer/outbox?q=${encodeURIComponent('%')}`)).body
      .data as {
      total: number;
    };
    expect(literal.total).toBe(1);
    const both = (await client.get('/portal/rest/organizer/outbox?channel=sms&q=13900000010')).body.data as {
      total: number;
    };
    expect(both.total).toBe(1);
  });

  it('refuses a page size over 100', async () => {
    const { client } = await buildOrganizer(ctx, 'en');
    const res = await client.get('/portal/rest/organizer/outbox?pageSize=500');
    expect(res.status).toBe(400);
    expect(res.body.errorMsg).toBe('Some information is not valid: Page size');
    expect(res.body.data).toEqual({ fields: ['pageSize'] });
  });
});

describe('GET /portal/rest/organizer/operates/stats', () => {
  it('counts views per Shanghai day and path for the last days, most viewed first', async () => {
    const todayStart = startOfFairDay();
    const today = new Date(todayStart.getTime() + 60_000);
    const lateYesterday = new Date(todayStart.getTime() - 60_000);
    const longAgo = new Date(todayStart.getTime() - 10 * DAY);
    const view = (path: string, createdAt: Date) => ({ type: 'VIEW', path, createdAt });
    await ctx.db
      .insert(operationRecords)
      .values([
        view('/home', today),
        view('/home', today),
        view('/home', today),
        view('/news', today),
        view('/home', lateYesterday),
        view('/home', lateYesterday),
        view('/home', longAgo),
        { type: 'ERROR', path: '/home', createdAt: today },
      ]);
    const { client } = await buildOrganizer(ctx);
    const week = await client.get('/portal/rest/organizer/operates/stats?days=7');
    expect(week.body.data).toEqual([
      { day: fairDay(today), path: '/home', count: 3 },
      { day: fairDay(lateYesterday), path: '/home', count: 2 },
      { day: fairDay(today), path: '/news', count: 1 },
    ]);
    const oneDay = await client.get('/portal/rest/organizer/operates/stats?days=1');
    expect((oneDay.body.data as unknown[]).length).toBe(2);
    const errors = await client.get('/portal/rest/organizer/operates/stats?type=ERROR&days=30');
    expect(errors.body.data).toEqual([{ day: fairDay(today), path: '/home', count: 1 }]);
    const tooMany = await client.get('/portal/rest/organizer/operates/stats?days=365');
    expect(tooMany.status).toBe(400);
  });
});
