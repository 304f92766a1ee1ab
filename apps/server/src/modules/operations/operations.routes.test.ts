import { ErrorCode } from '@cidpex/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { behaviors, operationRecords } from '../../db/schema';
import { buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { recordOperation, startOfFairDay } from './operations.service';

const ctx = useTestApp();

function records() {
  return ctx.db.select().from(operationRecords).orderBy(asc(operationRecords.id));
}

describe('POST /portal/rest/operates', () => {
  it('stores an anonymous page view called with a bare timestamp query', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/portal/rest/operates?1715760000000',
      payload: { type: 'VIEW', path: '/exhibitorList', tempUserId: 'tmp-42' },
      headers: { 'accept-language': 'en' },
      remoteAddress: '203.0.113.5',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { recorded: true }, errorCode: null, errorMsg: null });
    const client = new TestClient(ctx.app, 'en');
    const [row] = await records();
    expect(row).toMatchObject({
      type: 'VIEW',
      path: '/exhibitorList',
      userId: null,
      tempUserId: 'tmp-42',
      lang: 'en',
      ip: '203.0.113.5',
    });
    expect((await client.post('/portal/rest/operates?12345', { type: 'CLICK', path: '/home' })).status).toBe(
      200,
    );
    expect(await records()).toHaveLength(2);
  });

  it('stores the signed-in user and the language the client sends', async () => {
    const user = await buildUser(ctx);
    const client = await signedInClient(ctx, user.id, 'zh-Hant');
    await client.post('/portal/rest/operates', {
      type: 'ERROR',
      path: '/portal/rest/purposes/page',
      detail: 'HTTP 500',
      lang: 'zh-Hans',
    });
    const [row] = await records();
    expect(row).toMatchObject({ type: 'ERROR', userId: user.id, lang: 'zh-Hans', detail: 'HTTP 500' });
  });

  it('cuts an over-long error detail instead of refusing the log', async () => {
    const res = await new TestClient(ctx.app).post('/portal/rest/operates', {
      type: 'ERROR',
      path: `/x${'y'.repeat(600)}`,
      detail: 'stack '.repeat(2000),
    });
    expect(res.body.data).toEqual({ recorded: true });
    const [row] = await records();
    expect(row?.detail).toHaveLength(4000);
    expect(row?.path).toHaveLength(500);
  });

  it('refuses a record of an unknown type', async () => {
    const res = await new TestClient(ctx.app, 'en').post('/portal/rest/operates', {
      type: 'HACK',
      path: '/',
    });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe(ErrorCode.VALIDATION);
    expect(await records()).toHaveLength(0);
  });

  it('answers recorded:false and logs when the record cannot be stored', async () => {
    const failing = {
      insert: () => {
        throw new Error('database down');
      },
    } as unknown as Db;
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const result = await recordOperation(
      failing,
      log,
      { type: 'VIEW', path: '/' },
      { userId: null, ip: '::1', lang: 'en' },
    );
    expect(result).toEqual({ recorded: false });
    expect(log.error).toHaveBeenCalledOnce();
  });
});

describe('POST /exhibitor/rest/behaviors', () => {
  it('stores a behaviour with the signed-in user, and anonymous ones too', async () => {
    const user = await buildUser(ctx);
    const client = await signedInClient(ctx, user.id);
    const res = await client.post('/exhibitor/rest/behaviors', {
      action: 'favorite',
      targetType: 'product',
      targetId: '77',
    });
    expect(res.body.data).toEqual({ recorded: true });
    await new TestClient(ctx.app).post('/exhibitor/rest/behaviors', { action: 'share', tempUserId: 't-1' });
    const rows = await ctx.db.select().from(behaviors).orderBy(asc(behaviors.id));
    expect(rows).toMatchObject([
      { action: 'favorite', targetType: 'product', targetId: '77', userId: user.id },
      { action: 'share', userId: null, tempUserId: 't-1' },
    ]);
    const empty = await client.post('/exhibitor/rest/behaviors', { action: '  ' });
    expect(empty.status).toBe(400);
  });
});

describe('the fair day', () => {
  it('starts at midnight in Asia/Shanghai', () => {
    expect(startOfFairDay(new Date('2024-05-14T16:30:00Z')).toISOString()).toBe('2024-05-14T16:00:00.000Z');
    expect(startOfFairDay(new Date('2024-05-14T15:59:00Z')).toISOString()).toBe('2024-05-13T16:00:00.000Z');
    expect(startOfFairDay(new Date('2024-05-15T08:00:00Z'), 6).toISOString()).toBe(
      '2024-05-08T16:00:00.000Z',
    );
  });
});
