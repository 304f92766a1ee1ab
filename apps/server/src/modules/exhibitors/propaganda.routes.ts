import {
  propagandaBody,
  propagandaEditBody,
  propagandaIdParams,
  propagandaPageSchema,
  propagandaQuery,
  propagandaReviewBody,
  propagandaSchema,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import { registerAttachmentReader, registerPublicFiles } from '../attachments';
import { currentExhibitionId } from '../fair';
import * as propaganda from './propaganda.service';

const tags = ['exhibitors'];
const security = tokenSecurity;
const BASE = '/exhibitor/rest/propaganda';
const ORG = '/portal/rest/organizer/exhibitorServices/propaganda';
const enterpriseParams = z.object({ enterpriseId: z.coerce.number().int().positive() });

/** Publicity material (issue 19: spec §2 /exhibitor/propaganda, propagandaAudit; the organizer's queue). */
export default async function propagandaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');
  // An approved item's files are shown on the exhibitor's public page; drafts' only to the enterprise.
  registerPublicFiles('propaganda', propaganda.isApprovedPropagandaFile);
  registerAttachmentReader('propaganda', propaganda.isPropagandaMember);
  const organizerOnly = app.requireRole('organizer');
  const idSchema = { params: propagandaIdParams, response: answer(propagandaSchema) };

  app.get(
    BASE,
    {
      schema: {
        tags,
        security,
        summary: "The caller's enterprise's publicity material with its review states",
        querystring: propagandaQuery,
        response: answer(propagandaPageSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await propaganda.myItems(db, signedInCaller(request), await currentExhibitionId(db), request.query)),
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        security,
        summary: 'New publicity material (draft or submitted); the same requestKey stores it once',
        body: propagandaBody,
        response: answer(propagandaSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await propaganda.createItem(db, signedInCaller(request), await currentExhibitionId(db), request.body),
      ),
  );

  app.get(
    `${BASE}/:propagandaId`,
    {
      schema: { tags, security, summary: 'One of the enterprise’s items', ...idSchema },
      preHandler: signedIn,
    },
    async (request) => ok(await propaganda.getItem(db, signedInCaller(request), request.params.propagandaId)),
  );

  app.put(
    `${BASE}/:propagandaId`,
    {
      schema: {
        tags,
        security,
        summary:
          'Change an item not yet reviewed (or rejected, or sent back for changes); submit it when asked',
        body: propagandaEditBody,
        ...idSchema,
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await propaganda.editItem(db, signedInCaller(request), request.params.propagandaId, request.body)),
  );

  app.put(
    `${BASE}/:propagandaId/submit`,
    { schema: { tags, security, summary: 'Submit an item for review', ...idSchema }, preHandler: signedIn },
    async (request) =>
      ok(await propaganda.submitItem(db, signedInCaller(request), request.params.propagandaId)),
  );

  app.put(
    `${BASE}/revoke/:propagandaId`,
    {
      schema: { tags, security, summary: 'Withdraw an item before review', ...idSchema },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await propaganda.revokeItem(db, signedInCaller(request), request.params.propagandaId)),
  );

  app.get(
    '/portal/rest/propaganda/enterprise/:enterpriseId',
    {
      schema: {
        tags,
        summary: "An exhibitor's approved publicity material at the current fair (public)",
        params: enterpriseParams,
        response: answer(z.array(propagandaSchema)),
      },
    },
    async (request) =>
      ok(
        await propaganda.approvedOf(
          db,
          await currentExhibitionId(db),
          request.params.enterpriseId,
          request.locale,
        ),
      ),
  );

  app.get(
    ORG,
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Publicity material of every exhibitor (drafts never), by state',
        querystring: propagandaQuery,
        response: answer(propagandaPageSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(await propaganda.queue(db, signedInCaller(request), await currentExhibitionId(db), request.query)),
  );

  app.put(
    `${ORG}/:propagandaId`,
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Approve, reject (reason required) or send back for changes (reason required)',
        body: propagandaReviewBody,
        ...idSchema,
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(await propaganda.review(db, signedInCaller(request), request.params.propagandaId, request.body)),
  );
}
