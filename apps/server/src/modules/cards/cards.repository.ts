import { and, count, desc, eq, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardCodes, cardHoldings } from '../../db/schema/cards';

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function findCodeOf(db: Db, userId: number) {
  const rows = await db.select().from(cardCodes).where(eq(cardCodes.userId, userId)).limit(1);
  return rows[0];
}

export async function findByCode(db: Db, code: string) {
  const rows = await db.select().from(cardCodes).where(eq(cardCodes.code, code)).limit(1);
  return rows[0];
}

/** Stores the code unless the user has one already (or the code is taken): the row, or undefined. */
export async function insertCode(db: Db, userId: number, code: string) {
  const [row] = await db.insert(cardCodes).values({ userId, code }).onConflictDoNothing().returning();
  return row;
}

/** Writes "owner holds card" unless already there: true when it was new. */
export async function insertHolding(db: Db, ownerUserId: number, cardUserId: number) {
  const rows = await db
    .insert(cardHoldings)
    .values({ ownerUserId, cardUserId })
    .onConflictDoNothing()
    .returning({ id: cardHoldings.id });
  return rows.length > 0;
}

export async function findHolding(db: Db, ownerUserId: number, cardUserId: number) {
  const rows = await db
    .select()
    .from(cardHoldings)
    .where(and(eq(cardHoldings.ownerUserId, ownerUserId), eq(cardHoldings.cardUserId, cardUserId)))
    .limit(1);
  return rows[0];
}

export async function findHoldingById(db: Db, id: number) {
  const rows = await db.select().from(cardHoldings).where(eq(cardHoldings.id, id)).limit(1);
  return rows[0];
}

export async function deleteHolding(db: Db, id: number, ownerUserId: number) {
  const rows = await db
    .delete(cardHoldings)
    .where(and(eq(cardHoldings.id, id), eq(cardHoldings.ownerUserId, ownerUserId)))
    .returning({ id: cardHoldings.id });
  return rows.length > 0;
}

/**
 * The holdings of a user, newest exchange first, whose card `cardIn` keeps (the accounts' and
 * enterprises' conditions on the card's user id for the keyword; the card's user exists).
 */
export async function pageHeld(
  db: Db,
  ownerUserId: number,
  cardIn: (cardUserId: SQLWrapper, pattern: string) => SQL | undefined,
  args: { keyword?: string; page: number; pageSize: number },
) {
  const where = and(
    eq(cardHoldings.ownerUserId, ownerUserId),
    args.keyword ? cardIn(cardHoldings.cardUserId, containsPattern(args.keyword)) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(cardHoldings)
      .where(where)
      .orderBy(desc(cardHoldings.createdAt), desc(cardHoldings.id))
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
    db.select({ n: count() }).from(cardHoldings).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}
