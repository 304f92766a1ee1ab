import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Passes for private files (issue 16 item 2): chat files, an enterprise's licence and settlement
 * papers, the pictures of a visitor's registration. `/attachment/<key>` serves such a file only with
 * `exp` and `sig` from a link the server handed to someone allowed to see it (the details call or
 * the owning domain's answer); a pass is an HMAC of the key and the expiry.
 */

/** How long a link to a private file works; links are stable within a 10-minute step (browser cache). */
export const FILE_PASS_SECONDS = 2 * 3600;
const STEP = 600;

let secret = '';

/** The key the passes are signed with, derived from the server's IM_SECRET; set when the file routes register. */
export function useFilePassSecret(value: string) {
  secret = `file-pass:${value}`;
}

function mac(key: string, exp: string) {
  return createHmac('sha256', secret).update(`${key}\n${exp}`).digest('base64url').slice(0, 32);
}

/**
 * `/attachment/<key>[?width=…]` with a short-lived pass. Only those allowed ever receive one: it is
 * added when a message is written out for a viewer of the conversation, or a private file's details
 * are answered to someone who may read them.
 */
export function signFileUrl(url: string, now = Date.now()): string {
  const m = /^\/attachment\/([^?]+)(\?.*)?$/.exec(url);
  if (!m || !secret) return url;
  const key = decodeURIComponent(m[1] as string);
  const exp = String(Math.ceil((now / 1000 + FILE_PASS_SECONDS) / STEP) * STEP);
  const sep = m[2] ? '&' : '?';
  return `${url}${sep}exp=${exp}&sig=${mac(key, exp)}`;
}

/** Whether the pass opens this file now. */
export function checkFilePass(key: string, pass: { exp?: string; sig?: string }, now = Date.now()): boolean {
  if (!secret || !pass.exp || !pass.sig || !/^\d{1,12}$/.test(pass.exp)) return false;
  if (Number(pass.exp) * 1000 < now) return false;
  const want = Buffer.from(mac(key, pass.exp));
  const got = Buffer.from(pass.sig);
  return want.length === got.length && timingSafeEqual(want, got);
}
