import {
  recommendCardDetailSchema,
  recommendCardPageSchema,
  recommendCardParams,
  recommendCardQuery,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import { currentExhibitionId } from '../fair';
import * as cards from './recommend-cards.service';

const tags = ['exhibitors'];
const security = tokenSecurity;
const BASE = '/exhibitor/rest/recommendCards';

/** Recommended buyers' cards of an exhibitor (spec §2 /enterpriseServicePlatform/recommendCard; docs/api-notes.md). */
export default async function recommendCardsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');

  app.get(
    BASE,
    {
      schema: {
        tags,
        security,
        summary:
          "Buyers' cards recommended to the caller's enterprise: demand posts of the board in its industries (no contacts)",
        querystring: recommendCardQuery,
        response: answer(recommendCardPageSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await cards.recommendCards(db, signedInCaller(request), await currentExhibitionId(db), request.query),
      ),
  );

  app.get(
    `${BASE}/:purposeId`,
    {
      schema: {
        tags,
        security,
        summary: "One recommended buyer's card: the public part of the post and its publisher",
        params: recommendCardParams,
        response: answer(recommendCardDetailSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await cards.recommendCard(db, signedInCaller(request), request.params.purposeId)),
  );
}
