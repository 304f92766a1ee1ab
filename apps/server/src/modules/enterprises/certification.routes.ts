import {
  certificationBody,
  certificationCheckSchema,
  certificationPageSchema,
  certificationQueueQuery,
  certificationRejectBody,
  dateAnswerSchema,
  enterpriseIdParams,
  enterpriseSchema,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId, signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import * as ent from './enterprises.service';

const tags = ['enterprises'];
const security = tokenSecurity;

/** Certification (spec §6): a user certifies a new enterprise, sees where the request stands; the organizer approves or rejects it. */
export async function certificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps;
  const signedIn = app.requireRole('user');
  const organizerOnly = app.requireRole('organizer');
  const caller = signedInCaller;

  /* ------------------------------------------------------ certification */

  app.post(
    '/portal/rest/entCer/authentication',
    {
      schema: {
        tags,
        security,
        summary: 'Certify a new enterprise (or resubmit a rejected certification); the organizer reviews it',
        body: certificationBody,
        response: answer(enterpriseSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await ent.submitCertification(deps, caller(request), request.body)),
  );

  app.get(
    '/portal/rest/entCer/check',
    {
      schema: {
        tags,
        security,
        summary:
          "The caller's certification state (none, pending, certified, rejected) with the reject reason",
        response: answer(certificationCheckSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await ent.checkCertification(db, currentUserId(request))),
  );

  app.get(
    '/portal/rest/entCer/certList',
    {
      schema: {
        tags,
        security,
        summary: 'Certifications the caller submitted, newest first',
        response: answer(z.array(enterpriseSchema)),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await ent.listOwnCertifications(db, currentUserId(request))),
  );

  app.get(
    '/portal/rest/entCer/entryDate',
    {
      schema: {
        tags,
        security,
        summary: 'When the caller joined their enterprise',
        response: answer(dateAnswerSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await ent.entryDate(db, currentUserId(request))),
  );

  app.get(
    '/portal/rest/entCer/authenticationDate',
    {
      schema: {
        tags,
        security,
        summary: "When the caller's enterprise was certified",
        response: answer(dateAnswerSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await ent.authenticationDate(db, currentUserId(request))),
  );

  /* ---------------------------------------------------- organizer queue */

  app.get(
    '/portal/rest/organizer/enterprises/certifications',
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Certification queue (organizer): filter by state, search name or credit code, newest first',
        querystring: certificationQueueQuery,
        response: answer(certificationPageSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await ent.listCertificationQueue(db, request.query)),
  );

  app.put(
    '/portal/rest/organizer/enterprises/:enterpriseId/approve',
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Approve a certification: the applicant becomes the enterprise administrator',
        params: enterpriseIdParams,
        response: answer(enterpriseSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await ent.reviewCertification(deps, currentUserId(request), request.params.enterpriseId, {
          action: 'approve',
        }),
      ),
  );

  app.put(
    '/portal/rest/organizer/enterprises/:enterpriseId/reject',
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Reject a certification with a reason the applicant sees',
        params: enterpriseIdParams,
        body: certificationRejectBody,
        response: answer(enterpriseSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await ent.reviewCertification(deps, currentUserId(request), request.params.enterpriseId, {
          action: 'reject',
          reason: request.body.reason,
        }),
      ),
  );
}
