import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { startRoles } from './platform/roles';
import { LocalFileStorage } from './platform/storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, runSeeds, SEED_STEPS } from './seed';

const started = Date.now();
const config = loadConfig();
config.webDist ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  onPoolError: (err) =>
    console.error(`[db] connection lost, the pool reconnects on next use: ${err.message}`),
});
await migrateDatabase(database);
// One file store for the app and the demo steps (their product pictures and logos).
const storage = new LocalFileStorage(path.join(config.dataDir, 'uploads'));
const applied = await runSeeds(database.db, SEED_STEPS, { storage });

const app = await buildApp({ config, database, storage });
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  });
}
await startRoles(app, config.roles, { port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `  CIDPEX portal is running at ${url}`,
  `  API reference: ${url}/docs    organizer console: ${url}/organizer`,
  `  Database: ${config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `embedded PGlite in ${path.join(config.dataDir, 'pglite')}`}`,
  applied.length
    ? `  Demo data loaded: ${applied.join(', ')}`
    : '  Demo data already present (kept as it was)',
  `  Demo accounts (password ${DEMO_PASSWORD}):`,
  ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(16)} ${a.mobile}  /  ${a.email}`),
  `  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  '',
];
console.log(lines.join('\n'));
