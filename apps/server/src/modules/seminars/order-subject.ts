import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { peopleByIds } from '../accounts';
import type { OrderSubject, SubjectInfo } from '../payments';
import * as repo from './seminars.repository';
import { giveUpRefunded } from './seminars.service';

/**
 * Seminar seats as the subject of an order (payments' `seminar-seats`, id: the registration
 * request): what payments, refunds and invoices need to know of a request, read here so that
 * they never read the seminars' tables.
 */
export function seminarSeatsSubject(deps: Pick<AppDeps, 'config'>): OrderSubject {
  return {
    async describe(db: Db, ids: number[]) {
      const requests = await repo.requestsByIds(db, ids);
      const [seminars, people] = await Promise.all([
        repo.seminarsByIds(db, [...new Set(requests.map((r) => r.seminarId))]),
        peopleByIds(
          db,
          requests.map((r) => r.userId),
        ),
      ]);
      const seminarOf = new Map(seminars.map((s) => [s.id, s]));
      return new Map(
        requests.map((r): [number, SubjectInfo] => {
          const person = people.get(r.userId);
          return [
            r.id,
            {
              ownerId: r.userId,
              exhibitionId: r.exhibitionId,
              lang: r.lang,
              contactName: r.contactName,
              contactMobile: r.contactMobile,
              contactEmail: r.contactEmail,
              company: r.company,
              userName: person?.name ?? null,
              userEmail: person?.email ?? null,
              title: seminarOf.get(r.seminarId)?.title ?? null,
              pagePath: `/seminar/seminarPay?request=${r.id}`,
            },
          ];
        }),
      );
    },
    async ownerOf(db, requestId) {
      return (await repo.findRequest(db, requestId))?.userId ?? null;
    },
    async isMember(db, requestId, userId) {
      return (await repo.attendeesOf(db, [requestId])).some((m) => m.userId === userId);
    },
    async itemNames(db, requestId) {
      return new Map((await repo.attendeesOf(db, [requestId])).map((a) => [a.id, a.name] as const));
    },
    async due(tx, requestId) {
      const locked = await repo.lockRequest(tx, requestId);
      const seminar = locked ? await repo.findSeminar(tx, locked.seminarId) : undefined;
      if (!locked || !seminar) return null;
      const seated = (await repo.attendeesOf(tx, [locked.id])).filter((a) => a.status === 'seated');
      return {
        unitPrice: locked.hpiaMember ? seminar.memberPrice : seminar.price,
        items: seated.map((a) => a.id),
      };
    },
    async lock(tx, requestId) {
      return Boolean(await repo.lockRequest(tx, requestId));
    },
    // A full refund (every open seat at its price) gives the seats up, as cancelling them would. A
    // partial one names no member (the organizer's call has an amount only), so it releases no
    // seat: giving up floor(amount / price) members chosen by the server would cancel people who
    // may be coming; an organizer who wants a member out cancels that member (docs/decisions.md).
    releases({ items, amount, unitPrice }) {
      return amount >= items.length * unitPrice ? items : [];
    },
    refunded(tx, requestId, attendeeIds, now) {
      return giveUpRefunded(deps, tx, requestId, attendeeIds, now);
    },
    refundReason(reference) {
      return `seminar seats refund ${reference}`;
    },
  };
}
