import { SEARCH_KINDS, SEARCH_PATHS, searchBodySchema } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { TestClient, useTestApp } from '../../test/harness';
import { quickSearchBody, searchBodyValidator } from './search.body';
import { reindex } from './search.factories';

/**
 * The search body read by hand must be zod's reading exactly (same value, same keys in the same
 * order) whenever it answers, and must leave to zod every body zod refuses or reads otherwise.
 */

/** A fixed pseudo-random sequence (mulberry32). */
function sequence(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYWORDS = [
  '',
  ' ',
  '纸',
  ' 纸业 ',
  'Shandong Paper',
  '\t zhiye\n',
  'x'.repeat(100),
  ` ${'x'.repeat(100)} `,
  'x'.repeat(101),
  '紙業😀',
  '\u3000纸\u3000',
  'a\u0000b',
];
const CODES: unknown[] = [
  'H1',
  ' H1 ',
  '',
  '  ',
  'C'.repeat(40),
  ` ${'C'.repeat(40)} `,
  'C'.repeat(41),
  'CN',
  1,
  null,
  ['H1'],
];
const NUMBERS: unknown[] = [1, 2, 20, 50, 51, 100, 101, 0, -1, 1.5, '2', '', null, true, 1e300, Number.NaN];

function body(random: () => number): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const r = random();
  if (r < 0.02) return pick([null, [], 'keyword', 3, [{ keyword: 'x' }]]);
  const b: Record<string, unknown> = {};
  if (random() < 0.9) b.keyword = random() < 0.9 ? pick(KEYWORDS) : pick([null, 3, ['x'], {}]);
  if (random() < 0.3)
    b.kind =
      random() < 0.9
        ? Array.from({ length: Math.floor(random() * 6) }, () =>
            random() < 0.9 ? pick(SEARCH_KINDS) : pick(['Exhibitor', 'other', '', null]),
          )
        : pick(['exhibitor', null, {}]);
  for (const dim of ['hall', 'country', 'industry'])
    if (random() < 0.25)
      b[dim] =
        random() < 0.9
          ? Array.from(
              { length: random() < 0.9 ? Math.floor(random() * 4) : 19 + Math.floor(random() * 3) },
              () => (random() < 0.7 ? 'H1' : pick(CODES)),
            )
          : pick(['H1', null, 7]);
  if (random() < 0.8) b.page = random() < 0.8 ? 1 + Math.floor(random() * 5) : pick(NUMBERS);
  if (random() < 0.2) b.pageSize = pick(NUMBERS);
  if (random() < 0.05) b.other = 'x';
  // Keys in any order: the output is in the schema's order all the same.
  const entries = Object.entries(b);
  if (random() < 0.5) entries.reverse();
  return Object.fromEntries(entries);
}

describe('the search body read by hand', () => {
  it('is zod’s reading whenever it answers, and leaves the rest to zod', () => {
    const random = sequence(22);
    let quick = 0;
    let refused = 0;
    let leftToZod = 0;
    for (let i = 0; i < 20_000; i++) {
      const b = body(random);
      const mine = quickSearchBody(structuredClone(b));
      const zod = searchBodySchema.safeParse(structuredClone(b));
      if (!zod.success) {
        refused++;
        expect(mine, JSON.stringify(b)).toBeUndefined();
        continue;
      }
      if (mine === undefined) {
        leftToZod++;
        continue;
      }
      quick++;
      expect(mine, JSON.stringify(b)).toStrictEqual(zod.data);
      expect(JSON.stringify(mine)).toBe(JSON.stringify(zod.data));
    }
    // Every kind of outcome is seen, and the bodies buyers send are read by hand.
    expect(quick).toBeGreaterThan(5_000);
    expect(refused).toBeGreaterThan(1_000);
    expect(leftToZod).toBeGreaterThan(100);
  });

  it('reads the bodies bench/search sends by hand', () => {
    for (const b of [
      { keyword: '纸业', page: 1 },
      { keyword: 'qinglan', kind: ['exhibitor'], hall: ['H1'], country: ['CN'], page: 2 },
      { keyword: 'H1-A', page: 5 },
      {},
    ])
      expect(quickSearchBody(b)).toStrictEqual(searchBodySchema.parse(b));
  });

  it('gives zod’s answer where it does not apply', () => {
    const validate = searchBodyValidator({
      schema: searchBodySchema,
      method: 'POST',
      url: '/x',
      httpPart: 'body',
    }) as (data: unknown) => { value?: unknown; error?: unknown };
    expect(validate({ keyword: 'x', page: '2', extra: 1 })).toStrictEqual({
      value: { keyword: 'x', page: 2, pageSize: 20 },
    });
    const refused = validate({ keyword: null, page: 0 });
    expect(refused.value).toBeUndefined();
    expect(refused.error).toBeDefined();
  });
});

describe('the search route with the body read by hand', () => {
  const ctx = useTestApp();

  it('refuses what zod refuses, with the same fields', async () => {
    const client = new TestClient(ctx.app, 'en');
    const bad = await client.post(`/${SEARCH_PATHS.search}`, { keyword: 'x'.repeat(101), page: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect([...(bad.body.data as { fields: string[] }).fields].sort()).toEqual(['keyword', 'page']);
    await reindex(ctx);
    const odd = await client.post(`/${SEARCH_PATHS.search}`, { keyword: ' 纸 ', page: '1', other: true });
    expect(odd.status).toBe(200);
    expect((odd.body.data as { page: number }).page).toBe(1);
  });
});
