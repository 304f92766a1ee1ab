import {
  ErrorCode,
  type ErrorCodeName,
  errorMessage,
  fieldList,
  normalizeLocale,
  validationMessage,
} from '@cidpex/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The request schemas of every route (body, query, path parameters), by `METHOD url`: the
     * keys a validation failure may name. The field-label test reads it (every key labelled).
     */
    requestSchemas: Map<string, RequestSchemas>;
  }
}

export interface RequestSchemas {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
}

export const API_PREFIXES = ['/register/rest/', '/portal/rest/', '/exhibitor/rest/'];
export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCodeName,
  params: Record<string, string | number> = {},
  data: Record<string, unknown> | null = null,
) {
  const locale = normalizeLocale(request.headers['accept-language']);
  const filled: Record<string, string | number> = { ...params };
  // A VALIDATION refusal names its fields (keys, comma-separated) by their form labels.
  if (code === 'VALIDATION' && typeof filled.fields === 'string')
    filled.fields = fieldList(locale, filled.fields.split(/\s*,\s*/));
  const answer = () =>
    reply.status(status).send({
      success: false,
      data,
      errorCode: ErrorCode[code],
      errorMsg: errorMessage(locale, code, filled),
    });
  // A refusal that comes before the body was read (too large, not signed in, wrong type…) first
  // lets the sender finish, so it reads this answer instead of a reset.
  return bodyPending(request) ? drainBody(request).then(answer) : answer();
}

/** Names of the fields a validation failure concerns, and the first catalog code among its messages. */
function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields = [...new Set(issues.map((issue) => issue.path.map(String).join('.') || '(body)'))];
  const codes = issues.map((issue) => issue.message).filter((m): m is ErrorCodeName => m in ErrorCode);
  return { fields, code: codes[0] };
}

/**
 * A validation failure (of the route's schema, or a ZodError thrown later): 400 listing the
 * fields' keys in `data.fields` (the web marks those form items) and naming them in the
 * message by their labels in the caller's language (FIELD_LABELS of the contracts).
 */
function validationFailure(
  reply: FastifyReply,
  request: FastifyRequest,
  issues: readonly { path: PropertyKey[]; message: string }[],
) {
  const { fields, code } = describeIssues(issues);
  const locale = normalizeLocale(request.headers['accept-language']);
  // A single rule with its own message (weak password, wrong format…) speaks for itself.
  const own = code && code !== 'REQUIRED' && fields.length === 1;
  return reply.status(400).send({
    success: false,
    data: { fields },
    errorCode: ErrorCode[own ? code : 'VALIDATION'],
    errorMsg: own ? errorMessage(locale, code) : validationMessage(locale, fields),
  });
}

/** How much of an oversize body is read and thrown away before the 413, and for how long at most. */
export const DRAIN_LIMIT = { bytes: 256 * 1024 * 1024, ms: 30_000 };

/**
 * Reads the rest of a refused body and throws it away (issue 16 item 7): a client that is still
 * sending when the answer comes and the socket closes gets a reset instead of the 413 and its
 * message (browsers show "network error"). Past DRAIN_LIMIT the answer goes at once and the
 * connection closes: nobody is made to receive gigabytes.
 */
function bodyPending(request: FastifyRequest): boolean {
  const raw = request.raw;
  return !(raw.complete || raw.readableEnded || raw.destroyed);
}

export function drainBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (!bodyPending(request)) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', finish);
      raw.off('error', finish);
      raw.off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_LIMIT.bytes) finish();
    };
    const timer = setTimeout(finish, DRAIN_LIMIT.ms);
    raw.on('data', onData);
    raw.on('end', finish);
    raw.on('error', finish);
    raw.on('close', finish);
    raw.resume();
  });
}

/**
 * One handler turns every error into the envelope (ARCHITECTURE §4.5): catalog codes
 * in the caller's language, validation failures naming their fields, 5xx without details.
 */
export function registerErrorHandling(app: FastifyInstance) {
  const requestSchemas = new Map<string, RequestSchemas>();
  app.decorate('requestSchemas', requestSchemas);
  app.addHook('onRoute', (route) => {
    const { body, querystring, params } = (route.schema ?? {}) as RequestSchemas;
    if (!body && !querystring && !params) return;
    for (const method of [route.method].flat())
      requestSchemas.set(`${method} ${route.url}`, { body, querystring, params });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError)
      return send(reply, request, error.status, error.code, error.params, error.data);

    if (hasZodFastifySchemaValidationErrors(error)) {
      return validationFailure(
        reply,
        request,
        error.validation.map((v) => ({
          path: (v.instancePath || '').split('/').filter(Boolean),
          message: v.message ?? '',
        })),
      );
    }
    if (error instanceof ZodError) return validationFailure(reply, request, error.issues);
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(reply, request, 413, 'BODY_TOO_LARGE');
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return send(reply, request, 413, 'FILE_TOO_LARGE');
    }
    if (status === 429) return send(reply, request, 429, 'RATE_LIMITED');
    if (status === 404) return send(reply, request, 404, 'NOT_FOUND');
    if (status >= 400 && status < 500) {
      // The framework's own words (English, about the encoding) stay in the log; the caller is
      // told that what was sent could not be read.
      request.log.info({ err: error }, 'client error');
      return send(reply, request, status, 'VALIDATION', { fields: '(body)' });
    }
    // Unknown: a log line with the request id; the client gets the generic message only.
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return send(reply, request, 500, 'INTERNAL');
  });
}

/**
 * The router's own refusals (Fastify's `frameworkErrors`): a path parameter over the length
 * limit (414) and a bad `%` escape (400) answer the envelope in the caller's language and do
 * not echo the URL.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, request, 414, 'URL_TOO_LONG');
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, request, 400, 'BAD_URL');
  return send(reply, request, error.statusCode ?? 400, 'VALIDATION', { fields: '*' });
}
