import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { AUTH_HEADER } from '@cidpex/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app';
import { type AppConfig, testConfig } from '../config';
import { type Database, type Db, migrateDatabase, openDatabase } from '../db/client';
import { outbox, seedRuns } from '../db/schema';
import { clearDictCache } from '../modules/dicts/dicts.service';
import { clearFairCache } from '../modules/fair';
import { runSeeds, SEED_STEPS } from '../seed';

/**
 * One database per test file: embedded PGlite in memory by default, or a fresh database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped at the end). Tables are
 * emptied before each test; the demo dictionaries and navigation are loaded again.
 */
export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: AppConfig;
  /** The per-file database on the PostgreSQL server, when TEST_DATABASE_URL is set. */
  databaseUrl?: string;
}

export async function createServerDatabase(
  url: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cidpex_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * Empties every table before a test. On the PostgreSQL server the app's own start-up reads (the
 * search index build, the board's index) may still be running on other connections: the
 * truncate's locks can then deadlock with them, and PostgreSQL may choose the truncate as the
 * victim (CI failed once so). A deadlock is tried again; the app's readers retry on their side.
 */
export async function truncateAll(database: Database) {
  for (let attempt = 1; ; attempt++) {
    try {
      await truncateOnce(database);
      return;
    } catch (err) {
      const deadlock = (err as { code?: string }).code === '40P01';
      if (!deadlock || attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

async function truncateOnce(database: Database) {
  // One statement for every table: far quicker than a truncate per table (each with its own
  // cascade and lock round), which cost a quarter of a second before every test.
  await database.exec(`do $$ declare names text; begin
    select string_agg('public.' || quote_ident(tablename), ', ') into names
      from pg_tables where schemaname = 'public';
    if names is not null then
      execute 'truncate table ' || names || ' restart identity cascade';
    end if;
    -- Jobs a test left queued (a notice of an emptied outbox) do not run into the next test.
    if to_regclass('pgboss.job') is not null then truncate table pgboss.job; end if;
    end $$;`);
}

/** Seed steps every test starts with: reference data only, never the `demo-*` steps. */
const BASE_STEPS = SEED_STEPS.filter((s) => !s.name.startsWith('demo-'));

export function useTestApp(
  overrides: Partial<AppConfig> = {},
  build: Pick<BuildOptions, 'transport' | 'noticeRetries'> = {},
): TestContext {
  const ctx = {} as TestContext;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    let databaseUrl: string | undefined;
    if (serverUrl) {
      // A copy of the database the global setup migrated (test/global-setup.ts).
      const created = await createServerDatabase(serverUrl, inject('pgTemplate') || undefined);
      databaseUrl = created.url;
      drop = created.drop;
    }
    ctx.databaseUrl = databaseUrl;
    ctx.config = testConfig({ databaseUrl, ...overrides });
    const template = databaseUrl ? '' : inject('pgliteTemplate');
    ctx.database = await openDatabase({
      databaseUrl,
      poolSize: 4,
      pgliteDump: template ? new Blob([fs.readFileSync(template)]) : undefined,
    });
    ctx.db = ctx.database.db;
    // Nothing left to apply on a copy of the template; still checked, so a stale template fails here.
    await migrateDatabase(ctx.database);
    ctx.app = await buildApp({ config: ctx.config, database: ctx.database, ...build });
    await ctx.app.ready();
  }, 180_000);
  beforeEach(async () => {
    await truncateAll(ctx.database);
    clearDictCache();
    clearFairCache(ctx.db);
    await ctx.db.delete(seedRuns);
    await runSeeds(ctx.db, BASE_STEPS);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    await drop?.();
  });
  return ctx;
}

export type Lang = 'zh-Hans' | 'zh-Hant' | 'en';

/** A small client over `app.inject` that keeps a token like the browser does. */
export class TestClient {
  token: string | undefined;
  constructor(
    private readonly app: FastifyInstance,
    public lang: Lang = 'zh-Hans',
  ) {}

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      payload: body === undefined ? undefined : (body as object),
      headers: {
        'accept-language': this.lang,
        ...(this.token ? { [AUTH_HEADER]: this.token } : {}),
        ...headers,
      },
    });
    return wrap(res);
  }
  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body: unknown = {}) {
    return this.request('POST', url, body);
  }
  put(url: string, body: unknown = {}) {
    return this.request('PUT', url, body);
  }
  delete(url: string) {
    return this.request('DELETE', url);
  }
}

export interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; data: T; errorCode: number | null; errorMsg: string | null };
  headers: LightMyRequestResponse['headers'];
}

function wrap(res: LightMyRequestResponse): Answer {
  let body: Answer['body'];
  try {
    body = res.json();
  } catch {
    body = { success: false, data: res.body as never, errorCode: null, errorMsg: null };
  }
  return { status: res.statusCode, body, headers: res.headers };
}

/**
 * The latest code sent to an address, read from the outbox (never through an API) once
 * the `notices.send` job has delivered it: a code that no job sends is never found.
 */
export async function latestCode(db: Db, recipient: string, timeoutMs = 10_000): Promise<string> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db
      .select({ body: outbox.body, status: outbox.status })
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient)))
      .orderBy(desc(outbox.id))
      .limit(1);
    if (row?.status === 'sent') {
      const match = row.body.match(/\b(\d{6})\b/);
      if (!match?.[1]) throw new Error(`no code in the outbox for ${recipient}`);
      return match[1];
    }
    if (Date.now() > end) {
      throw new Error(`no code sent to ${recipient} (outbox row ${row ? row.status : 'missing'})`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Waits until every recorded notice has left (the outbox holds none pending or retrying). */
export async function noticesDelivered(db: Db, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(inArray(outbox.status, ['pending', 'retrying']))
      .limit(1);
    if (rows.length === 0) return;
    if (Date.now() > end) throw new Error(`outbox row ${rows[0]?.id} was not delivered`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
