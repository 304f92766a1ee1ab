import {
  envelopeSchema,
  surveyAnswerParams,
  surveyAnswersBody,
  surveyIdParams,
  surveyStatsSchema,
  surveyWithAnswersSchema,
} from '@cidpex/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId } from '../../platform/auth';
import { ok, tokenSecurity } from '../../platform/envelope';
import * as service from './surveys.service';

const tags = ['surveys'];
const security = tokenSecurity;

/**
 * The visitor survey (200417) and the seminar survey (20041722): questions, the answers of a
 * registration request (one set each) and the organizer's counts (spec §7, §9).
 */
export default async function surveysRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');
  const organizer = app.requireRole('organizer');

  async function viewerOf(request: FastifyRequest): Promise<service.Viewer> {
    return { userId: currentUserId(request), isOrganizer: await app.hasRole(request, 'organizer') };
  }

  app.get(
    '/register/rest/request/:requestId/visitors/survey/:surveyId',
    {
      schema: {
        tags,
        security,
        summary: "A survey's questions with the answers a registration request gave (null before answering)",
        params: surveyAnswerParams,
        response: { 200: envelopeSchema(surveyWithAnswersSchema) },
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await service.withAnswers(
          db,
          await viewerOf(request),
          request.params.surveyId,
          request.params.requestId,
        ),
      ),
  );

  app.post(
    '/register/rest/answers/visitor/:surveyId/:requestId',
    {
      schema: {
        tags,
        security,
        summary: 'Answer a survey for your registration request (once: a second answer is refused, 10543)',
        description:
          'Answers are checked against the questions: required ones, known options, one option for a single choice, text length (10541).',
        params: surveyAnswerParams,
        body: surveyAnswersBody,
        response: { 200: envelopeSchema(surveyWithAnswersSchema) },
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await service.answer(
          db,
          await viewerOf(request),
          request.params.surveyId,
          request.params.requestId,
          request.body.answers,
        ),
      ),
  );

  app.get(
    '/portal/rest/surveys/stats/answer/:surveyId',
    {
      schema: {
        tags,
        security,
        summary: 'Organizer: responses, answers per question and option, the latest free texts',
        params: surveyIdParams,
        response: { 200: envelopeSchema(surveyStatsSchema) },
      },
      preHandler: organizer,
    },
    async (request) => ok(await service.stats(db, request.params.surveyId)),
  );
}
