import type { Locale } from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { siteCards } from '../directory';

/**
 * Booth numbers of the publishers' enterprises at this fair, read through the directory's
 * service: the one place this domain asks the directory anything.
 */
export async function boothNosOf(db: Db, locale: Locale, enterpriseIds: readonly number[]) {
  const ids = [...new Set(enterpriseIds)];
  if (ids.length === 0) return new Map<number, string[]>();
  const cards = await siteCards(db, locale, ids);
  return new Map(cards.map((c) => [c.enterpriseId, c.boothNos]));
}
