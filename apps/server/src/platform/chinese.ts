import * as OpenCC from 'opencc-js';

/*
 * The portal's OpenCC converters, each built once per process on first use. A converter builds
 * its dictionaries' tries (nested Maps) when it is made: Simplified → Taiwan Traditional costs
 * ≈ 40 MB of heap, and four domains each made their own (≈ 160 MB of the server's heap after
 * start, a heap snapshot showed 567,000 Maps). Every domain converts through here.
 */
type Convert = (text: string) => string;
let simplifiedToTaiwan: Convert | undefined;
let traditionalToSimplified: Convert | undefined;
let taiwanToSimplified: Convert | undefined;

/** Mainland Simplified → Traditional as written in Taiwan (the portal's zh-Hant). */
export function toTaiwanTraditional(text: string): string {
  simplifiedToTaiwan ??= OpenCC.Converter({ from: 'cn', to: 'tw' });
  return simplifiedToTaiwan(text);
}

/** Any Traditional (Taiwan, Hong Kong and OpenCC's standard forms) → Simplified: for matching text. */
export function toSimplified(text: string): string {
  traditionalToSimplified ??= OpenCC.Converter({ from: 't', to: 'cn' });
  return traditionalToSimplified(text);
}

/** Taiwan Traditional → mainland Simplified, Taiwan phrasing turned mainland (the editor's "fill"). */
export function taiwanToMainland(text: string): string {
  taiwanToSimplified ??= OpenCC.Converter({ from: 'tw', to: 'cn' });
  return taiwanToSimplified(text);
}
