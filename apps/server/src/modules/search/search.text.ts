import { pinyin } from 'pinyin-pro';
import { toSimplified } from '../../platform/chinese';

/*
 * The form text is indexed and searched in (issue 22 "Chinese the way people type it"):
 * NFKC (full-width → ASCII), lower case, accents dropped, Traditional turned Simplified through
 * OpenCC, so 紙業 finds 纸业 and "Café" finds "cafe". Chinese runs are indexed as their suffixes
 * (a keyword matches a prefix of one: any substring), and as the pinyin and pinyin initials of
 * those suffixes (computed here, at index time), so `zhiye` and `zy` find 纸业.
 */

/** Characters of a Chinese run (CJK ideographs and the iteration mark). */
const HAN = /[\p{Script=Han}〇々]+/gu;
/** Latin letters and digits (after folding) make words; anything else separates them. */
const WORD = /[\p{L}\p{N}]+/gu;

/** Longest Chinese suffix (characters) kept as a token; a keyword of more is split into pieces of this. */
export const HAN_SPAN = 6;
/** Longest pinyin suffix (characters it spells). */
const PINYIN_SPAN = 4;
/** Longest initials suffix: a whole company name is often typed by its initials (njxyzy). */
const INITIALS_SPAN = 8;

/** The caches below, emptied after a build (they serve the build; an event re-reads a few names). */
const caches: Map<string, unknown>[] = [];

/** Empties the conversion caches (after the index is built: they would hold memory for nothing). */
export function forgetConversions() {
  for (const map of caches) map.clear();
}

/** A bounded cache (oldest out): the names of a fair repeat their brand, city and trade words. */
function cached<V>(max: number, make: (key: string) => V): (key: string) => V {
  const map = new Map<string, V>();
  caches.push(map);
  return (key) => {
    let value = map.get(key);
    if (value === undefined) {
      value = make(key);
      map.set(key, value);
      if (map.size > max) map.delete(map.keys().next().value as string);
    }
    return value;
  };
}

/** OpenCC on one Chinese run (it only changes Han characters; runs repeat, whole names rarely do). */
const simplifiedRun = cached(50_000, (run) => toSimplified(run));

export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC')
    .replace(HAN, simplifiedRun)
    .replace(/\s+/g, ' ')
    .trim();
}

function hanRuns(folded: string): string[] {
  return folded.match(HAN) ?? [];
}

/** Latin words of folded text: whole words, and for `h1-a01` also `h1a01` (a booth typed without the dash). */
function latinWords(folded: string): string[] {
  const out: string[] = [];
  for (const chunk of folded.replace(HAN, ' ').split(/\s+/)) {
    const words = chunk.match(WORD) ?? [];
    out.push(...words);
    if (words.length > 1) out.push(words.join(''));
  }
  return out;
}

/**
 * The tokens of one Chinese run: its suffixes (≤ HAN_SPAN characters) and the pinyin and initials
 * of its suffixes (≤ PINYIN_SPAN syllables, ≤ INITIALS_SPAN initials). Kept per run: product and company names repeat their words.
 */
const runTokens = cached(50_000, (run): readonly string[] => {
  const chars = [...run];
  // The whole run at once, so that pinyin-pro reads polyphones in context (行业 → hang ye).
  const full = pinyin(run, { toneType: 'none', type: 'array', v: true });
  const initials = full.map((p) => p.charAt(0));
  const tokens = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    tokens.add(chars.slice(i, i + HAN_SPAN).join(''));
    tokens.add(full.slice(i, i + PINYIN_SPAN).join(''));
    tokens.add(initials.slice(i, i + INITIALS_SPAN).join(''));
  }
  return [...tokens];
});

/** What the index keeps of a field's value: its tokens, and its Latin words (for typo correction). */
export function analyze(raw: string): { tokens: string[]; latin: string[] } {
  const folded = fold(raw);
  const tokens = new Set<string>(latinWords(folded));
  for (const run of hanRuns(folded)) for (const t of runTokens(run)) tokens.add(t);
  tokens.delete('');
  const words = folded.replace(HAN, ' ').match(WORD) ?? [];
  return { tokens: [...tokens], latin: words.filter((w) => VOCABULARY_WORD.test(w)) };
}

/** Tokens of a field's value, as stored in the index. */
export function indexTokens(raw: string): string[] {
  return analyze(raw).tokens;
}

/**
 * Tokens of a keyword: its Latin words and its Chinese runs (a long run split into pieces the
 * index holds). Every token must prefix-match some token of a document for it to be a hit.
 */
export function queryTokens(raw: string): string[] {
  const folded = fold(raw);
  const tokens = new Set<string>();
  for (const chunk of folded.replace(HAN, ' ').split(/\s+/)) {
    for (const w of chunk.match(WORD) ?? []) tokens.add(w);
  }
  for (const run of hanRuns(folded)) {
    const chars = [...run];
    for (let i = 0; i < chars.length; i += HAN_SPAN) tokens.add(chars.slice(i, i + HAN_SPAN).join(''));
  }
  tokens.delete('');
  return [...tokens];
}

/** A Latin word a misspelt keyword may be corrected to (letters only, at least four). */
const VOCABULARY_WORD = /^[a-z]{4,}$/;

/** Whether a keyword is plain Latin letters long enough to be worth a second, typo-tolerant look. */
export function typoTolerable(tokens: readonly string[]): boolean {
  return tokens.length > 0 && tokens.every((t) => VOCABULARY_WORD.test(t));
}
