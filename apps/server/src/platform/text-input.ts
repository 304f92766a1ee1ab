import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** Paths (a.b.0) of the strings in a parsed body, query or params that hold a NUL character. */
export function nulFields(root: unknown): string[] {
  const found: string[] = [];
  // Iterative: a deeply nested body must not overflow the stack.
  const stack: Array<[unknown, string]> = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path || '(body)');
      continue;
    }
    // Plain parsed JSON only: a Buffer or a stream (an upload) is not text.
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    for (const [key, inner] of Object.entries(value)) stack.push([inner, path ? `${path}.${key}` : key]);
  }
  return found.reverse();
}

/**
 * No text the portal stores may hold a NUL character: PostgreSQL refuses it in text and JSON,
 * which would answer 500. Such input is refused as a validation failure naming its fields.
 * It runs as the first preHandler, after the role guards and the schema: a caller who may
 * not call the route, or whose form is wrong, hears that first.
 */
export function refuseNulText(app: FastifyInstance) {
  // A callback hook, not an async one: every request passes here, and it needs no promise.
  app.addHook('preHandler', (request, _reply, done) => {
    const fields = [...nulFields(request.params), ...nulFields(request.query), ...nulFields(request.body)];
    done(
      fields.length > 0 ? new AppError('VALIDATION', { fields: [...new Set(fields)].join(', ') }) : undefined,
    );
  });
}
