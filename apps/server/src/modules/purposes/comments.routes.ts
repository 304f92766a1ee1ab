import {
  commentBody,
  commentIdParams,
  commentKindParams,
  commentMineBody,
  commentPageQuery,
  commentPageSchema,
  commentSchema,
  okSchema,
  purposeIdParams,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import * as svc from './interactions.service';
import { viewerOf } from './viewer';

const tags = ['purposes'];
const security = tokenSecurity;

/** Comments on posts (spec §7 "comments"). */
export default async function commentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  /** A comment count moved: the board's "most discussed" order (board-index.ts) on every process. */
  const counted = (purposeId: number) =>
    app.deps.events.emit('listing.changed', { subject: 'purpose', ids: [purposeId] });
  const signedIn = app.requireRole('user');

  app.get(
    '/exhibitor/rest/comments/purposes/:purposeId',
    {
      schema: {
        tags,
        summary: 'Comments of a post, newest first',
        params: purposeIdParams,
        querystring: commentPageQuery,
        response: answer(commentPageSchema),
      },
    },
    async (request) =>
      ok(await svc.commentsOf(db, await viewerOf(app, request), request.params.purposeId, request.query)),
  );

  app.post(
    '/exhibitor/rest/comments',
    {
      schema: {
        tags,
        security,
        summary: 'Comment on a published post (needs an approved pre-registration; no banned word)',
        body: commentBody,
        response: answer(commentSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.addComment(db, currentUserId(request), request.body, counted)),
  );

  app.delete(
    '/exhibitor/rest/comments/:commentId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an own comment',
        params: commentIdParams,
        response: answer(okSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await svc.deleteComment(db, currentUserId(request), request.params.commentId, counted)),
  );

  // me/from and me/to are the spec's two paths; me/{kind} its generic form (the same two kinds).
  for (const kind of ['from', 'to'] as const) {
    app.post(
      `/exhibitor/rest/comments/me/${kind}`,
      {
        schema: {
          tags,
          security,
          summary: kind === 'from' ? "The caller's comments" : "Comments on the caller's posts",
          body: commentMineBody,
          response: answer(commentPageSchema),
        },
        preHandler: signedIn,
      },
      async (request) => ok(await svc.myComments(db, currentUserId(request), kind, request.body)),
    );
  }
  app.post(
    '/exhibitor/rest/comments/me/:kind',
    {
      schema: {
        tags,
        security,
        summary: "The caller's comments (from) or comments on the caller's posts (to)",
        params: commentKindParams,
        body: commentMineBody,
        response: answer(commentPageSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await svc.myComments(db, currentUserId(request), request.params.kind, request.body)),
  );
}
