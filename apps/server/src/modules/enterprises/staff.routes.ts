import {
  adminCodeSentSchema,
  alterTypeBody,
  amendEmployeeBody,
  applicationQuery,
  auditJoinBody,
  auditPassBody,
  auditRejectBody,
  boundSchema,
  employeeIdParams,
  isAdminSchema,
  joinEntBody,
  joinRequestIdParams,
  joinRequestPageSchema,
  joinRequestSchema,
  joinResultSchema,
  okSchema,
  staffIdParams,
  staffPageBody,
  staffPageSchema,
  staffSchema,
  staffValidSchema,
  userIdValidParams,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId, signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import { isEnterpriseAdmin } from './membership';
import * as staff from './staff.service';

const staffTags = ['staff'];
const tags = ['enterprises'];
const security = tokenSecurity;

/** Joining an enterprise, the administrator's applications queue and the staff: roles, the administrator's replacement by SMS code, removal (spec §6). */
export async function staffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps;
  const signedIn = app.requireRole('user');
  const caller = signedInCaller;

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
}
