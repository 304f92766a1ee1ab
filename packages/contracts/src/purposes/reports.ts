import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope';
import { PURPOSE_STATES } from './publish-status';
import { PURPOSE_TYPES } from './purpose';

/** Why a reader reports a post. */
export const PURPOSE_REPORT_REASONS = ['spam', 'fraud', 'offensive', 'wrongCategory', 'other'] as const;
export type PurposeReportReason = (typeof PURPOSE_REPORT_REASONS)[number];

export const PURPOSE_REPORT_NOTE_MAX = 200;

/** POST /exhibitor/rest/purposes/{purposeId}/report: one report per reader and post (a second one updates it). */
export const purposeReportBody = z
  .object({
    reason: z.enum(PURPOSE_REPORT_REASONS),
    note: z.string().trim().max(PURPOSE_REPORT_NOTE_MAX).optional(),
  })
  .refine((b) => b.reason !== 'other' || Boolean(b.note), {
    message: 'PURPOSE_REPORT_NOTE_REQUIRED',
    path: ['note'],
  });
export type PurposeReportBody = z.input<typeof purposeReportBody>;

export const purposeReportedSchema = z.object({ purposeId: z.number().int(), reported: z.boolean() });

/** What the organizer does with a reported post: hide it (with a reason the publisher reads) or keep it. */
export const PURPOSE_REPORT_OUTCOMES = ['hidden', 'dismissed'] as const;
export type PurposeReportOutcome = (typeof PURPOSE_REPORT_OUTCOMES)[number];

/** GET /portal/rest/organizer/purposes/reports: reported posts, open ones first. */
export const purposeReportQuery = z.object({
  handled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  ...pageQuerySchema.shape,
});

export const purposeReportRowSchema = z.object({
  purposeId: z.number().int(),
  purposeTitle: z.string(),
  purposeType: z.enum(PURPOSE_TYPES),
  publishStatus: z.enum(PURPOSE_STATES),
  publisherName: z.string(),
  /** Reports not yet handled, and in all. */
  openCount: z.number().int(),
  totalCount: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(PURPOSE_REPORT_REASONS), count: z.number().int() })),
  notes: z.array(z.string()),
  lastReportedAt: z.string(),
  outcome: z.enum(PURPOSE_REPORT_OUTCOMES).nullable(),
});
export type PurposeReportRow = z.infer<typeof purposeReportRowSchema>;
export const purposeReportPageSchema = pageSchema(purposeReportRowSchema);
export type PurposeReportPage = z.infer<typeof purposeReportPageSchema>;

/** PUT /portal/rest/organizer/purposes/reports/{purposeId}: settles every open report of the post. */
export const purposeReportDecisionBody = z
  .object({
    outcome: z.enum(PURPOSE_REPORT_OUTCOMES),
    reason: z.string().trim().max(200).optional(),
  })
  .refine((b) => b.outcome !== 'hidden' || Boolean(b.reason), {
    message: 'REJECT_REASON_REQUIRED',
    path: ['reason'],
  });
export type PurposeReportDecision = z.input<typeof purposeReportDecisionBody>;

export const purposeReportSettledSchema = z.object({
  purposeId: z.number().int(),
  settled: z.number().int(),
});
