import * as OpenCC from 'opencc-js';

/** Traditional (Taiwan, Hong Kong and OpenCC's standard forms) to Simplified. */
const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });

/**
 * The form posts, keywords and banned words are compared in: NFKC (full-width → ASCII),
 * lower case, Traditional turned Simplified, runs of space as one. A post written in
 * Traditional is found by a Simplified keyword and the other way round, and a banned word
 * entered in one script catches the other.
 */
export function foldText(text: string): string {
  return toSimplified(text.normalize('NFKC').toLowerCase()).replace(/\s+/g, ' ').trim();
}

/** The searchable text of a post: title and content, folded, on separate lines. */
export function searchTextOf(post: { title: string; content: string }): string {
  return `${foldText(post.title)}\n${foldText(post.content)}`;
}

/** LIKE pattern for "contains", with \, % and _ taken literally. */
export function containsPattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The first banned word (as the organizer wrote it) the texts hold, or null. */
export function findBannedWord(
  texts: readonly string[],
  words: readonly { word: string; folded: string }[],
): string | null {
  if (words.length === 0) return null;
  const folded = texts.map(foldText);
  for (const w of words) {
    if (w.folded && folded.some((t) => t.includes(w.folded))) return w.word;
  }
  return null;
}
