import type {
  BindTempUserResult,
  bindEmailBody,
  changeMobileBody,
  UpdateUserBody,
  User,
  UserWithEnterprise,
} from '@cidpex/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { consumeCode, enterpriseOfUser, findAccountHolder, toUserDto, type UserRow } from '../accounts';
import { claimTempUserRows, findUser, type UserChanges, updateUser } from './users.repository';

/** The signed-in caller, and whether they may read every user (the organizer). */
export interface Viewer {
  userId: number;
  isOrganizer: boolean;
}

/** A user reads and changes only their own account; the organizer may read anyone's. */
function assertMayRead(viewer: Viewer, userId: number) {
  if (viewer.userId !== userId && !viewer.isOrganizer) throw new AppError('FORBIDDEN');
}

function assertSelf(viewer: Viewer, userId: number) {
  if (viewer.userId !== userId) throw new AppError('FORBIDDEN');
}

async function loadUser(db: Db, userId: number): Promise<UserRow> {
  const row = await findUser(db, userId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function present(db: Db, row: UserRow): Promise<User> {
  const enterprise = await enterpriseOfUser(db, row.id);
  return toUserDto(row, enterprise?.id ?? null);
}

async function save(db: Db, userId: number, changes: UserChanges): Promise<User> {
  const row = await updateUser(db, userId, changes);
  if (!row) throw new AppError('NOT_FOUND');
  return present(db, row);
}

export async function getUser(db: Db, viewer: Viewer, userId: number): Promise<User> {
  assertMayRead(viewer, userId);
  return present(db, await loadUser(db, userId));
}

export async function getUserWithEnterprise(
  db: Db,
  viewer: Viewer,
  userId: number,
): Promise<UserWithEnterprise> {
  assertMayRead(viewer, userId);
  const row = await loadUser(db, userId);
  const enterprise = await enterpriseOfUser(db, row.id);
  return { user: toUserDto(row, enterprise?.id ?? null), enterprise };
}

/** Profile fields; an empty text clears the field. */
export async function updateProfile(
  db: Db,
  viewer: Viewer,
  userId: number,
  body: UpdateUserBody,
): Promise<User> {
  assertSelf(viewer, userId);
  const changes: UserChanges = {};
  const texts = ['name', 'firstName', 'lastName', 'company', 'jobTitle', 'country', 'avatar'] as const;
  for (const field of texts) {
    const value = body[field];
    if (value !== undefined) changes[field] = value === '' ? null : value;
  }
  if (body.lang) changes.lang = body.lang;
  return save(db, userId, changes);
}

/**
 * Binds (or confirms) an email with a code sent for 'bindEmail'. An email already verified
 * on this account, or held by another account, is refused (spec §5).
 */
export async function bindEmail(db: Db, userId: number, body: z.output<typeof bindEmailBody>): Promise<User> {
  const me = await loadUser(db, userId);
  const owner = await findAccountHolder(db, 'email', body.email);
  if (owner && owner.id !== userId) throw new AppError('EMAIL_TAKEN');
  if (owner && me.emailVerified) throw new AppError('EMAIL_ALREADY_BOUND');
  try {
    const row = await consumeCode(db, { address: body.email, purpose: 'bindEmail', code: body.code }, (tx) =>
      updateUser(tx, userId, { email: body.email, emailVerified: true }),
    );
    if (!row) throw new AppError('NOT_FOUND');
    return present(db, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN');
    throw err;
  }
}

/** Changes the mobile number with a code sent to the new number for 'bindMobile'. */
export async function changeMobile(
  db: Db,
  viewer: Viewer,
  userId: number,
  body: z.output<typeof changeMobileBody>,
): Promise<User> {
  assertSelf(viewer, userId);
  const me = await loadUser(db, userId);
  if (me.mobile === body.mobile) throw new AppError('MOBILE_ALREADY_BOUND');
  const owner = await findAccountHolder(db, 'mobile', body.mobile);
  if (owner) throw new AppError('MOBILE_TAKEN');
  try {
    const row = await consumeCode(
      db,
      { address: body.mobile, purpose: 'bindMobile', code: body.code },
      (tx) => updateUser(tx, userId, { mobile: body.mobile }),
    );
    if (!row) throw new AppError('NOT_FOUND');
    return present(db, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('MOBILE_TAKEN');
    throw err;
  }
}

/** The user dismissed (or asked back) the prompt to bind an email. */
export async function setIgnoreEmailPrompt(db: Db, userId: number, ignore: boolean): Promise<User> {
  return save(db, userId, { ignoreEmailPrompt: ignore });
}

/** Attaches the operation records and behaviours of an anonymous visit to the signed-in user. */
export async function bindTempUser(db: Db, userId: number, tempUserId: string): Promise<BindTempUserResult> {
  return db.transaction((tx) => claimTempUserRows(tx, userId, tempUserId));
}
