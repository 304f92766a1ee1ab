import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tradeApplications } from '../../db/schema/exhibitors';
import { countByStatus } from '../../db/state-rows';

/*
 * SQL of sample and agency applications: one row per buyer and subject (a repeated submit
 * finds the first), answers as conditional updates (only while pending).
 */

export type TradeApplyRow = typeof tradeApplications.$inferSelect;

export interface TradeApplyWhere {
  kind: string;
  enterpriseId?: number;
  status?: string;
  keyword?: string;
}

function escapeLike(s: string) {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function whereOf(filter: TradeApplyWhere, withStatus = true): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(tradeApplications.kind, filter.kind)];
  if (filter.enterpriseId !== undefined) parts.push(eq(tradeApplications.enterpriseId, filter.enterpriseId));
  if (withStatus && filter.status) parts.push(eq(tradeApplications.status, filter.status));
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    parts.push(
      or(
        ilike(tradeApplications.name, like),
        ilike(tradeApplications.company, like),
        ilike(tradeApplications.mobile, like),
        ilike(tradeApplications.email, like),
        ilike(tradeApplications.region, like),
        ilike(tradeApplications.productName, like),
      ),
    );
  }
  return and(...parts);
}

/** Inserts the application unless the buyer already made one for the subject; answers the stored row. */
export async function insertOnce(db: Db, values: typeof tradeApplications.$inferInsert) {
  const [made] = await db.insert(tradeApplications).values(values).onConflictDoNothing().returning();
  if (made) return { row: made, created: true };
  const [found] = await db
    .select()
    .from(tradeApplications)
    .where(
      and(
        eq(tradeApplications.kind, values.kind),
        eq(tradeApplications.applicantUserId, values.applicantUserId),
        eq(tradeApplications.subject, values.subject),
      ),
    )
    .limit(1);
  if (!found) throw new Error('trade application vanished after a conflicting insert');
  return { row: found, created: false };
}

export async function findTradeApply(db: Db, id: number) {
  const [row] = await db.select().from(tradeApplications).where(eq(tradeApplications.id, id)).limit(1);
  return row;
}

export async function pageTradeApplies(db: Db, filter: TradeApplyWhere, limit: number, offset: number) {
  const where = whereOf(filter);
  const [rows, [total], counts] = await Promise.all([
    db
      .select()
      .from(tradeApplications)
      .where(where)
      .orderBy(desc(tradeApplications.createdAt), desc(tradeApplications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(tradeApplications).where(where),
    countByStatus(db, tradeApplications, whereOf(filter, false)),
  ]);
  return { rows, total: total?.n ?? 0, counts };
}

/** The applications of one owner (with their answers) where the buyer left them. */
export async function tradeAppliesOfApplicant(
  db: Db,
  applicantUserId: number,
  kind: string,
  subject: string,
) {
  const [row] = await db
    .select()
    .from(tradeApplications)
    .where(
      and(
        eq(tradeApplications.applicantUserId, applicantUserId),
        eq(tradeApplications.kind, kind),
        eq(tradeApplications.subject, subject),
      ),
    )
    .limit(1);
  return row;
}

/** An answer, only while the application is still pending and belongs to that enterprise. */
export async function answerIfPending(
  db: Db,
  id: number,
  enterpriseId: number,
  changes: { status: string; reply: string; handledBy: number },
) {
  const [row] = await db
    .update(tradeApplications)
    .set({ ...changes, handledAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(tradeApplications.id, id),
        eq(tradeApplications.enterpriseId, enterpriseId),
        eq(tradeApplications.status, 'pending'),
      ),
    )
    .returning();
  return row;
}
