import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { PaymentConfirmation } from './payment-providers';
import * as repo from './trades.repository';

/**
 * Payments for what other domains sell (issue 19: booth contracts), through the configured
 * WeChat provider — the same start, signed callback, replay and amount checks as the seminar
 * orders. The owning domain registers a payable under a kind: who may pay it, and what happens
 * once, inside the transaction that marks the trade paid.
 */
export interface Payable {
  /** Whether this user may see and pay the subject (the sandbox page asks it). */
  mayPay(db: Db, userId: number, subjectId: number): Promise<boolean>;
  /** The subject is paid: called once, in the transaction of the trade's `pending → paid`. */
  paid(
    tx: Db,
    subjectId: number,
    trade: { tradeNo: string; amount: number; method: 'wechat' },
  ): Promise<void>;
  /** Where the payer goes back to from the sandbox page once paid. */
  returnPath: string;
}

const payables = new Map<string, Payable>();

/** Registered by the owning domain when its routes are registered (once per kind). */
export function registerPayable(kind: string, payable: Payable) {
  payables.set(kind, payable);
}

function payableOf(kind: string): Payable {
  const payable = payables.get(kind);
  if (!payable) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
  return payable;
}

export type TradeRow = repo.TradeRow;

export interface OnlineTrade {
  tradeNo: string;
  payUrl: string;
  expiresAt: string;
  sandbox: boolean;
}

export function toOnlineTrade(row: TradeRow, sandbox: boolean): OnlineTrade {
  return { tradeNo: row.tradeNo, payUrl: row.payUrl, expiresAt: row.expiresAt.toISOString(), sandbox };
}

/**
 * `pending → paid` of a trade the provider vouched for: the amount and currency must be the
 * trade's; then, once, the owning domain's `paid` in the same transaction. A trade already paid
 * is acknowledged and changes nothing.
 */
export async function applyTradeConfirmation(db: Db, row: TradeRow, confirmation: PaymentConfirmation) {
  if (confirmation.amount !== row.amount || confirmation.currency !== 'CNY') {
    throw new AppError('PAYMENT_AMOUNT_MISMATCH');
  }
  if (!confirmation.success) return { applied: false, status: row.status };
  const payable = payableOf(row.kind);
  const applied = await db.transaction(async (tx) => {
    const paid = await repo.markTradePaid(tx, row.id);
    if (!paid) return false;
    await payable.paid(tx, paid.subjectId, { tradeNo: paid.tradeNo, amount: paid.amount, method: 'wechat' });
    return true;
  });
  return { applied, status: 'paid' as const };
}

/** The payer of a trade: the owning domain decides; anyone else is told it does not exist. */
export async function assertPayer(db: Db, row: TradeRow, userId: number) {
  if (!(await payableOf(row.kind).mayPay(db, userId, row.subjectId))) {
    throw new AppError('PAYMENT_ORDER_NOT_FOUND');
  }
  return payableOf(row.kind);
}
