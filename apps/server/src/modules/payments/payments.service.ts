import { randomBytes } from 'node:crypto';
import {
  PAYMENT_NOTIFY_PATH as NOTIFY_PATH,
  type Order,
  type OrderStatus,
  type OrganizerOrder,
  type PaymentMethod,
  type PaymentMethods,
  type PaymentStart,
  type RefundStatus,
  type SandboxTrade,
} from '@cidpex/contracts';
import { DEV_PAYMENT_SANDBOX_SECRET } from '../../config';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError, isUniqueViolation } from '../../platform/errors';
import {
  BankTransferProvider,
  type PaymentConfirmation,
  type PaymentProvider,
  type WechatProvider,
  WechatSandboxProvider,
} from './payment-providers';
import * as repo from './payments.repository';
import { describeOrders, SEMINAR_SEATS, subjectOf } from './subjects.service';
import * as tradeRepo from './trades.repository';
import * as trades from './trades.service';
import { WechatPayProvider } from './wechatpay.provider';

export interface Viewer {
  userId: number;
  isOrganizer: boolean;
}

const cache = new WeakMap<
  AppDeps,
  { all: Partial<Record<PaymentMethod, PaymentProvider>>; wechat?: WechatProvider }
>();

/** The providers configured for this server: bank transfer always; `wechat` as PAYMENT_WECHAT says. */
export function providers(deps: AppDeps) {
  const known = cache.get(deps);
  if (known) return known;
  const { payment, paymentSandboxSecret, publicUrl } = deps.config;
  let wechat: WechatProvider | undefined;
  if (payment.wechat === 'sandbox') {
    wechat = new WechatSandboxProvider(
      paymentSandboxSecret,
      publicUrl,
      payment.production ? DEV_PAYMENT_SANDBOX_SECRET : undefined,
    );
  } else if (payment.wechat === 'wechatpay' && payment.wechatpay) {
    wechat = new WechatPayProvider(payment.wechatpay, `${publicUrl}${NOTIFY_PATH}`);
  }
  const all: Partial<Record<PaymentMethod, PaymentProvider>> = { bank: new BankTransferProvider() };
  if (wechat) all.wechat = wechat;
  const made = { all, wechat };
  cache.set(deps, made);
  return made;
}

/** GET portal/rest/payments/methods: what the pay page offers, and whether WeChat is the sandbox. */
export function methods(deps: AppDeps): PaymentMethods {
  const { wechat } = providers(deps);
  return { methods: wechat ? ['wechat', 'bank'] : ['bank'], sandbox: wechat?.sandbox ?? false };
}

/** Refunds that are paid back or on their way: counted in `refunded`. */
const REFUNDING = new Set(['succeeded', 'processing', 'manual', 'sending', 'pending']);

export async function toOrder(db: Db, row: repo.OrderRow): Promise<Order> {
  const [items, refundRows] = await Promise.all([repo.itemsOf(db, [row.id]), repo.refundsOf(db, [row.id])]);
  const transferred = new Map<number, number>();
  for (const t of await repo.transfersOf(
    db,
    refundRows.map((r) => r.id),
  )) {
    transferred.set(t.refundId, (transferred.get(t.refundId) ?? 0) + t.amount);
  }
  const names =
    refundRows.length > 0
      ? await subjectOf(row.subjectKind).itemNames(db, row.subjectId)
      : new Map<number, string>();
  const refunds = refundRows.map((r) => ({
    id: r.id,
    attendeeId: r.itemId,
    attendeeName: names.get(r.itemId) ?? '',
    amount: r.amount,
    percent: r.percent,
    status: r.status as RefundStatus,
    refundNo: r.refundNo,
    transferred: transferred.get(r.id) ?? 0,
    createdAt: r.createdAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
  }));
  return {
    id: row.id,
    requestId: row.subjectId,
    reference: row.reference,
    seats: row.seats,
    unitPrice: row.unitPrice,
    amount: row.amount,
    currency: 'CNY',
    status: row.status as OrderStatus,
    method: (row.method as PaymentMethod | null) ?? null,
    attendeeIds: items.map((i) => i.itemId).sort((a, b) => a - b),
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    refunds,
    refunded: refunds.filter((r) => REFUNDING.has(r.status)).reduce((sum, r) => sum + r.amount, 0),
  };
}

/** The subject, if the viewer may see its orders: its owner, the organizer or a member who proved who they are. */
async function readableSubject(db: Db, viewer: Viewer, kind: string, subjectId: number) {
  const subject = subjectOf(kind);
  const ownerId = await subject.ownerOf(db, subjectId);
  if (ownerId === null) throw new AppError('SEMINAR_REQUEST_NOT_FOUND');
  if (ownerId === viewer.userId || viewer.isOrganizer) return { id: subjectId, ownerId };
  if (await subject.isMember(db, subjectId, viewer.userId)) return { id: subjectId, ownerId };
  throw new AppError('SEMINAR_REQUEST_NOT_FOUND');
}

function newReference(requestId: number) {
  return `S${requestId}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/**
 * GET register/rest/visitor/order/{requestId}[?requestContactId=]: the order paying for the
 * request's seated members. The open order follows the seats (members added or cancelled
 * since change it; a changed amount voids an open QR code); paid orders never change. With
 * `requestContactId`, the order that covers that member.
 */
export async function orderOf(
  deps: AppDeps,
  viewer: Viewer,
  requestId: number,
  requestContactId?: number,
): Promise<Order> {
  const { db } = deps;
  const kind = SEMINAR_SEATS;
  const subject = subjectOf(kind);
  const request = await readableSubject(db, viewer, kind, requestId);
  if (requestContactId) {
    const members = await subject.itemNames(db, request.id);
    if (!members.has(requestContactId)) throw new AppError('SEMINAR_ATTENDEE_NOT_FOUND');
    const covering = await repo.orderOfItem(db, kind, requestContactId);
    if (covering && covering.status !== 'cancelled') return toOrder(db, covering);
  }
  try {
    const row = await db.transaction(async (tx) => {
      // The subject's domain locks it and says what is due: the unit price and its seated items.
      const due = await subject.due(tx, request.id);
      if (!due) throw new AppError('SEMINAR_REQUEST_NOT_FOUND');
      const orders = await repo.ordersOfSubject(tx, kind, request.id);
      const paid = orders.filter((o) => o.status === 'paid');
      const pending = orders.find((o) => o.status === 'pending');
      const covered = new Set(
        (
          await repo.itemsOf(
            tx,
            paid.map((o) => o.id),
          )
        ).map((i) => i.itemId),
      );
      const seated = due.items.filter((id) => !covered.has(id));
      const { unitPrice } = due;
      if (seated.length === 0) {
        if (pending) await repo.updateOrder(tx, pending.id, { status: 'cancelled', tradeNo: null });
        if (pending) await repo.replaceItems(tx, pending, []);
        if (paid[0]) return paid[0];
        throw new AppError('PAYMENT_NOTHING_TO_PAY');
      }
      const amount = unitPrice * seated.length;
      if (pending) {
        const same =
          pending.amount === amount && (await repo.itemsOf(tx, [pending.id])).length === seated.length;
        if (same) return pending;
        await repo.replaceItems(tx, pending, seated);
        return repo.updateOrder(tx, pending.id, {
          seats: seated.length,
          unitPrice,
          amount,
          tradeNo: null,
          tradeExpiresAt: null,
        });
      }
      const order = await repo.insertOrder(tx, {
        subjectKind: kind,
        subjectId: request.id,
        reference: newReference(request.id),
        seats: seated.length,
        unitPrice,
        amount,
        status: 'pending',
      });
      if (!order) throw new AppError('CONFLICT');
      await repo.replaceItems(tx, order, seated);
      return order;
    });
    return toOrder(db, row as repo.OrderRow);
  } catch (err) {
    // Two first visits at once: the other one opened the order; answer it.
    if (isUniqueViolation(err)) return orderOf(deps, viewer, requestId);
    throw err;
  }
}

/** Checks that the viewer is the order's payer: its subject's owner or a member (not the organizer). */
async function assertPayer(db: Db, viewer: Viewer, order: repo.OrderRow) {
  const subject = subjectOf(order.subjectKind);
  const ownerId = await subject.ownerOf(db, order.subjectId);
  if (ownerId === null) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
  if (ownerId === viewer.userId) return;
  if (await subject.isMember(db, order.subjectId, viewer.userId)) return;
  throw new AppError('PAYMENT_ORDER_NOT_FOUND');
}

function providerFor(deps: AppDeps, method: PaymentMethod): PaymentProvider {
  const provider = providers(deps).all[method];
  if (!provider) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  return provider;
}

function wechatOf(deps: AppDeps): WechatProvider {
  const { wechat } = providers(deps);
  if (!wechat) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  return wechat;
}

/** POST portal/rest/payments/{orderId}/start: pay by bank transfer or WeChat (the sandbox or WeChat Pay). */
export async function start(
  deps: AppDeps,
  viewer: Viewer,
  orderId: number,
  method: PaymentMethod,
): Promise<PaymentStart> {
  const { db } = deps;
  const order = await repo.findOrder(db, orderId);
  if (!order) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
  await readableSubject(db, viewer, order.subjectKind, order.subjectId);
  if (order.status === 'paid') throw new AppError('PAYMENT_ALREADY_PAID');
  if (order.status !== 'pending') throw new AppError('PAYMENT_ORDER_NOT_FOUND');
  const provider = providerFor(deps, method);
  // A QR code issued before must not stay payable once another one replaces it.
  if (order.tradeNo && order.method === 'wechat') await wechatOf(deps).close(order.tradeNo);
  const answer = await provider.start(order, new Date(), `${MERCHANT} ${order.reference}`);
  const updated = await repo.updateOrder(db, order.id, answer.values);
  return { order: await toOrder(db, updated as repo.OrderRow), bank: answer.bank, wechat: answer.wechat };
}

const MERCHANT = 'CIDPEX 2024';

function tradeStatus(order: repo.OrderRow, now: Date): SandboxTrade['status'] {
  if (order.status === 'paid') return 'paid';
  if (!order.tradeExpiresAt || order.tradeExpiresAt < now || order.status !== 'pending') return 'expired';
  return 'pending';
}

/** GET portal/rest/payments/sandbox/{tradeNo}: what the payer's phone shows before paying. */
export async function trade(deps: AppDeps, viewer: Viewer, tradeNo: string): Promise<SandboxTrade> {
  const order = await repo.findByTrade(deps.db, tradeNo);
  if (!order) return otherTrade(deps, viewer, tradeNo);
  if (!order.tradeExpiresAt) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
  await assertPayer(deps.db, viewer, order);
  return {
    tradeNo,
    merchant: MERCHANT,
    amount: order.amount,
    currency: 'CNY',
    status: tradeStatus(order, new Date()),
    expiresAt: order.tradeExpiresAt.toISOString(),
  };
}

/**
 * The sandbox's side of "pay": only the payer, signed in, may confirm their own open trade;
 * the answer is the signed notification the sandbox then sends to the server's callback.
 */
export async function sandboxPayment(deps: AppDeps, viewer: Viewer, tradeNo: string) {
  const wechat = wechatOf(deps);
  if (!(wechat instanceof WechatSandboxProvider)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  const order = await repo.findByTrade(deps.db, tradeNo);
  if (!order) {
    // A trade of another domain (a booth contract): its payable says who pays it.
    const other = await otherTrade(deps, viewer, tradeNo);
    if (other.status === 'paid') throw new AppError('PAYMENT_ALREADY_PAID');
    if (other.status === 'expired') throw new AppError('PAYMENT_QR_EXPIRED');
    return wechat.sign({ tradeNo, amount: other.amount, currency: 'CNY', result: 'SUCCESS' }, new Date());
  }
  await assertPayer(deps.db, viewer, order);
  const status = tradeStatus(order, new Date());
  if (status === 'paid') throw new AppError('PAYMENT_ALREADY_PAID');
  if (status === 'expired') throw new AppError('PAYMENT_QR_EXPIRED');
  return wechat.sign({ tradeNo, amount: order.amount, currency: 'CNY', result: 'SUCCESS' }, new Date());
}

/** pending → paid after the provider vouched for a payment whose amount and currency match the order. */
async function applyConfirmation(db: Db, confirmation: PaymentConfirmation) {
  const order = await repo.findByTrade(db, confirmation.tradeNo);
  if (!order) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
  if (confirmation.amount !== order.amount || confirmation.currency !== 'CNY') {
    throw new AppError('PAYMENT_AMOUNT_MISMATCH');
  }
  if (!confirmation.success)
    return { orderId: order.id, status: order.status as OrderStatus, applied: false };
  const paid = await repo.markPaid(db, order.id, { method: 'wechat' });
  const now = paid ?? (await repo.findOrder(db, order.id));
  return { orderId: order.id, status: (now?.status ?? order.status) as OrderStatus, applied: Boolean(paid) };
}

/**
 * POST portal/rest/payments/wechat/notify: the provider's callback. The provider checks the
 * signature (and decrypts, for WeChat Pay) and the timestamp; a notification seen before is
 * refused; then the order moves pending → paid once. A notification for an order already
 * paid is acknowledged and changes nothing.
 */
export async function notify(
  deps: AppDeps,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
) {
  const confirmation = await wechatOf(deps).verifyNotification(rawBody, headers, new Date());
  if (!(await repo.useNonce(deps.db, confirmation.replayKey)))
    throw new AppError('PAYMENT_CALLBACK_REPLAYED');
  if (!(await repo.findByTrade(deps.db, confirmation.tradeNo))) {
    const other = await tradeRepo.findTrade(deps.db, confirmation.tradeNo);
    if (other) {
      const { applied, status } = await trades.applyTradeConfirmation(deps.db, other, confirmation);
      return { orderId: other.subjectId, status: ORDER_STATUS_OF_TRADE[status] ?? 'cancelled', applied };
    }
  }
  return applyConfirmation(deps.db, confirmation);
}

const ORDER_STATUS_OF_TRADE: Record<string, OrderStatus> = { pending: 'pending', paid: 'paid' };

/* ── trades of other domains (booth contracts): the same provider, callback and checks ── */

/** A trade of another domain as the sandbox page shows it, for its payer only. */
async function otherTrade(deps: AppDeps, viewer: Viewer, tradeNo: string): Promise<SandboxTrade> {
  const row = await tradeRepo.findTrade(deps.db, tradeNo);
  if (!row) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
  const payable = await trades.assertPayer(deps.db, row, viewer.userId);
  const now = new Date();
  const status =
    row.status === 'paid' ? 'paid' : row.status === 'pending' && row.expiresAt > now ? 'pending' : 'expired';
  return {
    tradeNo,
    merchant: MERCHANT,
    amount: row.amount,
    currency: 'CNY',
    status,
    expiresAt: row.expiresAt.toISOString(),
    returnPath: payable.returnPath,
  };
}

export interface TradeStartInput {
  kind: string;
  subjectId: number;
  /** In fen. */
  amount: number;
  /** What the payer quotes and the provider shows (e.g. the contract number). */
  reference: string;
  userId: number;
}

/**
 * Opens a WeChat trade (sandbox QR page or WeChat Pay Native code) for another domain's
 * subject; an open trade of the same subject is closed first (at the provider too), so only
 * the newest QR code can be paid. The callback then goes through `notify` like a seminar order.
 */
export async function startTrade(deps: AppDeps, input: TradeStartInput): Promise<trades.OnlineTrade> {
  const wechat = wechatOf(deps);
  const closed = await tradeRepo.closeOpenTrades(deps.db, input.kind, input.subjectId);
  for (const row of closed) await wechat.close(row.tradeNo);
  const answer = await wechat.start(input, new Date(), `${MERCHANT} ${input.reference}`);
  if (!answer.wechat) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  const row = await tradeRepo.insertTrade(deps.db, {
    tradeNo: answer.wechat.tradeNo,
    kind: input.kind,
    subjectId: input.subjectId,
    amount: input.amount,
    payUrl: answer.wechat.payUrl,
    expiresAt: new Date(answer.wechat.expiresAt),
    startedBy: input.userId,
  });
  return trades.toOnlineTrade(row, wechat.sandbox);
}

/** The subject was paid another way (a bank transfer received): its open QR codes can no longer be paid. */
export async function closeTrades(deps: AppDeps, kind: string, subjectId: number) {
  const closed = await tradeRepo.closeOpenTrades(deps.db, kind, subjectId);
  const wechat = providers(deps).wechat;
  for (const row of closed) await wechat?.close(row.tradeNo);
}

/** The subject's trade still open (its QR code), or null. */
export async function openTrade(deps: AppDeps, kind: string, subjectId: number) {
  const row = await tradeRepo.openTradeOf(deps.db, kind, subjectId, new Date());
  return row ? trades.toOnlineTrade(row, providers(deps).wechat?.sandbox ?? false) : null;
}

/**
 * Asks the provider about the subject's open trade whose notification did not come (WeChat Pay;
 * the sandbox answers nothing); a confirmed payment is applied with the notification's checks.
 */
export async function queryTrade(deps: AppDeps, kind: string, subjectId: number) {
  const row = await tradeRepo.openTradeOf(deps.db, kind, subjectId, new Date(0));
  const wechat = providers(deps).wechat;
  if (!row || !wechat) return false;
  const confirmation = await wechat.query(row.tradeNo);
  if (!confirmation?.success || confirmation.tradeNo !== row.tradeNo) return false;
  return (await trades.applyTradeConfirmation(deps.db, row, confirmation)).applied;
}

/**
 * POST portal/rest/payments/{orderId}/query: the payer (or the organizer) asks the provider
 * about an open WeChat trade whose notification did not come; a confirmed payment is applied
 * with the same checks as a notification.
 */
export async function query(deps: AppDeps, viewer: Viewer, orderId: number): Promise<Order> {
  const { db } = deps;
  const order = await repo.findOrder(db, orderId);
  if (!order) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
  await readableSubject(db, viewer, order.subjectKind, order.subjectId);
  if (order.status === 'pending' && order.method === 'wechat' && order.tradeNo) {
    const confirmation = await wechatOf(deps).query(order.tradeNo);
    if (confirmation?.success) await applyConfirmation(db, confirmation);
  }
  return toOrder(db, (await repo.findOrder(db, orderId)) as repo.OrderRow);
}

/** POST portal/rest/organizer/payments/{orderId}/received: the organizer saw the bank transfer. */
export async function markReceived(db: Db, orderId: number, organizerId: number): Promise<Order> {
  const order = await repo.findOrder(db, orderId);
  if (!order) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
  if (order.status === 'paid') throw new AppError('PAYMENT_ALREADY_PAID');
  if (order.method !== 'bank') throw new AppError('PAYMENT_METHOD_MISMATCH');
  const paid = await repo.markPaid(db, order.id, { method: 'bank', confirmedBy: organizerId });
  if (!paid) throw new AppError('PAYMENT_ALREADY_PAID');
  return toOrder(db, paid);
}

export async function organizerList(db: Db, status?: OrderStatus): Promise<OrganizerOrder[]> {
  const rows = await repo.organizerOrders(db, status);
  const infoOf = await describeOrders(db, rows);
  return Promise.all(
    rows.map(async (order) => {
      const info = infoOf(order.subjectKind, order.subjectId);
      return {
        ...(await toOrder(db, order)),
        contactName: info?.contactName ?? null,
        contactMobile: info?.contactMobile ?? null,
        company: info?.company ?? null,
      };
    }),
  );
}
