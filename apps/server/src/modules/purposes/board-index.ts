import type { PurposeSort } from '@cidpex/contracts';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purposes } from '../../db/schema/purposes';
import { BoardCards } from './board-cards';

/**
 * The board's keyword list in memory (issue 18 "Data and speed"; docs/decisions.md "Board
 * keyword list"). Every approved, not deleted post with its folded search text (the column
 * `search_text`, so the answers are exactly those of `search_text like '%keyword%'`), type,
 * category, publish time and comment count. The text is cut into its 1- to 4-character grams;
 * a keyword of ≤ 4 characters is one gram's posting list (exact: a two-character Chinese
 * fragment is the common case and pg_trgm cannot index it), a longer one the intersection of its
 * 4-grams' lists, each candidate checked with `includes`. Lists hold positions in "newest" order,
 * so a page of the newest posts is the first matches; "most discussed" walks a second order.
 *
 * Kept current by 'listing.changed' (subject 'purpose': review, edit, cancel, delete, comments)
 * on every process, and by a check of the table's signature every few seconds for writes that
 * bypass the routes (bulk loads, SQL by hand). The lists are rebuilt lazily on the first query
 * after a change (one pass over typed arrays: ≈ 0.1 s for 100,000 posts).
 */

export interface BoardQuery {
  /** Folded (purposes.text foldText), non-empty. */
  keyword?: string;
  type?: string;
  category?: string;
  sort: PurposeSort;
  page: number;
  pageSize: number;
  /** An English reader: posts written in English first, each group in the order asked for. */
  englishFirst?: boolean;
}

interface Entry {
  id: number;
  type: string;
  category: string;
  /** publish_time in ms; null sorts last in "newest" order (as `desc nulls last`). */
  publishMs: number | null;
  commentCount: number;
  text: string;
  /** Written in English. */
  en: boolean;
  /** Distinct gram ids of the text (1- to 4-character). */
  grams: Int32Array;
}

interface Lists {
  n: number;
  /** Post id at each position; positions are "newest" order. */
  ids: Int32Array;
  types: Uint8Array;
  categories: Uint8Array;
  texts: string[];
  /** Positions in "most discussed" order, and each position's place in it; built on first use. */
  discussed: Int32Array | null;
  discussedRank: Int32Array | null;
  commentCounts: Int32Array;
  /** Posts of a type and category, by filter (no keyword); dropped with the lists. */
  filtered: Map<string, Filtered>;
  /** CSR posting lists: positions of gram g are postings[offsets[g] .. offsets[g + 1]). */
  offsets: Int32Array;
  postings: Int32Array;
  /** English-first answers (ids in order) by query, kept until the next change. */
  englishFirst: Map<string, number[]>;
}

interface Filtered {
  type: number;
  category: number;
  newest: Int32Array;
  discussed: Int32Array | null;
}

function idsAt(lists: Lists, positions: Int32Array): number[] {
  const out: number[] = new Array(positions.length);
  for (let i = 0; i < positions.length; i++) out[i] = lists.ids[positions[i] as number] as number;
  return out;
}

/** publish_time desc nulls last, id desc. */
function newestFirst(a: Entry, b: Entry): number {
  if (a.publishMs !== b.publishMs) {
    if (a.publishMs === null) return 1;
    if (b.publishMs === null) return -1;
    return b.publishMs - a.publishMs;
  }
  return b.id - a.id;
}

/**
 * The longest gram indexed (characters, i.e. UTF-16 units): a keyword up to this long is one
 * posting list, exact; Chinese search words are mostly two to four characters.
 */
const GRAM = 4;

/** Where a filter or keyword cannot match anything. */
const NONE = new Int32Array(0);

/** How long a kept card's parts owned by other domains (names, booths, pictures) are trusted. */
const CARD_TTL_MS = 60_000;
const CARDS_KEPT = 20_000;

export class BoardIndex {
  /** Cards of the posts shown lately (board-cards.ts), dropped with the posts' changes. */
  readonly cards = new BoardCards(CARD_TTL_MS, CARDS_KEPT);
  private readonly entries = new Map<number, Entry>();
  private readonly gramIds = new Map<string, number>();
  private readonly typeCodes = new Map<string, number>();
  private readonly categoryCodes = new Map<string, number>();
  private lists: Lists | null = null;
  /** Scratch space of a query, reused (one query runs at a time: the work is synchronous). */
  private marks = new Uint8Array(0);
  private places = new Int32Array(0);
  private built = false;
  private loading: Promise<void> | null = null;
  /** Ids changed while a full load ran: read again after it. */
  private pending = new Set<number>();
  private signature = '';
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: (err: unknown, what: string) => void,
  ) {}

  get isBuilt(): boolean {
    return this.built;
  }

  /**
   * The page's ids and total; when the index is still being built (at start), waits for it up to
   * `waitMs`, then null: the caller answers from SQL (slower, never wrong).
   */
  async answer(q: BoardQuery, waitMs: number): Promise<{ ids: number[]; total: number } | null> {
    if (!this.built) {
      const loading = this.loading ?? this.load();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
      });
      await Promise.race([loading.catch(() => undefined), late]).finally(() => clearTimeout(timer));
    }
    return this.query(q);
  }

  /** Loads every listed post (again); changes heard meanwhile are applied after. */
  load(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const signature = await this.readSignature();
        const rows = await this.read();
        const previous = new Map(this.entries);
        this.entries.clear();
        for (const row of rows) this.put(row, previous.get(row.id));
        this.signature = signature;
        this.lists = null;
        this.cards.clear();
        this.built = true;
      } finally {
        this.loading = null;
      }
      const again = [...this.pending];
      this.pending.clear();
      if (again.length > 0) await this.changed(again);
    })();
    return this.loading;
  }

  /** Checks the table every `everyMs` and loads everything again when it changed behind the routes. */
  watch(everyMs: number): void {
    this.timer = setInterval(() => {
      if (this.loading || !this.built) return;
      this.readSignature()
        .then((now) => (now === this.signature ? undefined : this.load()))
        .catch((err: unknown) => this.log(err, 'board index: checking the table'));
    }, everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** 'listing.changed' for these posts: read them again (gone when no longer on the board). */
  async changed(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    this.cards.forget(ids);
    if (this.loading || !this.built) {
      for (const id of ids) this.pending.add(id);
      return;
    }
    try {
      const rows = await this.read(ids);
      const previous = new Map(ids.map((id) => [id, this.entries.get(id)]));
      for (const id of ids) this.entries.delete(id);
      for (const row of rows) this.put(row, previous.get(row.id));
      this.patch(ids, previous);
      // A page read while the rows were being read may have kept a card of before the change.
      this.cards.forget(ids);
    } catch (err) {
      this.log(err, `board index: reading posts ${ids.join(',')}`);
      // The next signature check finds nothing changed: read everything at the next query instead.
      this.signature = '';
    }
  }

  /**
   * After posts were read again: the lists are rebuilt when a post came, went or changed what is
   * searched, filtered or sorted by; a comment count alone only resets the "most discussed" order;
   * anything else (a favourite) leaves them be.
   */
  private patch(ids: readonly number[], previous: Map<number, Entry | undefined>): void {
    const lists = this.lists;
    if (!lists) return;
    const counted: Entry[] = [];
    for (const id of ids) {
      const before = previous.get(id);
      const now = this.entries.get(id);
      if (!before && !now) continue;
      if (
        !before ||
        !now ||
        before.text !== now.text ||
        before.type !== now.type ||
        before.category !== now.category ||
        before.publishMs !== now.publishMs ||
        before.en !== now.en
      ) {
        this.lists = null;
        return;
      }
      if (before.commentCount !== now.commentCount) counted.push(now);
    }
    if (counted.length === 0) return;
    for (const e of counted) {
      const p = lists.ids.indexOf(e.id);
      if (p >= 0) lists.commentCounts[p] = e.commentCount;
    }
    lists.discussed = null;
    lists.discussedRank = null;
    lists.englishFirst.clear();
    for (const f of lists.filtered.values()) f.discussed = null;
  }

  /** The ids of one page and the total, or null while the index is not built. */
  query(q: BoardQuery): { ids: number[]; total: number } | null {
    if (!this.built) return null;
    if (q.englishFirst) return this.englishFirst(q);
    const lists = this.current();
    const type = q.type === undefined ? -1 : (this.typeCodes.get(q.type) ?? -2);
    const category = q.category === undefined ? -1 : (this.categoryCodes.get(q.category) ?? -2);
    const from = (q.page - 1) * q.pageSize;
    const to = from + q.pageSize;
    if (type === -2 || category === -2) return { ids: [], total: 0 };

    if (q.keyword === undefined) {
      // The posts of a type and category, in either order, kept until the next change.
      const f = this.filtered(lists, type, category);
      const order = q.sort === 'newest' ? f.newest : this.filteredDiscussed(lists, f);
      return { ids: idsAt(lists, order.subarray(from, to)), total: f.newest.length };
    }

    const candidates = this.candidates(lists, q.keyword);
    const types = lists.types;
    const categories = lists.categories;
    if (q.sort === 'newest') {
      if (type < 0 && category < 0) {
        return { ids: idsAt(lists, candidates.subarray(from, to)), total: candidates.length };
      }
      const page: number[] = [];
      let total = 0;
      for (let i = 0; i < candidates.length; i++) {
        const p = candidates[i] as number;
        if ((type >= 0 && types[p] !== type) || (category >= 0 && categories[p] !== category)) continue;
        if (total >= from && total < to) page.push(lists.ids[p] as number);
        total++;
      }
      return { ids: page, total };
    }

    // Most discussed: the matches' places in the discussed order, then the first `to` of them —
    // by walking that order when the matches are dense, by sorting their places when sparse.
    const discussed = this.discussedOrder(lists);
    const rank = lists.discussedRank as Int32Array;
    const places = this.places;
    let total = 0;
    for (let i = 0; i < candidates.length; i++) {
      const p = candidates[i] as number;
      if ((type >= 0 && types[p] !== type) || (category >= 0 && categories[p] !== category)) continue;
      places[total++] = rank[p] as number;
    }
    if (from >= total) return { ids: [], total };
    const page: number[] = [];
    if ((to * lists.n) / total < total * 8) {
      const marks = this.marks;
      for (let i = 0; i < total; i++) marks[places[i] as number] = 1;
      let seen = 0;
      for (let r = 0; r < lists.n && page.length < q.pageSize; r++) {
        if (marks[r] !== 1) continue;
        if (seen++ >= from) page.push(lists.ids[discussed[r] as number] as number);
      }
      for (let i = 0; i < total; i++) marks[places[i] as number] = 0;
    } else {
      const sorted = places.subarray(0, total).sort();
      for (let i = from; i < Math.min(to, total); i++)
        page.push(lists.ids[discussed[sorted[i] as number] as number] as number);
    }
    return { ids: page, total };
  }

  /**
   * An English reader's page (issue 24: the English board's first page reads English): every
   * match in the order asked for, those written in English moved first, kept per query until the
   * next change (a few hundred such answers at most; a reader pages through one of them).
   */
  private englishFirst(q: BoardQuery): { ids: number[]; total: number } {
    const lists = this.current();
    const key = `${q.keyword ?? ''}\u0000${q.type ?? ''}\u0000${q.category ?? ''}\u0000${q.sort}`;
    let all = lists.englishFirst.get(key);
    if (!all) {
      const every = this.query({ ...q, englishFirst: false, page: 1, pageSize: lists.n || 1 })?.ids ?? [];
      const isEnglish = (id: number) => this.entries.get(id)?.en === true;
      all = [...every.filter(isEnglish), ...every.filter((id) => !isEnglish(id))];
      if (lists.englishFirst.size >= 256) lists.englishFirst.clear();
      lists.englishFirst.set(key, all);
    }
    const from = (q.page - 1) * q.pageSize;
    return { ids: all.slice(from, from + q.pageSize), total: all.length };
  }

  /** Positions of one type and category (-1: any), newest first; built on first use. */
  private filtered(lists: Lists, type: number, category: number): Filtered {
    const key = `${type},${category}`;
    let f = lists.filtered.get(key);
    if (!f) {
      const out: number[] = [];
      for (let p = 0; p < lists.n; p++) {
        if ((type >= 0 && lists.types[p] !== type) || (category >= 0 && lists.categories[p] !== category)) {
          continue;
        }
        out.push(p);
      }
      f = { type, category, newest: Int32Array.from(out), discussed: null };
      lists.filtered.set(key, f);
    }
    return f;
  }

  private filteredDiscussed(lists: Lists, f: Filtered): Int32Array {
    if (!f.discussed) {
      const out = new Int32Array(f.newest.length);
      let k = 0;
      for (const p of this.discussedOrder(lists)) {
        if (
          (f.type >= 0 && lists.types[p] !== f.type) ||
          (f.category >= 0 && lists.categories[p] !== f.category)
        ) {
          continue;
        }
        out[k++] = p;
      }
      f.discussed = out;
    }
    return f.discussed;
  }

  /** Positions (ascending, i.e. newest first) whose text contains the keyword. */
  private candidates(lists: Lists, keyword: string): Int32Array {
    if (keyword.length <= GRAM) {
      const g = this.gramIds.get(keyword);
      return g === undefined || g >= lists.offsets.length - 1
        ? NONE
        : lists.postings.subarray(lists.offsets[g], lists.offsets[g + 1]);
    }
    const parts: Int32Array[] = [];
    for (let i = 0; i + GRAM <= keyword.length; i++) {
      const g = this.gramIds.get(keyword.slice(i, i + GRAM));
      if (g === undefined || g >= lists.offsets.length - 1) return NONE;
      parts.push(lists.postings.subarray(lists.offsets[g], lists.offsets[g + 1]));
    }
    parts.sort((a, b) => a.length - b.length);
    const [driver, ...others] = parts as [Int32Array, ...Int32Array[]];
    const at = others.map(() => 0);
    const out: number[] = [];
    outer: for (const p of driver) {
      for (let k = 0; k < others.length; k++) {
        const list = others[k] as Int32Array;
        let j = at[k] as number;
        while (j < list.length && (list[j] as number) < p) j++;
        at[k] = j;
        if (j === list.length) break outer;
        if (list[j] !== p) continue outer;
      }
      if ((lists.texts[p] as string).includes(keyword)) out.push(p);
    }
    return Int32Array.from(out);
  }

  /** The lists for the current posts, rebuilt after a change. */
  private current(): Lists {
    if (this.lists) return this.lists;
    const entries = [...this.entries.values()].sort(newestFirst);
    const n = entries.length;
    const ids = new Int32Array(n);
    const types = new Uint8Array(n);
    const categories = new Uint8Array(n);
    const commentCounts = new Int32Array(n);
    const texts: string[] = new Array(n);
    const G = this.gramIds.size;
    const counts = new Int32Array(G);
    for (let p = 0; p < n; p++) {
      const e = entries[p] as Entry;
      ids[p] = e.id;
      types[p] = code(this.typeCodes, e.type);
      categories[p] = code(this.categoryCodes, e.category);
      commentCounts[p] = e.commentCount;
      texts[p] = e.text;
      for (const g of e.grams) counts[g] = (counts[g] as number) + 1;
    }
    const offsets = new Int32Array(G + 1);
    for (let g = 0; g < G; g++) offsets[g + 1] = (offsets[g] as number) + (counts[g] as number);
    const postings = new Int32Array(offsets[G] as number);
    const fill = offsets.slice(0, G);
    for (let p = 0; p < n; p++) {
      for (const g of (entries[p] as Entry).grams) {
        const at = fill[g] as number;
        postings[at] = p;
        fill[g] = at + 1;
      }
    }
    if (this.marks.length < n) {
      this.marks = new Uint8Array(n + 1024);
      this.places = new Int32Array(n + 1024);
    }
    this.lists = {
      n,
      ids,
      types,
      categories,
      texts,
      commentCounts,
      discussed: null,
      discussedRank: null,
      filtered: new Map(),
      englishFirst: new Map(),
      offsets,
      postings,
    };
    return this.lists;
  }

  /** comment_count desc, then newest first (the SQL order). */
  private discussedOrder(lists: Lists): Int32Array {
    if (!lists.discussed) {
      const order = new Int32Array(lists.n);
      for (let p = 0; p < lists.n; p++) order[p] = p;
      const c = lists.commentCounts;
      order.sort((a, b) => (c[b] as number) - (c[a] as number) || a - b);
      const rank = new Int32Array(lists.n);
      for (let r = 0; r < lists.n; r++) rank[order[r] as number] = r;
      lists.discussed = order;
      lists.discussedRank = rank;
    }
    return lists.discussed;
  }

  /** Adds or replaces a post; its grams are reused when its text is unchanged since `previous`. */
  private put(row: ListedRow, previous?: Entry): void {
    let grams: Int32Array;
    if (previous && previous.text === row.text) {
      grams = previous.grams;
    } else {
      const text = row.text;
      const seen = new Set<number>();
      for (let i = 0; i < text.length; i++) {
        for (let len = 1; len <= GRAM && i + len <= text.length; len++) {
          const gram = text.slice(i, i + len);
          let g = this.gramIds.get(gram);
          if (g === undefined) {
            g = this.gramIds.size;
            this.gramIds.set(gram, g);
          }
          seen.add(g);
        }
      }
      grams = Int32Array.from(seen);
    }
    this.entries.set(row.id, {
      id: row.id,
      type: row.type,
      category: row.category,
      publishMs: row.publishTime?.getTime() ?? null,
      commentCount: row.commentCount,
      text: row.text,
      en: row.lang === 'en',
      grams,
    });
  }

  private read(ids?: readonly number[]): Promise<ListedRow[]> {
    const parts: SQL[] = [eq(purposes.status, 'Passed'), isNull(purposes.deletedAt)];
    if (ids) parts.push(inArray(purposes.id, [...ids]));
    return this.db
      .select({
        id: purposes.id,
        type: purposes.type,
        category: purposes.category,
        publishTime: purposes.publishTime,
        commentCount: purposes.commentCount,
        text: purposes.searchText,
        lang: purposes.lang,
      })
      .from(purposes)
      .where(and(...parts));
  }

  /** Changes when a post is added, removed or edited by any means (updated_at moves on every update). */
  private async readSignature(): Promise<string> {
    const [row] = await this.db
      .select({
        n: sql<string>`count(*)::text`,
        id: sql<string>`coalesce(max(${purposes.id}), 0)::text`,
        at: sql<string>`coalesce(max(${purposes.updatedAt})::text, '')`,
      })
      .from(purposes);
    return `${row?.n}/${row?.id}/${row?.at}`;
  }
}

interface ListedRow {
  id: number;
  type: string;
  category: string;
  publishTime: Date | null;
  commentCount: number;
  text: string;
  lang: string;
}

function code(codes: Map<string, number>, value: string): number {
  let c = codes.get(value);
  if (c === undefined) {
    c = codes.size;
    codes.set(value, c);
  }
  return c;
}
