import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { newRedis } from '../../platform/redis';

/** Per user and per conversation send windows (messages in a sliding window). */
export interface ChatRateLimiter {
  allow(key: string, max: number, windowMs?: number): Promise<boolean>;
  clear(): void;
  close(): Promise<void>;
}

const limiters = new Set<ChatRateLimiter>();
/** Tests: every limiter of this process forgets its windows (user ids restart after a truncate). */
export function clearRateLimits() {
  for (const l of limiters) l.clear();
}

/** One process's sliding windows (no Redis configured, or Redis not answering). */
export class MemoryRateLimiter implements ChatRateLimiter {
  private readonly hits = new Map<string, number[]>();
  constructor() {
    limiters.add(this);
  }
  clear() {
    this.hits.clear();
  }
  async close() {
    limiters.delete(this);
  }
  /** The synchronous check (the memory windows answer at once). */
  check(key: string, max: number, windowMs = 10_000, now = Date.now()) {
    const list = (this.hits.get(key) ?? []).filter((t) => t > now - windowMs);
    if (list.length >= max) {
      this.hits.set(key, list);
      return false;
    }
    list.push(now);
    this.hits.set(key, list);
    if (this.hits.size > 50_000) this.hits.clear();
    return true;
  }
  async allow(key: string, max: number, windowMs = 10_000) {
    return this.check(key, max, windowMs);
  }
}

/**
 * A sliding log per key in a Redis sorted set, checked and added in one script: every
 * process sharing the Redis counts the same sends, so a user spreading sends over several
 * processes (or reconnecting to another) meets the same limit.
 */
const SCRIPT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= max then
  redis.call('PEXPIRE', key, window)
  return 0
end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return 1`;

export class RedisRateLimiter implements ChatRateLimiter {
  private readonly redis: Redis;
  private readonly fallback = new MemoryRateLimiter();
  constructor(
    url: string,
    private readonly prefix: string,
    private readonly onError: (err: Error) => void = () => {},
  ) {
    this.redis = newRedis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.redis.on('error', (err) => this.onError(err));
    limiters.add(this);
  }
  /** Whether Redis answers (waits up to `ms` for the connection). */
  async connected(ms = 3000): Promise<boolean> {
    if (this.redis.status === 'ready') return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      this.redis.once('ready', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
  clear() {
    this.fallback.clear();
    void this.redis
      .eval(
        "for _, k in ipairs(redis.call('KEYS', ARGV[1])) do redis.call('DEL', k) end return 1",
        0,
        `${this.prefix}*`,
      )
      .catch(() => {});
  }
  async allow(key: string, max: number, windowMs = 10_000) {
    const now = Date.now();
    try {
      const ok = await this.redis.eval(
        SCRIPT,
        1,
        `${this.prefix}${key}`,
        now,
        windowMs,
        max,
        // Unique per send: two sends in one millisecond (any process) are two entries.
        randomUUID(),
      );
      return Number(ok) === 1;
    } catch (err) {
      // Redis down: this process still limits on its own rather than refusing every send.
      this.onError(err as Error);
      return this.fallback.check(key, max, windowMs, now);
    }
  }
  async close() {
    limiters.delete(this);
    await this.fallback.close();
    this.redis.disconnect();
  }
}

/** Redis when configured, this process's memory otherwise. */
export function createRateLimiter(
  config: { redisUrl?: string; eventsPrefix: string },
  onError?: (err: Error) => void,
): ChatRateLimiter {
  if (config.redisUrl)
    return new RedisRateLimiter(config.redisUrl, `${config.eventsPrefix}:chat-rl:`, onError);
  return new MemoryRateLimiter();
}
