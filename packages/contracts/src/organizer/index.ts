import { z } from 'zod';
import { pageSchema } from '../envelope';
import { OPERATION_TYPES } from '../operations';

export const dashboardSchema = z.object({
  users: z.number().int(),
  usersToday: z.number().int(),
  outbox: z.number().int(),
  outboxToday: z.number().int(),
  viewsToday: z.number().int(),
  errorsToday: z.number().int(),
  attachments: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const NOTICE_STATUSES = ['pending', 'retrying', 'sent', 'failed'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export const outboxQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  channel: z.enum(['email', 'sms']).optional(),
  q: z.string().trim().max(100).optional(),
});

export const outboxRowSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** pending (queued), retrying (a send failed, tried again later), sent, failed (out of tries). */
  status: z.enum(NOTICE_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;

export const operationStatsQuery = z.object({
  days: z.coerce.number().int().min(1).max(90).default(7),
  type: z.enum(OPERATION_TYPES).default('VIEW'),
});

export const operationStatRowSchema = z.object({
  day: z.string(),
  path: z.string(),
  count: z.number().int(),
});
export type OperationStatRow = z.infer<typeof operationStatRowSchema>;

/** GET /portal/rest/organizer/outbox */
export const outboxPageSchema = pageSchema(outboxRowSchema);

/** GET /portal/rest/organizer/operates/stats: per Asia/Shanghai day and path, most counted first. */
export const operationStatsSchema = z.array(operationStatRowSchema);

/** A background job that used up its retries (issue 15 §3). */
export const deadLetterSchema = z.object({
  id: z.string(),
  /** The job's queue, e.g. `notices.send`. */
  queue: z.string(),
  /** What the job was about, as stored (e.g. `{ outboxId: 12 }`). */
  data: z.record(z.string(), z.unknown()).nullable(),
  attempts: z.number().int(),
  error: z.string(),
  diedAt: z.string(),
});
export type DeadLetter = z.infer<typeof deadLetterSchema>;

/** GET /portal/rest/organizer/jobs/dead: newest first. */
export const deadLettersSchema = z.array(deadLetterSchema);

/** POST /portal/rest/organizer/jobs/dead/:id/retry */
export const deadLetterParams = z.object({ id: z.uuid() });
