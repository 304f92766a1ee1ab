import type { ImAccountState, ImEvent, ImServerFrame } from '@cidpex/contracts';
import WebSocket from 'ws';

/** A messaging client for tests: JSON frames over a real WebSocket to /im/ws. */
export class ImTestClient {
  readonly events: ImEvent[] = [];
  private next = 1;
  private readonly pending = new Map<number, (frame: ImServerFrame) => void>();
  closed: { code: number; reason: string } | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as ImServerFrame;
      if ('res' in frame) {
        this.pending.get(frame.res)?.(frame);
        this.pending.delete(frame.res);
      } else this.events.push(frame);
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
    });
  }

  static async connect(url: string): Promise<ImTestClient> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new ImTestClient(ws);
  }

  /** Sends a request; answers the whole response frame (ok or not). */
  call(op: string, args: Record<string, unknown> = {}): Promise<ImServerFrame & { res: number }> {
    const reqId = this.next++;
    return new Promise((resolve) => {
      this.pending.set(reqId, (frame) => resolve(frame as ImServerFrame & { res: number }));
      this.ws.send(JSON.stringify({ op, reqId, ...args }));
    });
  }

  /** Like call, but throws unless ok; answers data. */
  async ok<T = unknown>(op: string, args: Record<string, unknown> = {}): Promise<T> {
    const frame = await this.call(op, args);
    if (!('ok' in frame) || !frame.ok) throw new Error(`${op} failed: ${JSON.stringify(frame)}`);
    return frame.data as T;
  }

  async login(state: Pick<ImAccountState, 'imUserId' | 'userSig'>, device = 'web') {
    return this.ok('login', { userID: state.imUserId, userSig: state.userSig, device, instance: 'test' });
  }

  async waitFor<E extends ImEvent['event']>(
    event: E,
    match: (e: Extract<ImEvent, { event: E }>) => boolean = () => true,
    ms = 5000,
  ): Promise<Extract<ImEvent, { event: E }>> {
    const end = Date.now() + ms;
    for (;;) {
      const found = this.events.find((e) => e.event === event && match(e as Extract<ImEvent, { event: E }>));
      if (found) return found as Extract<ImEvent, { event: E }>;
      if (Date.now() > end)
        throw new Error(`no ${event} within ${ms} ms; got ${JSON.stringify(this.events)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  close() {
    this.ws.close();
  }
}
