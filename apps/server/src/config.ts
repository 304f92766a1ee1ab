import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRoles, type Role } from './platform/roles';

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
  /** Issue 15 §3. Process roles (--role web,worker or ROLES); all in one process by default. */
  roles: Role[];
  /** Prefix of the Redis channel of the event bus (EVENTS_PREFIX), so deployments sharing a Redis stay apart. */
  eventsPrefix: string;
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
    paymentSandboxSecret: env.PAYMENT_SANDBOX_SECRET ?? 'dev-payment-sandbox-secret-change-me',
    // Issue 15 §3: process roles and events.
    roles: parseRoles(process.argv, env.ROLES),
    eventsPrefix: env.EVENTS_PREFIX ?? 'cidpex:',
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
