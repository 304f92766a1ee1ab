import type { FastifyRequest } from 'fastify';

/**
 * What the request log records of a URL: path segments that are ID-card numbers (15 or 18
 * characters), mobile numbers or the number of `checkIdCard`, and query values named like a
 * code, token, password or ID number, are replaced by `[redacted]`. Bodies are never logged.
 */
const SECRET_QUERY =
  /code|token|password|passwd|secret|signature|idcard|idnumber|idno|passport|mobile|phone|email/i;
const ID_SEGMENT = /^(\d{15}|\d{17}[\dXx])$/;
const MOBILE_SEGMENT = /^1\d{10}$/;
const REDACTED = '[redacted]';

/** Paths whose parameter at this position is personal whatever it looks like. */
const PERSONAL_PARAMS: Array<{ after: string; offset: number }> = [
  { after: 'checkIdCard', offset: 2 },
  { after: 'checkSeminarPhone', offset: 1 },
];

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const segments = path.split('/');
  const personal = new Set<number>();
  for (const { after, offset } of PERSONAL_PARAMS) {
    const at = segments.indexOf(after);
    if (at !== -1) for (let i = at + offset; i < segments.length; i++) personal.add(i);
  }
  const safePath = segments
    .map((segment, i) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // a bad escape stays as it came
      }
      return personal.has(i) || ID_SEGMENT.test(decoded) || MOBILE_SEGMENT.test(decoded) ? REDACTED : segment;
    })
    .join('/');
  if (q === -1) return safePath;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_QUERY.test(key) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${query}`;
}

/** Fastify's request serializer with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options of the app: pino at the configured level, URLs redacted, to `stream` when given (tests). */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  if (level === 'silent' && !stream) return false;
  return {
    level: level === 'silent' ? 'info' : level,
    serializers: { req: requestSerializer },
    ...(stream ? { stream } : {}),
  };
}
