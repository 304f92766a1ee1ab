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
