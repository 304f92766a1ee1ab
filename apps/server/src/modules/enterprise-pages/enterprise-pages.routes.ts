import {
  auditPendingSchema,
  bindBody,
  bindDecisionBody,
  bindNewBody,
  enterpriseIdParams,
  enterpriseLinkSchema,
  previewBody,
  previewIdParams,
  previewPageSchema,
  previewParams,
  previewQueueQuery,
  previewRejectBody,
  previewSchema,
  progressSchema,
  relatedEnterpriseSchema,
  statisticsQuery,
  statisticsSchema,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId, signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import { registerAttachmentReader, registerPublicFiles } from '../attachments';
import { currentExhibitionId } from '../fair';
import { PREVIEW_COVER_REF } from './enterprise-pages.repository';
import * as svc from './enterprise-pages.service';

const tags = ['enterprises'];
const security = tokenSecurity;

/**
 * The enterprise's exhibitor page under review (enterprise/preview), its progress, business
 * statistics, related enterprises (bind…) and pending audits. Every enterprise-scoped call
 * checks that the caller belongs to THAT enterprise (enterprises/membership.ts).
 */
export default async function enterprisePagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');
  const organizerOnly = app.requireRole('organizer');
  const caller = signedInCaller;
  registerPublicFiles(PREVIEW_COVER_REF, svc.isPublishedPageFile);
  registerAttachmentReader(PREVIEW_COVER_REF, svc.isPageMember);

  /* ------------------------------------------------------------ preview */

  app.get(
    '/portal/rest/enterprise/preview/exhibition/:exhibitionId/enterprise/:enterpriseId',
    {
      schema: {
        tags,
        security,
        summary:
          "THAT enterprise's exhibitor page under review at the fair (members); opened on the first call",
        params: previewParams,
        response: answer(previewSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await svc.getPreview(db, caller(request), request.params.exhibitionId, request.params.enterpriseId)),
  );

  app.put(
    '/portal/rest/enterprise/preview/:previewId',
    {
      schema: {
        tags,
        security,
        summary:
          'Save the draft of the exhibitor page: profile in three languages, cover (members; not while waiting)',
        params: previewIdParams,
        body: previewBody,
        response: answer(previewSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.savePreview(db, caller(request), request.params.previewId, request.body)),
  );

  app.put(
    '/portal/rest/enterprise/preview/:previewId/submit',
    {
      schema: {
        tags,
        security,
        summary: 'Submit the exhibitor page for the organizer to review (members)',
        params: previewIdParams,
        response: answer(previewSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.submitPreview(db, caller(request), request.params.previewId)),
  );

  app.get(
    '/portal/rest/organizer/enterprises/previews',
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Exhibitor pages to review (organizer): filter by state, waiting ones oldest first',
        querystring: previewQueueQuery,
        response: answer(previewPageSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await svc.previewQueue(db, request.query)),
  );

  app.put(
    '/portal/rest/organizer/enterprises/previews/:previewId/approve',
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Approve an exhibitor page: it becomes the public page',
        params: previewIdParams,
        response: answer(previewSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await svc.reviewPreview(db, currentUserId(request), request.params.previewId, { action: 'approve' }),
      ),
  );

  app.put(
    '/portal/rest/organizer/enterprises/previews/:previewId/reject',
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Reject an exhibitor page with a reason the enterprise sees',
        params: previewIdParams,
        body: previewRejectBody,
        response: answer(previewSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await svc.reviewPreview(db, currentUserId(request), request.params.previewId, {
          action: 'reject',
          reason: request.body.reason,
        }),
      ),
  );

  /* ------------------------------------------------ progress and audits */

  app.get(
    '/exhibitor/rest/enterprise/:enterpriseId/progress',
    {
      schema: {
        tags,
        security,
        summary: "THAT enterprise's steps: certification, settlement, page review, products listed (members)",
        params: enterpriseIdParams,
        response: answer(progressSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await svc.progress(db, caller(request), request.params.enterpriseId, await currentExhibitionId(db))),
  );

  app.post(
    '/exhibitor/rest/enterprise/auditPending',
    {
      schema: {
        tags,
        security,
        summary:
          "What waits for the caller's decision (administrator: join and link requests) and what of theirs waits for the organizer",
        response: answer(auditPendingSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.auditPending(db, caller(request), await currentExhibitionId(db))),
  );

  /* ----------------------------------------------------------- statistics */

  app.get(
    '/exhibitor/rest/enterprise/:enterpriseId/business/statistics',
    {
      schema: {
        tags,
        security,
        summary:
          "THAT enterprise's page and product views, follows, favourites and chats per fair day (members; at most 92 days)",
        params: enterpriseIdParams,
        querystring: statisticsQuery,
        response: answer(statisticsSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await svc.statistics(db, caller(request), request.params.enterpriseId, request.query)),
  );

  /* --------------------------------------------------- related enterprises */

  app.post(
    '/exhibitor/rest/enterprise/bind/:enterpriseId',
    {
      schema: {
        tags,
        security,
        summary:
          "Ask THAT certified enterprise to be linked to the caller's (administrator); it accepts or rejects",
        params: enterpriseIdParams,
        body: bindBody,
        response: answer(enterpriseLinkSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await svc.requestLink(
          db,
          caller(request),
          { enterpriseId: request.params.enterpriseId },
          request.body.relation,
        ),
      ),
  );

  app.post(
    '/exhibitor/rest/enterprise/bindNew',
    {
      schema: {
        tags,
        security,
        summary: 'Ask a certified enterprise, found by its credit code, to be linked (administrator)',
        body: bindNewBody,
        response: answer(enterpriseLinkSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await svc.requestLink(
          db,
          caller(request),
          { creditCode: request.body.creditCode },
          request.body.relation,
        ),
      ),
  );

  app.get(
    '/exhibitor/rest/enterprise/:enterpriseId/bind/enterprise',
    {
      schema: {
        tags,
        security,
        summary: "THAT enterprise's links, asked and received, in every state (members)",
        params: enterpriseIdParams,
        response: answer(z.array(enterpriseLinkSchema)),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.listLinks(db, caller(request), request.params.enterpriseId)),
  );

  app.post(
    '/exhibitor/rest/enterprise/:enterpriseId/bind/enterprise',
    {
      schema: {
        tags,
        security,
        summary:
          'Decide a link of THAT enterprise (administrator): accept or reject (reason) a received one, cancel an asked one, remove an accepted one',
        params: enterpriseIdParams,
        body: bindDecisionBody,
        response: answer(enterpriseLinkSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await svc.decideLink(db, caller(request), request.params.enterpriseId, request.body)),
  );

  app.get(
    '/exhibitor/rest/enterprise/:enterpriseId/enterprises',
    {
      schema: {
        tags,
        summary: 'Enterprises linked to a certified enterprise (accepted links), for anyone',
        params: enterpriseIdParams,
        response: answer(z.array(relatedEnterpriseSchema)),
      },
    },
    async (request) => ok(await svc.relatedEnterprises(db, request.params.enterpriseId)),
  );
}
