/**
 * bench/registration: buyer pre-registrations at 50 connections on the PostgreSQL server,
 * each a distinct visitor (own account, session and email code), against a raw single-row
 * INSERT measured in the same run (issue 3: ≥ 100 /s, ≥ 0.5 of the raw rate, p99 ≤ 100 ms,
 * stored rows = answers with success).
 *   npm run registration -w bench   (BENCH_VISITORS=3000 submissions; BENCH_SECONDS=10 for the raw INSERT)
 */
import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { freshDatabase, startServer, stop, waitFor } from '../lib/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PORT = 8293;
/** Every visitor submits once; the run ends when all have answers (nothing in flight is lost from the count). */
const VISITORS = Number(process.env.BENCH_VISITORS ?? 3000);
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

async function rawInsertRate(url: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  await pool.query(
    'create table bench_raw (id serial primary key, name text, company text, created_at timestamptz default now())',
  );
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
  await pool.end();
  return rate;
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

  const raw = await rawInsertRate(url);

  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}/register/rest/visitors/register`,
    connections: CONNECTIONS,
    amount: VISITORS,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const i = next++ % VISITORS;
          return {
            ...req,
            headers: { 'content-type': 'application/json', 'x-auth-token': tokens[i]! },
            body: JSON.stringify({
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
          };
        },
      },
    ],
  });
  const stored = Number(
    (
      await db.query(
        "select count(*)::int as n from visitor_registrations where email like 'bench%@example.com'",
      )
    ).rows[0].n,
  );
  await db.end();

  const ok = result['2xx'];
  const rate = ok / (result.duration || 1);
  const ratio = rate / raw;
  console.log(
    `bench/registration (${VISITORS} visitors in ${result.duration.toFixed(1)} s, ${CONNECTIONS} connections, PostgreSQL server)`,
  );
  console.log(`  raw single-row INSERT:   ${raw.toFixed(1)} /s`);
  console.log(
    `  registrations over HTTP: ${rate.toFixed(1)} /s  (${ok} ok, ${result.non2xx} refused, ${result.errors} errors)`,
  );
  console.log(`  latency p50 / p99:       ${result.latency.p50} ms / ${result.latency.p99} ms`);
  console.log(`  ≥ 100 /s:                ${rate >= 100 ? 'MET' : 'NOT MET'}`);
  console.log(
    `  ratio to raw INSERT:     ${ratio.toFixed(2)}  (target ≥ 0.50)  ${ratio >= 0.5 ? 'MET' : 'NOT MET'}`,
  );
  console.log(`  p99 ≤ 100 ms:            ${result.latency.p99 <= 100 ? 'MET' : 'NOT MET'}`);
  console.log(`  stored rows = successes: ${stored} = ${ok}  ${stored === ok ? 'MET' : 'NOT MET'}`);
} finally {
  await stop(server);
}
