import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contents } from '../../db/schema/content';
import { visible } from './content.repository';

/** A news article readers may open, with its title in the three languages. */
export interface SearchableNews {
  id: number;
  titleZhHans: string;
  titleZhHant: string;
  titleEn: string;
}

/** The news the portal's search holds, all or those of `ids` that are public now. */
export async function searchableNews(db: Db, ids?: number[]): Promise<SearchableNews[]> {
  if (ids && ids.length === 0) return [];
  const parts: SQL[] = [eq(contents.kind, 'news'), visible(new Date())];
  if (ids) parts.push(inArray(contents.id, ids));
  return db
    .select({
      id: contents.id,
      titleZhHans: contents.titleZhHans,
      titleZhHant: contents.titleZhHant,
      titleEn: contents.titleEn,
    })
    .from(contents)
    .where(and(...parts))
    .orderBy(asc(contents.id));
}
