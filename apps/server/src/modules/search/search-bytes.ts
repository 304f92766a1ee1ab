import type { Locale, SearchHit } from '@cidpex/contracts';
import type { SearchDoc } from './search.types';

/**
 * The search answer's bytes (issue 22, bench/search): the envelope of `ok(result)` exactly as
 * JSON.stringify writes it (search-bytes.test.ts compares them byte for byte), assembled from parts
 * kept as UTF-8 — a document's hit in a language, a facet option's code and name — so that an
 * answer neither builds its hit and option objects nor serializes and encodes its Chinese text
 * again. Only the numbers (totals, counts) and the `selected` flags are written per answer.
 */

/** Room the writer's slab is made with (answers are written one after another into it). */
const SLAB = 64 * 1024;
/** Room left below which the next answer starts a new slab (a search answer is ≈ 5–15 KB). */
const SLAB_LOW = 16 * 1024;

/**
 * Where answers are written (one at a time: the writing is synchronous): one after another into a
 * slab, each handed out as a view of its own bytes (`take`), never written over — so an answer
 * costs neither a buffer of its own nor a copy; a slab goes when no answer in it is referenced.
 */
export class ByteWriter {
  private buf = Buffer.allocUnsafeSlow(SLAB);
  /** Where the answer being written starts, and where it ends so far. */
  private start = 0;
  private at = 0;

  /** Makes room for n more bytes: the answer so far moves to a new slab when this one is full. */
  private room(n: number) {
    if (this.at + n <= this.buf.length) return;
    const written = this.at - this.start;
    const next = Buffer.allocUnsafeSlow(Math.max(SLAB, 2 * (written + n)));
    this.buf.copy(next, 0, this.start, this.at);
    this.buf = next;
    this.start = 0;
    this.at = written;
  }

  bytes(b: Uint8Array) {
    this.room(b.length);
    this.buf.set(b, this.at);
    this.at += b.length;
  }

  /** Text of ASCII characters only (the envelope's keys, numbers, true/false). */
  ascii(s: string) {
    this.room(s.length);
    this.at += this.buf.write(s, this.at, s.length, 'latin1');
  }

  /** A non-negative integer in decimal, as JSON.stringify writes it. */
  uint(n: number) {
    if (!(Number.isSafeInteger(n) && n >= 0)) {
      this.ascii(JSON.stringify(n));
      return;
    }
    let digits = 1;
    for (let m = n; m >= 10; m = Math.floor(m / 10)) digits++;
    this.room(digits);
    const buf = this.buf;
    let i = this.at + digits;
    this.at = i;
    let m = n;
    do {
      buf[--i] = 48 + (m % 10);
      m = Math.floor(m / 10);
    } while (m > 0);
  }

  /** The bytes written since the last `take`: a view the writer never writes into again. */
  take(): Buffer {
    const out = this.buf.subarray(this.start, this.at);
    if (this.buf.length - this.at < SLAB_LOW) {
      this.buf = Buffer.allocUnsafeSlow(SLAB);
      this.at = 0;
    }
    this.start = this.at;
    return out;
  }
}

/** A hit as the contract has it (search.service; the same object JSON.stringify writes). */
export type HitOf = (doc: SearchDoc, locale: Locale, halls: Map<string, string>) => SearchHit;

/** The kept hits of one language: by document number, with the document and hall names they were written from. */
interface LocaleHits {
  halls: Map<string, string>;
  docs: (SearchDoc | undefined)[];
  bytes: (Buffer | undefined)[];
}

/**
 * The UTF-8 JSON of a document's hit in one language, kept by document number with the document
 * object it was written from: a changed document is a new object (search.feed) and new hall names
 * are a new Map (dictionaries re-read), so either is written again. At most one hit a number and
 * language is kept (a number is a document key's for the index's life).
 */
export class HitBytes {
  private readonly byLocale = new Map<Locale, LocaleHits>();

  constructor(private readonly hitOf: HitOf) {}

  of(n: number, doc: SearchDoc, locale: Locale, halls: Map<string, string>): Buffer {
    let kept = this.byLocale.get(locale);
    if (!kept || kept.halls !== halls) {
      kept = { halls, docs: [], bytes: [] };
      this.byLocale.set(locale, kept);
    }
    // Grown by pushing (an element far past the end would turn the arrays into dictionaries).
    while (kept.bytes.length <= n) {
      kept.bytes.push(undefined);
      kept.docs.push(undefined);
    }
    let json = kept.bytes[n];
    if (json === undefined || kept.docs[n] !== doc) {
      json = Buffer.from(JSON.stringify(this.hitOf(doc, locale, halls)));
      kept.docs[n] = doc;
      kept.bytes[n] = json;
    }
    return json;
  }
}

/**
 * `{"code":…,"name":…,"count":` of each facet value by ordinal, for one dimension's names in one
 * language (a names Map: dictionaries re-read are a new Map, written again).
 */
export class FacetHeads {
  private readonly byNames = new WeakMap<Map<string, string>, (Buffer | undefined)[]>();

  of(names: Map<string, string>, ordinal: number, code: string): Buffer {
    let heads = this.byNames.get(names);
    if (!heads) {
      heads = [];
      this.byNames.set(names, heads);
    }
    let head = heads[ordinal];
    if (head === undefined) {
      head = optionHead(code, names.get(code) ?? code);
      heads[ordinal] = head;
    }
    return head;
  }
}

function optionHead(code: string, name: string): Buffer {
  return Buffer.from(`{"code":${JSON.stringify(code)},"name":${JSON.stringify(name)},"count":`);
}

/** How many facet options' heads are kept at most (codes × names in each language: a few hundred). */
const OPTION_HEADS_MAX = 10_000;

/** `{"code":…,"name":…,"count":` of a facet option, as UTF-8, kept by code and name. */
export class OptionHeads {
  private readonly heads = new Map<string, Buffer>();

  of(code: string, name: string): Buffer {
    const key = `${code}\u0000${name}`;
    let head = this.heads.get(key);
    if (!head) {
      if (this.heads.size >= OPTION_HEADS_MAX) this.heads.clear();
      head = optionHead(code, name);
      this.heads.set(key, head);
    }
    return head;
  }
}
