import {
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  randomBytes,
} from 'node:crypto';
import { PAYMENT_LIMITS } from '@cidpex/contracts';
import type { WechatPayConfig } from '../../config';
import { AppError } from '../../platform/errors';
import {
  type Chargeable,
  headerOf,
  newTradeNo,
  type PaymentConfirmation,
  type PaymentStartAnswer,
  type RefundAnswer,
  type WechatProvider,
} from './payment-providers';

export type Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}>;

/** WeChat Pay's headers on answers and notifications. */
export const WECHATPAY_HEADERS = {
  timestamp: 'wechatpay-timestamp',
  nonce: 'wechatpay-nonce',
  signature: 'wechatpay-signature',
  serial: 'wechatpay-serial',
} as const;

/** The decrypted `resource` of a TRANSACTION.SUCCESS notification, or a query's answer. */
interface Transaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

/** The signed text of API v3: each part followed by a newline. */
export function signingText(...parts: string[]): string {
  return parts.map((p) => `${p}\n`).join('');
}

/**
 * WeChat Pay API v3, Native order (a `code_url` shown as a QR code), as a merchant in China
 * deploys it. Requests are signed with the merchant's RSA key (WECHATPAY2-SHA256-RSA2048);
 * answers and notifications are verified with WeChat Pay's public key (serial checked), the
 * timestamp must lie within 5 minutes, the notification's resource is decrypted with the
 * APIv3 key (AEAD_AES_256_GCM), and the notification id is the replay key. A trade whose
 * notification does not come is queried; refunds go through the same merchant account.
 */
export class WechatPayProvider implements WechatProvider {
  readonly method = 'wechat' as const;
  readonly sandbox = false;
  private readonly privateKey;
  private readonly platformKey;

  constructor(
    private readonly config: WechatPayConfig,
    private readonly notifyUrl: string,
    private readonly fetchImpl: Fetch = fetch as unknown as Fetch,
  ) {
    this.privateKey = createPrivateKey(config.merchantPrivateKey);
    this.platformKey = createPublicKey(config.platformPublicKey);
  }

  private authorization(method: string, pathAndQuery: string, body: string, now: Date): string {
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256')
      .update(signingText(method, pathAndQuery, timestamp, nonce, body))
      .sign(this.privateKey, 'base64');
    return (
      `WECHATPAY2-SHA256-RSA2048 mchid="${this.config.mchId}",nonce_str="${nonce}",` +
      `signature="${signature}",timestamp="${timestamp}",serial_no="${this.config.merchantSerialNo}"`
    );
  }

  /** Checks WeChat Pay's signature over timestamp, nonce and body; refuses an unknown key serial or a stale timestamp. */
  private verifySignature(rawBody: string, header: (name: string) => string | undefined, now: Date) {
    const timestamp = header(WECHATPAY_HEADERS.timestamp) ?? '';
    const nonce = header(WECHATPAY_HEADERS.nonce) ?? '';
    const signature = header(WECHATPAY_HEADERS.signature) ?? '';
    const serial = header(WECHATPAY_HEADERS.serial) ?? '';
    if (!/^\d{1,12}$/.test(timestamp) || !nonce || !signature || serial !== this.config.platformSerial) {
      throw new AppError('PAYMENT_SIGNATURE_INVALID');
    }
    const valid = createVerify('RSA-SHA256')
      .update(signingText(timestamp, nonce, rawBody))
      .verify(this.platformKey, signature, 'base64');
    if (!valid) throw new AppError('PAYMENT_SIGNATURE_INVALID');
    if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > PAYMENT_LIMITS.callbackWindowSeconds) {
      throw new AppError('PAYMENT_CALLBACK_STALE');
    }
    return { timestamp, nonce };
  }

  private async call(method: 'GET' | 'POST', pathAndQuery: string, payload?: unknown) {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const now = new Date();
    const res = await this.fetchImpl(`${this.config.apiBase}${pathAndQuery}`, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'user-agent': 'cidpex-portal',
        authorization: this.authorization(method, pathAndQuery, body, now),
      },
      body: method === 'GET' ? undefined : body,
    });
    const text = await res.text();
    // Every answer, errors included, is signed by WeChat Pay; an unsigned one is not believed.
    this.verifySignature(text, (name) => res.headers.get(name) ?? undefined, new Date());
    return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  private confirmation(tx: Transaction, replayKey: string): PaymentConfirmation {
    if (tx.mchid !== this.config.mchId || tx.appid !== this.config.appId || !tx.out_trade_no) {
      throw new AppError('PAYMENT_SIGNATURE_INVALID');
    }
    return {
      replayKey,
      tradeNo: tx.out_trade_no,
      amount: tx.amount?.total ?? -1,
      currency: tx.amount?.currency ?? '',
      success: tx.trade_state === 'SUCCESS',
    };
  }

  async start(order: Chargeable, now: Date, description: string): Promise<PaymentStartAnswer> {
    const tradeNo = newTradeNo();
    const expiresAt = new Date(now.getTime() + PAYMENT_LIMITS.qrMinutes * 60_000);
    const answer = await this.call('POST', '/v3/pay/transactions/native', {
      appid: this.config.appId,
      mchid: this.config.mchId,
      description: description.slice(0, 127),
      out_trade_no: tradeNo,
      time_expire: expiresAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
      notify_url: this.notifyUrl,
      amount: { total: order.amount, currency: 'CNY' },
    });
    const codeUrl = answer.json.code_url;
    if (answer.status !== 200 || typeof codeUrl !== 'string') throw new AppError('DATA_ERROR');
    return {
      bank: null,
      wechat: { tradeNo, payUrl: codeUrl, expiresAt: expiresAt.toISOString(), sandbox: false },
      values: { method: 'wechat', tradeNo, tradeExpiresAt: expiresAt },
    };
  }

  async verifyNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): Promise<PaymentConfirmation> {
    this.verifySignature(rawBody, (name) => headerOf(headers, name), now);
    let body: {
      id?: string;
      event_type?: string;
      resource?: { algorithm?: string; ciphertext?: string; associated_data?: string; nonce?: string };
    };
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw new AppError('PAYMENT_SIGNATURE_INVALID');
    }
    const r = body.resource;
    if (!body.id || r?.algorithm !== 'AEAD_AES_256_GCM' || !r.ciphertext || !r.nonce) {
      throw new AppError('VALIDATION', { fields: '(body)' });
    }
    const tx = JSON.parse(this.decrypt(r.ciphertext, r.nonce, r.associated_data ?? '')) as Transaction;
    const confirmation = this.confirmation(tx, `wechatpay:${body.id}`);
    return { ...confirmation, success: confirmation.success && body.event_type === 'TRANSACTION.SUCCESS' };
  }

  /** AEAD_AES_256_GCM with the APIv3 key: the last 16 bytes of the ciphertext are the tag. */
  decrypt(ciphertext: string, nonce: string, associatedData: string): string {
    try {
      const data = Buffer.from(ciphertext, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', Buffer.from(this.config.apiV3Key), Buffer.from(nonce));
      decipher.setAAD(Buffer.from(associatedData));
      decipher.setAuthTag(data.subarray(data.length - 16));
      return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      throw new AppError('PAYMENT_SIGNATURE_INVALID');
    }
  }

  async query(tradeNo: string): Promise<PaymentConfirmation | null> {
    const answer = await this.call(
      'GET',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(tradeNo)}?mchid=${encodeURIComponent(this.config.mchId)}`,
    );
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw new AppError('DATA_ERROR');
    const tx = answer.json as Transaction;
    return this.confirmation(tx, `wechatpay-query:${tx.transaction_id ?? tradeNo}`);
  }

  async close(tradeNo: string): Promise<void> {
    const answer = await this.call(
      'POST',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(tradeNo)}/close`,
      {
        mchid: this.config.mchId,
      },
    );
    if (answer.status !== 204 && answer.status !== 200) throw new AppError('DATA_ERROR');
  }

  async refund(input: {
    tradeNo: string;
    refundNo: string;
    amount: number;
    total: number;
    reason: string;
  }): Promise<RefundAnswer> {
    const answer = await this.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: input.tradeNo,
      out_refund_no: input.refundNo,
      reason: input.reason.slice(0, 80),
      amount: { refund: input.amount, total: input.total, currency: 'CNY' },
    });
    const status = answer.json.status;
    if (answer.status !== 200 || typeof status !== 'string' || status === 'CLOSED' || status === 'ABNORMAL') {
      throw new AppError('DATA_ERROR');
    }
    return { refundNo: input.refundNo, status: status === 'SUCCESS' ? 'succeeded' : 'processing' };
  }
}
