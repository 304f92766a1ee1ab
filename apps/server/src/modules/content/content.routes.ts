import { envelopeSchema, navItemSchema, navSiteParams } from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { getSiteNavigation } from './content.service';

const tags = ['content'];

export default async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

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
    async (request) => ok(await getSiteNavigation(db, request.params.siteId, request.locale)),
  );
}
