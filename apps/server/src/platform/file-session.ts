import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session for stored files (issue 16 item 2). Pages show files with plain `<img>` and `<a>`
 * tags, which carry no bearer token, so the browser also holds the session in a cookie that is
 * sent only to `/attachment/…`: HttpOnly (no script reads it), SameSite=Lax (another site's page
 * cannot use it in an `<img>`), Secure behind the TLS proxy. The API never reads it.
 *
 * A second cookie, path `/`, holds a short hash of that token (nothing usable): the API sees it
 * and sets the file cookie again only when the token changed (sign-in, renewal), not on every answer.
 */
export const FILE_SESSION_COOKIE = 'cidpex_files';
export const FILE_SESSION_MARK = 'cidpex_files_mark';
export const FILE_PATH = '/attachment';

export interface FileSessionOptions {
  secure: boolean;
  maxAgeSeconds: number;
}

/** A cookie's value from the request's Cookie header. */
export function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function fileSessionMark(token: string): string {
  return createHash('sha256').update(`file-session:${token}`).digest('base64url').slice(0, 16);
}

/** Whether the browser's file cookie already carries this token (told by the marker). */
export function holdsFileSession(request: FastifyRequest, token: string): boolean {
  return cookieValue(request, FILE_SESSION_MARK) === fileSessionMark(token);
}

function cookie(name: string, value: string, path: string, maxAge: number, secure: boolean) {
  return `${name}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function setFileSession(reply: FastifyReply, token: string, opts: FileSessionOptions) {
  reply.header('set-cookie', cookie(FILE_SESSION_COOKIE, token, FILE_PATH, opts.maxAgeSeconds, opts.secure));
  reply.header(
    'set-cookie',
    cookie(FILE_SESSION_MARK, fileSessionMark(token), '/', opts.maxAgeSeconds, opts.secure),
  );
}

/** Forgets the file session (sign-out, a token that no longer works). */
export function clearFileSession(reply: FastifyReply, secure: boolean) {
  reply.header('set-cookie', cookie(FILE_SESSION_COOKIE, '', FILE_PATH, 0, secure));
  reply.header('set-cookie', cookie(FILE_SESSION_MARK, '', '/', 0, secure));
}
