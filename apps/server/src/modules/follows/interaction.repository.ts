import type { FollowTarget } from '@cidpex/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
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
