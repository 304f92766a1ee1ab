import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardHoldings } from '../../db/schema/cards';

/**
 * Cards these users received (someone's card now held by one of them), newest first: the
 * exhibitor's interaction inbox (issue 19) lists the card exchanges with its staff.
 */
export async function cardsReceivedBy(db: Db, ownerUserIds: number[], limit: number) {
  if (ownerUserIds.length === 0) return [];
  return db
    .select({
      ownerUserId: cardHoldings.ownerUserId,
      cardUserId: cardHoldings.cardUserId,
      createdAt: cardHoldings.createdAt,
    })
    .from(cardHoldings)
    .where(inArray(cardHoldings.ownerUserId, ownerUserIds))
    .orderBy(desc(cardHoldings.createdAt), desc(cardHoldings.id))
    .limit(limit);
}
