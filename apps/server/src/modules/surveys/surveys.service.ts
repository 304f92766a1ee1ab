import {
  checkSurveyAnswers,
  SURVEY_LIMITS,
  type Survey,
  type SurveyAnswers,
  type SurveyKind,
  type SurveyStats,
  type SurveyWithAnswers,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { requestOwner } from '../seminars';
import { registrationOwner } from '../visitors';
import * as repo from './surveys.repository';

export interface Viewer {
  userId: number;
  isOrganizer: boolean;
}

function toSurvey(row: repo.SurveyRow): Survey {
  return {
    id: row.id,
    exhibitionId: row.exhibitionId,
    kind: row.kind as SurveyKind,
    title: row.title,
    questions: row.questions,
  };
}

async function surveyOf(db: Db, id: number) {
  const row = await repo.findSurvey(db, id);
  if (!row) throw new AppError('SURVEY_NOT_FOUND');
  return row;
}

/**
 * The registration a request id names for this survey: a seminar request for the seminar
 * survey, a visitor pre-registration for the visitor survey, of the same fair. Its owner may
 * answer; the organizer may read. Anyone else is told it does not exist.
 */
async function checkRequest(
  db: Db,
  survey: repo.SurveyRow,
  requestId: number,
  viewer: Viewer,
  write: boolean,
) {
  const mayRead = (owner: number) => owner === viewer.userId || (!write && viewer.isOrganizer);
  if (survey.kind === 'seminar') {
    const request = await requestOwner(db, requestId);
    if (!request || request.exhibitionId !== survey.exhibitionId || !mayRead(request.userId)) {
      throw new AppError('SURVEY_REQUEST_NOT_FOUND');
    }
    if (write && request.status !== 'completed') throw new AppError('SEMINAR_REQUEST_STATE');
    return;
  }
  const registration = await registrationOwner(db, requestId);
  if (!registration || registration.exhibitionId !== survey.exhibitionId || !mayRead(registration.userId)) {
    throw new AppError('SURVEY_REQUEST_NOT_FOUND');
  }
}

/** GET register/rest/request/{requestId}/visitors/survey/{surveyId}: the questions and the answers given. */
export async function withAnswers(
  db: Db,
  viewer: Viewer,
  surveyId: number,
  requestId: number,
): Promise<SurveyWithAnswers> {
  const survey = await surveyOf(db, surveyId);
  await checkRequest(db, survey, requestId, viewer, false);
  const stored = await repo.findAnswers(db, survey.id, requestId);
  return {
    survey: toSurvey(survey),
    requestId,
    answers: stored?.answers ?? null,
    answeredAt: stored?.updatedAt.toISOString() ?? null,
  };
}

/**
 * POST register/rest/answers/visitor/{surveyId}/{requestId}: answers checked against the
 * questions; a request answers once (a second answer is refused, the first is kept).
 */
export async function answer(
  db: Db,
  viewer: Viewer,
  surveyId: number,
  requestId: number,
  answers: SurveyAnswers,
): Promise<SurveyWithAnswers> {
  const survey = await surveyOf(db, surveyId);
  await checkRequest(db, survey, requestId, viewer, true);
  if (await repo.findAnswers(db, survey.id, requestId)) throw new AppError('SURVEY_ALREADY_ANSWERED');
  const checked = checkSurveyAnswers(survey.questions, answers);
  if (!checked.ok) throw new AppError('SURVEY_ANSWER_INVALID', { question: checked.question });
  const row = await repo.saveAnswers(db, {
    surveyId: survey.id,
    requestId,
    userId: viewer.userId,
    answers: checked.answers,
  });
  if (!row) throw new AppError('SURVEY_ALREADY_ANSWERED');
  return {
    survey: toSurvey(survey),
    requestId,
    answers: row.answers,
    answeredAt: row.updatedAt.toISOString(),
  };
}

/** GET portal/rest/surveys/stats/answer/{surveyId}: per question, how many answered and chose each option. */
export async function stats(db: Db, surveyId: number): Promise<SurveyStats> {
  const survey = await surveyOf(db, surveyId);
  const [responses, options, answered] = await Promise.all([
    repo.countResponses(db, survey.id),
    repo.optionCounts(db, survey.id),
    repo.answeredCounts(db, survey.id),
  ]);
  const count = (question: string, option: string) =>
    options.find((o) => o.question === question && o.option === option)?.n ?? 0;
  const questions = [];
  for (const q of survey.questions) {
    questions.push({
      code: q.code,
      answered: Number(answered.find((a) => a.question === q.code)?.n ?? 0),
      options: q.options.map((o) => ({ code: o.code, count: Number(count(q.code, o.code)) })),
      latestTexts:
        q.kind === 'text' ? await repo.latestTexts(db, survey.id, q.code, SURVEY_LIMITS.latestTexts) : [],
    });
  }
  return { survey: toSurvey(survey), responses, questions };
}
