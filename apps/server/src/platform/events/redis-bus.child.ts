/**
 * A second server process for redis-bus.test.ts: builds the bus as the server does from
 * REDIS_URL and EVENTS_PREFIX, says "ready" once subscribed, prints every `cache.invalidate`
 * it receives as a JSON line, emits the keys the parent writes to its standard input, and
 * leaves on "exit".
 */
import readline from 'node:readline';
import { RedisEventBus } from './bus';

const bus = new RedisEventBus({
  url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  prefix: process.env.EVENTS_PREFIX ?? 'cidpex-child:',
  logError: (err) => console.error(`child bus error: ${String(err)}`),
});
bus.on('cache.invalidate', ({ key }) => {
  process.stdout.write(`${JSON.stringify({ received: key, pid: process.pid })}\n`);
});
await bus.ready();
process.stdout.write('ready\n');
for await (const line of readline.createInterface({ input: process.stdin })) {
  if (line === 'exit') break;
  await bus.emit('cache.invalidate', { key: line });
}
await bus.close();
