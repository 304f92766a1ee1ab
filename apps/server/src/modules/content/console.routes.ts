import {
  attachmentUrl,
  DOCUMENT_TYPES,
  type DownloadCategory,
  downloadBody,
  downloadParams,
  livePhotoBody,
  livePhotoOrderBody,
  livePhotoParams,
  livePhotoUpdateBody,
  liveRoundBody,
  liveRoundParams,
  okSchema,
  organizerDownloadSchema,
  organizerLiveRoundSchema,
  organizerPhotoSchema,
} from '@cidpex/contracts';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downloads, livePhotos, liveRounds } from '../../db/schema/content';
import { attachments } from '../../db/schema/platform';
import { currentUserId } from '../../platform/auth';
import { answer, ok, tokenSecurity as security } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { sanitizePlain } from './content.html';

const tags = ['content', 'organizer'];
type Round = typeof liveRounds.$inferSelect;
type Photo = typeof livePhotos.$inferSelect;
type Doc = typeof downloads.$inferSelect;

const roundOf = (r: Round) => ({
  id: r.id,
  titleZhHans: r.titleZhHans,
  titleZhHant: r.titleZhHant,
  titleEn: r.titleEn,
  hostZhHans: r.hostZhHans,
  hostZhHant: r.hostZhHant,
  hostEn: r.hostEn,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt.toISOString(),
  streamUrl: r.streamUrl,
  replayUrl: r.replayUrl,
  posterUrl: r.posterUrl,
});

const photoOf = (p: Photo) => ({
  id: p.id,
  url: p.url,
  captionZhHans: p.captionZhHans,
  captionZhHant: p.captionZhHant,
  captionEn: p.captionEn,
  published: p.published,
  sort: p.sort,
  createdAt: p.createdAt.toISOString(),
});

const docOf = (d: Doc) => ({
  id: d.id,
  category: d.category as DownloadCategory,
  titleZhHans: d.titleZhHans,
  titleZhHant: d.titleZhHant,
  titleEn: d.titleEn,
  url: d.url,
  fileName: d.fileName,
  size: d.size,
  downloadCount: d.downloadCount,
  sort: d.sort,
  attachmentId: d.attachmentId,
});

/**
 * The organizer's console for the live pages and downloads (ours, ARCHITECTURE §1): live
 * rounds, the photo wall (order, publish / unpublish, captions) and the documents.
 */
export default async function consoleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const preHandler = app.requireRole('organizer');

  // ---- live rounds ----

  app.get(
    '/portal/rest/organizer/lives',
    {
      schema: {
        tags,
        security,
        summary: 'Every live round in start order, in the three languages',
        response: answer(z.array(organizerLiveRoundSchema)),
      },
      preHandler,
    },
    async () => {
      const rows = await db.select().from(liveRounds).orderBy(asc(liveRounds.startsAt), asc(liveRounds.id));
      return ok(rows.map(roundOf));
    },
  );

  const roundValues = (b: z.output<typeof liveRoundBody>) => ({
    titleZhHans: sanitizePlain(b.titleZhHans),
    titleZhHant: sanitizePlain(b.titleZhHant),
    titleEn: sanitizePlain(b.titleEn),
    hostZhHans: sanitizePlain(b.hostZhHans),
    hostZhHant: sanitizePlain(b.hostZhHant),
    hostEn: sanitizePlain(b.hostEn),
    startsAt: new Date(b.startsAt),
    endsAt: new Date(b.endsAt),
    streamUrl: b.streamUrl,
    replayUrl: b.replayUrl ?? null,
    posterUrl: b.posterUrl ?? null,
  });

  app.post(
    '/portal/rest/organizer/lives',
    {
      schema: {
        tags,
        security,
        summary: 'Add a live round (its stream, replay and poster: site or https addresses)',
        body: liveRoundBody,
        response: answer(organizerLiveRoundSchema),
      },
      preHandler,
    },
    async (request) => {
      const [row] = await db.insert(liveRounds).values(roundValues(request.body)).returning();
      return ok(roundOf(row!));
    },
  );

  app.put(
    '/portal/rest/organizer/lives/:roundId',
    {
      schema: {
        tags,
        security,
        summary: 'Change a live round',
        params: liveRoundParams,
        body: liveRoundBody,
        response: answer(organizerLiveRoundSchema),
      },
      preHandler,
    },
    async (request) => {
      const [row] = await db
        .update(liveRounds)
        .set(roundValues(request.body))
        .where(eq(liveRounds.id, request.params.roundId))
        .returning();
      if (!row) throw new AppError('LIVE_NOT_FOUND');
      return ok(roundOf(row));
    },
  );

  app.delete(
    '/portal/rest/organizer/lives/:roundId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a live round',
        params: liveRoundParams,
        response: answer(okSchema),
      },
      preHandler,
    },
    async (request) => {
      const rows = await db
        .delete(liveRounds)
        .where(eq(liveRounds.id, request.params.roundId))
        .returning({ id: liveRounds.id });
      if (!rows.length) throw new AppError('LIVE_NOT_FOUND');
      return ok({ ok: true as const });
    },
  );

  // ---- the photo wall ----

  app.get(
    '/portal/rest/organizer/livePhotos',
    {
      schema: {
        tags,
        security,
        summary: 'Every photo of the wall, published or not, in the wall order',
        response: answer(z.array(organizerPhotoSchema)),
      },
      preHandler,
    },
    async () => {
      const rows = await db.select().from(livePhotos).orderBy(desc(livePhotos.sort), desc(livePhotos.id));
      return ok(rows.map(photoOf));
    },
  );

  app.post(
    '/portal/rest/organizer/livePhotos',
    {
      schema: {
        tags,
        security,
        summary: 'Post a photo to the top of the wall (an attachment of this site or an https address)',
        body: livePhotoBody,
        response: answer(organizerPhotoSchema),
      },
      preHandler,
    },
    async (request) => {
      const b = request.body;
      const userId = currentUserId(request);
      const key = /^\/attachment\/([^?#]+)$/.exec(b.url)?.[1];
      if (key) {
        // An uploaded picture: the organizer's own, not yet used by anything else.
        const [file] = await db.select().from(attachments).where(eq(attachments.key, key));
        if (!file || file.ownerUserId !== userId || !file.mimeType.startsWith('image/')) {
          throw new AppError('WEBCAST_POSTER_INVALID');
        }
      }
      const row = await db.transaction(async (tx) => {
        const [top] = await tx
          .select({ n: sql<number>`coalesce(max(${livePhotos.sort}), 0)` })
          .from(livePhotos);
        const [created] = await tx
          .insert(livePhotos)
          .values({
            url: b.url,
            captionZhHans: sanitizePlain(b.captionZhHans),
            captionZhHant: sanitizePlain(b.captionZhHant),
            captionEn: sanitizePlain(b.captionEn),
            sort: Number(top?.n ?? 0) + 1,
          })
          .returning();
        if (key) {
          await tx
            .update(attachments)
            .set({ refType: 'livePhoto', refId: String(created!.id) })
            .where(and(eq(attachments.key, key), isNull(attachments.refType)));
        }
        return created!;
      });
      return ok(photoOf(row));
    },
  );

  app.put(
    '/portal/rest/organizer/livePhotos/:photoId',
    {
      schema: {
        tags,
        security,
        summary: 'Publish or unpublish a photo, or change its captions',
        params: livePhotoParams,
        body: livePhotoUpdateBody,
        response: answer(organizerPhotoSchema),
      },
      preHandler,
    },
    async (request) => {
      const b = request.body;
      const set: Partial<typeof livePhotos.$inferInsert> = {};
      if (b.published !== undefined) set.published = b.published;
      if (b.captionZhHans !== undefined) set.captionZhHans = sanitizePlain(b.captionZhHans);
      if (b.captionZhHant !== undefined) set.captionZhHant = sanitizePlain(b.captionZhHant);
      if (b.captionEn !== undefined) set.captionEn = sanitizePlain(b.captionEn);
      const [row] = Object.keys(set).length
        ? await db.update(livePhotos).set(set).where(eq(livePhotos.id, request.params.photoId)).returning()
        : await db.select().from(livePhotos).where(eq(livePhotos.id, request.params.photoId));
      if (!row) throw new AppError('LIVE_PHOTO_NOT_FOUND');
      return ok(photoOf(row));
    },
  );

  app.post(
    '/portal/rest/organizer/livePhotos/order',
    {
      schema: {
        tags,
        security,
        summary: 'Order the wall: the ids first shown first (photos left out keep their place below)',
        body: livePhotoOrderBody,
        response: answer(z.array(organizerPhotoSchema)),
      },
      preHandler,
    },
    async (request) => {
      const ids = [...new Set(request.body.ids)];
      await db.transaction(async (tx) => {
        const existing = await tx.select({ id: livePhotos.id }).from(livePhotos);
        const known = new Set(existing.map((r) => r.id));
        const missing = ids.find((id) => !known.has(id));
        if (missing) throw new AppError('LIVE_PHOTO_NOT_FOUND');
        // Those listed go above every other photo, in the given order.
        const [top] = await tx
          .select({ n: sql<number>`coalesce(max(${livePhotos.sort}), 0)` })
          .from(livePhotos);
        const base = Number(top?.n ?? 0) + ids.length;
        for (const [i, id] of ids.entries()) {
          await tx
            .update(livePhotos)
            .set({ sort: base - i })
            .where(eq(livePhotos.id, id));
        }
      });
      const rows = await db.select().from(livePhotos).orderBy(desc(livePhotos.sort), desc(livePhotos.id));
      return ok(rows.map(photoOf));
    },
  );

  app.delete(
    '/portal/rest/organizer/livePhotos/:photoId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a photo',
        params: livePhotoParams,
        response: answer(okSchema),
      },
      preHandler,
    },
    async (request) => {
      const rows = await db
        .delete(livePhotos)
        .where(eq(livePhotos.id, request.params.photoId))
        .returning({ id: livePhotos.id });
      if (!rows.length) throw new AppError('LIVE_PHOTO_NOT_FOUND');
      return ok({ ok: true as const });
    },
  );

  // ---- downloads ----

  app.get(
    '/portal/rest/organizer/downloads',
    {
      schema: {
        tags,
        security,
        summary: 'Every document to download, in the three languages',
        response: answer(z.array(organizerDownloadSchema)),
      },
      preHandler,
    },
    async () => {
      const rows = await db
        .select()
        .from(downloads)
        .orderBy(asc(downloads.category), asc(downloads.sort), asc(downloads.id));
      return ok(rows.map(docOf));
    },
  );

  /** The document: a PDF/JPG/PNG the organizer uploaded, free or already this download's. */
  async function documentOf(userId: number, attachmentId: number, downloadId?: number) {
    const [file] = await db
      .select()
      .from(attachments)
      .where(
        and(
          eq(attachments.id, attachmentId),
          or(
            and(isNull(attachments.refType), eq(attachments.ownerUserId, userId)),
            downloadId === undefined
              ? undefined
              : and(eq(attachments.refType, 'download'), eq(attachments.refId, String(downloadId))),
          ),
        ),
      );
    const types: readonly string[] = DOCUMENT_TYPES;
    if (!file || !types.includes(file.mimeType)) throw new AppError('DOWNLOAD_FILE_INVALID');
    return file;
  }

  const docValues = (b: z.output<typeof downloadBody>, file: typeof attachments.$inferSelect) => ({
    category: b.category,
    titleZhHans: sanitizePlain(b.titleZhHans),
    titleZhHant: sanitizePlain(b.titleZhHant),
    titleEn: sanitizePlain(b.titleEn),
    url: attachmentUrl(file.key),
    fileName: file.fileName,
    size: file.size,
    sort: b.sort,
    attachmentId: file.id,
  });

  app.post(
    '/portal/rest/organizer/downloads',
    {
      schema: {
        tags,
        security,
        summary: 'Add a document (a PDF, JPG or PNG the organizer uploaded) under a category',
        body: downloadBody,
        response: answer(organizerDownloadSchema),
      },
      preHandler,
    },
    async (request) => {
      if (!request.body.attachmentId) throw new AppError('DOWNLOAD_FILE_INVALID');
      const file = await documentOf(currentUserId(request), request.body.attachmentId);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.insert(downloads).values(docValues(request.body, file)).returning();
        await tx
          .update(attachments)
          .set({ refType: 'download', refId: String(created!.id) })
          .where(and(eq(attachments.id, file.id), isNull(attachments.refType)));
        return created!;
      });
      return ok(docOf(row));
    },
  );

  app.put(
    '/portal/rest/organizer/downloads/:downloadId',
    {
      schema: {
        tags,
        security,
        summary: 'Change a document (title, category, order, or its file)',
        params: downloadParams,
        body: downloadBody,
        response: answer(organizerDownloadSchema),
      },
      preHandler,
    },
    async (request) => {
      const id = request.params.downloadId;
      const [current] = await db.select().from(downloads).where(eq(downloads.id, id));
      if (!current) throw new AppError('DOWNLOAD_NOT_FOUND');
      const b = request.body;
      if (!b.attachmentId) {
        // The same file: only the title, category and order change.
        const [saved] = await db
          .update(downloads)
          .set({
            category: b.category,
            titleZhHans: sanitizePlain(b.titleZhHans),
            titleZhHant: sanitizePlain(b.titleZhHant),
            titleEn: sanitizePlain(b.titleEn),
            sort: b.sort,
          })
          .where(eq(downloads.id, id))
          .returning();
        return ok(docOf(saved!));
      }
      const file = await documentOf(currentUserId(request), b.attachmentId, id);
      const row = await db.transaction(async (tx) => {
        const [saved] = await tx
          .update(downloads)
          .set(docValues(b, file))
          .where(eq(downloads.id, id))
          .returning();
        await tx
          .update(attachments)
          .set({ refType: 'download', refId: String(id) })
          .where(and(eq(attachments.id, file.id), isNull(attachments.refType)));
        return saved!;
      });
      return ok(docOf(row));
    },
  );

  app.delete(
    '/portal/rest/organizer/downloads/:downloadId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a document',
        params: downloadParams,
        response: answer(okSchema),
      },
      preHandler,
    },
    async (request) => {
      const rows = await db
        .delete(downloads)
        .where(eq(downloads.id, request.params.downloadId))
        .returning({ id: downloads.id });
      if (!rows.length) throw new AppError('DOWNLOAD_NOT_FOUND');
      return ok({ ok: true as const });
    },
  );
}
