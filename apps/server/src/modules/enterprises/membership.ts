import type { Locale, Membership, StaffRole } from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { UserEnterprise } from '../users';
import { findAdminOf, findStaffOfUser, findSubmittedBy } from './enterprises.repository';
import { pageStaff } from './people';

/**
 * Who belongs to which enterprise. A user is a member of at most one enterprise, through a
 * staff row created when their certification is approved (as administrator) or their join
 * request is approved. Every enterprise-scoped call goes through assertMember/assertAdmin.
 */
export async function getMembership(db: Db, userId: number): Promise<Membership | null> {
  const found = await findStaffOfUser(db, userId);
  if (!found) return null;
  const { staff, enterprise } = found;
  return {
    staffId: staff.id,
    enterpriseId: enterprise.id,
    name: enterprise.name,
    nameEn: enterprise.nameEn,
    certified: enterprise.status === 'certified',
    status: enterprise.status as Membership['status'],
    role: staff.role as StaffRole,
    joinedAt: staff.createdAt.toISOString(),
  };
}

/**
 * The caller's membership of a certified enterprise, or the refusal of spec §6: no
 * enterprise (error 11962 for English callers), an uncertified one (their certification
 * is still waiting or was rejected), or — when `enterpriseId` is given — another
 * enterprise than the caller's.
 */
export async function assertMember(
  db: Db,
  userId: number,
  enterpriseId?: number,
  locale: Locale = 'zh-Hans',
): Promise<Membership> {
  const membership = await getMembership(db, userId);
  if (!membership) {
    const submitted = await findSubmittedBy(db, userId);
    if (submitted && submitted.status !== 'certified') throw new AppError('ENTERPRISE_NOT_CERTIFIED');
    throw new AppError(locale === 'en' ? 'ENTERPRISE_REQUIRED_EN' : 'NO_ENTERPRISE');
  }
  if (!membership.certified) throw new AppError('ENTERPRISE_NOT_CERTIFIED');
  if (enterpriseId !== undefined && membership.enterpriseId !== enterpriseId) {
    throw new AppError('NOT_ENTERPRISE_STAFF');
  }
  return membership;
}

/** As assertMember, and the caller is the enterprise administrator. */
export async function assertAdmin(
  db: Db,
  userId: number,
  enterpriseId?: number,
  locale: Locale = 'zh-Hans',
): Promise<Membership> {
  const membership = await assertMember(db, userId, enterpriseId, locale);
  if (membership.role !== 'admin') throw new AppError('NOT_ENTERPRISE_ADMIN');
  return membership;
}

/** As assertMember, and the caller may maintain contacts and content (admin or operator). */
export async function assertContentRole(
  db: Db,
  userId: number,
  enterpriseId?: number,
  locale: Locale = 'zh-Hans',
): Promise<Membership> {
  const membership = await assertMember(db, userId, enterpriseId, locale);
  if (membership.role === 'staff') throw new AppError('NOT_ENTERPRISE_ADMIN');
  return membership;
}

/** Role resolvers: 'staff' is any member of a certified enterprise, 'enterpriseAdmin' its administrator. */
export async function isStaff(db: Db, userId: number): Promise<boolean> {
  const membership = await getMembership(db, userId);
  return Boolean(membership?.certified);
}

export async function isEnterpriseAdmin(db: Db, userId: number): Promise<boolean> {
  const membership = await getMembership(db, userId);
  return Boolean(membership?.certified && membership.role === 'admin');
}

/** The enterprise shown with a user (users/withEnt): their membership, else their waiting certification. */
export async function enterpriseLookup(db: Db, userId: number): Promise<UserEnterprise | null> {
  const membership = await getMembership(db, userId);
  if (membership) {
    return {
      id: membership.enterpriseId,
      name: membership.name,
      nameEn: membership.nameEn,
      certified: membership.certified,
    };
  }
  const submitted = await findSubmittedBy(db, userId);
  if (submitted && submitted.status === 'pending') {
    return { id: submitted.id, name: submitted.name, nameEn: submitted.nameEn, certified: false };
  }
  return null;
}

/** The members of an enterprise (user id, name, staff role), administrator first: for other domains' notices and pickers. */
export async function enterpriseMembers(
  db: Db,
  enterpriseId: number,
): Promise<Array<{ userId: number; name: string | null; role: StaffRole }>> {
  const { rows } = await pageStaff(db, enterpriseId, {}, null);
  return rows.map((r) => ({ userId: r.staff.userId, name: r.name, role: r.staff.role as StaffRole }));
}

/** The enterprise administrator's user id (chat's "Chat" button writes to them), or null. */
export async function enterpriseAdminUserId(db: Db, enterpriseId: number): Promise<number | null> {
  return (await findAdminOf(db, enterpriseId))?.userId ?? null;
}
