import { createHmac, randomInt } from 'node:crypto';
import { type IdKind, lastSix, normalizeIdNumber } from '@cidpex/contracts';
import { DEV_SECRETS } from '../../config';

/**
 * Identity numbers are kept only as a keyed hash (to recognise the same person registering
 * again) and their last six characters (to show). The key is config.visitorIdKey
 * (VISITOR_ID_KEY), set once at start by `useVisitorIdKey`; until then (tests, scripts) the
 * development key is used, as for the other secrets (config.ts refuses it in production).
 */
let idKey: string = DEV_SECRETS.VISITOR_ID_KEY;

export function useVisitorIdKey(key: string): void {
  idKey = key;
}

export interface Identity {
  idKind: IdKind;
  idHash: string;
  idLast6: string;
}

export function identityOf(kind: IdKind, number: string): Identity {
  const normalized = normalizeIdNumber(number);
  return {
    idKind: kind,
    idHash: createHmac('sha256', idKey).update(`${kind}:${normalized}`).digest('hex'),
    idLast6: lastSix(normalized),
  };
}

/** Badge codes avoid letters and digits that are confused when typed (I, O, 0, 1). */
const BADGE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newBadgeCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += BADGE_ALPHABET[randomInt(0, BADGE_ALPHABET.length)];
  return code;
}
