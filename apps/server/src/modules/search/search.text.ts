import * as OpenCC from 'opencc-js';
import { pinyin } from 'pinyin-pro';

/*
 * The form text is indexed and searched in (issue 22 "Chinese the way people type it"):
 * NFKC (full-width → ASCII), lower case, accents dropped, Traditional turned Simplified through
 * OpenCC, so 紙業 finds 纸业 and "Café" finds "cafe". Chinese runs are indexed as their suffixes
 * (a keyword matches a prefix of one: any substring), and as the pinyin and pinyin initials of
 * those suffixes (computed here, at index time), so `zhiye` and `zy` find 纸业.
 */

const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });

/** Characters of a Chinese run (CJK ideographs and the iteration mark). */
const HAN = /[\p{Script=Han}〇々]+/gu;
/** Latin letters and digits (after folding) make words; anything else separates them. */
const WORD = /[\p{L}\p{N}]+/gu;

/** Longest Chinese suffix (characters) kept as a token; a keyword of more is split into pieces of this. */
export const HAN_SPAN = 6;
/** Longest pinyin suffix (characters it spells). */
const PINYIN_SPAN = 4;

export function fold(text: string): string {
  return toSimplified(
    text
      .normalize('NFKC')
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .normalize('NFC'),
  )
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

/** Pinyin of recent runs: product names repeat their brand and trade words (bounded, oldest out). */
const pinyinCache = new Map<string, { full: string[]; initials: string[] }>();
const PINYIN_CACHE_MAX = 20_000;

function pinyinOf(run: string): { full: string[]; initials: string[] } {
  const hit = pinyinCache.get(run);
  if (hit) return hit;
  // The whole run at once, so that pinyin-pro reads polyphones in context (行业 → hang ye).
  const full = pinyin(run, { toneType: 'none', type: 'array', v: true });
  const entry = { full, initials: full.map((p) => p.charAt(0)) };
  pinyinCache.set(run, entry);
  if (pinyinCache.size > PINYIN_CACHE_MAX) pinyinCache.delete(pinyinCache.keys().next().value as string);
  return entry;
}

/** Tokens of a field's value, as stored in the index. */
export function indexTokens(raw: string): string[] {
  const folded = fold(raw);
  const tokens = new Set<string>(latinWords(folded));
  for (const run of hanRuns(folded)) {
    const chars = [...run];
    const { full, initials } = pinyinOf(run);
    for (let i = 0; i < chars.length; i++) {
      tokens.add(chars.slice(i, i + HAN_SPAN).join(''));
      tokens.add(full.slice(i, i + PINYIN_SPAN).join(''));
      tokens.add(initials.slice(i, i + PINYIN_SPAN).join(''));
    }
  }
  tokens.delete('');
  return [...tokens];
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

/** Whether a keyword is plain Latin letters long enough to be worth a second, typo-tolerant look. */
/** Latin words of a field (the vocabulary a misspelt keyword is corrected against). */
export function latinVocabulary(raw: string): string[] {
  return (fold(raw).replace(HAN, ' ').match(WORD) ?? []).filter((w) => /^[a-z]{4,}$/.test(w));
}

export function typoTolerable(tokens: readonly string[]): boolean {
  return tokens.length > 0 && tokens.every((t) => /^[a-z]{4,}$/.test(t));
}
