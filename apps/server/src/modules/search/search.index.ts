import { distance } from 'fastest-levenshtein';
import { Encoder, Index } from 'flexsearch';
import { analyze, queryTokens, typoTolerable } from './search.text';
import { docKey, type SearchDoc } from './search.types';

/** The ranks of a match (issue 22): a name first, then booth, brand, product. */
export const TIERS = ['name', 'booth', 'brand', 'product'] as const;
/**
 * The text fields held in FlexSearch. The product tier has no field of its own: an exhibitor
 * matches by product when one of its products' names matches (the product documents' name
 * field), so product names are tokenized and stored once, not again inside every exhibitor.
 */
const FIELDS = ['name', 'booth', 'brand'] as const;
type Field = (typeof FIELDS)[number];

/** Where the time of building goes (ms), summed over every apply. */
export interface IndexTimings {
  /** Folding (OpenCC), Chinese suffixes, pinyin: search.text. */
  tokenize: number;
  /** FlexSearch's own adds and removes. */
  flexsearch: number;
}

/** Keywords whose ranked hits are kept (cleared by every change of the index). */
const RESULT_CACHE_MAX = 5_000;
/**
 * Document numbers the kept keywords hold at most, all together (4 bytes each: 64 MB): a keyword of
 * two letters matches tens of thousands, so the count of keywords alone does not bound the memory.
 */
const RESULT_CACHE_ENTRIES = 16_000_000;
/** Hits a keyword is matched to at most (FlexSearch's limit; more than any fair holds). */
const MATCH_LIMIT = 1_000_000;
/** The facet dimensions, in the order of the per-document ordinals. */
const DIMS = ['kind', 'hall', 'country', 'industry'] as const;
export type Dim = (typeof DIMS)[number];

/** The values of one facet dimension, numbered in the order first seen. */
class Ordinals {
  readonly codes: string[] = [];
  private readonly byCode = new Map<string, number>();
  of(code: string): number {
    let n = this.byCode.get(code);
    if (n === undefined) {
      n = this.codes.length;
      this.codes.push(code);
      this.byCode.set(code, n);
    }
    return n;
  }
  find(code: string): number | undefined {
    return this.byCode.get(code);
  }
}

/**
 * Hits that pass the filters and each dimension's counts with the other filters. The passing hits
 * are read a page at a time (`page`): only as many of the ranked hits are tested as the pages asked
 * need, since the total comes from the counts by facet combination.
 */
export interface FacetedHits {
  /** How many hits pass the filters. */
  total: number;
  /** The passing hits (document numbers, ranked) from `start`, at most `count` of them. */
  page(start: number, count: number): Int32Array;
  /** Each dimension's counts by ordinal (`SearchIndex.facetCode`). */
  tally: Record<Dim, Int32Array>;
  /** The same as code → count, codes with a count only (made when first read). */
  readonly counts: Record<Dim, Map<string, number>>;
}

/**
 * The passing hits of one keyword and filters, gathered from the ranked hits only as far as a page
 * asked needs (a document passes when its facet combination does). Read at once after `faceted`:
 * it reads the index's combination of each document, which a later change of the index may rewrite.
 */
class Passing {
  private found = EMPTY;
  private size = 0;
  /** The next ranked hit to test. */
  private next = 0;
  constructor(
    private readonly ranked: Int32Array,
    private readonly comboOf: Int32Array,
    /** 1 for a facet combination that passes every filter; null: every hit passes. */
    private readonly pass: Uint8Array | null,
    readonly total: number,
  ) {}

  page(start: number, count: number): Int32Array {
    const end = Math.min(start + count, this.total);
    if (end <= start) return EMPTY;
    if (this.pass === null) return this.ranked.subarray(start, end);
    if (this.size < end) this.gather(end);
    return this.found.subarray(start, end);
  }

  private gather(end: number) {
    if (this.found.length < end) {
      const found = new Int32Array(Math.min(this.total, Math.max(64, end, 2 * this.found.length)));
      found.set(this.found.subarray(0, this.size));
      this.found = found;
    }
    const { ranked, comboOf, found } = this;
    const pass = this.pass as Uint8Array;
    let { size, next } = this;
    while (size < end && next < ranked.length) {
      const n = ranked[next++] as number;
      if (pass[comboOf[n] as number] === 1) found[size++] = n;
    }
    this.size = size;
    this.next = next;
  }
}

const NONE: readonly number[] = [];

/** A dimension's counts by ordinal as code → count (codes with a count). */
function asMap(codes: readonly string[], counts: Int32Array): Map<string, number> {
  const map = new Map<string, number>();
  for (let o = 0; o < counts.length; o++)
    if ((counts[o] as number) > 0 && codes[o]) map.set(codes[o] as string, counts[o] as number);
  return map;
}
const NONE_WORDS: readonly string[] = [];
const EMPTY = new Int32Array(0);
/** `revealAt` of a number no document has (a removed one, an exhibitor known only as an owner). */
const ABSENT = Number.POSITIVE_INFINITY;
/** Words of a keyword whose sightings are noted as bits (`acrossSighted`); more: `across`. */
const MAX_SIGHTED = 30;
/** FlexSearch's score slots per term (`resolution`). */
const RESOLUTION = 9;

/**
 * A term's postings as FlexSearch holds them (`Index.map`: term → slots by score, each the
 * documents in the order added). A one-term search is these slots concatenated, so reading them
 * in place gives the same order without FlexSearch's copies (`concat` of every slot, 1,000,000
 * asked). `encoder.encode` is read to check that a keyword token is the term FlexSearch would look up.
 */
type Slots = readonly (ArrayLike<number> | undefined)[];
interface FlexInternals {
  map: Map<string, Slots>;
  encoder: { encode(text: string): string[] };
}
const flex = (index: Index) => index as unknown as FlexInternals;

function makeField() {
  // Tokens come ready from search.text (folded, Chinese suffixes, pinyin): the encoder only splits
  // them, and `forward` makes FlexSearch match each keyword token as a prefix of a stored one.
  return new Index({
    tokenize: 'forward',
    encoder: new Encoder({ split: ' ', normalize: false, dedupe: false, numeric: false, cache: false }),
    resolution: RESOLUTION,
    cache: false,
  });
}

/**
 * The in-process index of the portal's search: one FlexSearch index per text field (name, booth,
 * brand, product) over the tokens of search.text, the documents' facets beside it, and the ranked
 * hits of recent keywords. Ranking is the tier of the field that matched, then FlexSearch's order.
 */
export class SearchIndex {
  private fields = this.makeFields();
  readonly timings: IndexTimings = { tokenize: 0, flexsearch: 0 };
  private readonly docs = new Map<number, SearchDoc>();
  private readonly numbers = new Map<string, number>();
  private nextNumber = 1;
  /**
   * Per document number (dense, beside `docs`): the document, its owner exhibitor's number (a
   * product), the time it becomes findable (0: now; ABSENT: no document has the number now) and
   * its facet values as ordinals, so an answer reads arrays instead of maps and strings (issue 22,
   * speed).
   */
  private byNumber: (SearchDoc | undefined)[] = [];
  private owner = new Int32Array(1024).fill(-1);
  private revealAt = new Float64Array(1024).fill(ABSENT);
  /**
   * Each document's facet combination: its kind, country, industry and halls together, numbered
   * in the order first seen (a fair has a few hundred). Facets are counted per combination, so an
   * answer's pass over its hits is one increment a hit, and filters are tested per combination.
   */
  private comboOf = new Int32Array(1024);
  private readonly combos = new Map<string, number>();
  private comboCount = 0;
  /**
   * Four ordinals per combination side by side: kind, country, industry (-1: none) and hall
   * (-1: none; -2 - i: several, `comboHalls[i]`).
   */
  private comboFacets = new Int32Array(4 * 64);
  private readonly comboHalls: (readonly number[])[] = [];
  /** A counter per combination, zero between uses, and the combinations touched (counting). */
  private comboScratch = new Int32Array(64);
  private comboTouched = new Int32Array(64);
  /**
   * The hits of a ranked array counted by combination (pairs: combination, count), computed once
   * per ranked array (kept keywords' hits, all documents) and read by every filter of its keyword.
   */
  private readonly comboCounts = new WeakMap<Int32Array, Int32Array>();
  /** The chosen codes of a filter, a mark per ordinal of every dimension (zero between answers). */
  private wantScratch = new Uint8Array(256);
  /** Each dimension's codes' places in localeCompare order (`codeRank`). */
  private readonly ranks: Partial<Record<Dim, Int32Array>> = {};
  private readonly ordinals: Record<Dim, Ordinals> = {
    kind: new Ordinals(),
    hall: new Ordinals(),
    country: new Ordinals(),
    industry: new Ordinals(),
  };
  /** Marks of the current answer (a document is marked when it equals `generation`): no Set per answer. */
  private mark = new Uint32Array(1024);
  private generation = 0;
  /** The same for the words of a keyword spread over several fields (`across`). */
  private crossMark = new Uint32Array(1024);
  private crossGeneration = 0;
  /** Latin words of names, brands and products, for correcting a misspelt keyword. */
  private readonly vocabulary = new Set<string>();
  /** The same words by length: a correction reads only the lengths within its edits. */
  private readonly vocabularyByLength = new Map<number, string[]>();
  private readonly results = new Map<string, Int32Array>();
  /** Document numbers held by `results`, all together (bounded by RESULT_CACHE_ENTRIES). */
  private resultEntries = 0;
  private all: Int32Array | null = null;
  /**
   * The answer being gathered: numbers in `gathered` (a document is taken once, so it never needs
   * more room than there are numbers), `taken` of them so far, marked with `stamp`, the clock read
   * once in `now`. `firsts` holds the first word's documents of a keyword spread over several fields.
   */
  private gathered = new Int32Array(1024);
  private taken = 0;
  private stamp = 0;
  private now = 0;
  private firsts = new Int32Array(1024);
  private firstCount = 0;
  /**
   * Where the intersections are written (a document is a hit once, so each needs at most one slot
   * a number): the name field's, read again for its products' exhibitors, and the booth's or brand's.
   */
  private nameHits = new Int32Array(1024);
  private otherHits = new Int32Array(1024);
  /**
   * The words of a keyword of several words that sighted each document in any field (bit x: word
   * x; a product's sighting counts for its exhibitor too), noted while the fields' intersections
   * read the postings, so the words spread over fields need not read them again. A document's
   * bits are this keyword's when its `sightStamp` is the keyword's stamp.
   */
  private sightBits = new Uint32Array(1024);
  private sightStamp = new Uint32Array(1024);
  private sightGeneration = 0;
  /** The earliest time a held document (scheduled news) becomes findable; Infinity: none waits. */
  private nextReveal = Number.POSITIVE_INFINITY;
  /** Bumped by every change (and when a scheduled document's time comes): older cached answers are stale. */
  version = 0;

  constructor(
    /** Document numbers the kept keywords' hits hold at most (a test makes it small). */
    private readonly resultCacheEntries = RESULT_CACHE_ENTRIES,
  ) {}

  /** How many keywords' hits are kept, and the document numbers they hold (bounded memory). */
  get kept() {
    return { keywords: this.results.size, numbers: this.resultEntries };
  }

  private makeFields(): Record<Field, Index> {
    return { name: makeField(), booth: makeField(), brand: makeField() };
  }

  get size() {
    return this.docs.size;
  }

  get(key: string): SearchDoc | undefined {
    const n = this.numbers.get(key);
    return n === undefined ? undefined : this.docs.get(n);
  }

  /** The document of a number (from `matchNumbers` or `faceted`). */
  doc(n: number): SearchDoc | undefined {
    return this.byNumber[n];
  }

  private numberOf(key: string): number {
    let n = this.numbers.get(key);
    if (n === undefined) {
      n = this.nextNumber++;
      this.numbers.set(key, n);
      if (n >= this.owner.length) this.grow(n + 1);
    }
    return n;
  }

  private grow(min: number) {
    let size = this.owner.length;
    while (size < min) size *= 2;
    const owner = new Int32Array(size).fill(-1);
    owner.set(this.owner);
    this.owner = owner;
    const more = <T extends Int32Array | Float64Array | Uint32Array>(old: T, make: (n: number) => T): T => {
      const next = make(size);
      next.set(old);
      return next;
    };
    this.revealAt = more(this.revealAt, (n) => new Float64Array(n).fill(ABSENT));
    this.comboOf = more(this.comboOf, (n) => new Int32Array(n));
    this.mark = more(this.mark, (n) => new Uint32Array(n));
    this.crossMark = more(this.crossMark, (n) => new Uint32Array(n));
    this.gathered = new Int32Array(size);
    this.firsts = new Int32Array(size);
    this.nameHits = new Int32Array(size);
    this.otherHits = new Int32Array(size);
    this.sightBits = more(this.sightBits, (n) => new Uint32Array(n));
    this.sightStamp = more(this.sightStamp, (n) => new Uint32Array(n));
  }

  /** A new mark for an answer (wrapping around clears the marks). */
  private nextMark(): number {
    this.generation++;
    if (this.generation >= 0xffffffff) {
      this.mark.fill(0);
      this.generation = 1;
    }
    return this.generation;
  }

  private nextSight(): number {
    this.sightGeneration++;
    if (this.sightGeneration >= 0xffffffff) {
      this.sightStamp.fill(0);
      this.sightGeneration = 1;
    }
    return this.sightGeneration;
  }

  private nextCrossMark(): number {
    this.crossGeneration++;
    if (this.crossGeneration >= 0xffffffff) {
      this.crossMark.fill(0);
      this.crossGeneration = 1;
    }
    return this.crossGeneration;
  }

  private setDoc(n: number, doc: SearchDoc | undefined) {
    this.byNumber[n] = doc;
    if (!doc) {
      this.revealAt[n] = ABSENT;
      return;
    }
    // numberOf may grow the arrays: read them after it.
    const owner =
      doc.kind === 'product' && doc.enterpriseId !== null
        ? this.numberOf(docKey('exhibitor', doc.enterpriseId))
        : -1;
    this.owner[n] = owner;
    this.revealAt[n] = doc.visibleFrom ?? 0;
    const halls: number[] = [];
    for (const h of doc.halls) {
      const o = this.ordinals.hall.of(h);
      if (!halls.includes(o)) halls.push(o);
    }
    const kind = this.ordinals.kind.of(doc.kind);
    const country = doc.country === null ? -1 : this.ordinals.country.of(doc.country);
    const industry = doc.industry === null ? -1 : this.ordinals.industry.of(doc.industry);
    this.comboOf[n] = this.combo(kind, country, industry, halls);
  }

  /** The number of a facet combination (a new one is added). */
  private combo(kind: number, country: number, industry: number, halls: readonly number[]): number {
    const key = `${kind} ${country} ${industry} ${halls.join(' ')}`;
    let c = this.combos.get(key);
    if (c !== undefined) return c;
    c = this.comboCount++;
    this.combos.set(key, c);
    if (4 * this.comboCount > this.comboFacets.length) {
      const facets = new Int32Array(2 * this.comboFacets.length);
      facets.set(this.comboFacets);
      this.comboFacets = facets;
      this.comboScratch = new Int32Array(2 * this.comboScratch.length);
      this.comboTouched = new Int32Array(2 * this.comboTouched.length);
    }
    const at = 4 * c;
    this.comboFacets[at] = kind;
    this.comboFacets[at + 1] = country;
    this.comboFacets[at + 2] = industry;
    if (halls.length <= 1) this.comboFacets[at + 3] = halls[0] ?? -1;
    else {
      this.comboFacets[at + 3] = -2 - this.comboHalls.length;
      this.comboHalls.push(halls);
    }
    return c;
  }

  /** The hits counted by facet combination (pairs: combination, count), once per ranked array. */
  private combosOf(ranked: Int32Array): Int32Array {
    let pairs = this.comboCounts.get(ranked);
    if (pairs) return pairs;
    const { comboOf, comboScratch: scratch, comboTouched: touched } = this;
    let t = 0;
    for (let i = 0; i < ranked.length; i++) {
      const c = comboOf[ranked[i] as number] as number;
      if (scratch[c]!++ === 0) touched[t++] = c;
    }
    pairs = new Int32Array(2 * t);
    for (let k = 0; k < t; k++) {
      const c = touched[k] as number;
      pairs[2 * k] = c;
      pairs[2 * k + 1] = scratch[c] as number;
      scratch[c] = 0;
    }
    this.comboCounts.set(ranked, pairs);
    return pairs;
  }

  /**
   * Adds or replaces these documents and drops the keys in `remove` (a key in both is replaced).
   * A replaced document leaves FlexSearch only from the fields whose text changed: without
   * FlexSearch's `fastupdate` register (a third more memory on a large fair) a removal scans
   * the whole field, and most events change one field or none (a booth, a review state).
   */
  apply(upsert: readonly SearchDoc[], remove: readonly string[] = []) {
    let t0 = performance.now();
    const replaced = new Set(upsert.map((d) => d.key));
    for (const key of remove) {
      const n = this.numbers.get(key);
      if (replaced.has(key) || n === undefined || !this.docs.has(n)) continue;
      for (const field of FIELDS) this.fields[field].remove(n);
      this.docs.delete(n);
      this.setDoc(n, undefined);
    }
    this.timings.flexsearch += performance.now() - t0;
    for (const doc of upsert) {
      const n = this.numberOf(doc.key);
      const old = this.docs.get(n);
      for (const field of FIELDS) {
        const text = doc.text[field];
        const before = old?.text[field] ?? '';
        if (old && text === before) continue;
        t0 = performance.now();
        if (old && before) this.fields[field].remove(n);
        this.timings.flexsearch += performance.now() - t0;
        if (!text) continue;
        t0 = performance.now();
        const { tokens, latin } = analyze(text);
        for (const w of latin) this.learn(w);
        const t1 = performance.now();
        this.fields[field].add(n, tokens.join(' '));
        this.timings.tokenize += t1 - t0;
        this.timings.flexsearch += performance.now() - t1;
      }
      this.docs.set(n, doc);
      this.setDoc(n, doc);
      if (doc.visibleFrom !== null && doc.visibleFrom > Date.now())
        this.nextReveal = Math.min(this.nextReveal, doc.visibleFrom);
    }
    this.forgetResults();
    this.version++;
  }

  private forgetResults() {
    this.results.clear();
    this.resultEntries = 0;
    this.all = null;
  }

  /**
   * Makes the documents whose time has come findable (a news item scheduled for now): the cached
   * answers, which left them out, are dropped. Called before every answer; free while none is due.
   */
  tick(now = Date.now()) {
    if (now < this.nextReveal) return;
    this.nextReveal = Number.POSITIVE_INFINITY;
    for (const doc of this.docs.values()) {
      if (doc.visibleFrom !== null && doc.visibleFrom > now)
        this.nextReveal = Math.min(this.nextReveal, doc.visibleFrom);
    }
    this.forgetResults();
    this.version++;
  }

  /** Whether a document may be found now (a scheduled one only from its time). */
  private findable(doc: SearchDoc) {
    return doc.visibleFrom === null || doc.visibleFrom <= Date.now();
  }

  /** Everything matching the keyword, ranked: name hits, then booth, brand, product, then across fields. */
  match(keyword: string): readonly SearchDoc[] {
    return Array.from(this.matchNumbers(keyword), (n) => this.byNumber[n] as SearchDoc);
  }

  /**
   * The numbers of the documents matching the keyword, ranked as `match` (kept per keyword, within
   * RESULT_CACHE_MAX keywords and RESULT_CACHE_ENTRIES numbers). Read only: it is shared.
   */
  matchNumbers(keyword: string): Int32Array {
    this.tick();
    const tokens = queryTokens(keyword);
    if (tokens.length === 0) return this.everything();
    const cacheKey = tokens.join(' ');
    const cached = this.results.get(cacheKey);
    if (cached) {
      // Map order is insertion order: a hit moves to the back, so the least recent goes first.
      this.results.delete(cacheKey);
      this.results.set(cacheKey, cached);
      return cached;
    }
    let ranked = this.ranked(tokens, Number.POSITIVE_INFINITY);
    if (ranked.length === 0 && typoTolerable(tokens)) {
      const corrected = tokens.map((t) => this.correct(t));
      if (corrected.some((c, i) => c !== tokens[i]))
        ranked = this.ranked(corrected, Number.POSITIVE_INFINITY);
    }
    if (ranked.length <= this.resultCacheEntries / 4) {
      // Kept with its counts by facet combination (at most as many numbers again, fewer in practice).
      this.results.set(cacheKey, ranked);
      this.resultEntries += ranked.length + this.combosOf(ranked).length;
      while (this.results.size > RESULT_CACHE_MAX || this.resultEntries > this.resultCacheEntries) {
        const [oldest, hits] = this.results.entries().next().value as [string, Int32Array];
        this.results.delete(oldest);
        this.resultEntries -= hits.length + (this.comboCounts.get(hits)?.length ?? 0);
      }
    }
    return ranked;
  }

  /**
   * The first `limit` documents of `match(keyword)` (suggestions): the tiers are read in order and
   * the gathering stops once `limit` are taken (a keyword of several words asks FlexSearch for a
   * few hits a field, and again for more when duplicates or held documents left the answer short).
   */
  top(keyword: string, limit: number): SearchDoc[] {
    this.tick();
    const tokens = queryTokens(keyword);
    const cached = tokens.length === 0 ? this.everything() : this.results.get(tokens.join(' '));
    const docs = (ns: Int32Array) => Array.from(ns.subarray(0, limit), (n) => this.byNumber[n] as SearchDoc);
    if (cached) return docs(cached);
    let ranked = this.ranked(tokens, limit);
    if (ranked.length === 0 && typoTolerable(tokens)) {
      const corrected = tokens.map((t) => this.correct(t));
      if (corrected.some((c, i) => c !== tokens[i])) ranked = this.ranked(corrected, limit);
    }
    return docs(ranked);
  }

  /** Whether FlexSearch looks this token up as it is (then its postings are read in place). */
  private asIs(token: string): boolean {
    const terms = flex(this.fields.name).encoder.encode(token);
    return terms.length === 1 && terms[0] === token;
  }

  /** The postings of one token in a field: FlexSearch's own slots, or its one-term search as one slot. */
  private postings(field: Field, token: string, asIs: boolean): Slots | undefined {
    if (asIs) return flex(this.fields[field]).map.get(token);
    return [this.fields[field].search(token, { limit: MATCH_LIMIT }) as number[]];
  }

  /** Starts gathering an answer (a new mark, the clock read once). */
  private begin() {
    this.stamp = this.nextMark();
    this.now = Date.now();
    this.taken = 0;
  }

  /**
   * Takes the documents of these slots, in order, that are not taken yet and may be found now —
   * or, with `owners`, the exhibitors of the products among them — until `limit` are taken.
   */
  private take(slots: Slots | undefined, owners: boolean, limit: number) {
    if (!slots) return;
    const { mark, revealAt, owner, gathered, stamp, now } = this;
    let taken = this.taken;
    for (let s = 0; s < slots.length && taken < limit; s++) {
      const ids = slots[s];
      if (!ids) continue;
      for (let i = 0; i < ids.length && taken < limit; i++) {
        let n = ids[i] as number;
        if (owners) {
          if (revealAt[n] === ABSENT) continue;
          n = owner[n] as number;
          if (n < 0) continue;
        }
        // Taken already, or no document now (ABSENT is after any time), or one not yet findable.
        if (mark[n] === stamp || (revealAt[n] as number) > now) continue;
        mark[n] = stamp;
        gathered[taken++] = n;
      }
    }
    this.taken = taken;
  }

  /**
   * The ranked numbers, all of them (`limit` Infinity) or at least the first `limit` (the others
   * may be missing). A one-word keyword reads FlexSearch's postings in place, tier after tier; a
   * keyword of several words asks FlexSearch (its intersection and order), a field asked for `ask`
   * hits that answered all `ask` may have more, so when the answer is still short the fields are
   * asked again for more.
   */
  private ranked(tokens: string[], limit: number): Int32Array {
    const asIs = tokens.map((t) => this.asIs(t));
    if (tokens.length === 1 && asIs[0]) {
      const token = tokens[0] as string;
      this.begin();
      const byName = this.postings('name', token, true);
      this.take(byName, false, limit);
      if (this.taken < limit) this.take(this.postings('booth', token, true), false, limit);
      if (this.taken < limit) this.take(this.postings('brand', token, true), false, limit);
      if (this.taken < limit) this.take(byName, true, limit);
      return this.gathered.slice(0, this.taken);
    }
    if (tokens.length > 1 && asIs.every(Boolean)) {
      // Several words: the intersections of their postings, computed here, tier after tier until
      // `limit` are taken (a tier's intersection is in FlexSearch's order, so its first ones are
      // the full match's first ones).
      // The words' sightings are noted on the way (up to 30 words: one bit each), for `acrossSighted`.
      const terms = (field: Field) => tokens.map((t) => this.postings(field, t, true));
      const sight = tokens.length <= MAX_SIGHTED ? this.nextSight() : 0;
      this.begin();
      const byNameTerms = terms('name');
      const byName = this.intersect(byNameTerms, this.nameHits, sight, true);
      this.take([byName], false, limit);
      if (this.taken >= limit) return this.gathered.slice(0, this.taken);
      const byBoothTerms = terms('booth');
      this.take([this.intersect(byBoothTerms, this.otherHits, sight, false)], false, limit);
      if (this.taken >= limit) return this.gathered.slice(0, this.taken);
      const byBrandTerms = terms('brand');
      this.take([this.intersect(byBrandTerms, this.otherHits, sight, false)], false, limit);
      if (this.taken < limit) this.take([byName], true, limit);
      if (this.taken < limit) {
        if (sight === 0) this.across(tokens, asIs, limit);
        else
          this.acrossSighted(
            tokens.length,
            sight,
            [byNameTerms[0], byBoothTerms[0], byBrandTerms[0]] as const,
            limit,
          );
      }
      return this.gathered.slice(0, this.taken);
    }
    const query = tokens.join(' ');
    for (let ask = limit === Number.POSITIVE_INFINITY ? MATCH_LIMIT : Math.max(16, limit * 4); ; ask *= 8) {
      if (ask >= MATCH_LIMIT) ask = MATCH_LIMIT;
      let truncated = false;
      const search = (field: Field): Slots => {
        const ids = this.fields[field].search(query, { limit: ask }) as number[];
        if (ids.length >= ask) truncated = true;
        return [ids];
      };
      this.begin();
      const byName = search('name');
      this.take(byName, false, limit);
      if (this.taken < limit) this.take(search('booth'), false, limit);
      if (this.taken < limit) this.take(search('brand'), false, limit);
      if (this.taken < limit) this.take(byName, true, limit);
      if (this.taken < limit && tokens.length > 1) this.across(tokens, asIs, limit);
      if (this.taken >= limit || !truncated || ask === MATCH_LIMIT) return this.gathered.slice(0, this.taken);
    }
  }

  /**
   * FlexSearch's intersection of several terms' postings (its `intersect`: resolved, without
   * suggestions), in its order: the slots are read score by score and, within a score, term by
   * term; a document is a hit when every term has seen it, in the order of that last sighting.
   * A term without postings makes it empty. The sightings are counted in `crossMark`: a document
   * seen c times holds `base + c - 1` (a run of stamps kept for this call).
   */
  private intersect(
    terms: readonly (Slots | undefined)[],
    hits: Int32Array,
    sight = 0,
    owners = false,
  ): Int32Array {
    const k = terms.length;
    for (const slots of terms) {
      if (!slots?.length) {
        if (sight !== 0) this.sight(terms, sight, owners);
        return EMPTY;
      }
    }
    let found = 0;
    if (this.crossGeneration + k + 1 >= 0xffffffff) {
      this.crossMark.fill(0);
      this.crossGeneration = 0;
    }
    const base = this.crossGeneration + 1;
    this.crossGeneration += k;
    const mark = this.crossMark;
    const { sightBits: bits, sightStamp: sighted, revealAt, owner } = this;
    for (let y = 0; y < RESOLUTION; y++) {
      for (let x = 0; x < k; x++) {
        const slots = terms[x] as Slots;
        const ids = y < slots.length ? slots[y] : undefined;
        if (!ids) continue;
        const bit = 1 << x;
        for (let z = 0; z < ids.length; z++) {
          const n = ids[z] as number;
          const m = mark[n] as number;
          // Sightings so far: none when the mark is older than this call.
          const seen = m >= base ? m - base + 1 : 0;
          mark[n] = base + seen;
          if (seen === k - 1) hits[found++] = n;
          if (sight === 0) continue;
          if (sighted[n] === sight) bits[n]! |= bit;
          else {
            sighted[n] = sight;
            bits[n] = bit;
          }
          if (!owners || revealAt[n] === ABSENT) continue;
          const o = owner[n] as number;
          if (o < 0) continue;
          if (sighted[o] === sight) bits[o]! |= bit;
          else {
            sighted[o] = sight;
            bits[o] = bit;
          }
        }
      }
    }
    // Slots past FlexSearch's resolution (none are made) are sighted all the same.
    if (sight !== 0 && terms.some((slots) => (slots as Slots).length > RESOLUTION)) {
      this.sight(
        terms.map((slots) => (slots as Slots).slice(RESOLUTION)),
        sight,
        owners,
      );
    }
    return hits.subarray(0, found);
  }

  /** Notes the sightings of these words' postings (bit x: word x), as `intersect` does on its way. */
  private sight(terms: readonly (Slots | undefined)[], sight: number, owners: boolean) {
    const { sightBits: bits, sightStamp: sighted, revealAt, owner } = this;
    for (let x = 0; x < terms.length; x++) {
      const slots = terms[x];
      if (!slots) continue;
      const bit = 1 << x;
      for (let y = 0; y < slots.length; y++) {
        const ids = slots[y];
        if (!ids) continue;
        for (let z = 0; z < ids.length; z++) {
          const n = ids[z] as number;
          if (sighted[n] === sight) bits[n]! |= bit;
          else {
            sighted[n] = sight;
            bits[n] = bit;
          }
          if (!owners || revealAt[n] === ABSENT) continue;
          const o = owner[n] as number;
          if (o < 0) continue;
          if (sighted[o] === sight) bits[o]! |= bit;
          else {
            sighted[o] = sight;
            bits[o] = bit;
          }
        }
      }
    }
  }

  /**
   * `across` from the sightings the intersections noted: the documents every word sighted, taken
   * in the order the first word found them (its name postings, their products' exhibitors, booth,
   * brand), reading only the first word's postings again.
   */
  private acrossSighted(
    words: number,
    sight: number,
    first: readonly [Slots | undefined, Slots | undefined, Slots | undefined],
    limit: number,
  ) {
    const every = 2 ** words - 1;
    const stamp = this.nextCrossMark();
    const { crossMark: mark, sightBits: bits, sightStamp: sighted, revealAt, owner, firsts } = this;
    let matched = 0;
    const read = (slots: Slots | undefined, owners: boolean) => {
      if (!slots) return;
      for (let s = 0; s < slots.length; s++) {
        const ids = slots[s];
        if (!ids) continue;
        for (let i = 0; i < ids.length; i++) {
          let n = ids[i] as number;
          if (owners) {
            if (revealAt[n] === ABSENT) continue;
            n = owner[n] as number;
            if (n < 0) continue;
          }
          if (mark[n] === stamp) continue;
          mark[n] = stamp;
          if (sighted[n] === sight && bits[n] === every) firsts[matched++] = n;
        }
      }
    };
    read(first[0], false);
    read(first[0], true);
    read(first[1], false);
    read(first[2], false);
    this.take([firsts.subarray(0, matched)], false, limit);
  }

  /**
   * Words found in different fields ("qinglan tissue": a name and a product): every word somewhere.
   * Takes them (as `take`) in the order the first word found them.
   */
  private across(tokens: string[], asIs: boolean[], limit: number) {
    // A document is in the answer when its mark reached the last token's stamp.
    let stamp = 0;
    this.firstCount = 0;
    for (let t = 0; t < tokens.length; t++) {
      const previous = stamp;
      stamp = this.nextCrossMark();
      let found = 0;
      for (const field of FIELDS) {
        const slots = this.postings(field, tokens[t] as string, asIs[t] as boolean);
        found += this.note(slots, false, t === 0, stamp, previous);
        if (field === 'name') found += this.note(slots, true, t === 0, stamp, previous);
      }
      if (found === 0) return;
    }
    // Kept in place: the documents every word reached, in the first word's order.
    const { crossMark, firsts } = this;
    let matched = 0;
    for (let i = 0; i < this.firstCount; i++) {
      const n = firsts[i] as number;
      if (crossMark[n] === stamp) firsts[matched++] = n;
    }
    this.take([firsts.subarray(0, matched)], false, limit);
  }

  /**
   * Marks with `stamp` the documents of these slots (or their products' exhibitors) that the
   * previous word marked with `previous` (the first word: all, noted in `firsts`); how many.
   */
  private note(
    slots: Slots | undefined,
    owners: boolean,
    first: boolean,
    stamp: number,
    previous: number,
  ): number {
    if (!slots) return 0;
    const { crossMark: mark, revealAt, owner, firsts } = this;
    let found = 0;
    let count = this.firstCount;
    for (let s = 0; s < slots.length; s++) {
      const ids = slots[s];
      if (!ids) continue;
      for (let i = 0; i < ids.length; i++) {
        let n = ids[i] as number;
        if (owners) {
          if (revealAt[n] === ABSENT) continue;
          n = owner[n] as number;
          if (n < 0) continue;
        }
        if (mark[n] === stamp) continue;
        if (!first && mark[n] !== previous) continue;
        mark[n] = stamp;
        found++;
        if (first) firsts[count++] = n;
      }
    }
    this.firstCount = count;
    return found;
  }

  /**
   * The hits (numbers, ranked) that pass the filters — a document passes a dimension when one of
   * its values is chosen — and each dimension's counts over the hits passing every other filter.
   * Counted per facet combination (the ranked hits' counts by combination are computed once per
   * ranked array); the passing hits are gathered only as far as the pages read (`page`), and
   * without filters they are `ranked` itself (shared, not copied).
   */
  faceted(ranked: Int32Array, filters: Partial<Record<Dim, readonly string[]>>): FacetedHits {
    // The chosen codes of each dimension as a mark per ordinal, in scratch arrays cleared below.
    const sizes = DIMS.map((dim) => this.ordinals[dim].codes.length);
    if (this.wantScratch.length < sizes[0]! + sizes[1]! + sizes[2]! + sizes[3]!)
      this.wantScratch = new Uint8Array(2 * (sizes[0]! + sizes[1]! + sizes[2]! + sizes[3]!));
    const want = this.wantScratch;
    const from = [0, sizes[0]!, sizes[0]! + sizes[1]!, sizes[0]! + sizes[1]! + sizes[2]!];
    const wanted: (Uint8Array | null)[] = [null, null, null, null];
    for (let i = 0; i < DIMS.length; i++) {
      const dim = DIMS[i] as Dim;
      const chosen = filters[dim];
      if (!chosen?.length) continue;
      const set = want.subarray(from[i], from[i]! + sizes[i]!);
      for (const code of chosen) {
        const o = this.ordinals[dim].find(code);
        if (o !== undefined) set[o] = 1;
      }
      wanted[i] = set;
    }
    const [wKind = null, wHall = null, wCountry = null, wIndustry = null] = wanted;
    // Every dimension's counts in one array (a subarray each).
    const tally = new Int32Array(from[3]! + sizes[3]!);
    const cKind = tally.subarray(0, from[1]);
    const cHall = tally.subarray(from[1], from[2]);
    const cCountry = tally.subarray(from[2], from[3]);
    const cIndustry = tally.subarray(from[3]);
    const pairs = this.combosOf(ranked);
    const { comboFacets: facets, comboHalls } = this;
    const filtering = wanted.some((w) => w !== null);
    const pass = filtering ? new Uint8Array(this.comboCount) : null;
    let total = 0;
    for (let p = 0; p < pairs.length; p += 2) {
      const combo = pairs[p] as number;
      const times = pairs[p + 1] as number;
      const at = 4 * combo;
      const k = facets[at] as number;
      const c = facets[at + 1] as number;
      const d = facets[at + 2] as number;
      const h = facets[at + 3] as number;
      const hs = h < -1 ? (comboHalls[-2 - h] as readonly number[]) : NONE;
      const passKind = wKind === null || wKind[k] === 1;
      const passCountry = wCountry === null || (c >= 0 && wCountry[c] === 1);
      const passIndustry = wIndustry === null || (d >= 0 && wIndustry[d] === 1);
      let passHall = wHall === null;
      if (!passHall && wHall !== null) {
        if (h >= 0) passHall = wHall[h] === 1;
        else for (let j = 0; j < hs.length && !passHall; j++) passHall = wHall[hs[j] as number] === 1;
      }
      const failed = +!passKind + +!passHall + +!passCountry + +!passIndustry;
      if (failed > 1) continue;
      if (failed === 0) {
        total += times;
        if (pass) pass[combo] = 1;
      }
      // A dimension's counts apply every filter but its own.
      if (failed === 0 || !passKind) cKind[k]! += times;
      if (failed === 0 || !passHall) {
        if (h >= 0) cHall[h]! += times;
        else for (let j = 0; j < hs.length; j++) cHall[hs[j] as number]! += times;
      }
      if ((failed === 0 || !passCountry) && c >= 0) cCountry[c]! += times;
      if ((failed === 0 || !passIndustry) && d >= 0) cIndustry[d]! += times;
    }
    for (const w of wanted) w?.fill(0);
    // Every hit passes: the ranked hits are the answer's.
    const passing = new Passing(ranked, this.comboOf, total === ranked.length ? null : pass, total);
    const byDim: Record<Dim, Int32Array> = {
      kind: cKind,
      hall: cHall,
      country: cCountry,
      industry: cIndustry,
    };
    const codes = this.codes;
    let maps: Record<Dim, Map<string, number>> | null = null;
    return {
      total,
      page: (start, count) => passing.page(start, count),
      tally: byDim,
      get counts() {
        maps ??= {
          kind: asMap(codes.kind, cKind),
          hall: asMap(codes.hall, cHall),
          country: asMap(codes.country, cCountry),
          industry: asMap(codes.industry, cIndustry),
        };
        return maps;
      },
    };
  }

  /** The codes of each facet dimension by ordinal (read only; ordinals are never taken back). */
  private get codes(): Record<Dim, readonly string[]> {
    return {
      kind: this.ordinals.kind.codes,
      hall: this.ordinals.hall.codes,
      country: this.ordinals.country.codes,
      industry: this.ordinals.industry.codes,
    };
  }

  /** The code of a facet value's ordinal (`FacetedHits.tally`), or undefined. */
  facetCode(dim: Dim, ordinal: number): string | undefined {
    return this.ordinals[dim].codes[ordinal];
  }

  /** The ordinal of a facet value (a code no document has: undefined). */
  facetOrdinal(dim: Dim, code: string): number | undefined {
    return this.ordinals[dim].find(code);
  }

  /**
   * The ordinals of a dimension with a count, most first, then by code in `localeCompare` order,
   * at most `max` — the order the answer shows a facet's options in (sorting `[code, count]`
   * entries by count, then `a.localeCompare(b)`, stably, in ordinal order), from integers: the
   * codes' places in localeCompare order are worked out once per new code, not compared per answer.
   */
  topOrdinals(dim: Dim, counts: Int32Array, max: number): number[] {
    const codes = this.ordinals[dim].codes;
    const rank = this.codeRank(dim);
    const out: number[] = [];
    for (let o = 0; o < counts.length; o++) if ((counts[o] as number) > 0 && codes[o]) out.push(o);
    out.sort(
      (a, b) =>
        (counts[b] as number) - (counts[a] as number) || (rank[a] as number) - (rank[b] as number) || a - b,
    );
    if (out.length > max) out.length = max;
    return out;
  }

  /** Each code's place in localeCompare order (codes that compare equal share one), per dimension. */
  private codeRank(dim: Dim): Int32Array {
    const codes = this.ordinals[dim].codes;
    let rank = this.ranks[dim];
    if (rank && rank.length === codes.length) return rank;
    const order = codes
      .map((_, o) => o)
      .sort((a, b) => (codes[a] as string).localeCompare(codes[b] as string));
    rank = new Int32Array(codes.length);
    let place = 0;
    for (let i = 0; i < order.length; i++) {
      if (
        i > 0 &&
        (codes[order[i] as number] as string).localeCompare(codes[order[i - 1] as number] as string) !== 0
      )
        place++;
      rank[order[i] as number] = place;
    }
    this.ranks[dim] = rank;
    return rank;
  }

  /** Adds a word to the vocabulary (correcting misspelt keywords). */
  private learn(word: string) {
    if (this.vocabulary.has(word)) return;
    this.vocabulary.add(word);
    const same = this.vocabularyByLength.get(word.length);
    if (same) same.push(word);
    else this.vocabularyByLength.set(word.length, [word]);
  }

  /** The nearest known word (one edit for a short word, two from eight letters), or the word itself. */
  private correct(token: string): string {
    const allowed = token.length >= 8 ? 2 : 1;
    let best = token;
    let bestDistance = allowed + 1;
    // The nearest, then the first in code-unit order: the same word whatever order they are read in.
    for (let length = token.length - allowed; length <= token.length + allowed; length++) {
      for (const word of this.vocabularyByLength.get(length) ?? NONE_WORDS) {
        const d = distance(token, word);
        if (d < bestDistance || (d === bestDistance && word < best)) {
          best = word;
          bestDistance = d;
        }
      }
    }
    return bestDistance <= allowed ? best : token;
  }

  private everything(): Int32Array {
    if (!this.all) {
      const order = { exhibitor: 0, product: 1, purpose: 2, news: 3 } as const;
      this.all = Int32Array.from(
        [...this.docs.entries()]
          .filter(([, d]) => this.findable(d))
          .sort(([, a], [, b]) => order[a.kind] - order[b.kind] || a.order.localeCompare(b.order)),
        ([n]) => n,
      );
    }
    return this.all;
  }

  /** Keys of the documents that satisfy `predicate` (an exhibitor's change reaches its products). */
  keysWhere(predicate: (doc: SearchDoc) => boolean): string[] {
    return [...this.docs.values()].filter(predicate).map((d) => d.key);
  }

  clear() {
    this.fields = this.makeFields();
    this.docs.clear();
    this.numbers.clear();
    this.byNumber = [];
    this.owner.fill(-1);
    this.revealAt.fill(ABSENT);
    this.vocabulary.clear();
    this.vocabularyByLength.clear();
    this.forgetResults();
    this.nextReveal = Number.POSITIVE_INFINITY;
    this.version++;
  }
}
