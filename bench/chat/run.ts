/**
 * bench/chat: messages per second and delivery latency through the messaging gateway
 * (/im/ws) with N connected, signed-in clients on the PostgreSQL server.
 *   npm run chat -w bench      (BENCH_CLIENTS=500, BENCH_RATES=200,800, BENCH_SECONDS=10)
 *   BENCH_NODES=2              two server processes on the same database and Redis (REDIS_URL,
 *                              default redis://127.0.0.1:6379): client i on node i mod 2, so every
 *                              message crosses from one node to the other through the event bus.
 *   BENCH_KILL=1               with two nodes: node 2 is killed (SIGKILL) halfway through the
 *                              round; its clients reconnect to node 1, sign in and resync from the
 *                              last sequence they saw. Printed: acknowledged messages lost, doubled.
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
/** BENCH_KILL=1 (with two nodes): the second node is killed (SIGKILL) halfway through each round. */
const KILL = process.env.BENCH_KILL === '1' && NODES > 1;
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
  pending: Map<number, (frame: Answer) => void>;
  /** Signed in on a live node (false while it reconnects after its node died). */
  up: boolean;
  /** Message ids this client received (live or by resync), and the last sequence per conversation. */
  seen: Set<string>;
  lastSeq: Record<string, number>;
}

interface Answer {
  ok: boolean;
  code?: number;
  data?: unknown;
}

interface WireMessage {
  ID: string;
  conversationID: string;
  sequence: number;
  flow: string;
  payload?: { text?: string };
}

const delivery: number[] = [];
let received = 0;
/**
 * Messages that reached a client a second time by id (live on the new connection and again in
 * its resync): the client keeps one per id, as the web client does (ws-chat-client.ts).
 */
let receivedAgain = 0;

function take(client: Client, m: WireMessage, live: boolean) {
  if (m.flow !== 'in') return;
  client.lastSeq[m.conversationID] = Math.max(client.lastSeq[m.conversationID] ?? 0, m.sequence);
  if (client.seen.has(m.ID)) {
    receivedAgain++;
    return;
  }
  client.seen.add(m.ID);
  const sent = Number(String(m.payload?.text ?? '').split(' ')[0]);
  if (sent && live) {
    delivery.push(performance.now() - sent);
    received++;
  }
}

function open(client: Client, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/im/ws`);
    client.ws = ws;
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw));
      if ('res' in frame) {
        client.pending.get(frame.res)?.(frame);
        client.pending.delete(frame.res);
      } else if (frame.event === 'MESSAGE_RECEIVED') {
        for (const m of frame.data as WireMessage[]) take(client, m, true);
      }
    });
    ws.on('close', () => {
      client.up = false;
      // Requests in flight on a dead connection are not acknowledged: the sender would retry.
      for (const answer of client.pending.values()) answer({ ok: false, code: -1 });
      client.pending.clear();
    });
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
}

async function connect(imUserId: string, port = PORT): Promise<Client> {
  const client: Client = {
    ws: undefined as unknown as WebSocket,
    imUserId,
    next: 1,
    pending: new Map(),
    up: false,
    seen: new Set(),
    lastSeq: {},
  };
  await open(client, port);
  return client;
}

async function signIn(c: Client) {
  const answer = await call(c, 'login', {
    userID: c.imUserId,
    userSig: genUserSig(SECRET, SDK_APP_ID, c.imUserId, 3600),
  });
  c.up = answer.ok;
  return answer;
}

/** After its node died: connect to the live node, sign in, and fetch what was missed since the last sequence seen. */
async function reconnect(c: Client, port: number) {
  await open(c, port);
  await signIn(c);
  await resync(c);
}

async function resync(c: Client) {
  const answer = await call(c, 'sync', { since: c.lastSeq });
  for (const m of (answer.data as WireMessage[] | undefined) ?? []) take(c, m, false);
}

function call(c: Client, op: string, args: Record<string, unknown>) {
  const reqId = c.next++;
  return new Promise<Answer>((resolve) => {
    if (c.ws.readyState !== WebSocket.OPEN) {
      resolve({ ok: false, code: -1 });
      return;
    }
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
    await signIn(c);
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
    await Promise.all(batch.map((c) => signIn(c)));
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
    let skipped = 0;
    const acked: { id: string; to: Client }[] = [];
    /** Sends whose connection died before the answer: the client sends them again, same clientMsgId. */
    const unanswered: { c: Client; to: Client; args: Record<string, unknown> }[] = [];
    const victim = KILL ? servers[1] : undefined;
    let reconnects: Promise<unknown>[] = [];
    // Open loop: message k leaves at start + k·interval, whatever the answers do.
    while (performance.now() < end) {
      const due = start + (sent + skipped) * interval;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      if (victim && !reconnects.length && performance.now() > start + SECONDS * 500) {
        victim.kill('SIGKILL');
        // Node 2's clients (odd indexes) notice the closed socket, then move to node 1.
        reconnects = clients
          .filter((_c, k) => k % 2 === 1)
          .map(
            (c) =>
              new Promise<void>((resolve) => {
                const go = () => reconnect(c, PORT).then(resolve, resolve);
                if (c.ws.readyState === WebSocket.CLOSED) go();
                else c.ws.once('close', go);
              }),
          );
      }
      const i = turn++ % clients.length;
      const c = clients[i] as Client;
      const to = clients[(i + 1) % clients.length] as Client;
      if (!c.up) {
        skipped++;
        continue;
      }
      const t0 = performance.now();
      sent++;
      const args = {
        conversationID: `C2C${to.imUserId}`,
        type: 'TIMTextElem',
        payload: { text: `${t0} bench message` },
        clientMsgId: `bench-${rate}-${seq++}-${c.imUserId}`,
      };
      inFlight.push(
        call(c, 'sendMessage', args).then((answer) => {
          if (answer.ok) {
            acks.push(performance.now() - t0);
            acked.push({ id: String((answer.data as { ID?: string } | undefined)?.ID), to });
          } else if (answer.code === -1) unanswered.push({ c, to, args });
          else refused++;
        }),
      );
    }
    await Promise.all(inFlight);
    await Promise.all(reconnects);
    for (const u of unanswered) {
      const answer = await call(u.c, 'sendMessage', u.args);
      if (answer.ok) acked.push({ id: String((answer.data as { ID?: string } | undefined)?.ID), to: u.to });
      else refused++;
    }
    await new Promise((r) => setTimeout(r, 500));
    if (victim) {
      // Whatever a live socket missed is fetched as a client would after any gap.
      for (let k = 0; k < clients.length; k += 100) await Promise.all(clients.slice(k, k + 100).map(resync));
      const lost = acked.filter((a) => !a.to.seen.has(a.id)).length;
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const { rows: stored } = await check.query<{ n: string; distinct_ids: string }>(
        `select count(*) n, count(distinct (sender, client_msg_id)) distinct_ids from chat_messages where client_msg_id like 'bench-${rate}-%'`,
      );
      await check.end();
      const storedTwice = Number(stored[0]?.n) - Number(stored[0]?.distinct_ids);
      console.log(
        `node 2 killed (SIGKILL) at ${SECONDS / 2} s: ${reconnects.length} clients reconnected to node 1 and resynced; ` +
          `${skipped} sends skipped while reconnecting; ${unanswered.length} sends lost their connection before the answer and were sent again with the same clientMsgId | ` +
          `acknowledged ${acked.length}: lost ${lost}, stored twice ${storedTwice} ` +
          `(${receivedAgain} arrived twice by id — live and in the resync — and were kept once, as the web client does)`,
      );
      servers.splice(servers.indexOf(victim), 1);
    }
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
