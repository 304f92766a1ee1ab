import type { UserWithEnterprise } from '@cidpex/contracts';
import type { Db } from '../../db/client';

export type UserEnterprise = NonNullable<UserWithEnterprise['enterprise']>;
export type EnterpriseLookup = (db: Db, userId: number) => Promise<UserEnterprise | null>;

let lookup: EnterpriseLookup = async () => null;

/**
 * The enterprise a user belongs to is the enterprises domain's knowledge. Until that module
 * registers its lookup here (once, when it is loaded), every user has none.
 */
export function registerEnterpriseLookup(fn: EnterpriseLookup): void {
  lookup = fn;
}

export function enterpriseOfUser(db: Db, userId: number): Promise<UserEnterprise | null> {
  return lookup(db, userId);
}
