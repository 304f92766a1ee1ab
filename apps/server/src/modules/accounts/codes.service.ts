import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { type CodePurpose, type CodeSent, LIMITS, type Locale } from '@cidpex/contracts';
import type { Db } from '../../db/client';
import type { CodeTried, CodeTryParams } from '../../platform/code-try';
import { AppError } from '../../platform/errors';
import type { Notifier } from '../../platform/notifier';
import { codeNotice } from './accounts.messages';
import {
  type CodeCounters,
  codeCounters,
  expireLiveCodes,
  hasExhaustedCode,
  insertCode,
  lockAddress,
  markConsumed,
  takeAttempt,
} from './codes.repository';

/**
 * Verification codes sent by mail or SMS (registration, password reset, binding an email
 * or a mobile, visitor pre-registration). Six random digits, stored only as a hash, valid
 * for LIMITS.codeTtlSeconds, used once, dead after LIMITS.codeMaxAttempts wrong tries. A new
 * code for the same address and purpose replaces the previous one. Limits are counted in
 * the verification_codes table, so they hold across processes.
 */
export type CodeChannel = 'email' | 'sms';

export interface IssueCodeInput {
  channel: CodeChannel;
  /** Normalised address: a lower-case email or a mobile without +86. */
  address: string;
  purpose: CodePurpose;
  ip: string;
  locale: Locale;
  /** A signed-in caller is counted by the address only, not against the network's ceiling. */
  signedIn?: boolean;
}

/**
 * Seconds before the address (and, for an anonymous caller, the network) may have another
 * code; 0 when it may now. The resend interval, then the hourly ceilings, whichever ends last.
 */
export function secondsBeforeNextCode(
  counters: CodeCounters,
  signedIn: boolean,
  resendSeconds: number = LIMITS.codeResendSeconds,
): number {
  const waits = [0];
  if (counters.secondsSinceLast !== null && counters.secondsSinceLast < resendSeconds)
    waits.push(resendSeconds - counters.secondsSinceLast);
  if (counters.addressCount >= LIMITS.codeMaxPerAddressPerHour)
    waits.push(Math.max(1, 3600 - (counters.addressOldestAge ?? 0)));
  if (!signedIn && counters.ipCount >= LIMITS.codeMaxPerIpPerHour)
    waits.push(Math.max(1, 3600 - (counters.ipOldestAge ?? 0)));
  return Math.max(...waits);
}

export interface CodeCheck {
  address: string;
  purpose: CodePurpose;
  code: string;
}

function hashCode(purpose: string, address: string, code: string): string {
  return createHash('sha256').update(`${purpose}\n${address}\n${code}`).digest('hex');
}

/** Creates a code, stores its hash and queues its notice; refuses when the address or IP asks too often. */
export async function issueCode(
  deps: { db: Db; notifier: Notifier; config?: { codeResendSeconds: number } },
  input: IssueCodeInput,
): Promise<CodeSent> {
  const { db, notifier } = deps;
  const resendSeconds = deps.config?.codeResendSeconds ?? LIMITS.codeResendSeconds;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const notice = codeNotice(input.locale, input.purpose, code);
  await db.transaction(async (tx) => {
    await lockAddress(tx, input.address);
    const counters = await codeCounters(tx, input.address, input.ip);
    const wait = secondsBeforeNextCode(counters, Boolean(input.signedIn), resendSeconds);
    // The form counts the wait down on its button instead of keeping a red message.
    if (wait > 0) throw new AppError('CODE_TOO_FREQUENT', {}, undefined, { retryAfterSeconds: wait });
    await expireLiveCodes(tx, input.address, input.purpose);
    await insertCode(tx, {
      channel: input.channel,
      address: input.address,
      purpose: input.purpose,
      codeHash: hashCode(input.purpose, input.address, code),
      ip: input.ip,
      ttlSeconds: LIMITS.codeTtlSeconds,
    });
    // The code and its notice are stored together; the notices.send job delivers it and
    // retries a failed send (issue 15): the request never waits for SMTP.
    await notifier.send({ channel: input.channel, recipient: input.address, ...notice }, tx);
  });
  return { resendAfterSeconds: resendSeconds, expiresInSeconds: LIMITS.codeTtlSeconds };
}

/**
 * A code for an address the account has already verified (issue 23 item 14: an address
 * verified in this session is not verified again): stored like a sent one, replacing any live
 * code of the purpose, but sent nowhere; the caller uses it at once in its own statement.
 */
export async function codeForVerifiedAddress(
  db: Db,
  input: { channel: CodeChannel; address: string; purpose: CodePurpose },
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await lockAddress(tx, input.address);
    await expireLiveCodes(tx, input.address, input.purpose);
    await insertCode(tx, {
      ...input,
      codeHash: hashCode(input.purpose, input.address, code),
      ip: 'account-verified',
      ttlSeconds: LIMITS.codeTtlSeconds,
    });
  });
  return code;
}

/** Takes a try on the address's live code and compares it; answers the code's id when it matches. */
async function checkCode(db: Db, check: CodeCheck): Promise<number> {
  const max = LIMITS.codeMaxAttempts;
  const live = await takeAttempt(db, check.address, check.purpose, max);
  if (!live) return refuseCode(db, check, undefined);
  const expected = Buffer.from(live.codeHash, 'hex');
  const given = Buffer.from(hashCode(check.purpose, check.address, check.code), 'hex');
  const matched = expected.length === given.length && timingSafeEqual(expected, given);
  if (!matched) return refuseCode(db, check, { attempts: live.attempts, matched });
  return live.id;
}

/**
 * The refusal of a try that did not match, or of a check that found no live code with tries
 * left (`tried` undefined): spent tries, else expired, used or replaced.
 */
async function refuseCode(db: Db, check: CodeCheck, tried: CodeTried): Promise<never> {
  const max = LIMITS.codeMaxAttempts;
  const spent = tried ? tried.attempts >= max : await hasExhaustedCode(db, check.address, check.purpose, max);
  throw new AppError(spent ? 'CODE_ATTEMPTS_EXCEEDED' : tried ? 'CODE_INVALID' : 'CODE_EXPIRED');
}

/**
 * Checks a code and uses it up. With an `action`, the code is marked used in the same
 * transaction as the action, so it stays usable when the action fails (a taken mobile,
 * a lost connection) and two submits of one code can never both succeed.
 */
export async function consumeCode(db: Db, check: CodeCheck): Promise<void>;
export async function consumeCode<T>(db: Db, check: CodeCheck, action: (tx: Db) => Promise<T>): Promise<T>;
export async function consumeCode<T>(
  db: Db,
  check: CodeCheck,
  action?: (tx: Db) => Promise<T>,
): Promise<T | undefined> {
  const codeId = await checkCode(db, check);
  return db.transaction(async (tx) => {
    if (!(await markConsumed(tx, codeId))) throw new AppError('CODE_EXPIRED');
    return action ? action(tx) : undefined;
  });
}

/**
 * consumeCode for an action that is one SQL statement including the `codeTry` CTE: the try,
 * the code's use and what the action stores are one round trip and one commit (a failing
 * statement undoes all three). The action receives the check for the CTE's `codeTries` and
 * answers what `code_try` returned for it and what it stored. A refused code throws as
 * consumeCode does; a wrong code has used one try.
 */
export async function useCodeInStatement<T>(
  db: Db,
  check: CodeCheck,
  action: (params: CodeTryParams) => Promise<{ tried: CodeTried; stored: T | undefined }>,
): Promise<T> {
  const max = LIMITS.codeMaxAttempts;
  const { tried, stored } = await action({
    codeAddress: check.address,
    codePurpose: check.purpose,
    codeHash: hashCode(check.purpose, check.address, check.code),
    codeMaxAttempts: max,
  });
  if (!tried?.matched) return refuseCode(db, check, tried);
  if (stored === undefined) throw new Error('the code was used but the statement stored nothing');
  return stored;
}
