import type { FollowTarget } from '@cidpex/contracts';
import { and, count, desc, eq, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { follows } from '../../db/schema/follows';

export type FollowRow = typeof follows.$inferSelect;

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function findFollow(db: Db, userId: number, targetType: FollowTarget, targetId: number) {
  const rows = await db
    .select()
    .from(follows)
    .where(
      and(eq(follows.userId, userId), eq(follows.targetType, targetType), eq(follows.targetId, targetId)),
    )
    .limit(1);
  return rows[0];
}

export async function findFollowById(db: Db, id: number) {
  const rows = await db.select().from(follows).where(eq(follows.id, id)).limit(1);
  return rows[0];
}

/** Inserts the follow unless it exists (a repeated click, two tabs): undefined when it did. */
export async function insertFollow(db: Db, userId: number, targetType: FollowTarget, targetId: number) {
  const [row] = await db
    .insert(follows)
    .values({ userId, targetType, targetId })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteFollow(db: Db, id: number, userId: number) {
  const rows = await db
    .delete(follows)
    .where(and(eq(follows.id, id), eq(follows.userId, userId)))
    .returning({ id: follows.id });
  return rows.length > 0;
}

export async function countFollowers(db: Db, targetType: FollowTarget, targetId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(follows)
    .where(and(eq(follows.targetType, targetType), eq(follows.targetId, targetId)));
  return row?.n ?? 0;
}

interface PageArgs {
  keyword?: string;
  page: number;
  pageSize: number;
}

/**
 * The user's follows of one kind, newest first, whose target `targetIn` keeps: the owning
 * domain's condition on the target id (the target exists, and matches the keyword when given).
 */
export async function pageFollowsOf(
  db: Db,
  userId: number,
  targetType: FollowTarget,
  targetIn: (targetId: SQLWrapper) => SQL,
  args: { page: number; pageSize: number },
) {
  const where = and(
    eq(follows.userId, userId),
    eq(follows.targetType, targetType),
    targetIn(follows.targetId),
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(follows)
      .where(where)
      .orderBy(desc(follows.createdAt), desc(follows.id))
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
    db.select({ n: count() }).from(follows).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** A LIKE pattern matching the keyword anywhere, or undefined for none. */
export function keywordPattern(args: PageArgs): string | undefined {
  return args.keyword ? containsPattern(args.keyword) : undefined;
}
