/**
 * bench/search: the portal's one search (POST portal/rest/search, GET portal/rest/search/suggest)
 * on the large data set (seed:large: 10,000 exhibitors, 50,000 products) at 50 connections on the
 * PostgreSQL server, with the bodies buyers send — a random fragment of an exhibitor's or a
 * product's name (Chinese, Traditional, English, pinyin, initials, a booth number), random
 * kind/hall/country filters and page (prints how many were distinct) — against /healthz in the
 * same run, and one cached body repeated. Issue 22 targets: keyword + filters + facets ≥ 0.25 of
 * /healthz with p99 ≤ 50 ms; suggestions p99 ≤ 20 ms.
 *   npm run search -w bench     (BENCH_SECONDS=15 to change the duration; BENCH_PORT and
 *   BENCH_DB to run beside another engineer's bench on a shared machine)
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { SEARCH_KINDS } from '@cidpex/contracts';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt, freshDatabase, PG_URL, ROOT, rssMiB, startServer, stop, waitFor } from '../lib/server';

ensureBuilt();

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 8300);
const DB_NAME = process.env.BENCH_DB ?? 'cidpex_bench_search';
if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME)) throw new Error(`BENCH_DB: not a plain database name: ${DB_NAME}`);

function rand<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)] as T;
}

/** A fragment of 2–4 characters of a text, as typed. */
function fragment(text: string): string {
  const chars = [...text.replace(/（示例）|\(Demo\)/g, '').trim()];
  const start = Math.floor(Math.random() * Math.max(1, chars.length - 2));
  return chars
    .slice(start, start + 2 + Math.floor(Math.random() * 3))
    .join('')
    .trim();
}

const url = await freshDatabase(DB_NAME);
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/seed/large.ts'], {
  cwd: ROOT,
  env: { ...process.env, DATABASE_URL: url },
  stdio: 'inherit',
});
if (seeded.status !== 0) throw new Error('seed:large failed');

const server = startServer({
  DATABASE_URL: url,
  PORT: String(PORT),
  DISABLE_IP_RATE_LIMIT: '1',
  DATA_DIR: '/tmp/cidpex-bench-search',
});
try {
  await waitFor(`http://127.0.0.1:${PORT}/healthz`, 180_000);
  const base = `http://127.0.0.1:${PORT}`;
  const searchUrl = `${base}/portal/rest/search`;
  // The index is built after start: wait until it answers.
  const builtIn = Date.now();
  for (;;) {
    const res = await fetch(searchUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (res.status === 200) break;
    if (Date.now() - builtIn > 600_000) throw new Error('the index was not built in 10 minutes');
    await new Promise((r) => setTimeout(r, 1000));
  }
  const buildSeconds = (Date.now() - builtIn) / 1000;
  // Resident memory of the server once the index is built, and after the rounds (kept answers).
  const rssBuilt = server.pid ? rssMiB(server.pid) : Number.NaN;

  // Names buyers type fragments of, read from the data set.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: names } = await client.query<{ zh: string; tw: string; en: string; booths: string[] }>(
    `select name_zh_hans as zh, name_zh_hant as tw, name_en as en, booth_nos as booths
       from exhibitors order by random() limit 2000`,
  );
  const { rows: productNames } = await client.query<{ zh: string; en: string }>(
    `select name as zh, name_en as en from products order by random() limit 2000`,
  );
  const { rows: halls } = await client.query<{ h: string }>('select distinct hall as h from booths');
  const { rows: countries } = await client.query<{ c: string }>(
    'select distinct country as c from exhibitors',
  );
  await client.end();
  const { pinyin } = await import('pinyin-pro');

  function keyword(): string {
    const r = Math.random();
    const e = rand(names);
    if (r < 0.3) return fragment(e.zh);
    if (r < 0.4) return fragment(e.tw);
    if (r < 0.6) return fragment(e.en);
    if (r < 0.7) {
      const p = rand(productNames);
      return fragment(Math.random() < 0.5 ? p.zh : p.en);
    }
    if (r < 0.8) {
      const part = fragment(e.zh);
      const letters = pinyin(part, { toneType: 'none', type: 'array' });
      return Math.random() < 0.5 ? letters.join('') : letters.map((l) => l[0]).join('');
    }
    const booth = rand(e.booths) ?? 'A01';
    return booth.slice(0, 2 + Math.floor(Math.random() * (booth.length - 1)));
  }

  function body(): Record<string, unknown> {
    const b: Record<string, unknown> = { keyword: keyword() };
    if (Math.random() < 0.3) b.kind = [rand(SEARCH_KINDS)];
    if (Math.random() < 0.3) b.hall = [rand(halls).h];
    if (Math.random() < 0.2) b.country = [rand(countries).c];
    b.page = 1 + Math.floor(Math.random() * (Math.random() < 0.8 ? 2 : 5));
    return b;
  }

  const bodies = Array.from({ length: 200_000 }, () => JSON.stringify(body()));
  const suggestions = Array.from(
    { length: 200_000 },
    () => `/portal/rest/search/suggest?keyword=${encodeURIComponent(keyword())}`,
  );
  let i = 0;
  let j = 0;
  const sentBodies = new Set<string>();
  const sentSuggestions = new Set<string>();
  const searchOptions: autocannon.Options = {
    url: searchUrl,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'zh-Hans' },
        setupRequest: (req) => {
          const b = bodies[i++ % bodies.length] as string;
          sentBodies.add(b);
          return { ...req, body: b };
        },
      },
    ],
  };
  const suggestOptions: autocannon.Options = {
    url: base,
    requests: [
      {
        method: 'GET',
        headers: { 'accept-language': 'zh-Hans' },
        setupRequest: (req) => {
          const path = suggestions[j++ % suggestions.length] as string;
          sentSuggestions.add(path);
          return { ...req, path };
        },
      },
    ],
  };
  const cached = JSON.stringify({ keyword: '纸', hall: [halls[0]?.h], page: 2 });

  async function measure(title: string, options: autocannon.Options) {
    const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
    return {
      title,
      rate: result['2xx'] / SECONDS,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    };
  }

  // Warm-up (JIT, first keywords), then the measured rounds.
  await autocannon({ ...searchOptions, connections: CONNECTIONS, duration: 3 });
  sentBodies.clear();
  const sentBefore = i;
  const health = await measure('/healthz', { url: `${base}/healthz` });
  const searchRound = await measure('search (random)', searchOptions);
  const searchSent = i - sentBefore;
  const suggestRound = await measure('suggest (random)', suggestOptions);
  const cachedRound = await measure('search (one body)', {
    url: searchUrl,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'zh-Hans' },
    body: cached,
  });

  console.log(
    `bench/search (${SECONDS} s each, ${CONNECTIONS} connections, PostgreSQL server, seed:large; index built ${buildSeconds.toFixed(0)} s after /healthz)`,
  );
  console.log(
    `  machine: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (shared with other work: compare the ratios, not the absolute figures)`,
  );
  const rssAfter = server.pid ? rssMiB(server.pid) : Number.NaN;
  console.log(
    `  server rss: ${rssBuilt.toFixed(0)} MiB once the index was built, ${rssAfter.toFixed(0)} MiB after the rounds`,
  );
  console.log(`  search bodies: ${sentBodies.size} distinct of ${searchSent} sent in the measured round`);
  console.log(`  suggestions: ${sentSuggestions.size} distinct of ${j} sent`);
  for (const r of [health, searchRound, suggestRound, cachedRound]) {
    console.log(
      `  ${r.title.padEnd(18)} ${r.rate.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   ratio ${(r.rate / health.rate).toFixed(2)}   (${r.non2xx} non-2xx, ${r.errors} errors)`,
    );
  }
  const ratio = searchRound.rate / health.rate;
  console.log(`  search ≥ 0.25 of /healthz: ${ratio >= 0.25 ? 'MET' : 'NOT MET'} (${ratio.toFixed(2)})`);
  console.log(`  search p99 ≤ 50 ms: ${searchRound.p99 <= 50 ? 'MET' : 'NOT MET'}`);
  console.log(`  suggest p99 ≤ 20 ms: ${suggestRound.p99 <= 20 ? 'MET' : 'NOT MET'}`);
} catch (err) {
  console.error('bench/search failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await stop(server);
  if (!process.env.BENCH_KEEP) {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.end();
  }
}
