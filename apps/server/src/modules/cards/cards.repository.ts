import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { cardCodes, cardHoldings } from '../../db/schema/cards';
import { enterpriseStaff, enterprises } from '../../db/schema/enterprises';

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

/**
 * What a card shows, read from the user and the certified enterprise they belong to (its
 * name replaces the company typed in the profile). The email only once verified.
 */
const cardColumns = {
  userId: users.id,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  company: users.company,
  jobTitle: users.jobTitle,
  mobile: users.mobile,
  email: sql<string | null>`case when ${users.emailVerified} then ${users.email} else null end`,
  enterpriseName: enterprises.name,
  enterpriseNameEn: enterprises.nameEn,
};

export type CardRow = {
  userId: number;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  jobTitle: string | null;
  mobile: string | null;
  email: string | null;
  enterpriseName: string | null;
  enterpriseNameEn: string | null;
};

const enterpriseOfCard = and(
  eq(enterprises.id, enterpriseStaff.enterpriseId),
  eq(enterprises.status, 'certified'),
);

export async function findCard(db: Db, userId: number): Promise<CardRow | undefined> {
  const rows = await db
    .select(cardColumns)
    .from(users)
    .leftJoin(enterpriseStaff, eq(enterpriseStaff.userId, users.id))
    .leftJoin(enterprises, enterpriseOfCard)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
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

/** The cards a user holds, newest exchange first, searched by name, company, mobile or email. */
export async function pageHeld(
  db: Db,
  ownerUserId: number,
  args: { keyword?: string; page: number; pageSize: number },
) {
  const parts: (SQL | undefined)[] = [eq(cardHoldings.ownerUserId, ownerUserId)];
  if (args.keyword) {
    const pattern = containsPattern(args.keyword);
    parts.push(
      or(
        ilike(users.name, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.company, pattern),
        ilike(enterprises.name, pattern),
        ilike(enterprises.nameEn, pattern),
        ilike(users.mobile, pattern),
        and(eq(users.emailVerified, true), ilike(users.email, pattern)),
      ),
    );
  }
  const where = and(...parts);
  const [rows, total] = await Promise.all([
    db
      .select({ ...cardColumns, holdingId: cardHoldings.id, exchangedAt: cardHoldings.createdAt })
      .from(users)
      .leftJoin(enterpriseStaff, eq(enterpriseStaff.userId, users.id))
      .leftJoin(enterprises, enterpriseOfCard)
      .innerJoin(cardHoldings, eq(cardHoldings.cardUserId, users.id))
      .where(where)
      .orderBy(desc(cardHoldings.createdAt), desc(cardHoldings.id))
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(enterpriseStaff, eq(enterpriseStaff.userId, users.id))
      .leftJoin(enterprises, enterpriseOfCard)
      .innerJoin(cardHoldings, eq(cardHoldings.cardUserId, users.id))
      .where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}
