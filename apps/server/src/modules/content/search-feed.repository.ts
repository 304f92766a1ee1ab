import { and, asc, eq, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contents } from '../../db/schema/content';
import { hiddenCatalogIds } from './content.repository';

/** A news article readers may open (or will, at `visibleFrom`), with its title in the three languages. */
export interface SearchableNews {
  id: number;
  titleZhHans: string;
  titleZhHant: string;
  titleEn: string;
  /** A scheduled article: when it goes out (readers see it from then on); null: published. */
  visibleFrom: Date | null;
}

/**
 * The news the portal's search holds, all or those of `ids`: the published ones and the
 * scheduled ones with their time, so the search shows a scheduled article at its time and not
 * before, on every process, without waiting for the job that writes its state down. News of a
 * hidden catalog are not searchable.
 */
export async function searchableNews(db: Db, ids?: number[]): Promise<SearchableNews[]> {
  if (ids && ids.length === 0) return [];
  const parts: SQL[] = [
    eq(contents.kind, 'news'),
    or(eq(contents.status, 'published'), eq(contents.status, 'scheduled'))!,
  ];
  if (ids) parts.push(inArray(contents.id, ids));
  // A hidden catalog's news leave the search with it.
  const hidden = await hiddenCatalogIds(db);
  if (hidden.length) parts.push(notInArray(contents.catalogId, hidden));
  const rows = await db
    .select({
      id: contents.id,
      titleZhHans: contents.titleZhHans,
      titleZhHant: contents.titleZhHant,
      titleEn: contents.titleEn,
      status: contents.status,
      publishAt: contents.publishAt,
    })
    .from(contents)
    .where(and(...parts))
    .orderBy(asc(contents.id));
  return rows
    .filter((r) => r.status === 'published' || r.publishAt !== null)
    .map(({ status, publishAt, ...r }) => ({ ...r, visibleFrom: status === 'scheduled' ? publishAt : null }));
}
