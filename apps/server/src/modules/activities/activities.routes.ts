import {
  activityBody,
  activityIdParams,
  activityPageBody,
  activityPageSchema,
  activityQueueQuery,
  activityRejectBody,
  activitySchema,
  okSchema,
  publicActivityPageSchema,
  publicActivityQuery,
  signupIdParams,
  signupPageBody,
  signupPageSchema,
  signupSchema,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId, signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import { registerAttachmentReader, registerPublicFiles } from '../attachments';
import { ACTIVITY_REF } from './activities.repository';
import * as svc from './activities.service';

const tags = ['activities'];
const security = tokenSecurity;

/**
 * Activities of the enterprise center (spec §2 /myEnterprise activityList, activityAdd,
 * activityAppList). The spec names no path: they live under /exhibitor/rest/activities (the
 * enterprise's staff), /portal/rest/organizer/activities (review) and /portal/rest/activities
 * (approved ones, for anyone; sign-ups for signed-in users). docs/api-notes.md lists them.
 */
export default async function activitiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps;
  const signedIn = app.requireRole('user');
  const organizerOnly = app.requireRole('organizer');
  registerPublicFiles(ACTIVITY_REF, svc.isPublicActivityFile);
  registerAttachmentReader(ACTIVITY_REF, svc.isActivityMember);
  const caller = signedInCaller;

  /* ------------------------------------------------------------ enterprise */

  app.post(
    '/exhibitor/rest/activities/page',
    {
      schema: {
        tags,
        security,
        summary: "The caller's enterprise's activities (optionally of one state), with counts by state",
        body: activityPageBody,
        response: answer(activityPageSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.listActivities(db, caller(request), request.body)),
  );

  app.post(
    '/exhibitor/rest/activities',
    {
      schema: {
        tags,
        security,
        summary:
          'Add an activity on one fair day within opening hours (a draft, or submitted with submit: true)',
        body: activityBody,
        response: answer(activitySchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.createActivity(db, caller(request), request.body)),
  );

  app.post(
    '/exhibitor/rest/activities/signups/page',
    {
      schema: {
        tags,
        security,
        summary: "Sign-ups to the caller's enterprise's activities, newest first",
        body: signupPageBody,
        response: answer(signupPageSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.listSignups(db, caller(request), request.body)),
  );

  for (const decision of ['accept', 'decline'] as const) {
    app.put(
      `/exhibitor/rest/activities/signups/:signupId/${decision}`,
      {
        schema: {
          tags,
          security,
          summary:
            decision === 'accept'
              ? 'Accept a waiting sign-up (the user is told)'
              : 'Decline a sign-up, freeing its seat (the user is told)',
          params: signupIdParams,
          response: answer(signupSchema),
        },
        preHandler: signedIn,
      },
      async (request) => ok(await svc.decideSignup(deps, caller(request), request.params.signupId, decision)),
    );
  }

  app.get(
    '/exhibitor/rest/activities/:activityId',
    {
      schema: {
        tags,
        security,
        summary: "An activity of the caller's enterprise, in any state",
        params: activityIdParams,
        response: answer(activitySchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.getOwnActivity(db, caller(request), request.params.activityId)),
  );

  app.put(
    '/exhibitor/rest/activities/:activityId',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a draft or rejected activity',
        params: activityIdParams,
        body: activityBody,
        response: answer(activitySchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await svc.updateActivity(db, caller(request), request.params.activityId, request.body)),
  );

  app.put(
    '/exhibitor/rest/activities/:activityId/submit',
    {
      schema: {
        tags,
        security,
        summary: "Submit a draft or rejected activity for the organizer's review",
        params: activityIdParams,
        response: answer(activitySchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.submitActivity(db, caller(request), request.params.activityId)),
  );

  app.delete(
    '/exhibitor/rest/activities/:activityId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a draft or rejected activity',
        params: activityIdParams,
        response: answer(okSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.deleteActivity(db, caller(request), request.params.activityId)),
  );

  /* ------------------------------------------------------------- organizer */

  app.get(
    '/portal/rest/organizer/activities',
    {
      schema: {
        tags,
        security,
        summary: 'Activities of every enterprise by state (waiting for review: oldest first), with counts',
        querystring: activityQueueQuery,
        response: answer(activityPageSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await svc.activityQueue(db, request.query)),
  );

  app.put(
    '/portal/rest/organizer/activities/:activityId/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Approve an activity waiting for review: it becomes public and open for sign-ups',
        params: activityIdParams,
        response: answer(activitySchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(await svc.reviewActivity(deps, caller(request), request.params.activityId, { action: 'approve' })),
  );

  app.put(
    '/portal/rest/organizer/activities/:activityId/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Reject an activity waiting for review, with a reason the enterprise reads',
        params: activityIdParams,
        body: activityRejectBody,
        response: answer(activitySchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await svc.reviewActivity(deps, caller(request), request.params.activityId, {
          action: 'reject',
          reason: request.body.reason,
        }),
      ),
  );

  /* ---------------------------------------------------------------- public */

  app.get(
    '/portal/rest/activities',
    {
      schema: {
        tags,
        summary: "Approved activities, soonest first (with the caller's own sign-up state when signed in)",
        querystring: publicActivityQuery,
        response: answer(publicActivityPageSchema),
      },
    },
    async (request) => ok(await svc.listPublicActivities(db, request.auth?.userId, request.query)),
  );

  app.get(
    '/portal/rest/activities/:activityId',
    {
      schema: {
        tags,
        summary: 'An approved activity, for anyone',
        params: activityIdParams,
        response: answer(activitySchema),
      },
    },
    async (request) => ok(await svc.getPublicActivity(db, request.auth?.userId, request.params.activityId)),
  );

  app.post(
    '/portal/rest/activities/:activityId/signups',
    {
      schema: {
        tags,
        security,
        summary: 'Sign up for an approved activity (once; refused when full)',
        params: activityIdParams,
        response: answer(activitySchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.signUp(db, currentUserId(request), request.params.activityId)),
  );

  app.delete(
    '/portal/rest/activities/:activityId/signups',
    {
      schema: {
        tags,
        security,
        summary: "Withdraw the caller's waiting or accepted sign-up (its seat is free again)",
        params: activityIdParams,
        response: answer(activitySchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.cancelSignup(db, currentUserId(request), request.params.activityId)),
  );
}
