import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from '../../db/client';
import { outbox } from '../../db/schema';
import { createServerDatabase } from '../../test/harness';
import { DEAD_LETTERS, Jobs } from './jobs';

/** The job queue itself, on PGlite by default and on the PostgreSQL server with TEST_DATABASE_URL. */
let database: Database;
let databaseUrl: string | undefined;
let drop: (() => Promise<void>) | undefined;
const started: Jobs[] = [];

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    const created = await createServerDatabase(process.env.TEST_DATABASE_URL);
    databaseUrl = created.url;
    drop = created.drop;
  }
  database = await openDatabase({ databaseUrl, poolSize: 2 });
  await migrateDatabase(database);
}, 60_000);

// Each test's workers stop with it: a worker left running would take the next test's jobs.
afterEach(async () => {
  for (const jobs of started.splice(0)) await jobs.stop(1000);
});

afterAll(async () => {
  await database?.close();
  await drop?.();
});

function makeJobs(worker: boolean) {
  const jobs = new Jobs({
    database,
    databaseUrl,
    worker,
    pollingIntervalSeconds: 0.5,
    logError: () => {},
  });
  started.push(jobs);
  return jobs;
}

async function until(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function jobStates(name: string): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select state::text as state from pgboss.job where name = ${name} order by created_on`,
  )) as { rows: unknown[] };
  return (result.rows as Array<{ state: string }>).map((r) => r.state);
}

describe('jobs stored in the database', () => {
  it('runs a job enqueued in a committed transaction, never one whose transaction rolled back; retries a failing one with growing delays until it is a dead letter, which the console can send back', async () => {
    const ran: number[] = [];
    const tries: Array<{ at: number; attempt: number; last: boolean }> = [];
    let healed = false;
    const jobs = makeJobs(true);
    jobs.define('notices.send', { retryLimit: 2, retryDelaySeconds: 1 }, async ({ outboxId }, run) => {
      if (outboxId < 100) {
        ran.push(outboxId);
        return;
      }
      tries.push({ at: Date.now(), attempt: run.attempt, last: run.lastAttempt });
      if (!healed) throw new Error(`smtp refused ${outboxId}`);
      ran.push(outboxId);
    });
    await jobs.start();

    await database.db.transaction(async (tx) => {
      await tx.insert(outbox).values({ channel: 'sms', recipient: '1', subject: 's', body: 'b' });
      await jobs.send('notices.send', { outboxId: 1 }, { tx });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send('notices.send', { outboxId: 2 }, { tx });
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    await until(() => ran.includes(1));

    await jobs.send('notices.send', { outboxId: 500 });
    await until(async () => (await jobs.deadLetters()).length === 1, 15_000);
    expect(tries.map((t) => [t.attempt, t.last])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    const [t1, t2, t3] = tries.map((t) => t.at) as [number, number, number];
    // Backoff: about 0.5–1 s, then 1–2 s (plus polling), so the second wait is not shorter than half a second.
    expect(t2 - t1).toBeGreaterThanOrEqual(400);
    expect(t3 - t2).toBeGreaterThanOrEqual(900);

    const [dead] = await jobs.deadLetters();
    expect(dead).toMatchObject({ queue: 'notices.send', data: { outboxId: 500 }, attempts: 3 });
    expect(dead?.error).toBe('smtp refused 500');
    expect(ran).not.toContain(2);

    healed = true;
    expect(await jobs.retryDeadLetter('00000000-0000-0000-0000-000000000000')).toBe(false);
    expect(await jobs.retryDeadLetter(String(dead?.id))).toBe(true);
    await until(() => ran.includes(500));
    expect(await jobs.deadLetters()).toEqual([]);
    expect(ran.filter((id) => id === 2)).toEqual([]);
  }, 40_000);

  it('a process without the worker role only enqueues; a worker on the same database runs what it queued, and holds the schedules', async () => {
    const web = makeJobs(false);
    web.define(
      'seminars.expire-offers',
      { retryLimit: 1, retryDelaySeconds: 1, cron: '* * * * *' },
      async () => {
        throw new Error('a web process never runs jobs');
      },
    );
    await web.start();
    await web.send('seminars.expire-offers', {});
    await new Promise((r) => setTimeout(r, 1200));
    expect(await jobStates('seminars.expire-offers')).toEqual(['created']);

    let runs = 0;
    const worker = makeJobs(true);
    worker.define(
      'seminars.expire-offers',
      { retryLimit: 1, retryDelaySeconds: 1, cron: '* * * * *' },
      async () => {
        runs++;
      },
    );
    await worker.start();
    await until(() => runs === 1);
    expect(await worker.schedules()).toEqual([{ name: 'seminars.expire-offers', cron: '* * * * *' }]);
    expect(await jobStates('seminars.expire-offers')).toEqual(['completed']);
    // The first test's dead letter went back to its queue: the dead-letter queue holds nothing queued.
    expect(await jobStates(DEAD_LETTERS)).not.toContain('created');
  }, 30_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two workers racing on the PostgreSQL server', () => {
  it('runs each of many jobs exactly once, shared between both workers', async () => {
    const runsBy = new Map<string, string[]>();
    const workers = ['a', 'b'].map((label) => {
      const jobs = makeJobs(true);
      jobs.define('notices.send', { retryLimit: 0, retryDelaySeconds: 1 }, async ({ outboxId }) => {
        await new Promise((r) => setTimeout(r, 60));
        runsBy.set(String(outboxId), [...(runsBy.get(String(outboxId)) ?? []), label]);
      });
      return jobs;
    });
    await Promise.all(workers.map((w) => w.start()));
    const ids = Array.from({ length: 40 }, (_, i) => 1000 + i);
    await Promise.all(ids.map((outboxId) => workers[0]?.send('notices.send', { outboxId })));
    await until(() => ids.every((id) => runsBy.has(String(id))), 20_000);
    await new Promise((r) => setTimeout(r, 500));
    for (const id of ids) expect(runsBy.get(String(id)), `job ${id}`).toHaveLength(1);
    const byWorker = [...runsBy.values()].flat();
    expect(byWorker.filter((w) => w === 'a').length).toBeGreaterThan(0);
    expect(byWorker.filter((w) => w === 'b').length).toBeGreaterThan(0);
  }, 40_000);
});
