import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogs, contents } from '../../db/schema/content';

export type CatalogRow = typeof catalogs.$inferSelect;
export type ContentRow = typeof contents.$inferSelect;
export type NewContent = typeof contents.$inferInsert;

/** The navigation entries of a site, parents and children alike, in their order. */
export async function findNavigation(db: Db, siteId: number): Promise<CatalogRow[]> {
  return db
    .select()
    .from(catalogs)
    .where(and(eq(catalogs.siteId, siteId), eq(catalogs.kind, 'navi'), eq(catalogs.hidden, false)))
    .orderBy(asc(catalogs.sort), asc(catalogs.id));
}

/** The ids of the catalogs hidden from the public: those hidden and everything under them. */
export function hiddenClosure(rows: Pick<CatalogRow, 'id' | 'parentId' | 'hidden'>[]): Set<number> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = new Set<number>();
  for (const row of rows) {
    // Walk up: hidden when the row or any ancestor is (a cycle cannot be stored, see moveCatalog).
    for (let at: typeof row | undefined = row, steps = 0; at && steps < 64; steps++) {
      if (at.hidden) {
        out.add(row.id);
        break;
      }
      at = at.parentId === null ? undefined : byId.get(at.parentId);
    }
  }
  return out;
}

export async function hiddenCatalogIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: catalogs.id, parentId: catalogs.parentId, hidden: catalogs.hidden })
    .from(catalogs);
  return [...hiddenClosure(rows)];
}

export async function findCatalog(db: Db, where: SQL): Promise<CatalogRow | undefined> {
  const [row] = await db.select().from(catalogs).where(where).orderBy(asc(catalogs.id)).limit(1);
  return row;
}

export const catalogById = (db: Db, id: number) =>
  findCatalog(db, and(eq(catalogs.id, id), eq(catalogs.kind, 'content'))!);
export const catalogByCode = (db: Db, code: string) =>
  findCatalog(db, and(eq(catalogs.code, code), eq(catalogs.kind, 'content'))!);
export const catalogByPath = (db: Db, path: string) =>
  findCatalog(db, and(eq(catalogs.path, path), eq(catalogs.kind, 'content'))!);

/** Every content catalog of a site (or of all sites), in order. */
export async function contentCatalogs(db: Db, siteId?: number): Promise<CatalogRow[]> {
  return db
    .select()
    .from(catalogs)
    .where(and(eq(catalogs.kind, 'content'), siteId === undefined ? undefined : eq(catalogs.siteId, siteId)))
    .orderBy(asc(catalogs.sort), asc(catalogs.id));
}

export async function allCatalogsOfSite(db: Db, siteId: number): Promise<CatalogRow[]> {
  return db
    .select()
    .from(catalogs)
    .where(eq(catalogs.siteId, siteId))
    .orderBy(asc(catalogs.kind), asc(catalogs.sort), asc(catalogs.id));
}

/** Published, or scheduled and its time has come (the job flips it a moment later). */
export function visible(now: Date): SQL {
  return or(
    eq(contents.status, 'published'),
    and(eq(contents.status, 'scheduled'), lte(contents.publishAt, now)),
  )!;
}

export async function findContent(db: Db, where: SQL): Promise<ContentRow | undefined> {
  const [row] = await db.select().from(contents).where(where).limit(1);
  return row;
}

export async function addView(db: Db, id: number) {
  await db
    .update(contents)
    .set({ views: sql`${contents.views} + 1` })
    .where(eq(contents.id, id));
}

/** When it went out: the publish time, or the scheduled time once it has come. */
const shownAt = sql<Date>`coalesce(${contents.publishedAt}, ${contents.publishAt})`;

export interface ContentFilter {
  catalogIds?: number[];
  kind?: 'page' | 'news';
  keyword?: string;
  excludeId?: number;
  status?: string;
  /** Only what visitors may see. */
  publicAt?: Date;
  /** Leave out the contents of these catalogs (hidden ones). */
  exceptCatalogIds?: number[];
}

function filterOf(f: ContentFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.catalogIds) parts.push(f.catalogIds.length ? inArray(contents.catalogId, f.catalogIds) : sql`false`);
  if (f.kind) parts.push(eq(contents.kind, f.kind));
  if (f.excludeId) parts.push(ne(contents.id, f.excludeId));
  if (f.status) parts.push(eq(contents.status, f.status));
  if (f.publicAt) parts.push(visible(f.publicAt));
  if (f.exceptCatalogIds?.length) parts.push(notInArray(contents.catalogId, f.exceptCatalogIds));
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(contents.titleZhHans, like),
        ilike(contents.titleZhHant, like),
        ilike(contents.titleEn, like),
        ilike(contents.summaryZhHans, like),
        ilike(contents.summaryZhHant, like),
        ilike(contents.summaryEn, like),
      ),
    );
  }
  return and(...parts);
}

export async function pageContents(
  db: Db,
  f: ContentFilter,
  page: number,
  pageSize: number,
  order: 'published' | 'updated' | 'created',
): Promise<{ rows: ContentRow[]; total: number }> {
  const where = filterOf(f);
  const orderBy =
    order === 'published'
      ? [desc(shownAt), desc(contents.id)]
      : order === 'created'
        ? [asc(contents.id)]
        : [desc(contents.updatedAt), desc(contents.id)];
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(contents)
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(contents).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function insertContent(db: Db, values: NewContent): Promise<ContentRow> {
  const [row] = await db.insert(contents).values(values).returning();
  if (!row) throw new Error('content not inserted');
  return row;
}

/** Updates when the stored version and status are still those of `guard` (a conditional write). */
export async function updateContent(
  db: Db,
  id: number,
  values: Partial<NewContent>,
  guard: { version?: number; status?: string } = {},
): Promise<ContentRow | undefined> {
  const [row] = await db
    .update(contents)
    .set({ ...values, version: sql`${contents.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(contents.id, id),
        guard.version === undefined ? undefined : eq(contents.version, guard.version),
        guard.status === undefined ? undefined : eq(contents.status, guard.status),
      ),
    )
    .returning();
  return row;
}

/** Scheduled items whose time has come become published; answers their ids and kinds. */
export async function publishDue(db: Db, now: Date): Promise<{ id: number; kind: string }[]> {
  return db
    .update(contents)
    .set({ status: 'published', publishedAt: sql`${contents.publishAt}`, updatedAt: now })
    .where(and(eq(contents.status, 'scheduled'), lte(contents.publishAt, now)))
    .returning({ id: contents.id, kind: contents.kind });
}
