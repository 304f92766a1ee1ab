import {
  AUTH_HEADER,
  envelopeSchema,
  loginBody,
  okSchema,
  RENEWED_TOKEN_HEADER,
  registerBody,
  registerWithoutCodeBody,
  resetPasswordBody,
  sessionSchema,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import {
  type AccountsDeps,
  callerOf,
  login,
  logout,
  register,
  registerWithoutCode,
  resetPassword,
} from './accounts.service';
import { codesRoutes } from './codes.routes';

const tags = ['accounts'];
const sessionAnswer = { 200: envelopeSchema(sessionSchema) };
const okAnswer = { 200: envelopeSchema(okSchema) };

/**
 * Per-IP limits of the calls that cost an argon2 hash and have no code to slow them down.
 * Login is generous (a fair's Wi-Fi puts many people behind one address); the account
 * lockout is what stops guessing. `config.disableIpRateLimit` lifts both for benchmarks.
 */
export const LOGIN_IP_LIMIT = { max: 60, timeWindow: '1 minute' };
export const REGISTER_WITHOUT_CODE_IP_LIMIT = { max: 10, timeWindow: '1 hour' };

/** Accounts: verification codes, registration, login, password reset, logout, login state. */
export default async function accountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: AccountsDeps = {
    db: app.deps.db,
    notifier: app.deps.notifier,
    sessions: app.sessions,
    config: app.deps.config,
  };

  await codesRoutes(app, deps);

  app.post(
    '/register/rest/loginAccounts/register',
    {
      schema: {
        tags,
        summary: 'Register with a mobile + SMS code or an email + email code; answers a session',
        description: `The token is also sent in the ${RENEWED_TOKEN_HEADER} header.`,
        body: registerBody,
        response: sessionAnswer,
      },
    },
    async (request, reply) => {
      const session = await register(deps, request.body, callerOf(request));
      reply.header(RENEWED_TOKEN_HEADER, session.token);
      return ok(session);
    },
  );

  app.post(
    '/register/rest/loginAccounts/register/without/code',
    {
      schema: {
        tags,
        summary:
          'Register an overseas buyer by email with the email code instead of an SMS code (email verified)',
        body: registerWithoutCodeBody,
        response: sessionAnswer,
      },
      config: { rateLimit: REGISTER_WITHOUT_CODE_IP_LIMIT },
    },
    async (request, reply) => {
      const session = await registerWithoutCode(deps, request.body, callerOf(request));
      reply.header(RENEWED_TOKEN_HEADER, session.token);
      return ok(session);
    },
  );

  app.post(
    '/register/rest/loginAccounts/login',
    {
      schema: {
        tags,
        summary: 'Log in with a mobile number or an email and the password',
        description: `Failures count per account (mobile and email together): after three, each attempt waits 30 s, doubling with every further failure (at most 15 minutes); the fifth tells the owner by mail or SMS. The token is also sent in the ${RENEWED_TOKEN_HEADER} header.`,
        body: loginBody,
        response: sessionAnswer,
      },
      config: { rateLimit: LOGIN_IP_LIMIT },
    },
    async (request, reply) => {
      const session = await login(deps, request.body, callerOf(request));
      reply.header(RENEWED_TOKEN_HEADER, session.token);
      return ok(session);
    },
  );

  app.post(
    '/register/rest/loginAccounts/password/reset',
    {
      schema: {
        tags,
        summary: 'Reset a forgotten password (account + code) or change it (signed in, old password)',
        description: 'Ends every other session of the user.',
        body: resetPasswordBody,
        response: okAnswer,
      },
    },
    async (request) => {
      await resetPassword(deps, request.body, callerOf(request));
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/register/rest/loginAccounts/logout',
    { schema: { tags, summary: 'Log out: the token stops working (no token is fine)', response: okAnswer } },
    async (request, reply) => {
      const header = request.headers[AUTH_HEADER];
      await logout(deps, Array.isArray(header) ? header[0] : header);
      app.clearFileSession(reply);
      return ok({ ok: true as const });
    },
  );

  app.get(
    '/register/rest/users/isLogin',
    {
      schema: {
        tags,
        summary: 'Whether the token is a valid, unrevoked session',
        response: { 200: envelopeSchema(z.boolean()) },
      },
    },
    async (request) => ok(request.auth !== null),
  );
}
