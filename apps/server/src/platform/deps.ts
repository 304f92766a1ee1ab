import type { AppConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { Notifier } from './notifier';
import type { FileStorage } from './storage';

/** What every module gets: the database, the configuration and the platform services. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  db: Db;
  notifier: Notifier;
  storage: FileStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
