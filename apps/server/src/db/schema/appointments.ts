import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { enterprises } from './enterprises';

/*
 * Meetings at the fair (modules/appointments): field appointments and each enterprise's
 * meeting settings. Only the appointments module writes these tables.
 */

/**
 * A field appointment (meeting invitation, spec §3): an inviter (a user, acting for their
 * enterprise when they have one) invites an exhibiting enterprise to meet in one slot of the
 * fair at a booth or a meeting point. Times are UTC instants; the fair's zone is applied when
 * they are shown. Names are kept as they were when the invitation was sent, so a list needs no
 * other domain's tables. A PENDING, UNAPPROVED or ACCEPTED row holds its slot (contracts
 * HOLDING_STATES); the service checks the holds under advisory locks (docs/decisions.md).
 */
export const fieldAppointments = pgTable(
  'field_appointments',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    inviterUserId: integer('inviter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviterName: text('inviter_name').notNull(),
    inviterEnterpriseId: integer('inviter_enterprise_id').references(() => enterprises.id, {
      onDelete: 'set null',
    }),
    inviterEnterpriseName: text('inviter_enterprise_name'),
    inviterEnterpriseNameEn: text('inviter_enterprise_name_en'),
    inviteeEnterpriseId: integer('invitee_enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    inviteeNameZhHans: text('invitee_name_zh_hans').notNull(),
    inviteeNameZhHant: text('invitee_name_zh_hant').notNull(),
    inviteeNameEn: text('invitee_name_en').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The slot before the invited side proposed another time (UNAPPROVED). */
    previousStartsAt: timestamp('previous_starts_at', { withTimezone: true }),
    placeKind: text('place_kind').notNull(),
    boothNo: text('booth_no'),
    meetingPoint: text('meeting_point'),
    /** Hall code of the place (for the organizer's counts and the walking-time warning). */
    hall: text('hall').notNull(),
    topic: text('topic').notNull(),
    purposeId: integer('purpose_id'),
    status: text('status').notNull().default('PENDING'),
    /** Reason of a refusal or rejection. */
    reason: text('reason'),
    /** The invited enterprise's member who answered last. */
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('field_appointments_invitee_idx').on(t.inviteeEnterpriseId, t.startsAt),
    index('field_appointments_inviter_idx').on(t.inviterUserId, t.startsAt),
    index('field_appointments_inviter_ent_idx').on(t.inviterEnterpriseId, t.startsAt),
    index('field_appointments_fair_idx').on(t.exhibitionId, t.startsAt),
    check('field_appointments_place_ck', sql`${t.placeKind} in ('booth', 'point')`),
    check('field_appointments_time_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Who of an enterprise's staff takes meetings (none listed: every member) and how many at once. */
export const appointmentSettings = pgTable(
  'appointment_settings',
  {
    exhibitionId: integer('exhibition_id').notNull(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    capacity: smallint('capacity').notNull().default(1),
    staffUserIds: integer('staff_user_ids').array().notNull().default(sql`'{}'::integer[]`),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.exhibitionId, t.enterpriseId] }),
    check('appointment_settings_capacity_ck', sql`${t.capacity} between 1 and 20`),
  ],
);
