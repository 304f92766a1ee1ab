import { z } from 'zod';
import { pageSchema, reasonBody, stateCountsSchema } from '../envelope';
import { INVOICE_STATUSES } from '../invoices';
import type { Locale } from '../locales';
import { PAYMENT_METHODS } from '../payments';
import { emailSchema, mobileSchema } from '../validation';

/*
 * Exhibitor services (issue 19): the application to exhibit (a wizard saved step by step),
 * booths chosen on the floor plan (held for a while, requested at the final confirmation,
 * sold when the organizer approves), advertising requests and the booth contract with its
 * payment. Prices follow the demo proposal of fair-facts.md (not the real fair's prices).
 */

import { BOOTH_RULES, BOOTH_STATES, BOOTH_TYPES } from './booth-rules';

export * from './booth-rules';

/* -------------------------------------------------------------- application */

/**
 * The application to exhibit. Steps are saved while it is a draft (or sent back for
 * changes); the final confirmation locks it for review; the organizer approves, rejects with
 * a reason, or sends it back with a note. A rejected application may be started again.
 */
export const APPLICATION_STATES = [
  'draft',
  'submitted',
  'changes_requested',
  'approved',
  'rejected',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];
export type ApplicationAction = 'save' | 'submit' | 'approve' | 'reject' | 'requestChanges' | 'restart';
export const APPLICATION_TRANSITIONS: Record<
  ApplicationAction,
  { from: readonly ApplicationState[]; to: ApplicationState | 'same' }
> = {
  save: { from: ['draft', 'changes_requested'], to: 'same' },
  submit: { from: ['draft', 'changes_requested'], to: 'submitted' },
  approve: { from: ['submitted'], to: 'approved' },
  reject: { from: ['submitted'], to: 'rejected' },
  requestChanges: { from: ['submitted'], to: 'changes_requested' },
  restart: { from: ['rejected'], to: 'draft' },
};
export function nextApplicationState(
  from: ApplicationState,
  action: ApplicationAction,
): ApplicationState | null {
  const rule = APPLICATION_TRANSITIONS[action];
  if (!rule.from.includes(from)) return null;
  return rule.to === 'same' ? from : rule.to;
}

export const APPLICATION_STEPS = ['company', 'business', 'booth', 'meeting'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

const text = (max: number) => z.string().trim().min(1, 'REQUIRED').max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');

export const companyStepSchema = z.object({
  name: text(120),
  nameEn: optionalText(200),
  creditCode: optionalText(18),
  address: text(200),
  website: optionalText(200),
  landline: optionalText(40),
  contactName: text(40),
  contactMobile: mobileSchema,
  contactEmail: emailSchema,
});
export type CompanyStep = z.infer<typeof companyStepSchema>;
/** The company step as answered (plain strings: answers are serialised, not parsed). */
const companyAnswer = z.object(
  Object.fromEntries(Object.keys(companyStepSchema.shape).map((k) => [k, z.string()])) as Record<
    keyof CompanyStep,
    z.ZodString
  >,
);

export const businessStepSchema = z.object({
  mainBusiness: text(20),
  exhibits: text(1000),
  brands: optionalText(200),
});
export type BusinessStep = z.infer<typeof businessStepSchema>;

export const boothStepSchema = z
  .object({
    type: z.enum(BOOTH_TYPES),
    /** m²: a multiple of 9 for standard booths; the type's minimum area is the price plan's (checked by the server). */
    area: z.number().int().min(BOOTH_RULES.standardArea).max(BOOTH_RULES.rawMaxArea),
    width: z.number().min(3).max(100),
    depth: z.number().min(3).max(100),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'standard' && v.area % BOOTH_RULES.standardArea !== 0)
      ctx.addIssue({ code: 'custom', path: ['area'], message: 'STANDARD_AREA_MULTIPLE' });
  });
export type BoothStep = z.infer<typeof boothStepSchema>;

/** Meeting room / sphere wishes (sphereRequest). */
export const sphereBodySchema = z.object({
  meetingRoom: z.boolean().default(false),
  seats: z.number().int().min(0).max(500).default(0),
  day: z.enum(['', '2024-05-15', '2024-05-16', '2024-05-17']).default(''),
  note: optionalText(500),
});
export type SphereBody = z.infer<typeof sphereBodySchema>;
export const sphereRequestSchema = sphereBodySchema.extend({
  id: z.number().int(),
  enterpriseId: z.number().int(),
  updatedAt: z.string(),
});
export type SphereRequest = z.infer<typeof sphereRequestSchema>;
export const sphereUpdateBody = sphereBodySchema.extend({ id: z.number().int().positive() });
export const sphereIdParams = z.object({ sphereRequestId: z.coerce.number().int().positive() });

/** Extras of the HPIA (the industry association): membership, forum seats, catalogue entry. */
export const hpiaExtrasBody = z.object({
  member: z.boolean().default(false),
  forumSeats: z.number().int().min(0).max(20).default(0),
  catalogueEntry: z.boolean().default(false),
});
export type HpiaExtras = z.infer<typeof hpiaExtrasBody>;
export const hpiaEnterpriseParams = z.object({ enterpriseId: z.coerce.number().int().positive() });

export const saveStepBody = z.discriminatedUnion('step', [
  z.object({ step: z.literal('company'), data: companyStepSchema }),
  z.object({ step: z.literal('business'), data: businessStepSchema }),
  z.object({ step: z.literal('booth'), data: boothStepSchema }),
]);
export type SaveStepBody = z.infer<typeof saveStepBody>;

export const BOOTH_REQUEST_KINDS = ['request', 'append', 'alter'] as const;
export type BoothRequestKind = (typeof BOOTH_REQUEST_KINDS)[number];
/**
 * A booth request: `held` after a choice (until it expires), `requested` once confirmed (or at
 * once for an append/alter after approval), then approved (sold) or rejected; released or
 * expired when given up.
 */
export const BOOTH_REQUEST_STATES = [
  'held',
  'requested',
  'approved',
  'rejected',
  'released',
  'expired',
] as const;
export type BoothRequestState = (typeof BOOTH_REQUEST_STATES)[number];
export const BOOTH_REQUEST_TRANSITIONS = {
  confirm: { from: ['held'], to: 'requested' },
  approve: { from: ['requested'], to: 'approved' },
  reject: { from: ['requested'], to: 'rejected' },
  release: { from: ['held', 'requested'], to: 'released' },
  expire: { from: ['held'], to: 'expired' },
} as const satisfies Record<string, { from: readonly BoothRequestState[]; to: BoothRequestState }>;

export const boothRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BOOTH_REQUEST_KINDS),
  status: z.enum(BOOTH_REQUEST_STATES),
  boothNo: z.string(),
  hall: z.string(),
  fromBoothNo: z.string().nullable(),
  type: z.enum(BOOTH_TYPES),
  area: z.number(),
  corner: z.boolean(),
  price: z.number().int(),
  heldUntil: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type BoothRequest = z.infer<typeof boothRequestSchema>;

export const applicationSchema = z.object({
  /** null: nothing saved yet (the answer shows the prefilled start). */
  id: z.number().int().nullable(),
  exhibitionId: z.number().int(),
  enterpriseId: z.number().int(),
  status: z.enum(APPLICATION_STATES),
  company: companyAnswer.nullable(),
  business: z.object({ mainBusiness: z.string(), exhibits: z.string(), brands: z.string() }).nullable(),
  booth: z
    .object({ type: z.enum(BOOTH_TYPES), area: z.number(), width: z.number(), depth: z.number() })
    .nullable(),
  hpia: hpiaExtrasBody.nullable(),
  sphere: sphereRequestSchema.nullable(),
  reviewNote: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  updatedAt: z.string(),
  boothRequests: z.array(boothRequestSchema),
  /** Total of the held / requested / approved booths, fen. */
  total: z.number().int(),
  /** The certified enterprise's data, to prefill the company step. */
  prefill: companyAnswer.partial(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationQueueRow = applicationSchema
  .pick({
    enterpriseId: true,
    status: true,
    company: true,
    booth: true,
    /** The meeting room / sphere wishes and HPIA extras of the wizard, shown read-only to the reviewer. */
    hpia: true,
    sphere: true,
    reviewNote: true,
    submittedAt: true,
    total: true,
    boothRequests: true,
  })
  .extend({ id: z.number().int() });
export type ApplicationQueueRow = z.infer<typeof applicationQueueRow>;
export const applicationPageSchema = pageSchema(applicationQueueRow).extend({
  counts: stateCountsSchema(APPLICATION_STATES),
});
export type ApplicationPage = z.infer<typeof applicationPageSchema>;
export const applicationQueueQuery = z.object({
  status: z.enum(APPLICATION_STATES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const applicationIdParams = z.object({ applicationId: z.coerce.number().int().positive() });
export const applicationReasonBody = reasonBody(500);

/* --------------------------------------------------------------- booth plan */

export const planBoothSchema = z.object({
  boothNo: z.string(),
  hall: z.string(),
  area: z.string(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  type: z.enum(BOOTH_TYPES),
  corner: z.boolean(),
  size: z.number(),
  /** Fen under the current price plan; null when the organizer no longer offers the type. */
  price: z.number().int().nullable(),
  state: z.enum(BOOTH_STATES),
  /** The caller's own booth (held, requested or sold to its enterprise). */
  mine: z.boolean(),
  /** Organizer only: who holds or owns it. */
  holder: z.string().nullable(),
});
export type PlanBooth = z.infer<typeof planBoothSchema>;
export const boothPlanSchema = z.object({
  halls: z.array(z.object({ hall: z.string(), width: z.number(), height: z.number() })),
  hall: z.string().nullable(),
  width: z.number(),
  height: z.number(),
  booths: z.array(planBoothSchema),
  counts: stateCountsSchema(BOOTH_STATES),
});
export type BoothPlan = z.infer<typeof boothPlanSchema>;
export const boothPlanQuery = z.object({
  hall: z.string().max(10).optional(),
  type: z.enum(BOOTH_TYPES).optional(),
});

export const boothNoBody = z.object({ boothNo: z.string().trim().min(1).max(20) });
export const alterBoothBody = z.object({
  fromBoothNo: z.string().trim().min(1).max(20),
  boothNo: z.string().trim().min(1).max(20),
});
export const assignBoothBody = z.object({
  boothNo: z.string().trim().min(1).max(20),
  /** The enterprise to give the booth to; null frees the booth. */
  enterpriseId: z.number().int().positive().nullable(),
});
export const boothRequestIdParams = z.object({ boothRequestId: z.coerce.number().int().positive() });

export const pricePlanSchema = z.object({
  type: z.enum(BOOTH_TYPES),
  currency: z.literal('CNY'),
  /** Fen per standard booth or per m² of raw space. */
  unitPrice: z.number().int(),
  unit: z.enum(['booth', 'm2']),
  minArea: z.number(),
  cornerSurchargePercent: z.number(),
  holdMinutes: z.number(),
});
export type PricePlan = z.infer<typeof pricePlanSchema>;
export const boothTypeInfoSchema = z.object({
  type: z.enum(BOOTH_TYPES),
  minArea: z.number(),
  free: z.number().int(),
});

/* ------------------------------------------------------------ advertising */

export const AD_POSITIONS = {
  catalogueCover: 3_000_000,
  catalogueInside: 800_000,
  entranceBanner: 1_500_000,
  websiteBanner: 500_000,
  badgeLanyard: 2_000_000,
} as const;
export type AdPosition = keyof typeof AD_POSITIONS;
export const AD_POSITION_KEYS = Object.keys(AD_POSITIONS) as AdPosition[];
export const AD_STATES = ['pending', 'approved', 'rejected', 'revoked'] as const;
export type AdState = (typeof AD_STATES)[number];
export const AD_TRANSITIONS = {
  revoke: { from: ['pending'], to: 'revoked' },
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
} as const satisfies Record<string, { from: readonly AdState[]; to: AdState }>;
export const adRequestBody = z.object({
  position: z.enum(AD_POSITION_KEYS as [AdPosition, ...AdPosition[]]),
  quantity: z.number().int().min(1).max(10).default(1),
  note: optionalText(500),
});
export const adRequestSchema = z.object({
  id: z.number().int(),
  position: z.enum(AD_POSITION_KEYS as [AdPosition, ...AdPosition[]]),
  quantity: z.number().int(),
  price: z.number().int(),
  note: z.string(),
  status: z.enum(AD_STATES),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdRequest = z.infer<typeof adRequestSchema>;
export const adIdParams = z.object({ advertisingRequestId: z.coerce.number().int().positive() });

/* --------------------------------------------------------------- contracts */

/** issued (PDF ready) → returned (signed copy uploaded) → confirmed (organizer accepted the copy). */
export const CONTRACT_STATES = ['issued', 'returned', 'confirmed', 'cancelled'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];
export const CONTRACT_TRANSITIONS = {
  returnCopy: { from: ['issued', 'returned'], to: 'returned' },
  confirm: { from: ['returned'], to: 'confirmed' },
  cancel: { from: ['issued', 'returned'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly ContractState[]; to: ContractState }>;
export const CONTRACT_PAYMENT_STATES = ['unpaid', 'pending', 'paid'] as const;
export type ContractPaymentState = (typeof CONTRACT_PAYMENT_STATES)[number];

export const contractSchema = z.object({
  id: z.number().int(),
  contractNo: z.string(),
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  status: z.enum(CONTRACT_STATES),
  booths: z.array(
    z.object({
      boothNo: z.string(),
      hall: z.string(),
      type: z.enum(BOOTH_TYPES),
      size: z.number(),
      corner: z.boolean(),
      price: z.number().int(),
    }),
  ),
  amount: z.number().int(),
  paymentStatus: z.enum(CONTRACT_PAYMENT_STATES),
  /** How it is (being) paid: bank transfer announced or confirmed, or paid online through WeChat; null before. */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable().optional(),
  /** The WeChat trade still open for this contract (QR code / sandbox page), when one was started. */
  onlinePayment: z
    .object({ tradeNo: z.string(), payUrl: z.string(), expiresAt: z.string(), sandbox: z.boolean() })
    .nullable()
    .optional(),
  paymentReference: z.string(),
  paidAt: z.string().nullable(),
  returnCopyId: z.number().int().nullable(),
  createdAt: z.string(),
  /** The invoice asked for this paid contract (requested → issued | rejected); null when none. */
  invoice: z
    .object({
      status: z.enum(INVOICE_STATUSES),
      type: z.enum(['general', 'special']),
      title: z.string(),
      taxpayerId: z.string(),
      email: z.string(),
      invoiceNo: z.string().nullable(),
      issuedOn: z.string().nullable(),
      rejectReason: z.string().nullable(),
      requestedAt: z.string(),
    })
    .nullable()
    .optional(),
});
export type BoothContract = z.infer<typeof contractSchema>;
export type ContractInvoice = NonNullable<BoothContract['invoice']>;
export const contractIdParams = z.object({ contractId: z.coerce.number().int().positive() });
export const contractPreviewQuery = z.object({ lang: z.enum(['zh', 'en']).optional() });
export const returnCopyBody = z.object({ attachmentId: z.number().int().positive() });
export const hasContractParams = z.object({
  exhibitionId: z.coerce.number().int().positive(),
  enterpriseId: z.coerce.number().int().positive(),
});

/* ------------------------------------------------------ invoice information */

export const INVOICE_INFO_TYPES = ['general', 'special'] as const;
export const invoiceInfoBody = z
  .object({
    type: z.enum(INVOICE_INFO_TYPES),
    title: text(120),
    taxpayerId: z.string().trim().min(15, 'TAXPAYER_ID_INVALID').max(20, 'TAXPAYER_ID_INVALID'),
    address: optionalText(200),
    phone: optionalText(40),
    bank: optionalText(100),
    account: optionalText(40),
    email: emailSchema,
  })
  .superRefine((v, ctx) => {
    if (v.type !== 'special') return;
    for (const key of ['address', 'phone', 'bank', 'account'] as const) {
      if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'REQUIRED' });
    }
  });
export type InvoiceInfo = z.infer<typeof invoiceInfoBody>;
export const invoiceInfoSchema = z.object({
  info: z.object({
    type: z.enum(INVOICE_INFO_TYPES),
    title: z.string(),
    taxpayerId: z.string(),
    address: z.string(),
    phone: z.string(),
    bank: z.string(),
    account: z.string(),
    email: z.string(),
  }),
  saved: z.boolean(),
});
/**
 * The application wizard's steps as a refusal names them (APPLICATION_INCOMPLETE), worded as
 * the wizard's own step titles (web catalog exsvc wizard.steps).
 */
export const APPLICATION_STEP_NAMES: Record<Locale, Record<'company' | 'business' | 'booth', string>> = {
  'zh-Hans': { company: '企业信息', business: '经营信息', booth: '展位意向' },
  'zh-Hant': { company: '企業信息', business: '經營信息', booth: '展位意向' },
  en: { company: 'Company', business: 'Business', booth: 'Booth wish' },
};

export function applicationStepList(
  locale: Locale,
  steps: readonly ('company' | 'business' | 'booth')[],
): string {
  return steps.map((s) => APPLICATION_STEP_NAMES[locale][s]).join(locale === 'en' ? ', ' : '、');
}

export * from './booth-binding';
export * from './hall-features';
export * from './interaction';
export * from './price-plan';
export * from './propaganda';
export * from './recommend-cards';
export * from './staff-passes';
export * from './trade-applies';
