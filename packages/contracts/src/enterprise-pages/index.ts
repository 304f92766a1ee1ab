import { z } from 'zod';
import { pageQuerySchema, pageSchema, reasonBody, stateCountsSchema } from '../envelope';
import { LIMITS } from '../limits';

/*
 * The enterprise's exhibitor page under review (enterprise/preview), its progress, its
 * business statistics, its related enterprises (enterprise/bind…) and the caller's pending
 * audits (enterprise/auditPending). docs/api-notes.md "Enterprise pages" gives the readings.
 */

/* ------------------------------------------------------------ page preview */

/**
 * The review of an enterprise's exhibitor page (profile texts and cover): staff edit a draft,
 * submit it, the organizer approves (it becomes the public page) or rejects it with a reason.
 * Any edit of an approved or rejected page makes it a draft again; a waiting one cannot be
 * edited until the organizer has decided.
 */
export const PREVIEW_STATES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type PreviewState = (typeof PREVIEW_STATES)[number];
export type PreviewAction = 'edit' | 'submit' | 'approve' | 'reject';
export const PREVIEW_TRANSITIONS: Record<PreviewAction, { from: readonly PreviewState[]; to: PreviewState }> =
  {
    edit: { from: ['draft', 'approved', 'rejected'], to: 'draft' },
    submit: { from: ['draft', 'rejected'], to: 'pending' },
    approve: { from: ['pending'], to: 'approved' },
    reject: { from: ['pending'], to: 'rejected' },
  };
export function nextPreviewState(from: PreviewState, action: PreviewAction): PreviewState | null {
  const rule = PREVIEW_TRANSITIONS[action];
  return rule.from.includes(from) ? rule.to : null;
}

/**
 * Spec §5 and §9 give two readings of the profile's length (docs/decisions.md "Profile
 * length"): the Chinese profiles are at most 1000 characters (字), the English profile at
 * most 2000 words (and, as a guard, 12000 characters). Form and server use these same rules.
 */
export const PROFILE_MAX_CHARS = LIMITS.enterpriseIntroChars;
export const PROFILE_MAX_WORDS = LIMITS.profileWords;
export const PROFILE_EN_MAX_CHARS = 12_000;

/** Words of an English text: runs of letters or digits (with ' and -), as a reader counts them. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

const profileText = z
  .string()
  .trim()
  .max(PROFILE_MAX_CHARS, 'PREVIEW_PROFILE_TOO_LONG')
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

const profileTextEn = z
  .string()
  .trim()
  .max(PROFILE_EN_MAX_CHARS, 'PREVIEW_PROFILE_TOO_MANY_WORDS')
  .refine((v) => countWords(v) <= PROFILE_MAX_WORDS, 'PREVIEW_PROFILE_TOO_MANY_WORDS')
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** Site pictures of the profile page (spec §5 "site content (video, images)"), in order. */
export const SITE_IMAGES_MAX = 9;
/** Spec §5: pictures of the profile form (cover and site pictures) under 10M in total. */
export const PROFILE_IMAGES_TOTAL_BYTES = LIMITS.enterpriseImageBytes;

/** PUT /portal/rest/enterprise/preview/{previewId} (ours): save the draft. */
export const previewBody = z.object({
  profileZhHans: profileText,
  profileZhHant: profileText,
  profileEn: profileTextEn,
  /** A picture (kind enterpriseImage) uploaded by the caller, or the current cover; null: none. */
  coverAttachmentId: z.number().int().positive().nullable().optional(),
  /** A video (kind enterpriseVideo: ≤30 s, ≤50M, ≥720p, checked at upload); null: none. */
  videoAttachmentId: z.number().int().positive().nullable().optional(),
  /** Site pictures (kind enterpriseImage), in the order shown; omitted: unchanged. */
  siteImageIds: z.array(z.number().int().positive()).max(SITE_IMAGES_MAX).optional(),
});
export type PreviewBody = z.input<typeof previewBody>;
export type PreviewInput = z.output<typeof previewBody>;

/* ------------------------------------------------------ fair participation */

/** The enterprise's request to take part in a fair (enterprise/request); FAIR_REQUEST_TRANSITIONS below. */
export const FAIR_REQUEST_STATES = ['pending', 'approved', 'rejected'] as const;
export type FairRequestState = (typeof FAIR_REQUEST_STATES)[number];
export const FAIR_REQUEST_TRANSITIONS = {
  request: { from: ['none', 'rejected'], to: 'pending' },
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
} as const satisfies Record<string, { from: readonly (FairRequestState | 'none')[]; to: FairRequestState }>;

/** POST /exhibitor/rest/enterprise/request */
export const fairRequestBody = z.object({
  exhibitionId: z.number().int().positive().optional(),
  note: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? v : null)),
});
export type FairRequestBody = z.input<typeof fairRequestBody>;
export const fairRequestSchema = z.object({
  id: z.number().int(),
  enterpriseId: z.number().int(),
  exhibitionId: z.number().int(),
  status: z.enum(FAIR_REQUEST_STATES),
  note: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** Names, for the organizer's queue. */
  name: z.string(),
  nameEn: z.string().nullable(),
});
export type FairRequest = z.infer<typeof fairRequestSchema>;
export const fairRequestQueueQuery = z.object({
  status: z.enum(FAIR_REQUEST_STATES).optional(),
  ...pageQuerySchema.shape,
});
export const fairRequestPageSchema = pageSchema(fairRequestSchema).extend({
  counts: stateCountsSchema(FAIR_REQUEST_STATES),
});
export type FairRequestPage = z.infer<typeof fairRequestPageSchema>;
export const fairRequestIdParams = z.object({ requestId: z.coerce.number().int().positive() });

export const previewSchema = z.object({
  id: z.number().int(),
  enterpriseId: z.number().int(),
  exhibitionId: z.number().int(),
  status: z.enum(PREVIEW_STATES),
  profileZhHans: z.string().nullable(),
  profileZhHant: z.string().nullable(),
  profileEn: z.string().nullable(),
  coverAttachmentId: z.number().int().nullable(),
  coverUrl: z.string().nullable(),
  /** Bytes of the cover, counted with the site pictures against PROFILE_IMAGES_TOTAL_BYTES. */
  coverSize: z.number().int().nullable(),
  videoAttachmentId: z.number().int().nullable(),
  videoUrl: z.string().nullable(),
  siteImages: z.array(z.object({ id: z.number().int(), url: z.string(), size: z.number().int() })),
  rejectReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Whether the enterprise exhibits at that fair (only an exhibitor has a public page). */
  exhibitor: z.boolean(),
  /** Its request to take part in that fair, if any (enterprise/request). */
  fairRequest: fairRequestSchema.nullable(),
  /** Names and logo as buyers see them beside the texts. */
  name: z.string(),
  nameEn: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type Preview = z.infer<typeof previewSchema>;

export const previewParams = z.object({
  exhibitionId: z.coerce.number().int().positive(),
  enterpriseId: z.coerce.number().int().positive(),
});
export const previewIdParams = z.object({ previewId: z.coerce.number().int().positive() });

/** GET /portal/rest/organizer/enterprises/previews (ours). */
export const previewQueueQuery = z.object({
  status: z.enum(PREVIEW_STATES).optional(),
  ...pageQuerySchema.shape,
});
export type PreviewQueueQuery = z.input<typeof previewQueueQuery>;
export const previewPageSchema = pageSchema(previewSchema).extend({
  counts: stateCountsSchema(PREVIEW_STATES),
});
export type PreviewPage = z.infer<typeof previewPageSchema>;
export const previewRejectBody = reasonBody(200);

/* ----------------------------------------------------------------- progress */

export const PROGRESS_STEPS = ['certification', 'settlement', 'page', 'products'] as const;
export type ProgressStepKey = (typeof PROGRESS_STEPS)[number];
/** done: nothing to do; waiting: the organizer decides; action: the enterprise must act. */
export const PROGRESS_STATES = ['done', 'waiting', 'action', 'todo'] as const;
export type ProgressState = (typeof PROGRESS_STATES)[number];

export const progressSchema = z.object({
  enterpriseId: z.number().int(),
  steps: z.array(
    z.object({
      key: z.enum(PROGRESS_STEPS),
      state: z.enum(PROGRESS_STATES),
      /** The state of the underlying record (e.g. 'rejected', 'none'). */
      detail: z.string(),
      reason: z.string().nullable(),
      at: z.string().nullable(),
      /** Products: how many are listed and waiting. */
      count: z.number().int().nullable(),
    }),
  ),
});
export type Progress = z.infer<typeof progressSchema>;

/* --------------------------------------------------------------- statistics */

export const STATS_MAX_DAYS = 92;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'STATS_RANGE');
/** GET /exhibitor/rest/enterprise/{enterpriseId}/business/statistics?from=&to= (fair days, Asia/Shanghai). */
export const statisticsQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export type StatisticsQuery = z.input<typeof statisticsQuery>;
export const statisticsDaySchema = z.object({
  date: z.string(),
  pageViews: z.number().int(),
  productViews: z.number().int(),
  follows: z.number().int(),
  favourites: z.number().int(),
  chats: z.number().int(),
});
export type StatisticsDay = z.infer<typeof statisticsDaySchema>;
export const statisticsSchema = z.object({
  enterpriseId: z.number().int(),
  from: z.string(),
  to: z.string(),
  days: z.array(statisticsDaySchema),
  totals: statisticsDaySchema.omit({ date: true }),
  /** False until the portal has a chat: chats are then always 0. */
  chatsRecorded: z.boolean(),
});
export type Statistics = z.infer<typeof statisticsSchema>;

/* ------------------------------------------------------- related enterprises */

export const LINK_RELATIONS = ['subsidiary', 'parent', 'affiliate'] as const;
export type LinkRelation = (typeof LINK_RELATIONS)[number];
/** The relation seen from the other side. */
export const INVERSE_RELATION: Record<LinkRelation, LinkRelation> = {
  subsidiary: 'parent',
  parent: 'subsidiary',
  affiliate: 'affiliate',
};
export const LINK_STATES = ['pending', 'accepted', 'rejected', 'cancelled', 'removed'] as const;
export type LinkState = (typeof LINK_STATES)[number];
export const LINK_DECISIONS = ['accept', 'reject', 'cancel', 'remove'] as const;
export type LinkDecision = (typeof LINK_DECISIONS)[number];
/** Who may decide what: the asked side accepts or rejects, the asking side cancels, either removes. */
export const LINK_TRANSITIONS: Record<
  LinkDecision,
  { from: readonly LinkState[]; to: LinkState; by: 'asked' | 'asking' | 'either' }
> = {
  accept: { from: ['pending'], to: 'accepted', by: 'asked' },
  reject: { from: ['pending'], to: 'rejected', by: 'asked' },
  cancel: { from: ['pending'], to: 'cancelled', by: 'asking' },
  remove: { from: ['accepted'], to: 'removed', by: 'either' },
};

/** POST /exhibitor/rest/enterprise/bind/{enterpriseId} */
export const bindBody = z.object({ relation: z.enum(LINK_RELATIONS).default('affiliate') });
export type BindBody = z.input<typeof bindBody>;
/** POST /exhibitor/rest/enterprise/bindNew: the same, by the other enterprise's credit code. */
export const bindNewBody = z.object({
  creditCode: z.string().trim().toUpperCase().length(18, 'CREDIT_CODE_INVALID'),
  relation: z.enum(LINK_RELATIONS).default('affiliate'),
});
export type BindNewBody = z.input<typeof bindNewBody>;
/** POST /exhibitor/rest/enterprise/{enterpriseId}/bind/enterprise: decide a link. */
export const bindDecisionBody = z.object({
  linkId: z.number().int().positive(),
  decision: z.enum(LINK_DECISIONS),
  reason: z.string().trim().max(200).optional(),
});
export type BindDecisionBody = z.input<typeof bindDecisionBody>;

const otherEnterprise = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export const enterpriseLinkSchema = z.object({
  id: z.number().int(),
  /** 'outgoing': this enterprise asked; 'incoming': the other one asked. */
  direction: z.enum(['outgoing', 'incoming']),
  /** What the other enterprise is to this one. */
  relation: z.enum(LINK_RELATIONS),
  status: z.enum(LINK_STATES),
  reason: z.string().nullable(),
  other: otherEnterprise,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type EnterpriseLink = z.infer<typeof enterpriseLinkSchema>;
/** GET /exhibitor/rest/enterprise/{enterpriseId}/enterprises: accepted links, for anyone. */
export const relatedEnterpriseSchema = otherEnterprise.extend({ relation: z.enum(LINK_RELATIONS) });
export type RelatedEnterprise = z.infer<typeof relatedEnterpriseSchema>;

/* ------------------------------------------------------------ pending audits */

export const AUDIT_KINDS = [
  'joinRequests',
  'linkRequests',
  'certification',
  'settlement',
  'page',
  'products',
  'ownJoinRequest',
  'fairRequest',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
/** POST /exhibitor/rest/enterprise/auditPending: what waits for the caller, or for the organizer about them. */
export const auditPendingSchema = z.object({
  /** Decisions the caller must take (administrator): join and link requests. */
  toDecide: z.array(z.object({ kind: z.enum(AUDIT_KINDS), count: z.number().int() })),
  /** The caller's or their enterprise's submissions still waiting for a decision. */
  waiting: z.array(z.object({ kind: z.enum(AUDIT_KINDS), count: z.number().int() })),
});
export type AuditPending = z.infer<typeof auditPendingSchema>;
