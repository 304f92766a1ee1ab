import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ImMessage } from '@cidpex/contracts';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { migrateDatabase, openDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { createServerDatabase } from '../../test/harness';
import { ImTestClient } from './chat.test-client';
import { genUserSig } from './user-sig';

/**
 * Two server processes on one Redis and one PostgreSQL database: a message sent through one
 * process's gateway reaches a client of the other, and a sign-in on one kicks the session
 * held by the other. CI has Redis at 127.0.0.1:6379 and TEST_DATABASE_URL; without both this
 * says so and skips.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PG_URL = process.env.TEST_DATABASE_URL;
const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'gateway.child.ts');

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = Boolean(PG_URL) && (await redisAnswers());
if (!reachable) {
  console.warn('SKIPPED: the two-process chat test needs Redis at 127.0.0.1:6379 and TEST_DATABASE_URL.');
}

const children: ChildProcessWithoutNullStreams[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const child of children) child.kill();
  for (const c of cleanups) await c();
});

async function startServer(databaseUrl: string, prefix: string): Promise<number> {
  const proc = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL, EVENTS_PREFIX: prefix },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(proc);
  let stderr = '';
  proc.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const lines = readline.createInterface({ input: proc.stdout })[Symbol.asyncIterator]();
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    if (next.value.startsWith('{"port"')) return (JSON.parse(next.value) as { port: number }).port;
  }
  throw new Error(`the server process did not start: ${stderr}`);
}

describe.skipIf(!reachable)('chat across two server processes on Redis', () => {
  it('delivers between the processes and kicks across them', async () => {
    const created = await createServerDatabase(PG_URL as string);
    const database = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
    cleanups.push(async () => {
      await database.close();
      await created.drop();
    });
    await migrateDatabase(database);
    const [a, b] = await database.db
      .insert(users)
      .values([
        { mobile: '13900000101', name: '甲', passwordHash: 'x', roles: [] },
        { mobile: '13900000102', name: '乙', passwordHash: 'x', roles: [] },
      ])
      .returning();
    if (!a || !b) throw new Error('users not inserted');
    const config = testConfig();
    const sig = (id: string) => genUserSig(config.imSecret, config.imSdkAppId, id, 600);

    const prefix = `cidpex-chat-test-${randomUUID()}:`;
    const [port1, port2] = await Promise.all([
      startServer(created.url, prefix),
      startServer(created.url, prefix),
    ]);
    expect(port1).not.toBe(port2);
    const ima = await ImTestClient.connect(`ws://127.0.0.1:${port1}/im/ws`);
    const imb = await ImTestClient.connect(`ws://127.0.0.1:${port2}/im/ws`);
    await ima.login({ imUserId: `u${a.id}`, userSig: sig(`u${a.id}`) });
    await imb.login({ imUserId: `u${b.id}`, userSig: sig(`u${b.id}`) });

    const sent: ImMessage[] = [];
    for (const text of ['one', 'two', 'three']) {
      sent.push(
        await ima.ok<ImMessage>('sendMessage', {
          conversationID: `C2Cu${b.id}`,
          type: 'TIMTextElem',
          payload: { text },
          clientMsgId: `cross-${text}-${randomUUID()}`,
        }),
      );
    }
    await imb.waitFor('MESSAGE_RECEIVED', (e) => e.data[0]?.ID === sent[2]?.ID, 10_000);
    await new Promise((r) => setTimeout(r, 200));
    const got = imb.events.flatMap((e) => (e.event === 'MESSAGE_RECEIVED' ? e.data : []));
    expect(got.map((m) => [m.sequence, (m.payload as { text: string }).text])).toEqual([
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
    ]);
    // And back the other way.
    const reply = await imb.ok<ImMessage>('sendMessage', {
      conversationID: `C2Cu${a.id}`,
      type: 'TIMTextElem',
      payload: { text: 'back' },
      clientMsgId: `cross-back-${randomUUID()}`,
    });
    expect(
      (await ima.waitFor('MESSAGE_RECEIVED', (e) => e.data[0]?.ID === reply.ID, 10_000)).data[0]?.sequence,
    ).toBe(4);

    // A sign-in on the second process kicks the session on the first.
    const second = await ImTestClient.connect(`ws://127.0.0.1:${port2}/im/ws`);
    await second.login({ imUserId: `u${a.id}`, userSig: sig(`u${a.id}`) });
    expect((await ima.waitFor('KICKED_OUT', () => true, 10_000)).data.type).toBe('multipleAccount');
    for (const c of [ima, imb, second]) c.close();
    for (const child of children) child.stdin.write('exit\n');
  }, 60_000);
});
