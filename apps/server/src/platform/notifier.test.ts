import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { SmtpNotifier } from './notifier';

describe('SmtpNotifier', () => {
  it('loads nodemailer with the first mail and reports a server that refuses the connection', async () => {
    let inserted = false;
    const insert = () => {
      inserted = true;
      return { values: async () => {} };
    };
    const db = { insert } as unknown as Db;
    // Nothing listens on port 1: the send fails and nothing is recorded as sent.
    const notifier = new SmtpNotifier(db, 'smtp://127.0.0.1:1', 'CIDPEX <noreply@cidpex.local>');
    const notice = { channel: 'email' as const, recipient: 'a@example.com', subject: 's', body: 'b' };
    await expect(notifier.send(notice)).rejects.toThrow(/ECONNREFUSED/);
    expect(inserted).toBe(false);
  });
});
