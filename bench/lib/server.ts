import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database on the PostgreSQL server for one benchmark run. */
export async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function waitFor(url: string, timeoutMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - start;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Builds the server bundle (and the web app) when older than the sources, as `npm start` does. */
export function ensureBuilt(): void {
  const run = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('npm run build failed');
}

/**
 * The node flags `npm start` gives the server (the root package.json's start script, between
 * `node` and the bundle), so that a bench measures the process `npm start` runs.
 */
export function serverNodeFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const start = String(pkg.scripts?.start ?? '');
  const match = start.match(/(?:^|&&)\s*node((?:\s+--[^\s]+)*)\s+apps\/server\/dist\/main\.js\s*$/);
  if (!match)
    throw new Error(
      `package.json: the start script does not end in node … apps/server/dist/main.js: ${start}`,
    );
  return (match[1] ?? '').split(/\s+/).filter(Boolean);
}

/** Starts the compiled server (`node apps/server/dist/main.js` with npm start's flags; one process). */
export function startServer(env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
    [
      ...serverNodeFlags(),
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      'apps/server/dist/main.js',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
}

/** Resident memory (MiB) of one process, from /proc. */
export function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

/** Resident memory (MiB) of a process and all its descendants, from /proc. */
export function treeRssMiB(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      total += kb;
    } catch {}
    stack.push(...(children.get(p) ?? []));
  }
  return total / 1024;
}

/** CPU time (user + system, seconds) a process has used so far, from /proc; NaN when it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
