import { z } from 'zod';
import { pageQuerySchema, pageSchema, stateCountsSchema } from '../envelope';
import { APPOINTMENT_ACTIONS, APPOINTMENT_GROUPS, APPOINTMENT_STATES } from './states';

/** Every meeting lasts one slot; slots start on the half hour of the fair's opening hours. */
export const APPOINTMENT_LIMITS = {
  slotMinutes: 30,
  topicMax: 200,
  reasonMax: 200,
  capacityMax: 20,
} as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const PLACE_KINDS = ['booth', 'point'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** POST /exhibitor/rest/fieldAppointments: invite an exhibiting enterprise to meet at the fair. */
export const createAppointmentBody = z.object({
  inviteeEnterpriseId: z.number().int().positive(),
  /** A day of the fair and the slot's start, both on the fair's clock (its time zone). */
  day,
  time,
  /** The invited exhibitor's booth by default; a booth of either side, or a meeting point. */
  placeKind: z.enum(PLACE_KINDS).default('booth'),
  boothNo: z.string().trim().max(20).optional(),
  meetingPoint: z.string().trim().max(20).optional(),
  topic: z.string().trim().min(1, 'APPOINTMENT_TOPIC_REQUIRED').max(APPOINTMENT_LIMITS.topicMax),
  /** Supply-and-demand post the meeting is about (purpose match id). */
  purposeId: z.number().int().positive().optional(),
});
export type CreateAppointmentBody = z.input<typeof createAppointmentBody>;

/** PUT /exhibitor/rest/fieldAppointments: one action of the state table on one meeting. */
export const appointmentActionBody = z.object({
  id: z.number().int().positive(),
  action: z.enum(APPOINTMENT_ACTIONS).exclude(['reApply']),
  reason: z.string().trim().max(APPOINTMENT_LIMITS.reasonMax).optional(),
  /** The other time (propose): a fair day and slot start on the fair's clock. */
  day: day.optional(),
  time: time.optional(),
});
export type AppointmentActionBody = z.input<typeof appointmentActionBody>;

/** PUT /exhibitor/rest/fieldAppointments/reApply: ask again, at the same or another time. */
export const reApplyBody = z.object({
  id: z.number().int().positive(),
  day: day.optional(),
  time: time.optional(),
});
export type ReApplyBody = z.input<typeof reApplyBody>;

export const APPOINTMENT_DIRECTIONS = ['from', 'to'] as const;
export type AppointmentDirection = (typeof APPOINTMENT_DIRECTIONS)[number];
export const appointmentDirectionParams = z.object({ direction: z.enum(APPOINTMENT_DIRECTIONS) });

/** POST …/page (both directions) and …/me/{from|to}: a page of the caller's meetings. */
export const appointmentPageBody = z.object({
  /** One state of the English set, or */
  status: z.enum(APPOINTMENT_STATES).optional(),
  /** one group of the Chinese set (no value: All). */
  group: z.enum(APPOINTMENT_GROUPS).optional(),
  day: day.optional(),
  ...pageQuerySchema.shape,
});
export type AppointmentPageBody = z.input<typeof appointmentPageBody>;
export type AppointmentPageQuery = z.infer<typeof appointmentPageBody>;

export const placeSchema = z.object({
  kind: z.enum(PLACE_KINDS),
  boothNo: z.string().nullable(),
  meetingPoint: z.string().nullable(),
  hall: z.string(),
  hallName: z.string(),
  /** The place in the caller's language: "展位号 5A03 · 5号馆" / "Booth No 5A03 · Hall 5" or the point's name. */
  label: z.string(),
});
export type AppointmentPlace = z.infer<typeof placeSchema>;

export const appointmentSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPOINTMENT_STATES),
  group: z.enum(APPOINTMENT_GROUPS),
  /** From the caller's side: from = sent by the caller (or their enterprise), to = received. */
  direction: z.enum(APPOINTMENT_DIRECTIONS),
  inviterUserId: z.number().int(),
  inviterName: z.string(),
  inviterEnterpriseId: z.number().int().nullable(),
  inviterEnterpriseName: z.string().nullable(),
  inviteeEnterpriseId: z.number().int(),
  inviteeEnterpriseName: z.string(),
  /** UTC instants. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The same on the fair's clock, and the zone's name (shown to overseas users). */
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  /** The time before the invited side proposed another one (UNAPPROVED), on the fair's clock. */
  previousDay: z.string().nullable(),
  previousTime: z.string().nullable(),
  place: placeSchema,
  topic: z.string(),
  purposeId: z.number().int().nullable(),
  reason: z.string().nullable(),
  /** What the caller may do now (the state table, for the caller's side). */
  actions: z.array(z.enum(APPOINTMENT_ACTIONS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentPageSchema = pageSchema(appointmentSchema);
export type AppointmentPage = z.infer<typeof appointmentPageSchema>;

/** GET …/count: the caller's meetings per state, sent and received, and per group (both). */
export const appointmentCountSchema = z.object({
  from: stateCountsSchema(APPOINTMENT_STATES),
  to: stateCountsSchema(APPOINTMENT_STATES),
  groups: stateCountsSchema([...APPOINTMENT_GROUPS, 'All']),
});
export type AppointmentCount = z.infer<typeof appointmentCountSchema>;

/** GET …/place/time?enterpriseId=&day=: the fair's days and the free slots with an enterprise. */
export const placeTimeQuery = z.object({
  enterpriseId: z.coerce.number().int().positive(),
  day: day.optional(),
  /** A meeting being moved (propose, reApply): its own slot is not counted as taken. */
  appointmentId: z.coerce.number().int().positive().optional(),
});
export const slotSchema = z.object({
  time: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  free: z.boolean(),
  /** Why not free: the caller's side is busy, or the other side is full. */
  takenBy: z.enum(['you', 'them']).nullable(),
});
export type Slot = z.infer<typeof slotSchema>;
export const placeOptionSchema = z.object({
  kind: z.enum(PLACE_KINDS),
  boothNo: z.string().nullable(),
  meetingPoint: z.string().nullable(),
  hall: z.string(),
  label: z.string(),
});
export type PlaceOption = z.infer<typeof placeOptionSchema>;
export const placeTimeSchema = z.object({
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  timeZone: z.string(),
  days: z.array(z.string()),
  day: z.string(),
  openTime: z.string(),
  closeTime: z.string(),
  slotMinutes: z.number().int(),
  slots: z.array(slotSchema),
  places: z.array(placeOptionSchema),
  capacity: z.number().int(),
});
export type PlaceTime = z.infer<typeof placeTimeSchema>;

/** GET …/day?day=: the caller's meetings of one day (pending and accepted), with walking warnings. */
export const dayQuery = z.object({ day });
export const walkWarningSchema = z.object({
  fromId: z.number().int(),
  toId: z.number().int(),
  fromHall: z.string(),
  toHall: z.string(),
  walkMinutes: z.number().int(),
  gapMinutes: z.number().int(),
});
export type WalkWarning = z.infer<typeof walkWarningSchema>;
export const dayViewSchema = z.object({
  day: z.string(),
  days: z.array(z.string()),
  timeZone: z.string(),
  rows: z.array(appointmentSchema),
  warnings: z.array(walkWarningSchema),
});
export type DayView = z.infer<typeof dayViewSchema>;
export const appointmentIdParams = z.object({ id: z.coerce.number().int().positive() });
export const dayParams = z.object({ day });

/** GET/PUT …/settings: who of the enterprise's staff takes meetings, and the booth's capacity. */
export const appointmentSettingsBody = z.object({
  capacity: z.number().int().min(1).max(APPOINTMENT_LIMITS.capacityMax),
  staffUserIds: z.array(z.number().int().positive()).max(200),
});
export type AppointmentSettingsBody = z.input<typeof appointmentSettingsBody>;
export const appointmentSettingsSchema = z.object({
  enterpriseId: z.number().int(),
  capacity: z.number().int(),
  staffUserIds: z.array(z.number().int()),
  staff: z.array(z.object({ userId: z.number().int(), name: z.string(), role: z.string() })),
  /** Whether the caller may change them (the administrator). */
  editable: z.boolean(),
});
export type AppointmentSettings = z.infer<typeof appointmentSettingsSchema>;

/** GET portal/rest/organizer/fieldAppointments/stats: counts per day and hall. */
export const appointmentStatsSchema = z.object({
  timeZone: z.string(),
  days: z.array(z.string()),
  rows: z.array(
    z.object({
      day: z.string(),
      hall: z.string(),
      hallName: z.string(),
      counts: stateCountsSchema(APPOINTMENT_STATES),
      total: z.number().int(),
    }),
  ),
  totals: stateCountsSchema(APPOINTMENT_STATES),
});
export type AppointmentStats = z.infer<typeof appointmentStatsSchema>;
