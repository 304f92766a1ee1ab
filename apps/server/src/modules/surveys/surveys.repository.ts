import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surveyAnswers, surveys } from '../../db/schema/surveys';

export type SurveyRow = typeof surveys.$inferSelect;
export type AnswerRow = typeof surveyAnswers.$inferSelect;

export async function findSurvey(db: Db, id: number) {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, id)).limit(1);
  return row;
}

export async function findAnswers(db: Db, surveyId: number, requestId: number) {
  const [row] = await db
    .select()
    .from(surveyAnswers)
    .where(sql`${surveyAnswers.surveyId} = ${surveyId} and ${surveyAnswers.requestId} = ${requestId}`)
    .limit(1);
  return row;
}

/**
 * One answer set per survey and request, in one statement: of two submits (a double click,
 * two tabs) only the first stores; the other gets no row.
 */
export async function saveAnswers(
  db: Db,
  values: { surveyId: number; requestId: number; userId: number; answers: Record<string, string | string[]> },
) {
  const [row] = await db
    .insert(surveyAnswers)
    .values(values)
    .onConflictDoNothing({ target: [surveyAnswers.surveyId, surveyAnswers.requestId] })
    .returning();
  return row;
}

export async function countResponses(db: Db, surveyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(surveyAnswers)
    .where(eq(surveyAnswers.surveyId, surveyId));
  return row?.n ?? 0;
}

/** How many answer sets chose each option (a single choice as one, each of a multiple choice). */
export async function optionCounts(db: Db, surveyId: number) {
  const result = await db.execute<{ question: string; option: string; n: number }>(sql`
    select e.key as question, o.value as option, count(*)::int as n
    from survey_answers a
    cross join lateral jsonb_each(a.answers) e
    cross join lateral jsonb_array_elements_text(
      case jsonb_typeof(e.value) when 'array' then e.value else jsonb_build_array(e.value) end
    ) o
    where a.survey_id = ${surveyId}
    group by e.key, o.value`);
  return rowsOf<{ question: string; option: string; n: number }>(result);
}

/** How many answer sets answered each question. */
export async function answeredCounts(db: Db, surveyId: number) {
  const result = await db.execute<{ question: string; n: number }>(sql`
    select e.key as question, count(*)::int as n
    from survey_answers a
    cross join lateral jsonb_each(a.answers) e
    where a.survey_id = ${surveyId}
    group by e.key`);
  return rowsOf<{ question: string; n: number }>(result);
}

/** The latest free-text answers of a question. */
export async function latestTexts(db: Db, surveyId: number, question: string, limit: number) {
  const rows = await db
    .select({ text: sql<string>`${surveyAnswers.answers} ->> ${question}` })
    .from(surveyAnswers)
    .where(
      sql`${surveyAnswers.surveyId} = ${surveyId} and (${surveyAnswers.answers} ->> ${question}) is not null`,
    )
    .orderBy(desc(surveyAnswers.updatedAt), desc(surveyAnswers.id))
    .limit(limit);
  return rows.map((r) => r.text);
}

function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}
