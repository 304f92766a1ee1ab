import { FAIR, type Locale } from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { toTaiwanTraditional } from '../../platform/chinese';
import { type SearchableNews, searchableNews } from '../content';
import { type ExhibitorListRow, listing, sortKeyOf } from '../exhibitors';
import { currentExhibitionId } from '../fair';
import { productIdsOfEnterprises, type SearchableProduct, searchableProducts } from '../products';
import { type SearchablePurpose, searchablePurposes } from '../purposes';
import type { SearchIndex } from './search.index';
import { forgetConversions } from './search.text';
import { docKey, type SearchDoc } from './search.types';

/*
 * What the search index is fed with: the other domains' findable things, read through their
 * public index.ts, turned into SearchDoc. `loadAll` fills an empty index at start; `refresh`
 * re-reads the ids of a 'listing.changed' event (an id no longer findable leaves the index).
 */

const PAGE = 2_000;

/** The current fair's id; the 32nd fair's while no edition is stored (a database before its seed). */
export async function fairIdOf(db: Db): Promise<number> {
  try {
    return await currentExhibitionId(db);
  } catch {
    return FAIR.exhibitionId;
  }
}
/** Converted Chinese runs: product names repeat their brand and trade words, rarely the whole name. */
const traditionalRuns = new Map<string, string>();
const TRADITIONAL_CACHE_MAX = 50_000;
function traditional(text: string) {
  const convert = toTaiwanTraditional;
  return text.replace(/[\p{Script=Han}]+/gu, (run) => {
    let out = traditionalRuns.get(run);
    if (out === undefined) {
      out = convert(run);
      traditionalRuns.set(run, out);
      if (traditionalRuns.size > TRADITIONAL_CACHE_MAX)
        traditionalRuns.delete(traditionalRuns.keys().next().value as string);
    }
    return out;
  });
}

const tri = (zhHans: string, zhHant: string, en: string): Record<Locale, string> => ({
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  en,
});

function exhibitorDoc(row: ExhibitorListRow): SearchDoc {
  const boothNos = row.booths.map((b) => b.boothNo);
  return {
    key: docKey('exhibitor', row.enterpriseId),
    kind: 'exhibitor',
    id: row.enterpriseId,
    enterpriseId: row.enterpriseId,
    titles: tri(row.nameZhHans, row.nameZhHant, row.nameEn),
    subtitles: null,
    boothNos,
    halls: [...new Set(row.booths.map((b) => b.hall))],
    country: row.country,
    industry: row.industry,
    text: {
      name: [row.nameZhHans, row.nameZhHant, row.nameEn].join(' '),
      booth: boothNos.join(' '),
      brand: row.brands.join(' '),
    },
    order: sortKeyOf(row.booths[0]),
    visibleFrom: null,
  };
}

function productDoc(p: SearchableProduct, exhibitor: ExhibitorListRow | undefined): SearchDoc {
  const zh = p.name || p.nameEn || '';
  const en = p.nameEn || p.name || '';
  return {
    key: docKey('product', p.id),
    kind: 'product',
    id: p.id,
    enterpriseId: p.enterpriseId,
    titles: tri(zh, traditional(zh), en),
    subtitles: exhibitor ? tri(exhibitor.nameZhHans, exhibitor.nameZhHant, exhibitor.nameEn) : null,
    boothNos: exhibitor?.booths.map((b) => b.boothNo) ?? [],
    halls: exhibitor ? [...new Set(exhibitor.booths.map((b) => b.hall))] : [],
    country: exhibitor?.country ?? null,
    industry: exhibitor?.industry ?? null,
    text: { name: [p.name ?? '', p.nameEn ?? ''].join(' '), booth: '', brand: '' },
    order: `${sortKeyOf(exhibitor?.booths[0])}|${String(p.id).padStart(10, '0')}`,
    visibleFrom: null,
  };
}

function purposeDoc(p: SearchablePurpose): SearchDoc {
  return {
    key: docKey('purpose', p.id),
    kind: 'purpose',
    id: p.id,
    enterpriseId: p.enterpriseId,
    titles: tri(p.title, p.title, p.title),
    subtitles: null,
    boothNos: [],
    halls: [],
    country: null,
    industry: null,
    text: { name: p.title, booth: '', brand: '' },
    // Newest first: a larger id sorts earlier.
    order: String(2_147_483_647 - p.id).padStart(10, '0'),
    visibleFrom: null,
  };
}

function newsDoc(n: SearchableNews): SearchDoc {
  const zh = n.titleZhHans || n.titleZhHant || n.titleEn;
  return {
    key: docKey('news', n.id),
    kind: 'news',
    id: n.id,
    enterpriseId: null,
    titles: tri(zh, n.titleZhHant || traditional(zh), n.titleEn || zh),
    subtitles: null,
    boothNos: [],
    halls: [],
    country: null,
    industry: null,
    text: { name: [n.titleZhHans, n.titleZhHant, n.titleEn].join(' '), booth: '', brand: '' },
    order: String(2_147_483_647 - n.id).padStart(10, '0'),
    // A scheduled item is indexed now and found from its time on (SearchIndex hides it until then).
    visibleFrom: n.visibleFrom ? n.visibleFrom.getTime() : null,
  };
}

const allFilter = (exhibitionId: number) => ({
  exhibitionId,
  keyword: '',
  area: [],
  hall: [],
  industry: [],
  business: [],
  country: [],
});

/** Gives the event loop a turn, so a large build never stalls requests. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
/** The longest the build runs without giving the event loop a turn. */
const SLICE_MS = 10;

/** Where the time of a build went (ms) and what it holds. */
export interface BuildStats {
  documents: number;
  /** The SQL reads (exhibitors with booths, products, posts, news). */
  readMs: number;
  /** Rows made documents (names turned Traditional by OpenCC). */
  documentMs: number;
  /** Folding (OpenCC), Chinese suffixes and pinyin of every field. */
  tokenizeMs: number;
  /** FlexSearch's own adds. */
  flexsearchMs: number;
  /** Turns given to the event loop (other requests ran meanwhile). */
  yields: number;
  totalMs: number;
}

/**
 * Runs `each` over the items in time slices: after SLICE_MS the event loop gets a turn, so
 * /healthz and every other call keep answering while a large fair is indexed.
 */
async function sliced<T>(items: readonly T[], each: (item: T) => void, stats: BuildStats): Promise<number> {
  let busy = 0;
  let since = performance.now();
  for (const item of items) {
    each(item);
    const now = performance.now();
    if (now - since >= SLICE_MS) {
      busy += now - since;
      await breathe();
      stats.yields++;
      since = performance.now();
    }
  }
  return busy + (performance.now() - since);
}

/** Fills the index with everything findable now (at start), in time slices; answers where the time went. */
export async function loadAll(db: Db, index: SearchIndex): Promise<BuildStats> {
  const started = performance.now();
  const stats: BuildStats = {
    documents: 0,
    readMs: 0,
    documentMs: 0,
    tokenizeMs: 0,
    flexsearchMs: 0,
    yields: 0,
    totalMs: 0,
  };
  const before = { ...index.timings };
  const exhibitionId = await fairIdOf(db);
  const exhibitorRows: ExhibitorListRow[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const rows = await listing.pageExhibitors(db, allFilter(exhibitionId), PAGE, offset);
    exhibitorRows.push(...rows);
    if (rows.length < PAGE) break;
  }
  const [products, purposes, news] = await Promise.all([
    searchableProducts(db),
    searchablePurposes(db),
    searchableNews(db),
  ]);
  stats.readMs = performance.now() - started;

  const byEnterprise = new Map(exhibitorRows.map((r) => [r.enterpriseId, r]));
  const docs: SearchDoc[] = [];
  stats.documentMs += await sliced(exhibitorRows, (r) => docs.push(exhibitorDoc(r)), stats);
  // Products of the fair's exhibitors (certified enterprises) only.
  stats.documentMs += await sliced(
    products,
    (p) => {
      const exhibitor = byEnterprise.get(p.enterpriseId);
      if (exhibitor) docs.push(productDoc(p, exhibitor));
    },
    stats,
  );
  stats.documentMs += await sliced(purposes, (p) => docs.push(purposeDoc(p)), stats);
  stats.documentMs += await sliced(news, (n) => docs.push(newsDoc(n)), stats);

  // Small batches: each apply clears the caches once; the slices keep the event loop free.
  const BATCH = 50;
  const batches: SearchDoc[][] = [];
  for (let i = 0; i < docs.length; i += BATCH) batches.push(docs.slice(i, i + BATCH));
  await sliced(batches, (batch) => index.apply(batch), stats);
  stats.documents = docs.length;
  forgetConversions();
  traditionalRuns.clear();
  stats.tokenizeMs = index.timings.tokenize - before.tokenize;
  stats.flexsearchMs = index.timings.flexsearch - before.flexsearch;
  stats.totalMs = performance.now() - started;
  return stats;
}

export type ListingSubject = 'exhibitor' | 'product' | 'purpose' | 'news';

/** Re-reads these ids of one subject and puts the index right (and the exhibitors a product belongs to). */
export async function refresh(
  db: Db,
  index: SearchIndex,
  subject: ListingSubject,
  ids: number[],
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const exhibitionId = await fairIdOf(db);
  if (subject === 'purpose') {
    const found = await searchablePurposes(db, unique);
    index.apply(
      found.map(purposeDoc),
      unique.map((id) => docKey('purpose', id)),
    );
    return;
  }
  if (subject === 'news') {
    const found = await searchableNews(db, unique);
    index.apply(
      found.map(newsDoc),
      unique.map((id) => docKey('news', id)),
    );
    return;
  }
  let enterpriseIds: number[];
  let productIds: number[];
  if (subject === 'product') {
    productIds = unique;
    const before = unique.map((id) => index.get(docKey('product', id))?.enterpriseId);
    const found = await searchableProducts(db, unique);
    enterpriseIds = [
      ...new Set([...before, ...found.map((p) => p.enterpriseId)].filter((e): e is number => e != null)),
    ];
  } else {
    enterpriseIds = unique;
    productIds = await productIdsOfEnterprises(db, unique);
  }
  const [exhibitorRows, products] = await Promise.all([
    listing.exhibitorsOfEnterprises(db, exhibitionId, enterpriseIds),
    searchableProducts(db, productIds),
  ]);
  const byEnterprise = new Map(exhibitorRows.map((r) => [r.enterpriseId, r]));
  index.apply(
    [
      ...exhibitorRows.map((r) => exhibitorDoc(r)),
      ...products
        .filter((p) => byEnterprise.has(p.enterpriseId))
        .map((p) => productDoc(p, byEnterprise.get(p.enterpriseId))),
    ],
    [...enterpriseIds.map((id) => docKey('exhibitor', id)), ...productIds.map((id) => docKey('product', id))],
  );
}
