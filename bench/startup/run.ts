/**
 * bench/startup (issue 15): the compiled server (`node apps/server/dist/main.js`, what
 * `npm start` runs once built) on the embedded PGlite and on the PostgreSQL server, both
 * with the demo data. Prints the resident memory of the server process alone after start,
 * the time of a second start to /readyz, and what the home page's first and repeat visits
 * fetch (compressed? cached?).
 *   npm run startup -w bench     (BENCH_LOAD_SECONDS=60 adds a load phase and the memory after it;
 *                                 BENCH_PORT and BENCH_DB choose the port and the database)
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { ensureBuilt, freshDatabase, rssMiB, startServer, stop, waitFor } from '../lib/server';

const PORT = Number(process.env.BENCH_PORT ?? 8292);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 0);
const base = `http://127.0.0.1:${PORT}`;
const TARGETS = { pglite: 250, pg: 120, secondStartMs: 3000 };
const verdict = (ok: boolean) => (ok ? 'MET' : 'NOT MET');

ensureBuilt();

interface Figures {
  firstMs: number;
  secondMs: number;
  rss: number;
  rssLoad?: number;
  reqPerSec?: number;
}

async function measure(env: Record<string, string>): Promise<Figures> {
  const run = () => startServer({ PORT: String(PORT), ...env });
  const first = run();
  const firstMs = await waitFor(`${base}/readyz`, 300_000);
  await stop(first);
  const second = run();
  try {
    const secondMs = await waitFor(`${base}/readyz`, 60_000);
    // Let start-up garbage be collected as it would be on an idle server.
    await new Promise((r) => setTimeout(r, 3000));
    const figures: Figures = { firstMs, secondMs, rss: rssMiB(second.pid!) };
    if (LOAD_SECONDS > 0) {
      const result = await autocannon({
        url: base,
        connections: 20,
        duration: LOAD_SECONDS,
        requests: [
          { method: 'GET', path: '/readyz' },
          {
            method: 'GET',
            path: '/portal/rest/dicts/exhibition/200417/industry',
            headers: { 'accept-language': 'en' },
          },
          { method: 'GET', path: '/portal/rest/catalogs/navi/site/1' },
          { method: 'GET', path: '/home' },
        ],
      });
      figures.rssLoad = rssMiB(second.pid!);
      figures.reqPerSec = result.requests.average;
    }
    if (env.DATABASE_URL === undefined) await homePage(second);
    return figures;
  } finally {
    await stop(second);
  }
}

/** The home page as a browser would fetch it: index.html, then every asset it names. */
async function homePage(_server: ChildProcess) {
  const headers = { 'accept-encoding': 'br, gzip' };
  const index = await fetch(`${base}/`, { headers });
  const html = await index.text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  console.log('  home page, first visit:');
  console.log(
    `    /  ${index.headers.get('content-encoding') ?? 'uncompressed'}, cache-control: ${index.headers.get('cache-control')}`,
  );
  let compressed = 0;
  let immutable = 0;
  for (const asset of assets) {
    const res = await fetch(`${base}${asset}`, { headers });
    const encoding = res.headers.get('content-encoding');
    const cache = res.headers.get('cache-control') ?? '';
    // fetch() decodes the body: content-length is the size on the wire.
    const body = Buffer.from(await res.arrayBuffer());
    const wire = Number(res.headers.get('content-length') ?? body.length);
    if (encoding) compressed++;
    if (/max-age=31536000/.test(cache) && /immutable/.test(cache)) immutable++;
    console.log(
      `    ${asset}  ${(wire / 1024).toFixed(1)} KiB on the wire (${(body.length / 1024).toFixed(1)} KiB), ${encoding ?? 'uncompressed'}, vary: ${res.headers.get('vary')}, ${cache}`,
    );
  }
  console.log(
    `  every asset compressed: ${compressed}/${assets.length} ${verdict(compressed === assets.length && assets.length > 0)}`,
  );
  console.log(
    `  repeat visit fetches only index.html (assets immutable for a year, index.html no-cache): ${immutable}/${assets.length} assets cached ${verdict(immutable === assets.length && index.headers.get('cache-control') === 'no-cache')}`,
  );
}

function report(label: string, f: Figures, rssTarget: number) {
  console.log(`  first start (migrate, demo data):   /readyz after ${(f.firstMs / 1000).toFixed(1)} s`);
  console.log(
    `  second start on existing data:      /readyz after ${(f.secondMs / 1000).toFixed(1)} s  (target ≤ ${TARGETS.secondStartMs / 1000} s) ${verdict(f.secondMs <= TARGETS.secondStartMs)}`,
  );
  console.log(
    `  server process alone after start:   ${f.rss.toFixed(0)} MiB  (target ≤ ${rssTarget} MiB on ${label}) ${verdict(f.rss <= rssTarget)}`,
  );
  if (f.rssLoad !== undefined) {
    console.log(
      `  after ${LOAD_SECONDS} s of load (${f.reqPerSec?.toFixed(0)} req/s): ${f.rssLoad.toFixed(0)} MiB`,
    );
  }
}

// BENCH_DB names the PostgreSQL database (and the data directories) so a run can sit beside another engineer's.
const name = process.env.BENCH_DB ?? 'cidpex_bench_startup';
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DB: not a plain database name: ${name}`);
const pgliteDir = `/tmp/${name}`;
fs.rmSync(pgliteDir, { recursive: true, force: true });
console.log('bench/startup: the compiled server (node apps/server/dist/main.js), demo data loaded');
console.log('embedded PGlite:');
const pglite = await measure({ DATA_DIR: pgliteDir });
report('PGlite', pglite, TARGETS.pglite);

const url = await freshDatabase(name);
console.log('PostgreSQL server (DATABASE_URL, DEMO_DATA=1):');
const pg = await measure({ DATABASE_URL: url, DEMO_DATA: '1', DATA_DIR: `/tmp/${name}-pg` });
report('PostgreSQL', pg, TARGETS.pg);
