import { z } from 'zod';

/** The answer envelope of spec §3: every API answer has this shape. */
export interface Envelope<T> {
  success: boolean;
  data: T | null;
  errorCode: number | null;
  errorMsg: string | null;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data: data.nullable(),
    errorCode: z.number().int().nullable(),
    errorMsg: z.string().nullable(),
  });
}

/** A page of rows, used by every paged list. */
/** How many rows of a review queue are in each of its states (the organizer's tabs). */
export function stateCountsSchema<S extends string>(states: readonly [S, ...S[]]) {
  return z.object(Object.fromEntries(states.map((s) => [s, z.number().int()])) as Record<S, z.ZodNumber>);
}

export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A reviewer's reason (reject, violation, return): required and trimmed; `code` names the missing-reason message. */
export function reasonBody(max: number, code = 'REJECT_REASON_REQUIRED') {
  return z.object({ reason: z.string().trim().min(1, code).max(max) });
}

/** An organizer's review queue: one state or all, a keyword, a page. */
export function reviewQueueQuery<const S extends readonly [string, ...string[]]>(
  states: S,
  keyword: z.ZodType<string | undefined, string | undefined>,
) {
  return z.object({ status: z.enum(states).optional(), keyword, ...pageQuerySchema.shape });
}

export const okSchema = z.object({ ok: z.literal(true) });
