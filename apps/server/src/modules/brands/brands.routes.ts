import {
  brandBody,
  brandEnterpriseParams,
  brandIdParams,
  brandListSchema,
  brandSchema,
  okSchema,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import { registerAttachmentReader, registerPublicFiles } from '../attachments';
import { BRAND_REF } from './brands.repository';
import * as svc from './brands.service';

const tags = ['brands'];
const security = tokenSecurity;

/**
 * Brands of the enterprise center (spec §2 /myEnterprise brand/list, brand/add). The spec
 * names no path: they live under /exhibitor/rest/brands (the enterprise's staff) and
 * /portal/rest/enterprises/{enterpriseId}/brands (anyone). docs/api-notes.md lists them.
 */
export default async function brandsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');
  const caller = signedInCaller;
  registerPublicFiles(BRAND_REF, svc.isPublicBrandFile);
  registerAttachmentReader(BRAND_REF, svc.isBrandMember);

  app.get(
    '/exhibitor/rest/brands',
    {
      schema: {
        tags,
        security,
        summary: "The caller's enterprise's brands",
        response: answer(brandListSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.listOwnBrands(db, caller(request))),
  );

  app.post(
    '/exhibitor/rest/brands',
    {
      schema: {
        tags,
        security,
        summary: 'Add a brand (Chinese and/or English name, JPG/PNG logo, short description)',
        body: brandBody,
        response: answer(brandSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.createBrand(db, caller(request), request.body)),
  );

  app.get(
    '/exhibitor/rest/brands/:brandId',
    {
      schema: {
        tags,
        security,
        summary: "A brand of the caller's enterprise",
        params: brandIdParams,
        response: answer(brandSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.getOwnBrand(db, caller(request), request.params.brandId)),
  );

  app.put(
    '/exhibitor/rest/brands/:brandId',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a brand',
        params: brandIdParams,
        body: brandBody,
        response: answer(brandSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.updateBrand(db, caller(request), request.params.brandId, request.body)),
  );

  app.delete(
    '/exhibitor/rest/brands/:brandId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a brand',
        params: brandIdParams,
        response: answer(okSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.deleteBrand(db, caller(request), request.params.brandId)),
  );

  app.get(
    '/portal/rest/enterprises/:enterpriseId/brands',
    {
      schema: {
        tags,
        summary: "A certified enterprise's brands, for anyone",
        params: brandEnterpriseParams,
        response: answer(brandListSchema),
      },
    },
    async (request) => ok(await svc.listPublicBrands(db, request.params.enterpriseId)),
  );
}
