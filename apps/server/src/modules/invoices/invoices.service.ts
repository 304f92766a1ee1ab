import {
  type InvoiceIssueInput,
  type InvoiceRequest,
  type InvoiceStatus,
  type InvoiceType,
  type invoiceFields,
  isLocale,
  type Locale,
  type OrganizerInvoice,
  type PaymentMethod,
  siteLink,
} from '@cidpex/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import * as paymentsRepo from '../payments';
import { invoiceNotice } from './invoices.messages';
import * as repo from './invoices.repository';
import { renderReceipt } from './receipt.pdf';

export interface Viewer {
  userId: number;
  isOrganizer: boolean;
}

type Fields = z.output<typeof invoiceFields>;

function toInvoice(row: repo.InvoiceRow, order: paymentsRepo.OrderRow, exhibitionId: number): InvoiceRequest {
  return {
    id: row.id,
    orderId: row.orderId,
    requestId: row.requestId,
    exhibitionId,
    orderReference: order.reference,
    amount: order.amount,
    type: row.type as InvoiceType,
    title: row.title,
    taxpayerId: row.taxpayerId,
    address: row.address,
    phone: row.phone,
    bank: row.bank,
    account: row.account,
    email: row.email,
    status: row.status as InvoiceStatus,
    invoiceNo: row.invoiceNo,
    issuedOn: row.issuedOn,
    rejectReason: row.rejectReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function values(fields: Fields): repo.InvoiceValues {
  return {
    type: fields.type,
    title: fields.title,
    taxpayerId: fields.taxpayerId,
    address: fields.address,
    phone: fields.phone,
    bank: fields.bank,
    account: fields.account,
    email: fields.email,
  };
}

/** The order and its request, when the caller owns the request. Others are told it does not exist. */
async function ownedOrder(db: Db, userId: number, orderId: number) {
  const order = await paymentsRepo.findOrder(db, orderId);
  const request = order ? await subjectOf(db, order.subjectKind, order.subjectId) : undefined;
  if (!order || !request || request.ownerId !== userId) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
  return { order, request };
}

/** The order's subject (the registration request), as payments knows it; with its id. */
async function subjectOf(db: Db, kind: string, id: number) {
  const info = await paymentsRepo.describeSubject(db, kind, id);
  return info ? { id, ...info } : undefined;
}

/** Orders by id, for lists. */
async function ordersById(db: Db, ids: number[]) {
  return new Map((await paymentsRepo.findOrders(db, [...new Set(ids)])).map((o) => [o.id, o] as const));
}

/** The refusal of a change to an issued invoice, naming its number. */
async function alreadyIssued(db: Db, id: number | undefined, orderId: number): Promise<never> {
  const row = id ? await repo.findInvoice(db, id) : await repo.invoiceOfOrder(db, orderId);
  throw new AppError('INVOICE_ALREADY_ISSUED', { invoiceNo: row?.invoiceNo ?? '' });
}

/**
 * POST portal/rest/invoiceRequests: the invoice of a paid order; asking again updates the same
 * one (a rejected one is asked for again), never once it is issued.
 */
export async function create(
  db: Db,
  userId: number,
  body: Fields & { orderId: number },
): Promise<InvoiceRequest> {
  const { order, request } = await ownedOrder(db, userId, body.orderId);
  if (order.status !== 'paid') throw new AppError('INVOICE_ORDER_NOT_PAID');
  const row = await repo.upsertInvoice(db, {
    orderId: order.id,
    requestId: request.id,
    userId,
    ...values(body),
  });
  if (!row) return alreadyIssued(db, undefined, order.id);
  return toInvoice(row, order, request.exhibitionId);
}

/** The invoice request, its order and seminar request, for its owner (or the organizer when reading). */
async function readable(db: Db, viewer: Viewer, id: number, write: boolean) {
  const invoice = await repo.findInvoice(db, id);
  const order = invoice ? await paymentsRepo.findOrder(db, invoice.orderId) : undefined;
  const request = order ? await subjectOf(db, order.subjectKind, order.subjectId) : undefined;
  if (!invoice || !request || !order) throw new AppError('INVOICE_NOT_FOUND');
  const owner = request.ownerId === viewer.userId;
  if (!owner && !(viewer.isOrganizer && !write)) throw new AppError('INVOICE_NOT_FOUND');
  return { invoice, request, order };
}

/** PUT portal/rest/invoiceRequests: change your invoice request (refused once issued). */
export async function update(db: Db, viewer: Viewer, body: Fields & { id: number }): Promise<InvoiceRequest> {
  const { request, order } = await readable(db, viewer, body.id, true);
  const row = await repo.updateInvoice(db, body.id, values(body));
  if (!row) return alreadyIssued(db, body.id, order.id);
  return toInvoice(row, order, request.exhibitionId);
}

/** GET portal/rest/organizer/invoiceRequests: every invoice request, by status, newest first. */
export async function organizerList(db: Db, status?: InvoiceStatus): Promise<OrganizerInvoice[]> {
  const rows = await repo.organizerInvoices(db, status);
  const orders = await ordersById(
    db,
    rows.map((r) => r.orderId),
  );
  const infoOf = await paymentsRepo.describeOrders(db, [...orders.values()]);
  return rows.flatMap((invoice) => {
    const order = orders.get(invoice.orderId);
    const request = order && infoOf(order.subjectKind, order.subjectId);
    if (!order || !request) return [];
    return [
      {
        ...toInvoice(invoice, order, request.exhibitionId),
        contactName: request.contactName,
        contactMobile: request.contactMobile,
        company: request.company,
      },
    ];
  });
}

type Decision = { kind: 'issue'; input: InvoiceIssueInput } | { kind: 'reject'; reason: string };

/**
 * PUT portal/rest/organizer/invoiceRequests/{id}/issue | reject: the organizer issues a
 * requested invoice (number and date) or returns it with a reason; once only. The owner is
 * told by mail at the invoice's email, in the language of the registration.
 */
export async function decide(
  deps: AppDeps,
  id: number,
  organizerId: number,
  decision: Decision,
): Promise<InvoiceRequest> {
  const { db } = deps;
  const invoice = await repo.findInvoice(db, id);
  const order = invoice ? await paymentsRepo.findOrder(db, invoice.orderId) : undefined;
  const request = order ? await subjectOf(db, order.subjectKind, order.subjectId) : undefined;
  if (!invoice || !order || !request) throw new AppError('INVOICE_NOT_FOUND');
  if (invoice.status !== 'requested') throw new AppError('INVOICE_STATE');
  if (order.status !== 'paid') throw new AppError('INVOICE_ORDER_NOT_PAID');
  const row = await repo.decide(
    db,
    id,
    decision.kind === 'issue'
      ? {
          status: 'issued',
          invoiceNo: decision.input.invoiceNo.trim(),
          issuedOn: decision.input.issuedOn,
          reviewedBy: organizerId,
        }
      : { status: 'rejected', rejectReason: decision.reason.trim(), reviewedBy: organizerId },
  );
  if (!row) throw new AppError('INVOICE_STATE');
  const locale: Locale = isLocale(request.lang) ? request.lang : 'zh-Hans';
  const notice = invoiceNotice(locale, row.status === 'issued' ? 'issued' : 'rejected', {
    reference: order.reference,
    title: row.title,
    invoiceNo: row.invoiceNo ?? '',
    issuedOn: row.issuedOn ?? '',
    reason: row.rejectReason ?? '',
    url: siteLink(deps.config.publicUrl, locale, request.pagePath),
  });
  await deps.notifier.send({ channel: 'email', recipient: row.email, ...notice });
  return toInvoice(row, order, request.exhibitionId);
}

/** A seminar registration request (the invoices' seminar paths), for its owner or the organizer. */
async function readableRequest(db: Db, viewer: Viewer, requestId: number) {
  const request = await subjectOf(db, paymentsRepo.SEMINAR_SEATS, requestId);
  if (!request || (request.ownerId !== viewer.userId && !viewer.isOrganizer)) {
    throw new AppError('SEMINAR_REQUEST_NOT_FOUND');
  }
  return request;
}

/** GET portal/rest/invoiceRequests/seminar/{requestId}: the invoice requests of a seminar request, newest first. */
export async function ofRequest(db: Db, viewer: Viewer, requestId: number): Promise<InvoiceRequest[]> {
  const request = await readableRequest(db, viewer, requestId);
  return withOrders(db, await repo.invoicesOfRequest(db, request.id)).then((rows) =>
    rows.map(({ invoice, order }) => toInvoice(invoice, order, request.exhibitionId)),
  );
}

/** Each invoice with its order (an invoice whose order is gone is left out, as the join did). */
async function withOrders(db: Db, invoices: repo.InvoiceRow[]) {
  const orders = await ordersById(
    db,
    invoices.map((i) => i.orderId),
  );
  return invoices.flatMap((invoice) => {
    const order = orders.get(invoice.orderId);
    return order ? [{ invoice, order }] : [];
  });
}

/**
 * GET portal/rest/invoiceRequests/{exhibitionId}/seminar/{requestId}?relevanceById=: the invoice
 * request of that order (`relevanceById`), or the latest of the request; null when there is none.
 */
export async function ofRequestAt(
  db: Db,
  viewer: Viewer,
  exhibitionId: number,
  requestId: number,
  orderId?: number,
): Promise<InvoiceRequest | null> {
  const request = await readableRequest(db, viewer, requestId);
  if (request.exhibitionId !== exhibitionId) throw new AppError('SEMINAR_REQUEST_NOT_FOUND');
  const rows = await withOrders(db, await repo.invoicesOfRequest(db, request.id));
  const found = orderId ? rows.find((r) => r.order.id === orderId) : rows[0];
  return found ? toInvoice(found.invoice, found.order, request.exhibitionId) : null;
}

/** GET portal/rest/invoiceRequests/receipt/{id}: the receipt PDF in the caller's language. */
export async function receipt(
  db: Db,
  viewer: Viewer,
  id: number,
  locale: Locale,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { invoice, request, order } = await readable(db, viewer, id, false);
  if (order.status !== 'paid' || !order.paidAt) throw new AppError('INVOICE_ORDER_NOT_PAID');
  const items = await paymentsRepo.itemsOf(db, [order.id]);
  const names = await paymentsRepo.subjectOf(order.subjectKind).itemNames(db, order.subjectId);
  const lang: Locale = isLocale(locale) ? locale : 'zh-Hans';
  const pdf = await renderReceipt({
    locale: lang,
    reference: order.reference,
    payer: invoice.title,
    taxpayerId: invoice.taxpayerId,
    invoiceType: invoice.type as InvoiceType,
    email: invoice.email,
    contact: [request.contactName, request.company].filter(Boolean).join(' · ') || null,
    paidAt: order.paidAt,
    method: (order.method as PaymentMethod | null) ?? null,
    itemTitle: request.title?.[lang] ?? '',
    items: items
      .map((i) => i.itemId)
      .filter((id) => names.has(id))
      .sort((a, b) => a - b)
      .map((id) => ({ attendee: names.get(id) ?? '', amount: order.unitPrice })),
    amount: order.amount,
  });
  return { pdf, fileName: `CIDPEX-receipt-${order.reference}.pdf` };
}
