import { and, asc, count, eq, ilike, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  enterpriseContacts,
  enterpriseJoinRequests,
  enterpriseSettlements,
  enterpriseStaff,
  enterprises,
} from '../../db/schema/enterprises';

/*
 * The reads other domains make of enterprises (docs/decisions.md, "How domains read each
 * other"): rows by id after they paged their own table, and conditions on enterprises that
 * their paged queries filter by (`enterpriseIn`, `certifiedStaffIn`). No other module imports
 * these tables.
 */

export type EnterpriseRow = typeof enterprises.$inferSelect;

export async function findEnterprise(db: Db, id: number): Promise<EnterpriseRow | undefined> {
  const [row] = await db.select().from(enterprises).where(eq(enterprises.id, id)).limit(1);
  return row;
}

/** The enterprises with these ids (any order; an id without an enterprise is absent). */
export async function enterprisesByIds(db: Db, ids: readonly number[]): Promise<EnterpriseRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(enterprises)
    .where(inArray(enterprises.id, [...new Set(ids)]));
}

/** The enterprises with these ids, by id. */
export async function enterpriseMap(db: Db, ids: readonly number[]): Promise<Map<number, EnterpriseRow>> {
  return new Map((await enterprisesByIds(db, ids)).map((row) => [row.id, row]));
}

/**
 * The logo's stored key of the enterprise whose id `enterpriseId` holds, as a column of another
 * domain's select (a directory row shows it; one index lookup per row of the page). Pass a
 * table-qualified reference: the subquery has its own table.
 */
export function logoKeyOf(enterpriseId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select e.logo_key from ${enterprises} e where e.id = ${enterpriseId})`;
}

/** Which enterprises another domain's query keeps: by status and by a LIKE pattern on the names. */
export interface EnterpriseCondition {
  status?: string;
  /** ILIKE pattern (the caller's escaping) matched against the Chinese name, or the English name too */
  namePattern?: { pattern: string; withEnglish: boolean };
}

/**
 * `column in (the enterprises matching the condition)`, for another domain's WHERE: its
 * `column` holds an enterprise id. With no condition, the enterprise must exist.
 */
export function enterpriseIn(column: SQLWrapper, condition: EnterpriseCondition = {}): SQL {
  const parts: (SQL | undefined)[] = [];
  if (condition.status !== undefined) parts.push(eq(enterprises.status, condition.status));
  if (condition.namePattern) {
    const { pattern, withEnglish } = condition.namePattern;
    parts.push(
      withEnglish
        ? or(ilike(enterprises.name, pattern), ilike(enterprises.nameEn, pattern))
        : ilike(enterprises.name, pattern),
    );
  }
  return inArray(column, idsWhere(and(...parts)));
}

function idsWhere(where: SQL | undefined): SQL {
  return sql`(select ${enterprises.id} from ${enterprises}${where ? sql` where ${where}` : sql``})`;
}

/**
 * `column in (users on the staff of a certified enterprise whose name or English name matches)`:
 * a card shows that enterprise's name, so a keyword finds the card by it.
 */
export function certifiedStaffIn(column: SQLWrapper, pattern: string): SQL {
  return inArray(
    column,
    sql`(select ${enterpriseStaff.userId} from ${enterpriseStaff} inner join ${enterprises}
      on ${enterprises.id} = ${enterpriseStaff.enterpriseId} and ${enterprises.status} = 'certified'
      where ${or(ilike(enterprises.name, pattern), ilike(enterprises.nameEn, pattern))})`,
  );
}

/** The certified enterprise each of these users is on the staff of (a card shows its names). */
export async function certifiedEnterpriseOfUsers(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, { name: string; nameEn: string | null }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: enterpriseStaff.userId, name: enterprises.name, nameEn: enterprises.nameEn })
    .from(enterpriseStaff)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseStaff.enterpriseId))
    .where(and(inArray(enterpriseStaff.userId, [...new Set(userIds)]), eq(enterprises.status, 'certified')));
  return new Map(rows.map((r) => [r.userId, { name: r.name, nameEn: r.nameEn }]));
}

/** The enterprise's contacts among these ids (an exhibitor's public page chooses them), by id. */
export async function contactsOf(db: Db, enterpriseId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(enterpriseContacts)
    .where(and(eq(enterpriseContacts.enterpriseId, enterpriseId), inArray(enterpriseContacts.id, [...ids])))
    .orderBy(asc(enterpriseContacts.id));
}

/** The certified enterprise with this unified social credit code (a link request names it). */
export async function findCertifiedByCreditCode(
  db: Db,
  creditCode: string,
): Promise<EnterpriseRow | undefined> {
  const [row] = await db
    .select()
    .from(enterprises)
    .where(and(eq(enterprises.creditCode, creditCode), eq(enterprises.status, 'certified')))
    .limit(1);
  return row;
}

/** The enterprise's settlement application, if any (its progress page shows the state). */
export async function settlementOf(db: Db, enterpriseId: number) {
  const [row] = await db
    .select()
    .from(enterpriseSettlements)
    .where(eq(enterpriseSettlements.enterpriseId, enterpriseId))
    .limit(1);
  return row;
}

/** How many requests to join the enterprise wait for a decision. */
export async function waitingJoinRequests(db: Db, enterpriseId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enterpriseJoinRequests)
    .where(
      and(
        eq(enterpriseJoinRequests.enterpriseId, enterpriseId),
        eq(enterpriseJoinRequests.status, 'pending'),
      ),
    );
  return row?.n ?? 0;
}

/** How many of the user's own requests to join an enterprise wait for a decision. */
export async function ownWaitingJoinRequests(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enterpriseJoinRequests)
    .where(and(eq(enterpriseJoinRequests.userId, userId), eq(enterpriseJoinRequests.status, 'pending')));
  return row?.n ?? 0;
}
