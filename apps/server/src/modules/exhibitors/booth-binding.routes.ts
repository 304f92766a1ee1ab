import {
  boothBindingBoardSchema,
  boothBindingBody,
  boothBindingIdParams,
  boothBindingSchema,
  interactionInboxSchema,
  interactionQuery,
  okSchema,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import * as binding from './booth-binding.service';
import * as interaction from './interaction.service';

const tags = ['exhibitors'];
const security = tokenSecurity;
const BASE = '/exhibitor/rest/boothBinding';

/** Booth binding and the interaction inbox (issue 19: spec §2 /exhibitor/boothBinding, exhibitorsInteraction). */
export default async function boothBindingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');

  app.get(
    BASE,
    {
      schema: {
        tags,
        security,
        summary: "The enterprise's sold booths, the fair days, its members and who works where",
        response: answer(boothBindingBoardSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await binding.board(db, signedInCaller(request))),
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        security,
        summary: 'Put a member on a booth for a fair day (administrator; within the booth’s passes)',
        body: boothBindingBody,
        response: answer(boothBindingSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await binding.bind(db, signedInCaller(request), request.body)),
  );

  app.delete(
    `${BASE}/:bindingId`,
    {
      schema: {
        tags,
        security,
        summary: 'Take a member off a booth day (administrator)',
        params: boothBindingIdParams,
        response: answer(okSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await binding.unbind(db, signedInCaller(request), request.params.bindingId)),
  );

  app.get(
    '/exhibitor/rest/exhibitorsInteraction',
    {
      schema: {
        tags,
        security,
        summary:
          'What visitors did with the enterprise (follows, collected products, cards, meetings), newest first',
        querystring: interactionQuery,
        response: answer(interactionInboxSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await interaction.inbox(db, signedInCaller(request), request.query)),
  );
}
