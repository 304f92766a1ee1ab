import fs from 'node:fs';
import path from 'node:path';
import {
  ErrorCode,
  errorMessage,
  isEnglishSitePath,
  normalizeLocale,
  REQUEST_ID_HEADER,
} from '@cidpex/contracts';
import compress from '@fastify/compress';
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
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { registerModules } from './modules';
import { useVisitorIdKey } from './modules/visitors';
import { authPlugin } from './platform/auth';
import type { AppDeps } from './platform/deps';
import { createEventBus } from './platform/events';
import { Jobs } from './platform/jobs';
import { loggerOptions } from './platform/logging';
import { defineNoticeDelivery } from './platform/notice-delivery';
import { createTransport, type NoticeTransport, QueuedNotifier } from './platform/notifier';
import { pageShell } from './platform/page-shell';
import { frameworkErrors, isApiPath, registerErrorHandling } from './platform/plugin-errors';
import { newRedis } from './platform/redis';
import { registerSecurityHeaders } from './platform/security-headers';
import { type FileStorage, LocalFileStorage } from './platform/storage';
import { refuseNulText } from './platform/text-input';

/** A route that also answers HEAD (checkers and proxies ask the pages and health checks with HEAD). */
const HEAD_ROUTE = { exposeHeadRoute: true } as const;

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** Stands in for SMTP (tests); by default SMTP_URL or the dev outbox. */
  transport?: NoticeTransport;
  /** Shorter retries of notices.send (tests of the dead-letter path); by default NOTICE_RETRIES. */
  noticeRetries?: { retryLimit: number; retryDelaySeconds: number };
  storage?: FileStorage;
  /** Where the request log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole server without listening (tests use `app.inject`). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  useVisitorIdKey(config.visitorIdKey);
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
    // No HEAD twin for each of the 200+ API GET routes (nothing calls them; a route each, memory at
    // start): the pages of the web app, its files and the health checks keep theirs (HEAD_ROUTE).
    exposeHeadRoutes: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Issue 15 §3: events, jobs, and notices that leave through a job.
  const events = createEventBus({
    redisUrl: config.redisUrl,
    prefix: config.eventsPrefix,
    logError: (err, event) => app.log.error({ err, event }, 'event subscriber failed'),
  });
  const jobs = new Jobs({
    database,
    databaseUrl: config.databaseUrl,
    worker: config.roles.includes('worker'),
    logError: (err, context) => app.log.error({ err, context }, 'job queue error'),
  });
  const transport = options.transport ?? createTransport(config.smtpUrl, config.mailFrom, config.outboxFile);
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    notifier: new QueuedNotifier(database.db, jobs, transport),
    storage: options.storage ?? new LocalFileStorage(path.join(config.dataDir, 'uploads')),
    events,
    jobs,
  };
  app.decorate('deps', deps);
  defineNoticeDelivery({ db: database.db, jobs, events, transport, retries: options.noticeRetries });
  // Modules define their jobs while they register; the queue starts once all are known.
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await events.close();
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  registerErrorHandling(app);
  refuseNulText(app);
  registerSecurityHeaders(app, config.trustProxy);

  // Answers above 1 KiB leave compressed (brotli at quality 4, else gzip) with Vary: Accept-Encoding;
  // the web app's files are precompressed at build time and sent as they are (see serveWeb).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

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
    ? newRedis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    // Without a listener ioredis prints every failed reconnect; /readyz reports the state.
    redis.on('error', (err) => app.log.warn(`redis: ${err.message}`));
    app.addHook('onClose', async () => void redis.disconnect());
  }
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
    secureCookies: config.trustProxy,
  });

  // Outside the API prefixes and their envelope. /healthz: the process answers (no database);
  // /readyz: the database answers, and Redis when REDIS_URL is set (load balancers route on it).
  app.get('/healthz', { ...HEAD_ROUTE, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { ...HEAD_ROUTE, schema: { hide: true } }, async (_request, reply) => {
    const [db, cache] = await Promise.all([
      database.exec('select 1').then(
        () => 'ok',
        () => 'unavailable',
      ),
      redis
        ? withTimeout(redis.ping(), 2000).then(
            () => 'ok',
            () => 'unavailable',
          )
        : Promise.resolve('not configured'),
    ]);
    const ready = db === 'ok' && cache !== 'unavailable';
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ok' : 'unavailable', db, driver: database.driver, redis: cache });
  });

  await registerModules(app);

  await serveWeb(app, config.webDist);
  return app;
}

/**
 * The built web app: hashed files under /assets are kept a year (`immutable`: a new build
 * names new files), everything else, index.html above all, is revalidated on each visit.
 * The build writes .br and .gz beside each text file (scripts/build.mjs); they are sent as
 * they are, otherwise @fastify/compress compresses on the fly.
 */
async function serveWeb(app: FastifyInstance, dist: string | undefined) {
  if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) {
    app.setNotFoundHandler(notFound);
    return;
  }
  // Only reply.sendFile from the plugin: a route per built file (700 with .br and .gz) made
  // the router slow to build at every start; two routes cover them all.
  await app.register(fastifyStatic, {
    root: dist,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.startsWith(path.join(dist, 'assets') + path.sep);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The few files at the root of the build (favicon.svg, …), served under their own name.
  const rootFiles = new Set(
    fs
      .readdirSync(dist, { withFileTypes: true })
      .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name) && e.name !== 'index.html')
      .map((e) => e.name),
  );
  app.get('/assets/*', { ...HEAD_ROUTE, schema: { hide: true } }, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    return reply.sendFile(`assets/${file}`);
  });
  // Every other GET outside the API is a page of the app: index.html, read from disk on each
  // request (a new build replaces it without a restart) and compressed like any route.
  // An English-site page (/en/…, /IndexEn, …) is English before the app starts too: its
  // <html lang> and description (issue 24); other pages get the built file as it is.
  const shell = pageShell(dist)!;
  app.get('/*', { ...HEAD_ROUTE, schema: { hide: true } }, (request, reply) => {
    if (isApiPath(request.url)) return notFound(request, reply);
    const name = (request.params as { '*': string })['*'];
    if (rootFiles.has(name)) return reply.sendFile(name);
    if (isEnglishSitePath(`/${name}`)) return shell.send(reply, shell.localIndex('en'));
    return reply.sendFile('index.html');
  });
  app.setNotFoundHandler(notFound);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  // A late rejection (the client closed after the timeout answered) is not unhandled.
  promise.catch(() => undefined);
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    success: false,
    data: null,
    errorCode: ErrorCode.NOT_FOUND,
    errorMsg: errorMessage(normalizeLocale(request.headers['accept-language']), 'NOT_FOUND'),
  });
}
