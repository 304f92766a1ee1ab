import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers of every answer (docs/security.md): a Content-Security-Policy the
 * built web app passes (no inline script; antd writes its styles at run time, hence
 * 'unsafe-inline' for styles only), no framing by anyone (`frame-ancestors 'none'`,
 * X-Frame-Options DENY), nosniff, a strict referrer policy, and HSTS only when TRUST_PROXY
 * says TLS ends at the proxy in front (on plain http it would be ignored or wrong).
 */
export function securityHeaderOptions(behindTlsProxy: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: behindTlsProxy ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The attachments are read by pages of the same site only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet writes with these options, worked out once: they are the same for every
 * answer (no nonce, no directive computed per request), and @fastify/helmet rebuilt helmet's
 * middleware and re-parsed the policy on every request, about 5 % of a search answer's CPU
 * (docs/benchmarks.md, stop 34).
 */
export function securityHeaderSet(behindTlsProxy: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(securityHeaderOptions(behindTlsProxy))(
    {} as IncomingMessage,
    res as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** Every answer, the API's, the files' and the pages', errors and 404s included, carries them. */
export function registerSecurityHeaders(app: FastifyInstance, behindTlsProxy: boolean) {
  const headers = securityHeaderSet(behindTlsProxy);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
