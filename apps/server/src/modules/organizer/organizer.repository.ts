import { and, count, desc, eq, gte, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/platform';

export async function countOutbox(db: Db, since?: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outbox)
    .where(since ? gte(outbox.createdAt, since) : undefined);
  return row?.n ?? 0;
}

export interface OutboxFilter {
  channel?: 'email' | 'sms';
  q?: string;
  limit: number;
  offset: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function pageOutbox(db: Db, filter: OutboxFilter) {
  const pattern = filter.q ? `%${escapeLike(filter.q)}%` : undefined;
  const conditions: (SQL | undefined)[] = [
    filter.channel ? eq(outbox.channel, filter.channel) : undefined,
    pattern ? or(ilike(outbox.recipient, pattern), ilike(outbox.subject, pattern)) : undefined,
  ];
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(outbox).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
