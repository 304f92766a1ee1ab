import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { directorySectionItems, directorySections } from '../../db/schema/directory';

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
