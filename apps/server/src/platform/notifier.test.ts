import { describe, expect, it } from 'vitest';
import { SmtpTransport } from './notifier';

describe('SmtpTransport', () => {
  it('loads nodemailer with the first mail and reports a server that refuses the connection', async () => {
    // Nothing listens on port 1: the send fails, so the job retries it.
    const transport = new SmtpTransport('smtp://127.0.0.1:1', 'CIDPEX <noreply@cidpex.local>');
    const notice = { channel: 'email' as const, recipient: 'a@example.com', subject: 's', body: 'b' };
    expect(transport.target('email')).toBe('smtp');
    expect(transport.target('sms')).toBe('outbox');
    await expect(transport.deliver(notice)).rejects.toThrow(/ECONNREFUSED/);
  });
});
