import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { verificationCodes } from '../../db/schema/accounts';

const secondsAgo = (seconds: number) => sql`now() - ${seconds}::int * interval '1 second'`;

export interface CodeCounters {
  /** Codes sent to the address in the last hour, any purpose. */
  addressCount: number;
  /** Codes asked for from the IP in the last hour, any address. */
  ipCount: number;
  /** Seconds since the last code to the address, null when none was ever sent. */
  secondsSinceLast: number | null;
  /** Age in seconds of the oldest code of the hour to the address / from the IP (when the window frees one). */
  addressOldestAge: number | null;
  ipOldestAge: number | null;
}

/** The three counters the sending limits need, in one round trip. */
export async function codeCounters(db: Db, address: string, ip: string): Promise<CodeCounters> {
  const hour = secondsAgo(3600);
  const [row] = await db
    .select({
      addressCount: sql<number>`(select count(*)::int from ${verificationCodes}
        where ${verificationCodes.address} = ${address} and ${verificationCodes.createdAt} > ${hour})`,
      ipCount: sql<number>`(select count(*)::int from ${verificationCodes}
        where ${verificationCodes.ip} = ${ip} and ${verificationCodes.createdAt} > ${hour})`,
      addressOldestAge: sql<
        number | null
      >`(select floor(extract(epoch from now() - min(${verificationCodes.createdAt})))::int
        from ${verificationCodes} where ${verificationCodes.address} = ${address} and ${verificationCodes.createdAt} > ${hour})`,
      ipOldestAge: sql<
        number | null
      >`(select floor(extract(epoch from now() - min(${verificationCodes.createdAt})))::int
        from ${verificationCodes} where ${verificationCodes.ip} = ${ip} and ${verificationCodes.createdAt} > ${hour})`,
      secondsSinceLast: sql<
        number | null
      >`(select floor(extract(epoch from now() - max(${verificationCodes.createdAt})))::int
        from ${verificationCodes} where ${verificationCodes.address} = ${address})`,
    })
    .from(sql`(select 1) as one`);
  return (
    row ?? { addressCount: 0, ipCount: 0, secondsSinceLast: null, addressOldestAge: null, ipOldestAge: null }
  );
}

/** Holds a lock on the address until the transaction ends, so that two sends cannot both pass the limits. */
export async function lockAddress(tx: Db, address: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${address}`}))`);
}

/** A new code makes the codes sent before it for the same address and purpose useless. */
export async function expireLiveCodes(tx: Db, address: string, purpose: string): Promise<void> {
  await tx
    .update(verificationCodes)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(verificationCodes.address, address),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    );
}

export async function insertCode(
  tx: Db,
  values: {
    channel: string;
    address: string;
    purpose: string;
    codeHash: string;
    ip: string;
    ttlSeconds: number;
  },
): Promise<number> {
  const [row] = await tx
    .insert(verificationCodes)
    .values({
      channel: values.channel,
      address: values.address,
      purpose: values.purpose,
      codeHash: values.codeHash,
      ip: values.ip,
      expiresAt: sql`now() + ${values.ttlSeconds}::int * interval '1 second'`,
    })
    .returning({ id: verificationCodes.id });
  if (!row) throw new Error('verification code not inserted');
  return row.id;
}

/**
 * Counts one more try on the address's live code, provided it has tries left, and answers
 * the code's hash to compare with. Taking the try before comparing means that parallel
 * guesses cannot get more than `maxAttempts` comparisons.
 */
export async function takeAttempt(
  db: Db,
  address: string,
  purpose: string,
  maxAttempts: number,
): Promise<{ id: number; codeHash: string; attempts: number } | undefined> {
  const [row] = await attemptStatement(db).execute({ address, purpose, maxAttempts });
  return row;
}

/** Every code check takes a try first: prepared once (visitor pre-registration is a hot path). */
const attemptStatement = preparedPerDb((db) => {
  const latest = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.address, sql.placeholder('address')),
        eq(verificationCodes.purpose, sql.placeholder('purpose')),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, sql`(${latest})`),
        lt(verificationCodes.attempts, sql`${sql.placeholder('maxAttempts')}::int`),
      ),
    )
    .returning({
      id: verificationCodes.id,
      codeHash: verificationCodes.codeHash,
      attempts: verificationCodes.attempts,
    })
    .prepare('code_take_attempt');
});

/** Whether the address has an unexpired, unused code whose tries are all spent. */
export async function hasExhaustedCode(db: Db, address: string, purpose: string, maxAttempts: number) {
  const rows = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.address, address),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
        sql`${verificationCodes.attempts} >= ${maxAttempts}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Marks the code used; answers false when another request used it first. */
export async function markConsumed(tx: Db, id: number): Promise<boolean> {
  const rows = await tx
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}
