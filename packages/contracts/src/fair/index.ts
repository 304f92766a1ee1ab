import { z } from 'zod';

/**
 * The phases of a fair edition, in the order a fair lives them. `registrationOpen` is when
 * visitors may pre-register; it may last into the fair days (on-site registration) and, on
 * the demo data, past them, so it wins over `afterFair` (issue 23 item 15).
 */
export const FAIR_PHASES = [
  'beforeRegistration',
  'registrationOpen',
  'registrationClosed',
  'fairDays',
  'afterFair',
] as const;
export type FairPhase = (typeof FAIR_PHASES)[number];

/** A fair edition as every page reads it (`config/key/currentAppointmentExhibition`). */
export const fairEditionSchema = z.object({
  /** The exhibition id every fair-scoped call carries (200417 for the 32nd fair). */
  id: z.number().int(),
  edition: z.number().int(),
  /** Name, city and venue in the caller's language. */
  name: z.string(),
  nameZhHans: z.string(),
  nameZhHant: z.string(),
  nameEn: z.string(),
  city: z.string(),
  venue: z.string(),
  venueZhHans: z.string(),
  venueZhHant: z.string(),
  venueEn: z.string(),
  /** YYYY-MM-DD, in the fair's time zone. */
  startDate: z.string(),
  endDate: z.string(),
  /** HH:MM daily opening hours, in the fair's time zone. */
  openTime: z.string(),
  closeTime: z.string(),
  timeZone: z.string(),
  halls: z.array(z.string()),
  registrationOpensAt: z.string().nullable(),
  /** Null: open until the organizer closes it. */
  registrationClosesAt: z.string().nullable(),
  isCurrent: z.boolean(),
  /** The phase when the answer was made. */
  phase: z.enum(FAIR_PHASES),
  registrationOpen: z.boolean(),
});
export type FairEdition = z.infer<typeof fairEditionSchema>;
export const fairEditionListSchema = z.array(fairEditionSchema);

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * PUT /portal/rest/organizer/fairs/{exhibitionId}/phases (ours): the organizer sets when
 * registration opens and closes and the fair days. Dates are the fair's own (Asia/Shanghai).
 */
export const fairPhasesBody = z
  .object({
    registrationOpensAt: z.iso.datetime({ offset: true }).nullable(),
    registrationClosesAt: z.iso.datetime({ offset: true }).nullable(),
    startDate: z.string().regex(DAY),
    endDate: z.string().regex(DAY),
    openTime: z.string().regex(HHMM),
    closeTime: z.string().regex(HHMM),
  })
  .refine(
    (b) =>
      !b.registrationOpensAt ||
      !b.registrationClosesAt ||
      Date.parse(b.registrationOpensAt) < Date.parse(b.registrationClosesAt),
    { path: ['registrationClosesAt'], message: 'FAIR_PHASES_ORDER' },
  )
  .refine((b) => b.startDate <= b.endDate, { path: ['endDate'], message: 'FAIR_PHASES_ORDER' })
  .refine((b) => b.openTime < b.closeTime, { path: ['closeTime'], message: 'FAIR_PHASES_ORDER' });
export type FairPhasesBody = z.input<typeof fairPhasesBody>;
export const fairIdParams = z.object({ exhibitionId: z.coerce.number().int().positive() });

/** The calendar day (YYYY-MM-DD) of a moment in a time zone. */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

type PhaseInput = {
  startDate: string;
  endDate: string;
  timeZone: string;
  registrationOpensAt: Date | string | null;
  registrationClosesAt: Date | string | null;
};

const time = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());

/** Whether visitors may pre-register at `now`. */
export function isRegistrationOpen(fair: PhaseInput, now: Date = new Date()): boolean {
  const opens = time(fair.registrationOpensAt);
  const closes = time(fair.registrationClosesAt);
  const t = now.getTime();
  return opens !== null && opens <= t && (closes === null || t < closes);
}

/**
 * The phase of a fair at `now`: its days first, then an open registration, then before or
 * after (a registration not yet opened, one closed before the fair, or the fair over).
 */
export function fairPhase(fair: PhaseInput, now: Date = new Date()): FairPhase {
  const today = dayIn(fair.timeZone, now);
  if (today >= fair.startDate && today <= fair.endDate) return 'fairDays';
  if (isRegistrationOpen(fair, now)) return 'registrationOpen';
  if (today > fair.endDate) return 'afterFair';
  const opens = time(fair.registrationOpensAt);
  return opens === null || now.getTime() < opens ? 'beforeRegistration' : 'registrationClosed';
}
