import {
  editBusinessBody,
  editEnterpriseBody,
  enterpriseIdParams,
  enterpriseLogoBody,
  enterpriseSchema,
  enterpriseSummaryPageSchema,
  enterpriseSummarySchema,
  enterpriseUpdateParams,
  enterpriseViewSchema,
  fuzzyQueryBody,
  searchEntNameBody,
  userExhibitionParams,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId, signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import { registerAttachmentReader, registerPrivateFiles, registerPublicFiles } from '../attachments';
import { registerEnterpriseLookup } from '../users';
import { certificationRoutes } from './certification.routes';
import { contactsRoutes } from './contacts.routes';
import * as ent from './enterprises.service';
import { enterpriseLookup, getMembership, isEnterpriseAdmin, isStaff } from './membership';
import { settlementRoutes } from './settlement.routes';
import { PAPER_REF } from './settlement.service';
import { staffRoutes } from './staff.routes';

const tags = ['enterprises'];
const security = tokenSecurity;

/**
 * Enterprises (spec §6, §7 "Enterprise and exhibitor"): the role resolvers, the lookups and the
 * enterprise's data here; certification, staff, contacts and settlement in their own route
 * files. Every enterprise-scoped call checks that the caller belongs to THAT enterprise (the
 * caller's own, or the one named in the path) — see membership.ts.
 */
export default async function enterprisesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps;
  const signedIn = app.requireRole('user');

  app.registerRoleResolver('staff', isStaff);
  app.registerRoleResolver('enterpriseAdmin', isEnterpriseAdmin);
  registerEnterpriseLookup(enterpriseLookup);
  // An enterprise's licence and settlement papers: its members read them, not only the uploader.
  const memberOf = async (readerDb: typeof db, refId: string, userId: number) =>
    (await getMembership(readerDb, userId))?.enterpriseId === Number(refId);
  registerAttachmentReader(ent.LICENCE_REF, memberOf);
  registerAttachmentReader(PAPER_REF, memberOf);
  // Served only with the pass the details call hands to those readers (issue 16 item 2).
  registerPrivateFiles(ent.LICENCE_REF);
  registerPrivateFiles(PAPER_REF);
  // A logo: public on a certified enterprise, else for the enterprise's members and the organizer.
  registerAttachmentReader(ent.LOGO_REF, memberOf);
  registerPublicFiles(ent.LOGO_REF, ent.isCertifiedLogo);

  const caller = signedInCaller;

  /* ------------------------------------------------------------ lookups */

  app.post(
    '/portal/rest/entCer/fuzzyQueryByName',
    {
      schema: {
        tags,
        summary: 'Certified enterprises whose Chinese or English name contains the text (at most 10)',
        body: fuzzyQueryBody,
        response: answer(z.array(enterpriseSummarySchema)),
      },
    },
    async (request) => ok(await ent.fuzzyQuery(db, request.body.name)),
  );

  app.post(
    '/portal/rest/entCer/searchEntName',
    {
      schema: {
        tags,
        security,
        summary: 'Search certified enterprises to join, by Chinese or English name, paged',
        body: searchEntNameBody,
        response: answer(enterpriseSummaryPageSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await ent.searchEnterprises(db, request.body)),
  );

  /* ---------------------------------------------------- enterprise data */

  app.get(
    '/exhibitor/rest/enterprise/:enterpriseId',
    {
      schema: {
        tags,
        summary: 'An enterprise: the whole record for its members, the summary of a certified one for others',
        params: enterpriseIdParams,
        response: answer(enterpriseViewSchema),
      },
    },
    async (request) =>
      ok(await ent.viewEnterprise(db, request.auth?.userId ?? null, request.params.enterpriseId)),
  );

  app.get(
    '/exhibitor/rest/enterprise/user/:userId/exhibition/:exhibitionId',
    {
      schema: {
        tags,
        security,
        summary: 'The enterprise a user belongs to (yourself; the organizer may ask about anyone)',
        params: userExhibitionParams,
        response: answer(enterpriseSchema.nullable()),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await ent.enterpriseOfUser(
          db,
          { userId: currentUserId(request), isOrganizer: await app.hasRole(request, 'organizer') },
          request.params.userId,
        ),
      ),
  );

  app.put(
    '/portal/rest/entCer/editEnterpriseData',
    {
      schema: {
        tags,
        security,
        summary: 'Edit the enterprise name and information (administrator)',
        body: editEnterpriseBody,
        response: answer(enterpriseSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await ent.editEnterprise(db, caller(request), request.body)),
  );

  app.put(
    '/exhibitor/rest/enterprise/:enterpriseId/update/:exhibitionId',
    {
      schema: {
        tags,
        security,
        summary: 'Edit the enterprise name and information (administrator of THAT enterprise)',
        params: enterpriseUpdateParams,
        body: editEnterpriseBody,
        response: answer(enterpriseSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await ent.editEnterprise(db, caller(request), request.body, request.params.enterpriseId)),
  );

  app.put(
    '/portal/rest/entCer/editEnterpriseBusinessData',
    {
      schema: {
        tags,
        security,
        summary: 'Edit the main and secondary business (administrator)',
        body: editBusinessBody,
        response: answer(enterpriseSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await ent.editBusiness(db, caller(request), request.body)),
  );

  app.put(
    '/exhibitor/rest/enterprise/:enterpriseId/logo',
    {
      schema: {
        tags,
        security,
        summary:
          'Set the logo uploaded by POST /exhibitor/rest/attachments/{enterpriseId}/form (administrator or operator of THAT enterprise)',
        params: enterpriseIdParams,
        body: enterpriseLogoBody,
        response: answer(enterpriseSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await ent.setLogo(db, caller(request), request.params.enterpriseId, request.body.attachmentId)),
  );

  await certificationRoutes(fastify);
  await staffRoutes(fastify);
  await contactsRoutes(fastify);
  await settlementRoutes(fastify);
}
