import {
  type DictEntry,
  LIMITS,
  type Locale,
  SEARCH_FACETS,
  SEARCH_KINDS,
  type SearchFacet,
  type SearchFacetOption,
  type SearchHit,
  type SearchQuery,
  type SearchResult,
  type SuggestQuery,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { getDictionary } from '../dicts';
import { fairIdOf, type ListingSubject, loadAll, refresh } from './search.feed';
import { type FacetedHits, SearchIndex } from './search.index';
import type { SearchDoc } from './search.types';
import { ByteWriter, FacetHeads, HitBytes, OptionHeads } from './search-bytes';

/** How long a request waits for the index being built at start before "getting ready" (503). */
const READY_WAIT_MS = 5_000;
/** Filtered hits with their facet counts, per keyword and filters (the page is a slice of them). */
const ANSWER_CACHE_MAX = 2_000;
/** Facet options shown per dimension at most (the selected ones always are). */
const FACET_OPTIONS_MAX = 40;
const DICT_TTL_MS = 60_000;
/** Reads of the whole index before a build is given up (the next request starts another). */
const BUILD_ATTEMPTS = 3;

const DIMENSIONS = ['hall', 'country', 'industry'] as const;
const FILTERS = ['kind', 'hall', 'country', 'industry'] as const;
type Dimension = (typeof DIMENSIONS)[number];

interface FacetOption {
  code: string;
  name: string;
  count: number;
  selected: boolean;
}

/** A search's answer before it is written: the page's documents, the facets, the hall names. */
interface Answer {
  total: number;
  page: number;
  pageSize: number;
  docs: SearchDoc[];
  halls: Map<string, string>;
  facets: Record<SearchFacet, FacetOption[]>;
}

const COMMA = Buffer.from(',');
const ANSWER_OPEN = Buffer.from('{"success":true,"data":{"total":');
const PAGE = Buffer.from(',"page":');
const PAGE_SIZE = Buffer.from(',"pageSize":');
const HITS = Buffer.from(',"hits":[');
/** What comes before each facet's options, in SEARCH_FACETS order (the contract's key order). */
const FACETS_OPEN = SEARCH_FACETS.map((dim, d) =>
  Buffer.from(`${d === 0 ? '],"facets":{' : '],'}"${dim}":[`),
);
const SELECTED = Buffer.from(',"selected":true}');
const NOT_SELECTED = Buffer.from(',"selected":false}');
const ANSWER_CLOSE = Buffer.from(']}},"errorCode":null,"errorMsg":null}');
const NO_CODES: readonly string[] = [];

/**
 * A keyword's hits that pass the filters with their facet counts, and each dimension's codes in
 * the order shown (most hits first, at most FACET_OPTIONS_MAX), sorted once per answer, not per page.
 */
interface Filtered {
  hits: FacetedHits;
  shown: Partial<Record<Dimension, string[]>>;
  /** The same as ordinals (`SearchIndex.topOrdinals`), for the answer written as bytes. */
  top: Partial<Record<Dimension, number[]>>;
}

/** The names of halls, countries and industries in one language, and when they were read. */
interface Names {
  at: number;
  names: Record<Dimension, Map<string, string>>;
}

/**
 * The portal's search for one app: the index, its build at start, its upkeep from
 * 'listing.changed' events, and the answers (hits, facets, suggestions) in the caller's language.
 */
export class SearchService {
  readonly index = new SearchIndex();
  private ready: Promise<void> | null = null;
  private built = false;
  private readonly answers = new Map<string, { version: number; value: Filtered }>();
  private readonly dicts = new Map<Locale, Names>();
  /** Events that arrive while the index is being built are applied after it. */
  private pending: { subject: ListingSubject; ids: number[] }[] = [];
  private readonly writer = new ByteWriter();
  private readonly hitBytes = new HitBytes((doc, locale, halls) => this.hit(doc, locale, halls));
  private readonly optionHeads = new OptionHeads();
  private readonly facetHeads = new FacetHeads();

  constructor(
    private readonly db: Db,
    private readonly log: (err: unknown, what: string) => void,
    /** Where the build's time and memory are told (the server log). */
    private readonly info: (fields: Record<string, unknown>, what: string) => void = () => {},
    /** How the whole index is read (the feed; a test gives a failing one). */
    private readonly load: typeof loadAll = loadAll,
  ) {}

  /**
   * Builds the index from the database (once; later calls answer the same promise). A read that
   * fails (a deadlock with a schema change or truncate, a dropped connection) is tried again on an
   * empty index; a build that still fails is forgotten, so the next request starts another one
   * instead of every search failing until a restart.
   */
  start(): Promise<void> {
    this.ready ??= this.build().catch((err: unknown) => {
      this.ready = null;
      this.index.clear();
      throw err;
    });
    return this.ready;
  }

  private async build(): Promise<void> {
    let stats: Awaited<ReturnType<typeof loadAll>> | undefined;
    for (let attempt = 1; !stats; attempt++) {
      try {
        stats = await this.load(this.db, this.index);
      } catch (err) {
        this.index.clear();
        if (attempt >= BUILD_ATTEMPTS) throw err;
        this.log(err, `search: building the index failed (attempt ${attempt}), trying again`);
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
    this.built = true;
    const memory = process.memoryUsage();
    const ms = (n: number) => Math.round(n);
    this.info(
      {
        documents: stats.documents,
        buildMs: ms(stats.totalMs),
        readMs: ms(stats.readMs),
        documentMs: ms(stats.documentMs),
        tokenizeMs: ms(stats.tokenizeMs),
        flexsearchMs: ms(stats.flexsearchMs),
        yields: stats.yields,
        heapMB: Math.round(memory.heapUsed / 1048576),
        rssMB: Math.round(memory.rss / 1048576),
      },
      `search: index built, ${stats.documents} documents in ${(stats.totalMs / 1000).toFixed(1)} s, heap ${Math.round(memory.heapUsed / 1048576)} MB`,
    );
    const queued = this.pending;
    this.pending = [];
    for (const change of queued) await this.changed(change.subject, change.ids);
  }

  get isBuilt() {
    return this.built;
  }

  /** A 'listing.changed' event: re-read those ids (after the build when it is still running). */
  async changed(subject: ListingSubject, ids: number[]): Promise<void> {
    if (!this.built) {
      this.pending.push({ subject, ids });
      return;
    }
    try {
      await refresh(this.db, this.index, subject, ids);
    } catch (err) {
      this.log(err, `search: refreshing ${subject} ${ids.join(',')}`);
    }
  }

  private async whenBuilt() {
    if (this.built) return;
    const started = this.start();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), READY_WAIT_MS);
    });
    const outcome = await Promise.race([started.then(() => 'built' as const), late]).finally(() =>
      clearTimeout(timer),
    );
    if (outcome === 'late') throw new AppError('SEARCH_NOT_READY');
  }

  /** One page of hits with the facets, as the contract has it (the route sends `searchJson`'s bytes). */
  async search(query: SearchQuery, locale: Locale): Promise<SearchResult> {
    const a = await this.answer(query, locale);
    const option = (o: FacetOption): SearchFacetOption => ({
      code: o.code,
      name: o.name,
      count: o.count,
      selected: o.selected,
    });
    return {
      total: a.total,
      page: a.page,
      pageSize: a.pageSize,
      hits: a.docs.map((doc) => this.hit(doc, locale, a.halls)),
      facets: {
        kind: a.facets.kind.map(option),
        hall: a.facets.hall.map(option),
        country: a.facets.country.map(option),
        industry: a.facets.industry.map(option),
      },
    };
  }

  /**
   * The same answer as `ok(await search(…))`, as the bytes JSON.stringify writes of it
   * (search-bytes.ts): kept hits and option heads, only numbers and flags written per answer.
   */
  async searchJson(query: SearchQuery, locale: Locale): Promise<Buffer> {
    await this.whenBuilt();
    return this.written(query, locale, await this.names(locale));
  }

  /**
   * `searchJson` without waiting, when nothing needs awaiting (the index built, the language's
   * names read less than a minute ago — every answer but the first of each minute); else undefined.
   */
  searchJsonNow(query: SearchQuery, locale: Locale): Buffer | undefined {
    if (!this.built) return undefined;
    const names = this.dicts.get(locale);
    if (!names || Date.now() - names.at >= DICT_TTL_MS) return undefined;
    return this.written(query, locale, names.names);
  }

  /**
   * The answer's bytes, computed and written without a pause (the page is gathered from the index
   * as it is now): the same hits, counts and options as `answer`, from the counts by ordinal
   * (`FacetedHits.tally`) instead of maps and option objects.
   */
  private written(query: SearchQuery, locale: Locale, names: Record<Dimension, Map<string, string>>): Buffer {
    const filtered = this.filtered(query);
    const hits = filtered.hits;
    const page = hits.page((query.page - 1) * query.pageSize, query.pageSize);
    const w = this.writer;
    w.bytes(ANSWER_OPEN);
    w.uint(hits.total);
    w.bytes(PAGE);
    w.uint(query.page);
    w.bytes(PAGE_SIZE);
    w.uint(query.pageSize);
    w.bytes(HITS);
    for (let i = 0; i < page.length; i++) {
      if (i > 0) w.bytes(COMMA);
      const n = page[i] as number;
      w.bytes(this.hitBytes.of(n, this.index.doc(n) as SearchDoc, locale, names.hall));
    }
    const index = this.index;
    // kind: every kind, in the contract's order, named by its code.
    w.bytes(FACETS_OPEN[0] as Buffer);
    const chosenKinds = query.kind ?? NO_CODES;
    for (let i = 0; i < SEARCH_KINDS.length; i++) {
      const k = SEARCH_KINDS[i] as string;
      if (i > 0) w.bytes(COMMA);
      w.bytes(this.optionHeads.of(k, k));
      const o = index.facetOrdinal('kind', k);
      w.uint(o === undefined ? 0 : (hits.tally.kind[o] ?? 0));
      w.bytes(chosenKinds.includes(k) ? SELECTED : NOT_SELECTED);
    }
    for (let d = 0; d < DIMENSIONS.length; d++) {
      const dim = DIMENSIONS[d] as Dimension;
      w.bytes(FACETS_OPEN[d + 1] as Buffer);
      const counts = hits.tally[dim];
      filtered.top[dim] ??= index.topOrdinals(dim, counts, FACET_OPTIONS_MAX);
      const top = filtered.top[dim];
      const chosen = query[dim] ?? NO_CODES;
      const dimNames = names[dim];
      for (let i = 0; i < top.length; i++) {
        const o = top[i] as number;
        const code = index.facetCode(dim, o) as string;
        if (i > 0) w.bytes(COMMA);
        w.bytes(this.facetHeads.of(dimNames, o, code));
        w.uint(counts[o] as number);
        w.bytes(chosen.includes(code) ? SELECTED : NOT_SELECTED);
      }
      // The chosen codes not shown (no hit, or past the first FACET_OPTIONS_MAX), once each.
      let written = top.length;
      for (let c = 0; c < chosen.length; c++) {
        const code = chosen[c] as string;
        if (chosen.indexOf(code) < c) continue;
        const o = index.facetOrdinal(dim, code);
        if (o !== undefined && top.includes(o)) continue;
        if (written++ > 0) w.bytes(COMMA);
        w.bytes(
          o === undefined
            ? this.optionHeads.of(code, dimNames.get(code) ?? code)
            : this.facetHeads.of(dimNames, o, code),
        );
        w.uint(o === undefined ? 0 : (counts[o] as number));
        w.bytes(SELECTED);
      }
    }
    w.bytes(ANSWER_CLOSE);
    return w.take();
  }

  /** What a search answers, before it is written as objects (`search`) or bytes (`searchJson`). */
  private async answer(query: SearchQuery, locale: Locale): Promise<Answer> {
    await this.whenBuilt();
    const filtered = this.filtered(query);
    const start = (query.page - 1) * query.pageSize;
    // Read before anything is awaited: the page is gathered from the index as it is now.
    const page = filtered.hits.page(start, query.pageSize);
    const docs = Array.from(page, (n) => this.index.doc(n) as SearchDoc);
    const names = await this.names(locale);
    const selected: Record<SearchFacet, readonly string[]> = {
      kind: query.kind ?? [],
      hall: query.hall ?? [],
      country: query.country ?? [],
      industry: query.industry ?? [],
    };
    const facet = (dim: SearchFacet): FacetOption[] => {
      const counts = filtered.hits.counts[dim];
      // A few codes at most: read as the array they came in (a Set per dimension cost more).
      const chosen = selected[dim];
      if (dim === 'kind') {
        return SEARCH_KINDS.map((k) => ({
          code: k,
          name: k,
          count: counts.get(k) ?? 0,
          selected: chosen.includes(k),
        }));
      }
      filtered.shown[dim] ??= [...counts.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, FACET_OPTIONS_MAX)
        .map(([code]) => code);
      const codes = [...filtered.shown[dim]];
      for (const code of chosen) if (!codes.includes(code)) codes.push(code);
      return codes.map((code) => ({
        code,
        name: names[dim].get(code) ?? code,
        count: counts.get(code) ?? 0,
        selected: chosen.includes(code),
      }));
    };
    return {
      total: filtered.hits.total,
      page: query.page,
      pageSize: query.pageSize,
      docs,
      halls: names.hall,
      facets: {
        kind: facet('kind'),
        hall: facet('hall'),
        country: facet('country'),
        industry: facet('industry'),
      },
    };
  }

  async suggest(query: SuggestQuery, locale: Locale): Promise<SearchHit[]> {
    if (!query.keyword) return [];
    await this.whenBuilt();
    const names = await this.names(locale);
    return this.index.top(query.keyword, query.limit).map((d) => this.hit(d, locale, names.hall));
  }

  private hit(doc: SearchDoc, locale: Locale, halls: Map<string, string>): SearchHit {
    const title = doc.titles[locale];
    let subtitle = doc.subtitles?.[locale] ?? null;
    if (doc.kind === 'exhibitor') {
      const other = locale === 'en' ? doc.titles['zh-Hans'] : doc.titles.en;
      subtitle = other && other !== title ? other : null;
    }
    const hall = doc.halls[0];
    return {
      kind: doc.kind,
      id: doc.id,
      enterpriseId: doc.enterpriseId,
      title,
      subtitle,
      boothNos: doc.boothNos,
      hall: hall ? (halls.get(hall) ?? hall) : null,
    };
  }

  /** Hits of the keyword that pass the filters, and each facet's counts with the other filters applied. */
  private filtered(query: SearchQuery): Filtered {
    this.index.tick();
    // The keyword and each dimension's chosen codes (sorted, once each) as JSON: one key per answer.
    let cacheKey = JSON.stringify(query.keyword);
    for (const dim of FILTERS) {
      const chosen = query[dim];
      cacheKey += chosen?.length
        ? `,${JSON.stringify(chosen.length > 1 ? [...new Set(chosen)].sort() : chosen)}`
        : ',[]';
    }
    const cached = this.answers.get(cacheKey);
    if (cached && cached.version === this.index.version) return cached.value;

    const value: Filtered = {
      hits: this.index.faceted(this.index.matchNumbers(query.keyword), query),
      shown: {},
      top: {},
    };
    this.answers.set(cacheKey, { version: this.index.version, value });
    if (this.answers.size > ANSWER_CACHE_MAX) this.answers.delete(this.answers.keys().next().value as string);
    return value;
  }

  /** Names of halls, countries and industries in a language (dictionaries, kept a minute). */
  private async names(locale: Locale): Promise<Record<Dimension, Map<string, string>>> {
    const kept = this.dicts.get(locale);
    if (kept && Date.now() - kept.at < DICT_TTL_MS) return kept.names;
    const types: Record<Dimension, string> = { hall: 'hall', country: 'country', industry: 'industry' };
    const out = {} as Record<Dimension, Map<string, string>>;
    const exhibitionId = await fairIdOf(this.db);
    for (const dim of DIMENSIONS) {
      let rows: DictEntry[] = await getDictionary(this.db, exhibitionId, types[dim], locale);
      if (rows.length === 0 && exhibitionId !== LIMITS.defaultExhibitionId) {
        rows = await getDictionary(this.db, LIMITS.defaultExhibitionId, types[dim], locale);
      }
      out[dim] = new Map(rows.map((r) => [r.code, r.name]));
    }
    this.dicts.set(locale, { at: Date.now(), names: out });
    return out;
  }
}
