import type { FollowTarget } from '@cidpex/contracts';
import { and, count, desc, eq, gte, inArray, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { follows } from '../../db/schema/follows';

/**
 * Who followed these targets, newest first (the exhibitor's interaction inbox, issue 19:
 * followers of the enterprise and of its products).
 */
export async function recentFollowers(db: Db, targetType: FollowTarget, targetIds: number[], limit: number) {
  if (targetIds.length === 0) return [];
  return db
    .select({ userId: follows.userId, targetId: follows.targetId, createdAt: follows.createdAt })
    .from(follows)
    .where(and(eq(follows.targetType, targetType), inArray(follows.targetId, targetIds)))
    .orderBy(desc(follows.createdAt), desc(follows.id))
    .limit(limit);
}

/** How many users follow each of these targets (a product's favourite count); absent means none. */
export async function followerCounts(
  db: Db,
  targetType: FollowTarget,
  targetIds: readonly number[],
): Promise<Map<number, number>> {
  if (targetIds.length === 0) return new Map();
  const rows = await db
    .select({ targetId: follows.targetId, n: count() })
    .from(follows)
    .where(and(eq(follows.targetType, targetType), inArray(follows.targetId, [...new Set(targetIds)])))
    .groupBy(follows.targetId);
  return new Map(rows.map((r) => [r.targetId, Number(r.n)]));
}

/** Follows of a target end with it (a deleted product). */
export async function deleteFollowsOf(db: Db, targetType: FollowTarget, targetId: number) {
  await db.delete(follows).where(and(eq(follows.targetType, targetType), eq(follows.targetId, targetId)));
}

/**
 * Follows still standing, made between the two instants, per Asia/Shanghai day: of targets of
 * one kind that `targetIn` keeps (the owning domain's condition on the target id).
 */
export async function followsPerDay(
  db: Db,
  targetType: FollowTarget,
  targetIn: (targetId: SQLWrapper) => SQL,
  fromUtc: Date,
  toUtc: Date,
) {
  const day = sql<string>`to_char(${follows.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  return db
    .select({ day, n: count() })
    .from(follows)
    .where(
      and(
        eq(follows.targetType, targetType),
        targetIn(follows.targetId),
        gte(follows.createdAt, fromUtc),
        lte(follows.createdAt, toUtc),
      ),
    )
    .groupBy(day);
}
