#!/usr/bin/env node
/**
 * First-load JavaScript of a web route, gzipped (issue 5: the directory page ≤ 250 KB).
 *
 *   npx vite build --manifest   (in apps/web; or any outDir)
 *   node bench/directory/first-load.mjs [distDir] [page source]
 *
 * Counts the entry chunk of index.html with its static imports, plus the page's lazy chunk
 * with its static imports, plus antd's zh-Hans locale pack that main.tsx loads before the first
 * render (what the browser must fetch before the page shows), each file once, gzipped with
 * level 9 like most servers' static gzip. Prints the files, largest first. The i18n catalogs
 * (JSON of the current language, also loaded before the first render) are printed apart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'apps/web/dist';
const page = process.argv[3] ?? 'src/features/directory/pages/exhibitor-list-page.tsx';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey || !manifest[page]) {
  console.error(`no entry or no chunk for ${page} in ${dist}/.vite/manifest.json`);
  process.exit(1);
}

function closure(key, seen) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const k of manifest[key].imports ?? []) closure(k, seen);
}
const shell = new Set();
closure(entryKey, shell);
const all = new Set(shell);
closure(page, all);
const antdPack = Object.keys(manifest).find((k) => /antd\/locale\/zh_CN\.js$/.test(k));
if (antdPack) closure(antdPack, all);

const size = (key) => gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length;
const rows = [...all].map((k) => ({ file: manifest[k].file, gz: size(k), shell: shell.has(k) }));
rows.sort((a, b) => b.gz - a.gz);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
for (const r of rows.slice(0, 25))
  console.log(`${kib(r.gz).padStart(10)}  ${r.shell ? 'shell' : 'page '}  ${r.file}`);
const shellTotal = rows.filter((r) => r.shell).reduce((s, r) => s + r.gz, 0);
const total = rows.reduce((s, r) => s + r.gz, 0);
console.log(`\n${rows.length} files; shell ${kib(shellTotal)}, page's own ${kib(total - shellTotal)}`);
console.log(`first load of ${page}: ${kib(total)} (${(total / 1000).toFixed(1)} kB) gzipped`);
const catalogs = Object.keys(manifest)
  .filter((k) => k.includes('/locales/zh-Hans/'))
  .reduce((sum, k) => sum + size(k), 0);
console.log(`and the zh-Hans i18n catalogs (all namespaces): ${kib(catalogs)} gzipped`);
