import type { Db } from '../../db/client';
import { peopleByIds } from '../accounts';
import { enterpriseNamesByIds } from '../enterprises';

/**
 * The names the board shows beside its rows (publishers, commenters, collectors), read from the
 * domains that own them (accounts, enterprises) through their indexes: one batch lookup by id
 * per list instead of a join with their tables.
 */
export async function userNames(db: Db, ids: Iterable<number>): Promise<Map<number, string>> {
  const people = await peopleByIds(db, ids);
  return new Map([...people].map(([id, person]) => [id, person.name ?? '']));
}

export { enterpriseNamesByIds };
