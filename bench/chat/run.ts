/**
 * bench/chat: messages per second and delivery latency through the messaging gateway
 * (/im/ws) with N connected, signed-in clients on the PostgreSQL server.
 *   npm run chat -w bench      (BENCH_CLIENTS=500, BENCH_RATES=200,800, BENCH_SECONDS=10)
 *   BENCH_NODES=2              two server processes on the same database and Redis (REDIS_URL,
 *                              default redis://127.0.0.1:6379): client i on node i mod 2, so every
 *                              message crosses from one node to the other through the event bus.
 * First, an echo round (BENCH_ECHO_CLIENTS=200, closed loop, BENCH_SECONDS): signed-in `ping`
 * round trips through the gateway against a raw `ws` echo server in this same run (ratio printed).
 * Each client writes to one peer (client i → i+1), open loop at the asked total rate, spread
 * evenly over the clients; a message carries its send time and the receiving client
 * measures delivery (send → MESSAGE_RECEIVED on the peer's socket; one clock, one process).
 * Also printed: the ack latency (send → the gateway's answer, i.e. stored) and refusals.
 */

import { spawn } from 'node:child_process';
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

const NODES = Number(process.env.BENCH_NODES ?? 1);
const ECHO_CLIENTS = Number(process.env.BENCH_ECHO_CLIENTS ?? 200);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const url = await freshDatabase('cidpex_bench_chat');
const nodeEnv = (port: number) => ({
  DATABASE_URL: url,
  PORT: String(port),
  IM_SECRET: SECRET,
  IM_SDK_APP_ID: String(SDK_APP_ID),
  DISABLE_IP_RATE_LIMIT: '1',
  DATA_DIR: '/tmp/cidpex-bench-chat',
  ...(NODES > 1 ? { REDIS_URL, EVENTS_PREFIX: `bench-chat-${process.pid}:` } : {}),
});
const server = startServer(nodeEnv(PORT));
const servers = [server];

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

function connect(imUserId: string, port = PORT): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/im/ws`);
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

/** Closed-loop round trips per second: each client sends the next frame when the last answer came. */
async function echoRound(
  sockets: WebSocket[],
  frame: (i: number, n: number) => string,
  isAnswer: (raw: string) => boolean,
) {
  let count = 0;
  const times: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    sockets.map(
      (ws, i) =>
        new Promise<void>((resolve) => {
          let n = 0;
          let t0 = performance.now();
          const next = () => {
            if (performance.now() >= end) {
              ws.off('message', onMessage);
              resolve();
              return;
            }
            t0 = performance.now();
            ws.send(frame(i, n++));
          };
          const onMessage = (raw: WebSocket.RawData) => {
            if (!isAnswer(String(raw))) return;
            count++;
            times.push(performance.now() - t0);
            next();
          };
          ws.on('message', onMessage);
          next();
        }),
    ),
  );
  times.sort((a, b) => a - b);
  return { perSecond: count / SECONDS, p99: pct(times, 99) };
}

async function echoComparison(ids: string[]) {
  // The raw echo server in a process of its own, as the gateway is: same footing.
  const raw = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { WebSocketServer } from 'ws';
       const s = new WebSocketServer({ port: ${PORT + 10}, host: '127.0.0.1' });
       s.on('connection', (ws) => ws.on('message', (d) => ws.send(String(d))));
       s.on('listening', () => console.log('ready'));`,
    ],
    { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) => raw.stdout?.once('data', () => resolve()));
  const rawSockets = await Promise.all(
    ids.map(
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(`ws://127.0.0.1:${PORT + 10}`);
          ws.once('open', () => resolve(ws));
          ws.once('error', reject);
        }),
    ),
  );
  const rawFigure = await echoRound(
    rawSockets,
    (i, n) => JSON.stringify({ op: 'ping', reqId: n, i }),
    () => true,
  );
  for (const ws of rawSockets) ws.close();
  raw.kill();
  const signedIn: Client[] = [];
  for (const id of ids) {
    const c = await connect(id);
    await call(c, 'login', { userID: id, userSig: genUserSig(SECRET, SDK_APP_ID, id, 3600) });
    signedIn.push(c);
  }
  const gateway = await echoRound(
    signedIn.map((c) => c.ws),
    (_i, n) => JSON.stringify({ op: 'ping', reqId: 1_000_000 + n }),
    (text) => text.includes('"pong"'),
  );
  for (const c of signedIn) c.ws.close();
  console.log(
    `echo, ${ids.length} clients, closed loop ${SECONDS} s: raw ws ${rawFigure.perSecond.toFixed(0)} round trips/s ` +
      `(p99 ${rawFigure.p99.toFixed(1)} ms), gateway signed-in ping ${gateway.perSecond.toFixed(0)}/s ` +
      `(p99 ${gateway.p99.toFixed(1)} ms): ratio ${(gateway.perSecond / rawFigure.perSecond).toFixed(2)}`,
  );
  // Their sign-ins kicked nobody (other ids than the load's clients); wait for the closes.
  await new Promise((r) => setTimeout(r, 500));
}

try {
  await waitFor(`http://127.0.0.1:${PORT}/readyz`, 120_000);
  if (NODES > 1) {
    // The second node after the first has migrated the database.
    servers.push(startServer(nodeEnv(PORT + 1)));
    await waitFor(`http://127.0.0.1:${PORT + 1}/readyz`, 120_000);
  }
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query<{ id: number }>(
    `insert into users (mobile, name, password_hash)
     select '139' || lpad(g::text, 8, '0'), 'bench ' || g, 'x' from generate_series(1, $1) g returning id`,
    [CLIENTS + ECHO_CLIENTS],
  );
  await db.end();
  const all = rows.map((r) => `u${r.id}`);
  const ids = all.slice(0, CLIENTS);
  if (ECHO_CLIENTS > 0) await echoComparison(all.slice(CLIENTS));

  const rssBefore = rssMiB(server.pid as number);
  const clients: Client[] = [];
  const loginStart = performance.now();
  for (let i = 0; i < ids.length; i += 50) {
    const batch = await Promise.all(
      ids.slice(i, i + 50).map((id, k) => connect(id, PORT + (NODES > 1 ? (i + k) % 2 : 0))),
    );
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
  console.log(
    `chat bench: ${CLIENTS} clients signed in over /im/ws in ${(loginMs / 1000).toFixed(1)} s` +
      (NODES > 1
        ? `, alternately on ${NODES} nodes sharing Redis (every message crosses nodes)`
        : ', one node'),
  );
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
  for (const s of servers) await stop(s);
}
