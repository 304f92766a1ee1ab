import {
  envelopeSchema,
  SEARCH_PATHS,
  searchBodySchema,
  searchResultSchema,
  suggestQuerySchema,
  suggestResultSchema,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, plainJson } from '../../platform/envelope';
import { searchBodyValidator } from './search.body';
import { SearchService } from './search.service';

const tags = ['search'];
const JSON_UTF8 = 'application/json; charset=utf-8';

/**
 * The search answer is sent as the bytes SearchService.searchJson writes (search-bytes.test.ts checks
 * them against JSON.stringify); the suggestions are written with JSON.stringify (`plainJson`).
 * search.reply.test.ts checks both against the contract.
 */

/**
 * The portal's one search (issue 22; paths ours, docs/api-notes.md). The index is built from the
 * database when the server is ready and kept current by 'listing.changed' events, which every
 * process hears (Redis when REDIS_URL is set).
 */
export default async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, events } = app.deps;
  const service = new SearchService(
    db,
    (err, what) => app.log.error({ err }, what),
    (fields, what) => app.log.info(fields, what),
  );

  const off = events.on('listing.changed', ({ subject, ids }) => service.changed(subject, ids));
  app.addHook('onReady', async () => {
    // Not awaited: a large fair takes seconds to index and the server answers meanwhile.
    void service.start().catch((err: unknown) => app.log.error({ err }, 'search: building the index failed'));
  });
  app.addHook('onClose', async () => off());

  app.post(
    `/${SEARCH_PATHS.search}`,
    {
      schema: {
        tags,
        summary: 'Search exhibitors, products, supply-and-demand posts and news, with facet counts',
        body: searchBodySchema,
        response: { 200: envelopeSchema(searchResultSchema) },
      },
      serializerCompiler: plainJson,
      // The usual bodies read by hand, anything else by zod (search.body.ts).
      validatorCompiler: searchBodyValidator,
    },
    // Not an async handler: an answer that needs no wait (the index built, the names read) is
    // sent at once, without a promise and a turn of the microtask queue; otherwise it is sent
    // when ready (a failure, 503 while the index is built, goes to the error handler).
    (request, reply) => {
      const now = service.searchJsonNow(request.body, request.locale);
      if (now) {
        reply.type(JSON_UTF8).send(now as never);
        return;
      }
      service.searchJson(request.body, request.locale).then(
        (bytes) => reply.type(JSON_UTF8).send(bytes as never),
        (err: unknown) => reply.send(err as never),
      );
    },
  );

  app.get(
    `/${SEARCH_PATHS.suggest}`,
    {
      schema: {
        tags,
        summary: 'The best few hits of what is being typed (the header search box)',
        querystring: suggestQuerySchema,
        response: { 200: envelopeSchema(suggestResultSchema) },
      },
      serializerCompiler: plainJson,
    },
    async (request) => ok({ hits: await service.suggest(request.query, request.locale) }),
  );
}
