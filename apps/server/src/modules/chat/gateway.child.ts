/**
 * A server process for gateway.redis.test.ts: the whole app (web + im roles, no worker) on
 * DATABASE_URL and REDIS_URL with EVENTS_PREFIX, listening on a free port it prints.
 */
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase } from '../../db/client';

const config = testConfig({
  databaseUrl: process.env.DATABASE_URL,
  redisUrl: process.env.REDIS_URL,
  eventsPrefix: process.env.EVENTS_PREFIX ?? 'cidpex-child:',
  inMemoryDb: false,
  roles: ['web', 'im'],
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
);
process.stdin.on('data', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
