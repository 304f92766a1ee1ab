import {
  myQuestionSchema,
  okSchema,
  organizerQuestionQuery,
  organizerQuestionSchema,
  organizerWebcastPageSchema,
  organizerWebcastQuery,
  ownQuestionParams,
  ownWebcastSchema,
  questionAnswerBody,
  questionIdParams,
  questionModerateBody,
  videoPageSchema,
  webcastBody,
  webcastDetailSchema,
  webcastIdParams,
  webcastListQuery,
  webcastPageSchema,
  webcastQuestionBody,
  webcastReviewBody,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId, signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity as security } from '../../platform/envelope';
import * as svc from './webcasts.service';

const tags = ['content', 'webcasts'];

/**
 * Webcasts (spec §2 /webcast/*, /webinar, /video/*, /myEnterprise/webcast). The spec names
 * no calls for them: /portal/rest/webcasts for anyone (questions need a sign-in),
 * /exhibitor/rest/webcasts for the enterprise's own staff (checked against THAT enterprise),
 * /portal/rest/organizer/webcasts for the review and the moderation of questions.
 */
export default async function webcastRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');
  const organizerOnly = app.requireRole('organizer');

  app.get(
    '/portal/rest/webcasts',
    {
      schema: {
        tags,
        summary: 'Approved webcasts, newest first (withReport: only those with a report)',
        querystring: webcastListQuery,
        response: answer(webcastPageSchema),
      },
    },
    async (request) => ok(await svc.publicList(db, request.query, request.locale)),
  );

  app.get(
    '/portal/rest/webcasts/videos',
    {
      schema: {
        tags,
        summary: 'Every video of the approved webcasts (the video list)',
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(50).default(12),
        }),
        response: answer(videoPageSchema),
      },
    },
    async (request) => ok(await svc.publicVideos(db, request.query, request.locale)),
  );

  app.get(
    '/portal/rest/webcasts/:webcastId',
    {
      schema: {
        tags,
        summary: 'An approved webcast: videos, report, approved questions (counts a view)',
        params: webcastIdParams,
        response: answer(webcastDetailSchema),
      },
    },
    async (request) => ok(await svc.publicDetail(db, request.params.webcastId, request.locale)),
  );

  app.get(
    '/portal/rest/webcasts/:webcastId/myQuestions',
    {
      schema: {
        tags,
        security,
        summary: "The caller's questions on a webcast, with their moderation state",
        params: webcastIdParams,
        response: answer(z.array(myQuestionSchema)),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.myQuestions(db, currentUserId(request), request.params.webcastId)),
  );

  app.post(
    '/portal/rest/webcasts/:webcastId/questions',
    {
      schema: {
        tags,
        security,
        summary: 'Ask a question (shown once the organizer approves it; asked twice, stored once)',
        params: webcastIdParams,
        body: webcastQuestionBody,
        response: answer(myQuestionSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await svc.ask(db, currentUserId(request), request.params.webcastId, request.body.body)),
  );

  // ---- the enterprise's staff ----
  const etags = ['content', 'webcasts', 'enterprise'];

  app.get(
    '/exhibitor/rest/webcasts',
    {
      schema: {
        tags: etags,
        security,
        summary: "The caller's enterprise's webcasts in every state",
        response: answer(z.array(ownWebcastSchema)),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.listOwn(db, signedInCaller(request))),
  );

  app.post(
    '/exhibitor/rest/webcasts',
    {
      schema: {
        tags: etags,
        security,
        summary: 'Write a webcast (draft): MP4 videos and a poster the caller uploaded, a report',
        body: webcastBody,
        response: answer(ownWebcastSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.createOwn(db, signedInCaller(request), request.body)),
  );

  app.get(
    '/exhibitor/rest/webcasts/:webcastId',
    {
      schema: {
        tags: etags,
        security,
        summary: "A webcast of the caller's enterprise",
        params: webcastIdParams,
        response: answer(ownWebcastSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.getOwn(db, signedInCaller(request), request.params.webcastId)),
  );

  app.put(
    '/exhibitor/rest/webcasts/:webcastId',
    {
      schema: {
        tags: etags,
        security,
        summary: 'Save a webcast (an approved one goes back to the review)',
        params: webcastIdParams,
        body: webcastBody,
        response: answer(ownWebcastSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await svc.updateOwn(db, signedInCaller(request), request.params.webcastId, request.body)),
  );

  app.post(
    '/exhibitor/rest/webcasts/:webcastId/submit',
    {
      schema: {
        tags: etags,
        security,
        summary: 'Submit a draft or rejected webcast to the organizer',
        params: webcastIdParams,
        response: answer(ownWebcastSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.submitOwn(db, signedInCaller(request), request.params.webcastId)),
  );

  app.post(
    '/exhibitor/rest/webcasts/:webcastId/withdraw',
    {
      schema: {
        tags: etags,
        security,
        summary: 'Withdraw a webcast waiting for the review (back to draft)',
        params: webcastIdParams,
        response: answer(ownWebcastSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.withdrawOwn(db, signedInCaller(request), request.params.webcastId)),
  );

  app.delete(
    '/exhibitor/rest/webcasts/:webcastId',
    {
      schema: {
        tags: etags,
        security,
        summary: 'Delete a draft or rejected webcast',
        params: webcastIdParams,
        response: answer(okSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.deleteOwn(db, signedInCaller(request), request.params.webcastId)),
  );

  app.get(
    '/exhibitor/rest/webcasts/:webcastId/questions',
    {
      schema: {
        tags: etags,
        security,
        summary: "The approved questions on a webcast of the caller's enterprise, with their answers",
        params: webcastIdParams,
        response: answer(z.array(myQuestionSchema)),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.ownQuestions(db, signedInCaller(request), request.params.webcastId)),
  );

  app.post(
    '/exhibitor/rest/webcasts/:webcastId/questions/:questionId/answer',
    {
      schema: {
        tags: etags,
        security,
        summary: "Answer an approved question on a webcast of the caller's enterprise (replaces the answer)",
        params: ownQuestionParams,
        body: questionAnswerBody,
        response: answer(myQuestionSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await svc.answerAsEnterprise(
          db,
          signedInCaller(request),
          request.params.webcastId,
          request.params.questionId,
          request.body.answer,
        ),
      ),
  );

  // ---- the organizer ----
  const otags = ['content', 'webcasts', 'organizer'];

  app.get(
    '/portal/rest/organizer/webcasts',
    {
      schema: {
        tags: otags,
        security,
        summary: 'Webcasts to review (pending first) and the others',
        querystring: organizerWebcastQuery,
        response: answer(organizerWebcastPageSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await svc.organizerList(db, request.query)),
  );

  app.post(
    '/portal/rest/organizer/webcasts/:webcastId/review',
    {
      schema: {
        tags: otags,
        security,
        summary: 'Approve a pending webcast (it goes public) or reject it with a reason',
        params: webcastIdParams,
        body: webcastReviewBody,
        response: answer(ownWebcastSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(await svc.review(db, request.params.webcastId, request.body.decision, request.body.note)),
  );

  app.get(
    '/portal/rest/organizer/webcastQuestions',
    {
      schema: {
        tags: otags,
        security,
        summary: 'Visitors’ questions on webcasts, by moderation state',
        querystring: organizerQuestionQuery,
        response: answer(z.array(organizerQuestionSchema)),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await svc.organizerQuestions(db, request.query.status)),
  );

  app.post(
    '/portal/rest/organizer/webcastQuestions/:questionId',
    {
      schema: {
        tags: otags,
        security,
        summary: 'Approve (with an optional answer) or reject a question',
        params: questionIdParams,
        body: questionModerateBody,
        response: answer(organizerQuestionSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(await svc.moderate(db, request.params.questionId, request.body.decision, request.body.answer)),
  );

  app.post(
    '/portal/rest/organizer/webcastQuestions/:questionId/answer',
    {
      schema: {
        tags: otags,
        security,
        summary: 'Answer a question waiting or approved, as the organizer (replaces the answer)',
        params: questionIdParams,
        body: questionAnswerBody,
        response: answer(organizerQuestionSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await svc.answerAsOrganizer(db, request.params.questionId, request.body.answer)),
  );
}
