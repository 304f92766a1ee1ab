import {
  boothHitsSchema,
  boothSearchQuery,
  directoryCountriesSchema,
  directoryExhibitionParams,
  directoryPageSchema,
  directoryQueryBody,
  directoryRowsSchema,
  enterpriseSiteIdsBody,
  enterpriseSiteParams,
  enterpriseSiteSchema,
  featuredSectionSchema,
  floorPlanHallsSchema,
  floorPlanParams,
  floorPlanSchema,
  newProductPageSchema,
  newProductsBody,
  newProductsQuery,
  sectionCountParams,
} from '@cidpex/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import { registerPublicFiles } from '../attachments';
import { recordView } from '../enterprise-pages';
import * as svc from './directory.service';
import directoryPages from './pages.routes';

const tags = ['directory'];
const security = tokenSecurity;

/**
 * The exhibitor directory (issue 5; docs/directory.md): the yellow page with facets, the
 * countries, the public exhibitor page (enterpriseSites), the new-products pavilion, the floor
 * plan and the featured-exhibitor sections. Everything but choosing pavilion products is public.
 */
export default async function directoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');
  const base = '/exhibitor/rest/enterprise/exhibition/:exhibitionId';
  // The demo fair's exhibitor pictures and logos (seed/directory.ts): no owner, shown to anyone.
  registerPublicFiles('directoryDemo', async () => true);
  /** A view of a public exhibitor page counts for its statistics; counting never fails the page. */
  const countView = (request: FastifyRequest, target: { enterpriseId: number }) =>
    recordView(db, target.enterpriseId, 'page').catch((err: unknown) =>
      request.log.warn({ err }, 'view not counted'),
    );

  app.post(
    `${base}/yellowPage`,
    {
      schema: {
        tags,
        summary:
          'Exhibitors of a fair filtered by area, hall, industry, business and country (AND across, OR within) and keyword, paged, with facet counts',
        params: directoryExhibitionParams,
        body: directoryQueryBody,
        response: answer(directoryPageSchema),
      },
    },
    // The answer is cached as JSON text (directory.service pageCache), sent as is.
    async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(
        // JSON text is sent as is (no serializer); its shape is the schema's, checked by the tests.
        (await svc.yellowPageJson(db, request.locale, request.params.exhibitionId, request.body)) as never,
      ),
  );

  app.get(
    `${base}/countries`,
    {
      schema: {
        tags,
        summary: "Countries of the fair's exhibitors, with their number of exhibitors",
        params: directoryExhibitionParams,
        response: answer(directoryCountriesSchema),
      },
    },
    async (request) => ok(await svc.countries(db, request.locale, request.params.exhibitionId)),
  );

  app.get(
    '/exhibitor/rest/enterpriseSites/main/:enterpriseId',
    {
      schema: {
        tags,
        summary:
          "An exhibitor's public page at the current fair (caller's language): profile, cover, video, listed products, public contacts, booths",
        params: enterpriseSiteParams,
        response: answer(enterpriseSiteSchema),
      },
    },
    async (request) => {
      const site = await svc.enterpriseSite(db, request.locale, request.params.enterpriseId);
      await countView(request, { enterpriseId: site.enterpriseId });
      return ok(site);
    },
  );

  app.get(
    '/exhibitor/rest/enterpriseSites/en/:enterpriseId',
    {
      schema: {
        tags,
        summary: "An exhibitor's public page in English (English site)",
        params: enterpriseSiteParams,
        response: answer(enterpriseSiteSchema),
      },
    },
    async (request) => {
      const site = await svc.enterpriseSite(db, 'en', request.params.enterpriseId);
      await countView(request, { enterpriseId: site.enterpriseId });
      return ok(site);
    },
  );

  app.post(
    '/exhibitor/rest/enterpriseSites/ids',
    {
      schema: {
        tags,
        summary: 'List cards of these enterprises at the fair (order kept; non-exhibitors left out)',
        body: enterpriseSiteIdsBody,
        response: answer(directoryRowsSchema),
      },
    },
    async (request) =>
      ok(await svc.siteCards(db, request.locale, request.body.ids, request.body.exhibitionId)),
  );

  app.get(
    `${base}/newProducts`,
    {
      schema: {
        tags,
        summary: 'The new-products pavilion: at most 2 listed products per exhibitor, paged',
        params: directoryExhibitionParams,
        querystring: newProductsQuery,
        response: answer(newProductPageSchema),
      },
    },
    async (request) =>
      ok(await svc.newProducts(db, request.locale, request.params.exhibitionId, request.query)),
  );

  app.put(
    `${base}/newProducts`,
    {
      schema: {
        tags,
        security,
        summary:
          "Choose the caller's enterprise's pavilion products (administrator or operator; listed products, at most 2)",
        params: directoryExhibitionParams,
        body: newProductsBody,
        response: answer(newProductPageSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await svc.setNewProducts(
          db,
          { userId: currentUserId(request), locale: request.locale },
          request.params.exhibitionId,
          request.body.productIds,
        ),
      ),
  );

  app.get(
    `${base}/floorplan`,
    {
      schema: {
        tags,
        summary: 'Halls with a floor plan at the fair',
        params: directoryExhibitionParams,
        response: answer(floorPlanHallsSchema),
      },
    },
    async (request) => ok(await svc.floorPlanHalls(db, request.locale, request.params.exhibitionId)),
  );

  app.get(
    `${base}/floorplan/:hall`,
    {
      schema: {
        tags,
        summary: "A hall's floor plan: booth rectangles with area and exhibitor",
        params: floorPlanParams,
        response: answer(floorPlanSchema),
      },
    },
    async (request) =>
      ok(await svc.floorPlan(db, request.locale, request.params.exhibitionId, request.params.hall)),
  );

  app.get(
    `${base}/booths`,
    {
      schema: {
        tags,
        summary: 'Booths by number or exhibitor name, with their hall for the floor plan',
        params: directoryExhibitionParams,
        querystring: boothSearchQuery,
        response: answer(boothHitsSchema),
      },
    },
    async (request) =>
      ok(
        await svc.searchBooths(
          db,
          request.locale,
          request.params.exhibitionId,
          request.query.q,
          request.query.limit,
        ),
      ),
  );

  for (const mode of ['preview', 'random'] as const) {
    app.get(
      `/portal/rest/catalogs/section/:sectionId/${mode}/:count`,
      {
        schema: {
          tags,
          summary:
            mode === 'preview'
              ? "A featured-exhibitor section's first exhibitors, in the organizer's order"
              : 'Exhibitors drawn at random from a featured-exhibitor section',
          params: sectionCountParams,
          response: answer(featuredSectionSchema),
        },
      },
      async (request) =>
        ok(
          await svc.featuredSection(
            db,
            request.locale,
            request.params.sectionId,
            request.params.count,
            mode === 'random',
          ),
        ),
    );
  }

  await fastify.register(directoryPages);
}
