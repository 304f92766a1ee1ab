import {
  catalogCodeParams,
  catalogCreateBody,
  catalogEditBody,
  catalogIdParams,
  catalogMoveBody,
  catalogNodeSchema,
  catalogVisibilityBody,
  chineseConvertBody,
  chineseConvertSchema,
  contentDetailSchema,
  contentEditBody,
  contentEditorSchema,
  contentIdParams,
  contentPageBody,
  contentPageSchema,
  contentPublishBody,
  envelopeSchema,
  navItemSchema,
  navSiteParams,
  organizerCatalogQuery,
  organizerCatalogSchema,
  organizerContentPageSchema,
  organizerContentParams,
  organizerContentQuery,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import { registerAttachmentReader, registerPublicFiles } from '../attachments';
import * as catalogSvc from './catalogs.service';
import consoleRoutes from './console.routes';
import { convertChinese } from './content.html';
import * as svc from './content.service';
import liveRoutes from './live.routes';
import * as files from './public-files';
import seoRoutes from './seo.routes';
import webcastRoutes from './webcasts.routes';

const tags = ['content'];
const security = tokenSecurity;

/**
 * The content store (spec §7 "Content and navigation"): navigation, catalogs by id, code and
 * path, contents by id on the three prefixes and their pages (news too). The organizer's
 * editor lives under /portal/rest/organizer/contents (ours, ARCHITECTURE §1).
 */
export default async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const { db } = deps;
  const organizerOnly = app.requireRole('organizer');
  // Files anyone may read: published content's pictures, live photos, downloads, approved webcasts.
  registerPublicFiles(null, files.isPublishedContentFile, 'content');
  registerPublicFiles('livePhoto', files.isLivePhotoFile);
  registerPublicFiles('download', files.isDownloadFile);
  registerPublicFiles('webcast', files.isApprovedWebcastFile);
  registerAttachmentReader('webcast', files.isWebcastMember);
  /** A written, published or withdrawn article may change what readers find (modules/search). */
  const listed = async <T>(work: Promise<T>, id: number | ((result: T) => number)): Promise<T> => {
    const result = await work;
    const ids = [typeof id === 'number' ? id : id(result)];
    await deps.events.emit('listing.changed', { subject: 'news', ids });
    return result;
  };
  await app.register(liveRoutes);
  await app.register(seoRoutes);
  await app.register(webcastRoutes);
  await app.register(consoleRoutes);

  // The navigation kept in memory is dropped on every process when the organizer edits a tree.
  const offNav = deps.events.on('cache.invalidate', ({ key }) => {
    if (key === svc.NAVIGATION_CACHE_KEY) svc.clearNavigationCache();
  });
  app.addHook('onClose', async () => offNav());
  const catalogsChanged = async <T>(work: Promise<T>): Promise<T> => {
    const result = await work;
    svc.clearNavigationCache();
    await deps.events.emit('cache.invalidate', { key: svc.NAVIGATION_CACHE_KEY });
    return result;
  };

  // A scheduled page or news item goes out at its time: reads (and the search) already show it
  // then, and this job (every minute, on a worker) writes the new state down.
  deps.jobs.define(
    'content.publish-scheduled',
    { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 120, cron: '* * * * *' },
    async () => {
      const due = await svc.publishDue(db);
      // The search already finds a scheduled item from its time (it holds it with its time);
      // this tells every process of the state written down, as any other publication does.
      const news = due.filter((c) => c.kind === 'news').map((c) => c.id);
      if (news.length > 0) await deps.events.emit('listing.changed', { subject: 'news', ids: news });
    },
  );

  app.get(
    '/portal/rest/catalogs/navi/site/:siteId',
    {
      schema: {
        tags,
        summary: 'Navigation tree of a site (1 Chinese, 2 English) in the caller language',
        params: navSiteParams,
        response: { 200: envelopeSchema(z.array(navItemSchema)) },
      },
    },
    async (request) => ok(await svc.getSiteNavigation(db, request.params.siteId, request.locale)),
  );

  app.get(
    '/portal/rest/catalogs/:catalogId/catalog/all',
    {
      schema: {
        tags,
        summary: 'A content catalog with all its sub-catalogs, in the caller language',
        params: catalogIdParams,
        response: answer(catalogNodeSchema),
      },
    },
    async (request) => ok(await svc.catalogWithChildren(db, request.params.catalogId, request.locale)),
  );

  app.get(
    '/portal/rest/catalogs/code/:code',
    {
      schema: {
        tags,
        summary: 'A content catalog by its code (bbs: the exchange platform), with its sub-catalogs',
        params: catalogCodeParams,
        response: answer(catalogNodeSchema),
      },
    },
    async (request) => ok(await svc.catalogByCode(db, request.params.code, request.locale)),
  );

  app.get(
    '/exhibitor/rest/catalogs/*',
    {
      schema: {
        tags,
        summary: 'A content catalog by its path (news/industry…), with its sub-catalogs',
        params: z.object({ '*': z.string().min(1).max(200) }),
        response: answer(catalogNodeSchema),
      },
    },
    async (request) => ok(await svc.catalogByPath(db, request.params['*'], request.locale)),
  );

  for (const prefix of ['/register', '/portal', '/exhibitor']) {
    app.get(
      `${prefix}/rest/contents/:contentId`,
      {
        schema: {
          tags,
          summary:
            'A published page or news item by id or page code, in the caller language, with related news',
          params: contentIdParams,
          response: answer(contentDetailSchema),
        },
      },
      async (request) => ok(await svc.publicContent(db, request.params.contentId, request.locale)),
    );
  }

  for (const prefix of ['/portal', '/exhibitor']) {
    app.post(
      `${prefix}/rest/contents/page`,
      {
        schema: {
          tags,
          summary:
            'Published contents of a catalog (id or code, sub-catalogs included), newest first: the news list',
          body: contentPageBody,
          response: answer(contentPageSchema),
        },
      },
      async (request) => ok(await svc.publicPage(db, request.body, request.locale)),
    );
  }

  // ---- the organizer's editor ----
  const otags = ['content', 'organizer'];

  app.get(
    '/portal/rest/organizer/catalogs',
    {
      schema: {
        tags: otags,
        security,
        summary: 'The catalog tree of a site (navigation and content), names in three languages',
        querystring: organizerCatalogQuery,
        response: answer(z.array(organizerCatalogSchema)),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await svc.organizerCatalogs(db, request.query.siteId)),
  );

  const treeAnswer = answer(z.array(organizerCatalogSchema));

  app.post(
    '/portal/rest/organizer/catalogs',
    {
      schema: {
        tags: otags,
        security,
        summary:
          'Add a catalog (menu entry or content section) at the end of its parent; code and path unique per site',
        body: catalogCreateBody,
        response: treeAnswer,
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await catalogsChanged(catalogSvc.createCatalog(db, request.body))),
  );

  app.put(
    '/portal/rest/organizer/catalogs/:catalogId',
    {
      schema: {
        tags: otags,
        security,
        summary: 'Rename a catalog: names in three languages, code and path',
        params: catalogIdParams,
        body: catalogEditBody,
        response: treeAnswer,
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(await catalogsChanged(catalogSvc.updateCatalog(db, request.params.catalogId, request.body))),
  );

  app.post(
    '/portal/rest/organizer/catalogs/:catalogId/move',
    {
      schema: {
        tags: otags,
        security,
        summary: 'Move a catalog up or down among its siblings, or under another parent of its site and kind',
        params: catalogIdParams,
        body: catalogMoveBody,
        response: treeAnswer,
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(await catalogsChanged(catalogSvc.moveCatalog(db, request.params.catalogId, request.body))),
  );

  app.post(
    '/portal/rest/organizer/catalogs/:catalogId/visibility',
    {
      schema: {
        tags: otags,
        security,
        summary:
          'Hide a catalog (it, its sub-catalogs and their contents leave the public site) or show it again',
        params: catalogIdParams,
        body: catalogVisibilityBody,
        response: treeAnswer,
      },
      preHandler: organizerOnly,
    },
    async (request) => {
      const { tree, newsIds } = await catalogsChanged(
        catalogSvc.setCatalogHidden(db, request.params.catalogId, request.body.hidden),
      );
      if (newsIds.length) await deps.events.emit('listing.changed', { subject: 'news', ids: newsIds });
      return ok(tree);
    },
  );

  app.delete(
    '/portal/rest/organizer/catalogs/:catalogId',
    {
      schema: {
        tags: otags,
        security,
        summary: 'Delete an empty catalog (no sub-catalogs, no pages or news)',
        params: catalogIdParams,
        response: treeAnswer,
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await catalogsChanged(catalogSvc.deleteCatalog(db, request.params.catalogId))),
  );

  app.get(
    '/portal/rest/organizer/contents',
    {
      schema: {
        tags: otags,
        security,
        summary: 'Pages and news in every state, last edited first',
        querystring: organizerContentQuery,
        response: answer(organizerContentPageSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await svc.organizerList(db, request.query)),
  );

  app.get(
    '/portal/rest/organizer/contents/:id',
    {
      schema: {
        tags: otags,
        security,
        summary: 'A page or news item in the three languages, as the editor loads it',
        params: organizerContentParams,
        response: answer(contentEditorSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await svc.organizerContent(db, request.params.id)),
  );

  app.post(
    '/portal/rest/organizer/contents',
    {
      schema: {
        tags: otags,
        security,
        summary: 'Create a draft (rich text sanitised by an allow-list, titles and summaries to plain text)',
        body: contentEditBody,
        response: answer(contentEditorSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(await listed(svc.createContent(db, currentUserId(request), request.body), (c) => c.id)),
  );

  app.put(
    '/portal/rest/organizer/contents/:id',
    {
      schema: {
        tags: otags,
        security,
        summary: 'Save a page or news item (refused when someone saved a newer version)',
        params: organizerContentParams,
        body: contentEditBody,
        response: answer(contentEditorSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(await listed(svc.updateContent(db, request.params.id, request.body), request.params.id)),
  );

  app.post(
    '/portal/rest/organizer/contents/:id/publish',
    {
      schema: {
        tags: otags,
        security,
        summary: 'Publish now, or at publishAt (scheduled: a job publishes it then)',
        params: organizerContentParams,
        body: contentPublishBody,
        response: answer(contentEditorSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(await listed(svc.publishContent(db, request.params.id, request.body.publishAt), request.params.id)),
  );

  app.post(
    '/portal/rest/organizer/contents/:id/unpublish',
    {
      schema: {
        tags: otags,
        security,
        summary: 'Take a published or scheduled item off the site',
        params: organizerContentParams,
        response: answer(contentEditorSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await listed(svc.unpublishContent(db, request.params.id), request.params.id)),
  );

  app.post(
    '/portal/rest/organizer/contents/convert',
    {
      schema: {
        tags: otags,
        security,
        summary: 'OpenCC: texts from one Chinese script to the other, for the editor to review',
        body: chineseConvertBody,
        response: answer(chineseConvertSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok({ texts: request.body.texts.map((t) => convertChinese(t, request.body.to)) }),
  );
}
