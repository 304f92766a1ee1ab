import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PAYMENT_LIMITS, type PaymentMethod, SANDBOX_HEADERS, sandboxSigningText } from '@cidpex/contracts';
import type { orders } from '../../db/schema/payments';
import { AppError } from '../../platform/errors';

export type OrderRow = typeof orders.$inferSelect;
/** What a provider needs of what is paid: the amount (fen) and the reference the payer quotes. */
export type Chargeable = Pick<OrderRow, 'amount' | 'reference'>;
type OrderValues = Partial<typeof orders.$inferInsert>;

export interface PaymentStartAnswer {
  bank: { reference: string } | null;
  wechat: { tradeNo: string; payUrl: string; expiresAt: string; sandbox: boolean } | null;
  /** What to store on the order for this attempt. */
  values: OrderValues;
}

/**
 * What a provider vouches for after checking a notification or answering a query: the
 * trade, the amount and currency actually paid, and a key that is accepted only once.
 * The payments service checks amount and currency against the order before marking it paid.
 */
export interface PaymentConfirmation {
  replayKey: string;
  tradeNo: string;
  amount: number;
  currency: string;
  success: boolean;
}

export interface RefundAnswer {
  refundNo: string;
  status: 'processing' | 'succeeded';
}

/**
 * A way to pay an order. `start` tells the payer what to do; the confirmation comes back
 * later (the organizer marking a transfer received, or the provider's signed callback) and
 * ends in the one conditional `pending → paid` update of the payments service.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  start(order: Chargeable, now: Date, description: string): Promise<PaymentStartAnswer>;
}

/** The provider of the `wechat` method: the sandbox or WeChat Pay API v3. */
export interface WechatProvider extends PaymentProvider {
  readonly method: 'wechat';
  /** True for the sandbox: no money moves, the UI says so. */
  readonly sandbox: boolean;
  /** Checks a notification as received (raw body, headers); refuses what it cannot vouch for. */
  verifyNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): Promise<PaymentConfirmation>;
  /** Asks the provider about a trade whose notification did not come; null when it knows nothing. */
  query(tradeNo: string): Promise<PaymentConfirmation | null>;
  /** Closes an open trade before another one is issued for the same order. */
  close(tradeNo: string): Promise<void>;
  refund(input: {
    tradeNo: string;
    refundNo: string;
    amount: number;
    total: number;
    reason: string;
  }): Promise<RefundAnswer>;
}

/** Bank transfer: the payer quotes the order's reference; the organizer marks it received. */
export class BankTransferProvider implements PaymentProvider {
  readonly method = 'bank' as const;
  async start(order: Chargeable): Promise<PaymentStartAnswer> {
    return {
      bank: { reference: order.reference },
      wechat: null,
      values: { method: 'bank', tradeNo: null, tradeExpiresAt: null },
    };
  }
}

export interface SignedCallback {
  rawBody: string;
  headers: Record<string, string>;
}

export function newTradeNo(): string {
  return `WX${randomBytes(12).toString('hex').toUpperCase()}`;
}

export function headerOf(headers: Record<string, string | string[] | undefined>, name: string) {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A WeChat Pay–style sandbox. Starting gives a trade number and a payment URL (shown as a
 * QR code) that the payer opens while signed in; paying there makes the sandbox send a
 * notification signed with HMAC-SHA256 over timestamp, nonce and the raw body with the
 * server's secret. The server refuses a wrong signature, a timestamp outside the window, a
 * nonce seen before and — in production — any signature made with the development key.
 */
export class WechatSandboxProvider implements WechatProvider {
  readonly method = 'wechat' as const;
  readonly sandbox = true;
  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
    private readonly refuseSecret?: string,
  ) {}

  async start(_order: Chargeable, now: Date): Promise<PaymentStartAnswer> {
    const tradeNo = newTradeNo();
    const expiresAt = new Date(now.getTime() + PAYMENT_LIMITS.qrMinutes * 60_000);
    return {
      bank: null,
      wechat: {
        tradeNo,
        payUrl: `${this.publicUrl}/seminar/seminarWxpup?trade=${tradeNo}`,
        expiresAt: expiresAt.toISOString(),
        sandbox: true,
      },
      values: { method: 'wechat', tradeNo, tradeExpiresAt: expiresAt },
    };
  }

  signature(timestamp: string, nonce: string, rawBody: string): string {
    return createHmac('sha256', this.secret)
      .update(sandboxSigningText(timestamp, nonce, rawBody))
      .digest('hex');
  }

  /** The notification as the sandbox sends it: body, timestamp, a fresh nonce, signature. */
  sign(body: unknown, now: Date): SignedCallback {
    const rawBody = JSON.stringify(body);
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const nonce = randomBytes(16).toString('hex');
    return {
      rawBody,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_HEADERS.timestamp]: timestamp,
        [SANDBOX_HEADERS.nonce]: nonce,
        [SANDBOX_HEADERS.signature]: this.signature(timestamp, nonce, rawBody),
      },
    };
  }

  async verifyNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): Promise<PaymentConfirmation> {
    // A server configured with the published development key vouches for nothing.
    if (this.refuseSecret !== undefined && this.secret === this.refuseSecret) {
      throw new AppError('PAYMENT_SIGNATURE_INVALID');
    }
    const timestamp = headerOf(headers, SANDBOX_HEADERS.timestamp) ?? '';
    const nonce = headerOf(headers, SANDBOX_HEADERS.nonce) ?? '';
    const given = headerOf(headers, SANDBOX_HEADERS.signature) ?? '';
    if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{16,64}$/.test(nonce) || !/^[0-9a-f]{64}$/.test(given)) {
      throw new AppError('PAYMENT_SIGNATURE_INVALID');
    }
    const expected = Buffer.from(this.signature(timestamp, nonce, rawBody), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(given, 'hex')))
      throw new AppError('PAYMENT_SIGNATURE_INVALID');
    if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > PAYMENT_LIMITS.callbackWindowSeconds) {
      throw new AppError('PAYMENT_CALLBACK_STALE');
    }
    let body: { tradeNo?: unknown; amount?: unknown; currency?: unknown; result?: unknown };
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw new AppError('PAYMENT_SIGNATURE_INVALID');
    }
    if (
      typeof body.tradeNo !== 'string' ||
      !Number.isInteger(body.amount) ||
      typeof body.currency !== 'string' ||
      (body.result !== 'SUCCESS' && body.result !== 'FAIL')
    ) {
      throw new AppError('VALIDATION', { fields: '(body)' });
    }
    return {
      replayKey: `sandbox:${nonce}`,
      tradeNo: body.tradeNo,
      amount: body.amount as number,
      currency: body.currency,
      success: body.result === 'SUCCESS',
    };
  }

  /** The sandbox keeps no state of its own: only its notification confirms. */
  async query(): Promise<null> {
    return null;
  }

  async close(): Promise<void> {}

  async refund(input: { refundNo: string }): Promise<RefundAnswer> {
    return { refundNo: input.refundNo, status: 'succeeded' };
  }
}
