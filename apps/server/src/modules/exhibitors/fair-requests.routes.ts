import {
  fairRequestBody,
  fairRequestIdParams,
  fairRequestPageSchema,
  fairRequestQueueQuery,
  fairRequestSchema,
  previewRejectBody,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId, signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import { currentExhibitionId } from '../fair';
import * as svc from './fair-requests.service';

const tags = ['enterprises'];
const security = tokenSecurity;

/** Fair participation requests: an enterprise asks to exhibit, the organizer decides (paths unchanged). */
export default async function fairRequestsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');
  const organizerOnly = app.requireRole('organizer');
  /** An approval puts the enterprise in the fair's directory: the portal's search reads it (modules/search). */
  const listed = async <T extends { enterpriseId: number }>(work: Promise<T>) => {
    const result = await work;
    await app.deps.events.emit('listing.changed', { subject: 'exhibitor', ids: [result.enterpriseId] });
    return result;
  };

  /* ------------------------------------------------- fair participation */

  app.post(
    '/exhibitor/rest/enterprise/request',
    {
      schema: {
        tags,
        security,
        summary:
          'Ask to take part in the fair (administrator of a certified enterprise that does not exhibit yet); the organizer decides',
        body: fairRequestBody,
        response: answer(fairRequestSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await svc.requestFair(db, signedInCaller(request), request.body, await currentExhibitionId(db))),
  );

  app.get(
    '/portal/rest/organizer/enterprises/fairRequests',
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Requests to take part in the fair (organizer): filter by state, oldest first',
        querystring: fairRequestQueueQuery,
        response: answer(fairRequestPageSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await svc.fairRequestQueue(db, request.query)),
  );

  app.put(
    '/portal/rest/organizer/enterprises/fairRequests/:requestId/approve',
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: "Approve a request to exhibit: the enterprise enters the fair's exhibitor directory",
        params: fairRequestIdParams,
        response: answer(fairRequestSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await listed(
          svc.reviewFairRequest(db, currentUserId(request), request.params.requestId, {
            action: 'approve',
          }),
        ),
      ),
  );

  app.put(
    '/portal/rest/organizer/enterprises/fairRequests/:requestId/reject',
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Reject a request to exhibit with a reason the enterprise sees',
        params: fairRequestIdParams,
        body: previewRejectBody,
        response: answer(fairRequestSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await svc.reviewFairRequest(db, currentUserId(request), request.params.requestId, {
          action: 'reject',
          reason: request.body.reason,
        }),
      ),
  );
}
