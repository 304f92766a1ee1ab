import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WechatPayConfig } from '../../config';
import { signingText, WECHATPAY_HEADERS } from './wechatpay.provider';

/** A request the fake WeChat Pay received, after its merchant signature was checked. */
export interface Received {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

interface Trade {
  amount: number;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
}

/**
 * WeChat Pay API v3 on loopback, with keys made for the test: it checks the merchant's
 * WECHATPAY2-SHA256-RSA2048 signature on every request (and answers 401 otherwise), signs
 * its answers with its own key, and writes notifications as WeChat Pay does (resource
 * encrypted with AEAD_AES_256_GCM under the APIv3 key, signed with the platform key).
 */
export class FakeWechatPay {
  readonly merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly apiV3Key = randomBytes(16).toString('hex');
  readonly mchId = '1900000109';
  readonly appId = 'wxd678efh567hg6787';
  readonly platformSerial = 'PUB_KEY_ID_0114232134912410000000000000';
  readonly received: Received[] = [];
  readonly trades = new Map<string, Trade>();
  private server?: Server;
  private base = '';

  async listen(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        const { status, body } = this.handle(
          req.method ?? 'GET',
          req.url ?? '/',
          raw,
          req.headers.authorization,
        );
        const text = body === undefined ? '' : JSON.stringify(body);
        res.writeHead(status, { 'content-type': 'application/json', ...this.signedHeaders(text) });
        res.end(text);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  config(): WechatPayConfig {
    return {
      mchId: this.mchId,
      appId: this.appId,
      merchantSerialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      merchantPrivateKey: this.merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      apiV3Key: this.apiV3Key,
      platformPublicKey: this.platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      platformSerial: this.platformSerial,
      apiBase: this.base,
    };
  }

  private merchantSigned(method: string, url: string, raw: string, authorization?: string): boolean {
    const fields = Object.fromEntries(
      [...(authorization ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (!authorization?.startsWith('WECHATPAY2-SHA256-RSA2048 ') || fields.mchid !== this.mchId) return false;
    return createVerify('RSA-SHA256')
      .update(signingText(method, url, fields.timestamp ?? '', fields.nonce_str ?? '', raw))
      .verify(this.merchant.publicKey, fields.signature ?? '', 'base64');
  }

  private handle(method: string, url: string, raw: string, authorization?: string) {
    if (!this.merchantSigned(method, url, raw, authorization)) {
      return { status: 401, body: { code: 'SIGN_ERROR', message: 'signature' } };
    }
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const path = url.split('?')[0] ?? url;
    this.received.push({ method, path, body });
    if (method === 'POST' && path === '/v3/pay/transactions/native') {
      const amount = (body.amount as { total: number }).total;
      this.trades.set(String(body.out_trade_no), { amount, state: 'NOTPAY' });
      return {
        status: 200,
        body: { code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString('hex')}` },
      };
    }
    const closeMatch = path.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/);
    if (method === 'POST' && closeMatch) {
      const trade = this.trades.get(decodeURIComponent(closeMatch[1] ?? ''));
      if (trade && trade.state === 'NOTPAY') trade.state = 'CLOSED';
      return { status: 204, body: undefined };
    }
    const queryMatch = path.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/);
    if (method === 'GET' && queryMatch) {
      const tradeNo = decodeURIComponent(queryMatch[1] ?? '');
      const trade = this.trades.get(tradeNo);
      if (!trade) return { status: 404, body: { code: 'ORDER_NOT_EXIST', message: 'no such trade' } };
      return { status: 200, body: this.transaction(tradeNo, trade.amount, trade.state) };
    }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') {
      const trade = this.trades.get(String(body.out_trade_no));
      if (trade?.state !== 'SUCCESS') return { status: 400, body: { code: 'INVALID_REQUEST' } };
      return {
        status: 200,
        body: {
          refund_id: '50000000382019052709732678859',
          out_refund_no: body.out_refund_no,
          status: 'PROCESSING',
        },
      };
    }
    return { status: 404, body: { code: 'NOT_FOUND' } };
  }

  transaction(tradeNo: string, total: number, state = 'SUCCESS', currency = 'CNY') {
    return {
      appid: this.appId,
      mchid: this.mchId,
      out_trade_no: tradeNo,
      transaction_id: `4200000${randomBytes(8).toString('hex')}`,
      trade_type: 'NATIVE',
      trade_state: state,
      trade_state_desc: state,
      bank_type: 'OTHERS',
      success_time: new Date().toISOString(),
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: { total, payer_total: total, currency, payer_currency: currency },
    };
  }

  /** Headers WeChat Pay puts on an answer or a notification, signed with the platform key. */
  signedHeaders(rawBody: string, now = new Date(), key = this.platform.privateKey): Record<string, string> {
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const nonce = randomBytes(16).toString('hex');
    return {
      [WECHATPAY_HEADERS.timestamp]: timestamp,
      [WECHATPAY_HEADERS.nonce]: nonce,
      [WECHATPAY_HEADERS.serial]: this.platformSerial,
      [WECHATPAY_HEADERS.signature]: createSign('RSA-SHA256')
        .update(signingText(timestamp, nonce, rawBody))
        .sign(key, 'base64'),
    };
  }

  /** The customer paid: the trade is marked so (queries see it) and its notification is answered. */
  pay(tradeNo: string) {
    const trade = this.trades.get(tradeNo);
    if (trade) trade.state = 'SUCCESS';
    return this.notification(this.transaction(tradeNo, trade?.amount ?? 0));
  }

  /** A TRANSACTION.SUCCESS notification for a transaction, as WeChat Pay posts it. */
  notification(
    transaction: Record<string, unknown>,
    options: { now?: Date; key?: KeyObject; apiV3Key?: string } = {},
  ) {
    const nonce = randomBytes(6).toString('hex');
    const associated = 'transaction';
    const cipher = createCipheriv(
      'aes-256-gcm',
      Buffer.from(options.apiV3Key ?? this.apiV3Key),
      Buffer.from(nonce),
    );
    cipher.setAAD(Buffer.from(associated));
    const encrypted = Buffer.concat([
      cipher.update(JSON.stringify(transaction)),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    const rawBody = JSON.stringify({
      id: `EV-${randomBytes(8).toString('hex')}`,
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: encrypted.toString('base64'),
        associated_data: associated,
        nonce,
      },
    });
    return {
      rawBody,
      headers: {
        'content-type': 'application/json',
        ...this.signedHeaders(rawBody, options.now, options.key),
      },
    };
  }
}
