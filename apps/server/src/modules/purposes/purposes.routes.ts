import {
  okSchema,
  purposeBody,
  purposeCheckBody,
  purposeEditBody,
  purposeIdParams,
  purposeMineBody,
  purposeMinePageSchema,
  purposePageBody,
  purposePageSchema,
  purposeSchema,
  purposeSystemSchema,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId } from '../../platform/auth';
import { answer, ok, plainJson, tokenSecurity } from '../../platform/envelope';
import { registerPublicFiles } from '../attachments';
import applyChatsRoutes from './apply-chats.routes';
import { BoardIndex } from './board-index';
import commentsRoutes from './comments.routes';
import favoritesRoutes from './favorites.routes';
import purposeMatchingRoutes from './matching.routes';
import organizerPurposesRoutes from './organizer.routes';
import * as repo from './purposes.repository';
import * as svc from './purposes.service';
import { signedInViewerOf, viewerOf } from './viewer';

const tags = ['purposes'];
/** How often the board index checks the table for writes that bypassed the routes (bulk loads). */
const BOARD_INDEX_CHECK_MS = 2000;
const security = tokenSecurity;

/**
 * The supply-and-demand board (spec §7 "purposes"): paths of api-calls.tsv exactly. Comments,
 * favourites, chat applications and the organizer's queue are their own plugins.
 */
export default async function purposesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');
  registerPublicFiles(repo.PURPOSE_REF, svc.isListedPostFile);
  /** A reviewed, edited or removed post may change the board buyers search (modules/search). */
  /** The board's keyword list in memory (board-index.ts), current on every process through the event. */
  const index = new BoardIndex(db, (err, what) => app.log.error({ err }, what));
  const off = app.deps.events.on('listing.changed', ({ subject, ids }) =>
    subject === 'purpose' ? index.changed(ids) : undefined,
  );
  app.addHook('onReady', async () => {
    // Not awaited: 100,000 posts take a second or two; requests meanwhile wait briefly, then use SQL.
    void index.load().catch((err: unknown) => app.log.error({ err }, 'board index: building failed'));
    index.watch(BOARD_INDEX_CHECK_MS);
  });
  app.addHook('onClose', async () => {
    off();
    index.stop();
  });
  const listed = async <T>(work: Promise<T>, id: number): Promise<T> => {
    const result = await work;
    await app.deps.events.emit('listing.changed', { subject: 'purpose', ids: [id] });
    return result;
  };

  app.post(
    '/exhibitor/rest/purposes/page',
    {
      schema: {
        tags,
        summary:
          'The board: published posts by keyword (either Chinese script), type and category, newest or most discussed first',
        body: purposePageBody,
        response: answer(purposePageSchema),
      },
      // The board's hottest read: from the index, the reply's bytes assembled from the kept cards;
      // from SQL (index not built yet), written with JSON.stringify (board.reply.test.ts checks both).
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const page = await svc.board(db, await viewerOf(app, request), request.body, index);
      if (!Buffer.isBuffer(page)) return ok(page);
      // The envelope already written (board-cards.ts pageJson): sent as it is, not serialized.
      return reply.type('application/json; charset=utf-8').send(page as never);
    },
  );

  app.get(
    '/exhibitor/rest/purposes/system',
    {
      schema: {
        tags,
        summary:
          "The board's types, categories and limits (content 1000, cover 215×140, pictures 10M in total)",
        response: answer(purposeSystemSchema),
      },
    },
    async () => ok(svc.system()),
  );

  app.post(
    '/exhibitor/rest/purposes/mine',
    {
      schema: {
        tags,
        security,
        summary: "The caller's posts in every state (or one), with counts by state",
        body: purposeMineBody,
        response: answer(purposeMinePageSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.mine(db, await signedInViewerOf(app, request), request.body)),
  );

  app.put(
    '/exhibitor/rest/purposes/checkStatus/:purposeId',
    {
      schema: {
        tags,
        security,
        summary:
          'Move a post through its states: cancel or republish (publisher); approve, reject or hide with a reason (organizer)',
        params: purposeIdParams,
        body: purposeCheckBody,
        response: answer(purposeSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await listed(
          svc.check(db, await signedInViewerOf(app, request), request.params.purposeId, request.body),
          request.params.purposeId,
        ),
      ),
  );

  app.get(
    '/exhibitor/rest/purposes/:purposeId',
    {
      schema: {
        tags,
        summary: 'A post: published ones for anyone; the publisher and the organizer read it in any state',
        params: purposeIdParams,
        response: answer(purposeSchema),
      },
    },
    async (request) => ok(await svc.getPurpose(db, await viewerOf(app, request), request.params.purposeId)),
  );

  app.post(
    '/exhibitor/rest/purposes',
    {
      schema: {
        tags,
        security,
        summary:
          "Publish a post for the organizer's review (needs an approved pre-registration; a repeated requestKey answers the stored post)",
        body: purposeBody,
        response: answer(purposeSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.publish(db, await signedInViewerOf(app, request), request.body)),
  );

  app.put(
    '/exhibitor/rest/purposes',
    {
      schema: {
        tags,
        security,
        summary:
          'Edit an own post that is not on the board (Pending, Reject or Canceled; the body carries the id)',
        body: purposeEditBody,
        response: answer(purposeSchema),
      },
      preHandler: signedIn,
    },
    async (request) => {
      const { id, ...input } = request.body;
      return ok(
        await listed(
          svc.edit(db, await signedInViewerOf(app, request), id, { ...input, requestKey: undefined }),
          id,
        ),
      );
    },
  );

  for (const method of ['delete', 'put'] as const) {
    app[method](
      '/exhibitor/rest/purposes/:purposeId',
      {
        schema: {
          tags,
          security,
          summary:
            method === 'delete'
              ? 'Delete an own post that is not on the board'
              : 'Delete an own post that is not on the board (the original client sends PUT)',
          params: purposeIdParams,
          response: answer(okSchema),
        },
        preHandler: signedIn,
      },
      async (request) =>
        ok(
          await listed(
            svc.remove(db, currentUserId(request), request.params.purposeId),
            request.params.purposeId,
          ),
        ),
    );
  }

  await app.register(purposeMatchingRoutes);
  await app.register(commentsRoutes);
  await app.register(favoritesRoutes);
  await app.register(applyChatsRoutes);
  await app.register(organizerPurposesRoutes);
}
