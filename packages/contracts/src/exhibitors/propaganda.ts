import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope';

/*
 * Publicity material of an exhibitor (issue 19, spec §2 /exhibitor/propaganda and
 * propagandaAudit): a press release, product launch or catalogue with its text in Chinese
 * and English and up to PROPAGANDA_RULES.maxFiles pictures or PDFs (the spec's 10M per
 * picture), reviewed by the organizer. The state table below is the only truth on moves.
 */

export const PROPAGANDA_KINDS = ['pressRelease', 'productLaunch', 'catalogue', 'other'] as const;
export type PropagandaKind = (typeof PROPAGANDA_KINDS)[number];

export const PROPAGANDA_STATES = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'changesRequested',
  'revoked',
] as const;
export type PropagandaState = (typeof PROPAGANDA_STATES)[number];

export const PROPAGANDA_RULES = {
  titleMax: 120,
  bodyMax: 5000,
  maxFiles: 6,
  reasonMax: 300,
} as const;

/**
 * Moves: the exhibitor edits until the organizer reviews (and after a rejection or a request
 * for changes), submits, revokes before review; the organizer decides a submitted item.
 * A move to the state the item is already in (`idempotent`) answers the item unchanged.
 */
export const PROPAGANDA_TRANSITIONS = {
  edit: { from: ['draft', 'submitted', 'rejected', 'changesRequested'], to: null },
  submit: { from: ['draft', 'rejected', 'changesRequested'], to: 'submitted' },
  revoke: { from: ['draft', 'submitted'], to: 'revoked' },
  approve: { from: ['submitted'], to: 'approved' },
  reject: { from: ['submitted'], to: 'rejected' },
  requestChanges: { from: ['submitted'], to: 'changesRequested' },
} as const satisfies Record<string, { from: readonly PropagandaState[]; to: PropagandaState | null }>;
export type PropagandaMove = keyof typeof PROPAGANDA_TRANSITIONS;

/** The state a move leads to from `state`, the same state for a repeated move, or null when refused. */
export function propagandaMove(state: PropagandaState, move: PropagandaMove): PropagandaState | null {
  const t = PROPAGANDA_TRANSITIONS[move];
  if ((t.from as readonly PropagandaState[]).includes(state)) return t.to ?? state;
  if (t.to !== null && t.to === state) return state;
  return null;
}

export const propagandaBody = z.object({
  /** A key the form makes once per new item: the same key twice stores one item. */
  requestKey: z.string().trim().min(8).max(64),
  kind: z.enum(PROPAGANDA_KINDS),
  titleZh: z.string().trim().min(1, 'REQUIRED').max(PROPAGANDA_RULES.titleMax),
  titleEn: z.string().trim().max(PROPAGANDA_RULES.titleMax).default(''),
  bodyZh: z.string().trim().min(1, 'REQUIRED').max(PROPAGANDA_RULES.bodyMax),
  bodyEn: z.string().trim().max(PROPAGANDA_RULES.bodyMax).default(''),
  attachmentIds: z.array(z.number().int().positive()).max(PROPAGANDA_RULES.maxFiles).default([]),
  /** Submit for review at once (otherwise kept as a draft). */
  submit: z.boolean().default(false),
});
export type PropagandaBody = z.input<typeof propagandaBody>;
export const propagandaEditBody = propagandaBody.omit({ requestKey: true });
export type PropagandaEditBody = z.input<typeof propagandaEditBody>;

export const propagandaFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mimeType: z.string(),
  url: z.string(),
});

export const propagandaSchema = z.object({
  id: z.number().int(),
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  kind: z.enum(PROPAGANDA_KINDS),
  titleZh: z.string(),
  titleEn: z.string(),
  bodyZh: z.string(),
  bodyEn: z.string(),
  files: z.array(propagandaFileSchema),
  status: z.enum(PROPAGANDA_STATES),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Propaganda = z.infer<typeof propagandaSchema>;
export const propagandaPageSchema = pageSchema(propagandaSchema);
export type PropagandaPage = z.infer<typeof propagandaPageSchema>;

export const propagandaIdParams = z.object({ propagandaId: z.coerce.number().int().positive() });
export const propagandaQuery = z.object({
  status: z.enum(PROPAGANDA_STATES).optional(),
  ...pageQuerySchema.shape,
});
export type PropagandaQuery = z.input<typeof propagandaQuery>;

/** The organizer's decision on a submitted item; a reason is required unless approving. */
export const propagandaReviewBody = z
  .object({
    decision: z.enum(['approve', 'reject', 'requestChanges']),
    reason: z.string().trim().max(PROPAGANDA_RULES.reasonMax).default(''),
  })
  .refine((b) => b.decision === 'approve' || b.reason.length > 0, {
    path: ['reason'],
    message: 'REJECT_REASON_REQUIRED',
  });
export type PropagandaReviewBody = z.input<typeof propagandaReviewBody>;
