/**
 * The floor of any HTTP call that stores one row, for bench/registration: a bare Fastify
 * route (no session, no validation, no language) that parses the JSON body and runs one
 * single-row INSERT through a pool of the server's size. Started as its own process, as the
 * portal's server is, so it shares the two CPUs the same way.
 *   DATABASE_URL=… PORT=… DB_POOL_SIZE=10 tsx registration/bare-insert.ts
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_SIZE ?? 10),
});
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ ok: true }));
app.post<{ Body: { name: string; company: string } }>('/insert', async (request) => {
  const { rows } = await pool.query<{ id: number }>(
    'insert into bench_raw (name, company) values ($1, $2) returning id',
    [request.body.name, request.body.company],
  );
  return { id: rows[0]!.id };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
