import {
  attachmentUrl,
  bindEmailBody,
  bindTempUserBody,
  bindTempUserResultSchema,
  changeMobileBody,
  envelopeSchema,
  ignoreEmailBody,
  updateUserBody,
  userIdParams,
  userSchema,
  userWithEnterpriseSchema,
} from '@cidpex/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId } from '../../platform/auth';
import { ok, tokenSecurity } from '../../platform/envelope';
import { registerPublicFiles } from '../attachments';
import { isAvatar } from './users.repository';
import {
  bindEmail,
  bindTempUser,
  changeMobile,
  getUser,
  getUserWithEnterprise,
  setIgnoreEmailPrompt,
  updateProfile,
  type Viewer,
} from './users.service';

const tags = ['users'];
const userAnswer = { 200: envelopeSchema(userSchema) };

/** The signed-in user's own account, and the organizer's reading of any account. */
export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');
  const security = tokenSecurity;
  // A profile photo is shown beside the person's name to others (chat, lists): public.
  registerPublicFiles(null, (readDb, file) => isAvatar(readDb, attachmentUrl(file.key)), 'users');

  async function viewerOf(request: FastifyRequest): Promise<Viewer> {
    return { userId: currentUserId(request), isOrganizer: await app.hasRole(request, 'organizer') };
  }

  for (const prefix of ['/register/rest/users/data', '/exhibitor/rest/users']) {
    app.get(
      `${prefix}/:userId`,
      {
        schema: {
          tags,
          security,
          summary: 'A user account (your own; the organizer may read any)',
          params: userIdParams,
          response: userAnswer,
        },
        preHandler: signedIn,
      },
      async (request) => ok(await getUser(db, await viewerOf(request), request.params.userId)),
    );
  }

  for (const prefix of ['/register/rest/users', '/exhibitor/rest/users']) {
    app.put(
      `${prefix}/:userId`,
      {
        schema: {
          tags,
          security,
          summary: 'Update your profile (name, company, job title, country, avatar, language)',
          params: userIdParams,
          body: updateUserBody,
          response: userAnswer,
        },
        preHandler: signedIn,
      },
      async (request) =>
        ok(await updateProfile(db, await viewerOf(request), request.params.userId, request.body)),
    );
  }

  app.post(
    '/register/rest/users/bindEmail',
    {
      schema: {
        tags,
        security,
        summary: 'Bind or confirm an email with a code sent for bindEmail',
        body: bindEmailBody,
        response: userAnswer,
      },
      preHandler: signedIn,
    },
    async (request) => ok(await bindEmail(db, currentUserId(request), request.body)),
  );

  app.put(
    '/exhibitor/rest/users/mobilePhone/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'Change your mobile number with a code sent to the new number for bindMobile',
        params: userIdParams,
        body: changeMobileBody,
        response: userAnswer,
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await changeMobile(db, await viewerOf(request), request.params.userId, request.body)),
  );

  app.get(
    '/exhibitor/rest/users/withEnt/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'A user account with the enterprise it belongs to (null when none)',
        params: userIdParams,
        response: { 200: envelopeSchema(userWithEnterpriseSchema) },
      },
      preHandler: signedIn,
    },
    async (request) => ok(await getUserWithEnterprise(db, await viewerOf(request), request.params.userId)),
  );

  app.put(
    '/exhibitor/rest/users/ignore/email',
    {
      schema: {
        tags,
        security,
        summary: 'Stop (or resume) prompting you to bind an email',
        body: ignoreEmailBody,
        response: userAnswer,
      },
      preHandler: signedIn,
    },
    async (request) => ok(await setIgnoreEmailPrompt(db, currentUserId(request), request.body.ignore)),
  );

  app.post(
    '/exhibitor/rest/users/bind',
    {
      schema: {
        tags,
        security,
        summary: 'Attach what you did anonymously (tempUserId) to your account',
        body: bindTempUserBody,
        response: { 200: envelopeSchema(bindTempUserResultSchema) },
      },
      preHandler: signedIn,
    },
    async (request) => ok(await bindTempUser(db, currentUserId(request), request.body.tempUserId)),
  );
}
