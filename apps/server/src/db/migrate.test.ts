import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, MIGRATION_LOCK_KEY, migrateDatabase, openDatabase } from './client';

/**
 * Two processes starting together on a fresh PostgreSQL database: each has its own pool and
 * migrates at the same moment. Without the advisory lock both would run the first migration
 * (drizzle's journal table has no guard) and one would fail on "relation already exists".
 */
describe.runIf(process.env.TEST_DATABASE_URL)('migrations on the PostgreSQL server', () => {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `cidpex_t_migrate_${randomBytes(4).toString('hex')}`;
  let url: string;
  const opened: Database[] = [];

  async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      return await work(c);
    } finally {
      await c.end();
    }
  }

  beforeAll(async () => {
    await admin((c) => c.query(`create database ${name}`));
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    url = target.toString();
  });
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  });

  async function open(): Promise<Database> {
    const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    opened.push(database);
    return database;
  }

  it('two concurrent migrations on a fresh database both succeed and apply each migration once', async () => {
    const [a, b, c] = await Promise.all([open(), open(), open()]);
    await Promise.all([migrateDatabase(a), migrateDatabase(b), migrateDatabase(c)]);
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    try {
      const applied = await check.query(
        'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash having count(*) > 1',
      );
      expect(applied.rows).toEqual([]);
      const total = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(total.rows[0].n).toBeGreaterThan(0);
      const users = await check.query(`select to_regclass('public.users') as t`);
      expect(users.rows[0].t).toBe('users');
      // The lock is released afterwards: another session takes it at once.
      const lock = await check.query('select pg_try_advisory_lock($1) as got', [MIGRATION_LOCK_KEY]);
      expect(lock.rows[0].got).toBe(true);
    } finally {
      await check.end();
    }
  });

  it('waits while another session holds the lock, then finds nothing to apply', async () => {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const database = await open();
    let finished = false;
    const running = migrateDatabase(database).then(() => {
      finished = true;
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(finished).toBe(false);
    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    await holder.end();
    await running;
    expect(finished).toBe(true);
  });
});
