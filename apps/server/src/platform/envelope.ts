import { type Envelope, envelopeSchema } from '@cidpex/contracts';
import type { z } from 'zod';

export function ok<T>(data: T): Envelope<T> {
  return { success: true, data, errorCode: null, errorMsg: null };
}

/** The OpenAPI answer of a route: the envelope around `schema`. */
export const answer = <T extends z.ZodType>(schema: T) => ({ 200: envelopeSchema(schema) });

/** The OpenAPI security of a route that reads the session token. */
export const tokenSecurity = [{ token: [] }];
