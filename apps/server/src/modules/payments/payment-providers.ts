import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PAYMENT_LIMITS, type PaymentMethod, SANDBOX_HEADERS, sandboxSigningText } from '@cidpex/contracts';
import type { seminarOrders } from '../../db/schema';
import { AppError } from '../../platform/errors';

type OrderRow = typeof seminarOrders.$inferSelect;
type OrderValues = Partial<typeof seminarOrders.$inferInsert>;

export interface PaymentStartAnswer {
  bank: { reference: string } | null;
  wechat: { tradeNo: string; payUrl: string; expiresAt: string } | null;
  /** What to store on the order for this attempt. */
  values: OrderValues;
}

/**
 * A way to pay an order. `start` tells the payer what to do; the confirmation comes back
 * later (the organizer marking a transfer received, or the provider's signed callback) and
 * ends in the one conditional `pending → paid` update of the payments service.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  start(order: OrderRow, now: Date): PaymentStartAnswer;
}

/** Bank transfer: the payer quotes the order's reference; the organizer marks it received. */
export class BankTransferProvider implements PaymentProvider {
  readonly method = 'bank' as const;
  start(order: OrderRow): PaymentStartAnswer {
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

/**
 * A WeChat Pay–style sandbox. Starting gives a trade number and a payment URL (shown as a
 * QR code) that a phone opens; paying there makes the sandbox send a notification signed
 * with HMAC-SHA256 over timestamp, nonce and the raw body with the server's secret. The
 * server refuses a wrong signature, a timestamp outside the window and a nonce seen before.
 */
export class WechatSandboxProvider implements PaymentProvider {
  readonly method = 'wechat' as const;
  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  start(_order: OrderRow, now: Date): PaymentStartAnswer {
    const tradeNo = `WX${randomBytes(12).toString('hex').toUpperCase()}`;
    const expiresAt = new Date(now.getTime() + PAYMENT_LIMITS.qrMinutes * 60_000);
    return {
      bank: null,
      wechat: {
        tradeNo,
        payUrl: `${this.publicUrl}/seminar/seminarWxpup?trade=${tradeNo}`,
        expiresAt: expiresAt.toISOString(),
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

  /** Checks signature and timestamp; answers the nonce, which the caller must see only once. */
  verify(rawBody: string, headers: Record<string, string | string[] | undefined>, now: Date): string {
    const header = (name: string) => {
      const value = headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const timestamp = header(SANDBOX_HEADERS.timestamp) ?? '';
    const nonce = header(SANDBOX_HEADERS.nonce) ?? '';
    const given = header(SANDBOX_HEADERS.signature) ?? '';
    if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{16,64}$/.test(nonce) || !/^[0-9a-f]{64}$/.test(given)) {
      throw new AppError('PAYMENT_SIGNATURE_INVALID');
    }
    const expected = Buffer.from(this.signature(timestamp, nonce, rawBody), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(given, 'hex')))
      throw new AppError('PAYMENT_SIGNATURE_INVALID');
    if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > PAYMENT_LIMITS.callbackWindowSeconds) {
      throw new AppError('PAYMENT_CALLBACK_STALE');
    }
    return nonce;
  }
}
