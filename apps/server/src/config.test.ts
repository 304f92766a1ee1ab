import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SECRETS, loadConfig } from './config';

const SECRETS = {
  VISITOR_ID_KEY: 'a-real-visitor-key',
  IM_SECRET: 'a-real-im-secret',
  PAYMENT_SANDBOX_SECRET: 'a-real-payment-secret',
};

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('config: parsed once from the environment', () => {
  it('gives the development defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      databaseUrl: undefined,
      demoData: true,
      imSecret: DEV_SECRETS.IM_SECRET,
      visitorIdKey: DEV_SECRETS.VISITOR_ID_KEY,
      paymentSandboxSecret: DEV_SECRETS.PAYMENT_SANDBOX_SECRET,
      shutdownTimeoutMs: 10_000,
      trustProxy: false,
      publicUrl: 'http://localhost:8080',
    });
  });

  it('reads numbers, flags and treats an empty variable as unset', () => {
    const config = loadConfig({
      PORT: '9001',
      DB_POOL_SIZE: '4',
      TRUST_PROXY: '1',
      REDIS_URL: '',
      SHUTDOWN_TIMEOUT_MS: '2500',
    });
    expect(config).toMatchObject({
      port: 9001,
      databasePoolSize: 4,
      trustProxy: true,
      redisUrl: undefined,
      shutdownTimeoutMs: 2500,
    });
  });

  it('refuses a malformed value and names the variable', () => {
    expect(refusal({ PORT: 'eighty' })).toMatch(/^Invalid configuration: PORT /);
    expect(refusal({ DATABASE_URL: 'mysql://x' })).toMatch(/DATABASE_URL must start with postgres:\/\//);
    expect(refusal({ DEMO_DATA: 'yes' })).toMatch(/DEMO_DATA/);
  });

  it('verification codes: a resend interval of 60 s unless CODE_RESEND_SECONDS says otherwise (1–3600)', () => {
    expect(loadConfig({}).codeResendSeconds).toBe(60);
    expect(loadConfig({ CODE_RESEND_SECONDS: '10' }).codeResendSeconds).toBe(10);
    expect(() => loadConfig({ CODE_RESEND_SECONDS: '0' })).toThrow(/CODE_RESEND_SECONDS/);
  });

  it('demo data: on for the embedded database, off for DATABASE_URL unless DEMO_DATA=1; DEMO_DATA=0 turns it off', () => {
    const pg = 'postgres://postgres@127.0.0.1:5432/x';
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg, DEMO_DATA: '1' }).demoData).toBe(true);
  });
});

describe('config: NODE_ENV=production refuses the development secrets', () => {
  it('names every variable still on its development default, in one line', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toBe(
      'Refusing to start with NODE_ENV=production: VISITOR_ID_KEY, IM_SECRET still have their development default; set them to a secret value.',
    );
    expect(message).not.toContain('\n');
    // The payment sandbox's key is asked for only where the sandbox is on.
    expect(refusal({ NODE_ENV: 'production', PAYMENT_WECHAT: 'sandbox' })).toBe(
      'Refusing to start with NODE_ENV=production: VISITOR_ID_KEY, IM_SECRET, PAYMENT_SANDBOX_SECRET still have their development default; set them to a secret value.',
    );
  });

  it('names only the one left, and counts a variable set to the default value as unset', () => {
    expect(refusal({ NODE_ENV: 'production', ...SECRETS, IM_SECRET: DEV_SECRETS.IM_SECRET })).toBe(
      'Refusing to start with NODE_ENV=production: IM_SECRET still has its development default; set it to a secret value.',
    );
    expect(refusal({ NODE_ENV: 'production', ...SECRETS, VISITOR_ID_KEY: '' })).toMatch(
      /: VISITOR_ID_KEY still has/,
    );
  });

  it('starts with real secrets, and development keeps its defaults', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...SECRETS })).toMatchObject({
      nodeEnv: 'production',
      visitorIdKey: SECRETS.VISITOR_ID_KEY,
      imSecret: SECRETS.IM_SECRET,
      paymentSandboxSecret: SECRETS.PAYMENT_SANDBOX_SECRET,
    });
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('npm run db:migrate does not need the secrets', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, { checkSecrets: false }).nodeEnv).toBe('production');
  });
});
