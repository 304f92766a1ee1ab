import fs from 'node:fs/promises';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { Jobs } from './jobs';

export interface Notice {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

/** Where a notice ends up: an SMTP server, or the outbox table standing in for sending. */
export type Delivery = 'smtp' | 'outbox';

/**
 * Mail and SMS go through this one interface (issue 2). `send` records the notice in the
 * outbox and queues the `notices.send` job that delivers it (issue 15): nothing leaves
 * inside the request. Given the request's transaction, the notice exists only if that
 * transaction commits.
 */
export interface Notifier {
  send(notice: Notice, tx?: Db): Promise<void>;
}

/** Delivers one notice; throws when it could not (the job retries). */
export interface NoticeTransport {
  /** Where a notice of this channel will go, known when it is recorded. */
  target(channel: Notice['channel']): Delivery;
  deliver(notice: Notice): Promise<void>;
}

/** Records each notice as a pending outbox row and queues its delivery, in one transaction. */
export class QueuedNotifier implements Notifier {
  constructor(
    private readonly db: Db,
    private readonly jobs: Jobs,
    private readonly transport: NoticeTransport,
  ) {}

  async send(notice: Notice, tx?: Db): Promise<void> {
    const record = async (db: Db) => {
      const [row] = await db
        .insert(outbox)
        .values({ ...notice, delivered: this.transport.target(notice.channel), status: 'pending' })
        .returning({ id: outbox.id });
      if (!row) throw new Error('the outbox stored no row');
      await this.jobs.send('notices.send', { outboxId: row.id }, { tx: db });
    };
    if (tx) await record(tx);
    else await this.db.transaction(record);
  }
}

/** No SMTP: the outbox row is the delivery, which the organizer console shows. */
export class OutboxTransport implements NoticeTransport {
  target(): Delivery {
    return 'outbox';
  }
  async deliver(): Promise<void> {}
}

/**
 * Sends mail through SMTP_URL; SMS has no gateway configured in this project, so SMS
 * stays in the outbox. Once a mail has left, its outbox row keeps no body, so that the
 * console shows what was sent without exposing codes.
 */
export class SmtpTransport implements NoticeTransport {
  // nodemailer (about 13 MiB resident) is loaded with the first mail, not at every start.
  private transport: Promise<Transporter> | undefined;
  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
  ) {}
  target(channel: Notice['channel']): Delivery {
    return channel === 'email' ? 'smtp' : 'outbox';
  }
  async deliver(notice: Notice): Promise<void> {
    if (this.target(notice.channel) !== 'smtp') return;
    this.transport ??= import('nodemailer').then((m) => m.default.createTransport(this.smtpUrl));
    await (await this.transport).sendMail({
      from: this.from,
      to: notice.recipient,
      subject: notice.subject,
      text: notice.body,
    });
  }
}

/** Copies every delivered notice to a JSONL file: how the browser journeys read codes (never an API). */
export class FileCopyTransport implements NoticeTransport {
  constructor(
    private readonly inner: NoticeTransport,
    private readonly file: string,
  ) {}
  target(channel: Notice['channel']): Delivery {
    return this.inner.target(channel);
  }
  async deliver(notice: Notice): Promise<void> {
    await this.inner.deliver(notice);
    await fs.appendFile(this.file, `${JSON.stringify({ ...notice, at: new Date().toISOString() })}\n`);
  }
}

export function createTransport(
  smtpUrl: string | undefined,
  from: string,
  outboxFile?: string,
): NoticeTransport {
  const transport = smtpUrl ? new SmtpTransport(smtpUrl, from) : new OutboxTransport();
  return outboxFile ? new FileCopyTransport(transport, outboxFile) : transport;
}
