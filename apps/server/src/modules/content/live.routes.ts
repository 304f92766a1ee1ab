import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DownloadCategory,
  downloadParams,
  downloadQuery,
  downloadSchema,
  LIVE_PHOTO_PAGE,
  type Locale,
  livePhotoQuery,
  livePhotoSchema,
  liveRoundParams,
  liveRoundSchema,
  liveStateAt,
} from '@cidpex/contracts';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downloads, livePhotos, liveRounds } from '../../db/schema/content';
import { answer, ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';

const tags = ['content'];
type Round = typeof liveRounds.$inferSelect;
type Photo = typeof livePhotos.$inferSelect;

const pick = (l: Locale, hans: string, hant: string, en: string) =>
  l === 'en' ? en || hans : l === 'zh-Hant' ? hant || hans : hans || hant;

function roundOf(r: Round, locale: Locale, now: Date) {
  const state = liveStateAt(r, now);
  return {
    id: r.id,
    title: pick(locale, r.titleZhHans, r.titleZhHant, r.titleEn),
    host: pick(locale, r.hostZhHans, r.hostZhHant, r.hostEn),
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    state,
    playUrl: state === 'live' ? r.streamUrl : state === 'ended' ? r.replayUrl : null,
    posterUrl: r.posterUrl,
  };
}

const photoOf = (p: Photo, locale: Locale) => ({
  id: p.id,
  url: p.url,
  caption: pick(locale, p.captionZhHans, p.captionZhHant, p.captionEn),
  createdAt: p.createdAt.toISOString(),
});

/** The demo stream's folder (static/live-demo), found from the source or from the bundle. */
function demoDir(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'static', 'live-demo');
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  return null;
}

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m2ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
};

/** Live rounds (schedule, live now, replay), the photo wall, and the demo HLS stream. */
export default async function liveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const demo = demoDir();

  app.get(
    '/portal/rest/lives',
    {
      schema: {
        tags,
        summary: 'The live rounds in start order, each upcoming, live or ended (with its replay)',
        response: answer(z.array(liveRoundSchema)),
      },
    },
    async (request) => {
      const now = new Date();
      const rows = await db.select().from(liveRounds).orderBy(asc(liveRounds.startsAt), asc(liveRounds.id));
      return ok(rows.map((r) => roundOf(r, request.locale, now)));
    },
  );

  app.get(
    '/portal/rest/lives/:roundId',
    {
      schema: { tags, summary: 'One live round', params: liveRoundParams, response: answer(liveRoundSchema) },
    },
    async (request) => {
      const [row] = await db.select().from(liveRounds).where(eq(liveRounds.id, request.params.roundId));
      if (!row) throw new AppError('LIVE_NOT_FOUND');
      return ok(roundOf(row, request.locale, new Date()));
    },
  );

  app.get(
    '/portal/rest/livePhotos',
    {
      schema: {
        tags,
        summary:
          'The published photos of the wall in its order; with afterId only the photos posted since (polling)',
        querystring: livePhotoQuery,
        response: answer(z.array(livePhotoSchema)),
      },
    },
    async (request) => {
      const { afterId } = request.query;
      const rows = await db
        .select()
        .from(livePhotos)
        .where(and(eq(livePhotos.published, true), afterId ? gt(livePhotos.id, afterId) : undefined))
        .orderBy(desc(livePhotos.sort), desc(livePhotos.id))
        .limit(LIVE_PHOTO_PAGE);
      return ok(rows.map((p) => photoOf(p, request.locale)));
    },
  );

  app.get(
    '/portal/rest/downloads',
    {
      schema: {
        tags,
        summary: 'Documents to download, by category, with file size and download count',
        querystring: downloadQuery,
        response: answer(z.array(downloadSchema)),
      },
    },
    async (request) => {
      const { category } = request.query;
      const rows = await db
        .select()
        .from(downloads)
        .where(category ? eq(downloads.category, category) : undefined)
        .orderBy(asc(downloads.category), asc(downloads.sort), asc(downloads.id));
      return ok(
        rows.map((d) => ({
          id: d.id,
          category: d.category as DownloadCategory,
          title: pick(request.locale, d.titleZhHans, d.titleZhHant, d.titleEn),
          fileName: d.fileName,
          size: d.size,
          downloadCount: d.downloadCount,
        })),
      );
    },
  );

  // A download: counted, then the file itself.
  app.get(
    '/portal/rest/downloads/:downloadId/file',
    {
      schema: {
        tags,
        summary: 'Download a document (counted; answers a redirect to the file)',
        params: downloadParams,
      },
    },
    async (request, reply) => {
      const [row] = await db
        .update(downloads)
        .set({ downloadCount: sql`${downloads.downloadCount} + 1` })
        .where(eq(downloads.id, request.params.downloadId))
        .returning({ url: downloads.url });
      if (!row) throw new AppError('DOWNLOAD_NOT_FOUND');
      return reply.redirect(row.url, 302);
    },
  );

  // The demo stream (generated test pattern, scripts/make-demo-hls.mjs): playlist, segments, poster.
  app.get(
    '/media/live-demo/:file',
    {
      schema: { hide: true, params: z.object({ file: z.string().regex(/^[a-z0-9_-]+\.(m3u8|m2ts|jpg)$/) }) },
    },
    async (request, reply) => {
      const file = request.params.file;
      const full = demo ? path.join(demo, file) : null;
      if (!full || !fs.existsSync(full)) throw new AppError('LIVE_NOT_FOUND');
      reply.header('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
      reply.header('cache-control', 'public, max-age=3600');
      return reply.send(fs.createReadStream(full));
    },
  );
}
