import { ErrorCode, type ErrorCodeName, errorMessage, normalizeLocale } from '@cidpex/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from './errors';

export const API_PREFIXES = ['/register/rest/', '/portal/rest/', '/exhibitor/rest/'];
export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCodeName,
  params = {},
) {
  const locale = normalizeLocale(request.headers['accept-language']);
  return reply.status(status).send({
    success: false,
    data: null,
    errorCode: ErrorCode[code],
    errorMsg: errorMessage(locale, code, params),
  });
}

/** Names of the fields a validation failure concerns, and the first catalog code among its messages. */
function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields = [...new Set(issues.map((issue) => issue.path.map(String).join('.') || '(body)'))];
  const codes = issues.map((issue) => issue.message).filter((m): m is ErrorCodeName => m in ErrorCode);
  return { fields, code: codes[0] };
}

/**
 * One handler turns every error into the envelope (ARCHITECTURE §4.5): catalog codes
 * in the caller's language, validation failures naming their fields, 5xx without details.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, request, error.status, error.code, error.params);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: (v.instancePath || '').split('/').filter(Boolean),
        message: v.message ?? '',
      }));
      const { fields, code } = describeIssues(issues);
      const status = 400;
      // A single rule with its own message (weak password, wrong format…) speaks for itself.
      if (code && code !== 'REQUIRED' && fields.length === 1) {
        return reply.status(status).send({
          success: false,
          data: { fields },
          errorCode: ErrorCode[code],
          errorMsg: errorMessage(normalizeLocale(request.headers['accept-language']), code),
        });
      }
      return reply.status(status).send({
        success: false,
        data: { fields },
        errorCode: ErrorCode.VALIDATION,
        errorMsg: errorMessage(normalizeLocale(request.headers['accept-language']), 'VALIDATION', {
          fields: fields.join(', '),
        }),
      });
    }
    if (error instanceof ZodError) {
      const { fields } = describeIssues(error.issues);
      return send(reply, request, 400, 'VALIDATION', { fields: fields.join(', ') });
    }
    const status = error.statusCode ?? 500;
    if (
      status === 413 ||
      error.code === 'FST_REQ_FILE_TOO_LARGE' ||
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
    ) {
      return send(reply, request, 413, 'FILE_TOO_LARGE');
    }
    if (status === 429) return send(reply, request, 429, 'RATE_LIMITED');
    if (status === 404) return send(reply, request, 404, 'NOT_FOUND');
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, request, status, 'VALIDATION', { fields: error.message.slice(0, 200) });
    }
    // Unknown: a log line with the request id; the client gets the generic message only.
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return send(reply, request, 500, 'INTERNAL');
  });
}
