/**
 * One-off: makes the demo live stream under static/live-demo (a 12 s test pattern as HLS, a
 * few small MPEG-TS segments, and a poster) with ffmpeg compiled to WebAssembly (@ffmpeg/core
 * from npm: no ffmpeg binary, nothing downloaded but the npm package). The output is
 * committed; run this only to make it again:
 *
 *   npm install --no-save @ffmpeg/core@0.12.10 && node apps/server/scripts/make-demo-hls.mjs
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../static/live-demo');
const require = createRequire(import.meta.url);
const esm = path.join(path.dirname(require.resolve('@ffmpeg/core')), '../esm');
// The core is built for a browser worker: it looks for `self` and is handed the wasm bytes.
globalThis.self = { location: { href: `file://${esm}/` } };
const { default: createFFmpegCore } = await import(path.join(esm, 'ffmpeg-core.js'));
const core = await createFFmpegCore({ wasmBinary: fs.readFileSync(path.join(esm, 'ffmpeg-core.wasm')) });
core.setLogger(({ message }) => process.stderr.write(`${message}\n`));

const pattern = 'testsrc2=size=480x270:rate=15:duration=12';
let ret = core.exec(
  '-f',
  'lavfi',
  '-i',
  pattern,
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-profile:v',
  'baseline',
  '-pix_fmt',
  'yuv420p',
  '-b:v',
  '120k',
  '-g',
  '30',
  '-keyint_min',
  '30',
  '-sc_threshold',
  '0',
  '-f',
  'hls',
  '-hls_time',
  '4',
  '-hls_list_size',
  '0',
  '-hls_playlist_type',
  'vod',
  '-hls_segment_filename',
  'segment%d.m2ts',
  'stream.m3u8',
);
if (ret !== 0) throw new Error(`ffmpeg (stream) ended with ${ret}`);
core.reset();
ret = core.exec(
  '-f',
  'lavfi',
  '-i',
  'testsrc2=size=480x270:rate=1:duration=1',
  '-frames:v',
  '1',
  '-q:v',
  '4',
  'poster.jpg',
);
if (ret !== 0) throw new Error(`ffmpeg (poster) ended with ${ret}`);

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
let total = 0;
for (const name of core.FS.readdir('.')) {
  if (!/\.(m2ts|m3u8|jpg)$/.test(name)) continue;
  const bytes = core.FS.readFile(name);
  fs.writeFileSync(path.join(out, name), bytes);
  total += bytes.length;
  console.log(`${name} ${bytes.length} bytes`);
}
console.log(`total ${total} bytes in ${out}`);
