import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './config';
import { type Database, migrateDatabase, openDatabase } from './db/client';
import { useVisitorIdKey } from './modules/visitors';
import { startRoles } from './platform/roles';
import { LocalFileStorage } from './platform/storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, runSeeds, SEED_STEPS } from './seed';

export interface Running {
  app: FastifyInstance;
  database: Database;
  /** Closes the server (in-flight requests finish), then the database. */
  stop(): Promise<void>;
}

/**
 * Starts the portal: opens and migrates the database, loads the reference data (and the demo
 * data when config.demoData), builds the app and listens. SIGINT/SIGTERM stop it gracefully;
 * a shutdown that takes longer than SHUTDOWN_TIMEOUT_MS ends the process anyway.
 */
export async function start(config: AppConfig): Promise<Running> {
  const started = Date.now();
  // The web build sits beside the server's folder: apps/server/{src,dist} → apps/web/dist.
  config.webDist ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  useVisitorIdKey(config.visitorIdKey);

  const pgliteDir = config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir,
    onPoolError: (err) =>
      console.error(`[db] connection lost, the pool reconnects on next use: ${err.message}`),
  });
  await migrateDatabase(database);
  // One file store for the app and the demo steps (their product pictures and logos).
  const storage = new LocalFileStorage(path.join(config.dataDir, 'uploads'));
  const steps = config.demoData ? SEED_STEPS : SEED_STEPS.filter((s) => !s.name.startsWith('demo-'));
  const applied = await runSeeds(database.db, steps, { storage });

  const app = await buildApp({ config, database, storage });
  const stop = async () => {
    await app.close();
    await database.close();
  };
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: closing (at most ${config.shutdownTimeoutMs} ms)`);
      setTimeout(() => {
        console.error(`Shutdown took longer than SHUTDOWN_TIMEOUT_MS=${config.shutdownTimeoutMs}: exiting`);
        process.exit(1);
      }, config.shutdownTimeoutMs).unref();
      stop().then(
        () => process.exit(0),
        (err) => {
          console.error(`Shutdown failed: ${err instanceof Error ? err.message : err}`);
          process.exit(1);
        },
      );
    });
  }
  await startRoles(app, config.roles, { port: config.port, host: config.host });
  if (!config.roles.includes('web')) {
    console.log(`\n  CIDPEX portal: process roles ${config.roles.join(', ')} (no HTTP)\n`);
    return { app, database, stop };
  }

  const url = `http://localhost:${config.port}`;
  const demo = config.demoData
    ? [
        applied.some((s) => s.startsWith('demo-'))
          ? `  Demo data loaded: ${applied.join(', ')}`
          : '  Demo data already present (kept as it was)',
        `  Demo accounts (password ${DEMO_PASSWORD}):`,
        ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(16)} ${a.mobile}  /  ${a.email}`),
      ]
    : ['  Demo data: off (DEMO_DATA=1 loads it)'];
  const lines = [
    '',
    `  CIDPEX portal is running at ${url}`,
    `  API reference: ${url}/docs    organizer console: ${url}/organizer`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `embedded PGlite in ${pgliteDir}`}`,
    ...demo,
    `  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    '',
  ];
  console.log(lines.join('\n'));
  return { app, database, stop };
}
