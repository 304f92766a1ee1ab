import { z } from 'zod';
import { pageQuerySchema, pageSchema, reasonBody, reviewQueueQuery } from '../envelope';
import { FAIR } from '../limits';

/* ------------------------------------------------------------------ states */

/**
 * An enterprise's activity at the fair (spec §2 /myEnterprise activityList, activityAdd,
 * activityAppList; the spec names no fields or states, these are ours): a draft is
 * submitted for the organizer's review; approved activities are public and open for
 * sign-ups; a rejected one carries the organizer's reason, is edited and submitted again.
 */
export const ACTIVITY_STATES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

export const ACTIVITY_ACTIONS = ['edit', 'submit', 'delete', 'approve', 'reject'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The one state table: every pair not listed is refused (ACTIVITY_STATE). 'edit' keeps the state. */
export const ACTIVITY_TRANSITIONS: Record<
  ActivityAction,
  { from: readonly ActivityState[]; to: ActivityState | null }
> = {
  edit: { from: ['draft', 'rejected'], to: null },
  submit: { from: ['draft', 'rejected'], to: 'pending' },
  delete: { from: ['draft', 'rejected'], to: null },
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
};

/** Actions of the enterprise's staff; approve and reject are the organizer's. */
export const ENTERPRISE_ACTIVITY_ACTIONS: readonly ActivityAction[] = ['edit', 'submit', 'delete'];

export function activityActionAllowed(from: ActivityState, action: ActivityAction): boolean {
  return ACTIVITY_TRANSITIONS[action].from.includes(from);
}

/** The state after the action (`from` itself for edit and delete), or null when refused. */
export function nextActivityState(from: ActivityState, action: ActivityAction): ActivityState | null {
  if (!activityActionAllowed(from, action)) return null;
  return ACTIVITY_TRANSITIONS[action].to ?? from;
}

/** A sign-up waits for the enterprise, which accepts or declines it. Declined ones free their seat. */
export const SIGNUP_STATES = ['pending', 'accepted', 'declined'] as const;
export type SignupState = (typeof SIGNUP_STATES)[number];
export const SIGNUP_DECISIONS = ['accept', 'decline'] as const;
export type SignupDecision = (typeof SIGNUP_DECISIONS)[number];
export const SIGNUP_TRANSITIONS: Record<SignupDecision, { from: readonly SignupState[]; to: SignupState }> = {
  accept: { from: ['pending'], to: 'accepted' },
  decline: { from: ['pending', 'accepted'], to: 'declined' },
};
/** Sign-ups that hold a seat. */
export const SEAT_HOLDING_SIGNUPS: readonly SignupState[] = ['pending', 'accepted'];

export const ACTIVITY_TYPES = ['launch', 'demo', 'forum', 'matchmaking', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export const ACTIVITY_PLACES = ['booth', 'room'] as const;
export type ActivityPlace = (typeof ACTIVITY_PLACES)[number];

/* ------------------------------------------------------------ fair window */

const SHANGHAI_OFFSET = '+08:00';
/** Asia/Shanghai has kept UTC+8 without daylight saving since 1991, so a fixed offset is exact. */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The fair days (YYYY-MM-DD, Shanghai) from FAIR.startDate to FAIR.endDate. */
export function fairDays(): string[] {
  const days: string[] = [];
  const end = new Date(`${FAIR.endDate}T00:00:00Z`).getTime();
  for (let t = new Date(`${FAIR.startDate}T00:00:00Z`).getTime(); t <= end; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** The instant of a Shanghai wall-clock day and time (HH:mm). */
export function shanghaiInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00${SHANGHAI_OFFSET}`);
}

/** The Shanghai day (YYYY-MM-DD) and time (HH:mm) of an instant. */
export function shanghaiParts(instant: Date): { day: string; time: string } {
  const iso = new Date(instant.getTime() + SHANGHAI_OFFSET_MS).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * Why a start and end do not fit the fair, as an error-code name, or null when they do:
 * both on the same fair day (15–17 May 2024) within the opening hours 09:00–17:00
 * Asia/Shanghai, and the end after the start.
 */
export function activityTimeProblem(
  startAt: Date,
  endAt: Date,
): 'ACTIVITY_TIME_ORDER' | 'ACTIVITY_OUTSIDE_FAIR' | null {
  if (Number.isNaN(startAt.getTime()) || Number.isNaN(endAt.getTime())) return 'ACTIVITY_OUTSIDE_FAIR';
  if (endAt.getTime() <= startAt.getTime()) return 'ACTIVITY_TIME_ORDER';
  const start = shanghaiParts(startAt);
  const end = shanghaiParts(endAt);
  if (!fairDays().includes(start.day) || start.day !== end.day) return 'ACTIVITY_OUTSIDE_FAIR';
  const open = shanghaiInstant(start.day, FAIR.openTime).getTime();
  const close = shanghaiInstant(start.day, FAIR.closeTime).getTime();
  if (startAt.getTime() < open || endAt.getTime() > close) return 'ACTIVITY_OUTSIDE_FAIR';
  return null;
}

/* ------------------------------------------------------------- field rules */

export const ACTIVITY_LIMITS = {
  titleMax: 60,
  titleEnMax: 120,
  placeMax: 50,
  descriptionMax: 1000,
  capacityMin: 1,
  capacityMax: 500,
  reasonMax: 200,
  searchMax: 50,
} as const;

/** Upload kinds a cover may be. */
export const ACTIVITY_COVER_KINDS = ['enterpriseImage', 'picture'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** POST /exhibitor/rest/activities and PUT /exhibitor/rest/activities/{activityId}. */
export const activityBody = z
  .object({
    title: z.string().trim().min(1, 'REQUIRED').max(ACTIVITY_LIMITS.titleMax),
    titleEn: optionalText(ACTIVITY_LIMITS.titleEnMax),
    type: z.enum(ACTIVITY_TYPES),
    /** ISO 8601 instants with an offset. */
    startAt: z.iso.datetime({ offset: true }),
    endAt: z.iso.datetime({ offset: true }),
    placeType: z.enum(ACTIVITY_PLACES),
    /** The booth number or the room's name. */
    place: z.string().trim().min(1, 'REQUIRED').max(ACTIVITY_LIMITS.placeMax),
    capacity: z.number().int().min(ACTIVITY_LIMITS.capacityMin).max(ACTIVITY_LIMITS.capacityMax),
    description: optionalText(ACTIVITY_LIMITS.descriptionMax),
    coverAttachmentId: z.number().int().positive().nullable().optional(),
    /** Submit for review at once instead of keeping a draft (creation only). */
    submit: z.boolean().optional(),
  })
  .superRefine((b, ctx) => {
    const problem = activityTimeProblem(new Date(b.startAt), new Date(b.endAt));
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['startAt'] });
  });
export type ActivityBody = z.input<typeof activityBody>;
export type ActivityInput = z.output<typeof activityBody>;

export const activityIdParams = z.object({ activityId: z.coerce.number().int().positive() });
export const signupIdParams = z.object({ signupId: z.coerce.number().int().positive() });

/** POST /exhibitor/rest/activities/page: the caller's enterprise's activities. */
export const activityPageBody = z.object({
  status: z.enum(ACTIVITY_STATES).optional(),
  ...pageQuerySchema.shape,
});
export type ActivityPageBody = z.input<typeof activityPageBody>;

/** PUT /portal/rest/organizer/activities/{activityId}/reject: the reason is required. */
export const activityRejectBody = reasonBody(ACTIVITY_LIMITS.reasonMax);
export type ActivityRejectBody = z.input<typeof activityRejectBody>;

/** GET /portal/rest/organizer/activities: the review queue. */
export const activityQueueQuery = reviewQueueQuery(
  ACTIVITY_STATES,
  z.string().trim().max(ACTIVITY_LIMITS.searchMax).optional(),
);
export type ActivityQueueQuery = z.input<typeof activityQueueQuery>;

/** GET /portal/rest/activities: approved activities, soonest first. */
export const publicActivityQuery = z.object({
  enterpriseId: z.coerce.number().int().positive().optional(),
  ...pageQuerySchema.shape,
});
export type PublicActivityQuery = z.input<typeof publicActivityQuery>;

/** POST /exhibitor/rest/activities/signups/page: sign-ups to the caller's enterprise's activities. */
export const signupPageBody = z.object({
  activityId: z.number().int().positive().optional(),
  status: z.enum(SIGNUP_STATES).optional(),
  ...pageQuerySchema.shape,
});
export type SignupPageBody = z.input<typeof signupPageBody>;

/* ---------------------------------------------------------------- answers */

export const activityCoverSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const activitySchema = z.object({
  id: z.number().int(),
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  enterpriseNameEn: z.string().nullable(),
  title: z.string(),
  titleEn: z.string().nullable(),
  type: z.enum(ACTIVITY_TYPES),
  startAt: z.string(),
  endAt: z.string(),
  placeType: z.enum(ACTIVITY_PLACES),
  place: z.string(),
  capacity: z.number().int(),
  /** Sign-ups holding a seat (waiting or accepted). */
  seatsTaken: z.number().int(),
  description: z.string().nullable(),
  cover: activityCoverSchema.nullable(),
  status: z.enum(ACTIVITY_STATES),
  /** The organizer's reason while the state is 'rejected'. */
  rejectReason: z.string().nullable(),
  /** The caller's own sign-up state (public answers to a signed-in caller), else null. */
  mySignup: z.enum(SIGNUP_STATES).nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityCountsSchema = z.object({
  draft: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type ActivityCounts = z.infer<typeof activityCountsSchema>;

export const activityPageSchema = pageSchema(activitySchema).extend({ counts: activityCountsSchema });
export type ActivityPage = z.infer<typeof activityPageSchema>;
export const publicActivityPageSchema = pageSchema(activitySchema);
export type PublicActivityPage = z.infer<typeof publicActivityPageSchema>;

export const signupSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  activityTitle: z.string(),
  userId: z.number().int(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(SIGNUP_STATES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Signup = z.infer<typeof signupSchema>;
export const signupPageSchema = pageSchema(signupSchema);
export type SignupPage = z.infer<typeof signupPageSchema>;
