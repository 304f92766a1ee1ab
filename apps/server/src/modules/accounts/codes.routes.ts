import { codeSentSchema, envelopeSchema, sendEmailCodeBody, sendSmsCodeBody } from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { type AccountsDeps, callerOf, requestCode } from './accounts.service';

const tags = ['accounts'];
const answer = { 200: envelopeSchema(codeSentSchema) };

/** The two code-sending calls of spec §7 "Registration and visitors". */
export async function codesRoutes(fastify: FastifyInstance, deps: AccountsDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/register/rest/visitors/token/email',
    {
      schema: {
        tags,
        summary: 'Send a verification code by email (register, reset, bindEmail, visitor)',
        description:
          'Six digits, valid 10 minutes, one use, 5 tries. One code a minute and 5 an hour per address, 20 an hour per IP.',
        body: sendEmailCodeBody,
        response: answer,
      },
    },
    async (request) =>
      ok(
        await requestCode(
          deps,
          { channel: 'email', address: request.body.email, purpose: request.body.purpose },
          callerOf(request),
        ),
      ),
  );

  app.post(
    '/register/rest/visitors/phone-token',
    {
      schema: {
        tags,
        summary: 'Send a verification code by SMS (register, reset, bindMobile, visitor)',
        description:
          'Six digits, valid 10 minutes, one use, 5 tries. One code a minute and 5 an hour per number, 20 an hour per IP.',
        body: sendSmsCodeBody,
        response: answer,
      },
    },
    async (request) =>
      ok(
        await requestCode(
          deps,
          { channel: 'sms', address: request.body.mobile, purpose: request.body.purpose },
          callerOf(request),
        ),
      ),
  );
}
