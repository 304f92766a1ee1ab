import { and, eq, ilike, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';

/*
 * The reads other domains make of accounts beyond `peopleByIds` (docs/decisions.md, "How
 * domains read each other"): what a business card shows, and conditions on users for the
 * keyword search of held cards and of an enterprise's members and join requests.
 */

/** What a business card shows of its holder's account; the email only once verified. */
export interface CardPerson {
  userId: number;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  jobTitle: string | null;
  mobile: string | null;
  email: string | null;
}

/** The card side of these accounts, by user id (an id without an account is absent). */
export async function cardPeople(db: Db, userIds: readonly number[]): Promise<Map<number, CardPerson>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      jobTitle: users.jobTitle,
      mobile: users.mobile,
      email: sql<string | null>`case when ${users.emailVerified} then ${users.email} else null end`,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.userId, r]));
}

/**
 * `column in (users whose card matches the ILIKE pattern)`: name, first or last name, company,
 * mobile, or the email once verified. `column` holds a user id in another domain's WHERE.
 */
export function cardUserIn(column: SQLWrapper, pattern: string): SQL {
  const where = or(
    ilike(users.name, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.company, pattern),
    ilike(users.mobile, pattern),
    and(eq(users.emailVerified, true), ilike(users.email, pattern)),
  );
  return inArray(column, sql`(select ${users.id} from ${users} where ${where})`);
}

/**
 * Whether the account whose id `userId` holds (another domain's column) has the ILIKE pattern in
 * its name, mobile or email: false for no match and for no account. A per-row test by primary key,
 * so it may sit under OR beside the other domain's own columns (a set would be read whole there).
 */
export function userMatches(userId: SQLWrapper, pattern: string): SQL {
  return sql`coalesce((select ${or(ilike(users.name, pattern), ilike(users.mobile, pattern), ilike(users.email, pattern))} from ${users} where ${users.id} = ${userId}), false)`;
}
