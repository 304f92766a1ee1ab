import { type DirectoryPage, type DirectoryQuery, directoryQueryBody, type Locale } from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { currentExhibitionId } from '../fair';
import { yellowPage } from './directory.service';

/**
 * The directory read model's public surface: the exhibitor list, cards and public pages
 * other domains show (the supply-and-demand board matches exhibitors through
 * `searchExhibitors`).
 */
export { enterpriseSite, siteCards } from './directory.service';

/**
 * Exhibitors of a fair (the current one unless named) by keyword and filters, in the
 * directory's order, with no facet counts: the same answer the exhibitor list gives.
 */
export async function searchExhibitors(
  db: Db,
  locale: Locale,
  query: Partial<Omit<DirectoryQuery, 'facets'>> & { exhibitionId?: number },
): Promise<DirectoryPage> {
  const { exhibitionId, ...filter } = query;
  const parsed = directoryQueryBody.parse({ ...filter, facets: false });
  return yellowPage(db, locale, exhibitionId ?? (await currentExhibitionId(db)), parsed);
}
