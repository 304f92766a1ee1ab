import {
  bannedWordsBody,
  bannedWordsSchema,
  commentIdParams,
  commentPageSchema,
  commentSchema,
  organizerCommentQuery,
  purposeMinePageSchema,
  purposeQueueQuery,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import * as interactions from './interactions.service';
import * as svc from './purposes.service';

const tags = ['purposes', 'organizer'];
const security = tokenSecurity;

/**
 * The organizer's side of the board (ours, ARCHITECTURE §1): the review queue (decisions go
 * through PUT /exhibitor/rest/purposes/checkStatus/{id}), comments to hide, banned words.
 */
export default async function organizerPurposesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  /** A comment count moved: the board's "most discussed" order (board-index.ts) on every process. */
  const counted = (purposeId: number) =>
    app.deps.events.emit('listing.changed', { subject: 'purpose', ids: [purposeId] });
  const organizerOnly = app.requireRole('organizer');

  app.get(
    '/portal/rest/organizer/purposes',
    {
      schema: {
        tags,
        security,
        summary: 'Posts by state (waiting ones oldest first), with counts',
        querystring: purposeQueueQuery,
        response: answer(purposeMinePageSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await svc.queue(
          db,
          { userId: currentUserId(request), organizer: true, locale: request.locale },
          request.query,
        ),
      ),
  );

  app.get(
    '/portal/rest/organizer/purposes/bannedWords',
    {
      schema: { tags, security, summary: 'The banned words', response: answer(bannedWordsSchema) },
      preHandler: organizerOnly,
    },
    async () => ok(await svc.getBannedWords(db)),
  );

  app.put(
    '/portal/rest/organizer/purposes/bannedWords',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the banned words (checked on publish, edit, republish and comment)',
        body: bannedWordsBody,
        response: answer(bannedWordsSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await svc.setBannedWords(db, request.body.words)),
  );

  app.get(
    '/portal/rest/organizer/comments',
    {
      schema: {
        tags,
        security,
        summary: 'Comments on posts, newest first (hidden=true: only hidden ones)',
        querystring: organizerCommentQuery,
        response: answer(commentPageSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await interactions.commentQueue(db, currentUserId(request), request.query)),
  );

  app.put(
    '/portal/rest/organizer/comments/:commentId/hide',
    {
      schema: {
        tags,
        security,
        summary: 'Hide a comment from everyone but the organizer',
        params: commentIdParams,
        response: answer(commentSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(await interactions.hideComment(db, currentUserId(request), request.params.commentId, counted)),
  );
}
