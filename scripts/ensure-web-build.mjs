#!/usr/bin/env node
// Builds the web app when its build is missing or older than its sources, so that a second
// `npm start` on an unchanged checkout starts in seconds (bench/startup).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const built = path.join(web, 'dist/index.html');
const sources = [
  path.join(web, 'src'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(web, 'public'),
  path.join(root, 'packages/contracts/src'),
];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newest));
if (builtAt > changedAt && process.argv[2] !== '--force') {
  console.log('web app: build is up to date');
} else {
  console.log('web app: building (vite build)…');
  execSync('npm run -s build -w apps/web', { cwd: root, stdio: 'inherit' });
}
