import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Fair editions (modules/fair): one row per fair, its id being the exhibition id every
 * fair-scoped row carries (200417 for the 32nd fair). Exactly one row is current
 * (`is_current`, a partial unique index); `portal/rest/config/key/currentAppointmentExhibition`
 * answers with it, so the next fair is a row, not a code change.
 *
 * Phases: registration opens at `registration_opens_at` and closes at
 * `registration_closes_at` (null: open until the organizer closes it); the fair days run from
 * `start_date` to `end_date` between `open_time` and `close_time` in `time_zone`; after
 * `end_date` the fair is over (docs/decisions.md "Fair editions and phases").
 */
export const fairEditions = pgTable(
  'fair_editions',
  {
    id: integer('id').primaryKey(),
    edition: integer('edition').notNull(),
    nameZhHans: text('name_zh_hans').notNull(),
    nameZhHant: text('name_zh_hant').notNull(),
    nameEn: text('name_en').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Daily opening hours, HH:MM in the fair's time zone. */
    openTime: text('open_time').notNull(),
    closeTime: text('close_time').notNull(),
    timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
    cityZhHans: text('city_zh_hans').notNull(),
    cityZhHant: text('city_zh_hant').notNull(),
    cityEn: text('city_en').notNull(),
    venueZhHans: text('venue_zh_hans').notNull(),
    venueZhHant: text('venue_zh_hant').notNull(),
    venueEn: text('venue_en').notNull(),
    /** Hall codes of the fair (dictionary `hall`), in display order. */
    halls: text('halls').array().notNull().default(sql`'{}'::text[]`),
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }),
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }),
    isCurrent: boolean('is_current').notNull().default(false),
    updatedBy: integer('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fair_editions_current_uq').on(t.isCurrent).where(sql`${t.isCurrent}`),
    index('fair_editions_start_idx').on(t.startDate),
  ],
);
