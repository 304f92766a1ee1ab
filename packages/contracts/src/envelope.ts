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

export const okSchema = z.object({ ok: z.literal(true) });
