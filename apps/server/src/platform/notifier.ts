import fs from 'node:fs/promises';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Notice {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

/** Mail and SMS go through this one interface (issue 2). */
export interface Notifier {
  send(notice: Notice): Promise<void>;
}

/** Stores every notice in the outbox table, which the organizer console shows. */
export class OutboxNotifier implements Notifier {
  constructor(private readonly db: Db) {}
  async send(notice: Notice): Promise<void> {
    await this.db.insert(outbox).values({ ...notice, delivered: 'outbox' });
  }
}

/**
 * Sends mail through SMTP_URL; SMS has no gateway configured in this project, so SMS
 * still lands in the outbox. The outbox keeps a line for each mail without its body,
 * so that the console shows what was sent without exposing codes.
 */
export class SmtpNotifier implements Notifier {
  // nodemailer (≈ 13 MiB resident) is loaded with the first mail, not at every start.
  private transport: Promise<Transporter> | undefined;
  constructor(
    private readonly db: Db,
    private readonly smtpUrl: string,
    private readonly from: string,
  ) {}
  async send(notice: Notice): Promise<void> {
    if (notice.channel === 'sms') {
      await this.db.insert(outbox).values({ ...notice, delivered: 'outbox' });
      return;
    }
    this.transport ??= import('nodemailer').then((m) => m.default.createTransport(this.smtpUrl));
    await (await this.transport).sendMail({
      from: this.from,
      to: notice.recipient,
      subject: notice.subject,
      text: notice.body,
    });
    await this.db.insert(outbox).values({ ...notice, body: '', delivered: 'smtp' });
  }
}

/** Copies every notice to a JSONL file: how the browser journeys read codes (never an API). */
export class FileCopyNotifier implements Notifier {
  constructor(
    private readonly inner: Notifier,
    private readonly file: string,
  ) {}
  async send(notice: Notice): Promise<void> {
    await this.inner.send(notice);
    await fs.appendFile(this.file, `${JSON.stringify({ ...notice, at: new Date().toISOString() })}\n`);
  }
}

export function createNotifier(
  db: Db,
  smtpUrl: string | undefined,
  from: string,
  outboxFile?: string,
): Notifier {
  const notifier = smtpUrl ? new SmtpNotifier(db, smtpUrl, from) : new OutboxNotifier(db);
  return outboxFile ? new FileCopyNotifier(notifier, outboxFile) : notifier;
}
