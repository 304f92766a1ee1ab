/**
 * Every event of the server, by name, with its payload: the one place to read what the
 * bus carries. Payloads cross process boundaries as JSON (Redis), so they hold plain data
 * only: numbers, strings, booleans, arrays and objects of those — no Date, no class.
 */
export interface EventMap {
  /** A notice left (or landed in the dev outbox) after `attempts` tries. */
  'notices.sent': { outboxId: number; attempts: number };
  /** A notice used up its retries: it stays in the outbox as failed, its job a dead letter. */
  'notices.failed': { outboxId: number; attempts: number; error: string };
  /** Seat offers of the seminar's waiting list ran out and passed on (the sweep job). */
  'seminars.offers-expired': { expired: number };
  /** Process-wide caches holding `key` should drop it (every process sees this with Redis). */
  'cache.invalidate': { key: string };
  /**
   * A meeting at the fair was sent, answered, moved, withdrawn or re-applied (modules/appointments).
   * The seam for the chat: it may post the invitation into the pair's conversation.
   */
  'appointment.changed': {
    /** One id per change: a subscriber running in every process acts on it once. */
    eventId: string;
    appointmentId: number;
    action: 'create' | 'accept' | 'refuse' | 'propose' | 'approve' | 'reject' | 'withdraw' | 'reApply';
    status: string;
    actorUserId: number;
    inviterUserId: number;
    inviterEnterpriseId: number | null;
    inviteeEnterpriseId: number;
    startsAt: string;
  };
  /**
   * Something the public may find changed: an exhibitor (by enterprise id), a product, a board
   * post or a news article was written, listed, delisted, approved or removed. The portal's
   * search (modules/search) re-reads these ids on every process.
   */
  'listing.changed': { subject: 'exhibitor' | 'product' | 'purpose' | 'news'; ids: number[] };
  /** Chat: frames (JSON text) for the sockets of these IM users, on whichever process holds them. */
  'chat.deliver': { to: string[]; frame: string };
  /** Chat: a user signed in on connection `connId`; their other connections are kicked (reason `type`). */
  'chat.login': { imUserId: string; connId: string; device: string };
  /** Chat: every connection of the user is closed with KICKED_OUT of this type. */
  'chat.kick': { imUserId: string; type: string };
  /** Chat: the organizer changed the banned words; every process forgets its copy. */
  'chat.bannedWords.changed': Record<string, never>;
}

export type EventName = keyof EventMap;

/** An event as it travels: its name and payload, and the process that emitted it. */
export interface EventEnvelope<K extends EventName = EventName> {
  name: K;
  payload: EventMap[K];
  origin: string;
}
