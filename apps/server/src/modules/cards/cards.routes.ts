import {
  cardCodeParams,
  cardExchangeBody,
  cardExchangeSchema,
  cardHolderBody,
  cardHolderPageSchema,
  cardPreviewSchema,
  heldCardIdParams,
  heldCardSchema,
  myCardSchema,
  okSchema,
} from '@cidpex/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import * as svc from './cards.service';

const tags = ['cards'];
const security = tokenSecurity;

/** Looking codes up is limited per user, so that codes cannot be guessed by trying many. */
const CODE_LOOKUP_LIMIT = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => (request.auth ? `card-user-${request.auth.userId}` : request.ip),
};

/**
 * Business cards of the user center (spec §2 /user/UserCenter vcard, exchangeVcard,
 * cardHolder). The spec names no calls: they live under /portal/rest/cards (docs/api-notes.md).
 */
export default async function cardsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');

  app.get(
    '/portal/rest/cards/mine',
    {
      schema: {
        tags,
        security,
        summary: "The caller's business card and the code others exchange it by",
        response: answer(myCardSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.myCard(db, currentUserId(request))),
  );

  app.get(
    '/portal/rest/cards/code/:code',
    {
      schema: {
        tags,
        security,
        summary:
          'Whose card a code (or a scanned exchange link) is: name, company, title; no contact details',
        params: cardCodeParams,
        response: answer(cardPreviewSchema),
      },
      preHandler: signedIn,
      config: { rateLimit: CODE_LOOKUP_LIMIT },
    },
    async (request) => ok(await svc.previewCard(db, currentUserId(request), request.params.code)),
  );

  app.post(
    '/portal/rest/cards/exchange',
    {
      schema: {
        tags,
        security,
        summary: "Exchange cards with the owner of a code: both then hold the other's card",
        body: cardExchangeBody,
        response: answer(cardExchangeSchema),
      },
      preHandler: signedIn,
      config: { rateLimit: CODE_LOOKUP_LIMIT },
    },
    async (request) => ok(await svc.exchangeCards(db, currentUserId(request), request.body.code)),
  );

  app.post(
    '/portal/rest/cards/holder/page',
    {
      schema: {
        tags,
        security,
        summary:
          "The cards in the caller's card holder, newest first, searched by name, company, mobile or email",
        body: cardHolderBody,
        response: answer(cardHolderPageSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.cardHolder(db, currentUserId(request), request.body)),
  );

  app.get(
    '/portal/rest/cards/holder/:cardId',
    {
      schema: {
        tags,
        security,
        summary: "One card in the caller's card holder",
        params: heldCardIdParams,
        response: answer(heldCardSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.heldCard(db, currentUserId(request), request.params.cardId)),
  );

  app.delete(
    '/portal/rest/cards/holder/:cardId',
    {
      schema: {
        tags,
        security,
        summary: "Remove a card from the caller's card holder (the other keeps the caller's card)",
        params: heldCardIdParams,
        response: answer(okSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.removeHeldCard(db, currentUserId(request), request.params.cardId)),
  );
}
