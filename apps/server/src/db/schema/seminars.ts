import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export interface TrilingualText {
  'zh-Hans': string;
  'zh-Hant': string;
  en: string;
}

/** A talk of the programme (contracts' seminarAgendaItemSchema). */
export interface SeminarAgendaItem {
  start: string;
  end: string;
  topic: TrilingualText;
  speaker: TrilingualText | null;
  affiliation: TrilingualText | null;
}

/**
 * The fair's seminar (one per exhibition). `seats_taken` counts the members holding a seat
 * (seated or offered); it only grows by a conditional update (`seats_taken < seat_limit`),
 * which is what keeps the seminar from being oversold under concurrent registrations.
 */
export const seminars = pgTable(
  'seminars',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    title: jsonb('title').$type<TrilingualText>().notNull(),
    intro: jsonb('intro').$type<TrilingualText>().notNull(),
    venue: jsonb('venue').$type<TrilingualText>().notNull(),
    /** The programme shown on the info page: talks in order, each with its time and speaker. */
    agenda: jsonb('agenda').$type<SeminarAgendaItem[]>().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    seatLimit: integer('seat_limit').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** In fen (CNY cents). */
    price: integer('price').notNull(),
    memberPrice: integer('member_price').notNull(),
    offerHours: integer('offer_hours').notNull().default(24),
    open: boolean('open').notNull().default(true),
    /** Paid seats cancelled until then are refunded `refundPercent` %; null: no refunds (issue 23 item 7). */
    refundUntil: timestamp('refund_until', { withTimezone: true }),
    refundPercent: integer('refund_percent').notNull().default(100),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seminars_exhibition_uq').on(t.exhibitionId)],
);

/** A registration request of type SEMINAR: one active request per user and seminar. */
export const seminarRequests = pgTable(
  'seminar_requests',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    seminarId: integer('seminar_id')
      .notNull()
      .references(() => seminars.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The enterprise the user belonged to when opening it (findVisitorRequestByEnt). */
    enterpriseId: integer('enterprise_id'),
    type: text('type').notNull().default('SEMINAR'),
    status: text('status').notNull().default('draft'),
    lang: text('lang').notNull().default('zh-Hans'),
    contactName: text('contact_name'),
    contactMobile: text('contact_mobile'),
    contactEmail: text('contact_email'),
    company: text('company'),
    hpiaMember: boolean('hpia_member').notNull().default(false),
    hpiaMemberNo: text('hpia_member_no'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seminar_requests_active_uq')
      .on(t.seminarId, t.userId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('seminar_requests_user_idx').on(t.userId, t.exhibitionId),
    index('seminar_requests_ent_idx').on(t.enterpriseId, t.exhibitionId),
  ],
);

/**
 * An audience member of a request ("request contact"). Only the last six characters of the
 * ID number are kept (spec §5). A mobile number is in at most one active member per seminar.
 */
export const seminarAttendees = pgTable(
  'seminar_attendees',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => seminarRequests.id, { onDelete: 'cascade' }),
    seminarId: integer('seminar_id')
      .notNull()
      .references(() => seminars.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    idLast6: text('id_last6').notNull(),
    company: text('company'),
    jobTitle: text('job_title'),
    email: text('email'),
    status: text('status').notNull().default('draft'),
    waitSince: timestamp('wait_since', { withTimezone: true }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seminar_attendees_mobile_uq')
      .on(t.seminarId, t.mobile)
      .where(sql`${t.status} in ('draft', 'seated', 'waiting', 'offered')`),
    index('seminar_attendees_request_idx').on(t.requestId, t.id),
    index('seminar_attendees_queue_idx').on(t.seminarId, t.status, t.waitSince),
  ],
);
