import type { AppConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { EventBus } from './events';
import type { Jobs } from './jobs';
import type { Notifier } from './notifier';
import type { FileStorage } from './storage';

/** What every module gets: the database, the configuration and the platform services. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  db: Db;
  notifier: Notifier;
  storage: FileStorage;
  /** Typed events, shared by every process over Redis when REDIS_URL is set. */
  events: EventBus;
  /** Queued and scheduled jobs in the database; a module defines its jobs when it registers. */
  jobs: Jobs;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
