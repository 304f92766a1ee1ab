import {
  accountKind,
  type CodePurpose,
  type CodeSent,
  LIMITS,
  type Locale,
  type loginBody,
  normalizeEmail,
  normalizeLocale,
  normalizeMobile,
  type registerBody,
  type registerWithoutCodeBody,
  type resetPasswordBody,
  type Session,
} from '@cidpex/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthContext, SessionStore } from '../../platform/auth';
import { AppError, isUniqueViolation } from '../../platform/errors';
import type { Notifier } from '../../platform/notifier';
import { dummyHash, hashPassword, verifyPassword } from '../../platform/password';
import { guessingNotice } from './accounts.messages';
import {
  type AccountKind,
  clearLoginFailures,
  countUsers,
  findLoginCandidate,
  findPeople,
  findUserByAccount,
  findUserById,
  insertUser,
  type NewUser,
  recordLoginFailure,
  updatePassword,
  userFailureKey,
} from './accounts.repository';
import { type CodeChannel, consumeCode, issueCode } from './codes.service';
import { enterpriseOfUser } from './enterprise-link';
import { toUserDto, type UserRow } from './user-dto';

export interface AccountsDeps {
  db: Db;
  notifier: Notifier;
  sessions: SessionStore;
  /** The resend interval of verification codes (CODE_RESEND_SECONDS). */
  config?: { codeResendSeconds: number };
}

/** Who is calling: what the services need from the request. */
export interface Caller {
  ip: string;
  userAgent?: string;
  locale: Locale;
  auth: AuthContext | null;
}

/** Bodies as the route hands them over: validated and normalised by the contracts' schemas. */
export type RegisterInput = z.output<typeof registerBody>;
export type RegisterWithoutCodeInput = z.output<typeof registerWithoutCodeBody>;
export type LoginInput = z.output<typeof loginBody>;
export type ResetPasswordInput = z.output<typeof resetPasswordBody>;

const TAKEN = { mobile: 'MOBILE_TAKEN', email: 'EMAIL_TAKEN' } as const;

function normalizeAccount(account: string): { kind: AccountKind; value: string } {
  const kind = accountKind(account);
  return { kind, value: kind === 'email' ? normalizeEmail(account) : normalizeMobile(account.trim()) };
}

async function openSession(deps: AccountsDeps, user: UserRow, caller: Caller): Promise<Session> {
  const token = await deps.sessions.create(user.id, { userAgent: caller.userAgent, ip: caller.ip });
  // The member's enterprise comes with the session, so the enterprise center can ask for it at
  // once on its first load instead of after the membership call (issue 23 item 9).
  const enterprise = await enterpriseOfUser(deps.db, user.id);
  return { token, user: toUserDto(user, enterprise?.id ?? null) };
}

/**
 * Sends a verification code after the checks of its purpose: a registration code only to
 * a free address, a reset code only to a known account, a binding code only to a signed-in
 * user and an address that is neither theirs already nor someone else's.
 */
export async function requestCode(
  deps: AccountsDeps,
  input: { channel: CodeChannel; address: string; purpose: CodePurpose },
  caller: Caller,
): Promise<CodeSent> {
  const kind: AccountKind = input.channel === 'email' ? 'email' : 'mobile';
  const owner = await findUserByAccount(deps.db, kind, input.address);
  switch (input.purpose) {
    case 'register':
      if (owner) throw new AppError(TAKEN[kind]);
      break;
    case 'reset':
      if (!owner) throw new AppError('ACCOUNT_NOT_FOUND');
      break;
    case 'bindEmail':
    case 'bindMobile': {
      if (!caller.auth) throw new AppError('LOGIN_EXPIRED');
      if ((input.purpose === 'bindEmail') !== (kind === 'email')) {
        throw new AppError('VALIDATION', { fields: 'purpose' });
      }
      if (owner && owner.id !== caller.auth.userId) throw new AppError(TAKEN[kind]);
      // An email stored unverified (registered without a code) may still be confirmed.
      if (owner && (kind === 'mobile' || owner.emailVerified)) {
        throw new AppError(kind === 'email' ? 'EMAIL_ALREADY_BOUND' : 'MOBILE_ALREADY_BOUND');
      }
      break;
    }
    case 'visitor':
      break;
    case 'changeAdmin':
      // Sent only by GET /exhibitor/rest/staffs/code, to the current enterprise administrator.
      throw new AppError('VALIDATION', { fields: 'purpose' });
  }
  return issueCode(deps, { ...input, ip: caller.ip, locale: caller.locale, signedIn: caller.auth !== null });
}

/**
 * Creates an account from a mobile + SMS code or an email + email code, and signs it in.
 * The code is used up in the user's insert transaction: a double submit creates one user,
 * and the second answers that the address is taken.
 */
export async function register(deps: AccountsDeps, body: RegisterInput, caller: Caller): Promise<Session> {
  const kind: AccountKind = body.kind;
  const address = body.kind === 'mobile' ? body.mobile : body.email;
  if (await findUserByAccount(deps.db, kind, address)) throw new AppError(TAKEN[kind]);
  const values: NewUser = {
    mobile: kind === 'mobile' ? address : null,
    email: kind === 'email' ? address : null,
    emailVerified: kind === 'email',
    passwordHash: await hashPassword(body.password),
    name: body.name || null,
    lang: body.lang ?? caller.locale,
  };
  let user: UserRow;
  try {
    user = await consumeCode(deps.db, { address, purpose: 'register', code: body.code }, (tx) =>
      insertUser(tx, values),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(TAKEN[kind]);
    // The code was used by a submit that won the race: say what happened to it.
    if (
      err instanceof AppError &&
      err.code === 'CODE_EXPIRED' &&
      (await findUserByAccount(deps.db, kind, address))
    ) {
      throw new AppError(TAKEN[kind]);
    }
    throw err;
  }
  return openSession(deps, user, caller);
}

/**
 * The English site's account for overseas buyers: no SMS, but the email is verified by the
 * email code sent for registration (consumed in the same transaction as the insert).
 */
export async function registerWithoutCode(
  deps: AccountsDeps,
  body: RegisterWithoutCodeInput,
  caller: Caller,
): Promise<Session> {
  const email = body.email;
  if (await findUserByAccount(deps.db, 'email', email)) throw new AppError('EMAIL_TAKEN');
  const values: NewUser = {
    email,
    emailVerified: true,
    passwordHash: await hashPassword(body.password),
    name: `${body.firstName} ${body.lastName}`,
    firstName: body.firstName,
    lastName: body.lastName,
    company: body.company || null,
    country: body.country || null,
    lang: body.lang ?? caller.locale,
  };
  let user: UserRow;
  try {
    user = await consumeCode(deps.db, { address: email, purpose: 'register', code: body.code }, (tx) =>
      insertUser(tx, values),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN');
    if (
      err instanceof AppError &&
      err.code === 'CODE_EXPIRED' &&
      (await findUserByAccount(deps.db, 'email', email))
    ) {
      throw new AppError('EMAIL_TAKEN');
    }
    throw err;
  }
  return openSession(deps, user, caller);
}

const WINDOW_SECONDS = LIMITS.loginLockMinutes * 60;

/**
 * How long an account waits before its next sign-in after `failures` recent failures: nothing
 * for the first few, then a delay doubling with each failure, at most the window (issue 16
 * item 8: a growing delay rather than a hard lock a stranger could set off).
 */
export function loginDelaySeconds(failures: number): number {
  if (failures < LIMITS.loginFreeFailures) return 0;
  return Math.min(LIMITS.loginDelayBaseSeconds * 2 ** (failures - LIMITS.loginFreeFailures), WINDOW_SECONDS);
}

function waitError(seconds: number): AppError {
  return seconds >= 120
    ? new AppError('LOGIN_TOO_MANY', { minutes: Math.ceil(seconds / 60) })
    : new AppError('LOGIN_WAIT_SECONDS', { seconds: Math.max(1, seconds) });
}

/**
 * Signs in with a mobile or an email and a password. One lookup, one argon2 verify, one
 * session insert on the good path. An unknown account is verified against a dummy hash so
 * that timing does not tell. Failures count per account (mobile and email together) and make
 * the next attempt wait longer and longer (loginDelaySeconds); at LIMITS.loginMaxFailures the
 * owner is told by mail or SMS that someone is guessing.
 */
export async function login(deps: AccountsDeps, body: LoginInput, caller: Caller): Promise<Session> {
  const account = normalizeAccount(body.account);
  const candidate = await findLoginCandidate(deps.db, account.kind, account.value, WINDOW_SECONDS);
  const wait =
    candidate.secondsSinceLast === null
      ? 0
      : loginDelaySeconds(candidate.recentFailures) - candidate.secondsSinceLast;
  if (wait > 0) throw waitError(wait);
  const user = candidate.user;
  const good = await verifyPassword(user?.passwordHash ?? (await dummyHash()), body.password);
  if (!user || !good) {
    await recordLoginFailure(deps.db, candidate.failureKey, caller.ip);
    const failures = candidate.recentFailures + 1;
    if (user && failures === LIMITS.loginMaxFailures) await noticeGuessing(deps, user, caller);
    const next = loginDelaySeconds(failures);
    throw next > 0 ? waitError(next) : new AppError('LOGIN_FAILED');
  }
  if (candidate.hasFailures) await clearLoginFailures(deps.db, [candidate.failureKey]);
  return openSession(deps, user, caller);
}

/** Tells the owner, in their language, that several sign-ins to their account failed. */
async function noticeGuessing(deps: AccountsDeps, user: UserRow, caller: Caller) {
  const recipient = user.email ?? user.mobile;
  if (!recipient) return;
  const text = guessingNotice(normalizeLocale(user.lang), LIMITS.loginMaxFailures, caller.ip);
  await deps.notifier.send({ channel: user.email ? 'email' : 'sms', recipient, ...text });
}

/**
 * A forgotten password (account + code sent for 'reset') or a change by the signed-in
 * user (old password). Either way every other session of the user ends.
 */
export async function resetPassword(
  deps: AccountsDeps,
  body: ResetPasswordInput,
  caller: Caller,
): Promise<void> {
  if (body.mode === 'forgot') {
    const account = normalizeAccount(body.account);
    const user = await findUserByAccount(deps.db, account.kind, account.value);
    if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
    const passwordHash = await hashPassword(body.password);
    await consumeCode(deps.db, { address: account.value, purpose: 'reset', code: body.code }, (tx) =>
      updatePassword(tx, user.id, passwordHash),
    );
    await deps.sessions.revokeAllOf(
      user.id,
      caller.auth?.userId === user.id ? caller.auth.sessionId : undefined,
    );
    // The person's failures, and any counted under an address before it had an account.
    await clearLoginFailures(
      deps.db,
      [userFailureKey(user.id), user.mobile, user.email].filter((a): a is string => Boolean(a)),
    );
    return;
  }
  if (!caller.auth) throw new AppError('LOGIN_EXPIRED');
  const user = await findUserById(deps.db, caller.auth.userId);
  if (!user) throw new AppError('LOGIN_EXPIRED');
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) throw new AppError('OLD_PASSWORD_WRONG');
  await updatePassword(deps.db, user.id, await hashPassword(body.password));
  await deps.sessions.revokeAllOf(user.id, caller.auth.sessionId);
}

/** Ends the caller's session; without a token there is nothing to end, which is fine. */
export async function logout(deps: AccountsDeps, token: string | undefined): Promise<void> {
  if (token) await deps.sessions.revoke(token);
}

/** The user holding a mobile or an email, for the other modules that bind addresses. */
export function findAccountHolder(db: Db, kind: AccountKind, address: string): Promise<UserRow | undefined> {
  return findUserByAccount(db, kind, address);
}

/** The caller as the services see it. */
export function callerOf(request: FastifyRequest): Caller {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    locale: request.locale,
    auth: request.auth,
  };
}

/** How many accounts there are, or were created since a moment (the organizer's console). */
export function countAccounts(db: Db, since?: Date): Promise<number> {
  return countUsers(db, since);
}

/** A person as other domains show them beside their own rows (a redeemed code, a notice's recipient). */
export interface Person {
  id: number;
  name: string | null;
  mobile: string | null;
  email: string | null;
  lang: string;
}

/** The given accounts by id; an id without an account is absent from the map. */
export async function peopleByIds(db: Db, ids: Iterable<number>): Promise<Map<number, Person>> {
  const rows = await findPeople(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The account's email when it was verified (by a code at sign-up or binding), else null. */
export async function verifiedEmailOf(db: Db, userId: number): Promise<string | null> {
  const user = await findUserById(db, userId);
  return user?.email && user.emailVerified ? user.email : null;
}
