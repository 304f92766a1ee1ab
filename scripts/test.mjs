#!/usr/bin/env node
// `npm test`: every test of the project, in the order that fails fastest:
// types, lint, import boundaries, unit and integration (Vitest, embedded PGlite), then the browser journeys
// (Playwright with Debian's Chromium, installed here when missing). Ends with one line
// "N passed, N failed".
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.tmp/test-results');
fs.mkdirSync(out, { recursive: true });
const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);

let passed = 0;
let failed = 0;
const failures = [];

function run(name, command, env = {}, cwd = '.') {
  console.log(`\n━━ ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, {
    cwd: path.join(root, cwd),
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, ...env },
  });
  console.log(
    `━━ ${name}: ${result.status === 0 ? 'ok' : `FAILED (exit ${result.status})`} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.stats?.expected ?? 0;
  passed += report.stats?.flaky ?? 0;
  failed += report.stats?.unexpected ?? 0;
}

/** Debian's Chromium and a CJK font for the browser journeys (STACK.md); installed once. */
function ensureBrowser() {
  const hasChromium = fs.existsSync('/usr/bin/chromium');
  let hasFont = false;
  try {
    hasFont = execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {}
  if (hasChromium && hasFont) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      'The browser journeys need Debian packages chromium and fonts-wqy-microhei: apt-get install -y chromium fonts-wqy-microhei',
    );
    return false;
  }
  console.log('Installing Debian packages chromium and fonts-wqy-microhei for the browser journeys…');
  return (
    run('apt-get update', 'apt-get update -q', { DEBIAN_FRONTEND: 'noninteractive' }) &&
    run('apt-get install', 'apt-get install -y -q chromium fonts-wqy-microhei', {
      DEBIAN_FRONTEND: 'noninteractive',
    })
  );
}

if (want('types')) run('types', 'npm run -s typecheck');
if (want('lint')) run('lint', 'npx biome check .');
if (want('boundaries')) run('boundaries', 'node scripts/boundaries.mjs');
for (const [ws, label] of [
  ['packages/contracts', 'contracts'],
  ['apps/web', 'web'],
  ['apps/server', 'server'],
]) {
  if (!want(label) && !want('unit')) continue;
  const report = path.join(out, `${label}.json`);
  fs.rmSync(report, { force: true });
  run(`${label} tests`, `npx vitest run --reporter=default --reporter=json --outputFile=${report}`, {}, ws);
  countVitest(report);
}
/**
 * The browser journeys: desktop and phone run at the same time, each against its own server on
 * its own fresh database (nothing shared between them), one journey after another within each.
 */
async function browserJourneys() {
  const projects = [
    { name: 'desktop', port: '8181' },
    { name: 'phone', port: '8182' },
  ];
  if (!run('build for the journeys', 'node scripts/build.mjs --if-stale')) return;
  console.log(`\n━━ browser journeys: ${projects.map((p) => p.name).join(' and ')} side by side`);
  const started = Date.now();
  const results = await Promise.all(
    projects.map(
      (p) =>
        new Promise((resolve) => {
          const report = path.join(root, `e2e/.out/report-${p.name}.json`);
          fs.rmSync(report, { force: true });
          // E2E_SPECS="tests/a.spec.ts tests/b.spec.ts" runs only those files (a quick check).
          const specs = (process.env.E2E_SPECS ?? '').split(/\s+/).filter(Boolean);
          const child = spawn('npx', ['playwright', 'test', `--project=${p.name}`, ...specs], {
            cwd: path.join(root, 'e2e'),
            env: {
              ...process.env,
              CI: process.env.CI ?? '',
              E2E_PORT: p.port,
              E2E_DATA_DIR: path.join(root, `.tmp/e2e-${p.name}`),
              E2E_REPORT: report,
              E2E_OUTPUT: path.join(root, `e2e/.out/results-${p.name}`),
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          const prefix = (stream, out) => {
            let rest = '';
            stream.on('data', (chunk) => {
              const lines = (rest + chunk).split('\n');
              rest = lines.pop() ?? '';
              for (const line of lines) out.write(`[${p.name}] ${line}\n`);
            });
            stream.on('end', () => rest && out.write(`[${p.name}] ${rest}\n`));
          };
          prefix(child.stdout, process.stdout);
          prefix(child.stderr, process.stderr);
          child.on('close', (code) => resolve({ name: p.name, code, report }));
        }),
    ),
  );
  for (const r of results) {
    countPlaywright(r.report);
    console.log(`━━ browser journeys (${r.name}): ${r.code === 0 ? 'ok' : `FAILED (exit ${r.code})`}`);
    if (r.code !== 0) failures.push(`browser journeys (${r.name})`);
  }
  console.log(`━━ browser journeys: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (want('e2e')) {
  if (ensureBrowser()) await browserJourneys();
  else failures.push('browser journeys (no chromium)');
}

console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
