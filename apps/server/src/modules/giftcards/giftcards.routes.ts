import {
  envelopeSchema,
  FAIR,
  giftBatchBody,
  giftBatchIdParams,
  giftBatchSchema,
  giftCodePageSchema,
  giftCodeQuery,
  giftRedeemBody,
  giftRedeemResultSchema,
  giftRedemptionSchema,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import * as service from './giftcards.service';

const tags = ['giftcards'];
const security = [{ token: [] }];
/** Besides the per-user and per-IP counts of wrong codes: a plain ceiling on calls per IP. */
const REDEEM_IP_LIMIT = { max: 30, timeWindow: '1 minute' };
const exhibitionQuery = z.object({
  exhibitionId: z.coerce.number().int().positive().default(FAIR.exhibitionId),
});

/**
 * Gift-card claim codes (spec §1, §2 "Screens implied by texts" 8, §8). The spec names no
 * call for them: the paths below are ours (docs/api-notes.md).
 */
export default async function giftcardsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');
  const organizer = app.requireRole('organizer');

  app.post(
    '/portal/rest/giftCards/redeem',
    {
      schema: {
        tags,
        security,
        summary: 'Redeem a gift-card claim code and see the prize',
        description:
          'A valid unused code is redeemed once. Unknown, used or malformed codes answer 10450 ' +
          "('Unfortunately, this gift card claim code is invalid'); too many wrong codes per user or IP answer 10451 (429).",
        body: giftRedeemBody,
        response: { 200: envelopeSchema(giftRedeemResultSchema) },
      },
      preHandler: signedIn,
      config: { rateLimit: REDEEM_IP_LIMIT },
    },
    async (request) => ok(await service.redeem(db, currentUserId(request), request.ip, request.body.code)),
  );

  app.get(
    '/portal/rest/giftCards/mine',
    {
      schema: {
        tags,
        security,
        summary: 'The prizes you have redeemed',
        response: { 200: envelopeSchema(z.array(giftRedemptionSchema)) },
      },
      preHandler: signedIn,
    },
    async (request) => ok(await service.mine(db, currentUserId(request))),
  );

  // ── organizer console ──
  const ORG = '/portal/rest/organizer/giftCards';

  app.get(
    ORG,
    {
      schema: {
        tags,
        security,
        summary: 'Batches of claim codes with how many were redeemed',
        querystring: exhibitionQuery,
        response: { 200: envelopeSchema(z.array(giftBatchSchema)) },
      },
      preHandler: organizer,
    },
    async (request) => ok(await service.batches(db, request.query.exhibitionId)),
  );

  app.post(
    ORG,
    {
      schema: {
        tags,
        security,
        summary: 'Generate a batch of unguessable claim codes for a prize (named in three languages)',
        querystring: exhibitionQuery,
        body: giftBatchBody,
        response: { 200: envelopeSchema(giftBatchSchema) },
      },
      preHandler: organizer,
    },
    async (request) =>
      ok(await service.createBatch(db, request.query.exhibitionId, request.body, currentUserId(request))),
  );

  app.get(
    `${ORG}/:batchId/codes`,
    {
      schema: {
        tags,
        security,
        summary: 'The codes of a batch: which were redeemed, by whom and when',
        params: giftBatchIdParams,
        querystring: giftCodeQuery,
        response: { 200: envelopeSchema(giftCodePageSchema) },
      },
      preHandler: organizer,
    },
    async (request) => ok(await service.codes(db, request.params.batchId, request.query)),
  );
}
