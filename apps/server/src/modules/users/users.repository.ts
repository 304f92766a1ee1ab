import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema/accounts';
import { behaviors, operationRecords } from '../../db/schema/platform';

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'firstName'
    | 'lastName'
    | 'company'
    | 'jobTitle'
    | 'country'
    | 'avatar'
    | 'lang'
    | 'email'
    | 'emailVerified'
    | 'mobile'
    | 'ignoreEmailPrompt'
  >
>;

/** Applies the changes and answers the row as stored; undefined when the user is gone. */
export async function updateUser(db: Db, id: number, changes: UserChanges): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Gives the user what an anonymous visitor with that temporary id did before signing in:
 * only rows nobody owns yet, so a temporary id cannot take another account's history.
 */
export async function claimTempUserRows(tx: Db, userId: number, tempUserId: string) {
  const operations = await tx
    .update(operationRecords)
    .set({ userId })
    .where(and(eq(operationRecords.tempUserId, tempUserId), isNull(operationRecords.userId)))
    .returning({ id: operationRecords.id });
  const behaviorRows = await tx
    .update(behaviors)
    .set({ userId })
    .where(and(eq(behaviors.tempUserId, tempUserId), isNull(behaviors.userId)))
    .returning({ id: behaviors.id });
  return { operations: operations.length, behaviors: behaviorRows.length };
}

/** Whether a stored file is someone's profile photo (its address, maybe with a size asked). */
export async function isAvatar(db: Db, url: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`strpos(${users.avatar}, ${url}) = 1`)
    .limit(1);
  return rows.length > 0;
}
