import {
  type Dashboard,
  type DeadLetter,
  NOTICE_STATUSES,
  type NoticeStatus,
  type OutboxRow,
} from '@cidpex/contracts';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { countAccounts } from '../accounts';
import { countAttachments } from '../attachments';
import { countOperationsToday, operationStats, startOfFairDay } from '../operations';
import * as repo from './organizer.repository';

/** The console's first screen: totals and today's figures (today in Asia/Shanghai). */
export async function getDashboard(deps: AppDeps, now = new Date()): Promise<Dashboard> {
  const today = startOfFairDay(now);
  const [users, usersToday, outbox, outboxToday, viewsToday, errorsToday, attachments] = await Promise.all([
    countAccounts(deps.db),
    countAccounts(deps.db, today),
    repo.countOutbox(deps.db),
    repo.countOutbox(deps.db, today),
    countOperationsToday(deps.db, 'VIEW', now),
    countOperationsToday(deps.db, 'ERROR', now),
    countAttachments(deps),
  ]);
  return { users, usersToday, outbox, outboxToday, viewsToday, errorsToday, attachments };
}

export interface OutboxQuery {
  page: number;
  pageSize: number;
  channel?: 'email' | 'sms';
  q?: string;
}

/** Mail and SMS that were sent or stand in for sending, newest first (the dev outbox of ARCHITECTURE §2). */
export async function listOutbox(deps: AppDeps, query: OutboxQuery) {
  const { rows, total } = await repo.pageOutbox(deps.db, {
    channel: query.channel,
    q: query.q || undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const dtos: OutboxRow[] = rows.map((r) => ({
    id: r.id,
    channel: r.channel === 'sms' ? 'sms' : 'email',
    recipient: r.recipient,
    subject: r.subject,
    // A mail for SMTP shows no body even before it left: no codes in the console.
    body: r.delivered === 'smtp' ? '' : r.body,
    status: (NOTICE_STATUSES as readonly string[]).includes(r.status) ? (r.status as NoticeStatus) : 'sent',
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
  }));
  return { rows: dtos, total, page: query.page, pageSize: query.pageSize };
}

export function getOperationStats(deps: AppDeps, query: { days: number; type: string }) {
  return operationStats(deps.db, query);
}

/** Background jobs that used up their retries (the dead letters of platform/jobs), newest first. */
export async function listDeadLetters(deps: AppDeps): Promise<DeadLetter[]> {
  const letters = await deps.jobs.deadLetters(100);
  return letters.map((l) => ({
    id: l.id,
    queue: l.queue,
    data: l.data && typeof l.data === 'object' ? (l.data as Record<string, unknown>) : null,
    attempts: l.attempts,
    error: l.error,
    diedAt: l.diedAt.toISOString(),
  }));
}

/** Sends a dead letter back to its queue for a fresh set of tries. */
export async function retryDeadLetter(deps: AppDeps, id: string): Promise<void> {
  if (!(await deps.jobs.retryDeadLetter(id))) throw new AppError('DEAD_LETTER_NOT_FOUND');
}
