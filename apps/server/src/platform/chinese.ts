import * as OpenCC from 'opencc-js';

/*
 * The portal's OpenCC conversions, each built once per process on first use, from opencc-js's own
 * dictionaries and configurations (`OpenCC.Locale.configs`) but held in flat tables instead of
 * opencc-js's tries. opencc-js builds one Map per trie node: Simplified → Taiwan Traditional made
 * ≈ 200,000 Maps and ≈ 40 MB of heap (STPhrases loaded twice, for the segmentation and the
 * conversion), about a tenth of the server's resident memory after start. Here a dictionary group
 * is one Map from phrase to replacement plus, per first character, the lengths of the phrases
 * starting with it (≈ 5 MB for Simplified → Taiwan). The algorithm is opencc-js's, step for step: the
 * normalization chain, the segmentation by longest phrase, then each group of the conversion chain
 * by longest match, the first dictionary of a group winning over the later ones; chinese.test.ts
 * checks the outputs equal opencc-js's on every phrase of the dictionaries used and on text.
 */
type Convert = (text: string) => string;
type Dict = string | readonly (readonly [string, string])[];
interface Config {
  normalizationChain?: readonly (readonly Dict[])[];
  segmentation?: Dict | readonly Dict[];
  conversionChain: readonly (readonly Dict[])[];
}

/** A dictionary's [phrase, replacement] pairs; the parsed strings are shared by the tables made at once. */
function entries(
  dict: Dict,
  parsed: Map<Dict, (readonly [string, string])[]>,
): readonly (readonly [string, string])[] {
  if (typeof dict !== 'string') return dict;
  let pairs = parsed.get(dict);
  if (!pairs) {
    pairs = [];
    for (const line of dict.split('|')) {
      const [from = '', to] = line.split(' ');
      if (typeof to !== 'string') throw new TypeError(`OpenCC dictionary entry without replacement: ${line}`);
      pairs.push([from, to]);
    }
    parsed.set(dict, pairs);
  }
  return pairs;
}

/** One dictionary group (opencc-js's Trie): the phrases and, per first code point, the longest phrase's length. */
class PhraseTable {
  private readonly phrases = new Map<string, string>();
  /** Per first code point, the lengths (UTF-16 units) of the phrases starting with it, longest first. */
  private readonly lengths = new Map<number, number[]>();

  constructor(group: readonly Dict[], parsed: Map<Dict, (readonly [string, string])[]>) {
    // Loaded last dictionary first, so a phrase of an earlier dictionary replaces a later one's (as opencc-js).
    for (const dict of [...group].reverse()) {
      for (const [from, to] of entries(dict, parsed)) {
        // opencc-js keeps an empty phrase on its trie's root, where no match ever looks.
        if (from === '') continue;
        this.phrases.set(from, to);
        const first = from.codePointAt(0) as number;
        const lengths = this.lengths.get(first);
        if (!lengths) this.lengths.set(first, [from.length]);
        else if (!lengths.includes(from.length)) lengths.push(from.length);
      }
    }
    for (const lengths of this.lengths.values()) lengths.sort((a, b) => b - a);
  }

  /** The end of the longest phrase starting at i, or 0 (opencc-js's matchPrefix, which walks whole code points). */
  private match(s: string, i: number): number {
    const lengths = this.lengths.get(s.codePointAt(i) as number);
    if (lengths === undefined) return 0;
    for (const length of lengths) {
      const end = i + length;
      if (end > s.length) continue;
      if (end < s.length && isLowSurrogate(s.charCodeAt(end)) && isHighSurrogate(s.charCodeAt(end - 1)))
        continue;
      if (this.phrases.has(s.slice(i, end))) return end;
    }
    return 0;
  }

  convert(s: string): string {
    const out: string[] = [];
    let unmatched = -1;
    for (let i = 0; i < s.length; ) {
      const end = this.match(s, i);
      if (end > 0) {
        if (unmatched >= 0) {
          out.push(s.slice(unmatched, i));
          unmatched = -1;
        }
        out.push(this.phrases.get(s.slice(i, end)) as string);
        i = end;
      } else {
        if (unmatched < 0) unmatched = i;
        i += unmatchedLength(s, i);
      }
    }
    if (unmatched >= 0) out.push(s.slice(unmatched));
    return out.join('');
  }

  segment(s: string): string[] {
    const out: string[] = [];
    let unmatched = -1;
    for (let i = 0; i < s.length; ) {
      const end = this.match(s, i);
      if (end > 0) {
        if (unmatched >= 0) {
          out.push(s.slice(unmatched, i));
          unmatched = -1;
        }
        out.push(s.slice(i, end));
        i = end;
      } else {
        if (unmatched < 0) unmatched = i;
        i += unmatchedLength(s, i);
      }
    }
    if (unmatched >= 0) out.push(s.slice(unmatched));
    return out;
  }
}

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;
const codePointLength = (s: string, i: number) => ((s.codePointAt(i) as number) > 0xffff ? 2 : 1);

/** Operands of an ideographic description character (⿰ takes two, ⿲ three), as opencc-js counts them. */
function idsArity(cp: number): number {
  if (cp >= 0x2ff0 && cp <= 0x2ff1) return 2;
  if (cp >= 0x2ff2 && cp <= 0x2ff3) return 3;
  if (cp >= 0x2ff4 && cp <= 0x2fff) return 2;
  return 0;
}

function idsEnd(s: string, i: number): number {
  const arity = idsArity(s.codePointAt(i) as number);
  if (arity === 0) return 0;
  let end = i + codePointLength(s, i);
  for (let n = 0; n < arity; n += 1) {
    if (end >= s.length) return 0;
    end = idsEnd(s, end) || end + codePointLength(s, end);
  }
  return end;
}

/** What an unmatched position skips: a whole ideographic description sequence, else one code point. */
function unmatchedLength(s: string, i: number): number {
  const end = idsEnd(s, i);
  return end > i ? end - i : codePointLength(s, i);
}

/** opencc-js's Converter for a configuration of its preset (s2tw, t2s, tw2s), on flat tables. */
function converter(name: string): Convert {
  const config = (OpenCC.Locale.configs as unknown as Record<string, Config | undefined>)[name];
  if (!config) throw new Error(`OpenCC has no configuration ${name}`);
  const parsed = new Map<Dict, (readonly [string, string])[]>();
  const normalization = (config.normalizationChain ?? []).map((group) => new PhraseTable(group, parsed));
  const seg = config.segmentation;
  const segmentation =
    seg === undefined
      ? undefined
      : new PhraseTable(
          Array.isArray(seg) && seg.every((d) => typeof d === 'string') ? (seg as Dict[]) : [seg as Dict],
          parsed,
        );
  const chain = config.conversionChain.map((group) => new PhraseTable(group, parsed));
  // The tables keep the strings they use; the parsed lists would stay alive in this closure's context.
  parsed.clear();
  return (text) => {
    let s = text;
    for (const table of normalization) s = table.convert(s);
    let segments = segmentation ? segmentation.segment(s) : [s];
    for (const table of chain) segments = segments.map((segment) => table.convert(segment));
    return segments.join('');
  };
}

let simplifiedToTaiwan: Convert | undefined;
let traditionalToSimplified: Convert | undefined;
let taiwanToSimplified: Convert | undefined;

/** Mainland Simplified → Traditional as written in Taiwan (the portal's zh-Hant; OpenCC cn → tw). */
export function toTaiwanTraditional(text: string): string {
  simplifiedToTaiwan ??= converter('s2tw');
  return simplifiedToTaiwan(text);
}

/** Any Traditional (Taiwan, Hong Kong and OpenCC's standard forms) → Simplified: for matching text (OpenCC t → cn). */
export function toSimplified(text: string): string {
  traditionalToSimplified ??= converter('t2s');
  return traditionalToSimplified(text);
}

/** Taiwan Traditional → mainland Simplified, Taiwan variant characters included (the editor's "fill"; OpenCC tw → cn). */
export function taiwanToMainland(text: string): string {
  taiwanToSimplified ??= converter('tw2s');
  return taiwanToSimplified(text);
}
