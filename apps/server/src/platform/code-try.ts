import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { verificationCodes } from '../db/schema/accounts';

/*
 * The try of a verification code as a building block of another domain's statement (a
 * visitor's pre-registration stores its row only together with its email code's use, in one
 * statement). The codes themselves are the accounts domain's (modules/accounts/codes.*); this
 * CTE sits in the platform so that a domain's repository can compose it without importing
 * another domain (docs/decisions.md, "Boundaries").
 */

/** One check of the `codeTry` CTE (an item of its `codeTries` placeholder, without `idx`). */
export interface CodeTryParams {
  codeAddress: string;
  codePurpose: string;
  codeHash: string;
  codeMaxAttempts: number;
}

/** What the `codeTry` CTE answered: nothing (no live code with tries left) or its try. */
export type CodeTried = { attempts: number; matched: boolean } | undefined;

/**
 * Code checks as CTEs, for a statement of another domain that stores something only together
 * with a code's use: `codeTryInput` reads the checks from the `codeTries` placeholder (a
 * JSON array of `{ idx, codeAddress, codePurpose, codeHash, codeMaxAttempts }`, `idx` being
 * the caller's own key for the row that goes with the check), and `codeTry`, for each, takes
 * a try on the address's live code (as takeAttempt) and, when the given hash matches, uses
 * the code up in the same UPDATE. `codeTry` answers one row (`idx` as `try_idx`,
 * `attempts`, `matched`) per check that found a live code with tries left. A parallel
 * statement that used the code first makes it answer none for that check (`consumed_at is
 * null` is checked again on the locked row). A statement that fails (a unique violation)
 * undoes the tries and the uses with it. Two checks of one statement must name different
 * addresses.
 */
export const codeTryInput = new QueryBuilder().$with('code_input', { idx: sql<number>`idx`.as('idx') }).as(
  sql`select * from json_to_recordset(${sql.placeholder('codeTries')}::json)
      as t(idx int, "codeAddress" text, "codePurpose" text, "codeHash" text, "codeMaxAttempts" int)`,
);

/** The check of `code_input` for the code row being updated (one per address in a statement). */
const checkOf = (column: string) =>
  sql`(select ci.${sql.identifier(column)} from ${codeTryInput} ci
    where ci."codeAddress" = ${verificationCodes.address} and ci."codePurpose" = ${verificationCodes.purpose})`;

/**
 * The rows to update are named by id (`= any(array(…))`, a probe of the primary key per
 * check) rather than joined: a join was planned as a hash join over every code of the table
 * when the statistics were older than a burst of codes (seen in bench/registration).
 */
export const codeTry = new QueryBuilder()
  .$with('code_try', {
    idx: sql<number>`try_idx`.as('try_idx'),
    attempts: verificationCodes.attempts,
    matched: sql<boolean>`matched`.as('matched'),
  })
  .as(
    sql`update ${verificationCodes} set
        ${sql.identifier(verificationCodes.attempts.name)} = ${verificationCodes.attempts} + 1,
        ${sql.identifier(verificationCodes.consumedAt.name)} =
          case when ${verificationCodes.codeHash} = ${checkOf('codeHash')} then now() end
      where ${verificationCodes.id} = any(array(
          select latest.id from ${codeTryInput} ci
          cross join lateral (
            select ${verificationCodes.id} from ${verificationCodes}
            where ${verificationCodes.address} = ci."codeAddress"
              and ${verificationCodes.purpose} = ci."codePurpose"
              and ${verificationCodes.consumedAt} is null and ${verificationCodes.expiresAt} > now()
            order by ${verificationCodes.id} desc limit 1) latest))
        and ${verificationCodes.consumedAt} is null
        and ${verificationCodes.attempts} < ${checkOf('codeMaxAttempts')}
      returning ${checkOf('idx')} as try_idx, ${verificationCodes.attempts},
        ${verificationCodes.consumedAt} is not null as matched`,
  );
