import {
  type CatalogNode,
  type ContentDetail,
  type ContentEditBody,
  type ContentEditor,
  type ContentPage,
  type ContentState,
  type ContentSummary,
  contentEditBody,
  contentPageBody,
  isFixedCatalog,
  type Locale,
  type NavItem,
  nextContentState,
  type OrganizerCatalog,
  type OrganizerContentRow,
} from '@cidpex/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { contents } from '../../db/schema/content';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { sanitizePlain, sanitizeRich } from './content.html';
import type { CatalogRow, ContentRow } from './content.repository';
import * as repo from './content.repository';

function localName(row: CatalogRow, locale: Locale): string {
  return locale === 'en' ? row.nameEn : locale === 'zh-Hant' ? row.nameZhHant : row.nameZhHans;
}

/**
 * Every page loads the navigation and the organizer rarely changes it: the rows of a site
 * are kept in memory for a minute. The catalog editor clears it on every process at once
 * (`cache.invalidate` with NAVIGATION_CACHE_KEY).
 */
export const NAVIGATION_CACHE_KEY = 'content.navigation';
const cache = new Map<number, { at: number; rows: CatalogRow[] }>();
const CACHE_MS = 60_000;

export function clearNavigationCache() {
  cache.clear();
}

async function navigationRows(db: Db, siteId: number): Promise<CatalogRow[]> {
  const hit = cache.get(siteId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.rows;
  const rows = await repo.findNavigation(db, siteId);
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

// ---- catalogs of the content store ----

function descendantsOf(rows: CatalogRow[], rootId: number): CatalogRow[] {
  const out: CatalogRow[] = [];
  const walk = (id: number) => {
    for (const row of rows) {
      if (row.parentId === id) {
        out.push(row);
        walk(row.id);
      }
    }
  };
  walk(rootId);
  return out;
}

function nodeOf(root: CatalogRow, rows: CatalogRow[], locale: Locale): CatalogNode {
  return {
    id: root.id,
    siteId: root.siteId,
    code: root.code,
    name: localName(root, locale),
    path: root.path,
    children: rows.filter((r) => r.parentId === root.id).map((r) => nodeOf(r, rows, locale)),
  };
}

/** The content catalogs of a site that visitors may see (a hidden one takes its sub-catalogs along). */
async function publicCatalogs(db: Db, siteId: number): Promise<CatalogRow[]> {
  const rows = await repo.contentCatalogs(db, siteId);
  const hidden = repo.hiddenClosure(rows);
  return rows.filter((r) => !hidden.has(r.id));
}

async function catalogTree(db: Db, root: CatalogRow | undefined, locale: Locale): Promise<CatalogNode> {
  if (!root) throw new AppError('CATALOG_NOT_FOUND');
  const rows = await publicCatalogs(db, root.siteId);
  if (!rows.some((r) => r.id === root.id)) throw new AppError('CATALOG_NOT_FOUND');
  return nodeOf(root, rows, locale);
}

export const catalogWithChildren = async (db: Db, catalogId: number, locale: Locale) =>
  catalogTree(db, await repo.catalogById(db, catalogId), locale);
export const catalogByCode = async (db: Db, code: string, locale: Locale) =>
  catalogTree(db, await repo.catalogByCode(db, code), locale);
export const catalogByPath = async (db: Db, path: string, locale: Locale) =>
  catalogTree(db, await repo.catalogByPath(db, path.replace(/^\/+|\/+$/g, '')), locale);

// ---- contents, as visitors read them ----

function pick(row: ContentRow, field: 'title' | 'summary' | 'body', locale: Locale): string {
  const hans = row[`${field}ZhHans`];
  const hant = row[`${field}ZhHant`];
  const en = row[`${field}En`];
  // A language left empty falls back to the nearest one written.
  if (locale === 'en') return en || hans || hant;
  if (locale === 'zh-Hant') return hant || hans || en;
  return hans || hant || en;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function summaryOf(row: ContentRow, catalogNames: Map<number, string>, locale: Locale): ContentSummary {
  return {
    id: row.id,
    catalogId: row.catalogId,
    catalogName: catalogNames.get(row.catalogId) ?? '',
    kind: row.kind as ContentSummary['kind'],
    code: row.code,
    title: pick(row, 'title', locale),
    summary: pick(row, 'summary', locale),
    coverUrl: row.coverUrl,
    publishedAt: iso(row.publishedAt ?? row.publishAt),
    views: row.views,
  };
}

async function catalogNames(db: Db, locale: Locale): Promise<Map<number, string>> {
  const rows = await repo.contentCatalogs(db);
  return new Map(rows.map((r) => [r.id, localName(r, locale)]));
}

/** A published page or news item by id or by code, with up to 5 related news (same catalog). */
export async function publicContent(
  db: Db,
  idOrCode: string,
  locale: Locale,
  countView = true,
): Promise<ContentDetail> {
  const now = new Date();
  const key = /^\d+$/.test(idOrCode) ? eq(contents.id, Number(idOrCode)) : eq(contents.code, idOrCode);
  const row = await repo.findContent(db, and(key, repo.visible(now))!);
  if (!row || (await repo.hiddenCatalogIds(db)).includes(row.catalogId))
    throw new AppError('CONTENT_NOT_FOUND');
  if (countView) await repo.addView(db, row.id);
  const names = await catalogNames(db, locale);
  const related =
    row.kind === 'news'
      ? (
          await repo.pageContents(
            db,
            { catalogIds: [row.catalogId], kind: 'news', excludeId: row.id, publicAt: now },
            1,
            5,
            'published',
          )
        ).rows
      : [];
  return {
    ...summaryOf({ ...row, views: row.views + (countView ? 1 : 0) }, names, locale),
    body: pick(row, 'body', locale),
    titles: {
      'zh-Hans': pick(row, 'title', 'zh-Hans'),
      'zh-Hant': pick(row, 'title', 'zh-Hant'),
      en: pick(row, 'title', 'en'),
    },
    related: related.map((r) => summaryOf(r, names, locale)),
  };
}

/** A page of published contents of a catalog (and its sub-catalogs), newest first. */
export async function publicPage(
  db: Db,
  input: z.input<typeof contentPageBody>,
  locale: Locale,
): Promise<ContentPage> {
  const body = contentPageBody.parse(input);
  let catalogIds: number[] | undefined;
  let exceptCatalogIds: number[] | undefined;
  if (body.catalogId !== undefined || body.catalogCode !== undefined) {
    const root =
      body.catalogId !== undefined
        ? await repo.catalogById(db, body.catalogId)
        : await repo.catalogByCode(db, body.catalogCode!);
    if (!root) throw new AppError('CATALOG_NOT_FOUND');
    const shown = await publicCatalogs(db, root.siteId);
    if (!shown.some((r) => r.id === root.id)) throw new AppError('CATALOG_NOT_FOUND');
    catalogIds = [root.id, ...descendantsOf(shown, root.id).map((r) => r.id)];
  } else {
    exceptCatalogIds = await repo.hiddenCatalogIds(db);
  }
  const { rows, total } = await repo.pageContents(
    db,
    {
      catalogIds,
      kind: body.kind,
      keyword: body.keyword || undefined,
      excludeId: body.excludeId,
      publicAt: new Date(),
      exceptCatalogIds,
    },
    body.page,
    body.pageSize,
    'published',
  );
  const names = await catalogNames(db, locale);
  return {
    rows: rows.map((r) => summaryOf(r, names, locale)),
    total,
    page: body.page,
    pageSize: body.pageSize,
  };
}

// ---- the organizer's editor ----

export async function organizerCatalogs(db: Db, siteId: number): Promise<OrganizerCatalog[]> {
  const rows = await repo.allCatalogsOfSite(db, siteId);
  const build = (parentId: number | null): OrganizerCatalog[] =>
    rows
      .filter((r) => r.parentId === parentId)
      .map((r) => ({
        id: r.id,
        siteId: r.siteId,
        kind: r.kind,
        code: r.code,
        nameZhHans: r.nameZhHans,
        nameZhHant: r.nameZhHant,
        nameEn: r.nameEn,
        path: r.path,
        hidden: r.hidden,
        fixed: isFixedCatalog(r),
        children: build(r.id),
      }));
  return build(null);
}

function editorOf(row: ContentRow): ContentEditor {
  return {
    id: row.id,
    catalogId: row.catalogId,
    kind: row.kind as ContentEditor['kind'],
    code: row.code,
    titleZhHans: row.titleZhHans,
    titleZhHant: row.titleZhHant,
    titleEn: row.titleEn,
    summaryZhHans: row.summaryZhHans,
    summaryZhHant: row.summaryZhHant,
    summaryEn: row.summaryEn,
    bodyZhHans: row.bodyZhHans,
    bodyZhHant: row.bodyZhHant,
    bodyEn: row.bodyEn,
    coverUrl: row.coverUrl,
    status: row.status as ContentState,
    publishAt: iso(row.publishAt),
    publishedAt: iso(row.publishedAt),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function rowOf(row: ContentRow): OrganizerContentRow {
  return {
    id: row.id,
    catalogId: row.catalogId,
    kind: row.kind as OrganizerContentRow['kind'],
    code: row.code,
    titleZhHans: row.titleZhHans,
    titleZhHant: row.titleZhHant,
    titleEn: row.titleEn,
    status: row.status as ContentState,
    publishAt: iso(row.publishAt),
    publishedAt: iso(row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function organizerList(
  db: Db,
  q: { catalogId?: number; status?: ContentState; keyword?: string; page: number; pageSize: number },
) {
  const { rows, total } = await repo.pageContents(
    db,
    {
      catalogIds: q.catalogId ? [q.catalogId] : undefined,
      status: q.status,
      keyword: q.keyword || undefined,
    },
    q.page,
    q.pageSize,
    'updated',
  );
  return { rows: rows.map(rowOf), total, page: q.page, pageSize: q.pageSize };
}

async function stored(db: Db, id: number): Promise<ContentRow> {
  const row = await repo.findContent(db, eq(contents.id, id));
  if (!row) throw new AppError('CONTENT_NOT_FOUND');
  return row;
}

export const organizerContent = async (db: Db, id: number) => editorOf(await stored(db, id));

/** Every field cleaned: titles and summaries to plain text, bodies through the allow-list. */
function cleaned(input: ContentEditBody) {
  const b = contentEditBody.parse(input);
  const url = b.coverUrl?.trim() || null;
  return {
    catalogId: b.catalogId,
    kind: b.kind,
    code: b.code?.trim() || null,
    titleZhHans: sanitizePlain(b.titleZhHans),
    titleZhHant: sanitizePlain(b.titleZhHant),
    titleEn: sanitizePlain(b.titleEn),
    summaryZhHans: sanitizePlain(b.summaryZhHans),
    summaryZhHant: sanitizePlain(b.summaryZhHant),
    summaryEn: sanitizePlain(b.summaryEn),
    bodyZhHans: sanitizeRich(b.bodyZhHans),
    bodyZhHant: sanitizeRich(b.bodyZhHant),
    bodyEn: sanitizeRich(b.bodyEn),
    // A cover is an image of this site (an attachment) or an https address, nothing else.
    coverUrl: url && (/^\/(?!\/)/.test(url) || /^https:\/\//.test(url)) ? url : null,
  };
}

async function checkCatalog(db: Db, catalogId: number) {
  if (!(await repo.catalogById(db, catalogId))) throw new AppError('CATALOG_NOT_FOUND');
}

export async function createContent(
  db: Db,
  authorId: number,
  input: ContentEditBody,
): Promise<ContentEditor> {
  const values = cleaned(input);
  await checkCatalog(db, values.catalogId);
  try {
    return editorOf(await repo.insertContent(db, { ...values, authorId, status: 'draft' }));
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONTENT_CODE_TAKEN');
    throw err;
  }
}

export async function updateContent(db: Db, id: number, input: ContentEditBody): Promise<ContentEditor> {
  const values = cleaned(input);
  await stored(db, id);
  await checkCatalog(db, values.catalogId);
  try {
    const row = await repo.updateContent(db, id, values, { version: input.version });
    if (!row) throw new AppError('CONTENT_VERSION_CONFLICT');
    return editorOf(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONTENT_CODE_TAKEN');
    throw err;
  }
}

/** Publish now, or schedule for `publishAt` (the job publishes it then). */
export async function publishContent(db: Db, id: number, publishAt?: string): Promise<ContentEditor> {
  const row = await stored(db, id);
  const action = publishAt ? 'schedule' : 'publish';
  const to = nextContentState(row.status as ContentState, action);
  if (!to) throw new AppError('CONTENT_STATE');
  if (!row.titleZhHans || !row.titleZhHant || !row.titleEn) throw new AppError('CONTENT_TITLE_REQUIRED');
  const now = new Date();
  const at = publishAt ? new Date(publishAt) : null;
  if (at && at.getTime() <= now.getTime()) throw new AppError('CONTENT_SCHEDULE_PAST');
  // Conditional on the state read: of two publishes at once, one wins and the other is refused.
  const updated = await repo.updateContent(
    db,
    id,
    at ? { status: to, publishAt: at, publishedAt: null } : { status: to, publishAt: null, publishedAt: now },
    { status: row.status },
  );
  if (!updated) throw new AppError('CONTENT_STATE');
  return editorOf(updated);
}

export async function unpublishContent(db: Db, id: number): Promise<ContentEditor> {
  const row = await stored(db, id);
  const to = nextContentState(row.status as ContentState, 'unpublish');
  if (!to) throw new AppError('CONTENT_STATE');
  const updated = await repo.updateContent(db, id, { status: to, publishAt: null }, { status: row.status });
  if (!updated) throw new AppError('CONTENT_STATE');
  return editorOf(updated);
}

export const publishDue = (db: Db, now = new Date()) => repo.publishDue(db, now);

/** Every published item, for the sitemap: where it is shown and when it last changed. */
export async function sitemapEntries(db: Db) {
  const exceptCatalogIds = await repo.hiddenCatalogIds(db);
  const { rows } = await repo.pageContents(
    db,
    { publicAt: new Date(), exceptCatalogIds },
    1,
    5000,
    'created',
  );
  return rows.map((r) => ({ id: r.id, code: r.code, kind: r.kind, updatedAt: r.updatedAt }));
}
