import {
  settlementBody,
  settlementIdParams,
  settlementPageSchema,
  settlementQueueQuery,
  settlementRejectBody,
  settlementSchema,
  settlementStateListSchema,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId, signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import * as settlement from './settlement.service';

const tags = ['enterprises'];
const security = tokenSecurity;

/** Settlement on the exchange platform: the company's request and the organizer's decision. */
export async function settlementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps;
  const signedIn = app.requireRole('user');
  const organizerOnly = app.requireRole('organizer');
  const caller = signedInCaller;

  /* ---------------------------------------------------------- settlement */

  app.post(
    '/exhibitor/rest/enterprise/settlement/settled',
    {
      schema: {
        tags,
        security,
        summary:
          'Apply to settle on the enterprise service platform (administrator of a certified enterprise); the organizer reviews it',
        body: settlementBody,
        response: answer(settlementSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await settlement.saveSettlement(deps, caller(request), request.body, 'submit')),
  );

  app.put(
    '/exhibitor/rest/enterprise/settlement/modify',
    {
      schema: {
        tags,
        security,
        summary:
          'Change a waiting or rejected settlement application (administrator); it goes back to waiting',
        body: settlementBody,
        response: answer(settlementSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await settlement.saveSettlement(deps, caller(request), request.body, 'modify')),
  );

  app.get(
    '/exhibitor/rest/enterprise/settlement/stateList',
    {
      schema: {
        tags,
        security,
        summary: "The settlement states and the caller's enterprise settlement (members)",
        response: answer(settlementStateListSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await settlement.settlementState(db, caller(request))),
  );

  app.get(
    '/portal/rest/organizer/enterprises/settlements',
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Settlement queue (organizer): filter by state, search enterprise names, newest first',
        querystring: settlementQueueQuery,
        response: answer(settlementPageSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await settlement.listSettlementQueue(db, request.query)),
  );

  app.put(
    '/portal/rest/organizer/enterprises/settlements/:settlementId/approve',
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Approve a settlement application',
        params: settlementIdParams,
        response: answer(settlementSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await settlement.reviewSettlement(deps, currentUserId(request), request.params.settlementId, {
          action: 'approve',
        }),
      ),
  );

  app.put(
    '/portal/rest/organizer/enterprises/settlements/:settlementId/reject',
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Reject a settlement application with a reason the enterprise sees',
        params: settlementIdParams,
        body: settlementRejectBody,
        response: answer(settlementSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await settlement.reviewSettlement(deps, currentUserId(request), request.params.settlementId, {
          action: 'reject',
          reason: request.body.reason,
        }),
      ),
  );
}
