import type { Locale, NavItem } from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { type CatalogRow, findNavigation } from './content.repository';

function localName(row: CatalogRow, locale: Locale): string {
  return locale === 'en' ? row.nameEn : locale === 'zh-Hant' ? row.nameZhHant : row.nameZhHans;
}

/**
 * Every page loads the navigation and the organizer rarely changes it: the rows of a site
 * are kept in memory for a minute.
 */
const cache = new Map<number, { at: number; rows: CatalogRow[] }>();
const CACHE_MS = 60_000;

export function clearNavigationCache() {
  cache.clear();
}

async function navigationRows(db: Db, siteId: number): Promise<CatalogRow[]> {
  const hit = cache.get(siteId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.rows;
  const rows = await findNavigation(db, siteId);
  cache.set(siteId, { at: Date.now(), rows });
  return rows;
}

/** Builds the tree from flat rows (already in sort order); an entry whose parent is missing is dropped. */
export function buildTree(rows: CatalogRow[], locale: Locale): NavItem[] {
  const items = new Map<number, NavItem>();
  for (const row of rows) {
    items.set(row.id, {
      id: row.id,
      code: row.code,
      name: localName(row, locale),
      path: row.path,
      children: [],
    });
  }
  const roots: NavItem[] = [];
  for (const row of rows) {
    const item = items.get(row.id)!;
    if (row.parentId === null) roots.push(item);
    else items.get(row.parentId)?.children.push(item);
  }
  return roots;
}

/** The navigation tree of a site in the caller's language; an unknown site has none. */
export async function getSiteNavigation(db: Db, siteId: number, locale: Locale): Promise<NavItem[]> {
  return buildTree(await navigationRows(db, siteId), locale);
}
