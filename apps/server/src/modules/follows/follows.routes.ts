import {
  followBody,
  followIdParams,
  followKeyParams,
  followPageBody,
  followPageSchema,
  followSchema,
  followStateSchema,
  okSchema,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import * as svc from './follows.service';

const tags = ['follows'];
const security = tokenSecurity;

/**
 * Follows (spec §7 "follows: key, POST, DELETE, page/my"; /userCenterEn/focusEnterpriseEn):
 * a user follows certified enterprises and favourites products on sale.
 */
export default async function followsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');
  const caller = signedInCaller;

  app.get(
    '/exhibitor/rest/follows/key/:key',
    {
      schema: {
        tags,
        summary:
          'Whether the caller follows a thing (key enterprise-{id} or product-{id}) and how many users do; anonymous: followed false',
        params: followKeyParams,
        response: answer(followStateSchema),
      },
    },
    async (request) => ok(await svc.followState(db, request.auth?.userId ?? null, request.params.key)),
  );

  app.post(
    '/exhibitor/rest/follows',
    {
      schema: {
        tags,
        security,
        summary: 'Follow a certified enterprise or favourite a product on sale (again: the same follow)',
        body: followBody,
        response: answer(followSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.follow(db, caller(request), request.body)),
  );

  app.delete(
    '/exhibitor/rest/follows/:followId',
    {
      schema: {
        tags,
        security,
        summary: 'Stop following (your own follow only)',
        params: followIdParams,
        response: answer(okSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.unfollow(db, caller(request), request.params.followId)),
  );

  for (const path of ['/exhibitor/rest/follows/page/my', '/exhibitor/rest/subscribes/page/mine']) {
    app.post(
      path,
      {
        schema: {
          tags,
          security,
          summary:
            "The caller's followed enterprises (or favourite products), newest first, searched by name",
          body: followPageBody,
          response: answer(followPageSchema),
        },
        preHandler: signedIn,
      },
      async (request) => ok(await svc.myFollows(db, caller(request), request.body)),
    );
  }
}
