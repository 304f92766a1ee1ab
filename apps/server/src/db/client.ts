import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers (STACK.md: a union of the driver types breaks `.returning()`). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Applies the migrations (on PostgreSQL under MIGRATION_LOCK_KEY); see migrateDatabase. */
  migrate(): Promise<void>;
  /** Raw SQL for the few places that need it (health check, test reset). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** Beside this file in the sources (src/db/migrations), and copied beside the bundle (dist/migrations). */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The PostgreSQL advisory lock held while migrating: one process migrates, the others wait. */
export const MIGRATION_LOCK_KEY = 2_024_042_001;

/**
 * The embedded database keeps PostgreSQL's buffer cache small: 16 MB instead of 128 MB. One
 * process, one connection and a fair's data set fit; the operating system still caches the
 * files. Measured on the demo data: 293 → 161 MiB resident for PGlite alone (docs/benchmarks.md).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB', '-c', 'work_mem=2MB'];

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory for embedded PGlite; undefined means in memory. */
  pgliteDir?: string;
  onPoolError?: (err: Error) => void;
  poolSize?: number;
  /** Embedded PGlite only: start from this data directory dump (PGlite's dumpDataDir) instead of an empty one. */
  pgliteDump?: Blob;
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
      migrate: async () => {
        // The lock is a session lock: take it, migrate and release it on one connection.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
    };
  }
  // PGlite and its drizzle driver are loaded only for the embedded database: a process on the
  // PostgreSQL server never runs them (issue 15 memory; docs/decisions.md "Runtime").
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client: PGlite = new PGlite(options.pgliteDir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    // One process owns an embedded database: no lock needed.
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
  };
}

/**
 * Applies the generated SQL migrations; the same set runs on both drivers. On a PostgreSQL
 * server several processes may start together: a session advisory lock makes the second wait
 * for the first and then find nothing left to apply (drizzle's own table has no such guard).
 */
export function migrateDatabase(database: Database): Promise<void> {
  return database.migrate();
}
