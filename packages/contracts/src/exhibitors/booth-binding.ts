import { z } from 'zod';

/*
 * Booth binding (issue 19, spec §2 /exhibitor/boothBinding): which member of the enterprise
 * works at which of its sold booths on which fair day. Per booth and day at most the booth's
 * staff passes (staffPasses(size): about one per 3 m², at least two). Only the enterprise
 * administrator changes it; every member reads it.
 */

export const boothBindingBody = z.object({
  boothId: z.number().int().positive(),
  userId: z.number().int().positive(),
  /** A fair day, YYYY-MM-DD. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type BoothBindingBody = z.infer<typeof boothBindingBody>;
export const boothBindingIdParams = z.object({ bindingId: z.coerce.number().int().positive() });

export const boothBindingSchema = z.object({
  id: z.number().int(),
  boothId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  day: z.string(),
});
export type BoothBinding = z.infer<typeof boothBindingSchema>;

export const boothBindingBoardSchema = z.object({
  /** The caller may change the bindings (enterprise administrator). */
  canEdit: z.boolean(),
  days: z.array(z.string()),
  booths: z.array(
    z.object({
      id: z.number().int(),
      boothNo: z.string(),
      hall: z.string(),
      size: z.number(),
      /** Staff per day this booth admits. */
      limit: z.number().int(),
    }),
  ),
  staff: z.array(z.object({ userId: z.number().int(), name: z.string(), role: z.string() })),
  bindings: z.array(boothBindingSchema),
});
export type BoothBindingBoard = z.infer<typeof boothBindingBoardSchema>;
