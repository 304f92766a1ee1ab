import {
  appointmentActionBody,
  appointmentCountSchema,
  appointmentDirectionParams,
  appointmentIdParams,
  appointmentPageBody,
  appointmentPageSchema,
  appointmentSchema,
  appointmentSettingsBody,
  appointmentSettingsSchema,
  appointmentStatsSchema,
  createAppointmentBody,
  dayParams,
  dayQuery,
  dayViewSchema,
  placeTimeQuery,
  placeTimeSchema,
  reApplyBody,
} from '@cidpex/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import * as svc from './appointments.service';

const tags = ['appointments'];
const security = tokenSecurity;
const BASE = '/exhibitor/rest/fieldAppointments';

/**
 * Meetings at the fair (spec §7 "fieldAppointments": page, PUT, POST, count, reApply,
 * place/time, me/{from|to}), with the day view, the `.ics` files, the enterprise's meeting
 * settings and the organizer's counts (ours, under the same prefixes).
 */
export default async function appointmentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const { db } = deps;
  const signedIn = app.requireRole('user');
  const caller = (request: FastifyRequest) => ({ userId: currentUserId(request), locale: request.locale });

  app.post(
    BASE,
    {
      schema: {
        tags,
        security,
        summary:
          'Invite an exhibiting enterprise to meet in a free slot of the fair (a repeat answers the same invitation)',
        body: createAppointmentBody,
        response: answer(appointmentSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await svc.create(
          deps,
          { ...caller(request), visitor: await app.hasRole(request, 'visitor') },
          request.body,
        ),
      ),
  );

  app.put(
    BASE,
    {
      schema: {
        tags,
        security,
        summary: 'Accept, refuse (reason), propose another time, approve or reject it (reason), or withdraw',
        body: appointmentActionBody,
        response: answer(appointmentSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.act(deps, caller(request), request.body)),
  );

  app.put(
    `${BASE}/reApply`,
    {
      schema: {
        tags,
        security,
        summary: 'Invite again after a refusal, rejection or withdrawal (same or another slot)',
        body: reApplyBody,
        response: answer(appointmentSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.act(deps, caller(request), { ...request.body, action: 'reApply' })),
  );

  app.post(
    `${BASE}/page`,
    {
      schema: {
        tags,
        security,
        summary:
          "The caller's meetings, sent and received, by state (English set) or group (Chinese set) and day",
        body: appointmentPageBody,
        response: answer(appointmentPageSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.page(db, caller(request), request.body)),
  );

  app.post(
    `${BASE}/me/:direction`,
    {
      schema: {
        tags,
        security,
        summary:
          'from: meetings the caller (or their enterprise) sent; to: meetings their enterprise received',
        params: appointmentDirectionParams,
        body: appointmentPageBody,
        response: answer(appointmentPageSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.page(db, caller(request), request.body, request.params.direction)),
  );

  app.get(
    `${BASE}/count`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's meetings per state, sent and received, and per group",
        response: answer(appointmentCountSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.counts(db, caller(request))),
  );

  app.get(
    `${BASE}/place/time`,
    {
      schema: {
        tags,
        security,
        summary:
          "The fair's days, a day's slots (taken ones marked) with an enterprise, and the places to meet",
        querystring: placeTimeQuery,
        response: answer(placeTimeSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.placeTime(db, caller(request), request.query)),
  );

  app.get(
    `${BASE}/day`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's pending and accepted meetings of one fair day, with walking-time warnings",
        querystring: dayQuery,
        response: answer(dayViewSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.dayView(db, caller(request), request.query.day)),
  );

  const sendIcs = (reply: FastifyReply, text: string, fileName: string) =>
    reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(text);

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'One meeting as the caller sees it, with what the caller may do now (its parties only)',
        params: appointmentIdParams,
        response: answer(appointmentSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await svc.one(db, caller(request), request.params.id)),
  );

  app.get(
    `${BASE}/:id/ics`,
    {
      schema: {
        tags,
        security,
        summary: 'One accepted meeting as an iCalendar file (text/calendar)',
        params: appointmentIdParams,
      },
      preHandler: signedIn,
    },
    async (request, reply) =>
      sendIcs(
        reply,
        await svc.meetingIcs(db, caller(request), request.params.id, deps.config.publicUrl),
        `cidpex-meeting-${request.params.id}.ics`,
      ),
  );

  app.get(
    `${BASE}/day/:day/ics`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's accepted meetings of one fair day as one iCalendar file",
        params: dayParams,
      },
      preHandler: signedIn,
    },
    async (request, reply) =>
      sendIcs(
        reply,
        await svc.dayIcs(db, caller(request), request.params.day, deps.config.publicUrl),
        `cidpex-meetings-${request.params.day}.ics`,
      ),
  );

  app.get(
    `${BASE}/settings`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's enterprise: who takes meetings and how many at once at its booth",
        response: answer(appointmentSettingsSchema),
      },
      preHandler: app.requireRole('staff'),
    },
    async (request) => ok(await svc.getSettings(db, caller(request))),
  );

  app.put(
    `${BASE}/settings`,
    {
      schema: {
        tags,
        security,
        summary: 'Set the meeting staff and the booth capacity (enterprise administrator)',
        body: appointmentSettingsBody,
        response: answer(appointmentSettingsSchema),
      },
      preHandler: app.requireRole('enterpriseAdmin'),
    },
    async (request) => ok(await svc.saveSettings(db, caller(request), request.body)),
  );

  app.get(
    '/portal/rest/organizer/fieldAppointments/stats',
    {
      schema: {
        tags: [...tags, 'organizer'],
        security,
        summary: 'Meetings per fair day and hall, by state (organizer)',
        response: answer(appointmentStatsSchema),
      },
      preHandler: app.requireRole('organizer'),
    },
    async (request) => ok(await svc.stats(db, request.locale)),
  );
}
