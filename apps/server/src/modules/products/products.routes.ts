import {
  okSchema,
  productBody,
  productIdParams,
  productPageBody,
  productPageSchema,
  productQueuePageSchema,
  productQueueQuery,
  productSchema,
  productViolationBody,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import { registerAttachmentReader, registerPublicFiles } from '../attachments';
import { recordView } from '../enterprise-pages';
import productPages from './pages.routes';
import { PRODUCT_REF } from './products.repository';
import * as svc from './products.service';

const tags = ['products'];
const security = tokenSecurity;

/**
 * Products of the enterprise center (spec §2 /myEnterprise productList, productAdd; §4
 * product listing). The spec names no path for them: they live under
 * /exhibitor/rest/products (the enterprise's staff), /portal/rest/organizer/products (review)
 * and /portal/rest/products (a product on sale, for anyone). docs/api-notes.md lists them.
 */
export default async function productsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');
  const organizerOnly = app.requireRole('organizer');
  const caller = signedInCaller;
  registerPublicFiles(PRODUCT_REF, svc.isListedProductFile);
  registerAttachmentReader(PRODUCT_REF, svc.isProductMember);
  /** A written product may change what buyers find: the portal's search re-reads it (modules/search). */
  const listed = async <T>(work: Promise<T>, id: number | ((result: T) => number)): Promise<T> => {
    const result = await work;
    const ids = [typeof id === 'number' ? id : id(result)];
    await app.deps.events.emit('listing.changed', { subject: 'product', ids });
    return result;
  };

  /* ------------------------------------------------------------ enterprise */

  app.post(
    '/exhibitor/rest/products/page',
    {
      schema: {
        tags,
        security,
        summary:
          "The caller's enterprise's products by tab (all, listed, unlisted, violation) with tab counts",
        body: productPageBody,
        response: answer(productPageSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.listProducts(db, caller(request), request.body)),
  );

  app.post(
    '/exhibitor/rest/products',
    {
      schema: {
        tags,
        security,
        summary: 'Add a product (a draft, or submitted for review with submit: true)',
        body: productBody,
        response: answer(productSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await listed(svc.createProduct(db, caller(request), request.body), (p) => p.id)),
  );

  app.get(
    '/exhibitor/rest/products/:productId',
    {
      schema: {
        tags,
        security,
        summary: "A product of the caller's enterprise, in any state",
        params: productIdParams,
        response: answer(productSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.getOwnProduct(db, caller(request), request.params.productId)),
  );

  app.put(
    '/exhibitor/rest/products/:productId',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a product (not while on sale: delist it first); relisting then needs a review',
        params: productIdParams,
        body: productBody,
        response: answer(productSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await listed(
          svc.updateProduct(db, caller(request), request.params.productId, request.body),
          request.params.productId,
        ),
      ),
  );

  const actions = [
    ['submit', 'Submit a draft, delisted or violation product for review'],
    ['list', 'Put a delisted product back on sale (unchanged since its approval)'],
    ['delist', 'Take a product off sale'],
  ] as const;
  for (const [action, summary] of actions) {
    app.put(
      `/exhibitor/rest/products/:productId/${action}`,
      {
        schema: { tags, security, summary, params: productIdParams, response: answer(productSchema) },
        preHandler: signedIn,
      },
      async (request) =>
        ok(
          await listed(
            svc.actOnProduct(db, caller(request), request.params.productId, action),
            request.params.productId,
          ),
        ),
    );
  }

  app.delete(
    '/exhibitor/rest/products/:productId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a product (not while on sale)',
        params: productIdParams,
        response: answer(okSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await listed(
          svc.deleteProduct(db, caller(request), request.params.productId),
          request.params.productId,
        ),
      ),
  );

  /* ------------------------------------------------------------- organizer */

  app.get(
    '/portal/rest/organizer/products',
    {
      schema: {
        tags,
        security,
        summary: 'Products of every enterprise by state (waiting for review: oldest first), with counts',
        querystring: productQueueQuery,
        response: answer(productQueuePageSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await svc.productQueue(db, request.locale, request.query)),
  );

  app.get(
    '/portal/rest/organizer/products/:productId',
    {
      schema: {
        tags,
        security,
        summary: 'One product, in any state',
        params: productIdParams,
        response: answer(productSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await svc.getProductForOrganizer(db, request.locale, request.params.productId)),
  );

  app.put(
    '/portal/rest/organizer/products/:productId/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Approve a product waiting for review: it goes on sale',
        params: productIdParams,
        response: answer(productSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await listed(
          svc.reviewProduct(db, caller(request), request.params.productId, { action: 'approve' }),
          request.params.productId,
        ),
      ),
  );

  app.put(
    '/portal/rest/organizer/products/:productId/violation',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a product as a violation with a reason the enterprise reads; it leaves sale',
        params: productIdParams,
        body: productViolationBody,
        response: answer(productSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await listed(
          svc.reviewProduct(db, caller(request), request.params.productId, {
            action: 'violation',
            reason: request.body.reason,
          }),
          request.params.productId,
        ),
      ),
  );

  /* ---------------------------------------------------------------- public */

  app.get(
    '/portal/rest/products/:productId',
    {
      schema: {
        tags,
        summary: 'A product on sale (of a certified enterprise), for anyone',
        params: productIdParams,
        response: answer(productSchema),
      },
    },
    async (request) => {
      const product = await svc.getListedProduct(db, request.locale, request.params.productId);
      // A view counts for the enterprise's statistics; counting never fails the page.
      await recordView(db, product.enterpriseId, 'product').catch((err: unknown) =>
        request.log.warn({ err }, 'view not counted'),
      );
      return ok(product);
    },
  );

  await fastify.register(productPages);
}
