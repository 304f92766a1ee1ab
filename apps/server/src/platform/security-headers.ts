import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The security headers of every answer (docs/security.md): a Content-Security-Policy the
 * built web app passes (no inline script; antd writes its styles at run time, hence
 * 'unsafe-inline' for styles only), no framing by anyone (`frame-ancestors 'none'`,
 * X-Frame-Options DENY), nosniff, a strict referrer policy, and HSTS only when TRUST_PROXY
 * says TLS ends at the proxy in front (on plain http it would be ignored or wrong).
 */
export function securityHeaders(behindTlsProxy: boolean): FastifyHelmetOptions {
  return {
    global: true,
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
