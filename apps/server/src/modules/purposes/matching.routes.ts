import {
  matchingPurposesQuery,
  purposeIdParams,
  purposeMatchesSchema,
  purposePageSchema,
  purposeReportBody,
  purposeReportDecisionBody,
  purposeReportedSchema,
  purposeReportPageSchema,
  purposeReportQuery,
  purposeReportSettledSchema,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import * as matching from './matching.service';
import * as reports from './reports.service';
import { signedInViewerOf, viewerOf } from './viewer';

const tags = ['purposes'];
const security = tokenSecurity;

/**
 * Ours (issue 18, beyond the spec's calls): the exhibitors a demand post matches and the demand
 * posts an exhibitor matches; readers' reports of posts and the organizer's decisions on them.
 */
export default async function purposeMatchingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');
  const organizerOnly = app.requireRole('organizer');

  app.get(
    '/exhibitor/rest/purposes/matching',
    {
      schema: {
        tags,
        security,
        summary:
          "Published demand posts in the categories the caller's enterprise exhibits in (its business at this fair), newest first",
        querystring: matchingPurposesQuery,
        response: answer(purposePageSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await matching.matchingDemand(db, await signedInViewerOf(app, request), request.query)),
  );

  app.get(
    '/exhibitor/rest/purposes/:purposeId/matches',
    {
      schema: {
        tags,
        summary:
          'Exhibitors of this fair whose business matches a published demand post (category and industries the text names); none for supply',
        params: purposeIdParams,
        response: answer(purposeMatchesSchema),
      },
    },
    async (request) =>
      ok(await matching.matchesOf(db, await viewerOf(app, request), request.params.purposeId)),
  );

  app.post(
    '/exhibitor/rest/purposes/:purposeId/report',
    {
      schema: {
        tags,
        security,
        summary:
          "Report a published post to the organizer (once per reader; again updates the reader's report)",
        params: purposeIdParams,
        body: purposeReportBody,
        response: answer(purposeReportedSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await reports.report(
          db,
          await signedInViewerOf(app, request),
          request.params.purposeId,
          request.body,
        ),
      ),
  );

  app.get(
    '/portal/rest/organizer/purposes/reports',
    {
      schema: {
        tags: [...tags, 'organizer'],
        security,
        summary:
          'Reported posts, one row each, open ones first (handled=true: settled only; false: open only)',
        querystring: purposeReportQuery,
        response: answer(purposeReportPageSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await reports.reportQueue(db, request.query)),
  );

  app.put(
    '/portal/rest/organizer/purposes/reports/:purposeId',
    {
      schema: {
        tags: [...tags, 'organizer'],
        security,
        summary:
          'Settle the open reports of a post: hide it (with the reason the publisher reads) or keep it',
        params: purposeIdParams,
        body: purposeReportDecisionBody,
        response: answer(purposeReportSettledSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await reports.decideReports(
          db,
          await signedInViewerOf(app, request),
          request.params.purposeId,
          request.body,
        ),
      ),
  );
}
