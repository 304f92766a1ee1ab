import {
  favoriteBody,
  favoritePageBody,
  favoritePageSchema,
  favoritePurposeBody,
  favoritePurposeSchema,
  favoriteStateSchema,
  purposeIdParams,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import * as svc from './interactions.service';
import { signedInViewerOf } from './viewer';

const tags = ['purposes'];
const security = tokenSecurity;

/** Favourite posts (spec §7 "favorites"); docs/api-notes.md says what the unclear paths answer. */
export default async function favoritesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  /** A favourite count moved: the board's kept cards (board-cards.ts) on every process. */
  const counted = (purposeId: number) =>
    app.deps.events.emit('listing.changed', { subject: 'purpose', ids: [purposeId] });
  const signedIn = app.requireRole('user');

  app.post(
    '/exhibitor/rest/favorites',
    {
      schema: {
        tags,
        security,
        summary: 'Collect a published post (a repeat keeps one favourite)',
        body: favoriteBody,
        response: answer(favoriteStateSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.collect(db, currentUserId(request), request.body.purposeId, counted)),
  );

  for (const path of ['/exhibitor/rest/favorites', '/exhibitor/rest/favorites/cancel']) {
    app.put(
      path,
      {
        schema: {
          tags,
          security,
          summary: 'Cancel the collection of a post',
          body: favoriteBody,
          response: answer(favoriteStateSchema),
        },
        preHandler: signedIn,
      },
      async (request) =>
        ok(await svc.cancelCollect(db, currentUserId(request), request.body.purposeId, counted)),
    );
  }

  app.get(
    '/exhibitor/rest/favorites/get/purpose/:purposeId',
    {
      schema: {
        tags,
        security,
        summary: 'Whether the caller collected a post, and its favourite count',
        params: purposeIdParams,
        response: answer(favoriteStateSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await svc.favoriteOf(db, await signedInViewerOf(app, request), request.params.purposeId)),
  );

  app.post(
    '/exhibitor/rest/favorites/purpose',
    {
      schema: {
        tags,
        security,
        summary: 'Which of these posts the caller collected',
        body: favoritePurposeBody,
        response: answer(favoritePurposeSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.collectedOf(db, currentUserId(request), request.body.purposeIds)),
  );

  app.post(
    '/exhibitor/rest/favorites/my/page',
    {
      schema: {
        tags,
        security,
        summary: "The caller's collected posts, newest first (my collections, posts tab)",
        body: favoritePageBody,
        response: answer(favoritePageSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.favoritesPage(db, currentUserId(request), 'mine', request.body)),
  );

  app.post(
    '/exhibitor/rest/favorites/page',
    {
      schema: {
        tags,
        security,
        summary: "Who collected the caller's posts (all, or one post's)",
        body: favoritePageBody,
        response: answer(favoritePageSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.favoritesPage(db, currentUserId(request), 'onMyPosts', request.body)),
  );
}
