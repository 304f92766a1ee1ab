#!/usr/bin/env node
/**
 * `npm run build`: the web app (vite build, the contracts compiled in), its text files
 * precompressed (.br and .gz beside each), and the server bundled by esbuild into
 * apps/server/dist (main.js, migrate.js, the migrations folder). Packages listed in the
 * server's dependencies stay external (native or heavy: pg, PGlite, argon2, sharp, …); the
 * build fails if the bundle would need anything else from node_modules at run time.
 *
 *   node scripts/build.mjs               everything
 *   node scripts/build.mjs --if-stale    only the parts older than their sources (npm start)
 *   node scripts/build.mjs --server      the server only (npm run db:migrate)
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const ifStale = args.has('--if-stale');
const serverOnly = args.has('--server');

const web = path.join(root, 'apps/web');
const webDist = path.join(web, 'dist');
const server = path.join(root, 'apps/server');
const serverDist = path.join(server, 'dist');
const contracts = path.join(root, 'packages/contracts/src');

/** Newest modification time under the given paths (0 when none exists). */
function newest(...paths) {
  let max = 0;
  for (const p of paths) {
    if (!fs.existsSync(p)) continue;
    const stat = fs.statSync(p);
    max = Math.max(max, stat.mtimeMs);
    if (stat.isDirectory())
      for (const entry of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

// ---- web ------------------------------------------------------------------------------
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);

/** Writes file.br and file.gz beside every text file of at least 1 KiB that lacks a fresh pair. */
function precompress(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const stat = fs.statSync(file);
    if (stat.size < 1024) continue;
    if (builtAt(`${file}.br`) >= stat.mtimeMs && builtAt(`${file}.gz`) >= stat.mtimeMs) continue;
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
    count++;
  }
  return count;
}

function buildWeb() {
  const index = path.join(webDist, 'index.html');
  const stale =
    builtAt(index) <=
    newest(
      path.join(web, 'src'),
      path.join(web, 'index.html'),
      path.join(web, 'vite.config.ts'),
      path.join(web, 'public'),
      contracts,
    );
  if (ifStale && !stale) {
    console.log('web app: build is up to date');
  } else {
    console.log('web app: building (vite build)…');
    execSync('npm run -s build -w apps/web', { cwd: root, stdio: 'inherit' });
  }
  const count = precompress(webDist);
  if (count) console.log(`web app: ${count} files precompressed (brotli, gzip)`);
}

// ---- server ---------------------------------------------------------------------------
async function buildServer() {
  const main = path.join(serverDist, 'main.js');
  const stale =
    builtAt(main) <= newest(path.join(server, 'src'), path.join(server, 'package.json'), contracts);
  if (ifStale && !stale) {
    console.log('server: build is up to date');
    return;
  }
  console.log('server: bundling (esbuild)…');
  const { build } = await import('esbuild');
  const pkg = JSON.parse(fs.readFileSync(path.join(server, 'package.json'), 'utf8'));
  // The workspace's contracts are TypeScript sources: compiled into the bundle.
  const external = Object.keys(pkg.dependencies).filter((name) => name !== '@cidpex/contracts');
  fs.rmSync(serverDist, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: server,
    entryPoints: { main: 'src/main.ts', migrate: 'src/migrate.ts' },
    outdir: 'dist',
    bundle: true,
    // One file per entry, directly in dist/: code that finds files from import.meta.url
    // (the migrations, the repository root) sees the same depth as in src/.
    splitting: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });

  // Nothing from node_modules may be compiled in (it would belong in dependencies), and every
  // package the bundle imports must be a run-time dependency, never a devDependency.
  const bundled = Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules/'));
  const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
  const imported = new Set();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const imp of output.imports) {
      if (!imp.external || builtins.has(imp.path)) continue;
      const parts = imp.path.split('/');
      imported.add(imp.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  const notRuntime = [...imported].filter((name) => !(name in pkg.dependencies));
  if (bundled.length || notRuntime.length) {
    console.error("server: the bundle must import only the server's dependencies at run time.");
    if (bundled.length) console.error(`  compiled in from node_modules: ${bundled.join(', ')}`);
    if (notRuntime.length) console.error(`  imported but not in dependencies: ${notRuntime.join(', ')}`);
    process.exit(1);
  }
  // The bundle in ASCII only: V8 keeps every script's source in the heap, and a single non-ASCII
  // character (a comment's "·" or "§", a regex's "’") makes the whole 1.8 MB source a two-byte
  // string, 3.6 MB (issue 15 memory). Each such UTF-16 unit is written as \uXXXX, which means the
  // same in a string, a template, a regex or an identifier and nothing in a comment.
  for (const entry of ['main.js', 'migrate.js']) {
    const file = path.join(serverDist, entry);
    const code = fs.readFileSync(file, 'utf8');
    // An escaped non-ASCII character ("\’") would turn into a backslash and "u2019": refuse it.
    if (/\\[\u0080-\uffff]/.test(code)) throw new Error(`${entry}: a backslash before a non-ASCII character`);
    const ascii = code.replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    if (ascii !== code) fs.writeFileSync(file, ascii);
  }
  fs.cpSync(path.join(server, 'src/db/migrations'), path.join(serverDist, 'migrations'), { recursive: true });
  console.log(`server: apps/server/dist (${imported.size} external packages, all in dependencies)`);
}

// One build at a time in a checkout: `npm start`, the journeys and a bench started together each
// build when stale, and two vite builds emptying the same dist/ broke each other. The others
// wait for the lock and then find the build fresh (a lock whose process died is taken over).
const lockDir = path.join(root, '.tmp/build.lock');
fs.mkdirSync(path.dirname(lockDir), { recursive: true });
for (let waited = 0; ; waited++) {
  try {
    fs.mkdirSync(lockDir);
    fs.writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
    break;
  } catch (err) {
    if (err.code !== 'EEXIST') throw err;
    let holder = 0;
    try {
      holder = Number(fs.readFileSync(path.join(lockDir, 'pid'), 'utf8'));
    } catch {}
    let alive = false;
    try {
      if (holder) alive = process.kill(holder, 0);
    } catch {}
    if (holder && !alive) {
      fs.rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    if (waited === 0) console.log('build: another build is running in this checkout; waiting for it…');
    await new Promise((r) => setTimeout(r, 500));
  }
}
const releaseLock = () => fs.rmSync(lockDir, { recursive: true, force: true });
process.on('exit', releaseLock);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

if (!serverOnly) buildWeb();
await buildServer();
