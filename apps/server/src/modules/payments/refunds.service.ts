import {
  fenToYuan,
  isLocale,
  type Locale,
  type Order,
  type OrderRefundBody,
  type OrganizerRefund,
  type PaymentMethod,
  type RefundStatus,
  type RefundTransferBody,
  type RefundView,
  refundAmount,
  refundShare,
  refundView,
  siteLink,
  statusesOfView,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { Notice } from '../../platform/notifier';
import * as repo from './payments.repository';
import { providers, toOrder } from './payments.service';
import { fill, refundTexts } from './refunds.messages';
import { describeOne, describeOrders, subjectOf } from './subjects.service';

/** An item being cancelled (a seminar member: kind `seminar-seats`), and its domain's cancellation rule. */
export interface CancelledSeat {
  kind: string;
  itemId: number;
  refundUntil: Date | null;
  refundPercent: number;
}

/**
 * Inside the cancel's transaction: when a paid order covers the member, records what the
 * cancellation refunds — the seminar's share of the seat price until the deadline, nothing
 * after it (`none`); bank transfers are returned by the organizer (`manual`). One row per
 * member, so a repeated or concurrent cancel refunds once. Answers the refund to settle with
 * the provider after the transaction commits, or null.
 */
export async function recordCancellation(
  deps: Pick<AppDeps, 'notifier' | 'config'>,
  tx: Db,
  seat: CancelledSeat,
  now: Date,
): Promise<number | null> {
  const order = await repo.orderOfItem(tx, seat.kind, seat.itemId);
  if (order?.status !== 'paid') return null;
  const percent = refundShare(seat, now);
  const amount = refundAmount(order.unitPrice, percent);
  const status = amount === 0 ? 'none' : order.method === 'wechat' ? 'pending' : 'manual';
  const row = await repo.insertRefund(tx, {
    orderId: order.id,
    subjectKind: order.subjectKind,
    itemId: seat.itemId,
    amount,
    percent: amount === 0 ? 0 : percent,
    status,
    refundNo: `R${order.id}M${seat.itemId}`,
    settledAt: status === 'none' ? now : null,
  });
  // A bank transfer is returned by the organizer: the payer learns it now, with the cancel.
  if (row?.status === 'manual') {
    const notice = await refundNotice(tx, deps.config.publicUrl, row, 'toTransfer');
    if (notice) await deps.notifier.send(notice, tx);
  }
  return row?.status === 'pending' ? row.id : null;
}

/**
 * Asks the provider that took the payment for a recorded refund. Only the caller that moves
 * it pending|failed → sending asks; the provider refunds one refund number once, so a retry
 * after a lost answer does not pay twice. A refusal or an error leaves it `failed` (retried
 * by the job `payments.retry-refunds`).
 */
export async function settle(deps: AppDeps, refundId: number): Promise<repo.RefundRow | undefined> {
  const { db } = deps;
  const claimed = await repo.claimRefund(db, refundId);
  if (!claimed) return repo.findRefund(db, refundId);
  const order = await repo.findOrder(db, claimed.orderId);
  const wechat = providers(deps).wechat;
  if (!order?.tradeNo || !wechat) {
    return repo.settleRefund(db, claimed.id, { status: 'failed', note: 'no WeChat trade or provider' });
  }
  try {
    const answer = await wechat.refund({
      tradeNo: order.tradeNo,
      refundNo: claimed.refundNo,
      amount: claimed.amount,
      total: order.amount,
      reason: subjectOf(order.subjectKind).refundReason(order.reference),
    });
    const settled = await repo.settleRefund(db, claimed.id, {
      status: answer.status,
      note: null,
      settledAt: answer.status === 'succeeded' ? new Date() : null,
    });
    if (settled?.status === 'succeeded') await notifyRefunded(deps, settled);
    return settled;
  } catch (err) {
    return repo.settleRefund(db, claimed.id, {
      status: 'failed',
      note: err instanceof Error ? err.message.slice(0, 500) : 'error',
    });
  }
}

/**
 * POST portal/rest/organizer/payments/{orderId}/refund: the organizer refunds a paid order
 * outside a cancellation. With the subject and then the order locked (the order of locks of a
 * cancellation, so the two never wait on each other): only a paid order (12342), only members
 * not refunded yet (none left: 12341, a double refund), at most what was paid for them (12343).
 * The amount is shared over those members, one refund row each (the row a cancellation would
 * write, unique per member: a refund and a cancellation never both pay a seat), settled with the
 * provider that took the payment after the commit — or `manual` for a bank transfer, which the
 * organizer sends back. The order's subject then decides what the refund releases (`releases`:
 * seminar seats give every seat up on a full refund, none on a partial one) and its domain gives
 * those items up as a cancellation would.
 */
export async function refundOrder(deps: AppDeps, orderId: number, body: OrderRefundBody): Promise<Order> {
  const now = new Date();
  const { toSettle, notices } = await deps.db.transaction(async (tx) => {
    const found = await repo.findOrder(tx, orderId);
    if (!found) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
    const subject = subjectOf(found.subjectKind);
    await subject.lock(tx, found.subjectId);
    const order = await repo.lockOrder(tx, orderId);
    if (!order) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
    if (order.status !== 'paid') throw new AppError('ORDER_REFUND_NOT_PAID');
    const refunded = new Set((await repo.refundsOf(tx, [order.id])).map((r) => r.itemId));
    const open = (await repo.itemsOf(tx, [order.id]))
      .map((i) => i.itemId)
      .filter((id) => !refunded.has(id))
      .sort((a, b) => a - b);
    if (open.length === 0) throw new AppError('ORDER_ALREADY_REFUNDED');
    const max = open.length * order.unitPrice;
    const amount = body.amount ?? max;
    if (amount > max) throw new AppError('ORDER_REFUND_TOO_MUCH', { max: fenToYuan(max) });
    const toSettle: number[] = [];
    const rows: repo.RefundRow[] = [];
    for (const [i, itemId] of open.entries()) {
      const share = Math.floor(amount / open.length) + (i < amount % open.length ? 1 : 0);
      const status = share === 0 ? 'none' : order.method === 'wechat' ? 'pending' : 'manual';
      const row = await repo.insertRefund(tx, {
        orderId: order.id,
        subjectKind: order.subjectKind,
        itemId,
        amount: share,
        percent: order.unitPrice > 0 ? Math.round((share * 100) / order.unitPrice) : 0,
        status,
        refundNo: `R${order.id}M${itemId}`,
        settledAt: status === 'none' ? now : null,
      });
      if (!row) throw new AppError('ORDER_ALREADY_REFUNDED');
      rows.push(row);
      if (row.status === 'pending') toSettle.push(row.id);
    }
    for (const row of rows.filter((r) => r.status === 'manual')) {
      const notice = await refundNotice(tx, deps.config.publicUrl, row, 'toTransfer');
      if (notice) await deps.notifier.send(notice, tx);
    }
    // The subject decides what the refund releases (seminar seats: every seat on a full refund).
    const released = subject.releases({ items: open, amount, unitPrice: order.unitPrice });
    const notices = released.length > 0 ? await subject.refunded(tx, order.subjectId, released, now) : [];
    return { toSettle, notices };
  });
  for (const id of toSettle) await settle(deps, id);
  for (const notice of notices) await deps.notifier.send(notice);
  const order = await repo.findOrder(deps.db, orderId);
  if (!order) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
  return toOrder(deps.db, order);
}

/** The job's pass: failed refunds, and pending ones older than a minute, asked again. */
export async function retryRefunds(deps: AppDeps, now = new Date()): Promise<number> {
  const rows = await repo.refundsToRetry(deps.db, new Date(now.getTime() - 60_000));
  for (const r of rows) await settle(deps, r.id);
  return rows.length;
}

/**
 * The notice to the payer about a refund, in the language the payer used for the order (the
 * request's `lang`): never the language of whoever cancelled or recorded the transfer.
 */
export async function refundNotice(
  db: Db,
  base: string,
  refund: repo.RefundRow,
  kind: 'toTransfer' | 'refunded',
): Promise<Notice | null> {
  const order = await repo.findOrder(db, refund.orderId);
  if (!order) return null;
  const [payer, names] = await Promise.all([
    describeOne(db, order.subjectKind, order.subjectId),
    subjectOf(order.subjectKind).itemNames(db, order.subjectId),
  ]);
  const recipient = payer?.contactEmail ?? payer?.userEmail;
  if (!payer || !recipient) return null;
  const attendee = names.get(refund.itemId) ?? '';
  const locale: Locale = isLocale(payer.lang) ? payer.lang : 'zh-Hans';
  const texts = refundTexts(locale);
  const params = {
    name: payer.contactName ?? payer.userName ?? '',
    attendee,
    reference: order.reference,
    amount: fenToYuan(refund.amount),
    no: refund.refundNo,
    url: siteLink(base, locale, payer.pagePath),
  };
  return kind === 'toTransfer'
    ? {
        channel: 'email',
        recipient,
        subject: texts.toTransferSubject,
        body: fill(texts.toTransferBody, params),
      }
    : { channel: 'email', recipient, subject: texts.refundedSubject, body: fill(texts.refundedBody, params) };
}

async function notifyRefunded(deps: AppDeps, refund: repo.RefundRow, tx?: Db) {
  const notice = await refundNotice(tx ?? deps.db, deps.config.publicUrl, refund, 'refunded');
  if (notice) await deps.notifier.send(notice, tx);
}

/** What the organizer still has to transfer back for a manual refund. */
export function owedOf(refund: repo.RefundRow, transferred: number): number {
  return refund.status === 'manual' ? Math.max(0, refund.amount - transferred) : 0;
}

/**
 * POST portal/rest/organizer/refunds/{refundId}/transfers: the organizer records the transfer
 * sent back for a refund of an order paid by bank transfer (`manual`). With the refund locked:
 * the same bank reference again answers what is stored (nothing twice; a different amount or
 * date under it is refused), an amount over what is still owed is refused, and the refund
 * becomes `succeeded` when the transfers reach its amount — the payer is told in their language.
 */
export async function recordTransfer(
  deps: AppDeps,
  refundId: number,
  body: RefundTransferBody,
  organizerId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const refund = await repo.lockRefund(tx, refundId);
    if (!refund) throw new AppError('REFUND_NOT_FOUND');
    const transfers = await repo.transfersOf(tx, [refund.id]);
    const same = transfers.find((t) => t.bankReference === body.bankReference);
    if (same) {
      if (same.amount === body.amount && same.transferredOn === body.transferredOn) return;
      throw new AppError('REFUND_TRANSFER_REFERENCE_USED');
    }
    if (refund.status !== 'manual') throw new AppError('REFUND_NOT_TO_TRANSFER');
    const owed = owedOf(
      refund,
      transfers.reduce((sum, t) => sum + t.amount, 0),
    );
    if (body.amount > owed) throw new AppError('REFUND_TRANSFER_TOO_MUCH', { owed: fenToYuan(owed) });
    await repo.insertTransfer(tx, {
      refundId: refund.id,
      amount: body.amount,
      transferredOn: body.transferredOn,
      bankReference: body.bankReference,
      recordedBy: organizerId,
    });
    if (body.amount === owed) {
      const done = await repo.completeManualRefund(tx, refund.id, new Date());
      if (done) await notifyRefunded(deps, done, tx);
    }
  });
}

/** GET portal/rest/organizer/refunds: refunds newest first, optionally of one view (state). */
export async function organizerRefunds(db: Db, view?: RefundView, id?: number): Promise<OrganizerRefund[]> {
  const rows = await repo.organizerRefunds(db, view ? statusesOfView(view) : undefined, id);
  const transfers = await repo.transfersOf(
    db,
    rows.map((r) => r.refund.id),
  );
  const infoOf = await describeOrders(
    db,
    rows.map((r) => r.order),
  );
  const subjects = new Map(rows.map(({ order }) => [`${order.subjectKind}:${order.subjectId}`, order]));
  const namesOf = new Map(
    await Promise.all(
      [...subjects].map(
        async ([key, o]) => [key, await subjectOf(o.subjectKind).itemNames(db, o.subjectId)] as const,
      ),
    ),
  );
  return rows.flatMap(({ refund, order }) => {
    const request = infoOf(order.subjectKind, order.subjectId);
    const status = refund.status as RefundStatus;
    const rowView = refundView(status);
    if (!rowView) return [];
    const own = transfers.filter((t) => t.refundId === refund.id);
    const transferred = own.reduce((sum, t) => sum + t.amount, 0);
    return [
      {
        id: refund.id,
        attendeeId: refund.itemId,
        attendeeName: namesOf.get(`${order.subjectKind}:${order.subjectId}`)?.get(refund.itemId) ?? '',
        amount: refund.amount,
        percent: refund.percent,
        status,
        refundNo: refund.refundNo,
        transferred,
        createdAt: refund.createdAt.toISOString(),
        settledAt: refund.settledAt?.toISOString() ?? null,
        view: rowView,
        orderId: order.id,
        orderReference: order.reference,
        method: (order.method as PaymentMethod | null) ?? null,
        requestId: order.subjectId,
        contactName: request?.contactName ?? null,
        contactMobile: request?.contactMobile ?? null,
        company: request?.company ?? null,
        owed: owedOf(refund, transferred),
        note: refund.note,
        transfers: own.map((t) => ({
          id: t.id,
          amount: t.amount,
          transferredOn: t.transferredOn,
          bankReference: t.bankReference,
          createdAt: t.createdAt.toISOString(),
        })),
      },
    ];
  });
}
