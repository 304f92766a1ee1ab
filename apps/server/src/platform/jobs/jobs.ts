import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { Database, Db } from '../../db/client';
import type { JobMap, JobName } from './job-map';

/** The queue where a job lands once it used up its retries (pg-boss keeps where it came from). */
export const DEAD_LETTERS = 'dead-letters';

export interface JobDefinition {
  /** Tries after the first one; then the job is dead (state `failed`, a copy in DEAD_LETTERS). */
  retryLimit: number;
  /** Delay before the first retry; each next one doubles (with jitter), up to retryDelayMaxSeconds. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds?: number;
  /** A run taking longer than this is counted as failed and retried. */
  expireInSeconds?: number;
  /** A cron expression (Asia/Shanghai): the worker processes enqueue the job on that schedule. */
  cron?: string;
}

export interface JobRun {
  id: string;
  /** 1 for the first try. */
  attempt: number;
  /** True when a failure of this try makes the job a dead letter. */
  lastAttempt: boolean;
}

export type JobHandler<K extends JobName> = (data: JobMap[K], run: JobRun) => Promise<void>;

export interface SendOptions {
  /** Enqueue inside this transaction: the job exists only if the transaction commits. */
  tx?: Db;
  startAfterSeconds?: number;
  /** At most one queued job with this key at a time. */
  singletonKey?: string;
}

/** A job that used up its retries, as the organizer's console lists it. */
export interface DeadLetter {
  id: string;
  queue: string;
  data: unknown;
  attempts: number;
  error: string;
  diedAt: Date;
}

export interface JobsOptions {
  database: Database;
  /** The PostgreSQL server, when there is one: pg-boss keeps its own small pool and a LISTEN connection. */
  databaseUrl?: string;
  /** This process runs jobs (the `worker` role); otherwise it only enqueues. */
  worker: boolean;
  logError: (err: unknown, context: string) => void;
  /** How often an idle worker looks for jobs it was not woken for (retries, other processes). */
  pollingIntervalSeconds?: number;
}

interface Entry {
  definition: JobDefinition;
  handler: JobHandler<JobName>;
}

function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output == null ? '' : JSON.stringify(output);
}

/**
 * Queued and scheduled jobs stored in the database (pg-boss 12, on PGlite through its
 * `fromPglite` adapter or on the PostgreSQL server): a job is fetched with
 * `FOR UPDATE SKIP LOCKED`, so one process runs it however many work the queue; a failure
 * is retried with exponential backoff; the last failure leaves a dead letter that the
 * console can send back. Queues are woken by LISTEN/NOTIFY when a job is created (after
 * the enqueuing transaction commits) and polled as a floor.
 */
export class Jobs {
  private readonly entries = new Map<JobName, Entry>();
  private boss: PgBoss | undefined;
  private starting: Promise<void> | undefined;

  constructor(private readonly options: JobsOptions) {}

  get isWorker(): boolean {
    return this.options.worker;
  }

  /** Declares a queue and what runs its jobs; before start(). */
  define<K extends JobName>(name: K, definition: JobDefinition, handler: JobHandler<K>): void {
    if (this.boss) throw new Error(`job ${name} defined after the queue started`);
    if (this.entries.has(name)) throw new Error(`job ${name} defined twice`);
    this.entries.set(name, { definition, handler: handler as JobHandler<JobName> });
  }

  /** Installs or migrates pg-boss's schema, creates the queues and, in a worker, starts working them. */
  start(): Promise<void> {
    this.starting ??= this.doStart();
    return this.starting;
  }

  private async doStart(): Promise<void> {
    const { database, databaseUrl, worker } = this.options;
    const common = {
      schema: 'pgboss',
      // Maintenance (expiring stuck runs, deleting old jobs) and cron belong to workers.
      supervise: worker,
      schedule: worker,
      useListenNotify: worker,
      registerInstance: false,
      openTelemetry: { enabled: false },
    };
    if (database.driver === 'pg' && !databaseUrl) {
      throw new Error('the job queue needs the PostgreSQL server URL (DATABASE_URL) beside its pool');
    }
    const boss =
      database.driver === 'pg'
        ? new PgBoss({ ...common, connectionString: databaseUrl, max: 3 })
        : new PgBoss({
            ...common,
            // biome-ignore lint/suspicious/noExplicitAny: drizzle's PGlite driver keeps its client here
            db: fromPglite((database.db as any).$client),
            backend: 'pglite',
          });
    boss.on('error', (err) => this.options.logError(err, 'jobs'));
    await boss.start();
    this.boss = boss;
    await boss.createQueue(DEAD_LETTERS, { retentionSeconds: 30 * 24 * 3600 });
    for (const [name, { definition }] of this.entries) {
      const queue = {
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds ?? 300,
        deadLetter: DEAD_LETTERS,
        notify: true,
      };
      // pg-boss fixes a queue's delay cap when it creates the queue; the rest follows the definition.
      const cap = definition.retryDelayMaxSeconds ?? 3600;
      if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
      else await boss.createQueue(name, { ...queue, retryDelayMax: cap });
    }
    if (worker) await this.work(boss);
  }

  private async work(boss: PgBoss) {
    const polling = this.options.pollingIntervalSeconds ?? 2;
    for (const [name, { definition, handler }] of this.entries) {
      await boss.work<JobMap[JobName]>(
        name,
        { pollingIntervalSeconds: polling, notifyPollingIntervalSeconds: polling },
        async ([job]) => {
          if (!job) return;
          const attempt = job.retryCount + 1;
          await handler(job.data, { id: job.id, attempt, lastAttempt: attempt > definition.retryLimit });
        },
      );
      if (definition.cron) await boss.schedule(name, definition.cron, {}, { tz: 'Asia/Shanghai' });
      else await boss.unschedule(name);
    }
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('the job queue is not started (app.ready() starts it)');
    return this.boss;
  }

  /** Enqueues a job; with `tx`, in that transaction (PGlite and pg alike, through drizzle). */
  async send<K extends JobName>(name: K, data: JobMap[K], options: SendOptions = {}): Promise<string | null> {
    return this.started().send(name, data, {
      // The generic Db's execute answers `unknown`; both drivers answer rows as fromDrizzle expects.
      db: options.tx
        ? fromDrizzle(options.tx as unknown as Parameters<typeof fromDrizzle>[0], sql)
        : undefined,
      startAfter: options.startAfterSeconds,
      singletonKey: options.singletonKey,
    });
  }

  /** The schedules this database holds (any worker process enqueues them when due). */
  async schedules(): Promise<Array<{ name: string; cron: string }>> {
    const rows = await this.started().getSchedules();
    return rows.map((r) => ({ name: r.name, cron: r.cron }));
  }

  /** Jobs that used up their retries, newest first. */
  async deadLetters(limit = 100): Promise<DeadLetter[]> {
    const rows = await this.started().findJobs(DEAD_LETTERS, { queued: true, limit: 1000 });
    return rows
      .map((r) => ({
        id: r.id,
        queue: r.sourceName ?? '',
        data: r.data,
        attempts: (r.sourceRetryCount ?? 0) + 1,
        error: errorText(r.sourceOutput),
        diedAt: r.createdOn,
      }))
      .sort((a, b) => b.diedAt.getTime() - a.diedAt.getTime())
      .slice(0, limit);
  }

  /** Sends a dead letter back to its queue for a fresh set of tries; false when there is no such letter. */
  async retryDeadLetter(id: string): Promise<boolean> {
    const boss = this.started();
    const [letter] = await boss.findJobs(DEAD_LETTERS, { id, queued: true });
    if (!letter?.sourceName) return false;
    const moved = await boss.redrive(DEAD_LETTERS, { ids: [id] });
    return moved > 0;
  }

  /** Lets running jobs finish (up to `timeoutMs`), then stops working and closes pg-boss's connections. */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.starting?.catch(() => {});
    const boss = this.boss;
    if (!boss) return;
    this.boss = undefined;
    await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }
}
