export type { EventBus, EventErrorLog, EventHandler } from './bus';
export { createEventBus, LocalEventBus, RedisEventBus } from './bus';
export type { EventMap, EventName } from './event-map';
