/**
 * Measures the portal's search answers in-process (issue 22): builds the index from the database
 * of DATABASE_URL (seed:large), then answers N random search bodies and N random suggestions drawn
 * like bench/search (a fragment of a name in Chinese, Traditional, English, pinyin or initials, a
 * booth; random kind/hall/country and page) and prints ops/s, p50 and p99 per query.
 *   DATABASE_URL=postgres://…/db node --import tsx scripts/search-query.ts [N=3000]
 * Say the machine's load with the figures (printed); the CPU time per op (user + system, this
 * process) moves less with other work on the machine than the wall time does. With SEARCH_ANSWERS=<file> the answers are
 * written there too (one JSON line each), to compare two versions of the search on the same bodies.
 * With SEARCH_PROFILE=<file.cpuprofile> the first search round (random bodies) is profiled (V8's
 * CPU profiler, the build left out); open it in Chrome's DevTools or read its self times.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import { SEARCH_KINDS, type SearchQuery } from '@cidpex/contracts';
import { sql } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { SearchService } from '../src/modules/search/search.service';

const url = loadConfig().databaseUrl;
if (!url) {
  console.error('search-query needs DATABASE_URL (postgres://…)');
  process.exit(2);
}
const N = Number(process.argv[2] ?? 3000);
let seed = 22;
/** A fixed pseudo-random sequence (mulberry32): every run answers the same bodies. */
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const rand = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
function fragment(text: string): string {
  const chars = [...text.replace(/（示例）|\(Demo\)/g, '').trim()];
  const start = Math.floor(random() * Math.max(1, chars.length - 2));
  return chars
    .slice(start, start + 2 + Math.floor(random() * 3))
    .join('')
    .trim();
}
const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
try {
  const { db } = database;
  const rows = <T>(q: ReturnType<typeof sql>) =>
    db.execute(q).then((r) => (r as unknown as { rows: T[] }).rows ?? (r as unknown as T[]));
  const names = await rows<{ zh: string; tw: string; en: string; booths: string[] }>(
    sql`select name_zh_hans as zh, name_zh_hant as tw, name_en as en, booth_nos as booths from exhibitors order by id limit 2000`,
  );
  const productNames = await rows<{ zh: string; en: string }>(
    sql`select name as zh, name_en as en from products order by id limit 2000`,
  );
  const halls = (await rows<{ h: string }>(sql`select distinct hall as h from booths order by 1`)).map(
    (r) => r.h,
  );
  const countries = (
    await rows<{ c: string }>(sql`select distinct country as c from exhibitors order by 1`)
  ).map((r) => r.c);
  function keyword(): string {
    const r = random();
    const e = rand(names);
    if (r < 0.3) return fragment(e.zh);
    if (r < 0.4) return fragment(e.tw);
    if (r < 0.6) return fragment(e.en);
    if (r < 0.7) {
      const p = rand(productNames);
      return fragment(random() < 0.5 ? p.zh : p.en);
    }
    if (r < 0.8) {
      const letters = pinyin(fragment(e.zh), { toneType: 'none', type: 'array' });
      return random() < 0.5 ? letters.join('') : letters.map((l) => l[0]).join('');
    }
    const booth = rand(e.booths) ?? 'A01';
    return booth.slice(0, 2 + Math.floor(random() * (booth.length - 1)));
  }
  function body(): SearchQuery {
    const b: SearchQuery = { keyword: keyword(), page: 1, pageSize: 20 } as SearchQuery;
    if (random() < 0.3) b.kind = [rand(SEARCH_KINDS)];
    if (random() < 0.3) b.hall = [rand(halls)];
    if (random() < 0.2) b.country = [rand(countries)];
    b.page = 1 + Math.floor(random() * (random() < 0.8 ? 2 : 5));
    return b;
  }
  const bodies = Array.from({ length: N }, body);
  const keywords = Array.from({ length: N }, keyword);
  const service = new SearchService(db, (err) => console.error(err));
  const t0 = performance.now();
  await service.start();
  const load = os.loadavg()[0]!.toFixed(1);
  console.log(`index: ${service.index.size} documents in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await service.search({ keyword: '', page: 1, pageSize: 20 } as SearchQuery, 'zh-Hans'); // dictionaries
  async function round(title: string, n: number, one: (i: number) => Promise<unknown>) {
    const times: number[] = [];
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await one(i);
      times.push(performance.now() - t);
    }
    const total = performance.now() - started;
    const used = process.cpuUsage(cpu);
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!.toFixed(2);
    console.log(
      `  ${title.padEnd(26)} ${n} in ${(total / 1000).toFixed(2)} s: ${((n * 1000) / total).toFixed(0)} ops/s, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, max ${times[times.length - 1]!.toFixed(1)} ms, CPU ${((used.user + used.system) / n).toFixed(0)} µs/op`,
    );
  }
  console.log(
    `distinct bodies ${new Set(bodies.map((b) => JSON.stringify(b))).size} of ${N}; keywords ${new Set(keywords).size}`,
  );
  const profileTo = process.env.SEARCH_PROFILE;
  const session = profileTo ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
  }
  await round('search (random bodies)', N, (i) => service.search(bodies[i]!, 'zh-Hans'));
  if (session && profileTo) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(profileTo, JSON.stringify(profile));
    session.disconnect();
  }
  await round('suggest (random keywords)', N, (i) =>
    service.suggest({ keyword: keywords[i]!, limit: 8 }, 'zh-Hans'),
  );
  await round('search (same bodies again)', N, (i) => service.search(bodies[i]!, 'zh-Hans'));
  // The route's answer (bytes), on bodies none of the rounds above sent.
  const fresh = Array.from({ length: N }, body);
  await round('searchJson (random bodies)', N, (i) => service.searchJson(fresh[i]!, 'zh-Hans'));
  const out = process.env.SEARCH_ANSWERS;
  if (out) {
    const lines: string[] = [];
    service.index.apply([]); // no change, but the kept answers are dropped: suggestions computed afresh
    for (const k of keywords)
      lines.push(JSON.stringify(await service.suggest({ keyword: k, limit: 8 }, 'zh-Hans')));
    for (const b of bodies) lines.push(JSON.stringify(await service.search(b, 'zh-Hans')));
    for (const k of keywords)
      lines.push(JSON.stringify(await service.suggest({ keyword: k, limit: 8 }, 'zh-Hans')));
    // The route's bytes in every language, computed afresh and then from what was kept.
    for (const locale of ['zh-Hans', 'zh-Hant', 'en'] as const) {
      service.index.apply([]);
      for (let pass = 0; pass < 2; pass++)
        for (const b of fresh) lines.push((await service.searchJson(b, locale)).toString('utf8'));
    }
    writeFileSync(out, `${lines.join('\n')}\n`);
  }
  console.log(`load average ${load} → ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
} finally {
  await database.close();
}
