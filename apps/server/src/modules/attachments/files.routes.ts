import { LIMITS, resizeQuery } from '@cidpex/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { cookieValue, FILE_SESSION_COOKIE } from '../../platform/file-session';
import { isSafeKey } from '../../platform/storage';
import type { AttachmentRow } from './attachments.repository';
import { findServable } from './attachments.service';
import { checkFilePass, useFilePassSecret } from './file-pass';
import { evictVariants, ResizeBudget, resizedCopy } from './images';
import { isPublicFile, mayRead, privateFileGate } from './read-policies';

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
/** A private file is kept by no cache: whoever may read it is decided at every read. */
const CACHE_NONE = 'private, no-store';

/**
 * GET /attachment/<key>: the stored file (outside the API prefixes, linked from pages as
 * `/attachment/...`). `?width=` / `?height=` give a resized copy of a picture, made once
 * and kept in the file store (a copy follows its original's visibility). A deleted attachment is
 * never served.
 *
 * Who reads it (issue 16 item 2): anyone when a domain says the file is in use by something public
 * (registerPublicFiles); otherwise only its uploader, the organizer, whoever the attaching domain
 * allows (registerAttachmentReader), signed in by the file cookie (platform/file-session.ts), or
 * the holder of a pass handed out in an answer (file-pass.ts). Anyone else is told it does not exist.
 */
export default async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  useFilePassSecret(deps.config.imSecret);
  const budget = new ResizeBudget(LIMITS.resizePerClientPerMinute);

  /** A private file: with a valid pass, or for a reader signed in by the file cookie. */
  async function mayOpenPrivate(
    request: FastifyRequest,
    pass: { exp?: string; sig?: string },
    row: AttachmentRow,
  ): Promise<boolean> {
    const gate = privateFileGate(row) ?? checkFilePass;
    if (gate(row.key, pass)) return true;
    const auth = request.auth ?? (await app.authenticate(cookieValue(request, FILE_SESSION_COOKIE)));
    if (!auth) return false;
    request.auth = auth;
    const isOrganizer = await app.hasRole(request, 'organizer');
    return mayRead(deps.db, row, { userId: auth.userId, isOrganizer });
  }

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
      const open = await isPublicFile(deps.db, row);
      if (!open && !(await mayOpenPrivate(request, request.query, row))) throw new AppError('NOT_FOUND');
      const { width, height } = request.query;
      const resized = await resizedCopy(deps, row, { width, height }, () => budget.take(request.ip));
      if (!resized && !(await deps.storage.exists(row.key))) throw new AppError('NOT_FOUND');
      // Headers only once the file is there: a refusal must not be cached for a year.
      const inline = INLINE_TYPES.has(row.mimeType);
      reply
        .header('content-type', row.mimeType)
        .header('cache-control', open ? CACHE_FOREVER : CACHE_NONE)
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
