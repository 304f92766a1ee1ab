import {
  addressBody,
  CURRENT_EXHIBITION_KEY,
  configKeyParams,
  configParams,
  configValueSchema,
  dictCodeParams,
  dictEntrySchema,
  dictParams,
  envelopeSchema,
  LIMITS,
} from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { currentExhibitionConfig, getConfig, getDictionary, lookupAddress } from './dicts.service';

const dictAnswer = { 200: envelopeSchema(z.array(dictEntrySchema)) };
const tags = ['dicts'];

export default async function dictsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/portal/rest/dicts/exhibition/:exhibitionId/:dictType',
    {
      schema: {
        tags,
        summary: 'Dictionary of an exhibition (default 200417)',
        params: dictParams,
        response: dictAnswer,
      },
    },
    async (request) =>
      ok(await getDictionary(db, request.params.exhibitionId, request.params.dictType, request.locale)),
  );

  app.get(
    '/exhibitor/rest/dicts/:exhibitionId/:dictType',
    { schema: { tags, summary: 'Dictionary of an exhibition', params: dictParams, response: dictAnswer } },
    async (request) =>
      ok(await getDictionary(db, request.params.exhibitionId, request.params.dictType, request.locale)),
  );

  app.get(
    '/exhibitor/rest/dicts/code/:code',
    {
      schema: {
        tags,
        summary: 'Dictionary by code, for the default exhibition',
        params: dictCodeParams,
        response: dictAnswer,
      },
    },
    async (request) =>
      ok(await getDictionary(db, LIMITS.defaultExhibitionId, request.params.code, request.locale)),
  );

  app.get(
    '/exhibitor/rest/configs/exhibition/:exhibitionId/:configKey',
    {
      schema: {
        tags,
        summary: 'A configuration value of an exhibition',
        params: configParams,
        response: { 200: envelopeSchema(configValueSchema) },
      },
    },
    async (request) => ok(await getConfig(db, request.params.exhibitionId, request.params.configKey)),
  );

  app.get(
    '/portal/rest/config/key/:key',
    {
      schema: {
        tags,
        summary:
          'A global configuration value (currentAppointmentExhibition gives the current exhibition id)',
        params: configKeyParams,
        response: { 200: envelopeSchema(configValueSchema) },
      },
    },
    async (request) =>
      ok(
        request.params.key === CURRENT_EXHIBITION_KEY
          ? await currentExhibitionConfig(db, request.locale)
          : await getConfig(db, 0, request.params.key),
      ),
  );

  app.post(
    '/exhibitor/rest/address',
    {
      schema: {
        tags,
        summary: 'Regions under a parent (provinces of China)',
        body: addressBody,
        response: dictAnswer,
      },
    },
    async (request) => ok(await lookupAddress(db, request.body, request.locale)),
  );
}
