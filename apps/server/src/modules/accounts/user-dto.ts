import { isLocale, ROLES, type Role, type User } from '@cidpex/contracts';
import type { UserRow } from '../../db/schema/accounts';

export type { UserRow };

/**
 * What a user looks like to the client: never the password hash. Roles are the ones
 * granted by hand plus 'user'; derived roles (visitor, staff…) are answered by their
 * domains through the role guard.
 */
export function toUserDto(row: UserRow, enterpriseId: number | null = null): User {
  const granted = row.roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role));
  return {
    id: row.id,
    mobile: row.mobile,
    email: row.email,
    emailVerified: row.emailVerified,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    jobTitle: row.jobTitle,
    country: row.country,
    avatar: row.avatar,
    lang: isLocale(row.lang) ? row.lang : 'zh-Hans',
    roles: [...new Set<Role>(['user', ...granted])],
    ignoreEmailPrompt: row.ignoreEmailPrompt,
    enterpriseId,
    createdAt: row.createdAt.toISOString(),
  };
}
