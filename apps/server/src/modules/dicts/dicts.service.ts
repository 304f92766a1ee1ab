import type { DictEntry, Locale } from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { type DictRow, findChildren, findConfig, findEntries } from './dicts.repository';

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
 * kept in memory per process for a minute.
 */
const cache = new Map<string, { at: number; rows: DictRow[] }>();
const CACHE_MS = 60_000;

export function clearDictCache() {
  cache.clear();
}

/** Entries of a dictionary for an exhibition; the global entries (exhibition 0) serve when it has none. */
export async function getDictionary(db: Db, exhibitionId: number, dictType: string, locale: Locale) {
  const cacheKey = `${exhibitionId}:${dictType}`;
  const hit = cache.get(cacheKey);
  let rows = hit && Date.now() - hit.at < CACHE_MS ? hit.rows : undefined;
  if (!rows) {
    const all = await findEntries(db, [exhibitionId, 0], dictType);
    const own = all.filter((r) => r.exhibitionId === exhibitionId);
    rows = own.length > 0 ? own : all.filter((r) => r.exhibitionId === 0);
    cache.set(cacheKey, { at: Date.now(), rows });
  }
  return rows.map((row) => toDto(row, locale));
}

export async function getConfig(db: Db, exhibitionId: number, key: string) {
  const value = await findConfig(db, exhibitionId, key);
  if (value === undefined) throw new AppError('NOT_FOUND');
  return { key, value };
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
