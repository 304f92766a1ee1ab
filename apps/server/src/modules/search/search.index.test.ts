import type { Index } from 'flexsearch';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search.index';
import { queryTokens } from './search.text';
import { docKey, type SearchDoc } from './search.types';

/**
 * The index answers from dense arrays, marks and facet ordinals (issue 22, speed). These tests
 * hold it to the straightforward way it answered before — Sets per answer, facets counted from
 * the documents' strings — on a generated fair with replaced, removed and scheduled documents.
 */

let seed = 7;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const PLACES = ['山东', '东莞', '青岚', '云溪', '华棠', '金红叶', '维达', '恒安'];
const TRADES = ['纸业', '卫生用品', '无纺布', '贸易', '生活用纸', '机械'];
const WORDS = ['Paper', 'Tissue', 'Hygiene', 'Qinglan', 'Nonwovens', 'Trading', 'Machinery', 'Care'];
const PRODUCTS = ['抽纸', '卷纸', '湿巾', '纸巾', 'Napkin', 'Tissue roll', 'Wet wipes', 'Diaper'];
const HALLS = ['H1', 'H2', 'H3', 'H4', ''];
const COUNTRIES = ['CN', 'JP', 'US', 'DE', ''];
const INDUSTRIES = ['I1', 'I2', 'I3'];
const names = (zh: string, en: string) => ({ 'zh-Hans': zh, 'zh-Hant': zh, en });

function exhibitor(id: number): SearchDoc {
  const zh = `${pick(PLACES)}${pick(TRADES)}有限公司`;
  const en = `${pick(WORDS)} ${pick(WORDS)} Co.`;
  const halls = Array.from({ length: Math.floor(random() * 3) }, () => pick(HALLS));
  const boothNos = halls.map((h, i) => `${h || 'X'}${i}${Math.floor(random() * 90 + 10)}`);
  return {
    key: docKey('exhibitor', id),
    kind: 'exhibitor',
    id,
    enterpriseId: id,
    titles: names(zh, en),
    subtitles: null,
    boothNos,
    halls,
    country: random() < 0.2 ? null : pick(COUNTRIES),
    industry: random() < 0.2 ? null : pick(INDUSTRIES),
    text: { name: `${zh} ${en}`, booth: boothNos.join(' '), brand: random() < 0.3 ? pick(WORDS) : '' },
    order: `${halls[0] ?? ''}${boothNos[0] ?? ''}`,
    visibleFrom: null,
  };
}

function product(id: number, owner: number): SearchDoc {
  const name = `${pick(PLACES)}${pick(PRODUCTS)} ${pick(PRODUCTS)}`;
  return {
    key: docKey('product', id),
    kind: 'product',
    id,
    enterpriseId: owner,
    titles: names(name, name),
    subtitles: names('x', 'x'),
    boothNos: [],
    halls: [pick(HALLS)],
    country: pick(COUNTRIES),
    industry: null,
    text: { name, booth: '', brand: '' },
    order: String(id).padStart(6, '0'),
    visibleFrom: null,
  };
}

function news(id: number, visibleFrom: number | null): SearchDoc {
  const title = `${pick(PLACES)}${pick(TRADES)} ${pick(WORDS)} news`;
  return {
    key: docKey('news', id),
    kind: 'news',
    id,
    enterpriseId: null,
    titles: names(title, title),
    subtitles: null,
    boothNos: [],
    halls: [],
    country: null,
    industry: null,
    text: { name: title, booth: '', brand: '' },
    order: String(1e6 - id),
    visibleFrom,
  };
}

/** The answers as computed before the dense arrays: a Set per answer, the documents' own fields. */
function reference(index: SearchIndex) {
  const inner = index as unknown as {
    fields: Record<'name' | 'booth' | 'brand', Index>;
    docs: Map<number, SearchDoc>;
    numbers: Map<string, number>;
  };
  const findable = (d: SearchDoc) => d.visibleFrom === null || d.visibleFrom <= Date.now();
  const ofProducts = (ids: number[]) =>
    ids.flatMap((n) => {
      const d = inner.docs.get(n);
      if (d?.kind !== 'product' || d.enterpriseId === null) return [];
      const e = inner.numbers.get(docKey('exhibitor', d.enterpriseId));
      return e === undefined ? [] : [e];
    });
  const ranked = (keyword: string): SearchDoc[] => {
    const tokens = queryTokens(keyword);
    const seen = new Set<number>();
    const out: SearchDoc[] = [];
    const take = (ids: Iterable<number>) => {
      for (const n of ids) {
        const d = inner.docs.get(n);
        if (seen.has(n) || !d || !findable(d)) continue;
        seen.add(n);
        out.push(d);
      }
    };
    const query = tokens.join(' ');
    const search = (f: 'name' | 'booth' | 'brand', q: string) =>
      inner.fields[f].search(q, { limit: 1e6 }) as number[];
    const byName = search('name', query);
    take(byName);
    take(search('booth', query));
    take(search('brand', query));
    take(ofProducts(byName));
    if (tokens.length > 1) {
      let across = null as Set<number> | null;
      for (const token of tokens) {
        const here = new Set<number>();
        for (const f of ['name', 'booth', 'brand'] as const) {
          const ids = search(f, token);
          for (const n of ids) here.add(n);
          if (f === 'name') for (const n of ofProducts(ids)) here.add(n);
        }
        across = across === null ? here : new Set([...across].filter((n: number) => here.has(n)));
        if (across.size === 0) break;
      }
      if (across) take(across);
    }
    return out;
  };
  type Dim = 'kind' | 'hall' | 'country' | 'industry';
  const valuesOf = (d: SearchDoc, dim: Dim): (string | null)[] =>
    dim === 'kind' ? [d.kind] : dim === 'hall' ? d.halls : [d[dim]];
  const faceted = (hits: readonly SearchDoc[], filters: Partial<Record<Dim, string[]>>) => {
    const dims = ['kind', 'hall', 'country', 'industry'] as const;
    const counts = Object.fromEntries(dims.map((d) => [d, new Map<string, number>()])) as Record<
      Dim,
      Map<string, number>
    >;
    const passed: string[] = [];
    for (const d of hits) {
      const pass = dims.map((dim) => {
        const wanted = filters[dim];
        return !wanted?.length || valuesOf(d, dim).some((v) => v !== null && wanted.includes(v));
      });
      const failed = pass.filter((p) => !p).length;
      if (failed > 1) continue;
      if (failed === 0) passed.push(d.key);
      dims.forEach((dim, i) => {
        if (failed === 1 && pass[i]) return;
        for (const v of new Set(valuesOf(d, dim))) if (v) counts[dim].set(v, (counts[dim].get(v) ?? 0) + 1);
      });
    }
    return { passed, counts };
  };
  return { ranked, faceted };
}

const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => a[0].localeCompare(b[0]));

describe('the search index against the straightforward answers', () => {
  const index = new SearchIndex();
  const docs: SearchDoc[] = [];
  for (let i = 1; i <= 400; i++) docs.push(exhibitor(i));
  for (let i = 1; i <= 1600; i++) docs.push(product(i, 1 + Math.floor(random() * 420))); // some owners absent
  for (let i = 1; i <= 30; i++) docs.push(news(i, i % 5 === 0 ? Date.now() + 3_600_000 : null));
  index.apply(docs);
  // Replaced (one field changed), removed and re-added documents, as events do.
  index.apply(
    docs
      .filter((_, i) => i % 37 === 0)
      .map((d) => ({ ...d, text: { ...d.text, booth: `${d.text.booth} Z9${d.id}` } })),
    docs.filter((_, i) => i % 53 === 0).map((d) => d.key),
  );
  index.apply(docs.filter((_, i) => i % 106 === 0));
  const ref = reference(index);
  const keywords = [
    ...PLACES,
    ...TRADES,
    ...PRODUCTS,
    ...WORDS.map((w) => w.toLowerCase().slice(0, 4)),
    '纸',
    '東莞',
    'sd',
    'zhiye',
    'H1',
    // A booth of one exhibitor and a brand of another (the booth tier ranks first).
    'h',
    'z9',
    'qinglan 抽纸',
    'paper tissue',
    '山东 napkin',
    // Several words read from FlexSearch's postings in place (its intersection order, across fields).
    'pa t',
    'tissue roll',
    'wet wipes qinglan',
    'shan zhi',
    'sd zy',
    '东莞 纸',
    '纸 有限',
    'h1 x',
    'co paper care',
    'c t n',
    'tisue',
    'news',
    'nothing-here',
    '',
  ];
  const keys = (ds: readonly (SearchDoc | undefined)[]) => ds.map((d) => d?.key);

  it('ranks every keyword the same', () => {
    for (const k of keywords) {
      if (k === '' || k === 'tisue') continue;
      expect(keys(index.match(k)), k).toEqual(keys(ref.ranked(k)));
    }
    // A misspelt word with no hit is searched again corrected.
    expect(ref.ranked('tisue')).toEqual([]);
    expect(keys(index.match('tisue'))).toEqual(keys(ref.ranked('tissue')));
    expect(index.match('tisue').length).toBeGreaterThan(0);
  });

  it('keeps the hits of recent keywords within a bound of document numbers, answering the same', () => {
    const small = new SearchIndex(600);
    small.apply(docs);
    const fresh = new SearchIndex();
    fresh.apply(docs);
    let largest = 0;
    for (const round of [1, 2]) {
      for (const k of keywords) {
        const hits = keys(small.match(k));
        expect(hits, `${k} (round ${round})`).toEqual(keys(fresh.match(k)));
        largest = Math.max(largest, hits.length);
        expect(small.kept.numbers).toBeLessThanOrEqual(600);
      }
    }
    // The bound was reached (older keywords were let go) and a keyword over a quarter of it is not kept.
    expect(largest).toBeGreaterThan(150);
    expect(fresh.kept.numbers).toBeGreaterThan(600);
    expect(small.kept.keywords).toBeLessThan(fresh.kept.keywords);
  });

  it('gives the first few for suggestions without matching everything, the same as the full match', () => {
    const fresh = new SearchIndex();
    fresh.apply(docs);
    // `top` keeps nothing: every call on `again` matches afresh.
    const again = new SearchIndex();
    again.apply(docs);
    for (const k of keywords) {
      const full = keys(fresh.match(k));
      for (const limit of [1, 3, 8, 20]) {
        expect(keys(again.top(k, limit)), `${k} ${limit}`).toEqual(full.slice(0, limit));
      }
    }
  });

  it('counts facets and filters the same', () => {
    const filterSets: Partial<Record<'kind' | 'hall' | 'country' | 'industry', string[]>>[] = [
      {},
      { kind: ['exhibitor'] },
      { hall: ['H1'] },
      { hall: ['H2', 'H3'], country: ['JP'] },
      { country: ['CN', ''], industry: ['I2'] },
      { kind: ['product'], hall: ['H4'], country: ['US'], industry: ['I1'] },
      { hall: ['H9'] },
      { hall: [''] },
      // Drawn at random over every code (and one no document has).
      ...Array.from({ length: 24 }, () => {
        const some = (codes: readonly string[]) =>
          random() < 0.5 ? undefined : codes.filter(() => random() < 0.35);
        return {
          kind: some(['exhibitor', 'product', 'purpose', 'news']),
          hall: some([...HALLS, 'H9']),
          country: some([...COUNTRIES, 'FR']),
          industry: some([...INDUSTRIES, 'I9']),
        };
      }),
    ];
    for (const k of keywords) {
      const hits = index.match(k);
      for (const filters of filterSets) {
        const mine = index.faceted(index.matchNumbers(k), filters);
        const theirs = ref.faceted(hits, filters);
        const label = `${k} ${JSON.stringify(filters)}`;
        expect(mine.total, label).toBe(theirs.passed.length);
        expect(keys(Array.from(mine.page(0, mine.total), (n) => index.doc(n))), label).toEqual(theirs.passed);
        // Read a page at a time, from a fresh answer: the pages are the same slices.
        const paged = index.faceted(index.matchNumbers(k), filters);
        for (const [start, count] of [
          [40, 20],
          [0, 20],
          [20, 20],
          [0, 7],
          [Math.max(0, theirs.passed.length - 3), 20],
          [theirs.passed.length, 5],
        ] as const) {
          expect(
            keys(Array.from(paged.page(start, count), (n) => index.doc(n))),
            `${label} ${start}+${count}`,
          ).toEqual(theirs.passed.slice(start, start + count));
        }
        for (const dim of ['kind', 'hall', 'country', 'industry'] as const)
          expect(sorted(mine.counts[dim]), `${label} ${dim}`).toEqual(sorted(theirs.counts[dim]));
      }
    }
  });
});
