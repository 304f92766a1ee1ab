/**
 * bench/chat: messages per second and delivery latency through the messaging gateway
 * (/im/ws) with N connected, signed-in clients on the PostgreSQL server.
 *   npm run chat -w bench      (BENCH_CLIENTS=500, BENCH_RATES=200,800, BENCH_SECONDS=10)
 * Each client writes to one peer (client i → i+1), open loop at the asked total rate, spread
 * evenly over the clients; a message carries its send time and the receiving client
 * measures delivery (send → MESSAGE_RECEIVED on the peer's socket; one clock, one process).
 * Also printed: the ack latency (send → the gateway's answer, i.e. stored) and refusals.
 */
import pg from 'pg';
import WebSocket from 'ws';
import { genUserSig } from '../../apps/server/src/modules/chat/user-sig';
import { ensureBuilt, freshDatabase, rssMiB, startServer, stop, waitFor } from '../lib/server';

ensureBuilt();

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const RATES = (process.env.BENCH_RATES ?? '200,800').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 8352);
const SECRET = 'bench-chat-secret';
const SDK_APP_ID = 1400000000;

const url = await freshDatabase('cidpex_bench_chat');
const server = startServer({
  DATABASE_URL: url,
  PORT: String(PORT),
  IM_SECRET: SECRET,
  IM_SDK_APP_ID: String(SDK_APP_ID),
  DISABLE_IP_RATE_LIMIT: '1',
  DATA_DIR: '/tmp/cidpex-bench-chat',
});

function pct(sorted: number[], p: number) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

interface Client {
  ws: WebSocket;
  imUserId: string;
  next: number;
  pending: Map<number, (frame: { ok: boolean; code?: number }) => void>;
}

const delivery: number[] = [];
let received = 0;

function connect(imUserId: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}/im/ws`);
    const client: Client = { ws, imUserId, next: 1, pending: new Map() };
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw));
      if ('res' in frame) {
        client.pending.get(frame.res)?.(frame);
        client.pending.delete(frame.res);
      } else if (frame.event === 'MESSAGE_RECEIVED') {
        for (const m of frame.data) {
          const sent = Number(String(m.payload?.text ?? '').split(' ')[0]);
          if (sent) {
            delivery.push(performance.now() - sent);
            received++;
          }
        }
      }
    });
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

function call(c: Client, op: string, args: Record<string, unknown>) {
  const reqId = c.next++;
  return new Promise<{ ok: boolean; code?: number }>((resolve) => {
    c.pending.set(reqId, resolve);
    c.ws.send(JSON.stringify({ op, reqId, ...args }));
  });
}

try {
  await waitFor(`http://127.0.0.1:${PORT}/readyz`, 120_000);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query<{ id: number }>(
    `insert into users (mobile, name, password_hash)
     select '139' || lpad(g::text, 8, '0'), 'bench ' || g, 'x' from generate_series(1, $1) g returning id`,
    [CLIENTS],
  );
  await db.end();
  const ids = rows.map((r) => `u${r.id}`);

  const rssBefore = rssMiB(server.pid as number);
  const clients: Client[] = [];
  const loginStart = performance.now();
  for (let i = 0; i < ids.length; i += 50) {
    const batch = await Promise.all(ids.slice(i, i + 50).map((id) => connect(id)));
    await Promise.all(
      batch.map((c) =>
        call(c, 'login', { userID: c.imUserId, userSig: genUserSig(SECRET, SDK_APP_ID, c.imUserId, 3600) }),
      ),
    );
    clients.push(...batch);
  }
  const loginMs = performance.now() - loginStart;
  await new Promise((r) => setTimeout(r, 1000));
  const rssIdle = rssMiB(server.pid as number);
  console.log(`chat bench: ${CLIENTS} clients signed in over /im/ws in ${(loginMs / 1000).toFixed(1)} s`);
  console.log(
    `server resident memory: ${rssBefore.toFixed(0)} MiB before, ${rssIdle.toFixed(0)} MiB with ${CLIENTS} idle connections (${(((rssIdle - rssBefore) * 1024) / CLIENTS).toFixed(1)} KiB each)`,
  );

  // A first exchange on every pair, so the conversations exist before the clock starts.
  await Promise.all(
    clients.map((c, i) =>
      call(c, 'sendMessage', {
        conversationID: `C2C${clients[(i + 1) % clients.length]?.imUserId}`,
        type: 'TIMTextElem',
        payload: { text: 'warm-up' },
        clientMsgId: `warm-${c.imUserId}`,
      }),
    ),
  );

  let seq = 0;
  for (const rate of RATES) {
    delivery.length = 0;
    received = 0;
    const acks: number[] = [];
    let refused = 0;
    let sent = 0;
    const inFlight: Promise<unknown>[] = [];
    const interval = 1000 / rate;
    const start = performance.now();
    const end = start + SECONDS * 1000;
    let turn = 0;
    // Open loop: message k leaves at start + k·interval, whatever the answers do.
    while (performance.now() < end) {
      const due = start + sent * interval;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const i = turn++ % clients.length;
      const c = clients[i] as Client;
      const to = clients[(i + 1) % clients.length] as Client;
      const t0 = performance.now();
      sent++;
      inFlight.push(
        call(c, 'sendMessage', {
          conversationID: `C2C${to.imUserId}`,
          type: 'TIMTextElem',
          payload: { text: `${t0} bench message` },
          clientMsgId: `bench-${rate}-${seq++}-${c.imUserId}`,
        }).then((answer) => {
          if (answer.ok) acks.push(performance.now() - t0);
          else refused++;
        }),
      );
    }
    await Promise.all(inFlight);
    await new Promise((r) => setTimeout(r, 500));
    const elapsed = (performance.now() - start) / 1000;
    delivery.sort((a, b) => a - b);
    acks.sort((a, b) => a - b);
    console.log(
      `asked ${rate} msg/s for ${SECONDS} s: sent ${sent}, stored ${acks.length}, refused ${refused}, delivered ${received} ` +
        `(${(received / elapsed).toFixed(0)} msg/s) | delivery p50 ${pct(delivery, 50).toFixed(1)} ms, ` +
        `p99 ${pct(delivery, 99).toFixed(1)} ms, max ${(delivery.at(-1) ?? Number.NaN).toFixed(1)} ms | ` +
        `ack p50 ${pct(acks, 50).toFixed(1)} ms, p99 ${pct(acks, 99).toFixed(1)} ms | server RSS ${rssMiB(server.pid as number).toFixed(0)} MiB`,
    );
  }
  for (const c of clients) c.ws.close();
} finally {
  await stop(server);
}
