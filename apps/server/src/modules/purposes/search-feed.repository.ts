import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purposes } from '../../db/schema/purposes';

/** A supply-and-demand post on the public board (approved, not deleted). */
export interface SearchablePurpose {
  id: number;
  enterpriseId: number | null;
  type: string;
  category: string;
  title: string;
}

/** The posts the portal's search holds, all or those of `ids` still on the board. */
export async function searchablePurposes(db: Db, ids?: number[]): Promise<SearchablePurpose[]> {
  if (ids && ids.length === 0) return [];
  const parts: SQL[] = [eq(purposes.status, 'Passed'), isNull(purposes.deletedAt)];
  if (ids) parts.push(inArray(purposes.id, ids));
  return db
    .select({
      id: purposes.id,
      enterpriseId: purposes.enterpriseId,
      type: purposes.type,
      category: purposes.category,
      title: purposes.title,
    })
    .from(purposes)
    .where(and(...parts))
    .orderBy(asc(purposes.id));
}
