import { refundAmount, refundShare } from '@cidpex/contracts';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import * as repo from './payments.repository';
import { providers } from './payments.service';

/** A member being cancelled, and the seminar's cancellation rule. */
export interface CancelledSeat {
  attendeeId: number;
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
export async function recordCancellation(tx: Db, seat: CancelledSeat, now: Date): Promise<number | null> {
  const order = await repo.orderOfAttendee(tx, seat.attendeeId);
  if (order?.status !== 'paid') return null;
  const percent = refundShare(seat, now);
  const amount = refundAmount(order.unitPrice, percent);
  const status = amount === 0 ? 'none' : order.method === 'wechat' ? 'pending' : 'manual';
  const row = await repo.insertRefund(tx, {
    orderId: order.id,
    attendeeId: seat.attendeeId,
    amount,
    percent: amount === 0 ? 0 : percent,
    status,
    refundNo: `R${order.id}M${seat.attendeeId}`,
    settledAt: status === 'none' ? now : null,
  });
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
      reason: `seminar cancellation ${order.reference}`,
    });
    return repo.settleRefund(db, claimed.id, {
      status: answer.status,
      note: null,
      settledAt: answer.status === 'succeeded' ? new Date() : null,
    });
  } catch (err) {
    return repo.settleRefund(db, claimed.id, {
      status: 'failed',
      note: err instanceof Error ? err.message.slice(0, 500) : 'error',
    });
  }
}

/** The job's pass: failed refunds, and pending ones older than a minute, asked again. */
export async function retryRefunds(deps: AppDeps, now = new Date()): Promise<number> {
  const rows = await repo.refundsToRetry(deps.db, new Date(now.getTime() - 60_000));
  for (const r of rows) await settle(deps, r.id);
  return rows.length;
}
