import { createRequire } from 'node:module';
import type { Redis, RedisOptions } from 'ioredis';

const load = createRequire(import.meta.url);

/**
 * A Redis client (ioredis), the library loaded on the first call: a process without REDIS_URL
 * never loads it (issue 15 memory: ioredis and its command tables stay out of the heap of the
 * single-process portal). A synchronous load, so the constructors that open clients stay as
 * they are.
 */
export function newRedis(url: string, options: RedisOptions): Redis {
  const { Redis: Client } = load('ioredis') as typeof import('ioredis');
  return new Client(url, options);
}
