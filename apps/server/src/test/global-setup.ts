import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an embedded database with every migration applied (a file path). */
    pgliteTemplate: string;
    /** A database on the PostgreSQL server with every migration applied, used as a template. */
    pgTemplate: string;
  }
}

/**
 * Migrates one database before any test file runs, and lets every file start from a copy of it
 * (PGlite: a data-directory dump loaded at open; PostgreSQL: CREATE DATABASE … TEMPLATE). Each
 * file used to apply all migrations itself: 4–9 s per file, more than half of the suite.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `cidpex_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString(), poolSize: 1 });
    await migrateDatabase(database);
    await database.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const database = await openDatabase({});
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `cidpex-pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(file, { force: true });
}

async function adminQuery(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
