import { z } from 'zod';
import { LOCALES } from '../locales';
import { PURPOSE_ACTIONS, PURPOSE_REASON_ACTIONS } from './publish-status';
import { PURPOSE_CATEGORIES, PURPOSE_LIMITS, PURPOSE_TYPES } from './purpose';

/**
 * POST /exhibitor/rest/purposes (publish, to the organizer's review) and PUT
 * /exhibitor/rest/purposes (edit; the body carries the id). Text is plain text: it is stored
 * and shown as text, never as HTML. The form uses the same schema.
 */
export const purposeBody = z.object({
  type: z.enum(PURPOSE_TYPES),
  category: z.enum(PURPOSE_CATEGORIES),
  title: z.string().trim().min(1, 'REQUIRED').max(PURPOSE_LIMITS.titleMax),
  content: z
    .string()
    .trim()
    .min(1, 'PURPOSE_CONTENT_REQUIRED')
    .max(PURPOSE_LIMITS.contentMax, 'PURPOSE_CONTENT_TOO_LONG'),
  lang: z.enum(LOCALES).optional(),
  coverAttachmentId: z.number().int().positive().nullable().optional(),
  imageIds: z.array(z.number().int().positive()).max(PURPOSE_LIMITS.imagesMax).default([]),
  /**
   * A key the form makes once per post it publishes: a repeated submit (a double click, a
   * retry after a timeout) answers the post already stored instead of a second one.
   */
  requestKey: z.string().trim().min(8).max(64).optional(),
});
export type PurposeBody = z.input<typeof purposeBody>;
export type PurposeInput = z.output<typeof purposeBody>;

export const purposeEditBody = purposeBody
  .omit({ requestKey: true })
  .extend({ id: z.number().int().positive() });
export type PurposeEditBody = z.input<typeof purposeEditBody>;

/**
 * PUT /exhibitor/rest/purposes/checkStatus/{purposeId}: a move of the state table. The
 * publisher cancels and republishes; the organizer approves, rejects and hides (those two
 * with the reason the publisher reads).
 */
export const purposeCheckBody = z
  .object({
    action: z.enum(PURPOSE_ACTIONS).exclude(['edit', 'delete']),
    reason: z.string().trim().max(PURPOSE_LIMITS.reasonMax).optional(),
  })
  .superRefine((b, ctx) => {
    if (PURPOSE_REASON_ACTIONS.includes(b.action) && !b.reason) {
      ctx.addIssue({ code: 'custom', message: 'REJECT_REASON_REQUIRED', path: ['reason'] });
    }
  });
export type PurposeCheckBody = z.input<typeof purposeCheckBody>;
