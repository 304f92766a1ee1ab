import {
  okSchema,
  staffPassBody,
  staffPassIdParams,
  staffPassListSchema,
  staffPassSchema,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import { currentExhibitionId } from '../fair';
import * as passes from './staff-passes.service';

const tags = ['exhibitors'];
const security = tokenSecurity;
const BASE = '/exhibitor/rest/staffPasses';

/** Staff passes of an exhibiting enterprise (spec §2 /exhibitor/staffAddressList; docs/api-notes.md). */
export default async function staffPassesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');

  app.get(
    BASE,
    {
      schema: {
        tags,
        security,
        summary: "The caller's enterprise's sold booths, the staff passes they give and the named passes",
        response: answer(staffPassListSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await passes.passList(db, signedInCaller(request), await currentExhibitionId(db))),
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        security,
        summary: 'Name one more staff pass (administrator or operator; the same mobile answers its pass)',
        body: staffPassBody,
        response: answer(staffPassSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await passes.addPass(db, signedInCaller(request), await currentExhibitionId(db), request.body)),
  );

  app.put(
    `${BASE}/:staffPassId`,
    {
      schema: {
        tags,
        security,
        summary: "Correct one of the enterprise's staff passes",
        params: staffPassIdParams,
        body: staffPassBody,
        response: answer(staffPassSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await passes.changePass(db, signedInCaller(request), request.params.staffPassId, request.body)),
  );

  app.delete(
    `${BASE}/:staffPassId`,
    {
      schema: {
        tags,
        security,
        summary: "Give back one of the enterprise's staff passes",
        params: staffPassIdParams,
        response: answer(okSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await passes.removePass(db, signedInCaller(request), request.params.staffPassId)),
  );
}
