import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';

/**
 * `npm run db:migrate`: applies the migrations to DATABASE_URL (or the embedded database in
 * DATA_DIR) and exits. On PostgreSQL it holds an advisory lock, so deploy steps and servers
 * starting at the same moment cannot race.
 */
try {
  // A deploy step that only migrates needs the database, not the application's secrets.
  const config = loadConfig(process.env, { checkSecrets: false });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: 1,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  console.log(`migrations applied (${config.databaseUrl ? 'DATABASE_URL' : 'embedded PGlite'})`);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
