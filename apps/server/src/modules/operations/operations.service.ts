import type { OperationStatRow } from '@cidpex/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import * as repo from './operations.repository';

export interface Visitor {
  userId: number | null;
  ip: string;
  lang: string;
}

export interface OperationInput {
  type: string;
  path: string;
  detail?: string;
  tempUserId?: string;
  lang?: string;
}

export interface BehaviorInput {
  action: string;
  targetType?: string;
  targetId?: string;
  detail?: string;
  tempUserId?: string;
}

/**
 * Stores what the client reports (page views, its own errors, clicks, searches). A record
 * that cannot be stored is logged and answered `recorded: false`: the log must never break
 * the page that reports, and the client ignores these answers anyway (spec §7).
 */
export async function recordOperation(db: Db, log: FastifyBaseLogger, input: OperationInput, who: Visitor) {
  try {
    await repo.insertOperation(db, {
      type: input.type,
      path: input.path,
      detail: input.detail ?? null,
      userId: who.userId,
      tempUserId: input.tempUserId ?? null,
      lang: input.lang ?? who.lang,
      ip: who.ip,
    });
    return { recorded: true };
  } catch (err) {
    log.error({ err }, 'operation record not stored');
    return { recorded: false };
  }
}

export async function recordBehavior(db: Db, log: FastifyBaseLogger, input: BehaviorInput, who: Visitor) {
  try {
    await repo.insertBehavior(db, {
      action: input.action,
      targetType: input.targetType ?? null,
      targetId: input.targetId ?? null,
      detail: input.detail ?? null,
      userId: who.userId,
      tempUserId: input.tempUserId ?? null,
    });
    return { recorded: true };
  } catch (err) {
    log.error({ err }, 'behavior record not stored');
    return { recorded: false };
  }
}

const DAY_MS = 24 * 3600 * 1000;
/** Asia/Shanghai keeps UTC+8 all year (no daylight saving since 1991). */
const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;

/** The start of the fair's calendar day (Asia/Shanghai) that `now` falls in, `daysBack` days earlier. */
export function startOfFairDay(now: Date = new Date(), daysBack = 0): Date {
  const local = now.getTime() + SHANGHAI_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS - daysBack * DAY_MS);
}

export function countOperationsToday(db: Db, type: string, now = new Date()) {
  return repo.countOperationsSince(db, type, startOfFairDay(now));
}

/** Rows of the statistics page; more would not be read. */
const STATS_ROWS = 500;

/**
 * Counts per day and path for the last `days` days of the fair's calendar, today included,
 * most counted first.
 */
export async function operationStats(
  db: Db,
  query: { days: number; type: string },
  now = new Date(),
): Promise<OperationStatRow[]> {
  const rows = await repo.countPerDayAndPath(db, query.type, startOfFairDay(now, query.days - 1), STATS_ROWS);
  return rows.map((r) => ({ day: r.day, path: r.path, count: Number(r.count) }));
}
