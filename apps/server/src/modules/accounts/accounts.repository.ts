import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
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
  /**
   * The key failures are counted under: `user:<id>` for an account that exists (its mobile and
   * email count together), the typed account itself otherwise.
   */
  failureKey: string;
  /** Failed logins under the key inside the window. */
  recentFailures: number;
  /** Seconds since the latest of them (null when there is none). */
  secondsSinceLast: number | null;
  /** Whether any failure is on record under the key (recent or not): a success then clears them. */
  hasFailures: boolean;
}

/**
 * Everything a login needs before the password check, in one query by the unique index:
 * the user (or none) and the failures of the account. An account nobody holds is counted the
 * same way, so that the answers do not tell which accounts exist.
 */
export async function findLoginCandidate(
  db: Db,
  kind: AccountKind,
  account: string,
  windowSeconds: number,
): Promise<LoginCandidate> {
  const since = sql`now() - ${windowSeconds}::int * interval '1 second'`;
  const key = sql`coalesce('user:' || ${users.id}::text, ${account}::text)`;
  const [row] = await db
    .select({
      user: users,
      failureKey: sql<string>`${key}`,
      recentFailures: sql<number>`(select count(*)::int from ${loginFailures}
        where ${loginFailures.account} = ${key} and ${loginFailures.createdAt} > ${since})`,
      secondsSinceLast: sql<
        number | null
      >`(select floor(extract(epoch from now() - max(${loginFailures.createdAt})))::int
        from ${loginFailures} where ${loginFailures.account} = ${key} and ${loginFailures.createdAt} > ${since})`,
      hasFailures: sql<boolean>`exists(select 1 from ${loginFailures} where ${loginFailures.account} = ${key})`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(users, eq(column(kind), account));
  return {
    user: row?.user ?? null,
    failureKey: row?.failureKey ?? account,
    recentFailures: row?.recentFailures ?? 0,
    secondsSinceLast: row?.secondsSinceLast ?? null,
    hasFailures: row?.hasFailures ?? false,
  };
}

/** The key a user's failed logins are counted under (findLoginCandidate). */
export function userFailureKey(userId: number): string {
  return `user:${userId}`;
}

export async function recordLoginFailure(db: Db, key: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ account: key, ip });
}

/** Failures recorded under a key in the last `windowSeconds`. */
export async function countFailures(db: Db, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.account, key),
        sql`${loginFailures.createdAt} > now() - ${windowSeconds}::int * interval '1 second'`,
      ),
    );
  return row?.n ?? 0;
}

/** Forgets the failures under these keys. */
export async function clearLoginFailures(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(loginFailures).where(inArray(loginFailures.account, keys));
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
