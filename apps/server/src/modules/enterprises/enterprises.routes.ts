import {
  adminCodeSentSchema,
  alterTypeBody,
  amendEmployeeBody,
  applicationQuery,
  auditJoinBody,
  auditPassBody,
  auditRejectBody,
  boundSchema,
  certificationBody,
  certificationCheckSchema,
  certificationPageSchema,
  certificationQueueQuery,
  certificationRejectBody,
  contactBody,
  contactIdParams,
  contactListBody,
  contactSchema,
  contactUpdateBody,
  dateAnswerSchema,
  editBusinessBody,
  editEnterpriseBody,
  employeeIdParams,
  enterpriseIdParams,
  enterpriseLogoBody,
  enterpriseSchema,
  enterpriseSummaryPageSchema,
  enterpriseSummarySchema,
  enterpriseUpdateParams,
  enterpriseViewSchema,
  fuzzyQueryBody,
  isAdminSchema,
  joinEntBody,
  joinRequestIdParams,
  joinRequestPageSchema,
  joinRequestSchema,
  joinResultSchema,
  okSchema,
  searchEntNameBody,
  settlementBody,
  settlementIdParams,
  settlementPageSchema,
  settlementQueueQuery,
  settlementRejectBody,
  settlementSchema,
  settlementStateListSchema,
  staffIdParams,
  staffPageBody,
  staffPageSchema,
  staffSchema,
  staffValidSchema,
  userExhibitionParams,
  userIdValidParams,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId, signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import { registerEnterpriseLookup } from '../users';
import * as contacts from './contacts.service';
import * as ent from './enterprises.service';
import { enterpriseLookup, isEnterpriseAdmin, isStaff } from './membership';
import * as settlement from './settlement.service';
import * as staff from './staff.service';

const tags = ['enterprises'];
const staffTags = ['staff'];
const security = tokenSecurity;

/**
 * Enterprise certification, joining, staff and contacts (spec §6, §7 "Enterprise and
 * exhibitor"). Every enterprise-scoped call checks that the caller belongs to THAT
 * enterprise (the caller's own, or the one named in the path) — see membership.ts.
 */
export default async function enterprisesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps;
  const signedIn = app.requireRole('user');
  const organizerOnly = app.requireRole('organizer');

  app.registerRoleResolver('staff', isStaff);
  app.registerRoleResolver('enterpriseAdmin', isEnterpriseAdmin);
  registerEnterpriseLookup(enterpriseLookup);

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

  /* ------------------------------------------------------ certification */

  app.post(
    '/portal/rest/entCer/authentication',
    {
      schema: {
        tags,
        security,
        summary: 'Certify a new enterprise (or resubmit a rejected certification); the organizer reviews it',
        body: certificationBody,
        response: answer(enterpriseSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await ent.submitCertification(deps, caller(request), request.body)),
  );

  app.get(
    '/portal/rest/entCer/check',
    {
      schema: {
        tags,
        security,
        summary:
          "The caller's certification state (none, pending, certified, rejected) with the reject reason",
        response: answer(certificationCheckSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await ent.checkCertification(db, currentUserId(request))),
  );

  app.get(
    '/portal/rest/entCer/certList',
    {
      schema: {
        tags,
        security,
        summary: 'Certifications the caller submitted, newest first',
        response: answer(z.array(enterpriseSchema)),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await ent.listOwnCertifications(db, currentUserId(request))),
  );

  app.get(
    '/portal/rest/entCer/entryDate',
    {
      schema: {
        tags,
        security,
        summary: 'When the caller joined their enterprise',
        response: answer(dateAnswerSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await ent.entryDate(db, currentUserId(request))),
  );

  app.get(
    '/portal/rest/entCer/authenticationDate',
    {
      schema: {
        tags,
        security,
        summary: "When the caller's enterprise was certified",
        response: answer(dateAnswerSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await ent.authenticationDate(db, currentUserId(request))),
  );

  /* ------------------------------------------------------------ joining */

  app.post(
    '/portal/rest/entCer/joinEnt',
    {
      schema: {
        tags,
        security,
        summary: 'Apply (or apply again) to join a certified enterprise',
        body: joinEntBody,
        response: answer(joinRequestSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await staff.applyToJoin(db, caller(request), request.body)),
  );

  app.post(
    '/portal/rest/entCer/changeEnt',
    {
      schema: {
        tags,
        security,
        summary: 'A member (not the administrator) asks to move to another enterprise; approval moves them',
        body: joinEntBody,
        response: answer(joinRequestSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await staff.changeEnterprise(db, caller(request), request.body)),
  );

  app.delete(
    '/exhibitor/rest/enterprise/cancelJoinEnt/:joinRequestId',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw your waiting join request',
        params: joinRequestIdParams,
        response: answer(joinRequestSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await staff.cancelJoin(db, caller(request), request.params.joinRequestId)),
  );

  app.get(
    '/portal/rest/entCer/certificationList',
    {
      schema: {
        tags,
        security,
        summary: "The caller's join requests with state and reason, newest first",
        response: answer(z.array(joinRequestSchema)),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await staff.ownRequests(db, currentUserId(request))),
  );

  for (const path of ['/portal/rest/entCer/checkJoined', '/exhibitor/rest/staffs/isBoundEnterprise']) {
    app.get(
      path,
      {
        schema: {
          tags: staffTags,
          security,
          summary: 'Whether the caller belongs to an enterprise, and which (role, certified)',
          response: answer(boundSchema),
        },
        preHandler: signedIn,
      },
      async (request) => ok(await staff.bound(db, currentUserId(request))),
    );
  }

  app.get(
    '/exhibitor/rest/staffs/isAdmin',
    {
      schema: {
        tags: staffTags,
        security,
        summary: 'Whether the caller is the administrator of a certified enterprise',
        response: answer(isAdminSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok({ admin: await isEnterpriseAdmin(db, currentUserId(request)) }),
  );

  app.get(
    '/exhibitor/rest/staffs/getJoinEntResult',
    {
      schema: {
        tags: staffTags,
        security,
        summary: "The caller's latest join request (state and reason)",
        response: answer(joinResultSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await staff.joinResult(db, currentUserId(request))),
  );

  /* ------------------------------------------------- applications (admin) */

  app.get(
    '/exhibitor/rest/staffs/listApplication',
    {
      schema: {
        tags: staffTags,
        security,
        summary: "Join requests to the caller's enterprise (administrator), waiting first; filter and search",
        querystring: applicationQuery,
        response: answer(joinRequestPageSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await staff.listApplications(db, caller(request), request.query)),
  );

  app.put(
    '/exhibitor/rest/staffs/auditJoinEnt',
    {
      schema: {
        tags: staffTags,
        security,
        summary: 'Approve, reject (reason required) or blacklist a join request (administrator)',
        body: auditJoinBody,
        response: answer(joinRequestSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await staff.auditJoin(deps, caller(request), request.body)),
  );

  app.put(
    '/exhibitor/rest/enterprise/employees/employAuditPass',
    {
      schema: {
        tags: staffTags,
        security,
        summary: 'Approve a join request (administrator)',
        body: auditPassBody,
        response: answer(joinRequestSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await staff.auditJoin(deps, caller(request), {
          requestId: request.body.requestId,
          decision: 'approve',
        }),
      ),
  );

  app.put(
    '/exhibitor/rest/enterprise/employees/employAuditReject',
    {
      schema: {
        tags: staffTags,
        security,
        summary: 'Reject a join request with a reason (administrator)',
        body: auditRejectBody,
        response: answer(joinRequestSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await staff.auditJoin(deps, caller(request), { ...request.body, decision: 'reject' })),
  );

  /* --------------------------------------------------------------- staff */

  for (const path of ['/exhibitor/rest/staffs/page', '/portal/rest/entCer/searchEmployee']) {
    app.post(
      path,
      {
        schema: {
          tags: staffTags,
          security,
          summary: "Members of the caller's enterprise, searched by name, mobile, email or department, paged",
          body: staffPageBody,
          response: answer(staffPageSchema),
        },
        preHandler: signedIn,
      },
      async (request) => ok(await staff.pageStaff(db, caller(request), request.body)),
    );
  }

  app.get(
    '/exhibitor/rest/staffs/findAllStaffsByCurrent',
    {
      schema: {
        tags: staffTags,
        security,
        summary: "Every member of the caller's enterprise",
        response: answer(z.array(staffSchema)),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await staff.allStaff(db, caller(request))),
  );

  app.get(
    '/exhibitor/rest/staffs/user/:userId/valid',
    {
      schema: {
        tags: staffTags,
        security,
        summary: "Whether a user is a member of the caller's enterprise, and their role",
        params: userIdValidParams,
        response: answer(staffValidSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await staff.staffValid(db, caller(request), request.params.userId)),
  );

  app.get(
    '/exhibitor/rest/staffs/code',
    {
      schema: {
        tags: staffTags,
        security,
        summary: "Send an SMS code to the current administrator's mobile, to replace the administrator",
        response: answer(adminCodeSentSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await staff.sendAdminCode(deps, { ...caller(request), ip: request.ip })),
  );

  app.put(
    '/exhibitor/rest/staffs/alterType',
    {
      schema: {
        tags: staffTags,
        security,
        summary:
          "Change a member's role (administrator); role 'admin' replaces the administrator and needs the SMS code",
        body: alterTypeBody,
        response: answer(staffSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await staff.alterType(deps, caller(request), request.body)),
  );

  app.delete(
    '/exhibitor/rest/staffs/rolePermission/:staffId',
    {
      schema: {
        tags: staffTags,
        security,
        summary: "Take a member's extra role away: back to plain staff (administrator)",
        params: staffIdParams,
        response: answer(staffSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await staff.revokeRole(db, caller(request), request.params.staffId)),
  );

  app.delete(
    '/exhibitor/rest/enterprise/settlement/delEmployee/:employeeId',
    {
      schema: {
        tags: staffTags,
        security,
        summary: 'Remove a member from the enterprise (administrator; never the administrator)',
        params: employeeIdParams,
        response: answer(okSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await staff.deleteEmployee(db, caller(request), request.params.employeeId)),
  );

  app.put(
    '/exhibitor/rest/enterprise/settlement/amendEmployee',
    {
      schema: {
        tags: staffTags,
        security,
        summary: "A member's department, position and title (administrator, or the member themself)",
        body: amendEmployeeBody,
        response: answer(staffSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await staff.amendEmployee(db, caller(request), request.body)),
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

  /* ------------------------------------------------------------ contacts */

  app.post(
    '/exhibitor/rest/contact/list',
    {
      schema: {
        tags,
        security,
        summary: "Contacts of the caller's enterprise, the primary first",
        body: contactListBody,
        response: answer(z.array(contactSchema)),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await contacts.listContacts(db, caller(request), request.body.keyword)),
  );

  app.post(
    '/exhibitor/rest/contact',
    {
      schema: {
        tags,
        security,
        summary: 'Add a contact (administrator or operator); the first one is primary',
        body: contactBody,
        response: answer(contactSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await contacts.addContact(db, caller(request), request.body)),
  );

  app.put(
    '/exhibitor/rest/contact',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a contact (administrator or operator)',
        body: contactUpdateBody,
        response: answer(contactSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await contacts.updateContact(db, caller(request), request.body)),
  );

  app.delete(
    '/exhibitor/rest/contact/:contactId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a contact (administrator or operator); the oldest left becomes primary',
        params: contactIdParams,
        response: answer(okSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await contacts.deleteContact(db, caller(request), request.params.contactId)),
  );

  app.put(
    '/exhibitor/rest/contact/isPrimary/:contactId',
    {
      schema: {
        tags,
        security,
        summary: 'Make a contact the primary one (administrator or operator)',
        params: contactIdParams,
        response: answer(contactSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await contacts.makePrimary(db, caller(request), request.params.contactId)),
  );

  /* ---------------------------------------------------- organizer queue */

  app.get(
    '/portal/rest/organizer/enterprises/certifications',
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Certification queue (organizer): filter by state, search name or credit code, newest first',
        querystring: certificationQueueQuery,
        response: answer(certificationPageSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await ent.listCertificationQueue(db, request.query)),
  );

  app.put(
    '/portal/rest/organizer/enterprises/:enterpriseId/approve',
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Approve a certification: the applicant becomes the enterprise administrator',
        params: enterpriseIdParams,
        response: answer(enterpriseSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await ent.reviewCertification(deps, currentUserId(request), request.params.enterpriseId, {
          action: 'approve',
        }),
      ),
  );

  app.put(
    '/portal/rest/organizer/enterprises/:enterpriseId/reject',
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Reject a certification with a reason the applicant sees',
        params: enterpriseIdParams,
        body: certificationRejectBody,
        response: answer(enterpriseSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await ent.reviewCertification(deps, currentUserId(request), request.params.enterpriseId, {
          action: 'reject',
          reason: request.body.reason,
        }),
      ),
  );

  /* ---------------------------------------------------------- settlement */

  app.post(
    '/exhibitor/rest/enterprise/settlement/settled',
    {
      schema: {
        tags,
        security,
        summary:
          'Apply to settle on the enterprise service platform (administrator of a certified enterprise); the organizer reviews it',
        body: settlementBody,
        response: answer(settlementSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await settlement.saveSettlement(deps, caller(request), request.body, 'submit')),
  );

  app.put(
    '/exhibitor/rest/enterprise/settlement/modify',
    {
      schema: {
        tags,
        security,
        summary:
          'Change a waiting or rejected settlement application (administrator); it goes back to waiting',
        body: settlementBody,
        response: answer(settlementSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await settlement.saveSettlement(deps, caller(request), request.body, 'modify')),
  );

  app.get(
    '/exhibitor/rest/enterprise/settlement/stateList',
    {
      schema: {
        tags,
        security,
        summary: "The settlement states and the caller's enterprise settlement (members)",
        response: answer(settlementStateListSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await settlement.settlementState(db, caller(request))),
  );

  app.get(
    '/portal/rest/organizer/enterprises/settlements',
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Settlement queue (organizer): filter by state, search enterprise names, newest first',
        querystring: settlementQueueQuery,
        response: answer(settlementPageSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await settlement.listSettlementQueue(db, request.query)),
  );

  app.put(
    '/portal/rest/organizer/enterprises/settlements/:settlementId/approve',
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Approve a settlement application',
        params: settlementIdParams,
        response: answer(settlementSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await settlement.reviewSettlement(deps, currentUserId(request), request.params.settlementId, {
          action: 'approve',
        }),
      ),
  );

  app.put(
    '/portal/rest/organizer/enterprises/settlements/:settlementId/reject',
    {
      schema: {
        tags: ['organizer'],
        security,
        summary: 'Reject a settlement application with a reason the enterprise sees',
        params: settlementIdParams,
        body: settlementRejectBody,
        response: answer(settlementSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await settlement.reviewSettlement(deps, currentUserId(request), request.params.settlementId, {
          action: 'reject',
          reason: request.body.reason,
        }),
      ),
  );
}
