/**
 * bench/registration: buyer pre-registrations at 50 connections on the PostgreSQL server,
 * each a distinct visitor (own account, session and email code), against a raw single-row
 * INSERT measured in the same run (issue 3: ≥ 100 /s, ≥ 0.5 of the raw rate, p99 ≤ 100 ms,
 * stored rows = answers with success), and against the same INSERT behind a bare HTTP route
 * (bare-insert.ts: what any HTTP call that stores one row costs on this machine). Two rounds on one server process: the first on the
 * freshly started process (its first requests compile the code and open the pool's
 * connections), the second on the warmed-up process, as a server that has been running is.
 *   npm run registration -w bench   (BENCH_VISITORS=30000 submissions per round; BENCH_SECONDS=10 for the raw INSERT)
 */

import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuSeconds, ensureBuilt, freshDatabase, startServer, stop, waitFor } from '../lib/server';

ensureBuilt();

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PORT = 8293;
const BARE_PORT = 8294;
/** Every visitor submits once; a round ends when all its visitors have answers (nothing in flight is lost from the count). */
const PER_ROUND = Number(process.env.BENCH_VISITORS ?? 30000);
const ROUNDS = ['fresh process', 'warmed up'] as const;
const VISITORS = PER_ROUND * ROUNDS.length;
const CODE = '123456';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A valid 18-digit PRC ID number, distinct for each i (birth date and sequence vary). */
function idNumber(i: number): string {
  const birth = new Date(Date.UTC(1960, 0, 1) + Math.floor(i / 900) * 86_400_000);
  const ymd = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const body = `320102${ymd}${String(100 + (i % 900)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = body.split('').reduce((s, d, k) => s + Number(d) * weights[k]!, 0);
  return body + '10X98765432'[sum % 11];
}

/**
 * The raw INSERT's rate, and the CPU each INSERT costs the pg client (this process) and the
 * database's backends together: what the ratio is measured against depends on how dear a
 * round trip and a commit are on the machine, so the run prints it.
 */
async function rawInsertRate(url: string): Promise<{ rate: number; cpuMs: number }> {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS, application_name: 'bench_raw' });
  await pool.query(
    'create table bench_raw (id serial primary key, name text, company text, created_at timestamptz default now())',
  );
  // Every connection open before the clock, so their backends can be counted.
  await Promise.all(Array.from({ length: CONNECTIONS }, () => pool.query('select 1')));
  const pids = (
    await pool.query<{ pid: number }>("select pid from pg_stat_activity where application_name = 'bench_raw'")
  ).rows.map((r) => r.pid);
  const backendCpu = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const pgBefore = backendCpu();
  const clientBefore = process.cpuUsage();
  let done = 0;
  const end = Date.now() + SECONDS * 1000;
  async function worker() {
    while (Date.now() < end) {
      await pool.query('insert into bench_raw (name, company) values ($1, $2)', [
        '王芳',
        '南京洁柔纸业有限公司',
      ]);
      done++;
    }
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const rate = done / ((Date.now() - started) / 1000);
  const client = process.cpuUsage(clientBefore);
  const cpuMs = (1000 * (backendCpu() - pgBefore + (client.user + client.system) / 1e6)) / done;
  await pool.end();
  return { rate, cpuMs };
}

/** The raw INSERT behind a bare HTTP route in its own process, at the same connections (needs bench_raw). */
async function bareHttpInsert(url: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bare-insert.ts'], {
    cwd: new URL('.', import.meta.url).pathname,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(BARE_PORT),
      DB_POOL_SIZE: process.env.DB_POOL_SIZE ?? '10',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${BARE_PORT}/healthz`, 30_000);
    const body = JSON.stringify({ name: '王芳', company: '南京洁柔纸业有限公司' });
    const options = {
      url: `http://127.0.0.1:${BARE_PORT}/insert`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body,
      connections: CONNECTIONS,
    };
    await autocannon({ ...options, duration: 2 }); // the bare route's JIT warms up, as the server's does in round one
    const result = await autocannon({ ...options, duration: SECONDS });
    return { rate: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
  } finally {
    await stop(child);
  }
}

const url = await freshDatabase('cidpex_bench_registration');
const server = startServer({
  DATABASE_URL: url,
  PORT: String(PORT),
  DISABLE_IP_RATE_LIMIT: '1',
  DATA_DIR: '/tmp/cidpex-bench-registration',
});
try {
  await waitFor(`http://127.0.0.1:${PORT}/healthz`, 90_000);
  // Accounts, sessions and live email codes made directly in the database: the benchmark
  // measures the registration call, not sign-up.
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const emails = Array.from({ length: VISITORS }, (_, i) => `bench${i}@example.com`);
  const tokens = Array.from({ length: VISITORS }, () => randomBytes(24).toString('base64url'));
  const { rows } = await db.query<{ id: number }>(
    `insert into users (email, email_verified, password_hash, name)
     select unnest($1::text[]), true, 'x', 'bench' returning id`,
    [emails],
  );
  await db.query(
    `insert into sessions (user_id, token_hash, expires_at)
     select unnest($1::int[]), unnest($2::text[]), now() + interval '1 hour'`,
    [rows.map((r) => r.id), tokens.map(sha256)],
  );
  await db.query(
    `insert into verification_codes (channel, address, purpose, code_hash, expires_at)
     select 'email', unnest($1::text[]), 'visitor', unnest($2::text[]), now() + interval '1 hour'`,
    [emails, emails.map((e) => sha256(`visitor\n${e}\n${CODE}`))],
  );

  const { rate: raw, cpuMs: rawCpuMs } = await rawInsertRate(url);
  const bare = await bareHttpInsert(url);

  /** The database's server processes serving the app (the raw INSERT's have ended). */
  const backends = async () =>
    (
      await db.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((r) => r.pid);
  /** CPU used by the server process and the database's backends since `cpuBefore()` (a load-independent measure). */
  async function cpuBefore() {
    const before = new Map((await backends()).map((pid) => [pid, cpuSeconds(pid)]));
    const node = cpuSeconds(server.pid!);
    const client = process.cpuUsage();
    return async () => {
      const used = process.cpuUsage(client);
      const now = await backends();
      return {
        node: cpuSeconds(server.pid!) - node,
        client: (used.user + used.system) / 1e6,
        pg: now.reduce((sum, pid) => sum + (cpuSeconds(pid) - (before.get(pid) ?? 0)), 0),
      };
    };
  }

  // Each visitor's request, made before the rounds: building a body is the client's work, and
  // the client here shares the two cores with the server (remote clients would not).
  const bodies = Array.from({ length: VISITORS }, (_, i) =>
    JSON.stringify({
      form: 'domestic',
      name: '王芳',
      company: '南京洁柔纸业有限公司',
      jobTitle: 'J03',
      businessType: 'B02',
      mobile: `139${String(i).padStart(8, '0')}`,
      email: emails[i],
      emailCode: CODE,
      idCardNo: idNumber(i),
      consent: true,
    }),
  );
  const headers = tokens.map((token) => ({ 'content-type': 'application/json', 'x-auth-token': token }));

  let next = 0;
  /** One round: its rate counts to the last answer (autocannon itself stops on a whole second). */
  async function round(label: string) {
    let last = 0;
    const cpuSince = await cpuBefore();
    const started = performance.now();
    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}/register/rest/visitors/register`,
      connections: CONNECTIONS,
      amount: PER_ROUND,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const i = next++ % VISITORS;
            return { ...req, headers: headers[i]!, body: bodies[i]! };
          },
          onResponse: () => {
            last = performance.now();
          },
        },
      ],
    });
    const seconds = (last - started) / 1000;
    const ok = result['2xx'];
    return { label, ok, rate: ok / seconds, seconds, result, cpu: await cpuSince() };
  }
  const rounds = [];
  for (const label of ROUNDS) rounds.push(await round(label));

  const stored = Number(
    (
      await db.query(
        "select count(*)::int as n from visitor_registrations where email like 'bench%@example.com'",
      )
    ).rows[0].n,
  );
  await db.end();

  const ok = rounds.reduce((sum, r) => sum + r.ok, 0);
  const met = (yes: boolean) => (yes ? 'MET' : 'NOT MET');
  console.log(
    `bench/registration (${ROUNDS.length} rounds of ${PER_ROUND} visitors, ${CONNECTIONS} connections, PostgreSQL server)`,
  );
  console.log(
    `  raw single-row INSERT:   ${raw.toFixed(1)} /s  (CPU per INSERT, pg client and PostgreSQL: ${rawCpuMs.toFixed(2)} ms)`,
  );
  console.log(
    `  the INSERT behind a bare HTTP route: ${bare.rate.toFixed(1)} /s (${(bare.rate / raw).toFixed(2)} of raw, p99 ${bare.p99} ms, ${bare.non2xx} non-2xx): the most any HTTP call storing one row reaches here`,
  );
  for (const r of rounds) {
    console.log(
      `  ${r.label.padEnd(14)} ${r.rate.toFixed(1)} /s in ${r.seconds.toFixed(1)} s  (${r.ok} ok, ${r.result.non2xx} refused, ${r.result.errors} errors)  p50 / p99 ${r.result.latency.p50} ms / ${r.result.latency.p99} ms`,
    );
  }
  for (const r of rounds) {
    const ms = (seconds: number) => ((1000 * seconds) / PER_ROUND).toFixed(2);
    console.log(
      `  ${r.label.padEnd(14)} CPU per registration: server ${ms(r.cpu.node)} ms, PostgreSQL ${ms(r.cpu.pg)} ms, load generator (this process) ${ms(r.cpu.client)} ms; in all ${ms(r.cpu.node + r.cpu.pg + r.cpu.client)} ms (${((1000 * (r.cpu.node + r.cpu.pg + r.cpu.client)) / PER_ROUND / rawCpuMs).toFixed(1)} raw INSERTs); cores busy ${((r.cpu.node + r.cpu.pg + r.cpu.client) / r.seconds).toFixed(2)} of 2`,
    );
  }
  for (const r of rounds) {
    const ratio = r.rate / raw;
    console.log(
      `  ${r.label.padEnd(14)} ≥ 100 /s: ${met(r.rate >= 100)}   ratio to raw INSERT ${ratio.toFixed(2)} (≥ 0.50): ${met(ratio >= 0.5)}   p99 ≤ 100 ms: ${met(r.result.latency.p99 <= 100)}   (ratio to the bare HTTP INSERT ${(r.rate / bare.rate).toFixed(2)})`,
    );
  }
  console.log(`  stored rows = successes: ${stored} = ${ok}  ${met(stored === ok)}`);
} finally {
  await stop(server);
}
