import type { InteractionInbox, InteractionItem, InteractionKind, interactionQuery } from '@cidpex/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { SignedInCaller } from '../../platform/auth';
import { peopleByIds } from '../accounts';
import { page as appointmentsPage } from '../appointments';
import { cardsReceivedBy } from '../cards';
import { assertMember, enterpriseMembers } from '../enterprises';
import { recentFollowers } from '../follows';
import { productIdsOfEnterprises, searchableProducts } from '../products';
import { recentApplyChatsTo } from '../purposes';

/*
 * The exhibitor's interaction inbox (issue 19, /exhibitor/exhibitorsInteraction): follows of
 * the enterprise, its products collected, cards its staff received and meeting requests it
 * received and chat applications on its members' posts, each from the domain that owns it
 * (through that domain's index), newest first.
 */

type Query = z.output<typeof interactionQuery>;

export async function inbox(db: Db, caller: SignedInCaller, q: Query): Promise<InteractionInbox> {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const enterpriseId = membership.enterpriseId;
  const limit = q.limit;
  const [members, productIds] = await Promise.all([
    enterpriseMembers(db, enterpriseId),
    productIdsOfEnterprises(db, [enterpriseId]),
  ]);
  const memberIds = new Set(members.map((m) => m.userId));
  const [followers, collects, cards, meetings, chats] = await Promise.all([
    recentFollowers(db, 'enterprise', [enterpriseId], limit),
    recentFollowers(db, 'product', productIds, limit),
    cardsReceivedBy(db, [...memberIds], limit),
    appointmentsPage(
      db,
      { userId: caller.userId, locale: caller.locale },
      { page: 1, pageSize: Math.min(limit, 100) },
      'to',
    ),
    recentApplyChatsTo(db, enterpriseId, limit),
  ]);
  const products = await searchableProducts(db, [...new Set(collects.map((c) => c.targetId))]);
  const productName = new Map(
    products.map((p) => [p.id, (caller.locale === 'en' && p.nameEn) || p.name || p.nameEn || '']),
  );
  const cardRows = cards.filter((c) => !memberIds.has(c.cardUserId));
  const people = await peopleByIds(db, [
    ...followers.map((f) => f.userId),
    ...collects.map((c) => c.userId),
    ...cardRows.map((c) => c.cardUserId),
  ]);
  const nameOf = (id: number) => people.get(id)?.name ?? '';
  const items: InteractionItem[] = [
    ...followers.map((f) => ({
      kind: 'follow' as const,
      userId: f.userId,
      name: nameOf(f.userId),
      subject: '',
      refId: null,
      state: null,
      at: f.createdAt.toISOString(),
    })),
    ...collects.map((c) => ({
      kind: 'collect' as const,
      userId: c.userId,
      name: nameOf(c.userId),
      subject: productName.get(c.targetId) ?? '',
      refId: c.targetId,
      state: null,
      at: c.createdAt.toISOString(),
    })),
    ...cardRows.map((c) => ({
      kind: 'card' as const,
      userId: c.cardUserId,
      name: nameOf(c.cardUserId),
      subject: members.find((m) => m.userId === c.ownerUserId)?.name ?? '',
      refId: null,
      state: null,
      at: c.createdAt.toISOString(),
    })),
    ...meetings.rows.map((m) => ({
      kind: 'meeting' as const,
      userId: m.inviterUserId,
      name: m.inviterName,
      subject: m.topic,
      refId: m.id,
      state: m.status,
      at: m.createdAt,
    })),
    ...chats.map((c) => ({
      kind: 'chat' as const,
      userId: c.applicantId,
      name: c.applicantName,
      subject: c.purposeTitle,
      refId: c.purposeId,
      state: c.status,
      at: c.createdAt.toISOString(),
    })),
  ];
  const counts: Record<InteractionKind, number> = { follow: 0, collect: 0, card: 0, meeting: 0, chat: 0 };
  for (const it of items) counts[it.kind] += 1;
  const shown = (q.kind ? items.filter((it) => it.kind === q.kind) : items)
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, limit);
  return { counts, items: shown };
}
