/*
 * The searchable copies kept on each exhibitors row (search_text, sort_key) and the form a
 * keyword is compared in: used when the row is written and when the directory searches.
 */

/** Separator between fields of search_text: a keyword never holds it, so it cannot match across fields. */
const FIELD_SEP = '\u0001';

/** The form both search_text and keywords are compared in: NFKC (full-width → ASCII), lower case. */
export function normalizeSearch(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      // control characters (and our separator) never match
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function searchTextOf(entry: {
  nameZhHans: string;
  nameZhHant: string;
  nameEn: string;
  brands: readonly string[];
  boothNos: readonly string[];
}): string {
  return [entry.nameZhHans, entry.nameZhHant, entry.nameEn, ...entry.brands, ...entry.boothNos]
    .map(normalizeSearch)
    .filter((s) => s !== '')
    .join(FIELD_SEP);
}

/** Hall H2 before H10, then the booth number. */
export function sortKeyOf(booth: { hall: string; boothNo: string } | undefined): string {
  if (!booth) return '~';
  const hallNo = /^H(\d+)$/.exec(booth.hall);
  const hall = hallNo ? `H${hallNo[1]!.padStart(3, '0')}` : `Z${booth.hall}`;
  return `${hall}|${booth.boothNo.toUpperCase()}`;
}

/** LIKE pattern for "contains", with \, % and _ taken literally. */
export function containsPattern(normalizedKeyword: string): string {
  return `%${normalizedKeyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
