import { z } from 'zod';
import { FAIR } from '../limits';
import { emailSchema, mobileSchema } from '../validation';

/**
 * The seminar and its registration requests (spec §1, §2 /seminar, §3 "Visitor and seminar
 * registration request", §5, §7 "Seminar and requests"). A request is opened as a
 * placeholder, holds one or several audience members (each with the last six digits of
 * their ID number, spec §5), and is completed: each member then gets a seat or, when the
 * seminar is full, a place on the waiting list. A freed seat is offered by mail to the
 * first one waiting, for a limited time.
 */
export const SEMINAR_REQUEST_TYPE = 'SEMINAR';
export const SEMINAR_REQUEST_STATUSES = ['draft', 'completed', 'cancelled'] as const;
export type SeminarRequestStatus = (typeof SEMINAR_REQUEST_STATUSES)[number];

/**
 * An audience member: `draft` until the request is completed; then `seated`, or `waiting`
 * when full; `offered` when a freed seat is held for them until `offerExpiresAt` (completing
 * the request again accepts it), `expired` when the offer lapsed, `cancelled` when removed.
 * A seat is held by `seated` and `offered` members.
 */
export const SEMINAR_ATTENDEE_STATUSES = [
  'draft',
  'seated',
  'waiting',
  'offered',
  'cancelled',
  'expired',
] as const;
export type SeminarAttendeeStatus = (typeof SEMINAR_ATTENDEE_STATUSES)[number];
export const SEAT_HOLDING: readonly SeminarAttendeeStatus[] = ['seated', 'offered'];
/** Members still in the request (not cancelled or expired). */
export const ATTENDEE_ACTIVE: readonly SeminarAttendeeStatus[] = ['draft', 'seated', 'waiting', 'offered'];

export const SEMINAR_LIMITS = {
  attendeesPerRequest: 20,
  nameMax: 50,
  textMax: 100,
  /** Hours a freed seat is held for the first one waiting (the organizer may change it). */
  defaultOfferHours: 24,
} as const;

/** The last six characters of a PRC ID number: five digits, then a digit or the check letter X. */
export const ID_LAST6_PATTERN = /^\d{5}[\dX]$/;
export function normalizeIdLast6(value: string): string {
  return value.trim().toUpperCase();
}
export const idLast6Schema = z
  .string()
  .trim()
  .min(1, 'REQUIRED')
  .transform(normalizeIdLast6)
  .refine((v) => ID_LAST6_PATTERN.test(v), 'SEMINAR_ID_LAST6_INVALID');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);
const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(v), 'EMAIL_FORMAT');

/**
 * What the last six characters are taken from: a PRC ID card (five digits, then a digit or X),
 * or, for an overseas attendee, a passport (six letters or digits, e.g. X00T47), as the
 * pre-registration accepts a passport number (issue 23 item 12).
 */
export const SEMINAR_ID_TYPES = ['idCard', 'passport'] as const;
export type SeminarIdType = (typeof SEMINAR_ID_TYPES)[number];
export const PASSPORT_LAST6_PATTERN = /^[A-Z0-9]{6}$/;

/** The last six characters of a kind of document, as typed; null when they fit, else the error code. */
export function idLast6Error(value: string, idType: SeminarIdType = 'idCard'): string | null {
  const v = normalizeIdLast6(value);
  if (idType === 'passport') return PASSPORT_LAST6_PATTERN.test(v) ? null : 'SEMINAR_PASSPORT_LAST6_INVALID';
  return ID_LAST6_PATTERN.test(v) ? null : 'SEMINAR_ID_LAST6_INVALID';
}
/** The document a stored member's last six characters come from (a passport when they are not an ID's). */
export function idTypeOf(last6: string): SeminarIdType {
  return ID_LAST6_PATTERN.test(last6) ? 'idCard' : 'passport';
}

const attendeeFields = {
  name: z.string().trim().min(1, 'REQUIRED').max(SEMINAR_LIMITS.nameMax),
  mobile: mobileSchema,
  idType: z.enum(SEMINAR_ID_TYPES).default('idCard'),
  idLast6: z.string().trim().min(1, 'REQUIRED').transform(normalizeIdLast6),
  company: optionalText(SEMINAR_LIMITS.textMax),
  jobTitle: optionalText(SEMINAR_LIMITS.textMax),
  email: optionalEmail,
};
function checkIdLast6(value: { idType: SeminarIdType; idLast6: string }, ctx: z.RefinementCtx) {
  const error = idLast6Error(value.idLast6, value.idType);
  if (error) ctx.addIssue({ code: 'custom', path: ['idLast6'], message: error });
}

export const seminarAttendeeInput = z.object(attendeeFields).superRefine(checkIdLast6);
export type SeminarAttendeeInput = z.input<typeof seminarAttendeeInput>;

export const seminarContactInput = z.object({
  contactName: z.string().trim().min(1, 'REQUIRED').max(SEMINAR_LIMITS.nameMax),
  contactMobile: mobileSchema,
  /** Required: seat offers from the waiting list and payment notices are mailed here. */
  contactEmail: emailSchema,
  company: optionalText(SEMINAR_LIMITS.textMax),
});
export type SeminarContactInput = z.input<typeof seminarContactInput>;

const attendeeList = z.array(seminarAttendeeInput).max(SEMINAR_LIMITS.attendeesPerRequest);

/** PUT register/rest/request/{requestId}: contact and the whole list of members, while a draft. */
export const seminarRequestUpdateBody = seminarContactInput.extend({ attendees: attendeeList });
export type SeminarRequestUpdateBody = z.input<typeof seminarRequestUpdateBody>;

/** PUT register/rest/request/{requestId}/append: more members (a completed request seats them at once). */
export const seminarAppendBody = z.object({ attendees: attendeeList.min(1, 'SEMINAR_NO_ATTENDEES') });
export type SeminarAppendBody = z.input<typeof seminarAppendBody>;

/** PUT register/rest/request/{requestId}/hpia/alt: registering as a CNHPIA member (member price). */
export const seminarHpiaBody = z.object({
  hpiaMember: z.boolean(),
  hpiaMemberNo: optionalText(40),
});
export type SeminarHpiaBody = z.input<typeof seminarHpiaBody>;

/** POST register/rest/request/update: the contact of a request, in any state but cancelled. */
export const seminarRequestContactBody = seminarContactInput.extend({
  requestId: z.coerce.number().int().positive(),
});
export type SeminarRequestContactBody = z.input<typeof seminarRequestContactBody>;

/** POST register/rest/request/{requestId}/auth: an attendee proves to be one of the members. */
export const seminarAuthBody = z
  .object({
    mobile: mobileSchema,
    idType: z.enum(SEMINAR_ID_TYPES).default('idCard'),
    idLast6: z.string().trim().min(1, 'REQUIRED').transform(normalizeIdLast6),
  })
  .superRefine(checkIdLast6);
export type SeminarAuthBody = z.input<typeof seminarAuthBody>;

/** POST portal/rest/visitorRequestContact/edit: one member's details. */
export const seminarAttendeeEditBody = z
  .object({ ...attendeeFields, id: z.coerce.number().int().positive() })
  .superRefine(checkIdLast6);
export type SeminarAttendeeEditBody = z.input<typeof seminarAttendeeEditBody>;

/** POST portal/rest/request/checkSeminarPhone */
export const seminarPhoneBody = z.object({
  exhibitionId: z.coerce.number().int().positive().default(FAIR.exhibitionId),
  mobile: mobileSchema,
});
export const seminarPhoneResultSchema = z.object({ registered: z.boolean() });

/** POST register/rest/request/findVisitorRequestByEnt */
export const seminarByEntBody = z.object({
  exhibitionId: z.coerce.number().int().positive().default(FAIR.exhibitionId),
  type: z.literal(SEMINAR_REQUEST_TYPE).default(SEMINAR_REQUEST_TYPE),
});

export const seminarRequestIdParams = z.object({ requestId: z.coerce.number().int().positive() });
export const seminarContactParams = seminarRequestIdParams.extend({
  contactId: z.coerce.number().int().positive(),
});
export const seminarPlaceholderParams = z.object({
  exhibitionId: z.coerce.number().int().positive(),
  userId: z.coerce.number().int().positive(),
});
export const seminarUserTypeParams = seminarPlaceholderParams.extend({
  type: z.literal(SEMINAR_REQUEST_TYPE),
});
export const seminarUserTypeQuery = z.object({ contactMobilePhone: z.string().trim().max(20).optional() });

const trilingual = z.object({ 'zh-Hans': z.string(), 'zh-Hant': z.string(), en: z.string() });
export type Trilingual = z.infer<typeof trilingual>;

export const seminarAttendeeSchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  idLast6: z.string(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(SEMINAR_ATTENDEE_STATUSES),
  /** Place in the waiting list (1 = next), for waiting members. */
  waitingPosition: z.number().int().nullable(),
  offerExpiresAt: z.string().nullable(),
  /** Set once the attendee has signed in and proved to be this member (`auth`). */
  userId: z.number().int().nullable(),
});
export type SeminarAttendee = z.infer<typeof seminarAttendeeSchema>;

export const seminarRequestSchema = z.object({
  id: z.number().int(),
  exhibitionId: z.number().int(),
  seminarId: z.number().int(),
  type: z.literal(SEMINAR_REQUEST_TYPE),
  userId: z.number().int(),
  enterpriseId: z.number().int().nullable(),
  status: z.enum(SEMINAR_REQUEST_STATUSES),
  contactName: z.string().nullable(),
  contactMobile: z.string().nullable(),
  contactEmail: z.string().nullable(),
  company: z.string().nullable(),
  hpiaMember: z.boolean(),
  hpiaMemberNo: z.string().nullable(),
  attendees: z.array(seminarAttendeeSchema),
  /** Price per seat for this request (member price when hpiaMember), in fen (CNY cents). */
  unitPrice: z.number().int(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SeminarRequest = z.infer<typeof seminarRequestSchema>;

/** One talk of the seminar's programme: its time on the fair's clock (HH:MM), topic and speaker. */
export const seminarAgendaItemSchema = z.object({
  start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'INVALID_TIME'),
  end: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'INVALID_TIME'),
  topic: trilingual,
  /** Who speaks (name), and for whom (title and organisation); null for a break or the Q&A. */
  speaker: trilingual.nullable(),
  affiliation: trilingual.nullable(),
});
export type SeminarAgendaItem = z.infer<typeof seminarAgendaItemSchema>;

/** What a visitor sees of the seminar (/seminar/infoPresent). */
export const seminarSchema = z.object({
  id: z.number().int(),
  exhibitionId: z.number().int(),
  title: trilingual,
  intro: trilingual,
  venue: trilingual,
  agenda: z.array(seminarAgendaItemSchema),
  startsAt: z.string(),
  endsAt: z.string(),
  seatLimit: z.number().int(),
  seatsTaken: z.number().int(),
  seatsLeft: z.number().int(),
  waiting: z.number().int(),
  /** In fen (CNY cents). */
  price: z.number().int(),
  memberPrice: z.number().int(),
  currency: z.literal('CNY'),
  offerHours: z.number().int(),
  open: z.boolean(),
  /**
   * The cancellation rule (issue 23 item 7): a paid seat cancelled until `refundUntil` is
   * refunded `refundPercent` % of its price through the provider that took the payment; after
   * it (or with no date), a cancellation frees the seat for the waiting list and refunds nothing.
   */
  refundUntil: z.string().nullable(),
  refundPercent: z.number().int(),
});
export type Seminar = z.infer<typeof seminarSchema>;

/** What cancelling a paid seat refunds at `now`: the share of the seat price, 0 after the deadline. */
export function refundShare(
  rule: { refundUntil: string | Date | null; refundPercent: number },
  now: Date,
): number {
  if (!rule.refundUntil) return 0;
  return now.getTime() <= new Date(rule.refundUntil).getTime() ? rule.refundPercent : 0;
}

/** The refund of one seat's price at a share (whole fen, rounded down: never more than was paid). */
export function refundAmount(unitPrice: number, percent: number): number {
  return Math.floor((unitPrice * Math.max(0, Math.min(100, percent))) / 100);
}

export const seminarExhibitionParams = z.object({ exhibitionId: z.coerce.number().int().positive() });

const trilingualInput = z.object({
  'zh-Hans': z.string().trim().min(1, 'REQUIRED').max(2000),
  'zh-Hant': z.string().trim().min(1, 'REQUIRED').max(2000),
  en: z.string().trim().min(1, 'REQUIRED').max(2000),
});

/** PUT portal/rest/organizer/seminars/{exhibitionId}: the organizer's settings. */
export const seminarSettingsBody = z.object({
  title: trilingualInput,
  intro: trilingualInput,
  venue: trilingualInput,
  /** The programme; left out, the one saved stays. */
  agenda: z.array(seminarAgendaItemSchema).max(30).optional(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  seatLimit: z.coerce.number().int().min(0).max(100_000),
  price: z.coerce.number().int().min(0).max(100_000_000),
  memberPrice: z.coerce.number().int().min(0).max(100_000_000),
  offerHours: z.coerce
    .number()
    .int()
    .min(1)
    .max(14 * 24),
  open: z.boolean(),
  /** Paid seats cancelled until then are refunded; null: no refunds. Left out: kept as it is. */
  refundUntil: z.iso.datetime({ offset: true }).nullable().optional(),
  /** The share of a seat's price refunded before `refundUntil` (100 = full refund). Left out: kept. */
  refundPercent: z.coerce.number().int().min(0).max(100).optional(),
});
export type SeminarSettingsBody = z.input<typeof seminarSettingsBody>;

export const seminarAttendeeRowSchema = seminarAttendeeSchema.extend({
  contactName: z.string().nullable(),
  requestStatus: z.enum(SEMINAR_REQUEST_STATUSES),
  createdAt: z.string(),
});
export type SeminarAttendeeRow = z.infer<typeof seminarAttendeeRowSchema>;

export const seminarConsoleSchema = z.object({
  seminar: seminarSchema.nullable(),
  attendees: z.array(seminarAttendeeRowSchema),
  counts: z.record(z.enum(SEMINAR_ATTENDEE_STATUSES), z.number().int()),
});
export type SeminarConsole = z.infer<typeof seminarConsoleSchema>;

/** Formats fen as yuan for display: 128000 → "1,280.00". */
export function fenToYuan(fen: number): string {
  return (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
