import { z } from 'zod';

/**
 * Paying for seminar seats. An order covers the seated members of a request not yet covered
 * by another order, at the request's price per seat (member price for CNHPIA members). It is
 * paid once: `pending → paid` happens by one conditional update, whichever provider confirms.
 *   bank:   the payer transfers with the order's reference; the organizer marks it received.
 *   wechat: a WeChat Pay–style sandbox: a QR code for a payment URL; the payment is confirmed
 *           by a callback signed with HMAC-SHA256 (timestamp window and one-time nonce).
 */
export const PAYMENT_METHODS = ['bank', 'wechat'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_LIMITS = {
  /** A callback older or newer than this (seconds) is refused. */
  callbackWindowSeconds: 300,
  /** How long a WeChat payment URL (QR code) is valid. */
  qrMinutes: 30,
} as const;

/** The headers of a signed sandbox callback. */
export const SANDBOX_HEADERS = {
  timestamp: 'x-sandbox-timestamp',
  nonce: 'x-sandbox-nonce',
  signature: 'x-sandbox-signature',
} as const;

/** What is signed: timestamp, nonce and the raw body, one per line. */
export function sandboxSigningText(timestamp: string, nonce: string, rawBody: string): string {
  return `${timestamp}\n${nonce}\n${rawBody}`;
}

/** Where the configured WeChat provider (sandbox or WeChat Pay API v3) sends its notifications. */
export const PAYMENT_NOTIFY_PATH = '/portal/rest/payments/wechat/notify';

/** GET portal/rest/payments/methods: the methods this server offers; `sandbox` when WeChat is the sandbox. */
export const paymentMethodsSchema = z.object({
  methods: z.array(z.enum(PAYMENT_METHODS)),
  sandbox: z.boolean(),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

/**
 * A refund for one cancelled member of a paid order (issue 23 item 7), recorded once per
 * member with the cancellation:
 *   pending → sending → succeeded | processing (the provider accepted it) | failed (retried);
 *   manual: paid by bank transfer, the organizer transfers it back;
 *   none:   cancelled after the refund deadline, nothing is refunded.
 */
export const REFUND_STATUSES = [
  'pending',
  'sending',
  'processing',
  'succeeded',
  'failed',
  'manual',
  'none',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const refundSchema = z.object({
  id: z.number().int(),
  attendeeId: z.number().int(),
  attendeeName: z.string(),
  /** In fen (CNY cents); 0 for `none`. */
  amount: z.number().int(),
  /** The share of the seat price refunded (0–100). */
  percent: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  refundNo: z.string(),
  /** Bank transfers the organizer recorded for a `manual` refund, in fen (0 otherwise). */
  transferred: z.number().int(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/**
 * The organizer's four views of refunds (the refunds screen's filter):
 *   pending: recorded or with the provider; done: paid back; failed: the provider refused (retried);
 *   toTransfer: paid by bank transfer, waiting for the organizer's outgoing transfer.
 * `none` (cancelled after the deadline) refunds nothing and is in no view.
 */
export const REFUND_VIEWS = ['pending', 'done', 'failed', 'toTransfer'] as const;
export type RefundView = (typeof REFUND_VIEWS)[number];
const VIEW_OF: Record<RefundStatus, RefundView | null> = {
  pending: 'pending',
  sending: 'pending',
  processing: 'pending',
  succeeded: 'done',
  failed: 'failed',
  manual: 'toTransfer',
  none: null,
};
export function refundView(status: RefundStatus): RefundView | null {
  return VIEW_OF[status];
}
export function statusesOfView(view: RefundView): RefundStatus[] {
  return REFUND_STATUSES.filter((s) => VIEW_OF[s] === view);
}

/** A bank transfer the organizer sent back for a refund. */
export const refundTransferSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  transferredOn: z.string(),
  bankReference: z.string(),
  createdAt: z.string(),
});
export type RefundTransfer = z.infer<typeof refundTransferSchema>;

/**
 * POST portal/rest/organizer/refunds/{refundId}/transfers: the outgoing transfer, amount in fen,
 * at most what is still owed; the same bank reference again stores nothing twice.
 */
export const refundTransferBody = z.object({
  transferredOn: z.iso.date(),
  amount: z.coerce.number().int().positive(),
  bankReference: z.string().trim().min(1).max(64),
});
export type RefundTransferBody = z.infer<typeof refundTransferBody>;
export const refundIdParams = z.object({ refundId: z.coerce.number().int().positive() });
export const organizerRefundsQuery = z.object({ view: z.enum(REFUND_VIEWS).optional() });

export const orderSchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  /** Shown on a bank transfer so the organizer can match it. */
  reference: z.string(),
  seats: z.number().int(),
  unitPrice: z.number().int(),
  /** In fen (CNY cents). */
  amount: z.number().int(),
  currency: z.literal('CNY'),
  status: z.enum(ORDER_STATUSES),
  method: z.enum(PAYMENT_METHODS).nullable(),
  attendeeIds: z.array(z.number().int()),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  /** Refunds of members cancelled after paying, oldest first. */
  refunds: z.array(refundSchema),
  /** What was refunded or is on its way back (succeeded, processing, manual), in fen. */
  refunded: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderParams = z.object({ requestId: z.coerce.number().int().positive() });
export const orderQuery = z.object({ requestContactId: z.coerce.number().int().positive().optional() });
export const orderIdParams = z.object({ orderId: z.coerce.number().int().positive() });

export const paymentStartBody = z.object({ method: z.enum(PAYMENT_METHODS) });

export const paymentStartSchema = z.object({
  order: orderSchema,
  /** Bank transfer: quote the reference; the organizer confirms when the money arrives. */
  bank: z.object({ reference: z.string() }).nullable(),
  /** WeChat sandbox: the URL to show as a QR code, valid until `expiresAt`. */
  wechat: z
    .object({
      tradeNo: z.string(),
      payUrl: z.string(),
      expiresAt: z.string(),
      /** The sandbox: no money moves; the page says so and links to the sandbox's pay page. */
      sandbox: z.boolean(),
    })
    .nullable(),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

export const tradeParams = z.object({ tradeNo: z.string().regex(/^[A-Z0-9]{8,40}$/) });

/** What the phone shows on the sandbox pay page. */
export const sandboxTradeSchema = z.object({
  tradeNo: z.string(),
  merchant: z.string(),
  amount: z.number().int(),
  currency: z.literal('CNY'),
  status: z.enum(['pending', 'paid', 'expired']),
  expiresAt: z.string(),
  /** Where the payer goes back to once paid, for a trade that is not a seminar order (a booth contract). */
  returnPath: z.string().optional(),
});
export type SandboxTrade = z.infer<typeof sandboxTradeSchema>;

/** The sandbox's payment notification (the signed body). */
export const sandboxNotifyBody = z.object({
  tradeNo: z.string(),
  amount: z.number().int(),
  currency: z.literal('CNY'),
  result: z.enum(['SUCCESS', 'FAIL']),
});
export type SandboxNotifyBody = z.infer<typeof sandboxNotifyBody>;

export const organizerOrderSchema = orderSchema.extend({
  contactName: z.string().nullable(),
  contactMobile: z.string().nullable(),
  company: z.string().nullable(),
});
export type OrganizerOrder = z.infer<typeof organizerOrderSchema>;

/** A refund as the organizer's refunds screen lists it. */
export const organizerRefundSchema = refundSchema.extend({
  view: z.enum(REFUND_VIEWS),
  orderId: z.number().int(),
  orderReference: z.string(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  requestId: z.number().int(),
  contactName: z.string().nullable(),
  contactMobile: z.string().nullable(),
  company: z.string().nullable(),
  /** What is still to transfer back (`toTransfer`), in fen. */
  owed: z.number().int(),
  note: z.string().nullable(),
  transfers: z.array(refundTransferSchema),
});
export type OrganizerRefund = z.infer<typeof organizerRefundSchema>;
/**
 * POST portal/rest/organizer/payments/{orderId}/refund: the organizer refunds a paid order outside
 * a cancellation, through the provider that took the payment (bank transfers: sent back by the
 * organizer, `manual`). `amount` in fen, at most what was paid and not yet refunded (left out:
 * all of it); it is shared over the order's members not yet refunded, who give up their seats
 * as a cancellation would. Once per member: a second refund of the order is refused.
 */
export const orderRefundBody = z.object({
  amount: z.coerce.number().int().positive().optional(),
});
export type OrderRefundBody = z.infer<typeof orderRefundBody>;
export const organizerOrdersQuery = z.object({ status: z.enum(ORDER_STATUSES).optional() });
