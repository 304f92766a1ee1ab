import type { SurveyQuestion } from '@cidpex/contracts';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import type { TrilingualText } from './seminars';

/** A survey with fixed id (200417 visitors, 20041722 seminar) and its questions in three languages. */
export const surveys = pgTable('surveys', {
  id: integer('id').primaryKey(),
  exhibitionId: integer('exhibition_id').notNull(),
  /** visitor | seminar: which registration a request id names. */
  kind: text('kind').notNull(),
  title: jsonb('title').$type<TrilingualText>().notNull(),
  questions: jsonb('questions').$type<SurveyQuestion[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One answer set per survey and request: a repeated submit replaces it. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    requestId: integer('request_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, string | string[]>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_answers_request_uq').on(t.surveyId, t.requestId),
    index('survey_answers_survey_idx').on(t.surveyId, t.updatedAt),
  ],
);
