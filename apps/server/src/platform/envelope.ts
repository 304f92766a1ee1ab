import { type Envelope, envelopeSchema } from '@cidpex/contracts';
import type { z } from 'zod';

export function ok<T>(data: T): Envelope<T> {
  return { success: true, data, errorCode: null, errorMsg: null };
}

/** The OpenAPI answer of a route: the envelope around `schema`. */
export const answer = <T extends z.ZodType>(schema: T) => ({ 200: envelopeSchema(schema) });

/** The OpenAPI security of a route that reads the session token. */
export const tokenSecurity = [{ token: [] }];

/**
 * A route's `serializerCompiler` for the hottest public reads (search, the board's pages):
 * JSON.stringify instead of fastify-type-provider-zod's serializer, which parses the whole answer
 * with zod first (≈ 4× the time of the stringify). The route keeps its response schema for the
 * API documentation; the service returns the contract's types, and a reply test of each such
 * route checks real answers against the schema (parsing drops nothing, no key outside it).
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);
