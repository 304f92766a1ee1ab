import { createHash, randomBytes } from 'node:crypto';

/** A random session token (256 bits, URL-safe) and its SHA-256, which is what is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
