import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { Notice } from '../../platform/notifier';

/**
 * What an order pays for: its subject, a kind and the owning domain's id (issue 15 §2). An
 * order of seminar seats has the subject (`seminar-seats`, registration request id); its items are
 * the request's members. Payments, refunds and invoices know the subject only through what its
 * domain registers here, so they never read that domain's tables (the same pattern as
 * `registerPayable` for the booth contracts' trades).
 */
export interface SubjectInfo {
  /** The account that owns the subject (the request's owner): it pays and asks for invoices. */
  ownerId: number;
  exhibitionId: number;
  /** The language the payer used for it: notices about it go out in this language. */
  lang: string;
  contactName: string | null;
  contactMobile: string | null;
  contactEmail: string | null;
  company: string | null;
  /** The owner's account name and email, when the subject has no contact of its own. */
  userName: string | null;
  userEmail: string | null;
  /** What the receipt names as the item paid for, in each language. */
  title: { 'zh-Hans': string; 'zh-Hant': string; en: string } | null;
  /** The payer's page of the subject (mails link to it), without the language prefix. */
  pagePath: string;
}

export interface OrderSubject {
  /** The subjects' facts, by id (one query per call, for lists). */
  describe(db: Db, subjectIds: number[]): Promise<Map<number, SubjectInfo>>;
  /** The account that owns the subject, or null when there is no such subject (one query: checked on every read of an order). */
  ownerOf(db: Db, subjectId: number): Promise<number | null>;
  /** Who else may read and pay the subject's orders besides its owner (a member who proved who they are). */
  isMember(db: Db, subjectId: number, userId: number): Promise<boolean>;
  /** The names of the subject's items (members), by item id. */
  itemNames(db: Db, subjectId: number): Promise<Map<number, string>>;
  /**
   * Inside the transaction that opens or changes the open order: locks the subject and answers
   * what is due now — the unit price and the items to pay for (those already in a paid order
   * are left out by payments); null when the subject is gone.
   */
  due(tx: Db, subjectId: number): Promise<{ unitPrice: number; items: number[] } | null>;
  /** Locks the subject before its order is locked (the same order of locks as a cancellation). */
  lock(tx: Db, subjectId: number): Promise<boolean>;
  /**
   * What an organizer's refund outside a cancellation releases: of `items` (the order's items not
   * refunded yet, `unitPrice` each), refunded `amount` in all, the ids the subject gives up
   * (`refunded` is then called with them); none keeps every item as it is.
   */
  releases(refund: { items: number[]; amount: number; unitPrice: number }): number[];
  /**
   * The organizer refunded these items outside a cancellation (inside the refund's
   * transaction): the subject gives them up as a cancellation would. Answers the notices to
   * send once the transaction commits.
   */
  refunded(tx: Db, subjectId: number, itemIds: number[], now: Date): Promise<Notice[]>;
  /** The reason sent to the provider with a refund of one of its orders (the payer sees it; WeChat Pay keeps 80 characters). */
  refundReason(reference: string): string;
}

/** The subject kind of an order of seminar seats (its id is the registration request's). */
export const SEMINAR_SEATS = 'seminar-seats';

const subjects = new Map<string, OrderSubject>();

/** Registered by the owning domain when its routes are registered (once per kind). */
export function registerOrderSubject(kind: string, subject: OrderSubject) {
  subjects.set(kind, subject);
}

/** The subject of an order's kind (the order's `subjectKind`); an unknown kind is an order not found. */
export function subjectOf(kind: string): OrderSubject {
  const subject = subjects.get(kind);
  if (!subject) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
  return subject;
}

export async function describeOne(db: Db, kind: string, subjectId: number) {
  return (await subjectOf(kind).describe(db, [subjectId])).get(subjectId);
}

/** The facts of the subjects of these orders, one `describe` per kind: a lookup by kind and id. */
export async function describeOrders(
  db: Db,
  orders: { subjectKind: string; subjectId: number }[],
): Promise<(kind: string, subjectId: number) => SubjectInfo | undefined> {
  const byKind = new Map<string, Map<number, SubjectInfo>>();
  for (const kind of new Set(orders.map((o) => o.subjectKind))) {
    const ids = [...new Set(orders.filter((o) => o.subjectKind === kind).map((o) => o.subjectId))];
    byKind.set(kind, await subjectOf(kind).describe(db, ids));
  }
  return (kind, subjectId) => byKind.get(kind)?.get(subjectId);
}
