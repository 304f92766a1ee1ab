import { randomBytes } from 'node:crypto';
import {
  type Order,
  type OrderStatus,
  type OrganizerOrder,
  type PaymentMethod,
  type PaymentStart,
  type SandboxTrade,
  sandboxNotifyBody,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError, isUniqueViolation } from '../../platform/errors';
import * as seminarRepo from '../seminars/seminars.repository';
import { BankTransferProvider, type PaymentProvider, WechatSandboxProvider } from './payment-providers';
import * as repo from './payments.repository';

export interface Viewer {
  userId: number;
  isOrganizer: boolean;
}

export function providers(deps: AppDeps) {
  const wechat = new WechatSandboxProvider(deps.config.paymentSandboxSecret, deps.config.publicUrl);
  const all: Record<PaymentMethod, PaymentProvider> = { bank: new BankTransferProvider(), wechat };
  return { all, wechat };
}

async function toOrder(db: Db, row: repo.OrderRow): Promise<Order> {
  const items = await repo.itemsOf(db, [row.id]);
  return {
    id: row.id,
    requestId: row.requestId,
    reference: row.reference,
    seats: row.seats,
    unitPrice: row.unitPrice,
    amount: row.amount,
    currency: 'CNY',
    status: row.status as OrderStatus,
    method: (row.method as PaymentMethod | null) ?? null,
    attendeeIds: items.map((i) => i.attendeeId).sort((a, b) => a - b),
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The request, if the viewer may see its orders: its owner, the organizer or a member who proved who they are. */
async function readableRequest(db: Db, viewer: Viewer, requestId: number) {
  const request = await seminarRepo.findRequest(db, requestId);
  if (!request) throw new AppError('SEMINAR_REQUEST_NOT_FOUND');
  if (request.userId === viewer.userId || viewer.isOrganizer) return request;
  const members = await seminarRepo.attendeesOf(db, [request.id]);
  if (members.some((m) => m.userId === viewer.userId)) return request;
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
  const request = await readableRequest(db, viewer, requestId);
  if (requestContactId) {
    const member = await seminarRepo.findAttendee(db, requestContactId);
    if (!member || member.requestId !== request.id) throw new AppError('SEMINAR_ATTENDEE_NOT_FOUND');
    const covering = await repo.orderOfAttendee(db, member.id);
    if (covering && covering.status !== 'cancelled') return toOrder(db, covering);
  }
  try {
    const row = await db.transaction(async (tx) => {
      const locked = await seminarRepo.lockRequest(tx, request.id);
      const seminar = locked ? await seminarRepo.findSeminar(tx, locked.seminarId) : undefined;
      if (!locked || !seminar) throw new AppError('SEMINAR_REQUEST_NOT_FOUND');
      const orders = await repo.ordersOfRequest(tx, locked.id);
      const paid = orders.filter((o) => o.status === 'paid');
      const pending = orders.find((o) => o.status === 'pending');
      const covered = new Set(
        (
          await repo.itemsOf(
            tx,
            paid.map((o) => o.id),
          )
        ).map((i) => i.attendeeId),
      );
      const seated = (await seminarRepo.attendeesOf(tx, [locked.id]))
        .filter((a) => a.status === 'seated' && !covered.has(a.id))
        .map((a) => a.id);
      const unitPrice = locked.hpiaMember ? seminar.memberPrice : seminar.price;
      if (seated.length === 0) {
        if (pending) await repo.updateOrder(tx, pending.id, { status: 'cancelled', tradeNo: null });
        if (pending) await repo.replaceItems(tx, pending.id, []);
        if (paid[0]) return paid[0];
        throw new AppError('PAYMENT_NOTHING_TO_PAY');
      }
      const amount = unitPrice * seated.length;
      if (pending) {
        const same =
          pending.amount === amount && (await repo.itemsOf(tx, [pending.id])).length === seated.length;
        if (same) return pending;
        await repo.replaceItems(tx, pending.id, seated);
        return repo.updateOrder(tx, pending.id, {
          seats: seated.length,
          unitPrice,
          amount,
          tradeNo: null,
          tradeExpiresAt: null,
        });
      }
      const order = await repo.insertOrder(tx, {
        requestId: locked.id,
        reference: newReference(locked.id),
        seats: seated.length,
        unitPrice,
        amount,
        status: 'pending',
      });
      if (!order) throw new AppError('CONFLICT');
      await repo.replaceItems(tx, order.id, seated);
      return order;
    });
    return toOrder(db, row as repo.OrderRow);
  } catch (err) {
    // Two first visits at once: the other one opened the order; answer it.
    if (isUniqueViolation(err)) return orderOf(deps, viewer, requestId);
    throw err;
  }
}

/** POST portal/rest/payments/{orderId}/start: pay by bank transfer or through the WeChat sandbox. */
export async function start(
  deps: AppDeps,
  viewer: Viewer,
  orderId: number,
  method: PaymentMethod,
): Promise<PaymentStart> {
  const { db } = deps;
  const order = await repo.findOrder(db, orderId);
  if (!order) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
  await readableRequest(db, viewer, order.requestId);
  if (order.status === 'paid') throw new AppError('PAYMENT_ALREADY_PAID');
  if (order.status !== 'pending') throw new AppError('PAYMENT_ORDER_NOT_FOUND');
  const answer = providers(deps).all[method].start(order, new Date());
  const updated = await repo.updateOrder(db, order.id, answer.values);
  return { order: await toOrder(db, updated as repo.OrderRow), bank: answer.bank, wechat: answer.wechat };
}

const MERCHANT = 'CIDPEX 2024';

function tradeStatus(order: repo.OrderRow, now: Date): SandboxTrade['status'] {
  if (order.status === 'paid') return 'paid';
  if (!order.tradeExpiresAt || order.tradeExpiresAt < now || order.status !== 'pending') return 'expired';
  return 'pending';
}

/** GET portal/rest/payments/sandbox/{tradeNo}: what the phone shows before paying. */
export async function trade(db: Db, tradeNo: string): Promise<SandboxTrade> {
  const order = await repo.findByTrade(db, tradeNo);
  if (!order?.tradeExpiresAt) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
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
 * The sandbox's side of "pay": the trade must be open; the answer is the signed
 * notification the sandbox then sends to the server's callback.
 */
export async function sandboxPayment(deps: AppDeps, tradeNo: string) {
  const order = await repo.findByTrade(deps.db, tradeNo);
  if (!order) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
  const status = tradeStatus(order, new Date());
  if (status === 'paid') throw new AppError('PAYMENT_ALREADY_PAID');
  if (status === 'expired') throw new AppError('PAYMENT_QR_EXPIRED');
  return providers(deps).wechat.sign(
    { tradeNo, amount: order.amount, currency: 'CNY', result: 'SUCCESS' },
    new Date(),
  );
}

/**
 * POST portal/rest/payments/wechat/notify: the provider's callback. Signature, timestamp and
 * a nonce never seen before are checked first; then the order moves pending → paid once.
 * A callback for an order already paid is acknowledged and changes nothing.
 */
export async function notify(
  deps: AppDeps,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
) {
  const { db } = deps;
  const nonce = providers(deps).wechat.verify(rawBody, headers, new Date());
  if (!(await repo.useNonce(db, nonce))) throw new AppError('PAYMENT_CALLBACK_REPLAYED');
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new AppError('PAYMENT_SIGNATURE_INVALID');
  }
  const body = sandboxNotifyBody.safeParse(parsed);
  if (!body.success) throw new AppError('VALIDATION', { fields: 'body' });
  const order = await repo.findByTrade(db, body.data.tradeNo);
  if (!order) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
  if (body.data.amount !== order.amount) throw new AppError('PAYMENT_AMOUNT_MISMATCH');
  if (body.data.result !== 'SUCCESS')
    return { orderId: order.id, status: order.status as OrderStatus, applied: false };
  const paid = await repo.markPaid(db, order.id, { method: 'wechat' });
  const now = paid ?? (await repo.findOrder(db, order.id));
  return { orderId: order.id, status: (now?.status ?? order.status) as OrderStatus, applied: Boolean(paid) };
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
  return Promise.all(
    rows.map(async ({ order, request }) => ({
      ...(await toOrder(db, order)),
      contactName: request.contactName,
      contactMobile: request.contactMobile,
      company: request.company,
    })),
  );
}
