import { z } from 'zod';
import { isValidCreditCode, normalizeCreditCode } from '../enterprises/credit-code';
import { reasonBody } from '../envelope';
import { emailSchema, MOBILE_PATTERN } from '../validation';

/**
 * Invoice requests (fapiao) for paid seminar orders (spec §7 "Invoices and surveys"), one per
 * order. `ordinary` is the ordinary VAT invoice (增值税普通发票); `special` the special VAT
 * invoice (增值税专用发票), which needs the buyer's address, phone, bank and account.
 */
export const INVOICE_TYPES = ['ordinary', 'special'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/**
 * requested → issued (the organizer enters the invoice number and date; final) or
 * requested → rejected (with a reason). The owner may change a requested or rejected request;
 * a change to a rejected one asks again (back to requested). An issued one cannot change.
 */
export const INVOICE_STATUSES = ['requested', 'issued', 'rejected'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** The states the owner may still change. */
export const INVOICE_EDITABLE: readonly InvoiceStatus[] = ['requested', 'rejected'];

export const INVOICE_LIMITS = {
  titleMax: 100,
  addressMax: 200,
  bankMax: 100,
  accountMax: 40,
  reasonMax: 200,
} as const;

/** A fapiao number: 8 digits (paper invoice) up to 20 digits (fully digital invoice). */
export const INVOICE_NUMBER_PATTERN = /^[0-9]{8,20}$/;

/**
 * Taxpayer identification number: the 18-character unified social credit code (with its
 * GB 32100-2015 check character), or an older 15, 17 or 20-character number of digits and
 * capitals (the letters the credit-code set allows).
 */
const OLD_TAXPAYER_ID = /^[0-9A-HJ-NPQRTUWXY]{15}$|^[0-9A-HJ-NPQRTUWXY]{17}$|^[0-9A-HJ-NPQRTUWXY]{20}$/;

export function isValidTaxpayerId(value: string): boolean {
  const v = normalizeCreditCode(value);
  if (v.length === 18) return isValidCreditCode(v);
  return OLD_TAXPAYER_ID.test(v);
}

/** A landline or mobile number as printed on a special VAT invoice (digits, spaces, -, +, brackets). */
export const INVOICE_PHONE_PATTERN = /^\+?[0-9()\- ]{7,20}$/;
/** A bank account number: 8 to 30 digits, spaces and dashes allowed. */
export const INVOICE_ACCOUNT_PATTERN = /^[0-9][0-9 -]{6,34}[0-9]$/;

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
}

export const invoiceFields = z.object({
  type: z.enum(INVOICE_TYPES),
  title: z.string().trim().min(1, 'REQUIRED').max(INVOICE_LIMITS.titleMax),
  taxpayerId: z
    .string()
    .trim()
    .min(1, 'REQUIRED')
    .refine(isValidTaxpayerId, 'INVOICE_TAXPAYER_ID_INVALID')
    .transform(normalizeCreditCode),
  address: optionalText(INVOICE_LIMITS.addressMax),
  phone: optionalText(20).refine(
    (v) => v === null || INVOICE_PHONE_PATTERN.test(v) || MOBILE_PATTERN.test(v),
    'INVOICE_PHONE_FORMAT',
  ),
  bank: optionalText(INVOICE_LIMITS.bankMax),
  account: optionalText(INVOICE_LIMITS.accountMax).refine(
    (v) => v === null || INVOICE_ACCOUNT_PATTERN.test(v),
    'INVOICE_ACCOUNT_FORMAT',
  ),
  /** Where the electronic invoice is sent. */
  email: emailSchema,
});
export type InvoiceFieldsInput = z.input<typeof invoiceFields>;

/** The fields a special VAT invoice cannot go without. */
export const SPECIAL_INVOICE_REQUIRED = ['address', 'phone', 'bank', 'account'] as const;

function specialRule(
  value: { type: InvoiceType } & Partial<Record<(typeof SPECIAL_INVOICE_REQUIRED)[number], string | null>>,
  ctx: z.RefinementCtx,
) {
  if (value.type !== 'special') return;
  for (const field of SPECIAL_INVOICE_REQUIRED) {
    if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'INVOICE_SPECIAL_FIELDS' });
  }
}

/** POST portal/rest/invoiceRequests: ask for the invoice of a paid order. */
export const invoiceCreateBody = invoiceFields
  .extend({ orderId: z.coerce.number().int().positive() })
  .superRefine(specialRule);
/** PUT portal/rest/invoiceRequests: change your invoice request. */
export const invoiceUpdateBody = invoiceFields
  .extend({ id: z.coerce.number().int().positive() })
  .superRefine(specialRule);
export type InvoiceCreateInput = z.input<typeof invoiceCreateBody>;

export const invoiceRequestSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  requestId: z.number().int(),
  exhibitionId: z.number().int(),
  /** The order's reference, printed on the receipt. */
  orderReference: z.string(),
  amount: z.number().int(),
  type: z.enum(INVOICE_TYPES),
  title: z.string(),
  taxpayerId: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  bank: z.string().nullable(),
  account: z.string().nullable(),
  email: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** Set when issued. */
  invoiceNo: z.string().nullable(),
  /** The date printed on the invoice (YYYY-MM-DD), set when issued. */
  issuedOn: z.string().nullable(),
  /** Set when rejected. */
  rejectReason: z.string().nullable(),
  /** When the organizer issued or rejected it. */
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;

/** The organizer's list: the request with the order and who registered. */
export const organizerInvoiceSchema = invoiceRequestSchema.extend({
  contactName: z.string().nullable(),
  contactMobile: z.string().nullable(),
  company: z.string().nullable(),
});
export type OrganizerInvoice = z.infer<typeof organizerInvoiceSchema>;
export const organizerInvoicesQuery = z.object({ status: z.enum(INVOICE_STATUSES).optional() });

/** Today in the fair's time zone, YYYY-MM-DD. */
export function fairToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** PUT portal/rest/invoiceRequests/{id}/issue (organizer): the invoice number and its date (not in the future). */
export const invoiceIssueBody = z.object({
  invoiceNo: z.string().trim().regex(INVOICE_NUMBER_PATTERN),
  issuedOn: z
    .string()
    .refine(isCalendarDate)
    .refine((v) => v <= fairToday()),
});
export type InvoiceIssueInput = z.input<typeof invoiceIssueBody>;
/** PUT portal/rest/invoiceRequests/{id}/reject (organizer): the reason the owner reads. */
export const invoiceRejectBody = reasonBody(INVOICE_LIMITS.reasonMax, 'INVOICE_REJECT_REASON_REQUIRED');

export const invoiceSeminarParams = z.object({ requestId: z.coerce.number().int().positive() });
export const invoiceExhibitionSeminarParams = invoiceSeminarParams.extend({
  exhibitionId: z.coerce.number().int().positive(),
});
/** `relevanceById`: the order the invoice belongs to. */
export const invoiceRelevanceQuery = z.object({
  relevanceById: z.coerce.number().int().positive().optional(),
});
export const invoiceIdParams = z.object({ invoiceRequestId: z.coerce.number().int().positive() });
