import type { FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

/** Paths of the strings in a parsed body, query or params that hold a NUL character. */
export function nulPaths(root: unknown): string[][] {
  const found: string[][] = [];
  // Iterative: a deeply nested body must not overflow the stack.
  const stack: Array<[unknown, string[]]> = [[root, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path);
      continue;
    }
    // Parsed JSON, query and params only: an upload's Buffer is not text.
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    for (const [key, inner] of Object.entries(value)) stack.push([inner, [...path, key]]);
  }
  return found.reverse();
}

/**
 * Whether a parsed body, query or params holds a NUL character anywhere: every request asks, so
 * this walks without building paths (nulPaths names them once one is found).
 */
export function holdsNul(root: unknown): boolean {
  if (typeof root === 'string') return root.includes('\u0000');
  if (root === null || typeof root !== 'object' || Buffer.isBuffer(root)) return false;
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) stack.push(value[i]);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const key in value)
        if (Object.hasOwn(value, key)) stack.push((value as Record<string, unknown>)[key]);
    }
  }
  return false;
}

/**
 * No text the portal stores may hold a NUL character: PostgreSQL refuses it in text and JSON,
 * which would answer 500. Such input is refused as a validation failure naming its fields,
 * answered as a schema failure is (10001, `data.fields`). It runs as the first preHandler,
 * after the role guards and the schema: a caller who may not call the route, or whose form
 * is wrong, hears that first.
 */
export function refuseNulText(app: FastifyInstance) {
  // A callback hook, not an async one: every request passes here, and it needs no promise.
  app.addHook('preHandler', (request, _reply, done) => {
    if (!holdsNul(request.params) && !holdsNul(request.query) && !holdsNul(request.body)) return done();
    const paths = [...nulPaths(request.params), ...nulPaths(request.query), ...nulPaths(request.body)];
    done(
      paths.length > 0
        ? new ZodError(
            paths.map((path) => ({ code: 'custom', path, message: 'NUL character', input: undefined })),
          )
        : undefined,
    );
  });
}
