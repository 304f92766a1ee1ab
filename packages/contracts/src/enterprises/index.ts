import { z } from 'zod';
import { pageQuerySchema, pageSchema, reviewQueueQuery, stateCountsSchema } from '../envelope';
import { codeSchema } from '../validation';
import { isValidCreditCode, normalizeCreditCode } from './credit-code';

export * from './credit-code';

/* ------------------------------------------------------------------ states */

/** Certification of an enterprise (spec §4: values not shown; ours). */
export const CERTIFICATION_STATES = ['pending', 'certified', 'rejected'] as const;
export type CertificationState = (typeof CERTIFICATION_STATES)[number];
export const CERTIFICATION_ACTIONS = ['submit', 'approve', 'reject'] as const;
export type CertificationAction = (typeof CERTIFICATION_ACTIONS)[number];

/** 'none': no certification yet. Every pair not listed here is refused. */
export const CERTIFICATION_TRANSITIONS: Record<
  CertificationAction,
  { from: readonly (CertificationState | 'none')[]; to: CertificationState }
> = {
  submit: { from: ['none', 'rejected'], to: 'pending' },
  approve: { from: ['pending'], to: 'certified' },
  reject: { from: ['pending'], to: 'rejected' },
};

export function nextCertificationState(
  from: CertificationState | 'none',
  action: CertificationAction,
): CertificationState | null {
  const rule = CERTIFICATION_TRANSITIONS[action];
  return rule.from.includes(from) ? rule.to : null;
}

/**
 * Enterprise join request (spec §4: apply, cancel, reapply, agree, reject, blacklist).
 * 'removed': the member left or was deleted by the administrator; they may apply again.
 * Apply from 'cancelled', 'rejected' or 'removed' is the reapply of the spec.
 */
export const JOIN_STATES = [
  'pending',
  'approved',
  'rejected',
  'cancelled',
  'blacklisted',
  'removed',
] as const;
export type JoinState = (typeof JOIN_STATES)[number];
export const JOIN_ACTIONS = ['apply', 'cancel', 'approve', 'reject', 'blacklist', 'remove'] as const;
export type JoinAction = (typeof JOIN_ACTIONS)[number];

export const JOIN_TRANSITIONS: Record<JoinAction, { from: readonly (JoinState | 'none')[]; to: JoinState }> =
  {
    apply: { from: ['none', 'cancelled', 'rejected', 'removed'], to: 'pending' },
    cancel: { from: ['pending'], to: 'cancelled' },
    approve: { from: ['pending'], to: 'approved' },
    reject: { from: ['pending'], to: 'rejected' },
    blacklist: { from: ['pending', 'rejected'], to: 'blacklisted' },
    remove: { from: ['approved'], to: 'removed' },
  };

export function nextJoinState(from: JoinState | 'none', action: JoinAction): JoinState | null {
  const rule = JOIN_TRANSITIONS[action];
  return rule.from.includes(from) ? rule.to : null;
}

/**
 * Staff roles. Exactly one 'admin' per enterprise (the first certified user, replaced only
 * after an SMS code to the current administrator); an 'operator' maintains the enterprise's
 * contacts and content; 'staff' is a plain member.
 */
export const STAFF_ROLES = ['admin', 'operator', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Roles that may maintain contacts (and later the enterprise's content). */
export const CONTENT_ROLES: readonly StaffRole[] = ['admin', 'operator'];

/* ------------------------------------------------------------- field rules */

export const ENTERPRISE_LIMITS = {
  nameMax: 100,
  nameEnMax: 200,
  addressMax: 200,
  websiteMax: 200,
  phoneMax: 30,
  postalCodeMax: 12,
  secondaryBusinessMax: 10,
  reasonMax: 200,
  searchMax: 50,
  departmentMax: 50,
  /** Rows answered by the name lookup of forms (fuzzyQueryByName). */
  fuzzyRows: 10,
} as const;

/** Landline and fax: digits with an optional +country, area code and extension. */
export const LANDLINE_PATTERN = /^\+?[0-9][0-9 ()-]{4,24}(?:(?:ext\.?|#|-)\s?\d{1,6})?$/i;
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{2,11}$/;
export const WEBSITE_PATTERN = /^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?:[/?#]\S*)?$/i;
export const CHINA = 'CN';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : null));

const optionalPattern = (max: number, pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || pattern.test(v), message)
    .optional()
    .transform((v) => (v ? v : null));

export const creditCodeSchema = z
  .string()
  .transform(normalizeCreditCode)
  .refine((v) => v.length > 0, 'REQUIRED')
  .refine(isValidCreditCode, 'CREDIT_CODE_INVALID');

const dictCode = z.string().trim().min(1, 'REQUIRED').max(20);

const enterpriseInfoShape = {
  name: z.string().trim().min(1, 'REQUIRED').max(ENTERPRISE_LIMITS.nameMax),
  nameEn: optionalText(ENTERPRISE_LIMITS.nameEnMax),
  /** businessType dictionary code. */
  type: dictCode,
  /** enterpriseNature dictionary code. */
  nature: dictCode,
  address: z.string().trim().min(1, 'REQUIRED').max(ENTERPRISE_LIMITS.addressMax),
  website: optionalPattern(ENTERPRISE_LIMITS.websiteMax, WEBSITE_PATTERN, 'WEBSITE_FORMAT'),
  landline: optionalPattern(ENTERPRISE_LIMITS.phoneMax, LANDLINE_PATTERN, 'LANDLINE_FORMAT'),
  fax: optionalPattern(ENTERPRISE_LIMITS.phoneMax, LANDLINE_PATTERN, 'FAX_FORMAT'),
  /** country dictionary code. */
  country: dictCode,
  /** province dictionary code; required in China. */
  province: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((v) => (v ? v : null)),
  postalCode: optionalPattern(ENTERPRISE_LIMITS.postalCodeMax, POSTAL_CODE_PATTERN, 'POSTAL_CODE_FORMAT'),
};

const businessShape = {
  /** industry dictionary code (a top-level one). */
  mainBusiness: dictCode,
  /** industry dictionary codes (second level). */
  secondaryBusiness: z
    .array(z.string().trim().min(1).max(20))
    .max(ENTERPRISE_LIMITS.secondaryBusinessMax)
    .default([]),
};

function provinceInChina(value: { country: string; province: string | null }, ctx: z.RefinementCtx) {
  if (value.country === CHINA && !value.province) {
    ctx.addIssue({ code: 'custom', path: ['province'], message: 'REQUIRED' });
  }
}

/** POST /portal/rest/entCer/authentication: certify a new enterprise (or resubmit a rejected one). */
export const certificationBody = z
  .object({
    ...enterpriseInfoShape,
    ...businessShape,
    creditCode: creditCodeSchema,
    licenceAttachmentId: z.number({ message: 'LICENCE_REQUIRED' }).int().positive('LICENCE_REQUIRED'),
  })
  .superRefine(provinceInChina);
export type CertificationBody = z.input<typeof certificationBody>;
export type CertificationInput = z.output<typeof certificationBody>;

/** PUT /portal/rest/entCer/editEnterpriseData and PUT /exhibitor/rest/enterprise/{id}/update/{exhibitionId}. */
export const editEnterpriseBody = z.object(enterpriseInfoShape).superRefine(provinceInChina);
export type EditEnterpriseBody = z.input<typeof editEnterpriseBody>;
export type EditEnterpriseInput = z.output<typeof editEnterpriseBody>;

/** PUT /portal/rest/entCer/editEnterpriseBusinessData */
export const editBusinessBody = z.object(businessShape);
export type EditBusinessBody = z.input<typeof editBusinessBody>;

/* ---------------------------------------------------------------- answers */

export const enterpriseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  type: z.string(),
  nature: z.string(),
  address: z.string(),
  website: z.string().nullable(),
  landline: z.string().nullable(),
  fax: z.string().nullable(),
  country: z.string(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  mainBusiness: z.string(),
  secondaryBusiness: z.array(z.string()),
  creditCode: z.string().nullable(),
  licenceAttachmentId: z.number().int().nullable(),
  /** URL of the logo (attachment of kind 'logo'), or null. */
  logoUrl: z.string().nullable(),
  status: z.enum(CERTIFICATION_STATES),
  rejectReason: z.string().nullable(),
  submittedAt: z.string(),
  certifiedAt: z.string().nullable(),
});
export type Enterprise = z.infer<typeof enterpriseSchema>;

/** What anyone may read of a certified enterprise (lookups, public pages). */
export const enterpriseSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  country: z.string(),
  province: z.string().nullable(),
  mainBusiness: z.string(),
  logoUrl: z.string().nullable(),
});
export type EnterpriseSummary = z.infer<typeof enterpriseSummarySchema>;

/** The caller's place in an enterprise. */
export const membershipSchema = z.object({
  staffId: z.number().int(),
  enterpriseId: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  certified: z.boolean(),
  status: z.enum(CERTIFICATION_STATES),
  role: z.enum(STAFF_ROLES),
  joinedAt: z.string(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** GET /portal/rest/entCer/check: the caller's certification, if any. */
export const certificationCheckSchema = z.object({
  state: z.enum(['none', ...CERTIFICATION_STATES]),
  enterprise: enterpriseSchema.nullable(),
  rejectReason: z.string().nullable(),
});
export type CertificationCheck = z.infer<typeof certificationCheckSchema>;

/** GET /portal/rest/entCer/checkJoined and /exhibitor/rest/staffs/isBoundEnterprise. */
export const boundSchema = z.object({
  bound: z.boolean(),
  membership: membershipSchema.nullable(),
});
export type Bound = z.infer<typeof boundSchema>;

export const dateAnswerSchema = z.object({ date: z.string().nullable() });
export type DateAnswer = z.infer<typeof dateAnswerSchema>;

/* ------------------------------------------------------------------ search */

export const searchTextSchema = z.string().trim().max(ENTERPRISE_LIMITS.searchMax);

/** POST /portal/rest/entCer/fuzzyQueryByName */
export const fuzzyQueryBody = z.object({ name: searchTextSchema.min(1, 'REQUIRED') });
export type FuzzyQueryBody = z.input<typeof fuzzyQueryBody>;

/** POST /portal/rest/entCer/searchEntName */
export const searchEntNameBody = z.object({
  name: searchTextSchema.min(1, 'REQUIRED'),
  ...pageQuerySchema.shape,
});
export type SearchEntNameBody = z.input<typeof searchEntNameBody>;

export const enterpriseSummaryPageSchema = pageSchema(enterpriseSummarySchema);
export type EnterpriseSummaryPage = z.infer<typeof enterpriseSummaryPageSchema>;

/* ------------------------------------------------------------ join requests */

const reasonSchema = z.string().trim().max(ENTERPRISE_LIMITS.reasonMax);
const requiredReason = reasonSchema.min(1, 'REJECT_REASON_REQUIRED');

const employeeShape = {
  department: optionalText(ENTERPRISE_LIMITS.departmentMax),
  position: optionalText(ENTERPRISE_LIMITS.departmentMax),
  jobTitle: optionalText(ENTERPRISE_LIMITS.departmentMax),
};

/** POST /portal/rest/entCer/joinEnt (apply and reapply) and POST /portal/rest/entCer/changeEnt. */
export const joinEntBody = z.object({
  enterpriseId: z.number().int().positive(),
  ...employeeShape,
  message: optionalText(ENTERPRISE_LIMITS.reasonMax),
});
export type JoinEntBody = z.input<typeof joinEntBody>;

export const joinRequestSchema = z.object({
  id: z.number().int(),
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  enterpriseNameEn: z.string().nullable(),
  userId: z.number().int(),
  userName: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  department: z.string().nullable(),
  position: z.string().nullable(),
  jobTitle: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(JOIN_STATES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

/** GET /exhibitor/rest/staffs/getJoinEntResult: the caller's latest join request. */
export const joinResultSchema = z.object({ request: joinRequestSchema.nullable() });
export type JoinResult = z.infer<typeof joinResultSchema>;

export const joinRequestIdParams = z.object({ joinRequestId: z.coerce.number().int().positive() });

/** PUT /exhibitor/rest/staffs/auditJoinEnt: the administrator decides. */
export const AUDIT_DECISIONS = ['approve', 'reject', 'blacklist'] as const;
export type AuditDecision = (typeof AUDIT_DECISIONS)[number];
export const auditJoinBody = z
  .object({
    requestId: z.number().int().positive(),
    decision: z.enum(AUDIT_DECISIONS),
    reason: reasonSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'reject' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'REJECT_REASON_REQUIRED' });
    }
  });
export type AuditJoinBody = z.input<typeof auditJoinBody>;

/** PUT /exhibitor/rest/enterprise/employees/employAuditPass */
export const auditPassBody = z.object({ requestId: z.number().int().positive() });
export type AuditPassBody = z.input<typeof auditPassBody>;
/** PUT /exhibitor/rest/enterprise/employees/employAuditReject (spec §5: a rejection needs a reason). */
export const auditRejectBody = z.object({ requestId: z.number().int().positive(), reason: requiredReason });
export type AuditRejectBody = z.input<typeof auditRejectBody>;

/** GET /exhibitor/rest/staffs/listApplication */
export const applicationQuery = z.object({
  status: z.enum(JOIN_STATES).optional(),
  keyword: searchTextSchema.optional(),
  ...pageQuerySchema.shape,
});
export type ApplicationQuery = z.input<typeof applicationQuery>;
export const joinRequestPageSchema = pageSchema(joinRequestSchema);
export type JoinRequestPage = z.infer<typeof joinRequestPageSchema>;

/* -------------------------------------------------------------------- staff */

export const staffSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  department: z.string().nullable(),
  position: z.string().nullable(),
  jobTitle: z.string().nullable(),
  joinedAt: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;
export const staffPageSchema = pageSchema(staffSchema);
export type StaffPage = z.infer<typeof staffPageSchema>;

/** POST /exhibitor/rest/staffs/page and POST /portal/rest/entCer/searchEmployee */
export const staffPageBody = z.object({
  keyword: searchTextSchema.optional(),
  role: z.enum(STAFF_ROLES).optional(),
  ...pageQuerySchema.shape,
});
export type StaffPageBody = z.input<typeof staffPageBody>;

export const staffIdParams = z.object({ staffId: z.coerce.number().int().positive() });
export const employeeIdParams = z.object({ employeeId: z.coerce.number().int().positive() });
export const userIdValidParams = z.object({ userId: z.coerce.number().int().positive() });

/**
 * PUT /exhibitor/rest/staffs/alterType: the administrator changes a member's role. Making
 * someone else 'admin' replaces the administrator and needs the SMS code sent by
 * GET /exhibitor/rest/staffs/code to the current administrator's mobile.
 */
export const alterTypeBody = z
  .object({ staffId: z.number().int().positive(), role: z.enum(STAFF_ROLES), code: codeSchema.optional() })
  .superRefine((value, ctx) => {
    if (value.role === 'admin' && !value.code) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'CODE_INVALID' });
    }
  });
export type AlterTypeBody = z.input<typeof alterTypeBody>;

/** PUT /exhibitor/rest/enterprise/settlement/amendEmployee */
export const amendEmployeeBody = z.object({ staffId: z.number().int().positive(), ...employeeShape });
export type AmendEmployeeBody = z.input<typeof amendEmployeeBody>;

export const staffValidSchema = z.object({ valid: z.boolean(), role: z.enum(STAFF_ROLES).nullable() });
export type StaffValid = z.infer<typeof staffValidSchema>;

export const isAdminSchema = z.object({ admin: z.boolean() });

/** Where the replacement code went (masked mobile). */
export const adminCodeSentSchema = z.object({
  maskedMobile: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type AdminCodeSent = z.infer<typeof adminCodeSentSchema>;

/* ----------------------------------------------------------------- contacts */

export const contactShape = {
  name: z.string().trim().min(1, 'REQUIRED').max(50),
  phone: z
    .string()
    .trim()
    .min(1, 'REQUIRED')
    .max(ENTERPRISE_LIMITS.phoneMax)
    .refine((v) => LANDLINE_PATTERN.test(v), 'PHONE_FORMAT'),
  jobTitle: optionalText(50),
  qq: optionalPattern(15, /^\d{5,15}$/, 'QQ_FORMAT'),
  wechat: optionalText(50),
  email: optionalPattern(254, /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/, 'EMAIL_FORMAT'),
  isPrimary: z.boolean().default(false),
};
/** POST /exhibitor/rest/contact */
export const contactBody = z.object(contactShape);
export type ContactBody = z.input<typeof contactBody>;
/** PUT /exhibitor/rest/contact */
export const contactUpdateBody = z.object({ id: z.number().int().positive(), ...contactShape });
export type ContactUpdateBody = z.input<typeof contactUpdateBody>;
/** POST /exhibitor/rest/contact/list */
export const contactListBody = z.object({ keyword: searchTextSchema.optional() }).default({});
export const contactIdParams = z.object({ contactId: z.coerce.number().int().positive() });

export const contactSchema = z.object({
  id: z.number().int(),
  enterpriseId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  jobTitle: z.string().nullable(),
  qq: z.string().nullable(),
  wechat: z.string().nullable(),
  email: z.string().nullable(),
  isPrimary: z.boolean(),
});
export type Contact = z.infer<typeof contactSchema>;

/**
 * PUT /exhibitor/rest/enterprise/{enterpriseId}/logo (ours): the administrator or an operator
 * sets the logo uploaded by POST /exhibitor/rest/attachments/{enterpriseId}/form.
 */
export const enterpriseLogoBody = z.object({ attachmentId: z.number().int().positive() });
export type EnterpriseLogoBody = z.input<typeof enterpriseLogoBody>;

/* ------------------------------------------------------------ enterprise ids */

export const enterpriseIdParams = z.object({ enterpriseId: z.coerce.number().int().positive() });
export const enterpriseUpdateParams = z.object({
  enterpriseId: z.coerce.number().int().positive(),
  exhibitionId: z.coerce.number().int().positive(),
});
export const userExhibitionParams = z.object({
  userId: z.coerce.number().int().positive(),
  exhibitionId: z.coerce.number().int().positive(),
});

/** GET /exhibitor/rest/enterprise/{id}: full record for its members, the summary for others. */
export const enterpriseViewSchema = z.object({
  enterprise: enterpriseSchema.nullable(),
  summary: enterpriseSummarySchema,
  member: z.boolean(),
});
export type EnterpriseView = z.infer<typeof enterpriseViewSchema>;

/* ---------------------------------------------------------- organizer queue */

/** GET /portal/rest/organizer/enterprises/certifications (ours: the spec has no path). */
export const certificationQueueQuery = reviewQueueQuery(CERTIFICATION_STATES, searchTextSchema.optional());
export type CertificationQueueQuery = z.input<typeof certificationQueueQuery>;

export const certificationRowSchema = enterpriseSchema.extend({
  applicantId: z.number().int().nullable(),
  applicantName: z.string().nullable(),
  applicantMobile: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type CertificationRow = z.infer<typeof certificationRowSchema>;
export const certificationPageSchema = pageSchema(certificationRowSchema).extend({
  counts: stateCountsSchema(CERTIFICATION_STATES),
});
export type CertificationPage = z.infer<typeof certificationPageSchema>;

/** PUT /portal/rest/organizer/enterprises/{id}/reject */
export const certificationRejectBody = z.object({ reason: requiredReason });
export type CertificationRejectBody = z.input<typeof certificationRejectBody>;

/* --------------------------------------------------------------- settlement */

/** Settlement on the enterprise service platform (spec §4: values not shown; ours). */
export const SETTLEMENT_STATES = ['pending', 'settled', 'rejected'] as const;
export type SettlementState = (typeof SETTLEMENT_STATES)[number];
export const SETTLEMENT_ACTIONS = ['submit', 'modify', 'approve', 'reject'] as const;
export type SettlementAction = (typeof SETTLEMENT_ACTIONS)[number];

/** 'none': not applied yet. A modification of a rejected settlement resubmits it. */
export const SETTLEMENT_TRANSITIONS: Record<
  SettlementAction,
  { from: readonly (SettlementState | 'none')[]; to: SettlementState }
> = {
  submit: { from: ['none', 'rejected'], to: 'pending' },
  modify: { from: ['pending', 'rejected'], to: 'pending' },
  approve: { from: ['pending'], to: 'settled' },
  reject: { from: ['pending'], to: 'rejected' },
};

export function nextSettlementState(
  from: SettlementState | 'none',
  action: SettlementAction,
): SettlementState | null {
  const rule = SETTLEMENT_TRANSITIONS[action];
  return rule.from.includes(from) ? rule.to : null;
}

/** What the enterprise wants from the platform (/enterprise/settledInterest). */
export const SETTLEMENT_INTERESTS = [
  'booth',
  'advertising',
  'onlineShowroom',
  'matchmaking',
  'webcast',
  'seminar',
] as const;
export type SettlementInterest = (typeof SETTLEMENT_INTERESTS)[number];

export const SETTLEMENT_LIMITS = { noteMax: 500, papersMax: 5 } as const;

/** POST /exhibitor/rest/enterprise/settlement/settled and PUT …/settlement/modify (administrator). */
export const settlementBody = z.object({
  interests: z
    .array(z.enum(SETTLEMENT_INTERESTS))
    .min(1, 'SETTLEMENT_INTEREST_REQUIRED')
    .max(SETTLEMENT_INTERESTS.length),
  contactName: z.string().trim().min(1, 'REQUIRED').max(50),
  contactPhone: z
    .string()
    .trim()
    .min(1, 'REQUIRED')
    .max(ENTERPRISE_LIMITS.phoneMax)
    .refine((v) => LANDLINE_PATTERN.test(v), 'PHONE_FORMAT'),
  note: optionalText(SETTLEMENT_LIMITS.noteMax),
  /** Settlement papers uploaded by the caller with POST /exhibitor/rest/attachments/uploadSettled. */
  paperAttachmentIds: z.array(z.number().int().positive()).max(SETTLEMENT_LIMITS.papersMax).default([]),
});
export type SettlementBody = z.input<typeof settlementBody>;
export type SettlementInput = z.output<typeof settlementBody>;

export const settlementSchema = z.object({
  id: z.number().int(),
  enterpriseId: z.number().int(),
  status: z.enum(SETTLEMENT_STATES),
  interests: z.array(z.enum(SETTLEMENT_INTERESTS)),
  contactName: z.string(),
  contactPhone: z.string(),
  note: z.string().nullable(),
  paperAttachmentIds: z.array(z.number().int()),
  rejectReason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Settlement = z.infer<typeof settlementSchema>;

/** GET /exhibitor/rest/enterprise/settlement/stateList: the states, and the enterprise's settlement. */
export const settlementStateListSchema = z.object({
  states: z.array(z.enum(SETTLEMENT_STATES)),
  state: z.enum(['none', ...SETTLEMENT_STATES]),
  settlement: settlementSchema.nullable(),
});
export type SettlementStateList = z.infer<typeof settlementStateListSchema>;

/** GET /portal/rest/organizer/enterprises/settlements (ours: the spec has no path). */
export const settlementQueueQuery = reviewQueueQuery(SETTLEMENT_STATES, searchTextSchema.optional());
export type SettlementQueueQuery = z.input<typeof settlementQueueQuery>;
export const settlementRowSchema = settlementSchema.extend({
  enterpriseName: z.string(),
  enterpriseNameEn: z.string().nullable(),
});
export type SettlementRow = z.infer<typeof settlementRowSchema>;
export const settlementPageSchema = pageSchema(settlementRowSchema).extend({
  counts: stateCountsSchema(SETTLEMENT_STATES),
});
export type SettlementPage = z.infer<typeof settlementPageSchema>;
export const settlementIdParams = z.object({ settlementId: z.coerce.number().int().positive() });
/** PUT /portal/rest/organizer/enterprises/settlements/{id}/reject */
export const settlementRejectBody = z.object({ reason: requiredReason });
