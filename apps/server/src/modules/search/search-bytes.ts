import type { Locale, SearchHit } from '@cidpex/contracts';
import type { SearchDoc } from './search.types';

/**
 * The search answer's bytes (issue 22, bench/search): the envelope of `ok(result)` exactly as
 * JSON.stringify writes it (search-bytes.test.ts compares them byte for byte), assembled from parts
 * kept as UTF-8 — a document's hit in a language, a facet option's code and name — so that an
 * answer neither builds its hit and option objects nor serializes and encodes its Chinese text
 * again. Only the numbers (totals, counts) and the `selected` flags are written per answer.
 */

/** A growable buffer the answer is written into (one answer at a time: the writing is synchronous). */
export class ByteWriter {
  private buf = Buffer.allocUnsafe(16 * 1024);
  private at = 0;

  private room(n: number) {
    if (this.at + n <= this.buf.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(2 * this.buf.length, this.at + n));
    this.buf.copy(bigger, 0, 0, this.at);
    this.buf = bigger;
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

  /** The bytes written since the last `take`, copied out (the reply keeps them while the writer goes on). */
  take(): Buffer {
    const out = Buffer.allocUnsafe(this.at);
    this.buf.copy(out, 0, 0, this.at);
    this.at = 0;
    return out;
  }
}

/** A hit as the contract has it (search.service; the same object JSON.stringify writes). */
export type HitOf = (doc: SearchDoc, locale: Locale, halls: Map<string, string>) => SearchHit;

/**
 * The UTF-8 JSON of a document's hit in one language, kept with the document: a changed
 * document is a new object (search.feed), and new hall names are a new Map (dictionaries re-read),
 * so either is written again; what is no longer referenced goes with it (weak maps).
 */
export class HitBytes {
  private readonly byHalls = new WeakMap<Map<string, string>, WeakMap<SearchDoc, Buffer>>();

  constructor(private readonly hitOf: HitOf) {}

  of(doc: SearchDoc, locale: Locale, halls: Map<string, string>): Buffer {
    let docs = this.byHalls.get(halls);
    if (!docs) {
      docs = new WeakMap();
      this.byHalls.set(halls, docs);
    }
    let json = docs.get(doc);
    if (!json) {
      json = Buffer.from(JSON.stringify(this.hitOf(doc, locale, halls)));
      docs.set(doc, json);
    }
    return json;
  }
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
      head = Buffer.from(`{"code":${JSON.stringify(code)},"name":${JSON.stringify(name)},"count":`);
      this.heads.set(key, head);
    }
    return head;
  }
}
