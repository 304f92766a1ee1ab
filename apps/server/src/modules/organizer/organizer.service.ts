import type { Dashboard, OutboxRow } from '@cidpex/contracts';
import type { AppDeps } from '../../platform/deps';
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
    body: r.body,
    createdAt: r.createdAt.toISOString(),
  }));
  return { rows: dtos, total, page: query.page, pageSize: query.pageSize };
}

export function getOperationStats(deps: AppDeps, query: { days: number; type: string }) {
  return operationStats(deps.db, query);
}
