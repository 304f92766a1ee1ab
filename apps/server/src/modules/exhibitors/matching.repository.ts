import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exhibitors } from '../../db/schema/exhibitors';

export interface ExhibitorMatch {
  enterpriseId: number;
  /** The codes among `codes` the exhibitor's main or secondary business holds. */
  matched: string[];
}

/**
 * Exhibitors of a fair whose main or secondary business is among `codes` (industry codes),
 * most shared codes first, a secondary business counting before the main one alone; ties in
 * the list's order (hall, booth). `exclude` leaves out an enterprise (the post's own).
 */
export async function matchingExhibitors(
  db: Db,
  exhibitionId: number,
  codes: readonly string[],
  limit: number,
  exclude?: number | null,
): Promise<ExhibitorMatch[]> {
  if (codes.length === 0) return [];
  const wanted = sql`${sql.raw('array[')}${sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  )}${sql.raw(']::text[]')}`;
  const matched = sql<string[]>`array(
    select c from unnest(${exhibitors.businessCodes} || array[${exhibitors.industry}]) as c
    where c = any(${wanted}) group by c order by c)`;
  const rows = await db
    .select({ enterpriseId: exhibitors.enterpriseId, matched })
    .from(exhibitors)
    .where(
      and(
        eq(exhibitors.exhibitionId, exhibitionId),
        sql`(${exhibitors.businessCodes} && ${wanted} or ${exhibitors.industry} = any(${wanted}))`,
        exclude ? sql`${exhibitors.enterpriseId} <> ${exclude}` : undefined,
      ),
    )
    .orderBy(
      sql`cardinality(array(select unnest(${exhibitors.businessCodes}) intersect select unnest(${wanted}))) desc`,
      exhibitors.sortKey,
      exhibitors.id,
    )
    .limit(limit);
  return rows;
}

/** The main and secondary business codes of an enterprise at a fair (empty when it does not exhibit). */
export async function businessOf(db: Db, exhibitionId: number, enterpriseId: number): Promise<string[]> {
  const [row] = await db
    .select({ industry: exhibitors.industry, business: exhibitors.businessCodes })
    .from(exhibitors)
    .where(and(eq(exhibitors.exhibitionId, exhibitionId), eq(exhibitors.enterpriseId, enterpriseId)))
    .limit(1);
  return row ? [row.industry, ...row.business] : [];
}
