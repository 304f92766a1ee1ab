import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers (STACK.md: a union of the driver types breaks `.returning()`). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Raw SQL for the few places that need it (health check, test reset). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory for embedded PGlite; undefined means in memory. */
  pgliteDir?: string;
  onPoolError?: (err: Error) => void;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its server (restart, 57P01) must not crash the process (STACK.md).
    pool.on('error', (err) => options.onPoolError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'pg',
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
  };
}

/** Applies the generated SQL migrations; the same set runs on both drivers. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'pg') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own type
    await migratePg(database.db as any, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own type
    await migratePglite(database.db as any, { migrationsFolder: MIGRATIONS_DIR });
  }
}
