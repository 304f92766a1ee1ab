import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '@cidpex/contracts';
import { z } from 'zod';
import { parseRoles, type Role } from './platform/roles';

/**
 * Configuration from environment variables only (ARCHITECTURE §8), parsed once here with zod;
 * no other file reads process.env. Every variable is optional in development; with
 * NODE_ENV=production the development secrets are refused (see DEV_SECRETS).
 */

/** The repository root (apps/server/src or apps/server/dist → ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** On the 2-core benchmark machine 5, 10, 20 and 30 connections gave the same figures (docs/benchmarks.md). */
export const DEFAULT_POOL_SIZE = 10;

/** Development defaults of the secrets: fine on a laptop, refused with NODE_ENV=production. */
export const DEV_SECRETS = {
  VISITOR_ID_KEY: 'dev-visitor-id-key-change-me',
  IM_SECRET: 'dev-im-secret-change-me',
  PAYMENT_SANDBOX_SECRET: 'dev-payment-sandbox-secret-change-me',
} as const;

/** The payment sandbox's development key: refused in production only when the sandbox is on. */
export const DEV_PAYMENT_SANDBOX_SECRET = DEV_SECRETS.PAYMENT_SANDBOX_SECRET;

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const flag = z.enum(['0', '1']).transform((v) => v === '1');

/** One object: a new variable is one line here and one field in the mapping below. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Relative values are read from the repository root, where the README's commands run. */
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  DB_POOL_SIZE: positiveInt.default(DEFAULT_POOL_SIZE),
  /** Demo data: on by default for the embedded database, off for DATABASE_URL unless DEMO_DATA=1. */
  DEMO_DATA: flag.optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('CIDPEX <noreply@cidpex.local>'),
  PUBLIC_URL: z.string().optional(),
  IM_SDK_APP_ID: positiveInt.default(1400000000),
  IM_SECRET: z.string().default(DEV_SECRETS.IM_SECRET),
  IM_SIG_TTL_SECONDS: positiveInt.default(24 * 3600),
  IM_RETENTION_DAYS: positiveInt.default(7),
  IM_ICE_SERVERS: z.string().default('stun:stun.l.google.com:19302'),
  VISITOR_ID_KEY: z.string().default(DEV_SECRETS.VISITOR_ID_KEY),
  PAYMENT_SANDBOX_SECRET: z.string().default(DEV_PAYMENT_SANDBOX_SECRET),
  WEB_DIST: z.string().optional(),
  SESSION_TTL_SECONDS: positiveInt.default(7 * 24 * 3600),
  SESSION_RENEW_AFTER_SECONDS: positiveInt.default(24 * 3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OUTBOX_FILE: z.string().optional(),
  TRUST_PROXY: flag.default(false),
  DISABLE_IP_RATE_LIMIT: flag.default(false),
  /** How long a graceful shutdown may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
  /** Process roles (issue 15 §3): `--role web,worker` on the command line wins over ROLES; all by default. */
  ROLES: z.string().optional(),
  /** Prefix of the event bus's Redis channel, so deployments sharing a Redis stay apart. */
  EVENTS_PREFIX: z.string().default('cidpex:'),
  /**
   * Seconds before an address may have another verification code (default 60). The browser
   * journeys shorten it: two of them send a second code to the same address.
   */
  CODE_RESEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(LIMITS.codeResendSeconds),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… for a PostgreSQL server; absent means embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** Connections to the PostgreSQL server per process (DB_POOL_SIZE); PGlite has one. */
  databasePoolSize: number;
  /** Embedded PGlite without a directory (tests): data lives in memory only. */
  inMemoryDb: boolean;
  /** Load the demo data at start (DEMO_DATA; default on for PGlite, off for DATABASE_URL). */
  demoData: boolean;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  imSdkAppId: number;
  imSecret: string;
  /** Chat: ticket lifetime, days of history kept, STUN/TURN servers (`urls` or `turn:user:pass@host`, comma-separated). */
  imSigTtlSeconds: number;
  imRetentionDays: number;
  imIceServers: string;
  /** Key of the keyed hash under which identity numbers are kept (VISITOR_ID_KEY). */
  visitorIdKey: string;
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
  /** Issue 15 §3. Process roles (--role web,worker or ROLES); all in one process by default. */
  roles: Role[];
  /** Prefix of the Redis channel of the event bus (EVENTS_PREFIX), so deployments sharing a Redis stay apart. */
  eventsPrefix: string;
  shutdownTimeoutMs: number;
  /** Seconds before an address may have another verification code (CODE_RESEND_SECONDS). */
  codeResendSeconds: number;
  /** How the `wechat` payment method is served (see PaymentConfig). */
  payment: PaymentConfig;
}

/** A configuration the server must not start with; the message is one line naming the variables. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function rolesFrom(value: string | undefined): Role[] {
  try {
    return parseRoles(process.argv, value);
  } catch (err) {
    throw new ConfigError(err instanceof Error ? err.message : String(err));
  }
}

/** `checkSecrets: false` for commands that never use them (npm run db:migrate). */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { checkSecrets = true }: { checkSecrets?: boolean } = {},
): AppConfig {
  // An empty variable (`FOO=`) counts as unset, as a shell user expects.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && checkSecrets) {
    // The sandbox's key matters only where the sandbox is on (PAYMENT_WECHAT=sandbox).
    const sandbox = present.PAYMENT_WECHAT === 'sandbox';
    const unset = (Object.keys(DEV_SECRETS) as (keyof typeof DEV_SECRETS)[]).filter(
      (name) => e[name] === DEV_SECRETS[name] && (name !== 'PAYMENT_SANDBOX_SECRET' || sandbox),
    );
    if (unset.length) {
      throw new ConfigError(
        `Refusing to start with NODE_ENV=production: ${unset.join(', ')} still ${unset.length > 1 ? 'have their' : 'has its'} development default; set ${unset.length > 1 ? 'them' : 'it'} to a secret value.`,
      );
    }
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DB_POOL_SIZE,
    inMemoryDb: false,
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    imSdkAppId: e.IM_SDK_APP_ID,
    imSecret: e.IM_SECRET,
    imSigTtlSeconds: e.IM_SIG_TTL_SECONDS,
    imRetentionDays: e.IM_RETENTION_DAYS,
    imIceServers: e.IM_ICE_SERVERS,
    visitorIdKey: e.VISITOR_ID_KEY,
    webDist: e.WEB_DIST,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    sessionRenewAfterSeconds: e.SESSION_RENEW_AFTER_SECONDS,
    logLevel: e.LOG_LEVEL,
    outboxFile: e.OUTBOX_FILE,
    trustProxy: e.TRUST_PROXY,
    disableIpRateLimit: e.DISABLE_IP_RATE_LIMIT,
    paymentSandboxSecret: e.PAYMENT_SANDBOX_SECRET,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    roles: rolesFrom(e.ROLES),
    eventsPrefix: e.EVENTS_PREFIX,
    codeResendSeconds: e.CODE_RESEND_SECONDS,
    payment: loadPaymentConfig(env),
  };
}

/** `npm run seed:large` only: how many fictional exhibitors, and products each. */
export function largeSeedOptions(env: NodeJS.ProcessEnv = process.env): {
  count: number;
  perExhibitor: number;
} {
  const e = z
    .object({ LARGE_EXHIBITORS: positiveInt.default(10_000), LARGE_PRODUCTS_PER: positiveInt.default(5) })
    .parse({
      LARGE_EXHIBITORS: env.LARGE_EXHIBITORS || undefined,
      LARGE_PRODUCTS_PER: env.LARGE_PRODUCTS_PER || undefined,
    });
  return { count: e.LARGE_EXHIBITORS, perExhibitor: e.LARGE_PRODUCTS_PER };
}

/** Configuration for tests: in-memory PGlite or TEST_DATABASE_URL, no files outside a temp dir. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({});
  return {
    ...base,
    nodeEnv: 'test',
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
    throw new ConfigError(`PAYMENT_WECHAT must be sandbox, wechatpay or off (got "${wechat}")`);
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
      throw new ConfigError(`PAYMENT_WECHAT=wechatpay needs ${missing.map((k) => names[k]).join(', ')}`);
    if (Buffer.byteLength(values.apiV3Key ?? '') !== 32)
      throw new ConfigError('WECHATPAY_API_V3_KEY must be 32 bytes');
    wechatpay = {
      ...(values as Omit<WechatPayConfig, 'apiBase'>),
      apiBase: env.WECHATPAY_API_BASE || 'https://api.mch.weixin.qq.com',
    };
  }
  return { wechat, production, wechatpay };
}
