import type { FollowTarget } from '@cidpex/contracts';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterprises } from '../../db/schema/enterprises';
import { follows } from '../../db/schema/follows';
import { attachments } from '../../db/schema/platform';
import { products } from '../../db/schema/products';

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

export async function findEnterpriseStatus(db: Db, id: number) {
  const rows = await db
    .select({ id: enterprises.id, status: enterprises.status })
    .from(enterprises)
    .where(eq(enterprises.id, id))
    .limit(1);
  return rows[0];
}

interface PageArgs {
  keyword?: string;
  page: number;
  pageSize: number;
}

/** The user's followed enterprises, newest follow first, with the enterprise as it is now. */
export async function pageFollowedEnterprises(db: Db, userId: number, args: PageArgs) {
  const parts: (SQL | undefined)[] = [eq(follows.userId, userId), eq(follows.targetType, 'enterprise')];
  if (args.keyword) {
    const pattern = containsPattern(args.keyword);
    parts.push(or(ilike(enterprises.name, pattern), ilike(enterprises.nameEn, pattern)));
  }
  const where = and(...parts);
  const from = () =>
    db
      .select({
        follow: follows,
        name: enterprises.name,
        nameEn: enterprises.nameEn,
        enterpriseId: enterprises.id,
        enterpriseName: enterprises.name,
        enterpriseNameEn: enterprises.nameEn,
        imageKey: sql<string | null>`null`,
        available: sql<boolean>`${enterprises.status} = 'certified'`,
      })
      .from(follows)
      .innerJoin(enterprises, eq(enterprises.id, follows.targetId));
  const [rows, total] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(follows.createdAt), desc(follows.id))
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
    db
      .select({ n: count() })
      .from(follows)
      .innerJoin(enterprises, eq(enterprises.id, follows.targetId))
      .where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** The user's favourite products, newest first, with the product's cover and enterprise. */
export async function pageFollowedProducts(db: Db, userId: number, args: PageArgs) {
  const parts: (SQL | undefined)[] = [eq(follows.userId, userId), eq(follows.targetType, 'product')];
  if (args.keyword) {
    const pattern = containsPattern(args.keyword);
    parts.push(
      or(ilike(products.name, pattern), ilike(products.nameEn, pattern), ilike(enterprises.name, pattern)),
    );
  }
  const where = and(...parts);
  const [rows, total] = await Promise.all([
    db
      .select({
        follow: follows,
        name: products.name,
        nameEn: products.nameEn,
        enterpriseId: enterprises.id,
        enterpriseName: enterprises.name,
        enterpriseNameEn: enterprises.nameEn,
        imageKey: attachments.key,
        available: sql<boolean>`${products.status} = 'listed' and ${enterprises.status} = 'certified'`,
      })
      .from(follows)
      .innerJoin(products, eq(products.id, follows.targetId))
      .innerJoin(enterprises, eq(enterprises.id, products.enterpriseId))
      .leftJoin(attachments, eq(attachments.id, products.coverAttachmentId))
      .where(where)
      .orderBy(desc(follows.createdAt), desc(follows.id))
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
    db
      .select({ n: count() })
      .from(follows)
      .innerJoin(products, eq(products.id, follows.targetId))
      .innerJoin(enterprises, eq(enterprises.id, products.enterpriseId))
      .where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}
