#!/usr/bin/env node
// Starts the portal for the browser journeys: the compiled server (built when stale) on a fresh
// embedded database in .tmp/e2e, and every notice copied to a JSONL file that the journeys read codes from.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? '.tmp/e2e');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
execSync('node scripts/build.mjs --if-stale', { cwd: root, stdio: 'inherit' });

// With the node flags of `npm start` (the root package.json's start script, between `node` and the bundle).
const start = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
const flags = start
  .match(/node((?:\s+--\S+)*)\s+apps\/server\/dist\/main\.js\s*$/)?.[1]
  .split(/\s+/)
  .filter(Boolean);
if (!flags)
  throw new Error(`package.json: the start script does not end in node … apps/server/dist/main.js: ${start}`);
const child = spawn(process.execPath, [...flags, path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '8181',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    OUTBOX_FILE: path.join(dataDir, 'outbox.jsonl'),
    LOG_LEVEL: 'warn',
    // Journeys stand in for many visitors: each sends its own X-Forwarded-For (e2e/support/fixtures.ts).
    TRUST_PROXY: '1',
    // Two journeys send a second code to the same address; they wait this out (60 s in production).
    CODE_RESEND_SECONDS: process.env.E2E_CODE_RESEND_SECONDS ?? '10',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
