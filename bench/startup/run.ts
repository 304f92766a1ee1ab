/**
 * bench/startup: a second `npm start` on existing data answers /healthz within 10 s; the
 * server's resident memory after start and after 60 s of load stays under 400 MB (issue 2).
 *   npm run startup -w bench     (BENCH_LOAD_SECONDS=60 by default)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { ROOT, stop, treeRssMiB, waitFor } from '../lib/server';

const PORT = 8292;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const DATA_DIR = '/tmp/cidpex-bench-startup';
fs.rmSync(DATA_DIR, { recursive: true, force: true });

function npmStart() {
  return spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}
async function stopTree(child: ReturnType<typeof npmStart>) {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {}
  await stop(child);
}

const base = `http://127.0.0.1:${PORT}`;
const first = npmStart();
const firstMs = await waitFor(`${base}/healthz`, 180_000);
await stopTree(first);

const second = npmStart();
try {
  const secondMs = await waitFor(`${base}/healthz`, 60_000);
  await new Promise((r) => setTimeout(r, 2000));
  const rssStart = treeRssMiB(second.pid!);
  const result = await autocannon({
    url: base,
    connections: 20,
    duration: LOAD_SECONDS,
    requests: [
      { method: 'GET', path: '/healthz' },
      {
        method: 'GET',
        path: '/portal/rest/dicts/exhibition/200417/industry',
        headers: { 'accept-language': 'en' },
      },
      { method: 'GET', path: '/portal/rest/catalogs/navi/site/1' },
      { method: 'GET', path: '/home' },
    ],
  });
  const rssLoad = treeRssMiB(second.pid!);
  console.log('bench/startup (embedded PGlite, npm start)');
  console.log(`  first start (migrate, seed, maybe build):  /healthz after ${(firstMs / 1000).toFixed(1)} s`);
  console.log(
    `  second start on existing data:             /healthz after ${(secondMs / 1000).toFixed(1)} s  (target ≤ 10 s) ${secondMs <= 10_000 ? 'MET' : 'NOT MET'}`,
  );
  console.log(
    `  resident memory after start:               ${rssStart.toFixed(0)} MiB (npm, tsx and the server together)`,
  );
  console.log(
    `  after ${LOAD_SECONDS} s of load (${result.requests.average.toFixed(0)} req/s avg, ${result.non2xx} non-2xx): ${rssLoad.toFixed(0)} MiB  (target < 400 MB) ${rssLoad < 400 ? 'MET' : 'NOT MET'}`,
  );
} finally {
  await stopTree(second);
}
