import {
  attachmentUrl,
  chatBannedWordsBody,
  chatBannedWordsSchema,
  chatContactSchema,
  chatEditNickBody,
  chatExchangeParams,
  chatExchangeSchema,
  chatMessagePageBody,
  chatMessageSaveBody,
  chatMessageSaveSchema,
  chatRecordPageSchema,
  chatReportBody,
  chatReportSchema,
  chatSessionInfoQuery,
  chatSessionInfoSchema,
  imAccountStateSchema,
  imProfileSchema,
  imUserIdOf,
  imUsersQuery,
  imUserUpdateBody,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import { registerAttachmentReader, registerPrivateFiles, registerPublicFiles } from '../attachments';
import * as repo from './chat.repository';
import { registerGateway } from './gateway';
import * as im from './im.service';
import { CHAT_FILE_REF } from './im.service';
import { subscribeMeetingCards } from './meeting-cards';
import * as portal from './portal.service';

const tags = ['chat'];
const security = tokenSecurity;

/**
 * Chat (spec §7 "Chat", issue 17): the portal's calls, the organizer's console calls and the
 * messaging gateway at /im/ws, with the retention job.
 */
export default async function chatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const { db } = deps;
  const signedIn = app.requireRole('user');
  const organizer = app.requireRole('organizer');

  // Seven days of history by default (IM_RETENTION_DAYS): older messages are removed nightly.
  deps.jobs.define(
    'chat.prune',
    { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 600, cron: '20 3 * * *' },
    async () => {
      const removed = await im.prune(deps);
      if (removed) app.log.info({ removed }, 'chat: old messages pruned');
    },
  );

  // Files sent in a conversation are served only with the pass its participants receive.
  registerPrivateFiles(CHAT_FILE_REF);
  registerAttachmentReader(CHAT_FILE_REF, repo.isThreadParticipant);
  registerPublicFiles(null, (readDb, file) => repo.isChatAvatar(readDb, attachmentUrl(file.key)), 'chat');

  // A meeting's change becomes a card in the two parties' conversation (issue 20).
  const offMeetingCards = subscribeMeetingCards(deps);
  app.addHook('onClose', async () => offMeetingCards());

  // The gateway runs in processes with the `im` role (every process by default).
  if (deps.config.roles.includes('im')) await registerGateway(app);

  app.get(
    '/portal/rest/im/account/state',
    {
      schema: {
        tags,
        security,
        summary: "The caller's chat identity and a fresh userSig for /im/ws",
        response: answer(imAccountStateSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await portal.accountState(
          deps,
          currentUserId(request),
          request.locale,
          await app.hasRole(request, 'organizer'),
        ),
      ),
  );

  app.get(
    '/exhibitor/rest/imUsers',
    {
      schema: {
        tags,
        security,
        summary: "The caller's chat profile, or another user's by userId or imUserId",
        querystring: imUsersQuery,
        response: answer(imProfileSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await portal.imUser(db, currentUserId(request), request.query, request.locale)),
  );

  app.put(
    '/exhibitor/rest/imUsers',
    {
      schema: {
        tags,
        security,
        summary: "Changes the caller's chat nick (and avatar)",
        body: imUserUpdateBody,
        response: answer(imProfileSchema),
      },
      preHandler: signedIn,
    },
    async (request) => {
      const me = imUserIdOf(currentUserId(request));
      await im.ensureChatUser(db, currentUserId(request));
      return ok(await im.updateMyProfile(deps, me, request.body, request.locale));
    },
  );

  app.get(
    '/exhibitor/rest/chatSessions',
    {
      schema: {
        tags,
        security,
        summary: 'Contacts from the conversation records, the organizer always first',
        response: answer(z.array(chatContactSchema)),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await portal.contacts(db, currentUserId(request), request.locale)),
  );

  app.get(
    '/exhibitor/rest/chatSessions/info',
    {
      schema: {
        tags,
        security,
        summary: 'Remark name and sign of one contact',
        querystring: chatSessionInfoQuery,
        response: answer(chatSessionInfoSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await portal.sessionInfo(db, currentUserId(request), request.query.imUserId, request.locale)),
  );

  app.put(
    '/exhibitor/rest/chatSessions/editNick',
    {
      schema: {
        tags,
        security,
        summary: "Sets a contact's remark name",
        body: chatEditNickBody,
        response: answer(chatSessionInfoSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await portal.editNick(
          db,
          currentUserId(request),
          request.body.imUserId,
          request.body.nick,
          request.locale,
        ),
      ),
  );

  app.put(
    '/exhibitor/rest/chatSessions/exchange/:userId/:targetUserId',
    {
      schema: {
        tags,
        security,
        summary: 'Exchanges business cards between the caller and the person they chat with',
        params: chatExchangeParams,
        response: answer(chatExchangeSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await portal.exchange(db, currentUserId(request), request.params.userId, request.params.targetUserId),
      ),
  );

  app.post(
    '/exhibitor/rest/chatMessages',
    {
      schema: {
        tags,
        security,
        summary: 'Keeps a sent message as a conversation record (not with the organizer)',
        body: chatMessageSaveBody,
        response: answer(chatMessageSaveSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await portal.saveMessage(db, currentUserId(request), request.body.messageID, request.locale)),
  );

  app.post(
    '/exhibitor/rest/chatMessages/page',
    {
      schema: {
        tags,
        security,
        summary: 'The conversation records with one contact, from the caller’s view',
        body: chatMessagePageBody,
        response: answer(chatRecordPageSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await portal.recordPage(db, currentUserId(request), request.body)),
  );

  app.get(
    '/portal/rest/chat/enterprises/:enterpriseId/contact',
    {
      schema: {
        tags,
        security,
        summary: "Whom a buyer's 'Chat' button writes to for an enterprise: its administrator",
        params: z.object({ enterpriseId: z.coerce.number().int().positive() }),
        response: answer(imProfileSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await portal.enterpriseContact(db, request.params.enterpriseId, request.locale)),
  );

  app.post(
    '/portal/rest/chat/reports',
    {
      schema: {
        tags,
        security,
        summary: 'Reports a received message to the organizer',
        body: chatReportBody,
        response: answer(chatReportSchema),
      },
      preHandler: signedIn,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) =>
      ok(
        await portal.report(
          db,
          currentUserId(request),
          request.body.messageID,
          request.body.reason,
          request.locale,
        ),
      ),
  );

  app.get(
    '/portal/rest/organizer/chat/reports',
    {
      schema: {
        tags,
        security,
        summary: 'Reported messages (organizer)',
        querystring: z.object({ status: z.enum(['open', 'closed']).default('open') }),
        response: answer(z.array(chatReportSchema)),
      },
      preHandler: organizer,
    },
    async (request) => ok(await portal.reports(db, request.query.status)),
  );

  app.put(
    '/portal/rest/organizer/chat/reports/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Closes a report (organizer)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: answer(chatReportSchema),
      },
      preHandler: organizer,
    },
    async (request) => ok(await portal.closeReport(db, request.params.id)),
  );

  app.get(
    '/portal/rest/organizer/chat/bannedWords',
    {
      schema: {
        tags,
        security,
        summary: 'Words refused in chat messages (organizer)',
        response: answer(chatBannedWordsSchema),
      },
      preHandler: organizer,
    },
    async () => ok({ words: await repo.bannedWords(db) }),
  );

  app.put(
    '/portal/rest/organizer/chat/bannedWords',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces the banned words (organizer)',
        body: chatBannedWordsBody,
        response: answer(chatBannedWordsSchema),
      },
      preHandler: organizer,
    },
    async (request) => {
      await repo.replaceBannedWords(db, [...new Set(request.body.words)]);
      im.forgetBannedWords(db);
      await app.deps.events.emit('chat.bannedWords.changed', {});
      return ok({ words: await repo.bannedWords(db) });
    },
  );

  app.post(
    '/portal/rest/organizer/chat/kick/:userId',
    {
      schema: {
        tags,
        security,
        summary: "Signs a user out of chat on every connection (KICKED_OUT 'kickedOut')",
        params: z.object({ userId: z.coerce.number().int().positive() }),
        response: answer(z.object({ ok: z.literal(true) })),
      },
      preHandler: organizer,
    },
    async (request) => {
      await deps.events.emit('chat.kick', { imUserId: imUserIdOf(request.params.userId), type: 'kickedOut' });
      return ok({ ok: true as const });
    },
  );
}
