import {
  agentApplyBody,
  sampleApplyBody,
  TRADE_APPLY_KINDS,
  type TradeApplyKind,
  tradeApplyExportSchema,
  tradeApplyFilter,
  tradeApplyOrgQuery,
  tradeApplyPageBody,
  tradeApplyPageSchema,
  tradeApplySchema,
  tradeApplyUpdateBody,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import { currentExhibitionId } from '../fair';
import * as trade from './trade-applies.service';

const tags = ['exhibitors'];
const security = tokenSecurity;
const X = '/exhibitor/rest';
const ORG = '/portal/rest/organizer/exhibitorServices';

/** Spec §7 resource names of the two kinds. */
const RESOURCE: Record<TradeApplyKind, string> = { sample: 'sampleApplys', agency: 'agentApplys' };
const targetParams = z.object({ targetId: z.coerce.number().int().positive() });

/**
 * Sample and agency applications (spec §7 sampleApplys / agentApplys: page, update, export;
 * the buyer's submit and its own state are added under the same names, docs/api-notes.md).
 */
export default async function tradeAppliesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');
  const organizerOnly = app.requireRole('organizer');

  app.post(
    `${X}/sampleApplys`,
    {
      schema: {
        tags,
        security,
        summary: "A buyer's sample request for a listed product (a repeated submit answers the first)",
        body: sampleApplyBody,
        response: answer(tradeApplySchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await trade.applyForSample(db, signedInCaller(request), await currentExhibitionId(db), request.body),
      ),
  );

  app.post(
    `${X}/agentApplys`,
    {
      schema: {
        tags,
        security,
        summary: "A buyer's application to become an exhibitor's agent (a repeated submit answers the first)",
        body: agentApplyBody,
        response: answer(tradeApplySchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await trade.applyForAgency(db, signedInCaller(request), await currentExhibitionId(db), request.body),
      ),
  );

  for (const kind of TRADE_APPLY_KINDS) {
    const base = `${X}/${RESOURCE[kind]}`;

    app.get(
      `${base}/mine/:targetId`,
      {
        schema: {
          tags,
          security,
          summary: `The caller's own ${kind} application for a ${kind === 'sample' ? 'product' : 'exhibitor'} (null when none)`,
          params: targetParams,
          response: answer(tradeApplySchema.nullable()),
        },
        preHandler: signedIn,
      },
      async (request) =>
        ok(await trade.myTradeApply(db, signedInCaller(request), kind, request.params.targetId)),
    );

    app.post(
      `${base}/page`,
      {
        schema: {
          tags,
          security,
          summary: `The ${kind} applications to the caller's enterprise, with counts per state`,
          body: tradeApplyPageBody,
          response: answer(tradeApplyPageSchema),
        },
        preHandler: signedIn,
      },
      async (request) => ok(await trade.enterprisePage(db, signedInCaller(request), kind, request.body)),
    );

    app.put(
      `${base}/update`,
      {
        schema: {
          tags,
          security,
          summary: `Accept or decline (with a reply) a pending ${kind} application of the caller's enterprise`,
          body: tradeApplyUpdateBody,
          response: answer(tradeApplySchema),
        },
        preHandler: signedIn,
      },
      async (request) => ok(await trade.answer(db, signedInCaller(request), kind, request.body)),
    );

    app.post(
      `${base}/export`,
      {
        schema: {
          tags,
          security,
          summary: `Every ${kind} application of the filter, for the spreadsheet the page writes`,
          body: tradeApplyFilter,
          response: answer(tradeApplyExportSchema),
        },
        preHandler: signedIn,
      },
      async (request) => ok(await trade.enterpriseExport(db, signedInCaller(request), kind, request.body)),
    );
  }

  app.get(
    `${ORG}/tradeApplys`,
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: "Every enterprise's sample or agency applications, by state",
        querystring: tradeApplyOrgQuery,
        response: answer(tradeApplyPageSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await trade.organizerPage(db, request.query)),
  );
}
