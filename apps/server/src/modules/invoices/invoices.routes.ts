import {
  envelopeSchema,
  invoiceCreateBody,
  invoiceExhibitionSeminarParams,
  invoiceIdParams,
  invoiceIssueBody,
  invoiceRejectBody,
  invoiceRelevanceQuery,
  invoiceRequestSchema,
  invoiceSeminarParams,
  invoiceUpdateBody,
  organizerInvoiceSchema,
  organizerInvoicesQuery,
} from '@cidpex/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../platform/auth';
import { ok, tokenSecurity } from '../../platform/envelope';
import * as service from './invoices.service';

const tags = ['invoices'];
const security = tokenSecurity;
const P = '/portal/rest/invoiceRequests';
const answer = { 200: envelopeSchema(invoiceRequestSchema) };

/**
 * Invoice requests (fapiao) for paid seminar orders, and the receipt PDF (spec §7
 * "Invoices and surveys"). One request per order; only the owner of the seminar request
 * asks for or changes it; the organizer may read it.
 */
export default async function invoicesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');
  const organizer = app.requireRole('organizer');

  async function viewerOf(request: FastifyRequest): Promise<service.Viewer> {
    return { userId: currentUserId(request), isOrganizer: await app.hasRole(request, 'organizer') };
  }

  app.post(
    P,
    {
      schema: {
        tags,
        security,
        summary: 'Ask for the invoice of a paid seminar order (asking again changes the same request)',
        description: 'Refused for an order not paid (10530) or not yours (10520).',
        body: invoiceCreateBody,
        response: answer,
      },
      preHandler: signedIn,
    },
    async (request) => ok(await service.create(db, currentUserId(request), request.body)),
  );

  app.put(
    P,
    {
      schema: {
        tags,
        security,
        summary: 'Change your invoice request',
        description:
          'Refused once the organizer has issued it (10537, naming the invoice number); a change to a returned request asks again.',
        body: invoiceUpdateBody,
        response: answer,
      },
      preHandler: signedIn,
    },
    async (request) => ok(await service.update(db, await viewerOf(request), request.body)),
  );

  app.get(
    `${P}/seminar/:requestId`,
    {
      schema: {
        tags,
        security,
        summary: 'The invoice requests of a seminar request, newest first',
        params: invoiceSeminarParams,
        response: { 200: envelopeSchema(z.array(invoiceRequestSchema)) },
      },
      preHandler: signedIn,
    },
    async (request) => ok(await service.ofRequest(db, await viewerOf(request), request.params.requestId)),
  );

  app.get(
    `${P}/:exhibitionId/seminar/:requestId`,
    {
      schema: {
        tags,
        security,
        summary: "The invoice request of an order (relevanceById) or the request's latest; null when none",
        params: invoiceExhibitionSeminarParams,
        querystring: invoiceRelevanceQuery,
        response: { 200: envelopeSchema(invoiceRequestSchema.nullable()) },
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await service.ofRequestAt(
          db,
          await viewerOf(request),
          request.params.exhibitionId,
          request.params.requestId,
          request.query.relevanceById,
        ),
      ),
  );

  app.get(
    `${P}/receipt/:invoiceRequestId`,
    {
      schema: {
        tags,
        security,
        summary: "The receipt of the paid order as a PDF, in the caller's language",
        description: 'application/pdf, as an attachment. 10536 when the server has no Chinese font.',
        params: invoiceIdParams,
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      const { pdf, fileName } = await service.receipt(
        db,
        await viewerOf(request),
        request.params.invoiceRequestId,
        request.locale,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('content-length', pdf.length)
        .send(pdf);
    },
  );

  // ── organizer console ──

  app.get(
    '/portal/rest/organizer/invoiceRequests',
    {
      schema: {
        tags,
        security,
        summary: 'Organizer: invoice requests with their order and contact, by status, newest first',
        querystring: organizerInvoicesQuery,
        response: { 200: envelopeSchema(z.array(organizerInvoiceSchema)) },
      },
      preHandler: organizer,
    },
    async (request) => ok(await service.organizerList(db, request.query.status)),
  );

  app.put(
    '/portal/rest/organizer/invoiceRequests/:invoiceRequestId/issue',
    {
      schema: {
        tags,
        security,
        summary: 'Organizer: mark a requested invoice issued, with its number (8–20 digits) and date',
        description: 'Once only: a request already issued or returned answers 10538.',
        params: invoiceIdParams,
        body: invoiceIssueBody,
        response: answer,
      },
      preHandler: organizer,
    },
    async (request) =>
      ok(
        await service.decide(app.deps, request.params.invoiceRequestId, currentUserId(request), {
          kind: 'issue',
          input: request.body,
        }),
      ),
  );

  app.put(
    '/portal/rest/organizer/invoiceRequests/:invoiceRequestId/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Organizer: return a requested invoice with a reason (required, 10539)',
        description: 'The owner sees the reason and may correct the request, which asks again.',
        params: invoiceIdParams,
        body: invoiceRejectBody,
        response: answer,
      },
      preHandler: organizer,
    },
    async (request) =>
      ok(
        await service.decide(app.deps, request.params.invoiceRequestId, currentUserId(request), {
          kind: 'reject',
          reason: request.body.reason,
        }),
      ),
  );
}
