import { z } from 'zod';
import { pageQuerySchema, reviewQueueQuery } from '../envelope';
import { PURPOSE_STATES } from './publish-status';
import { PURPOSE_CATEGORIES, PURPOSE_LIMITS, PURPOSE_TYPES } from './purpose';

export const PURPOSE_SORTS = ['newest', 'discussed'] as const;
export type PurposeSort = (typeof PURPOSE_SORTS)[number];

const keyword = z
  .string()
  .trim()
  .max(PURPOSE_LIMITS.keywordMax)
  .optional()
  .transform((v) => v || undefined);

/** POST /exhibitor/rest/purposes/page: the board (published posts only). */
export const purposePageBody = z.object({
  keyword,
  type: z.enum(PURPOSE_TYPES).optional(),
  category: z.enum(PURPOSE_CATEGORIES).optional(),
  sort: z.enum(PURPOSE_SORTS).default('newest'),
  ...pageQuerySchema.shape,
});
export type PurposePageBody = z.input<typeof purposePageBody>;
export type PurposePageQuery = z.output<typeof purposePageBody>;

/** POST /exhibitor/rest/purposes/mine: the caller's posts in every state, with counts. */
export const purposeMineBody = z.object({
  publishStatus: z.enum(PURPOSE_STATES).optional(),
  ...pageQuerySchema.shape,
});
export type PurposeMineBody = z.input<typeof purposeMineBody>;

/** GET /portal/rest/organizer/purposes: the review queue. */
export const purposeQueueQuery = reviewQueueQuery(PURPOSE_STATES, keyword);
export type PurposeQueueQuery = z.input<typeof purposeQueueQuery>;

export const purposeIdParams = z.object({ purposeId: z.coerce.number().int().positive() });
