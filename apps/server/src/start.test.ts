import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_SECRETS, testConfig } from './config';
import { seedRuns, users } from './db/schema';
import { type Running, start } from './start';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('start: NODE_ENV=production with a development secret', () => {
  it('refuses to start, with one line naming the variables, before touching any database', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cidpex-prod-'));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        IM_SECRET: 'a-real-im-secret',
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Refusing to start with NODE_ENV=production: VISITOR_ID_KEY still has its development default; set it to a secret value.',
    );
    expect(run.stdout).toBe('');
    expect(fs.readdirSync(dataDir)).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('start: DEMO_DATA=0 on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cidpex-start-'));
  let running: Running | undefined;
  afterAll(async () => {
    await running?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates and loads the reference data only: no demo account, no demo step', async () => {
    running = await start(
      testConfig({
        dataDir,
        inMemoryDb: false,
        demoData: false,
        port: 0,
        host: '127.0.0.1',
        visitorIdKey: DEV_SECRETS.VISITOR_ID_KEY,
      }),
    );
    const db = running.database.db;
    const steps = (await db.select({ name: seedRuns.name }).from(seedRuns)).map((r) => r.name);
    expect(steps).toEqual(expect.arrayContaining(['dicts-200417', 'configs', 'navigation']));
    expect(steps.filter((s) => s.startsWith('demo-'))).toEqual([]);
    expect(await db.select({ id: users.id }).from(users)).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    const ready = await running.app.inject({ url: '/readyz' });
    expect(ready.json()).toMatchObject({ status: 'ok', driver: 'pglite' });
  }, 120_000);
});
