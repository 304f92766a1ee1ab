/**
 * Every job of the server, by queue name, with the data it carries: the one place to read
 * what the worker runs. Data is stored as JSON in the database, so it holds plain values.
 */
export interface JobMap {
  /** Deliver one recorded notice (an `outbox` row): SMTP when set, else the dev outbox. */
  'notices.send': { outboxId: number };
  /** The seminar's waiting list: lapsed seat offers expire and pass to the next one waiting. */
  'seminars.expire-offers': Record<string, never>;
  /** Refunds of cancelled paid seats that the provider refused or never answered are asked again. */
  'payments.retry-refunds': Record<string, never>;
  /** Resized copies of pictures older than LIMITS.resizeKeepDays are deleted (made again when asked). */
  'attachments.evict-variants': Record<string, never>;
  /** Scheduled pages and news whose time has come are published (content module). */
  'content.publish-scheduled': Record<string, never>;
  /** Chat history older than IM_RETENTION_DAYS is removed (nightly). */
  'chat.prune': Record<string, never>;
}

export type JobName = keyof JobMap;
