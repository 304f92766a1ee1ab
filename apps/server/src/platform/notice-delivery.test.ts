import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type DeadLetter, ErrorCode, type OutboxRow } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../test/factories';
import { latestCode, TestClient, useTestApp } from '../test/harness';
import { FileCopyTransport, type Notice, type NoticeTransport } from './notifier';

/**
 * An SMTP server stand-in the test steers: it can hold a send until released, refuse the
 * next N sends, or refuse all. The job, its retries and the database are the real ones.
 */
class SteeredTransport implements NoticeTransport {
  delivered: Notice[] = [];
  /** When the last delivery began (before any hold). */
  calledAt = 0;
  failNext = 0;
  failAll = false;
  private gate: Promise<void> | undefined;
  private open: (() => void) | undefined;
  target(channel: Notice['channel']) {
    return channel === 'email' ? ('smtp' as const) : ('outbox' as const);
  }
  hold() {
    this.gate = new Promise((resolve) => {
      this.open = resolve;
    });
  }
  release() {
    this.open?.();
    this.gate = undefined;
  }
  async deliver(notice: Notice) {
    this.calledAt = Date.now();
    await this.gate;
    if (this.failAll || this.failNext > 0) {
      this.failNext = Math.max(0, this.failNext - 1);
      throw new Error('421 smtp.example.com: service not available');
    }
    this.delivered.push(notice);
  }
}

const transport = new SteeredTransport();
const ctx = useTestApp({}, { transport, noticeRetries: { retryLimit: 2, retryDelaySeconds: 1 } });

beforeEach(() => {
  transport.release();
  transport.delivered = [];
  transport.failNext = 0;
  transport.failAll = false;
});

async function outboxRow(recipient: string) {
  const [row] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, recipient));
  if (!row) throw new Error(`no outbox row for ${recipient}`);
  return row;
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 30));
  }
}

function askCode(email: string) {
  return new TestClient(ctx.app).post('/register/rest/visitors/token/email', { email, purpose: 'register' });
}

describe('mail and SMS leave through a job', () => {
  it('answers the request before the mail leaves; the worker sends it within about a second', async () => {
    transport.hold();
    transport.calledAt = 0;
    const res = await askCode('slow@example.com');
    const answeredAt = Date.now();
    expect(res.status).toBe(200);
    expect(transport.delivered).toEqual([]);
    expect((await outboxRow('slow@example.com')).status).toBe('pending');

    transport.release();
    const sent = await until(
      () => outboxRow('slow@example.com'),
      (r) => r.status === 'sent',
    );
    // Woken by NOTIFY when the request committed, not by the 2 s poll (margin for a loaded machine).
    expect(transport.calledAt - answeredAt).toBeLessThan(1500);
    expect(sent).toMatchObject({ attempts: 1, lastError: null, delivered: 'smtp', body: '' });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(transport.delivered).toHaveLength(1);
    expect(transport.delivered[0]?.recipient).toBe('slow@example.com');
    expect(transport.delivered[0]?.body).toMatch(/\d{6}/);
  });

  it('retries a refused send with backoff, shows the attempts and the error to the organizer, then sends it', async () => {
    transport.failNext = 1;
    const { client } = await buildOrganizer(ctx);
    expect((await askCode('retry@example.com')).status).toBe(200);
    const retrying = await until(
      () => outboxRow('retry@example.com'),
      (r) => r.status === 'retrying',
    );
    expect(retrying).toMatchObject({ attempts: 1, lastError: '421 smtp.example.com: service not available' });
    const page = (await client.get('/portal/rest/organizer/outbox?q=retry@example.com')).body.data as {
      rows: OutboxRow[];
    };
    expect(page.rows[0]).toMatchObject({
      status: 'retrying',
      attempts: 1,
      lastError: '421 smtp.example.com: service not available',
      // a mail for SMTP shows no body in the console, even while it waits
      body: '',
    });
    const sent = await until(
      () => outboxRow('retry@example.com'),
      (r) => r.status === 'sent',
    );
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(transport.delivered.map((n) => n.recipient)).toEqual(['retry@example.com']);
  });

  it('after the last try the notice is failed and its job a dead letter; the organizer sends it back and it leaves', async () => {
    transport.failAll = true;
    expect((await askCode('dead@example.com')).status).toBe(200);
    const failed = await until(
      () => outboxRow('dead@example.com'),
      (r) => r.status === 'failed',
    );
    expect(failed.attempts).toBe(3);
    const { client } = await buildOrganizer(ctx, 'en');
    const letters = await until(
      async () => (await client.get('/portal/rest/organizer/jobs/dead')).body.data as DeadLetter[],
      (l) => l.length === 1,
    );
    expect(letters[0]).toMatchObject({
      queue: 'notices.send',
      data: { outboxId: failed.id },
      attempts: 3,
      error: '421 smtp.example.com: service not available',
    });

    // Refusals: a signed-in non-organizer, nobody, an unknown or malformed id.
    const user = await buildUser(ctx);
    const stranger = await signedInClient(ctx, user.id);
    const id = String(letters[0]?.id);
    expect((await stranger.get('/portal/rest/organizer/jobs/dead')).status).toBe(403);
    expect((await stranger.post(`/portal/rest/organizer/jobs/dead/${id}/retry`)).status).toBe(403);
    expect((await new TestClient(ctx.app).post(`/portal/rest/organizer/jobs/dead/${id}/retry`)).status).toBe(
      401,
    );
    const unknown = await client.post(
      '/portal/rest/organizer/jobs/dead/00000000-0000-4000-8000-000000000000/retry',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      errorCode: ErrorCode.DEAD_LETTER_NOT_FOUND,
      errorMsg: 'This job is no longer among the failed jobs (it may have been retried already)',
    });
    expect((await client.post('/portal/rest/organizer/jobs/dead/not-a-uuid/retry')).status).toBe(400);

    transport.failAll = false;
    const retried = await client.post(`/portal/rest/organizer/jobs/dead/${id}/retry`);
    expect(retried.status).toBe(200);
    const sent = await until(
      () => outboxRow('dead@example.com'),
      (r) => r.status === 'sent',
    );
    expect(sent.attempts).toBe(4);
    expect((await client.get('/portal/rest/organizer/jobs/dead')).body.data).toEqual([]);
    // Sent back once: a second retry of the same letter is refused.
    expect((await client.post(`/portal/rest/organizer/jobs/dead/${id}/retry`)).status).toBe(404);
  }, 30_000);

  it('an SMS code (kept in the dev outbox) is readable only once the job delivered it', async () => {
    transport.hold();
    const res = await new TestClient(ctx.app).post('/register/rest/visitors/phone-token', {
      mobile: '13900000077',
      purpose: 'register',
    });
    expect(res.status).toBe(200);
    await expect(latestCode(ctx.db, '13900000077', 300)).rejects.toThrow('outbox row pending');
    transport.release();
    expect(await latestCode(ctx.db, '13900000077')).toMatch(/^\d{6}$/);
    expect(transport.delivered.map((n) => n.channel)).toEqual(['sms']);
  });
});

describe('the journeys’ copy of every notice', () => {
  it('appends each delivered notice to the OUTBOX_FILE as a JSON line', async () => {
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-')), 'outbox.jsonl');
    const inner = new SteeredTransport();
    const copy = new FileCopyTransport(inner, file);
    await copy.deliver({ channel: 'sms', recipient: '13900000000', subject: 's', body: '验证码 123456' });
    inner.failAll = true;
    await expect(copy.deliver({ channel: 'sms', recipient: '1', subject: 's', body: 'b' })).rejects.toThrow();
    const lines = (await fs.readFile(file, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ recipient: '13900000000', body: '验证码 123456' });
  });
});
