import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode, errorMessage, normalizeLocale, REQUEST_ID_HEADER } from '@cidpex/contracts';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { registerModules } from './modules';
import { authPlugin } from './platform/auth';
import type { AppDeps } from './platform/deps';
import { loggerOptions } from './platform/logging';
import { createNotifier, type Notifier } from './platform/notifier';
import { frameworkErrors, isApiPath, registerErrorHandling } from './platform/plugin-errors';
import { securityHeaders } from './platform/security-headers';
import { type FileStorage, LocalFileStorage } from './platform/storage';
import { refuseNulText } from './platform/text-input';

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  notifier?: Notifier;
  storage?: FileStorage;
  /** Where the request log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole server without listening (tests use `app.inject`). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only behind a proxy that sets it (TRUST_PROXY=1).
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // The router's own refusals (long parameter, bad escape) in the envelope, not echoing the URL.
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    notifier:
      options.notifier ?? createNotifier(database.db, config.smtpUrl, config.mailFrom, config.outboxFile),
    storage: options.storage ?? new LocalFileStorage(path.join(config.dataDir, 'uploads')),
  };
  app.decorate('deps', deps);

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  registerErrorHandling(app);
  refuseNulText(app);
  await app.register(helmet, securityHeaders(config.trustProxy));

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CIDPEX portal API',
        description:
          'Every call of the portal: the spec §7 paths under register/rest, portal/rest and exhibitor/rest. ' +
          'Answers use the envelope { success, data, errorCode, errorMsg }; send the session token in x-auth-token.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-auth-token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'cidpex-rl-',
    skipOnError: true,
    allowList: () => config.disableIpRateLimit,
  });

  await app.register(multipart, { limits: { fileSize: 100 * 1024 * 1024, files: 1, fields: 20 } });
  await app.register(authPlugin, {
    db: database.db,
    ttlSeconds: config.sessionTtlSeconds,
    renewAfterSeconds: config.sessionRenewAfterSeconds,
  });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.exec('select 1');
      return { status: 'ok', db: database.driver };
    } catch {
      return reply.status(503).send({ status: 'unavailable', db: database.driver });
    }
  });

  await registerModules(app);

  const dist = config.webDist;
  const hasWeb = dist && fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: dist, prefix: '/', wildcard: false, index: false });
    // index.html is read again when a new build replaced it (a deploy without a restart):
    // a stale copy would name assets that no longer exist.
    const indexPath = path.join(dist, 'index.html');
    let index = { mtimeMs: 0, html: Buffer.alloc(0) };
    const indexHtml = () => {
      try {
        const { mtimeMs } = fs.statSync(indexPath);
        if (mtimeMs !== index.mtimeMs) index = { mtimeMs, html: fs.readFileSync(indexPath) };
      } catch {
        // Mid-build the file may be missing for a moment: keep answering the last one.
      }
      return index.html;
    };
    app.get('/assets/*', { schema: { hide: true } }, (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(`assets/${file}`);
    });
    app.setNotFoundHandler((request, reply) => {
      if (isApiPath(request.url) || request.method !== 'GET' || request.url.startsWith('/assets/')) {
        return notFound(request, reply);
      }
      return reply.header('cache-control', 'no-cache').type('text/html').send(indexHtml());
    });
  } else {
    app.setNotFoundHandler(notFound);
  }
  return app;
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    success: false,
    data: null,
    errorCode: ErrorCode.NOT_FOUND,
    errorMsg: errorMessage(normalizeLocale(request.headers['accept-language']), 'NOT_FOUND'),
  });
}
