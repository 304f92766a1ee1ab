import { ErrorCode } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { TestClient, useTestApp } from '../../test/harness';

// CODE_RESEND_SECONDS (config): the interval the server enforces is the one it announces.
const ctx = useTestApp({ codeResendSeconds: 3 });

describe('a configured resend interval', () => {
  it('is announced with the code, enforced, and over once it has passed', async () => {
    const client = new TestClient(ctx.app, 'en');
    const send = () =>
      client.post('/register/rest/visitors/phone-token', { mobile: '13900000077', purpose: 'register' });
    const first = await send();
    expect(first.body.data).toMatchObject({ resendAfterSeconds: 3 });
    const again = await send();
    expect([again.status, again.body.errorCode]).toEqual([429, ErrorCode.CODE_TOO_FREQUENT]);
    expect((again.body.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const later = await send();
    expect(later.status).toBe(200);
  });
});
