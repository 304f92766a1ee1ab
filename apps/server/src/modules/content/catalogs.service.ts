import {
  type CatalogCreateBody,
  type CatalogEditBody,
  type CatalogMoveBody,
  catalogCreateBody,
  catalogEditBody,
  FIXED_CATALOG_CODES,
  isFixedCatalog,
  type OrganizerCatalog,
} from '@cidpex/contracts';
import { and, asc, count, eq, isNull, max, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogs, contents } from '../../db/schema/content';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { sanitizePlain } from './content.html';
import type { CatalogRow } from './content.repository';
import { organizerCatalogs } from './content.service';

/**
 * The organizer's catalog editor: the navigation menu and the content sections of each site.
 * Every change answers the site's whole tree (what the console shows next).
 */

/** A menu entry leads to an address of this site; a content section's path is its address in §7. */
const NAVI_PATH = /^\/(?![/\\])[A-Za-z0-9_\-./?=&%#]*$/;
const CONTENT_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

function checkPath(kind: string, path: string) {
  if (!(kind === 'navi' ? NAVI_PATH : CONTENT_PATH).test(path)) throw new AppError('CATALOG_PATH_INVALID');
}

async function stored(db: Db, id: number): Promise<CatalogRow> {
  const [row] = await db.select().from(catalogs).where(eq(catalogs.id, id));
  if (!row) throw new AppError('CATALOG_NOT_FOUND');
  return row;
}

const siblingsOf = (siteId: number, kind: string, parentId: number | null): SQL =>
  and(
    eq(catalogs.siteId, siteId),
    eq(catalogs.kind, kind),
    parentId === null ? isNull(catalogs.parentId) : eq(catalogs.parentId, parentId),
  )!;

/** Refuses a code (same site and kind) or a content path (same site) another catalog holds. */
async function checkUnique(
  db: Db,
  row: { siteId: number; kind: string; code: string; path: string },
  id?: number,
) {
  const other = id === undefined ? undefined : ne(catalogs.id, id);
  // Pages look a fixed section up by its code on any site: no other content section takes it.
  if (row.kind === 'content' && FIXED_CATALOG_CODES.includes(row.code)) {
    const [fixed] = await db
      .select({ id: catalogs.id })
      .from(catalogs)
      .where(and(eq(catalogs.kind, 'content'), eq(catalogs.code, row.code), other));
    if (fixed) throw new AppError('CATALOG_CODE_TAKEN');
  }
  const [code] = await db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(
      and(eq(catalogs.siteId, row.siteId), eq(catalogs.kind, row.kind), eq(catalogs.code, row.code), other),
    );
  if (code) throw new AppError('CATALOG_CODE_TAKEN');
  if (row.kind !== 'content') return;
  const [path] = await db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(
      and(eq(catalogs.siteId, row.siteId), eq(catalogs.kind, 'content'), eq(catalogs.path, row.path), other),
    );
  if (path) throw new AppError('CATALOG_PATH_TAKEN');
}

/** Two saves at once pass the checks; the unique indexes refuse the second. */
function uniqueError(err: unknown): never {
  if (isUniqueViolation(err)) {
    const text =
      String((err as { message?: string }).message ?? '') + String((err as { cause?: unknown }).cause ?? '');
    throw new AppError(text.includes('catalogs_site_path_uq') ? 'CATALOG_PATH_TAKEN' : 'CATALOG_CODE_TAKEN');
  }
  throw err;
}

function names(b: CatalogEditBody) {
  return {
    nameZhHans: sanitizePlain(b.nameZhHans).trim(),
    nameZhHant: sanitizePlain(b.nameZhHant).trim(),
    nameEn: sanitizePlain(b.nameEn).trim(),
  };
}

function checkNames(n: ReturnType<typeof names>) {
  if (!n.nameZhHans || !n.nameZhHant || !n.nameEn) throw new AppError('CATALOG_NAME_REQUIRED');
}

async function nextSort(db: Db, siteId: number, kind: string, parentId: number | null): Promise<number> {
  const [row] = await db
    .select({ n: max(catalogs.sort) })
    .from(catalogs)
    .where(siblingsOf(siteId, kind, parentId));
  return row?.n === null || row?.n === undefined ? 0 : row.n + 1;
}

/** A parent for a catalog of this site and kind: never itself nor one of its sub-catalogs. */
async function checkParent(db: Db, siteId: number, kind: string, parentId: number, self?: number) {
  const rows = await db
    .select({ id: catalogs.id, parentId: catalogs.parentId, siteId: catalogs.siteId, kind: catalogs.kind })
    .from(catalogs)
    .where(eq(catalogs.siteId, siteId));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const parent = byId.get(parentId);
  if (!parent || parent.kind !== kind) throw new AppError('CATALOG_PARENT_INVALID');
  for (let at: typeof parent | undefined = parent, steps = 0; at && steps < 64; steps++) {
    if (at.id === self) throw new AppError('CATALOG_PARENT_INVALID');
    at = at.parentId === null ? undefined : byId.get(at.parentId);
  }
}

export async function createCatalog(db: Db, input: CatalogCreateBody): Promise<OrganizerCatalog[]> {
  const b = catalogCreateBody.parse(input);
  const n = names(b);
  checkNames(n);
  checkPath(b.kind, b.path);
  if (b.parentId !== null) await checkParent(db, b.siteId, b.kind, b.parentId);
  await checkUnique(db, b);
  try {
    await db.insert(catalogs).values({
      siteId: b.siteId,
      parentId: b.parentId,
      kind: b.kind,
      code: b.code,
      path: b.path,
      ...n,
      sort: await nextSort(db, b.siteId, b.kind, b.parentId),
    });
  } catch (err) {
    uniqueError(err);
  }
  return organizerCatalogs(db, b.siteId);
}

export async function updateCatalog(db: Db, id: number, input: CatalogEditBody): Promise<OrganizerCatalog[]> {
  const b = catalogEditBody.parse(input);
  const row = await stored(db, id);
  const n = names(b);
  checkNames(n);
  // A fixed section keeps its code and path (pages find it by them); its names may change.
  if (isFixedCatalog(row) && (b.code !== row.code || b.path !== row.path))
    throw new AppError('CATALOG_FIXED_CODE');
  checkPath(row.kind, b.path);
  await checkUnique(db, { siteId: row.siteId, kind: row.kind, code: b.code, path: b.path }, id);
  try {
    await db
      .update(catalogs)
      .set({ ...n, code: b.code, path: b.path })
      .where(eq(catalogs.id, id));
  } catch (err) {
    uniqueError(err);
  }
  return organizerCatalogs(db, row.siteId);
}

/** One place up or down among its siblings, or to the end of another parent's list. */
export async function moveCatalog(db: Db, id: number, move: CatalogMoveBody): Promise<OrganizerCatalog[]> {
  const row = await stored(db, id);
  if ('direction' in move) {
    await db.transaction(async (tx) => {
      const siblings = await tx
        .select({ id: catalogs.id })
        .from(catalogs)
        .where(siblingsOf(row.siteId, row.kind, row.parentId))
        .orderBy(asc(catalogs.sort), asc(catalogs.id));
      const order = siblings.map((s) => s.id);
      const at = order.indexOf(id);
      const to = move.direction === 'up' ? at - 1 : at + 1;
      if (at < 0 || to < 0 || to >= order.length) return;
      [order[at], order[to]] = [order[to]!, order[at]!];
      for (const [i, sid] of order.entries()) {
        await tx.update(catalogs).set({ sort: i }).where(eq(catalogs.id, sid));
      }
    });
  } else {
    const parentId = move.parentId ?? null;
    if (parentId !== row.parentId) {
      if (parentId !== null) await checkParent(db, row.siteId, row.kind, parentId, id);
      await db
        .update(catalogs)
        .set({ parentId, sort: await nextSort(db, row.siteId, row.kind, parentId) })
        .where(eq(catalogs.id, id));
    }
  }
  return organizerCatalogs(db, row.siteId);
}

/** Hides or shows a catalog; answers the tree and the news whose visibility may have changed. */
export async function setCatalogHidden(
  db: Db,
  id: number,
  hidden: boolean,
): Promise<{ tree: OrganizerCatalog[]; newsIds: number[] }> {
  const row = await stored(db, id);
  await db.update(catalogs).set({ hidden }).where(eq(catalogs.id, id));
  // The news under it (sub-catalogs too) enter or leave the search.
  const all = await db
    .select({ id: catalogs.id, parentId: catalogs.parentId })
    .from(catalogs)
    .where(eq(catalogs.siteId, row.siteId));
  const under = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of all) {
      if (c.parentId !== null && under.has(c.parentId) && !under.has(c.id)) {
        under.add(c.id);
        grew = true;
      }
    }
  }
  const news = await db
    .select({ id: contents.id, catalogId: contents.catalogId })
    .from(contents)
    .where(eq(contents.kind, 'news'));
  return {
    tree: await organizerCatalogs(db, row.siteId),
    newsIds: news.filter((c) => under.has(c.catalogId)).map((c) => c.id),
  };
}

/** Only an empty catalog goes (no sub-catalogs, no pages or news in any state), never a fixed one. */
export async function deleteCatalog(db: Db, id: number): Promise<OrganizerCatalog[]> {
  const row = await stored(db, id);
  if (isFixedCatalog(row)) throw new AppError('CATALOG_FIXED_DELETE');
  const [[children], [items]] = await Promise.all([
    db.select({ n: count() }).from(catalogs).where(eq(catalogs.parentId, id)),
    db.select({ n: count() }).from(contents).where(eq(contents.catalogId, id)),
  ]);
  if ((children?.n ?? 0) > 0 || (items?.n ?? 0) > 0) throw new AppError('CATALOG_NOT_EMPTY');
  try {
    await db.delete(catalogs).where(eq(catalogs.id, id));
  } catch (err) {
    // A content written into it meanwhile: the foreign key refuses.
    if (
      (err as { code?: string; cause?: { code?: string } })?.code === '23503' ||
      (err as { cause?: { code?: string } })?.cause?.code === '23503'
    )
      throw new AppError('CATALOG_NOT_EMPTY');
    throw err;
  }
  return organizerCatalogs(db, row.siteId);
}
