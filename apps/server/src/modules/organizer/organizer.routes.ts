import {
  dashboardSchema,
  deadLetterParams,
  deadLettersSchema,
  envelopeSchema,
  operationStatsQuery,
  operationStatsSchema,
  outboxPageSchema,
  outboxQuery,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, tokenSecurity } from '../../platform/envelope';
import {
  getDashboard,
  getOperationStats,
  listDeadLetters,
  listOutbox,
  retryDeadLetter,
} from './organizer.service';

const tags = ['organizer'];

/** The organizer's console (ARCHITECTURE §1): organizer staff only. */
export default async function organizerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const organizerOnly = app.requireRole('organizer');

  app.get(
    '/portal/rest/organizer/dashboard',
    {
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Console totals: accounts, outbox, today’s views and errors, attachments',
        response: { 200: envelopeSchema(dashboardSchema) },
      },
      preHandler: organizerOnly,
    },
    async () => ok(await getDashboard(deps)),
  );

  app.get(
    '/portal/rest/organizer/outbox',
    {
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Mail and SMS sent (or kept in the dev outbox), newest first; filter by channel and text',
        querystring: outboxQuery,
        response: { 200: envelopeSchema(outboxPageSchema) },
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await listOutbox(deps, request.query)),
  );

  app.get(
    '/portal/rest/organizer/operates/stats',
    {
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Operation records per day (Asia/Shanghai) and path for the last N days, most first',
        querystring: operationStatsQuery,
        response: { 200: envelopeSchema(operationStatsSchema) },
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await getOperationStats(deps, request.query)),
  );

  app.get(
    '/portal/rest/organizer/jobs/dead',
    {
      schema: {
        tags,
        summary: 'Background jobs (mail and SMS sends, sweeps) that used up their retries, newest first',
        security: tokenSecurity,
        response: { 200: envelopeSchema(deadLettersSchema) },
      },
      preHandler: organizerOnly,
    },
    async () => ok(await listDeadLetters(deps)),
  );

  app.post(
    '/portal/rest/organizer/jobs/dead/:id/retry',
    {
      schema: {
        tags,
        summary: 'Send a failed job back to its queue for a fresh set of tries',
        security: tokenSecurity,
        params: deadLetterParams,
        response: { 200: envelopeSchema(z.null()) },
      },
      preHandler: organizerOnly,
    },
    async (request) => {
      await retryDeadLetter(deps, request.params.id);
      return ok(null);
    },
  );
}
