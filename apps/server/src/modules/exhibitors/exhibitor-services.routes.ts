import {
  adIdParams,
  adRequestBody,
  adRequestSchema,
  alterBoothBody,
  applicationIdParams,
  applicationPageSchema,
  applicationQueueQuery,
  applicationReasonBody,
  applicationSchema,
  assignBoothBody,
  boothNoBody,
  boothPlanQuery,
  boothPlanSchema,
  boothPricePlanSchema,
  boothRequestIdParams,
  boothRequestSchema,
  boothTypeInfoSchema,
  contractIdParams,
  contractPreviewQuery,
  contractSchema,
  hallFeaturesBody,
  hallLayoutSchema,
  hallPlanParams,
  hasContractParams,
  hpiaEnterpriseParams,
  hpiaExtrasBody,
  invoiceInfoBody,
  invoiceInfoSchema,
  invoiceIssueBody,
  invoiceRejectBody,
  okSchema,
  pricePlanBody,
  pricePlanSchema,
  returnCopyBody,
  saveStepBody,
  sphereBodySchema,
  sphereIdParams,
  sphereRequestSchema,
  sphereUpdateBody,
} from '@cidpex/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId, signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import { registerAttachmentReader } from '../attachments';
import { getMembership } from '../enterprises';
import { currentExhibitionId } from '../fair';
import { registerPayable } from '../payments';
import * as ads from './ads.service';
import * as applications from './applications.service';
import * as booths from './booths.service';
import { contractLangOf } from './contract.messages';
import * as contracts from './contracts.service';
import * as hallFeatures from './hall-features.service';
import * as pricePlan from './price-plan.service';

const tags = ['exhibitors'];
const security = tokenSecurity;
const X = '/exhibitor/rest';
const ORG = '/portal/rest/organizer/exhibitorServices';

/**
 * Exhibitor services (issue 19): the application wizard, booths on the floor plan, advertising,
 * contracts and payments, invoice information — and the organizer's side of each. Paths of
 * spec §7 are kept; those the spec lacks are added under the same prefixes (docs/api-notes.md).
 */
export default async function exhibitorServicesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  /** A booth sold, freed or moved changes what buyers find: the portal's search re-reads those exhibitors. */
  const exhibitorsChanged = async <T extends { changed: number[] }>(work: Promise<T>) => {
    const { changed, ...rest } = await work;
    if (changed.length > 0)
      await app.deps.events.emit('listing.changed', { subject: 'exhibitor', ids: changed });
    return rest;
  };
  /** An application decided: an approval sells its booths (the enterprise enters the directory). */
  const exhibitorListed = async <T extends { enterpriseId: number }>(work: Promise<T>) => {
    const result = await work;
    await app.deps.events.emit('listing.changed', { subject: 'exhibitor', ids: [result.enterpriseId] });
    return result;
  };
  const signedIn = app.requireRole('user');
  // A contract's signed return copy: the enterprise's members (and the organizer) read it, nobody else.
  registerAttachmentReader('boothContract', contracts.isContractMember);
  // A contract paid online: the payments domain's callback marks it paid through this payable.
  registerPayable(contracts.CONTRACT_PAYABLE, contracts.contractPayable);
  const organizerOnly = app.requireRole('organizer');
  const fair = () => currentExhibitionId(db);
  const viewer = async (request: FastifyRequest) => ({
    ...signedInCaller(request),
    organizer: await app.hasRole(request, 'organizer'),
  });

  /* ------------------------------------------------------------ application */

  app.get(
    `${X}/enterpriseApplys`,
    {
      schema: {
        tags,
        security,
        summary:
          "The enterprise's application to exhibit (wizard steps, chosen booths, prefill from the certified enterprise)",
        response: answer(applicationSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await applications.myApplication(db, signedInCaller(request), await fair())),
  );

  app.put(
    `${X}/enterpriseApplys/step`,
    {
      schema: {
        tags,
        security,
        summary: 'Save one wizard step (company, business, booth wish) while the application is editable',
        body: saveStepBody,
        response: answer(applicationSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await applications.saveStep(db, signedInCaller(request), await fair(), request.body)),
  );

  app.put(
    `${X}/enterpriseApplys/confirm`,
    {
      schema: {
        tags,
        security,
        summary: 'Final confirmation: locks the application for review; the held booths become requested',
        response: answer(applicationSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await applications.submit(db, signedInCaller(request), await fair())),
  );

  app.get(
    `${X}/hpiaExtras/:enterpriseId`,
    {
      schema: {
        tags,
        security,
        summary: "The enterprise's HPIA extras (membership, forum seats, catalogue entry)",
        params: hpiaEnterpriseParams,
        response: answer(hpiaExtrasBody.nullable()),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await applications.hpiaOf(db, await viewer(request), await fair(), request.params.enterpriseId)),
  );
  for (const method of ['post', 'put'] as const) {
    app[method](
      `${X}/hpiaExtras`,
      {
        schema: {
          tags,
          security,
          summary: 'Save the HPIA extras of the application',
          body: hpiaExtrasBody,
          response: answer(hpiaExtrasBody),
        },
        preHandler: signedIn,
      },
      async (request) =>
        ok(await applications.saveHpia(db, signedInCaller(request), await fair(), request.body)),
    );
  }

  app.get(
    `${X}/sphereRequest/:sphereRequestId`,
    {
      schema: {
        tags,
        security,
        summary: 'A meeting room (sphere) request',
        params: sphereIdParams,
        response: answer(sphereRequestSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await applications.sphereById(db, await viewer(request), request.params.sphereRequestId)),
  );
  app.post(
    `${X}/sphereRequest`,
    {
      schema: {
        tags,
        security,
        summary: 'Ask for a meeting room (one per enterprise and fair: a second call updates it)',
        body: sphereBodySchema,
        response: answer(sphereRequestSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await applications.saveSphere(db, signedInCaller(request), await fair(), request.body)),
  );
  app.put(
    `${X}/sphereRequest`,
    {
      schema: {
        tags,
        security,
        summary: 'Change the meeting room request',
        body: sphereUpdateBody,
        response: answer(sphereRequestSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await applications.saveSphere(db, signedInCaller(request), await fair(), request.body)),
  );

  /* ----------------------------------------------------------------- booths */

  app.get(
    `${X}/boothPlans`,
    {
      schema: {
        tags,
        security,
        summary: "A hall's booths with state (free, held, requested, sold), type, size and price",
        querystring: boothPlanQuery,
        response: answer(boothPlanSchema),
      },
      preHandler: signedIn,
    },
    async (request) => {
      const membership = await getMembership(db, currentUserId(request));
      return ok(
        await booths.boothPlan(
          db,
          await fair(),
          { enterpriseId: membership?.enterpriseId ?? null, organizer: false },
          request.query,
        ),
      );
    },
  );

  app.get(
    `${X}/boothRequests`,
    {
      schema: {
        tags,
        security,
        summary: "The enterprise's booth requests (request, append, alter) with their states",
        response: answer(z.array(boothRequestSchema)),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await booths.myBoothRequests(db, signedInCaller(request), await fair())),
  );

  app.post(
    `${X}/booths/request`,
    {
      schema: {
        tags,
        security,
        summary: 'Choose a booth on the plan for the application: held for 30 minutes',
        body: boothNoBody,
        response: answer(boothRequestSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await booths.requestBooth(db, signedInCaller(request), await fair(), request.body.boothNo)),
  );

  app.put(
    `${X}/booths/append`,
    {
      schema: {
        tags,
        security,
        summary: 'An exhibitor asks for one more booth (the organizer decides)',
        body: boothNoBody,
        response: answer(boothRequestSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await booths.appendBooth(db, signedInCaller(request), await fair(), request.body.boothNo)),
  );

  app.put(
    `${X}/booths/alter`,
    {
      schema: {
        tags,
        security,
        summary: 'Exchange a booth: at once while choosing, on approval for a sold booth (switchBooth)',
        body: alterBoothBody,
        response: answer(boothRequestSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await booths.alterBooth(db, signedInCaller(request), await fair(), request.body)),
  );

  app.put(
    `${X}/booths/release`,
    {
      schema: {
        tags,
        security,
        summary: 'Give up a chosen booth before the organizer decided',
        body: boothNoBody,
        response: answer(okSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await booths.releaseChoice(db, signedInCaller(request), await fair(), request.body.boothNo)),
  );

  app.get(
    `${X}/boothContractTerms/availablePricePlan`,
    {
      schema: {
        tags,
        security,
        summary: 'Price plans: standard booth per piece, raw space per m², corner surcharge, hold time',
        response: answer(z.array(pricePlanSchema)),
      },
      preHandler: signedIn,
    },
    async () => ok(await booths.pricePlans(db, await fair())),
  );

  app.get(
    `${X}/boothContractTerms/pricePlan`,
    {
      schema: {
        tags,
        summary:
          "The current fair's booth price plan (public): types on offer, prices in fen, corner surcharge, minimum area, m² per staff pass",
        response: answer(boothPricePlanSchema),
      },
    },
    async () => ok(await pricePlan.currentPlan(db, await fair())),
  );

  app.get(
    `${X}/boothContractTerms/availableBoothType`,
    {
      schema: {
        tags,
        security,
        summary: 'Booth types with their minimum area and free booths',
        response: answer(z.array(boothTypeInfoSchema)),
      },
      preHandler: signedIn,
    },
    async () => ok(await booths.boothTypes(db, await fair())),
  );

  /* ------------------------------------------------------------ advertising */

  app.post(
    `${X}/advertisingRequest`,
    {
      schema: {
        tags,
        security,
        summary: 'Ask for an advertising position (revocable until reviewed)',
        body: adRequestBody,
        response: answer(adRequestSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await ads.requestAd(db, signedInCaller(request), await fair(), request.body)),
  );
  app.get(
    `${X}/advertisingRequest`,
    {
      schema: {
        tags,
        security,
        summary: "The enterprise's advertising requests",
        response: answer(z.array(adRequestSchema)),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await ads.myAds(db, signedInCaller(request), await fair())),
  );
  app.put(
    `${X}/advertisingRequest/revoke/:advertisingRequestId`,
    {
      schema: {
        tags,
        security,
        summary: 'Revoke an advertising request still waiting for review',
        params: adIdParams,
        response: answer(adRequestSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await ads.revokeAd(db, signedInCaller(request), request.params.advertisingRequestId)),
  );
  app.get(
    `${X}/advertisingRequest/:advertisingRequestId`,
    {
      schema: {
        tags,
        security,
        summary: 'An advertising request',
        params: adIdParams,
        response: answer(adRequestSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await ads.adById(db, signedInCaller(request), request.params.advertisingRequestId)),
  );

  /* -------------------------------------------------------------- contracts */

  app.get(
    '/portal/rest/contracts/hasBoothContract/exhibition/:exhibitionId/enterprise/:enterpriseId',
    {
      schema: {
        tags,
        security,
        summary: 'Whether the enterprise has a booth contract for the fair',
        params: hasContractParams,
        response: answer(z.boolean()),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await contracts.hasBoothContract(
          db,
          await viewer(request),
          request.params.exhibitionId,
          request.params.enterpriseId,
        ),
      ),
  );

  app.get(
    '/portal/rest/contracts',
    {
      schema: {
        tags,
        security,
        summary: "The enterprise's booth contracts (orders and bills)",
        response: answer(z.array(contractSchema)),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await contracts.withOnlinePayments(
          app.deps,
          await contracts.myContracts(db, signedInCaller(request), await fair()),
        ),
      ),
  );

  app.get(
    '/portal/rest/contracts/preview/:contractId',
    {
      schema: {
        tags,
        security,
        summary:
          'The booth contract as a PDF, in Chinese or English (?lang=zh|en; the caller language by default)',
        params: contractIdParams,
        querystring: contractPreviewQuery,
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      const caller = await viewer(request);
      const lang = request.query.lang ?? contractLangOf(caller.locale);
      const { contract, pdf } = await contracts.previewPdf(db, caller, request.params.contractId, lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${contract.contractNo}-${lang}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('content-length', pdf.length)
        .send(pdf);
    },
  );

  app.put(
    '/portal/rest/contracts/return_copy/:contractId',
    {
      schema: {
        tags,
        security,
        summary: 'Attach the signed return copy (an uploaded PDF or picture)',
        params: contractIdParams,
        body: returnCopyBody,
        response: answer(contractSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await contracts.returnCopy(
          db,
          signedInCaller(request),
          request.params.contractId,
          request.body.attachmentId,
        ),
      ),
  );

  app.put(
    '/portal/rest/contracts/:contractId/pay',
    {
      schema: {
        tags,
        security,
        summary:
          'Pay by bank transfer: the contract number is the reference; the organizer marks it received',
        params: contractIdParams,
        response: answer(contractSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await contracts.payByBank(db, signedInCaller(request), request.params.contractId)),
  );

  app.post(
    '/portal/rest/contracts/:contractId/pay/wechat',
    {
      schema: {
        tags,
        security,
        summary:
          "Pay online through the platform's WeChat provider: a trade for the contract's amount (onlinePayment: QR code URL, the sandbox page where it is the sandbox)",
        description:
          'Its administrator (or a content role) only: another enterprise 12340 (403), cancelled 11316, paid 11317. ' +
          "The provider's signed callback (portal/rest/payments/wechat/notify, the seminar's checks: signature, window, replay, amount) marks the contract paid once, method wechat.",
        params: contractIdParams,
        response: answer(contractSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await contracts.payOnline(app.deps, signedInCaller(request), request.params.contractId)),
  );

  app.post(
    '/portal/rest/contracts/:contractId/pay/wechat/query',
    {
      schema: {
        tags,
        security,
        summary:
          'The contract with its open WeChat trade; the provider is asked about a trade whose notification did not come',
        params: contractIdParams,
        response: answer(contractSchema),
      },
      preHandler: signedIn,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) =>
      ok(await contracts.refreshOnline(app.deps, signedInCaller(request), request.params.contractId)),
  );

  app.post(
    '/portal/rest/contracts/:contractId/invoice',
    {
      schema: {
        tags,
        security,
        summary:
          "Ask for the invoice of a paid contract, made out with the enterprise's saved invoice information",
        description:
          'Asking again (after a return or a correction) asks again with the current information; refused once issued (10537), before payment (10530), or without saved invoice information (12240).',
        params: contractIdParams,
        response: answer(contractSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await contracts.requestInvoice(db, signedInCaller(request), request.params.contractId)),
  );

  app.get(
    `${X}/invoiceInformation`,
    {
      schema: {
        tags,
        security,
        summary: "The enterprise's invoice information (prefilled from the certified enterprise until saved)",
        response: answer(invoiceInfoSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await contracts.invoiceInfo(db, signedInCaller(request))),
  );
  app.put(
    `${X}/invoiceInformation`,
    {
      schema: {
        tags,
        security,
        summary: 'Save the invoice information (administrator): VAT general or special',
        body: invoiceInfoBody,
        response: answer(invoiceInfoSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await contracts.saveInvoiceInfo(db, signedInCaller(request), request.body)),
  );

  /* -------------------------------------------------------------- organizer */

  const otags = ['organizer'];
  app.get(
    `${ORG}/applications`,
    {
      schema: {
        tags: otags,
        security,
        summary: 'Applications to exhibit by state',
        querystring: applicationQueueQuery,
        response: answer(applicationPageSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await applications.applicationQueue(db, request.query)),
  );
  app.put(
    `${ORG}/applications/:applicationId/approve`,
    {
      schema: {
        tags: otags,
        security,
        summary: 'Approve: the booths are sold to the enterprise (directory) and the contract issued',
        params: applicationIdParams,
        response: answer(applicationSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await exhibitorListed(
          applications.review(db, currentUserId(request), request.params.applicationId, {
            action: 'approve',
          }),
        ),
      ),
  );
  for (const action of ['reject', 'requestChanges'] as const) {
    app.put(
      `${ORG}/applications/:applicationId/${action}`,
      {
        schema: {
          tags: otags,
          security,
          summary:
            action === 'reject'
              ? 'Reject with a reason: the booths are free again'
              : 'Send back for changes with a note: the booths stay reserved',
          params: applicationIdParams,
          body: applicationReasonBody,
          response: answer(applicationSchema),
        },
        preHandler: organizerOnly,
      },
      async (request) =>
        ok(
          await exhibitorListed(
            applications.review(db, currentUserId(request), request.params.applicationId, {
              action,
              reason: request.body.reason,
            }),
          ),
        ),
    );
  }

  app.get(
    `${ORG}/boothPlans`,
    {
      schema: {
        tags: otags,
        security,
        summary: 'The booth plan with who holds or owns each booth',
        querystring: boothPlanQuery,
        response: answer(boothPlanSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(await booths.boothPlan(db, await fair(), { enterpriseId: null, organizer: true }, request.query)),
  );
  app.put(
    `${ORG}/booths/assign`,
    {
      schema: {
        tags: otags,
        security,
        summary: 'Give a booth to an enterprise by hand (or free it with enterpriseId null)',
        body: assignBoothBody,
        response: answer(okSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await exhibitorsChanged(
          booths.organizerAssign(db, currentUserId(request), await fair(), request.body),
        ),
      ),
  );
  app.get(
    `${ORG}/hallPlans/:hall`,
    {
      schema: {
        tags: otags,
        security,
        summary: "A hall's walls, booths, doors and facilities, to edit the facilities",
        params: hallPlanParams,
        response: answer(hallLayoutSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await hallFeatures.hallLayout(db, await fair(), request.params.hall)),
  );
  app.put(
    `${ORG}/hallPlans/:hall/features`,
    {
      schema: {
        tags: otags,
        security,
        summary:
          "Replace a hall's doors and facilities (12440–12446: kind, size, position, outside the walls, door off the wall, too many, label); the public floor plan shows them at once",
        params: hallPlanParams,
        body: hallFeaturesBody,
        response: answer(hallLayoutSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(await hallFeatures.saveFeatures(db, await fair(), request.params.hall, request.body)),
  );
  app.get(
    `${ORG}/pricePlan`,
    {
      schema: {
        tags: otags,
        security,
        summary: "The current fair's booth price plan with its version (to save from)",
        response: answer(boothPricePlanSchema),
      },
      preHandler: organizerOnly,
    },
    async () => ok(await pricePlan.currentPlan(db, await fair())),
  );
  app.put(
    `${ORG}/pricePlan`,
    {
      schema: {
        tags: otags,
        security,
        summary:
          'Save the booth price plan from the version read (12311 when stale). A type left out is no longer offered, refused while a booth of it is sold or held (12310). Booth requests and contracts keep their prices.',
        body: pricePlanBody,
        response: answer(boothPricePlanSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await pricePlan.savePlan(db, currentUserId(request), await fair(), request.body)),
  );
  app.put(
    `${ORG}/booths/move`,
    {
      schema: {
        tags: otags,
        security,
        summary: 'Move an exhibitor from its booth to a free one',
        body: alterBoothBody,
        response: answer(okSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await exhibitorsChanged(booths.organizerMove(db, await fair(), request.body))),
  );
  app.put(
    `${ORG}/boothRequests/:boothRequestId/:action`,
    {
      schema: {
        tags: otags,
        security,
        summary: 'Approve or reject a request to add or exchange a booth',
        params: boothRequestIdParams.extend({ action: z.enum(['approve', 'reject']) }),
        body: z.object({ reason: z.string().trim().max(500).optional() }),
        response: answer(okSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await exhibitorsChanged(
          booths.decideChange(db, currentUserId(request), request.params.boothRequestId, {
            action: request.params.action,
            reason: request.body.reason,
          }),
        ),
      ),
  );
  app.get(
    `${ORG}/boothRequests`,
    {
      schema: {
        tags: otags,
        security,
        summary: 'Requests to add or exchange booths waiting for a decision',
        response: answer(z.array(boothRequestSchema.extend({ enterpriseName: z.string() }))),
      },
      preHandler: organizerOnly,
    },
    async () => ok(await booths.waitingChanges(db, await fair())),
  );

  app.get(
    `${ORG}/contracts`,
    {
      schema: {
        tags: otags,
        security,
        summary: 'Booth contracts and their payments',
        querystring: z.object({ paymentStatus: z.enum(['unpaid', 'pending', 'paid']).optional() }),
        response: answer(z.array(contractSchema)),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await contracts.organizerContracts(db, await fair(), request.query.paymentStatus)),
  );
  app.put(
    `${ORG}/contracts/:contractId/received`,
    {
      schema: {
        tags: otags,
        security,
        summary: 'The bank transfer arrived: the contract is paid (a second mark is refused)',
        params: contractIdParams,
        response: answer(contractSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(await contracts.markReceived(app.deps, currentUserId(request), request.params.contractId)),
  );
  app.put(
    `${ORG}/contracts/:contractId/confirm`,
    {
      schema: {
        tags: otags,
        security,
        summary: 'Accept the signed return copy',
        params: contractIdParams,
        response: answer(contractSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) => ok(await contracts.confirmContract(db, request.params.contractId)),
  );
  app.put(
    `${ORG}/contracts/:contractId/invoice/issue`,
    {
      schema: {
        tags: otags,
        security,
        summary: "Issue the contract's requested invoice, with its number (8–20 digits) and date",
        description: 'Once only: an invoice already issued or returned answers 10538.',
        params: contractIdParams,
        body: invoiceIssueBody,
        response: answer(contractSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await contracts.decideInvoice(db, currentUserId(request), request.params.contractId, {
          kind: 'issue',
          input: request.body,
        }),
      ),
  );
  app.put(
    `${ORG}/contracts/:contractId/invoice/reject`,
    {
      schema: {
        tags: otags,
        security,
        summary: "Return the contract's requested invoice with a reason (the exhibitor reads it)",
        params: contractIdParams,
        body: invoiceRejectBody,
        response: answer(contractSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await contracts.decideInvoice(db, currentUserId(request), request.params.contractId, {
          kind: 'reject',
          reason: request.body.reason,
        }),
      ),
  );

  app.get(
    `${ORG}/ads`,
    {
      schema: {
        tags: otags,
        security,
        summary: 'Advertising requests waiting for review',
        response: answer(z.array(adRequestSchema.extend({ enterpriseName: z.string() }))),
      },
      preHandler: organizerOnly,
    },
    async () => ok(await ads.pendingAds(db, await fair())),
  );
  app.put(
    `${ORG}/ads/:advertisingRequestId/approve`,
    {
      schema: {
        tags: otags,
        security,
        summary: 'Approve an advertising request',
        params: adIdParams,
        response: answer(adRequestSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await ads.reviewAd(db, currentUserId(request), request.params.advertisingRequestId, {
          action: 'approve',
        }),
      ),
  );
  app.put(
    `${ORG}/ads/:advertisingRequestId/reject`,
    {
      schema: {
        tags: otags,
        security,
        summary: 'Reject an advertising request with a reason',
        params: adIdParams,
        body: applicationReasonBody,
        response: answer(adRequestSchema),
      },
      preHandler: organizerOnly,
    },
    async (request) =>
      ok(
        await ads.reviewAd(db, currentUserId(request), request.params.advertisingRequestId, {
          action: 'reject',
          reason: request.body.reason,
        }),
      ),
  );
}
