import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { newRedis } from '../redis';
import type { EventEnvelope, EventMap, EventName } from './event-map';

export type EventHandler<K extends EventName> = (payload: EventMap[K]) => void | Promise<void>;

/** Where a subscriber's failure is reported: it never reaches the emitter or the other subscribers. */
export type EventErrorLog = (err: unknown, event?: EventName) => void;

/**
 * The typed event bus (ARCHITECTURE §2 "message bus"). `emit` delivers to every subscriber
 * of every process sharing the bus; each subscriber gets an event once, its own process's
 * events included. `on` answers the function that unsubscribes.
 */
export interface EventBus {
  emit<K extends EventName>(name: K, payload: EventMap[K]): Promise<void>;
  on<K extends EventName>(name: K, handler: EventHandler<K>): () => void;
  close(): Promise<void>;
}

/** Subscribers of one process, and their delivery with each failure contained and logged. */
class Subscribers {
  private readonly handlers = new Map<EventName, Set<EventHandler<never>>>();
  constructor(private readonly logError: EventErrorLog) {}

  add<K extends EventName>(name: K, handler: EventHandler<K>): () => void {
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
    }
    const entry = handler as EventHandler<never>;
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  }

  /** Runs every subscriber; settles when all have, whatever each one did. */
  async deliver<K extends EventName>(name: K, payload: EventMap[K]): Promise<void> {
    const set = this.handlers.get(name);
    if (!set?.size) return;
    await Promise.all(
      [...set].map(async (handler) => {
        try {
          await (handler as EventHandler<K>)(payload);
        } catch (err) {
          this.logError(err, name);
        }
      }),
    );
  }

  clear() {
    this.handlers.clear();
  }
}

/** One process only: the default, and what tests use. */
export class LocalEventBus implements EventBus {
  private readonly subscribers: Subscribers;
  constructor(logError: EventErrorLog) {
    this.subscribers = new Subscribers(logError);
  }
  emit<K extends EventName>(name: K, payload: EventMap[K]): Promise<void> {
    return this.subscribers.deliver(name, payload);
  }
  on<K extends EventName>(name: K, handler: EventHandler<K>): () => void {
    return this.subscribers.add(name, handler);
  }
  async close(): Promise<void> {
    this.subscribers.clear();
  }
}

export interface RedisEventBusOptions {
  url: string;
  /** Channel prefix, so that two deployments (or two test runs) on one Redis do not hear each other. */
  prefix: string;
  logError: EventErrorLog;
}

/**
 * Several processes over Redis pub/sub. An event is delivered to this process's subscribers
 * at once and published for the others; a message that comes back from Redis with this
 * process's own origin is skipped, so every subscriber sees each event exactly once.
 * Redis pub/sub keeps nothing: a process that is down misses what was emitted meanwhile,
 * which is why anything that must happen is a job, not an event.
 */
export class RedisEventBus implements EventBus {
  private readonly subscribers: Subscribers;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly origin = randomUUID();
  private readonly channel: string;
  private readonly subscribed: Promise<unknown>;

  constructor(private readonly options: RedisEventBusOptions) {
    this.subscribers = new Subscribers(options.logError);
    this.channel = `${options.prefix}events`;
    this.publisher = newRedis(options.url, { maxRetriesPerRequest: 1 });
    this.subscriber = newRedis(options.url, { maxRetriesPerRequest: null });
    for (const client of [this.publisher, this.subscriber]) {
      // ioredis reconnects by itself; an unhandled 'error' would end the process.
      client.on('error', (err) => options.logError(err));
    }
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      this.receive(message);
    });
    this.subscribed = this.subscriber.subscribe(this.channel);
    // Closing before Redis answered rejects the subscription: logged, never unhandled.
    this.subscribed.catch((err: unknown) => options.logError(err));
  }

  /** Settles once this process hears the channel (a test waits for it before emitting elsewhere). */
  ready(): Promise<unknown> {
    return this.subscribed;
  }

  private receive(message: string) {
    let envelope: EventEnvelope;
    try {
      envelope = JSON.parse(message) as EventEnvelope;
    } catch (err) {
      this.options.logError(err);
      return;
    }
    if (envelope.origin === this.origin) return;
    void this.subscribers.deliver(envelope.name, envelope.payload);
  }

  async emit<K extends EventName>(name: K, payload: EventMap[K]): Promise<void> {
    const envelope: EventEnvelope<K> = { name, payload, origin: this.origin };
    await Promise.all([
      this.subscribers.deliver(name, payload),
      this.publisher.publish(this.channel, JSON.stringify(envelope)).catch((err: unknown) => {
        this.options.logError(err, name);
      }),
    ]);
  }

  on<K extends EventName>(name: K, handler: EventHandler<K>): () => void {
    return this.subscribers.add(name, handler);
  }

  async close(): Promise<void> {
    this.subscribers.clear();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}

export interface EventBusOptions {
  redisUrl?: string;
  prefix?: string;
  logError: EventErrorLog;
}

/** In-process unless a Redis URL is given (REDIS_URL): then every process on that Redis shares events. */
export function createEventBus(options: EventBusOptions): EventBus {
  if (!options.redisUrl) return new LocalEventBus(options.logError);
  return new RedisEventBus({
    url: options.redisUrl,
    prefix: options.prefix ?? 'cidpex:',
    logError: options.logError,
  });
}
