import { type ConfigValue, CURRENT_EXHIBITION_KEY, type DictEntry, type Locale } from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { currentFair } from '../fair';
import { type DictRow, findChildren, findConfig, findEntries, findKnownCodes } from './dicts.repository';

export function localName(row: { nameZhHans: string; nameZhHant: string; nameEn: string }, locale: Locale) {
  return locale === 'en' ? row.nameEn : locale === 'zh-Hant' ? row.nameZhHant : row.nameZhHans;
}

function toDto(row: DictRow, locale: Locale): DictEntry {
  return {
    code: row.code,
    parentCode: row.parentCode,
    name: localName(row, locale),
    nameZhHans: row.nameZhHans,
    nameZhHant: row.nameZhHant,
    nameEn: row.nameEn,
    sort: row.sort,
  };
}

/**
 * Dictionaries change only when the organizer edits them, and every form reads them:
 * kept in memory per process for a minute. The cache holds the read itself, so the requests
 * that arrive together on a cold process wait for one query instead of sending one each; a
 * failed read is forgotten at once.
 */
const cache = new Map<string, { at: number; rows: Promise<DictRow[]> }>();
const CACHE_MS = 60_000;

export function clearDictCache() {
  cache.clear();
}

/** The entries of a dictionary, the global ones (exhibition 0) when the exhibition has none. */
function entriesOf(db: Db, exhibitionId: number, dictType: string): Promise<DictRow[]> {
  const cacheKey = `${exhibitionId}:${dictType}`;
  const hit = cache.get(cacheKey);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.rows;
  const rows = findEntries(db, [exhibitionId, 0], dictType).then((all) => {
    const own = all.filter((r) => r.exhibitionId === exhibitionId);
    return own.length > 0 ? own : all.filter((r) => r.exhibitionId === 0);
  });
  const entry = { at: Date.now(), rows };
  cache.set(cacheKey, entry);
  rows.catch(() => {
    if (cache.get(cacheKey) === entry) cache.delete(cacheKey);
  });
  return rows;
}

/** Entries of a dictionary for an exhibition; the global entries (exhibition 0) serve when it has none. */
export async function getDictionary(db: Db, exhibitionId: number, dictType: string, locale: Locale) {
  return (await entriesOf(db, exhibitionId, dictType)).map((row) => toDto(row, locale));
}

/** Whether `code` is an entry of the dictionary (a form's check; nothing is copied). */
export async function isDictCode(db: Db, exhibitionId: number, dictType: string, code: string) {
  return (await entriesOf(db, exhibitionId, dictType)).some((row) => row.code === code);
}

export async function getConfig(db: Db, exhibitionId: number, key: string) {
  const value = await findConfig(db, exhibitionId, key);
  if (value === undefined) throw new AppError('NOT_FOUND');
  return { key, value };
}

/**
 * `currentAppointmentExhibition` (spec §3 "Exhibition"): the current fair edition's id as the
 * value, and the edition itself, from the fair service (no configs row: the next fair is a
 * fair_editions row made current).
 */
export async function currentExhibitionConfig(db: Db, locale: Locale): Promise<ConfigValue> {
  const exhibition = await currentFair(db, locale);
  return { key: CURRENT_EXHIBITION_KEY, value: String(exhibition.id), exhibition };
}

export async function lookupAddress(
  db: Db,
  input: { country: string; parentCode: string | null; keyword?: string },
  locale: Locale,
) {
  if (input.country !== 'CN') return [];
  const rows = await findChildren(db, 'province', input.parentCode, input.keyword);
  return rows.map((row) => toDto(row, locale));
}

/** Which of the given (type, code) pairs the fair's dictionaries (or every fair's) know, as "type:code". */
export function knownCodes(
  db: Db,
  exhibitionId: number,
  wanted: Array<{ dictType: string; code: string }>,
): Promise<Set<string>> {
  return findKnownCodes(db, [0, exhibitionId], wanted);
}
