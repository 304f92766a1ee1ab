import {
  contactBody,
  contactIdParams,
  contactListBody,
  contactSchema,
  contactUpdateBody,
  okSchema,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInCaller } from '../../platform/auth';
import { answer, ok, tokenSecurity } from '../../platform/envelope';
import * as contacts from './contacts.service';

const tags = ['enterprises'];
const security = tokenSecurity;

/** The enterprise's contacts, kept by its administrator or operators (spec §6). */
export async function contactsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = app.requireRole('user');
  const caller = signedInCaller;

  /* ------------------------------------------------------------ contacts */

  app.post(
    '/exhibitor/rest/contact/list',
    {
      schema: {
        tags,
        security,
        summary: "Contacts of the caller's enterprise, the primary first",
        body: contactListBody,
        response: answer(z.array(contactSchema)),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await contacts.listContacts(db, caller(request), request.body.keyword)),
  );

  app.post(
    '/exhibitor/rest/contact',
    {
      schema: {
        tags,
        security,
        summary: 'Add a contact (administrator or operator); the first one is primary',
        body: contactBody,
        response: answer(contactSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await contacts.addContact(db, caller(request), request.body)),
  );

  app.put(
    '/exhibitor/rest/contact',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a contact (administrator or operator)',
        body: contactUpdateBody,
        response: answer(contactSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await contacts.updateContact(db, caller(request), request.body)),
  );

  app.delete(
    '/exhibitor/rest/contact/:contactId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a contact (administrator or operator); the oldest left becomes primary',
        params: contactIdParams,
        response: answer(okSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await contacts.deleteContact(db, caller(request), request.params.contactId)),
  );

  app.put(
    '/exhibitor/rest/contact/isPrimary/:contactId',
    {
      schema: {
        tags,
        security,
        summary: 'Make a contact the primary one (administrator or operator)',
        params: contactIdParams,
        response: answer(contactSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await contacts.makePrimary(db, caller(request), request.params.contactId)),
  );
}
