import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { directorySectionItems, directorySections, enterpriseContacts } from '../../db/schema';

export async function publicContacts(db: Db, enterpriseId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(enterpriseContacts)
    .where(and(eq(enterpriseContacts.enterpriseId, enterpriseId), inArray(enterpriseContacts.id, ids)))
    .orderBy(asc(enterpriseContacts.id));
}

/** Listed products of an enterprise with their cover key and pavilion flag. */
/* ---------------------------------------------------------------- sections */

export async function findSection(db: Db, sectionId: number) {
  const [row] = await db.select().from(directorySections).where(eq(directorySections.id, sectionId)).limit(1);
  return row;
}

export async function sectionExhibitorIds(
  db: Db,
  sectionId: number,
  count: number,
  random: boolean,
): Promise<number[]> {
  const rows = await db
    .select({ id: directorySectionItems.exhibitorId })
    .from(directorySectionItems)
    .where(eq(directorySectionItems.sectionId, sectionId))
    .orderBy(random ? sql`random()` : asc(directorySectionItems.sort), asc(directorySectionItems.exhibitorId))
    .limit(count);
  return rows.map((r) => r.id);
}
