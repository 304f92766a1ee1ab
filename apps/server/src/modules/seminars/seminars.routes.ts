import {
  envelopeSchema,
  seminarAppendBody,
  seminarAttendeeEditBody,
  seminarAttendeeSchema,
  seminarAuthBody,
  seminarByEntBody,
  seminarConsoleSchema,
  seminarContactParams,
  seminarExhibitionParams,
  seminarHpiaBody,
  seminarPhoneBody,
  seminarPhoneResultSchema,
  seminarPlaceholderParams,
  seminarRequestContactBody,
  seminarRequestIdParams,
  seminarRequestSchema,
  seminarRequestUpdateBody,
  seminarSchema,
  seminarSettingsBody,
  seminarUserTypeParams,
  seminarUserTypeQuery,
} from '@cidpex/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../platform/auth';
import { ok, tokenSecurity } from '../../platform/envelope';
import { assertMember } from '../enterprises';
import { recordCancellation, registerOrderSubject, SEMINAR_SEATS, settleRefund } from '../payments';
import { seminarSeatsSubject } from './order-subject';
import * as service from './seminars.service';

const tags = ['seminars'];
const security = tokenSecurity;
const R = '/register/rest/request';
const requestAnswer = { 200: envelopeSchema(seminarRequestSchema) };
/** Proving to be a member (mobile + last six digits) and asking whether a phone is registered: no guessing. */
const LOOKUP_LIMIT = { max: 20, timeWindow: '1 minute' };

/**
 * The seminar and its registration requests (spec §7 "Seminar and requests"), with seats,
 * the waiting list and the organizer's settings. Payment, invoices and surveys hang off the
 * request in their own modules.
 */
export default async function seminarsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const { db } = deps;
  const signedIn = app.requireRole('user');
  const organizer = app.requireRole('organizer');

  // Cancelling a member of a paid order refunds by the seminar's rule, through payments.
  const refunds: service.SeatRefunds = {
    record: (tx, { attendeeId, ...rule }, now) =>
      recordCancellation(deps, tx, { kind: SEMINAR_SEATS, itemId: attendeeId, ...rule }, now),
    settle: (refundId) => settleRefund(deps, refundId),
  };

  // Orders of seats are paid, refunded and invoiced through payments, which reads the request only here.
  registerOrderSubject(SEMINAR_SEATS, seminarSeatsSubject(deps));

  async function viewerOf(request: FastifyRequest): Promise<service.Viewer> {
    return { userId: currentUserId(request), isOrganizer: await app.hasRole(request, 'organizer') };
  }

  // Seat offers run out while nobody calls: a scheduled job (every minute, on a worker)
  // expires them and passes the seats on. Reads only show a lapsed offer as expired.
  deps.jobs.define(
    'seminars.expire-offers',
    { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 120, cron: '* * * * *' },
    async () => {
      const expired = await service.expireOffers(deps);
      if (expired) await deps.events.emit('seminars.offers-expired', { expired });
    },
  );

  app.get(
    '/portal/rest/seminars/:exhibitionId',
    {
      schema: {
        tags,
        summary: 'The seminar of a fair: what it is, when and where, seats left, waiting list, prices',
        params: seminarExhibitionParams,
        response: { 200: envelopeSchema(seminarSchema) },
      },
    },
    async (request) => ok(await service.seminarInfo(deps, request.params.exhibitionId)),
  );

  app.post(
    `${R}/:exhibitionId/placeHolder/:userId/SEMINAR`,
    {
      schema: {
        tags,
        security,
        summary: 'Open your seminar registration (a draft), or answer the one you already have',
        params: seminarPlaceholderParams,
        response: requestAnswer,
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await service.placeholder(
          deps,
          await viewerOf(request),
          request.params.exhibitionId,
          request.params.userId,
          request.locale,
        ),
      ),
  );

  app.get(
    `${R}/:exhibitionId/user/:userId/type/:type`,
    {
      schema: {
        tags,
        security,
        summary: "A user's registration requests of a type (SEMINAR), optionally by a contact's mobile",
        params: seminarUserTypeParams,
        querystring: seminarUserTypeQuery,
        response: { 200: envelopeSchema(z.array(seminarRequestSchema)) },
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await service.requestsOfUser(
          deps,
          await viewerOf(request),
          request.params.exhibitionId,
          request.params.userId,
          request.query.contactMobilePhone,
        ),
      ),
  );

  app.post(
    `${R}/update`,
    {
      schema: {
        tags,
        security,
        summary: "Change a request's contact (name, mobile, email, company)",
        body: seminarRequestContactBody,
        response: requestAnswer,
      },
      preHandler: signedIn,
    },
    async (request) => {
      const { requestId, ...contact } = request.body;
      return ok(await service.updateContact(db, await viewerOf(request), requestId, contact));
    },
  );

  app.post(
    `${R}/findVisitorRequestByEnt`,
    {
      schema: {
        tags,
        security,
        summary: "The seminar requests of the caller's enterprise (members of a certified enterprise)",
        body: seminarByEntBody,
        response: { 200: envelopeSchema(z.array(seminarRequestSchema)) },
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await service.requestsOfEnterprise(db, currentUserId(request), request.body.exhibitionId, (d, u) =>
          assertMember(d, u, undefined, request.locale),
        ),
      ),
  );

  app.get(
    `${R}/:requestId`,
    {
      schema: {
        tags,
        security,
        summary: 'A registration request with its members, seats and waiting positions',
        params: seminarRequestIdParams,
        response: requestAnswer,
      },
      preHandler: signedIn,
    },
    async (request) => ok(await service.getRequest(deps, await viewerOf(request), request.params.requestId)),
  );

  app.put(
    `${R}/:requestId`,
    {
      schema: {
        tags,
        security,
        summary: 'Save a draft: the contact and the whole list of members (each with the last six ID digits)',
        params: seminarRequestIdParams,
        body: seminarRequestUpdateBody,
        response: requestAnswer,
      },
      preHandler: signedIn,
    },
    async (request) => {
      const { attendees, ...contact } = request.body;
      return ok(
        await service.updateDraft(deps, await viewerOf(request), request.params.requestId, {
          ...contact,
          attendees,
        }),
      );
    },
  );

  app.put(
    `${R}/:requestId/append`,
    {
      schema: {
        tags,
        security,
        summary:
          'Add members; on a completed request each gets a seat or a place on the waiting list at once',
        params: seminarRequestIdParams,
        body: seminarAppendBody,
        response: requestAnswer,
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await service.append(deps, await viewerOf(request), request.params.requestId, request.body.attendees),
      ),
  );

  app.put(
    `${R}/:requestId/complete`,
    {
      schema: {
        tags,
        security,
        summary: 'Submit: seats while there are free ones, else the waiting list; accepts a seat offered',
        description:
          'Never oversold: each seat is taken by one conditional update. Completing again stores nothing twice.',
        params: seminarRequestIdParams,
        response: requestAnswer,
      },
      preHandler: signedIn,
    },
    async (request) => ok(await service.complete(deps, await viewerOf(request), request.params.requestId)),
  );

  app.put(
    `${R}/:requestId/hpia/alt`,
    {
      schema: {
        tags,
        security,
        summary: 'Register as a CNHPIA member (member price, member number required) or not',
        params: seminarRequestIdParams,
        body: seminarHpiaBody,
        response: requestAnswer,
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await service.setHpia(db, await viewerOf(request), request.params.requestId, {
          hpiaMember: request.body.hpiaMember,
          hpiaMemberNo: request.body.hpiaMemberNo ?? null,
        }),
      ),
  );

  app.delete(
    `${R}/:requestId/:contactId`,
    {
      schema: {
        tags,
        security,
        summary:
          'Cancel one member; their seat is offered to the first one waiting. No member left cancels the request',
        description:
          "A member of a paid order is refunded once, by the seminar's rule (refundUntil, refundPercent): through the provider that took the payment (WeChat), or returned by the organizer (bank transfer); after the deadline nothing is refunded. The refund shows on the order (refunds).",
        params: seminarContactParams,
        response: requestAnswer,
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await service.removeAttendee(
          deps,
          await viewerOf(request),
          request.params.requestId,
          request.params.contactId,
          refunds,
        ),
      ),
  );

  app.post(
    `${R}/:requestId/auth`,
    {
      schema: {
        tags,
        security,
        summary:
          'Prove to be a member of the request (mobile and last six ID digits): it then shows under your account',
        params: seminarRequestIdParams,
        body: seminarAuthBody,
        response: requestAnswer,
      },
      preHandler: signedIn,
      config: { rateLimit: LOOKUP_LIMIT },
    },
    async (request) =>
      ok(await service.authenticate(db, await viewerOf(request), request.params.requestId, request.body)),
  );

  app.post(
    '/portal/rest/request/checkSeminarPhone',
    {
      schema: {
        tags,
        security,
        summary:
          'Whether a mobile number is already registered for the seminar (only for your own registrations)',
        body: seminarPhoneBody,
        response: { 200: envelopeSchema(seminarPhoneResultSchema) },
      },
      preHandler: signedIn,
      config: { rateLimit: LOOKUP_LIMIT },
    },
    async (request) =>
      ok(
        await service.checkPhone(db, currentUserId(request), request.body.exhibitionId, request.body.mobile),
      ),
  );

  app.post(
    '/portal/rest/visitorRequestContact/edit',
    {
      schema: {
        tags,
        security,
        summary: "Edit one member's details (the request's owner or the member)",
        body: seminarAttendeeEditBody,
        response: { 200: envelopeSchema(seminarAttendeeSchema) },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const { id, ...values } = request.body;
      return ok(await service.editAttendee(db, await viewerOf(request), id, values));
    },
  );

  // ── organizer console ──
  const ORG = '/portal/rest/organizer/seminars/:exhibitionId';

  app.get(
    ORG,
    {
      schema: {
        tags,
        security,
        summary: 'The seminar with every member: seated, waiting (in order), offered, cancelled',
        params: seminarExhibitionParams,
        response: { 200: envelopeSchema(seminarConsoleSchema) },
      },
      preHandler: organizer,
    },
    async (request) => ok(await service.console_(deps, request.params.exhibitionId)),
  );

  app.put(
    ORG,
    {
      schema: {
        tags,
        security,
        summary: 'Create or change the seminar: texts, dates, seat limit, prices, offer time, open or closed',
        description:
          'The seat limit cannot go below the seats taken (10510); raising it offers the new seats to those waiting.',
        params: seminarExhibitionParams,
        body: seminarSettingsBody,
        response: { 200: envelopeSchema(seminarSchema) },
      },
      preHandler: organizer,
    },
    async (request) => ok(await service.saveSettings(deps, request.params.exhibitionId, request.body)),
  );
}
