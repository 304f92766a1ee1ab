import { toSimplified, toTaiwanTraditional } from '../../platform/chinese';

/**
 * A post's text in the reader's Chinese script when it was written in the other one
 * (zh-Hans ↔ zh-Hant through OpenCC); null when the reader reads it as written.
 */
export function inReaderScript(
  texts: { title: string; content: string },
  writtenIn: string,
  reader: string,
): { title: string; content: string } | null {
  const chinese = ['zh-Hans', 'zh-Hant'];
  if (!chinese.includes(writtenIn) || !chinese.includes(reader) || writtenIn === reader) return null;
  const convert = reader === 'zh-Hans' ? toSimplified : toTaiwanTraditional;
  const shown = { title: convert(texts.title), content: convert(texts.content) };
  return shown.title === texts.title && shown.content === texts.content ? null : shown;
}

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
