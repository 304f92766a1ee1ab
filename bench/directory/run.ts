/**
 * bench/directory: the filtered exhibitor list (POST …/yellowPage with a mixed set of filters,
 * keywords and pages) against /healthz, both measured in the same run at 50 connections on the
 * PostgreSQL server with the large data set (seed:large: 10,000 exhibitors, 50,000 products).
 * Issue 5 targets: directory ≥ 40 % of /healthz throughput, p99 ≤ 50 ms.
 *   npm run directory -w bench     (BENCH_SECONDS=15 to change the duration; BENCH_EXPLAIN=1 prints plans)
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt, freshDatabase, ROOT, startServer, stop, waitFor } from '../lib/server';

ensureBuilt();

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PORT = 8293;
const DB_NAME = 'cidpex_bench_directory';
const EXHIBITION = 200417;

/** The mix a visitor produces: the first page, filters alone and combined, keywords, later pages. */
const BODIES: Record<string, unknown>[] = [
  {},
  { page: 2 },
  { page: 10 },
  { area: 'A07' },
  { area: 'A07', page: 3 },
  { hall: 'H5' },
  { hall: 'H3', page: 2 },
  { industry: 'I2' },
  { business: 'I303' },
  { country: 'CN' },
  { country: 'DE' },
  { area: ['A01', 'A02'], country: 'CN' },
  { hall: 'H1', industry: 'I1', business: 'I101' },
  { area: 'A12', country: ['JP', 'KR', 'IT'] },
  { keyword: '纸业' },
  { keyword: 'nonwovens' },
  { keyword: '青岚' },
  { keyword: '5A0' },
  { keyword: 'demo', area: 'A08', page: 2 },
  { area: 'A11', facets: false, page: 4 },
];

async function measure(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const rate = result['2xx'] / SECONDS;
  return {
    title,
    rate,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
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
  DATA_DIR: '/tmp/cidpex-bench-directory',
});
try {
  await waitFor(`http://127.0.0.1:${PORT}/healthz`, 120_000);
  const directoryUrl = `http://127.0.0.1:${PORT}/exhibitor/rest/enterprise/exhibition/${EXHIBITION}/yellowPage`;
  let i = 0;
  const directoryOptions: autocannon.Options = {
    url: directoryUrl,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'zh-Hans' },
        setupRequest: (req) => ({ ...req, body: JSON.stringify(BODIES[i++ % BODIES.length]) }),
      },
    ],
  };
  // Sanity: every body answers 200 with rows or a total.
  for (const body of BODIES) {
    const res = await fetch(directoryUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data?: { total: number } };
    if (res.status !== 200) throw new Error(`${JSON.stringify(body)} answered ${res.status}`);
    if (process.env.BENCH_VERBOSE) console.log(JSON.stringify(body), json.data?.total);
  }
  // Warm-up (JIT, pool, facet cache), then the two measurements.
  await autocannon({ ...directoryOptions, connections: CONNECTIONS, duration: 3 });
  const health = await measure('/healthz', { url: `http://127.0.0.1:${PORT}/healthz` });
  const directory = await measure('yellowPage (mixed)', directoryOptions);
  const ratio = directory.rate / health.rate;

  console.log(
    `bench/directory (${SECONDS} s each, ${CONNECTIONS} connections, PostgreSQL server, 10,000 exhibitors / 50,000 products, ${BODIES.length} request bodies in rotation)`,
  );
  console.log(
    `  machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const r of [health, directory]) {
    console.log(
      `  ${r.title.padEnd(20)} ${r.rate.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   (${r.non2xx} non-2xx, ${r.errors} errors)`,
    );
  }
  console.log(
    `  ratio directory / healthz: ${(ratio * 100).toFixed(0)} %  (target ≥ 40 %)  ${ratio >= 0.4 ? 'MET' : 'NOT MET'}`,
  );
  console.log(`  directory p99 ≤ 50 ms:     ${directory.p99 <= 50 ? 'MET' : 'NOT MET'}`);

  if (process.env.BENCH_EXPLAIN) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const plans = {
      'list page (area A07, country CN)': `select e.id, e.name_zh_hans, ent.logo_key,
          coalesce((select json_agg(json_build_object('boothNo', b.booth_no, 'hall', b.hall, 'area', b.area) order by b.booth_no)
            from booths b where b.exhibitor_id = e.id), '[]'::json)
        from exhibitors e join enterprises ent on ent.id = e.enterprise_id
        where e.exhibition_id = ${EXHIBITION} and e.area_codes && '{A07}'::text[] and e.country = any('{CN}'::text[])
        order by e.sort_key, e.id limit 20 offset 40`,
      'keyword (contains "青岚")': `select e.id from exhibitors e
        where e.exhibition_id = ${EXHIBITION} and e.search_text like '%青岚%' order by e.sort_key, e.id limit 20`,
      'rare keyword (contains "nordlys": the trigram index)': `select e.id from exhibitors e
        where e.exhibition_id = ${EXHIBITION} and e.search_text like '%nordlys%' order by e.sort_key, e.id limit 20`,
      'facet of one dimension (area, with country CN)': `select c, count(*) from exhibitors e, unnest(e.area_codes) c
        where e.exhibition_id = ${EXHIBITION} and e.country = any('{CN}'::text[]) group by c`,
    };
    for (const [name, query] of Object.entries(plans)) {
      const res = await client.query(`explain (analyze, buffers, costs off) ${query}`);
      console.log(`\n-- ${name}\n${res.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
    await client.end();
  }
} finally {
  await stop(server);
  if (!process.env.BENCH_KEEP) {
    const admin = new pg.Client({
      connectionString: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    await admin.connect();
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.end();
  }
}
