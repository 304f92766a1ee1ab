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
/** Hits a keyword is matched to at most (FlexSearch's limit; more than any fair holds). */
const MATCH_LIMIT = 1_000_000;

function intersect(a: ReadonlySet<number>, b: ReadonlySet<number>): Set<number> {
  const out = new Set<number>();
  for (const n of a) if (b.has(n)) out.add(n);
  return out;
}

function makeField() {
  // Tokens come ready from search.text (folded, Chinese suffixes, pinyin): the encoder only splits
  // them, and `forward` makes FlexSearch match each keyword token as a prefix of a stored one.
  return new Index({
    tokenize: 'forward',
    encoder: new Encoder({ split: ' ', normalize: false, dedupe: false, numeric: false, cache: false }),
    resolution: 9,
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
  /** Latin words of names, brands and products, for correcting a misspelt keyword. */
  private readonly vocabulary = new Set<string>();
  private readonly results = new Map<string, readonly SearchDoc[]>();
  private all: SearchDoc[] | null = null;
  /** The earliest time a held document (scheduled news) becomes findable; Infinity: none waits. */
  private nextReveal = Number.POSITIVE_INFINITY;
  /** Bumped by every change (and when a scheduled document's time comes): older cached answers are stale. */
  version = 0;

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
    }
    this.timings.flexsearch += performance.now() - t0;
    for (const doc of upsert) {
      let n = this.numbers.get(doc.key);
      if (n === undefined) {
        n = this.nextNumber++;
        this.numbers.set(doc.key, n);
      }
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
        for (const w of latin) this.vocabulary.add(w);
        const t1 = performance.now();
        this.fields[field].add(n, tokens.join(' '));
        this.timings.tokenize += t1 - t0;
        this.timings.flexsearch += performance.now() - t1;
      }
      this.docs.set(n, doc);
      if (doc.visibleFrom !== null && doc.visibleFrom > Date.now())
        this.nextReveal = Math.min(this.nextReveal, doc.visibleFrom);
    }
    this.results.clear();
    this.all = null;
    this.version++;
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
    this.results.clear();
    this.all = null;
    this.version++;
  }

  /** Whether a document may be found now (a scheduled one only from its time). */
  private findable(doc: SearchDoc) {
    return doc.visibleFrom === null || doc.visibleFrom <= Date.now();
  }

  /** Everything matching the keyword, ranked: name hits, then booth, brand, product, then across fields. */
  match(keyword: string): readonly SearchDoc[] {
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
    let ranked = this.ranked(tokens);
    if (ranked.length === 0 && typoTolerable(tokens)) {
      const corrected = tokens.map((t) => this.correct(t));
      if (corrected.some((c, i) => c !== tokens[i])) ranked = this.ranked(corrected);
    }
    this.results.set(cacheKey, ranked);
    if (this.results.size > RESULT_CACHE_MAX) this.results.delete(this.results.keys().next().value as string);
    return ranked;
  }

  private ranked(tokens: string[]): SearchDoc[] {
    const seen = new Set<number>();
    const out: SearchDoc[] = [];
    const take = (ids: Iterable<number>) => {
      for (const n of ids) {
        if (seen.has(n)) continue;
        const doc = this.docs.get(n);
        if (!doc || !this.findable(doc)) continue;
        seen.add(n);
        out.push(doc);
      }
    };
    const query = tokens.join(' ');
    const byName = this.fields.name.search(query, { limit: MATCH_LIMIT }) as number[];
    take(byName);
    take(this.fields.booth.search(query, { limit: MATCH_LIMIT }) as number[]);
    take(this.fields.brand.search(query, { limit: MATCH_LIMIT }) as number[]);
    take(this.exhibitorsOfProducts(byName));
    if (tokens.length > 1) {
      // Words found in different fields ("qinglan tissue": a name and a product): every word somewhere.
      let across: Set<number> | null = null;
      for (const token of tokens) {
        const here = new Set<number>();
        for (const field of FIELDS) {
          const ids = this.fields[field].search(token, { limit: MATCH_LIMIT }) as number[];
          for (const n of ids) here.add(n);
          if (field === 'name') for (const n of this.exhibitorsOfProducts(ids)) here.add(n);
        }
        across = across === null ? here : intersect(across, here);
        if (across.size === 0) break;
      }
      if (across) take(across);
    }
    return out;
  }

  /** The exhibitors of the products among these matches, in the products' order. */
  private exhibitorsOfProducts(ids: readonly number[]): number[] {
    const out: number[] = [];
    for (const n of ids) {
      const doc = this.docs.get(n);
      if (doc?.kind !== 'product' || doc.enterpriseId === null) continue;
      const exhibitor = this.numbers.get(docKey('exhibitor', doc.enterpriseId));
      if (exhibitor !== undefined) out.push(exhibitor);
    }
    return out;
  }

  /** The nearest known word (one edit for a short word, two from eight letters), or the word itself. */
  private correct(token: string): string {
    const allowed = token.length >= 8 ? 2 : 1;
    let best = token;
    let bestDistance = allowed + 1;
    for (const word of this.vocabulary) {
      if (Math.abs(word.length - token.length) > allowed) continue;
      const d = distance(token, word);
      if (d < bestDistance || (d === bestDistance && word < best)) {
        best = word;
        bestDistance = d;
      }
    }
    return bestDistance <= allowed ? best : token;
  }

  private everything(): SearchDoc[] {
    if (!this.all) {
      const order = { exhibitor: 0, product: 1, purpose: 2, news: 3 } as const;
      this.all = [...this.docs.values()]
        .filter((d) => this.findable(d))
        .sort((a, b) => order[a.kind] - order[b.kind] || a.order.localeCompare(b.order));
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
    this.vocabulary.clear();
    this.results.clear();
    this.all = null;
    this.nextReveal = Number.POSITIVE_INFINITY;
    this.version++;
  }
}
