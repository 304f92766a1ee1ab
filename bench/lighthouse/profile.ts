/**
 * bench/lighthouse/profile.ts: one Lighthouse mobile run of one page of a running portal, and
 * where its main-thread time goes (scripts by boot-up time, long tasks), to find what holds the
 * performance score down.
 *   BENCH_URL=http://127.0.0.1:8080/content?id=1 npx tsx lighthouse/profile.ts
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const target = process.env.BENCH_URL ?? 'http://127.0.0.1:8080/home';
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const result = await lighthouse(target, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('no result');
  const a = lhr.audits;
  const ms = (id: string) => `${Math.round(a[id]?.numericValue ?? Number.NaN)} ms`;
  console.log(
    `${target}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} | FCP ${ms('first-contentful-paint')} LCP ${ms('largest-contentful-paint')} TBT ${ms('total-blocking-time')} SI ${ms('speed-index')} CLS ${a['cumulative-layout-shift']?.numericValue?.toFixed(3)}`,
  );
  type Row = Record<string, unknown>;
  const rows = (id: string) => ((a[id]?.details as { items?: Row[] } | undefined)?.items ?? []) as Row[];
  const lcpItems =
    (
      a['largest-contentful-paint-element']?.details as
        | { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] }
        | undefined
    )?.items ?? [];
  const lcpNode = lcpItems[0]?.items?.[0]?.node;
  console.log(`LCP element: ${lcpNode?.snippet ?? '?'} "${(lcpNode?.nodeLabel ?? '').slice(0, 80)}"`);
  console.log('main thread by kind:');
  for (const r of rows('mainthread-work-breakdown'))
    console.log(`  ${r.groupLabel}: ${Math.round(Number(r.duration))} ms`);
  console.log('scripts by boot-up (total / scripting / parse+compile):');
  for (const r of rows('bootup-time').slice(0, 15))
    console.log(
      `  ${Math.round(Number(r.total))} / ${Math.round(Number(r.scripting))} / ${Math.round(Number(r.scriptParseCompile))} ms  ${String(r.url).replace(/^https?:\/\/[^/]+/, '')}`,
    );
  console.log('long tasks (start, duration):');
  for (const r of rows('long-tasks').slice(0, 20))
    console.log(
      `  ${Math.round(Number(r.startTime))} ms +${Math.round(Number(r.duration))} ms  ${String(r.url).replace(/^https?:\/\/[^/]+/, '')}`,
    );
  console.log('render-blocking:');
  for (const r of rows('render-blocking-resources'))
    console.log(`  ${r.wastedMs} ms ${String(r.url).replace(/^https?:\/\/[^/]+/, '')}`);
  const size = rows('total-byte-weight').reduce((s, r) => s + Number(r.totalBytes), 0);
  console.log(
    `bytes over the wire: ${Math.round(size / 1024)} KB; requests: ${rows('network-requests').length}`,
  );
} finally {
  await chrome.kill();
}
