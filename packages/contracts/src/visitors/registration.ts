import { z } from 'zod';
import { pageSchema } from '../envelope';
import { FAIR } from '../limits';
import { LOCALES } from '../locales';
import { VISITOR_FORMS } from './form';

/** A pre-registration is pending until the organizer approves or rejects it (with a reason). */
export const VISITOR_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VisitorStatus = (typeof VISITOR_STATUSES)[number];

/** Review transitions the organizer may make; an entry recorded at the gate freezes an approval. */
export const VISITOR_REVIEW_TRANSITIONS: Record<VisitorStatus, readonly VisitorStatus[]> = {
  pending: ['approved', 'rejected'],
  rejected: ['approved'],
  approved: ['rejected'],
};

export const VISITOR_REJECT_REASON_MAX = 500;

/** Review takes 1 to 3 hours on working days, Mon–Fri 9:00–17:00; email follow-up within 48 h (spec §9). */
export const VISITOR_REVIEW = {
  minHours: 1,
  maxHours: 3,
  workStart: '9:00',
  workEnd: '17:00',
  followUpHours: 48,
} as const;

/**
 * A registration as every answer shows it: the identity number only by its last six
 * characters, never whole.
 */
export const visitorRegistrationSchema = z.object({
  id: z.number().int(),
  exhibitionId: z.number().int(),
  userId: z.number().int(),
  form: z.enum(VISITOR_FORMS),
  lang: z.enum(LOCALES),
  status: z.enum(VISITOR_STATUSES),
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  brand: z.string().nullable(),
  jobTitle: z.string().nullable(),
  businessType: z.string().nullable(),
  country: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  tel: z.string().nullable(),
  fax: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string(),
  idKind: z.enum(['idCard', 'passport']),
  idLast6: z.string(),
  linkedin: z.string().nullable(),
  whatsapp: z.string().nullable(),
  wechat: z.string().nullable(),
  website: z.string().nullable(),
  cardFrontId: z.number().int().nullable(),
  cardBackId: z.number().int().nullable(),
  consentAt: z.string(),
  source: z.string().nullable(),
  invite: z.string().nullable(),
  rejectReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The e-badge code, only once approved. */
  badgeCode: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VisitorRegistration = z.infer<typeof visitorRegistrationSchema>;

/** Answer of a registration: `created` false when the same registration was already stored (retry, double click). */
export const visitorRegisterResultSchema = z.object({
  created: z.boolean(),
  registration: visitorRegistrationSchema,
});
export type VisitorRegisterResult = z.infer<typeof visitorRegisterResultSchema>;

/** GET /register/rest/visitors/checkIdCard/{exhibitionId}/{idCardNo} */
export const checkIdCardParams = z.object({
  exhibitionId: z.coerce.number().int().positive(),
  idCardNo: z.string().min(1).max(40),
});
export const checkIdCardResultSchema = z.object({
  valid: z.boolean(),
  kind: z.enum(['idCard', 'passport']).nullable(),
  idLast6: z.string().nullable(),
  /** Someone already registered this number for this fair. */
  registered: z.boolean(),
  /** …and it was you. */
  registeredByYou: z.boolean(),
});
export type CheckIdCardResult = z.infer<typeof checkIdCardResultSchema>;

/** POST /register/rest/visitors/register/public: the first English page is fine. */
export const visitorPublicCheckResultSchema = z.object({
  ok: z.literal(true),
  /** Your registration for the fair when you already have one. */
  existing: visitorRegistrationSchema.nullable(),
});
export type VisitorPublicCheckResult = z.infer<typeof visitorPublicCheckResultSchema>;

export const visitorIdParams = z.object({ visitorId: z.coerce.number().int().positive() });
export const visitorUserParams = z.object({
  visitorId: z.coerce.number().int().positive(),
  userId: z.coerce.number().int().positive(),
});

/** GET /register/rest/visitors/{exhibitionId}/userId/{userId}/source/{source}/invite/{invite} */
export const visitorSourceParams = z.object({
  exhibitionId: z.coerce.number().int().positive(),
  userId: z.coerce.number().int().min(0),
  source: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,40}$/),
  invite: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,60}$/),
});
export const visitorSourceResultSchema = z.object({
  recorded: z.literal(true),
  /** The registration that took the source, when the caller already has one without. */
  visitorId: z.number().int().nullable(),
});

/** GET /register/rest/visitors/{visitorId}/mobile-phone */
export const visitorMobileSchema = z.object({ visitorId: z.number().int(), mobile: z.string().nullable() });

/** GET /portal/rest/visitors/{visitorId}/attachments: the business card pictures. */
export const visitorAttachmentSchema = z.object({
  id: z.number().int(),
  side: z.enum(['front', 'back']),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export const visitorAttachmentsSchema = z.array(visitorAttachmentSchema);
export type VisitorAttachment = z.infer<typeof visitorAttachmentSchema>;

/** GET /register/rest/visitors/users: your registration for a fair (null when none yet). */
export const myVisitorQuery = z.object({
  exhibitionId: z.coerce.number().int().positive().default(FAIR.exhibitionId),
});
export const myVisitorSchema = visitorRegistrationSchema.nullable();

// ── organizer console (paths under /portal/rest/organizer/visitors, see docs/api-notes.md) ──

export const visitorReviewQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  exhibitionId: z.coerce.number().int().positive().default(FAIR.exhibitionId),
  status: z.enum(VISITOR_STATUSES).optional(),
  country: z.string().trim().max(40).optional(),
  q: z.string().trim().max(100).optional(),
});
export type VisitorReviewQuery = z.input<typeof visitorReviewQuery>;

export const visitorReviewPageSchema = pageSchema(visitorRegistrationSchema).extend({
  counts: z.record(z.enum(VISITOR_STATUSES), z.number().int()),
});
export type VisitorReviewPage = z.infer<typeof visitorReviewPageSchema>;

export const visitorRejectBody = z.object({
  reason: z.string().trim().min(1, 'VISITOR_REJECT_REASON_REQUIRED').max(VISITOR_REJECT_REASON_MAX),
});
export const visitorBulkApproveBody = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(200),
});
export const visitorBulkApproveResultSchema = z.object({
  approved: z.array(z.number().int()),
  skipped: z.array(z.number().int()),
});

export const visitorSourceStatSchema = z.object({
  source: z.string(),
  visits: z.number().int(),
  registrations: z.number().int(),
  approved: z.number().int(),
});
export const visitorSourceStatsSchema = z.array(visitorSourceStatSchema);
export type VisitorSourceStat = z.infer<typeof visitorSourceStatSchema>;
export const visitorSourceStatsQuery = z.object({
  exhibitionId: z.coerce.number().int().positive().default(FAIR.exhibitionId),
});

/** The code an e-badge's QR code carries and the check-in screen takes. */
export const BADGE_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{10}$/;
export function normalizeBadgeCode(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/^CIDPEX:/, '')
    .replace(/[\s-]/g, '');
}

export const visitorCheckInBody = z.object({
  code: z.string().min(1, 'REQUIRED').max(60).transform(normalizeBadgeCode),
});
export const visitorCheckInResultSchema = z.object({
  registration: visitorRegistrationSchema,
  checkedInAt: z.string(),
});
export type VisitorCheckInResult = z.infer<typeof visitorCheckInResultSchema>;
