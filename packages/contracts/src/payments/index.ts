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
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

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
export const organizerOrdersQuery = z.object({ status: z.enum(ORDER_STATUSES).optional() });
