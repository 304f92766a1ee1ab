import { behaviorBody, envelopeSchema, operateBody, operateQuery, recordedSchema } from '@cidpex/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { recordBehavior, recordOperation, type Visitor } from './operations.service';

const tags = ['operations'];
/** Every page view posts one record: generous, only a flood from one address is cut. */
const PER_IP_LIMIT = { max: 600, timeWindow: '1 minute' };

function visitorOf(request: FastifyRequest): Visitor {
  return { userId: request.auth?.userId ?? null, ip: request.ip, lang: request.locale };
}

export default async function operationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.post(
    '/portal/rest/operates',
    {
      schema: {
        tags,
        summary: 'Record a page view, client error, click or search (also called as operates?{timestamp})',
        querystring: operateQuery,
        body: operateBody,
        response: { 200: envelopeSchema(recordedSchema) },
      },
      config: { rateLimit: PER_IP_LIMIT },
    },
    async (request) => ok(await recordOperation(db, request.log, request.body, visitorOf(request))),
  );

  app.post(
    '/exhibitor/rest/behaviors',
    {
      schema: {
        tags,
        summary: 'Record a user behaviour (action on a target)',
        body: behaviorBody,
        response: { 200: envelopeSchema(recordedSchema) },
      },
      config: { rateLimit: PER_IP_LIMIT },
    },
    async (request) => ok(await recordBehavior(db, request.log, request.body, visitorOf(request))),
  );
}
