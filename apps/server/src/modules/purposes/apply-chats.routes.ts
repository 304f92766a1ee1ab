import {
  applyChatActionBody,
  applyChatBody,
  applyChatExistSchema,
  applyChatIdParams,
  applyChatPageBody,
  applyChatPageSchema,
  applyChatSchema,
  applyChatValidSchema,
  enterpriseIdParams,
  purposeIdParams,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import * as svc from './interactions.service';

const tags = ['purposes'];
const security = tokenSecurity;

/**
 * Applications to chat with a post's publisher (spec §7 "applyChats", states of §4). The
 * conversation itself belongs to the chat domain: an accepted application is what lets it open.
 */
export default async function applyChatsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');

  app.get(
    '/exhibitor/rest/applyChats/exist/:purposeId',
    {
      schema: {
        tags,
        security,
        summary: "The caller's chat application for a post, if any",
        params: purposeIdParams,
        response: answer(applyChatExistSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.existing(db, currentUserId(request), request.params.purposeId)),
  );

  app.post(
    '/exhibitor/rest/applyChats',
    {
      schema: {
        tags,
        security,
        summary: "Apply to chat with a published post's publisher (once per post)",
        body: applyChatBody,
        response: answer(applyChatSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.apply(db, currentUserId(request), request.body)),
  );

  app.get(
    '/exhibitor/rest/applyChats/valid/byEnt/:enterpriseId',
    {
      schema: {
        tags,
        security,
        summary: 'Whether the caller holds an accepted chat application with an enterprise',
        params: enterpriseIdParams,
        response: answer(applyChatValidSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await svc.validWithEnterprise(db, currentUserId(request), request.params.enterpriseId)),
  );

  for (const side of ['from', 'to'] as const) {
    app.post(
      `/exhibitor/rest/applyChats/me/${side}`,
      {
        schema: {
          tags,
          security,
          summary:
            side === 'from'
              ? 'Chat applications the caller sent'
              : "Chat applications to the posts of the caller's enterprise (or the caller's own posts)",
          body: applyChatPageBody,
          response: answer(applyChatPageSchema),
        },
        preHandler: signedIn,
      },
      async (request) => ok(await svc.myApplyChats(db, currentUserId(request), side, request.body)),
    );
  }

  app.put(
    '/exhibitor/rest/applyChats/:applyChatId',
    {
      schema: {
        tags,
        security,
        summary:
          "Cancel or reapply (applicant); pass or reject with a reason (the publisher's enterprise only)",
        params: applyChatIdParams,
        body: applyChatActionBody,
        response: answer(applyChatExistSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await svc.act(db, currentUserId(request), request.params.applyChatId, request.body)),
  );
}
