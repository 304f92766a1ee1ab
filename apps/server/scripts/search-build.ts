/**
 * Measures the build of the portal's search index in-process (issue 22): time, heap and resident
 * memory, and the longest the event loop was held, on the database of DATABASE_URL (the
 * large data set: `npm run seed:large`). Prints the phases when the build reports them.
 *   DATABASE_URL=postgres://…/db node --expose-gc --import tsx scripts/search-build.ts
 * Say the machine's load with the figures (printed): a loaded machine's seconds are not a quiet one's.
 */
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { loadAll } from '../src/modules/search/search.feed';
import { SearchIndex } from '../src/modules/search/search.index';

const url = loadConfig().databaseUrl;
if (!url) {
  console.error('search-build needs DATABASE_URL (postgres://…)');
  process.exit(2);
}
const mb = (n: number) => `${(n / 1048576).toFixed(0)} MB`;
/** With `node --expose-gc`, heap figures hold live objects only (no garbage waiting to be collected). */
const settle = () => (globalThis as { gc?: () => void }).gc?.();
const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
try {
  settle();
  const before = process.memoryUsage();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const load = os.loadavg()[0]!.toFixed(1);
  const index = new SearchIndex();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const stats = await loadAll(database.db, index);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  loop.disable();
  settle();
  const after = process.memoryUsage();
  console.log(
    `search index: ${index.size} documents in ${(ms / 1000).toFixed(1)} s (CPU ${((used.user + used.system) / 1e6).toFixed(1)} s); heap ${mb(after.heapUsed)} (+${mb(after.heapUsed - before.heapUsed)}), rss ${mb(after.rss)} (+${mb(after.rss - before.rss)}); event loop held at most ${(loop.max / 1e6).toFixed(0)} ms (p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms); load average ${load} → ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );
  if (stats) console.log('phases (ms):', JSON.stringify(stats));
  // What FlexSearch holds: distinct terms and (term, document) entries per field.
  const fields = (
    index as unknown as { fields: Record<string, { map: Map<string, (number[] | undefined)[]> }> }
  ).fields;
  for (const [name, field] of Object.entries(fields)) {
    let entries = 0;
    for (const slots of field.map.values()) for (const ids of slots) entries += ids?.length ?? 0;
    console.log(`  field ${name}: ${field.map.size} terms, ${entries} entries`);
  }
  // An event's refresh: a booth changed (one field differs), then a product's name (remove + add).
  const exhibitor = index.match('1A01').find((d) => d.kind === 'exhibitor');
  const product = index.match('纸').find((d) => d.kind === 'product');
  if (exhibitor && product) {
    let t = performance.now();
    index.apply([{ ...exhibitor, text: { ...exhibitor.text, booth: `${exhibitor.text.booth} 1Z99` } }]);
    const booth = performance.now() - t;
    t = performance.now();
    index.apply([{ ...product, text: { ...product.text, name: `${product.text.name} 新` } }]);
    console.log(
      `  refresh: a booth changed ${booth.toFixed(0)} ms, a product renamed ${(performance.now() - t).toFixed(0)} ms`,
    );
  }
  // A few queries, to see the index answers.
  for (const q of ['纸业', 'zy', 'qinglan', '1A01', '紙業']) {
    const t = performance.now();
    const n = index.match(q).length;
    console.log(`  ${q}: ${n} hits in ${(performance.now() - t).toFixed(1)} ms`);
  }
} finally {
  await database.close();
}
