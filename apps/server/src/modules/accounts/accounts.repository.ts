import { count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, type UserRow, users } from '../../db/schema/accounts';

export type AccountKind = 'mobile' | 'email';

const column = (kind: AccountKind) => (kind === 'email' ? users.email : users.mobile);

/** The user holding a mobile or an email (both unique), if any. */
export async function findUserByAccount(
  db: Db,
  kind: AccountKind,
  account: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(column(kind), account))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export interface LoginCandidate {
  user: UserRow | null;
  /** Failed logins of the account inside the lock window. */
  recentFailures: number;
  /** Seconds until the account may try again, null when it is not locked. */
  lockedForSeconds: number | null;
  /** Whether any failure of the account is on record (recent or not): a success then clears them. */
  hasFailures: boolean;
}

/**
 * Everything a login needs before the password check, in one query by the unique index:
 * the user (or none) and the account's recent failures. The account is looked at whether
 * a user holds it or not, so that a locked answer does not tell which accounts exist.
 */
export async function findLoginCandidate(
  db: Db,
  kind: AccountKind,
  account: string,
  lock: { maxFailures: number; windowSeconds: number },
): Promise<LoginCandidate> {
  const since = sql`now() - ${lock.windowSeconds}::int * interval '1 second'`;
  const [row] = await db
    .select({
      user: users,
      recentFailures: sql<number>`(select count(*)::int from ${loginFailures}
        where ${loginFailures.account} = ${account} and ${loginFailures.createdAt} > ${since})`,
      lockedForSeconds: sql<number | null>`(select ceil(extract(epoch from
          ${loginFailures.createdAt} + ${lock.windowSeconds}::int * interval '1 second' - now()))::int
        from ${loginFailures}
        where ${loginFailures.account} = ${account} and ${loginFailures.createdAt} > ${since}
        order by ${loginFailures.createdAt} desc offset ${lock.maxFailures - 1}::int limit 1)`,
      hasFailures: sql<boolean>`exists(select 1 from ${loginFailures} where ${loginFailures.account} = ${account})`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(users, eq(column(kind), account));
  return {
    user: row?.user ?? null,
    recentFailures: row?.recentFailures ?? 0,
    lockedForSeconds: row?.lockedForSeconds ?? null,
    hasFailures: row?.hasFailures ?? false,
  };
}

export async function recordLoginFailure(db: Db, account: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ account, ip });
}

/** Forgets the failures of the accounts (mobile and email of one person). */
export async function clearLoginFailures(db: Db, accounts: string[]): Promise<void> {
  if (accounts.length === 0) return;
  await db.delete(loginFailures).where(inArray(loginFailures.account, accounts));
}

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

export async function updatePassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** How many accounts there are, or were created since a moment. */
export async function countUsers(db: Db, since?: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(since ? gte(users.createdAt, since) : undefined);
  return row?.n ?? 0;
}

/** Name, mobile, email and language of the given accounts (those that exist). */
export function findPeople(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, name: users.name, mobile: users.mobile, email: users.email, lang: users.lang })
    .from(users)
    .where(inArray(users.id, ids));
}
