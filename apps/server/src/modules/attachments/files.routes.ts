import { LIMITS, resizeQuery } from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { isSafeKey } from '../../platform/storage';
import { findServable } from './attachments.service';
import { useFilePassSecret } from './file-pass';
import { evictVariants, ResizeBudget, resizedCopy } from './images';
import { privateFileGate } from './read-policies';

/** Types a browser may show in the page; anything else is downloaded, never rendered. */
const INLINE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'application/pdf',
]);
/** Keys are random and never reused, so a served file never changes. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * GET /attachment/<key>: the stored file (outside the API prefixes, linked from pages as
 * `/attachment/...`). `?width=` / `?height=` give a resized copy of a picture, made once
 * and kept in the file store. A deleted attachment is never served.
 */
export default async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  useFilePassSecret(deps.config.imSecret);
  const budget = new ResizeBudget(LIMITS.resizePerClientPerMinute);

  deps.jobs.define(
    'attachments.evict-variants',
    { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 600, cron: '30 3 * * *' },
    async () => {
      await evictVariants(deps, LIMITS.resizeKeepDays);
    },
  );

  app.get(
    '/attachment/*',
    {
      schema: {
        hide: true,
        params: z.object({ '*': z.string() }),
        querystring: resizeQuery.extend({ exp: z.string().optional(), sig: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isSafeKey(key)) throw new AppError('NOT_FOUND');
      const row = await findServable(deps, key);
      if (!row) throw new AppError('NOT_FOUND');
      // A private file (chat, licence, settlement paper, registration picture) only with the pass
      // handed to someone allowed to see it; never cached publicly.
      const gate = privateFileGate(row);
      if (gate && !gate(row.key, { exp: request.query.exp, sig: request.query.sig })) {
        throw new AppError('NOT_FOUND');
      }
      const { width, height } = request.query;
      const resized = await resizedCopy(deps, row, { width, height }, () => budget.take(request.ip));
      if (!resized && !(await deps.storage.exists(row.key))) throw new AppError('NOT_FOUND');
      // Headers only once the file is there: a refusal must not be cached for a year.
      const inline = INLINE_TYPES.has(row.mimeType);
      reply
        .header('content-type', row.mimeType)
        .header('cache-control', gate ? 'private, max-age=600' : CACHE_FOREVER)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
        );
      if (resized) return reply.header('content-length', resized.length).send(resized);
      return reply.header('content-length', row.size).send(deps.storage.stream(row.key));
    },
  );
}
