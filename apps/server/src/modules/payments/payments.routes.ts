import {
  envelopeSchema,
  PAYMENT_NOTIFY_PATH as NOTIFY_PATH,
  ORDER_STATUSES,
  orderIdParams,
  orderParams,
  orderQuery,
  orderRefundBody,
  orderSchema,
  organizerOrderSchema,
  organizerOrdersQuery,
  organizerRefundSchema,
  organizerRefundsQuery,
  paymentMethodsSchema,
  paymentStartBody,
  paymentStartSchema,
  refundIdParams,
  refundTransferBody,
  sandboxTradeSchema,
  tradeParams,
} from '@cidpex/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../platform/auth';
import { ok, tokenSecurity } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import * as service from './payments.service';
import { organizerRefunds, recordTransfer, refundOrder, retryRefunds } from './refunds.service';

const tags = ['payments'];
const security = tokenSecurity;
const notifyAnswer = z.object({
  orderId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** False when the order was already paid (or the payment failed): nothing was charged again. */
  applied: z.boolean(),
});
const SANDBOX_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * Paying for seminar seats (spec §7 `register/rest/visitor/order/{id}`) through a
 * PaymentProvider: bank transfer or the WeChat Pay–style sandbox. The other paths are ours.
 */
export default async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const { db } = deps;
  const signedIn = app.requireRole('user');
  const organizer = app.requireRole('organizer');

  // Refunds the provider refused or never answered are asked again (the same refund number).
  deps.jobs.define(
    'payments.retry-refunds',
    { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 240, cron: '*/5 * * * *' },
    async () => {
      await retryRefunds(deps);
    },
  );

  async function viewerOf(request: FastifyRequest): Promise<service.Viewer> {
    return { userId: currentUserId(request), isOrganizer: await app.hasRole(request, 'organizer') };
  }

  app.get(
    '/register/rest/visitor/order/:requestId',
    {
      schema: {
        tags,
        security,
        summary: "The order paying for a request's seated members (opened on the first call)",
        description:
          'With requestContactId: the order that covers that member. A paid order never changes; seats added later get a new order.',
        params: orderParams,
        querystring: orderQuery,
        response: { 200: envelopeSchema(orderSchema) },
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await service.orderOf(
          deps,
          await viewerOf(request),
          request.params.requestId,
          request.query.requestContactId,
        ),
      ),
  );

  app.post(
    '/portal/rest/payments/:orderId/start',
    {
      schema: {
        tags,
        security,
        summary:
          'Pay an open order by bank transfer (reference) or WeChat sandbox (payment URL for a QR code)',
        params: orderIdParams,
        body: paymentStartBody,
        response: { 200: envelopeSchema(paymentStartSchema) },
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await service.start(deps, await viewerOf(request), request.params.orderId, request.body.method)),
  );

  app.get(
    '/portal/rest/payments/methods',
    {
      schema: {
        tags,
        summary:
          'The payment methods this server offers; sandbox=true when WeChat is the sandbox (no money moves)',
        response: { 200: envelopeSchema(paymentMethodsSchema) },
      },
    },
    async () => ok(service.methods(deps)),
  );

  app.post(
    '/portal/rest/payments/:orderId/query',
    {
      schema: {
        tags,
        security,
        summary:
          "Ask the provider about an open WeChat trade whose notification did not come (applied with the notification's checks)",
        params: orderIdParams,
        response: { 200: envelopeSchema(orderSchema) },
      },
      preHandler: signedIn,
      config: { rateLimit: SANDBOX_LIMIT },
    },
    async (request) => ok(await service.query(deps, await viewerOf(request), request.params.orderId)),
  );

  // The sandbox exists only where it is configured (PAYMENT_WECHAT=sandbox, the default outside production).
  if (service.providers(deps).wechat?.sandbox) {
    app.get(
      '/portal/rest/payments/sandbox/:tradeNo',
      {
        schema: {
          tags,
          security,
          summary: "WeChat sandbox: the payer's trade opened from the QR code (amount, status)",
          params: tradeParams,
          response: { 200: envelopeSchema(sandboxTradeSchema) },
        },
        preHandler: signedIn,
        config: { rateLimit: SANDBOX_LIMIT },
      },
      async (request) => ok(await service.trade(deps, await viewerOf(request), request.params.tradeNo)),
    );

    app.post(
      '/portal/rest/payments/sandbox/:tradeNo/pay',
      {
        schema: {
          tags,
          security,
          summary:
            'WeChat sandbox: the payer, signed in, confirms their own trade; the sandbox sends its signed notification to the callback',
          params: tradeParams,
          response: { 200: envelopeSchema(notifyAnswer) },
        },
        preHandler: signedIn,
        config: { rateLimit: SANDBOX_LIMIT },
      },
      async (request) => {
        const signed = await service.sandboxPayment(deps, await viewerOf(request), request.params.tradeNo);
        // Through HTTP like the real provider, so the callback's checks are the ones that run.
        const res = await app.inject({
          method: 'POST',
          url: NOTIFY_PATH,
          payload: signed.rawBody,
          headers: signed.headers,
        });
        const body = res.json() as {
          success: boolean;
          data: z.infer<typeof notifyAnswer> | null;
          errorCode: number;
        };
        if (!body.success || !body.data) throw new AppError('DATA_ERROR');
        return ok(body.data);
      },
    );
  }

  // The callback needs the body exactly as signed: its own scope reads JSON as text first.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      (request as FastifyRequest & { rawBody?: string }).rawBody = String(body);
      done(null, {});
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      NOTIFY_PATH,
      {
        schema: {
          tags,
          summary:
            'WeChat callback (sandbox or WeChat Pay API v3): signed, timestamp within 5 minutes, used once',
          description:
            'Sandbox: headers x-sandbox-timestamp, x-sandbox-nonce, x-sandbox-signature = hex HMAC-SHA256(secret, timestamp\\nnonce\\nbody). ' +
            'WeChat Pay: Wechatpay-Signature (RSA-SHA256 with the platform key named by Wechatpay-Serial), resource AEAD_AES_256_GCM with the APIv3 key. ' +
            'Refused: bad signature 10523, stale 10524, replayed 10525, wrong amount or currency 10526, no WeChat provider 10529.',
          response: { 200: envelopeSchema(notifyAnswer) },
        },
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      async (request) =>
        ok(
          await service.notify(
            deps,
            (request as FastifyRequest & { rawBody?: string }).rawBody ?? '',
            request.headers,
          ),
        ),
    );
  });

  // ── organizer console ──

  app.get(
    '/portal/rest/organizer/payments',
    {
      schema: {
        tags,
        security,
        summary: 'Seminar orders with their contact, by status',
        querystring: organizerOrdersQuery,
        response: { 200: envelopeSchema(z.array(organizerOrderSchema)) },
      },
      preHandler: organizer,
    },
    async (request) => ok(await service.organizerList(db, request.query.status)),
  );

  app.post(
    '/portal/rest/organizer/payments/:orderId/received',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a bank-transfer order paid (once: a paid order is refused with 10522)',
        params: orderIdParams,
        response: { 200: envelopeSchema(orderSchema) },
      },
      preHandler: organizer,
    },
    async (request) => ok(await service.markReceived(db, request.params.orderId, currentUserId(request))),
  );

  app.post(
    '/portal/rest/organizer/payments/:orderId/refund',
    {
      schema: {
        tags,
        security,
        summary:
          'Refund a paid order outside a cancellation, through the provider that took the payment (bank transfer: to send back). Answers the order',
        description:
          'Body { amount? (fen, > 0; left out: all that was paid and not yet refunded) }. Refused: not paid 12342 (409), ' +
          'every member already refunded 12341 (409, also when two refunds race), above what was paid and not yet refunded 12343. ' +
          "The order's members not yet refunded give up their seats as a cancellation would.",
        params: orderIdParams,
        body: orderRefundBody,
        response: { 200: envelopeSchema(orderSchema) },
      },
      preHandler: organizer,
    },
    async (request) => ok(await refundOrder(deps, request.params.orderId, request.body)),
  );

  app.get(
    '/portal/rest/organizer/refunds',
    {
      schema: {
        tags,
        security,
        summary:
          'Refunds of cancelled paid seats, newest first, by view: pending, done, failed, toTransfer (paid by bank transfer, to send back)',
        querystring: organizerRefundsQuery,
        response: { 200: envelopeSchema(z.array(organizerRefundSchema)) },
      },
      preHandler: organizer,
    },
    async (request) => ok(await organizerRefunds(db, request.query.view)),
  );

  app.post(
    '/portal/rest/organizer/refunds/:refundId/transfers',
    {
      schema: {
        tags,
        security,
        summary:
          'Record the bank transfer sent back for a refund of an order paid by bank transfer (at most what is owed; the same bank reference again stores nothing twice). Answers the refund',
        params: refundIdParams,
        body: refundTransferBody,
        response: { 200: envelopeSchema(organizerRefundSchema) },
      },
      preHandler: organizer,
    },
    async (request) => {
      const { refundId } = request.params;
      await recordTransfer(deps, refundId, request.body, currentUserId(request));
      const [row] = await organizerRefunds(db, undefined, refundId);
      if (!row) throw new AppError('REFUND_NOT_FOUND');
      return ok(row);
    },
  );
}
