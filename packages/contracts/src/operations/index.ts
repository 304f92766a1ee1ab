import { z } from 'zod';

/** Kinds of operation records posted by the client (spec §2 router, §7 error log). */
export const OPERATION_TYPES = ['VIEW', 'ERROR', 'CLICK', 'SEARCH'] as const;

/** Cuts an over-long text instead of refusing it: a log call must not fail for its length. */
function clipped(max: number) {
  return z.string().transform((value) => value.slice(0, max));
}

/** POST /portal/rest/operates (also ?{timestamp}) */
export const operateBody = z.object({
  type: z.enum(OPERATION_TYPES),
  path: clipped(500),
  detail: clipped(4000).optional(),
  tempUserId: clipped(64).optional(),
  lang: clipped(10).optional(),
});

/**
 * Query of POST /portal/rest/operates: the client adds a bare timestamp (`?1715760000000`)
 * so that no cache keeps the call; any key is accepted and ignored.
 */
export const operateQuery = z.record(z.string(), z.unknown());
export type OperateBody = z.input<typeof operateBody>;

/** POST /exhibitor/rest/behaviors */
export const behaviorBody = z.object({
  action: z.string().trim().min(1).max(40),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(64).optional(),
  detail: clipped(2000).optional(),
  tempUserId: clipped(64).optional(),
});
export type BehaviorBody = z.input<typeof behaviorBody>;

export const recordedSchema = z.object({ recorded: z.boolean() });
