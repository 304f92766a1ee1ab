import {
  checkIdCardParams,
  checkIdCardResultSchema,
  envelopeSchema,
  myVisitorQuery,
  myVisitorSchema,
  visitorAttachmentsSchema,
  visitorBulkApproveBody,
  visitorBulkApproveResultSchema,
  visitorCheckInBody,
  visitorCheckInResultSchema,
  visitorIdParams,
  visitorMobileSchema,
  visitorPublicCheckBody,
  visitorPublicCheckResultSchema,
  visitorPublicRequestBody,
  visitorRegisterBody,
  visitorRegisterResultSchema,
  visitorRegistrationSchema,
  visitorRejectBody,
  visitorReviewPageSchema,
  visitorReviewQuery,
  visitorSourceParams,
  visitorSourceResultSchema,
  visitorSourceStatsQuery,
  visitorSourceStatsSchema,
  visitorUserParams,
} from '@cidpex/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { registerPrivateFiles } from '../attachments';
import { assertRegistrationOpen } from '../fair';
import visitorPages from './pages.routes';
import * as service from './visitors.service';

const tags = ['visitors'];
const security = [{ token: [] }];
const registerAnswer = { 200: envelopeSchema(visitorRegisterResultSchema) };
/** Looking up identity numbers and recording visits: enough for people, too few for guessing. */
const LOOKUP_IP_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * Buyer pre-registration (spec §7 "Registration and visitors"), its review and the e-badge
 * check-in in the organizer console. The code-sending calls belong to the accounts module.
 */
export default async function visitorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const { db } = deps;
  const signedIn = app.requireRole('user');
  const organizer = app.requireRole('organizer');

  app.registerRoleResolver('visitor', (roleDb, userId) => service.isApprovedVisitor(roleDb, userId));
  // The business-card pictures of a registration: only the registrant and the organizer get a link.
  registerPrivateFiles(service.REGISTRATION_FILE_REF);

  async function viewerOf(request: FastifyRequest): Promise<service.Viewer> {
    return { userId: currentUserId(request), isOrganizer: await app.hasRole(request, 'organizer') };
  }

  app.get(
    '/register/rest/visitors/checkIdCard/:exhibitionId/:idCardNo',
    {
      schema: {
        tags,
        security,
        summary: 'Check an ID card or passport number and whether it is registered for the fair',
        description: 'The answer shows only the last six characters of the number.',
        params: checkIdCardParams,
        response: { 200: envelopeSchema(checkIdCardResultSchema) },
      },
      preHandler: signedIn,
      config: { rateLimit: LOOKUP_IP_LIMIT },
    },
    async (request) =>
      ok(
        await service.checkIdNumber(
          db,
          currentUserId(request),
          request.params.exhibitionId,
          request.params.idCardNo,
        ),
      ),
  );

  app.post(
    '/register/rest/visitors/register',
    {
      schema: {
        tags,
        security,
        summary: 'Pre-register as a buyer (domestic or overseas form)',
        description:
          'Stores one registration per user and fair, pending review. A repeated submit answers the stored one with created=false.',
        body: visitorRegisterBody,
        response: registerAnswer,
      },
      preHandler: signedIn,
    },
    async (request) => {
      const { form, ...input } = request.body;
      return ok(await service.register(deps, currentUserId(request), request.locale, form, input));
    },
  );

  app.post(
    '/register/rest/visitors/register/public',
    {
      schema: {
        tags,
        security,
        summary: 'English site, first page (/en/register): check contact and passport, nothing stored',
        body: visitorPublicCheckBody,
        response: { 200: envelopeSchema(visitorPublicCheckResultSchema) },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const userId = currentUserId(request);
      const existing = await service.myRegistration(db, userId, request.body.exhibitionId);
      // The first page already says when registration is not open, before the form is filled in.
      if (!existing) await assertRegistrationOpen(db, request.locale, request.body.exhibitionId);
      if (!existing && request.body.passportNo) {
        await service.assertIdentityFree(db, userId, request.body.exhibitionId, request.body.passportNo);
      }
      return ok({ ok: true as const, existing });
    },
  );

  app.post(
    '/register/rest/visitors/register/public/request',
    {
      schema: {
        tags,
        security,
        summary: 'English site, last page (/en/next): submit the whole overseas form',
        body: visitorPublicRequestBody,
        response: registerAnswer,
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await service.register(deps, currentUserId(request), request.locale, 'overseas', request.body)),
  );

  app.post(
    '/register/rest/visitors/:visitorId/user/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'Correct your pending or rejected registration: it goes back to review',
        params: visitorUserParams,
        body: visitorRegisterBody,
        response: registerAnswer,
      },
      preHandler: signedIn,
    },
    async (request) => {
      const { form, ...input } = request.body;
      return ok(
        await service.resubmit(
          deps,
          await viewerOf(request),
          request.params.visitorId,
          request.params.userId,
          request.locale,
          form,
          input,
        ),
      );
    },
  );

  app.get(
    '/register/rest/visitors/:exhibitionId/userId/:userId/source/:source/invite/:invite',
    {
      schema: {
        tags,
        summary: 'Record where a visitor came from (source and invite link)',
        description:
          'Anonymous visits are counted without a user; a signed-in caller is recorded as themselves, whatever the path says.',
        params: visitorSourceParams,
        response: { 200: envelopeSchema(visitorSourceResultSchema) },
      },
      config: { rateLimit: LOOKUP_IP_LIMIT },
    },
    async (request) =>
      ok(
        await service.recordSource(db, {
          exhibitionId: request.params.exhibitionId,
          userId: request.auth?.userId ?? null,
          source: request.params.source,
          invite: request.params.invite,
          ip: request.ip,
        }),
      ),
  );

  app.get(
    '/register/rest/visitors/:visitorId/mobile-phone',
    {
      schema: {
        tags,
        security,
        summary: 'The mobile number of a registration (its owner or the organizer)',
        params: visitorIdParams,
        response: { 200: envelopeSchema(visitorMobileSchema) },
      },
      preHandler: signedIn,
    },
    async (request) => ok(await service.mobileOf(db, await viewerOf(request), request.params.visitorId)),
  );

  app.get(
    '/portal/rest/visitors/:visitorId/attachments',
    {
      schema: {
        tags,
        security,
        summary: 'The business card pictures of a registration (its owner or the organizer)',
        params: visitorIdParams,
        response: { 200: envelopeSchema(visitorAttachmentsSchema) },
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await service.cardAttachments(db, await viewerOf(request), request.params.visitorId)),
  );

  app.get(
    '/register/rest/visitors/users',
    {
      schema: {
        tags,
        security,
        summary: 'Your pre-registration for a fair (null when none), with the e-badge once approved',
        querystring: myVisitorQuery,
        response: { 200: envelopeSchema(myVisitorSchema) },
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await service.myRegistration(db, currentUserId(request), request.query.exhibitionId)),
  );

  // ── organizer console ──
  const ORG = '/portal/rest/organizer/visitors';

  app.get(
    ORG,
    {
      schema: {
        tags,
        security,
        summary: 'Review queue: search, filter by status and country, counts per status',
        querystring: visitorReviewQuery,
        response: { 200: envelopeSchema(visitorReviewPageSchema) },
      },
      preHandler: organizer,
    },
    async (request) => ok(await service.reviewPage(db, request.query)),
  );

  app.get(
    `${ORG}/sources`,
    {
      schema: {
        tags,
        security,
        summary: 'Visits, registrations and approvals per source',
        querystring: visitorSourceStatsQuery,
        response: { 200: envelopeSchema(visitorSourceStatsSchema) },
      },
      preHandler: organizer,
    },
    async (request) => ok(await service.sourceStats(db, request.query.exhibitionId)),
  );

  app.post(
    `${ORG}/approve`,
    {
      schema: {
        tags,
        security,
        summary: 'Approve several registrations; those not pending or rejected are skipped',
        body: visitorBulkApproveBody,
        response: { 200: envelopeSchema(visitorBulkApproveResultSchema) },
      },
      preHandler: organizer,
    },
    async (request) => ok(await service.bulkApprove(deps, request.body.ids, currentUserId(request))),
  );

  app.post(
    `${ORG}/:visitorId/approve`,
    {
      schema: {
        tags,
        security,
        summary: 'Approve a registration: issues the e-badge and mails the visitor',
        params: visitorIdParams,
        response: { 200: envelopeSchema(visitorRegistrationSchema) },
      },
      preHandler: organizer,
    },
    async (request) => ok(await service.approve(deps, request.params.visitorId, currentUserId(request))),
  );

  app.post(
    `${ORG}/:visitorId/reject`,
    {
      schema: {
        tags,
        security,
        summary: 'Reject a registration with a reason (required) and mail the visitor',
        params: visitorIdParams,
        body: visitorRejectBody,
        response: { 200: envelopeSchema(visitorRegistrationSchema) },
      },
      preHandler: organizer,
    },
    async (request) =>
      ok(await service.reject(deps, request.params.visitorId, request.body.reason, currentUserId(request))),
  );

  app.post(
    `${ORG}/checkin`,
    {
      schema: {
        tags,
        security,
        summary: 'Check in an e-badge (scanned or typed): records the entry once',
        body: visitorCheckInBody,
        response: { 200: envelopeSchema(visitorCheckInResultSchema) },
      },
      preHandler: organizer,
    },
    async (request) => ok(await service.checkIn(db, request.body.code, currentUserId(request))),
  );

  await fastify.register(visitorPages);
}
