/**
 * bench/search/cpu: the server's own CPU per answer (user + system from /proc, µs) for /healthz and
 * for bench/search's random search bodies, over a fixed number of requests at 50 connections — a
 * steadier measure than req/s on a shared machine, and the same bodies for every build compared
 * (drawn with a seeded generator from a seed:large database that already exists).
 *   BENCH_DB=… BENCH_PORT=… BENCH_ROOT=/path/to/other/worktree npx tsx search/cpu.ts
 * BENCH_ROUNDS (3), BENCH_REQUESTS (40000 search answers a round; /healthz twice that),
 * BENCH_NODE_ARGS ("--cpu-prof --cpu-prof-dir=…" profiles the server).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { SEARCH_KINDS } from '@cidpex/contracts';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuSeconds, PG_URL, ROOT, serverNodeFlags, waitFor } from '../lib/server';

const DB = process.env.BENCH_DB ?? 'cidpex_bench_search';
const PORT = Number(process.env.BENCH_PORT ?? 8300);
const SERVER_ROOT = path.resolve(process.env.BENCH_ROOT ?? ROOT);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40_000);
const CONNECTIONS = 50;

/** mulberry32: the same bodies for every build. */
let seed = Number(process.env.BENCH_SEED ?? 22);
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
function rand<T>(list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}
function fragment(text: string): string {
  const chars = [...text.replace(/（示例）|\(Demo\)/g, '').trim()];
  const start = Math.floor(random() * Math.max(1, chars.length - 2));
  return chars
    .slice(start, start + 2 + Math.floor(random() * 3))
    .join('')
    .trim();
}

const url = new URL(PG_URL);
url.pathname = `/${DB}`;
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const { rows: names } = await client.query<{ zh: string; tw: string; en: string; booths: string[] }>(
  `select name_zh_hans as zh, name_zh_hant as tw, name_en as en, booth_nos as booths
     from exhibitors order by md5(id::text) limit 2000`,
);
const { rows: productNames } = await client.query<{ zh: string; en: string }>(
  `select name as zh, name_en as en from products order by md5(id::text) limit 2000`,
);
const { rows: halls } = await client.query<{ h: string }>('select distinct hall as h from booths order by 1');
const { rows: countries } = await client.query<{ c: string }>(
  'select distinct country as c from exhibitors order by 1',
);
await client.end();
const { pinyin } = await import('pinyin-pro');

function keyword(): string {
  const r = random();
  const e = rand(names);
  if (r < 0.3) return fragment(e.zh);
  if (r < 0.4) return fragment(e.tw);
  if (r < 0.6) return fragment(e.en);
  if (r < 0.7) {
    const p = rand(productNames);
    return fragment(random() < 0.5 ? p.zh : p.en);
  }
  if (r < 0.8) {
    const part = fragment(e.zh);
    const letters = pinyin(part, { toneType: 'none', type: 'array' });
    return random() < 0.5 ? letters.join('') : letters.map((l) => l[0]).join('');
  }
  const booth = rand(e.booths) ?? 'A01';
  return booth.slice(0, 2 + Math.floor(random() * (booth.length - 1)));
}
function body(): string {
  const b: Record<string, unknown> = { keyword: keyword() };
  if (random() < 0.3) b.kind = [rand(SEARCH_KINDS)];
  if (random() < 0.3) b.hall = [rand(halls).h];
  if (random() < 0.2) b.country = [rand(countries).c];
  b.page = 1 + Math.floor(random() * (random() < 0.8 ? 2 : 5));
  return JSON.stringify(b);
}

const server = spawn(
  process.execPath,
  [
    ...serverNodeFlags(),
    ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    'apps/server/dist/main.js',
  ],
  {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      PORT: String(PORT),
      DISABLE_IP_RATE_LIMIT: '1',
      DATA_DIR: `/tmp/${DB}-cpu-data`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const base = `http://127.0.0.1:${PORT}`;
try {
  await waitFor(`${base}/healthz`, 180_000);
  for (;;) {
    const res = await fetch(`${base}/portal/rest/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (res.status === 200) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const pid = server.pid as number;
  const bodies = Array.from({ length: (ROUNDS + 1) * REQUESTS }, body);
  let next = 0;
  const searchOptions = (amount: number): autocannon.Options => ({
    url: `${base}/portal/rest/search`,
    connections: CONNECTIONS,
    amount,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'zh-Hans' },
        setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] as string }),
      },
    ],
  });
  const healthOptions = (amount: number): autocannon.Options => ({
    url: `${base}/healthz`,
    connections: CONNECTIONS,
    amount,
  });
  async function round(title: string, options: autocannon.Options) {
    const before = cpuSeconds(pid);
    const t0 = Date.now();
    const r = await autocannon(options);
    const cpu = cpuSeconds(pid) - before;
    const seconds = (Date.now() - t0) / 1000;
    const n = r.requests.total;
    return { title, us: (cpu / n) * 1e6, rate: n / seconds, p99: r.latency.p99, non2xx: r.non2xx };
  }
  // Warm-up: JIT and the first keywords, with bodies the rounds do not send again.
  await autocannon(searchOptions(REQUESTS));
  await autocannon(healthOptions(REQUESTS));
  console.log(
    `cpu per answer, ${SERVER_ROOT}, ${ROUNDS} rounds, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const sent = new Set<string>();
  for (let k = 0; k < ROUNDS; k++) {
    const from = next;
    const h = await round('/healthz', healthOptions(2 * REQUESTS));
    const s = await round('search', searchOptions(REQUESTS));
    for (let i = from; i < next; i++) sent.add(bodies[i % bodies.length] as string);
    for (const r of [h, s])
      console.log(
        `  ${r.title.padEnd(9)} ${r.us.toFixed(1).padStart(6)} µs/answer  ${r.rate.toFixed(0).padStart(6)} req/s  p99 ${r.p99} ms  non-2xx ${r.non2xx}`,
      );
    console.log(`  ratio of CPU  ${(h.us / s.us).toFixed(3)}   load ${os.loadavg()[0]?.toFixed(2)}`);
  }
  console.log(`  distinct bodies sent in the rounds: ${sent.size} of ${ROUNDS * REQUESTS}`);
} finally {
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}
