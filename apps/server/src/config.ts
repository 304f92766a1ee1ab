import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Configuration from environment variables only (ARCHITECTURE §8); all optional. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… for a PostgreSQL server; absent means embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** Connections to the PostgreSQL server per process (DB_POOL_SIZE); PGlite has one. */
  databasePoolSize: number;
  /** Embedded PGlite without a directory (tests): data lives in memory only. */
  inMemoryDb: boolean;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  imSdkAppId: number;
  imSecret: string;
  /** Folder of the built web app; served with an index.html fallback when present. */
  webDist: string | undefined;
  /** Session lifetime since its last renewal, and how old a token gets before it is renewed. */
  sessionTtlSeconds: number;
  sessionRenewAfterSeconds: number;
  logLevel: string;
  /** Test journeys only: every notice is also appended to this JSONL file, where they read codes. */
  outboxFile: string | undefined;
  /** Behind a load balancer that sets X-Forwarded-For: believe it for the client's IP. */
  trustProxy: boolean;
  /** Turns off the per-IP rate limits (benchmarks from one address); never in production. */
  disableIpRateLimit: boolean;
  /** Key of the HMAC-SHA256 signature on payment-sandbox callbacks (PAYMENT_SANDBOX_SECRET). */
  paymentSandboxSecret: string;
  /** How the `wechat` payment method is served (see PaymentConfig). */
  payment: PaymentConfig;
}

/** The repository root (apps/server/src → ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** On the 2-core benchmark machine 5, 10, 20 and 30 connections gave the same figures (docs/benchmarks.md). */
export const DEFAULT_POOL_SIZE = 10;

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Relative DATA_DIR values are read from the repository root, where the README's commands run.
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: positiveInt(env.DB_POOL_SIZE, DEFAULT_POOL_SIZE),
    inMemoryDb: false,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'CIDPEX <noreply@cidpex.local>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`,
    imSdkAppId: Number(env.IM_SDK_APP_ID ?? 1400000000),
    imSecret: env.IM_SECRET ?? 'dev-im-secret-change-me',
    webDist: env.WEB_DIST,
    sessionTtlSeconds: Number(env.SESSION_TTL_SECONDS ?? 7 * 24 * 3600),
    sessionRenewAfterSeconds: Number(env.SESSION_RENEW_AFTER_SECONDS ?? 24 * 3600),
    logLevel: env.LOG_LEVEL ?? 'info',
    outboxFile: env.OUTBOX_FILE || undefined,
    trustProxy: env.TRUST_PROXY === '1',
    disableIpRateLimit: env.DISABLE_IP_RATE_LIMIT === '1',
    paymentSandboxSecret: env.PAYMENT_SANDBOX_SECRET ?? DEV_PAYMENT_SANDBOX_SECRET,
    payment: loadPaymentConfig(env),
  };
}

/** Configuration for tests: in-memory PGlite or TEST_DATABASE_URL, no files outside a temp dir. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({});
  return {
    ...base,
    dataDir: path.join(process.env.TMPDIR ?? '/tmp', `cidpex-test-${process.pid}`),
    databaseUrl: undefined,
    inMemoryDb: true,
    logLevel: 'silent',
    // Tests stand in for clients behind the reverse proxy: X-Forwarded-For names the caller.
    trustProxy: true,
    ...overrides,
  };
}

// ── payments (owned by the payments module; docs/security.md §payments) ──

export const DEV_PAYMENT_SANDBOX_SECRET = 'dev-payment-sandbox-secret-change-me';

/** WeChat Pay API v3 merchant settings (PAYMENT_WECHAT=wechatpay). */
export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** Serial number of the merchant API certificate (signs our requests). */
  merchantSerialNo: string;
  merchantPrivateKey: string;
  /** The 32-character APIv3 key: decrypts notification resources (AES-256-GCM). */
  apiV3Key: string;
  /** WeChat Pay's public key (or platform certificate) and its id/serial: verifies answers and notifications. */
  platformPublicKey: string;
  platformSerial: string;
  apiBase: string;
}

export interface PaymentConfig {
  /**
   * PAYMENT_WECHAT: `sandbox` (no money moves; the default outside production), `wechatpay`
   * (WeChat Pay API v3, Native order) or `off` (the default with NODE_ENV=production).
   */
  wechat: 'sandbox' | 'wechatpay' | 'off';
  /** NODE_ENV=production: development keys are refused. */
  production: boolean;
  wechatpay: WechatPayConfig | undefined;
}

function pemFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return value.includes('-----BEGIN') ? value : readFileSync(path.resolve(REPO_ROOT, value), 'utf8');
}

export function loadPaymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  const production = env.NODE_ENV === 'production';
  const wechat = (env.PAYMENT_WECHAT || (production ? 'off' : 'sandbox')) as PaymentConfig['wechat'];
  if (!['sandbox', 'wechatpay', 'off'].includes(wechat)) {
    throw new Error(`PAYMENT_WECHAT must be sandbox, wechatpay or off (got "${wechat}")`);
  }
  if (
    production &&
    wechat === 'sandbox' &&
    (env.PAYMENT_SANDBOX_SECRET ?? DEV_PAYMENT_SANDBOX_SECRET) === DEV_PAYMENT_SANDBOX_SECRET
  ) {
    throw new Error(
      'NODE_ENV=production with PAYMENT_WECHAT=sandbox needs PAYMENT_SANDBOX_SECRET (the development default is refused)',
    );
  }
  let wechatpay: WechatPayConfig | undefined;
  if (wechat === 'wechatpay') {
    const values = {
      mchId: env.WECHATPAY_MCH_ID,
      appId: env.WECHATPAY_APP_ID,
      merchantSerialNo: env.WECHATPAY_MERCHANT_SERIAL,
      merchantPrivateKey: pemFrom(env.WECHATPAY_PRIVATE_KEY),
      apiV3Key: env.WECHATPAY_API_V3_KEY,
      platformPublicKey: pemFrom(env.WECHATPAY_PLATFORM_PUBLIC_KEY),
      platformSerial: env.WECHATPAY_PLATFORM_SERIAL,
    };
    const names: Record<keyof typeof values, string> = {
      mchId: 'WECHATPAY_MCH_ID',
      appId: 'WECHATPAY_APP_ID',
      merchantSerialNo: 'WECHATPAY_MERCHANT_SERIAL',
      merchantPrivateKey: 'WECHATPAY_PRIVATE_KEY',
      apiV3Key: 'WECHATPAY_API_V3_KEY',
      platformPublicKey: 'WECHATPAY_PLATFORM_PUBLIC_KEY',
      platformSerial: 'WECHATPAY_PLATFORM_SERIAL',
    };
    const missing = (Object.keys(values) as Array<keyof typeof values>).filter((k) => !values[k]);
    if (missing.length)
      throw new Error(`PAYMENT_WECHAT=wechatpay needs ${missing.map((k) => names[k]).join(', ')}`);
    if (Buffer.byteLength(values.apiV3Key ?? '') !== 32)
      throw new Error('WECHATPAY_API_V3_KEY must be 32 bytes');
    wechatpay = {
      ...(values as Omit<WechatPayConfig, 'apiBase'>),
      apiBase: env.WECHATPAY_API_BASE || 'https://api.mch.weixin.qq.com',
    };
  }
  return { wechat, production, wechatpay };
}
