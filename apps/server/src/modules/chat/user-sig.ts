import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';

/**
 * The chat ticket (IM.md §2, TLSSigAPIv2's format): JSON with TLS.ver, identifier, sdkappid,
 * time, expire and an HMAC-SHA256 over their `key:value\n` lines keyed with IM_SECRET;
 * zlib-deflated, base64, then `+`→`*`, `/`→`-`, `=`→`_`.
 */
interface SigDoc {
  'TLS.ver': string;
  'TLS.identifier': string;
  'TLS.sdkappid': number;
  'TLS.time': number;
  'TLS.expire': number;
  'TLS.sig': string;
}

function hmac(secret: string, identifier: string, sdkAppId: number, time: number, expire: number) {
  const content =
    `TLS.identifier:${identifier}\n` +
    `TLS.sdkappid:${sdkAppId}\n` +
    `TLS.time:${time}\n` +
    `TLS.expire:${expire}\n`;
  return createHmac('sha256', secret).update(content).digest('base64');
}

function sigEscape(b64: string) {
  return b64.replace(/\+/g, '*').replace(/\//g, '-').replace(/=/g, '_');
}
function sigUnescape(s: string) {
  return s.replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '=');
}

export function genUserSig(
  secret: string,
  sdkAppId: number,
  identifier: string,
  expireSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const doc: SigDoc = {
    'TLS.ver': '2.0',
    'TLS.identifier': identifier,
    'TLS.sdkappid': sdkAppId,
    'TLS.time': nowSeconds,
    'TLS.expire': expireSeconds,
    'TLS.sig': hmac(secret, identifier, sdkAppId, nowSeconds, expireSeconds),
  };
  return sigEscape(deflateSync(Buffer.from(JSON.stringify(doc))).toString('base64'));
}

export type SigCheck = { ok: true; expiresAt: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a ticket for this identifier and app; `expiresAt` is unix seconds. */
export function verifyUserSig(
  secret: string,
  sdkAppId: number,
  identifier: string,
  userSig: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SigCheck {
  let doc: SigDoc;
  try {
    doc = JSON.parse(inflateSync(Buffer.from(sigUnescape(userSig), 'base64')).toString('utf8')) as SigDoc;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (
    doc['TLS.identifier'] !== identifier ||
    Number(doc['TLS.sdkappid']) !== sdkAppId ||
    typeof doc['TLS.sig'] !== 'string' ||
    !Number.isInteger(doc['TLS.time']) ||
    !Number.isInteger(doc['TLS.expire'])
  ) {
    return { ok: false, reason: 'invalid' };
  }
  const expected = Buffer.from(hmac(secret, identifier, sdkAppId, doc['TLS.time'], doc['TLS.expire']));
  const given = Buffer.from(doc['TLS.sig']);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  const expiresAt = doc['TLS.time'] + doc['TLS.expire'];
  if (expiresAt <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, expiresAt };
}
