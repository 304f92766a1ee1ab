import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { EventBus } from './events';
import type { Jobs } from './jobs';
import type { NoticeTransport } from './notifier';

/**
 * Delivery of recorded notices (issue 15 §3): the `notices.send` job takes one outbox row,
 * hands it to the transport (SMTP, or nothing more to do for the dev outbox) and marks it
 * sent. A failure is counted on the row with its error and retried with backoff (about
 * 2 s, 4 s, 8 s, … up to 5 minutes, 8 tries over about 20 minutes); after the last one
 * the row is `failed` and the job a dead letter the organizer can send back.
 */
export const NOTICE_RETRIES = { retryLimit: 7, retryDelaySeconds: 2, retryDelayMaxSeconds: 300 };

export interface NoticeDeliveryDeps {
  db: Db;
  jobs: Jobs;
  events: EventBus;
  transport: NoticeTransport;
  retries?: { retryLimit: number; retryDelaySeconds: number };
}

export function defineNoticeDelivery(deps: NoticeDeliveryDeps): void {
  deps.jobs.define(
    'notices.send',
    { ...NOTICE_RETRIES, ...deps.retries, expireInSeconds: 120 },
    async ({ outboxId }, run) => {
      const [row] = await deps.db.select().from(outbox).where(eq(outbox.id, outboxId));
      // Gone (the outbox was emptied) or already sent by an earlier run: nothing to do.
      if (!row || row.status === 'sent') return;
      const attempts = row.attempts + 1;
      try {
        await deps.transport.deliver({
          channel: row.channel === 'sms' ? 'sms' : 'email',
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
        });
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        await deps.db
          .update(outbox)
          .set({ attempts, lastError: error.slice(0, 1000), status: run.lastAttempt ? 'failed' : 'retrying' })
          .where(eq(outbox.id, outboxId));
        if (run.lastAttempt) await deps.events.emit('notices.failed', { outboxId, attempts, error });
        throw err;
      }
      await deps.db
        .update(outbox)
        .set({
          attempts,
          status: 'sent',
          lastError: null,
          sentAt: new Date(),
          // A mail that left through SMTP keeps no body here: no codes in the console.
          ...(row.delivered === 'smtp' ? { body: '' } : {}),
        })
        .where(eq(outbox.id, outboxId));
      await deps.events.emit('notices.sent', { outboxId, attempts });
    },
  );
}
