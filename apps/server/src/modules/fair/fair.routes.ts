import {
  envelopeSchema,
  fairEditionListSchema,
  fairEditionSchema,
  fairIdParams,
  fairPhasesBody,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId } from '../../platform/auth';
import { ok, tokenSecurity } from '../../platform/envelope';
import * as svc from './fair.service';

const tags = ['fair'];

/**
 * The organizer's side of the fair editions: the list, the phases of one, and which one is
 * current. Everyone else reads the current fair from `portal/rest/config/key/currentAppointmentExhibition`.
 */
export default async function fairRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const organizerOnly = app.requireRole('organizer');

  app.get(
    '/portal/rest/organizer/fairs',
    {
      preHandler: organizerOnly,
      schema: {
        tags,
        summary: 'Fair editions with their phases (organizer)',
        security: tokenSecurity,
        response: { 200: envelopeSchema(fairEditionListSchema) },
      },
    },
    async (request) => ok(await svc.listFairs(db, request.locale)),
  );

  app.put(
    '/portal/rest/organizer/fairs/:exhibitionId/phases',
    {
      preHandler: organizerOnly,
      schema: {
        tags,
        summary: 'Set when registration opens and closes and the fair days (organizer)',
        security: tokenSecurity,
        params: fairIdParams,
        body: fairPhasesBody,
        response: { 200: envelopeSchema(fairEditionSchema) },
      },
    },
    async (request) =>
      ok(
        await svc.updatePhases(
          db,
          currentUserId(request),
          request.params.exhibitionId,
          request.body,
          request.locale,
        ),
      ),
  );

  app.put(
    '/portal/rest/organizer/fairs/:exhibitionId/current',
    {
      preHandler: organizerOnly,
      schema: {
        tags,
        summary: 'Make this edition the current fair (organizer)',
        security: tokenSecurity,
        params: fairIdParams,
        response: { 200: envelopeSchema(fairEditionSchema) },
      },
    },
    async (request) => ok(await svc.makeCurrent(db, request.params.exhibitionId, request.locale)),
  );
}
