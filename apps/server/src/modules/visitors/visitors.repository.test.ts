import { FAIR, LIMITS, type VisitorRegisterResult } from '@cidpex/contracts';
import { desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments, verificationCodes, visitorRegistrations } from '../../db/schema';
import { isUniqueViolation } from '../../platform/errors';
import { buildUser, signedInClient } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { useCodeInStatement } from '../accounts/codes.service';
import { buildCard, domesticForm, validIdCard, visitorCode } from './visitors.factories';
import { identityOf } from './visitors.identity';
import * as repo from './visitors.repository';

/**
 * The registration is stored by one statement that also uses the email code and links the
 * business cards (no transaction around it): these are the guarantees the transaction gave.
 */
const ctx = useTestApp();

async function codeRow(email: string) {
  const [row] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.address, email))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!row) throw new Error(`no code for ${email}`);
  return row;
}

function submitted(userId: number, email: string, idNumber: string): repo.SubmittedRegistration {
  return {
    exhibitionId: FAIR.exhibitionId,
    userId,
    form: 'domestic',
    lang: 'zh-Hans',
    name: '王芳',
    firstName: null,
    lastName: null,
    company: '南京洁柔纸业有限公司',
    brand: null,
    jobTitle: 'J03',
    businessType: 'B02',
    country: null,
    address: null,
    postalCode: null,
    tel: null,
    fax: null,
    mobile: '13912345678',
    email,
    ...identityOf('idCard', idNumber),
    linkedin: null,
    wechat: null,
    whatsapp: null,
    website: null,
    cardFrontId: null,
    cardBackId: null,
    consentAt: new Date(),
  };
}

/** The registration's statement with the email code, as the service runs it. */
function store(email: string, code: string, values: repo.SubmittedRegistration) {
  return useCodeInStatement(ctx.db, { address: email, purpose: 'visitor', code }, (params) =>
    repo.insertWithCodeTry(ctx.db, params, values),
  );
}

async function visitorWithCode(idNumber = validIdCard(2)) {
  const user = await buildUser(ctx);
  const client = await signedInClient(ctx, user.id);
  const body = domesticForm({ idCardNo: idNumber });
  const email = String(body.email);
  const code = await visitorCode(ctx, client, email);
  return { user, client, body, email, code, codeId: (await codeRow(email)).id };
}

describe('storing a registration with its email code', () => {
  it('uses the code and links both business cards to the registration it stores', async () => {
    const { user, client, body, email, code } = await visitorWithCode();
    const front = await buildCard(ctx, user.id);
    const back = await buildCard(ctx, user.id, { mimeType: 'image/png' });
    const res = await client.post('/register/rest/visitors/register', {
      ...body,
      emailCode: code,
      cardFrontId: front.id,
      cardBackId: back.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { registration } = res.body.data as VisitorRegisterResult;
    expect((await codeRow(email)).consumedAt).not.toBeNull();
    const linked = await ctx.db
      .select({ id: attachments.id, refType: attachments.refType, refId: attachments.refId })
      .from(attachments)
      .where(inArray(attachments.id, [front.id, back.id]))
      .orderBy(attachments.id);
    expect(linked).toEqual([
      { id: front.id, refType: 'visitorRegistration', refId: String(registration.id) },
      { id: back.id, refType: 'visitorRegistration', refId: String(registration.id) },
    ]);
  });

  it('stores nothing and keeps the code usable when another account took the identity meanwhile', async () => {
    const { user, client, body, email, code } = await visitorWithCode(validIdCard(2));
    const idNumber = validIdCard(1);
    // The other account's submit was stored between this one's checks and its statement.
    const other = await buildUser(ctx);
    await repo.insertRegistration(ctx.db, submitted(other.id, 'other@example.com', idNumber));
    const before = await codeRow(email);
    const lost = await store(email, code, submitted(user.id, email, idNumber)).then(
      () => 'stored',
      (err: unknown) => (isUniqueViolation(err) ? 'unique violation' : String(err)),
    );
    expect(lost).toBe('unique violation');
    const after = await codeRow(email);
    expect(after.consumedAt).toBeNull();
    expect(after.attempts).toBe(before.attempts);
    expect(await ctx.db.select().from(visitorRegistrations)).toHaveLength(1);

    const corrected = await client.post('/register/rest/visitors/register', { ...body, emailCode: code });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect((corrected.body.data as VisitorRegisterResult).created).toBe(true);
  });

  it('stores nothing when another request used the code meanwhile', async () => {
    const { user, email, code, codeId } = await visitorWithCode();
    await ctx.db
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(eq(verificationCodes.id, codeId));
    await expect(store(email, code, submitted(user.id, email, validIdCard()))).rejects.toMatchObject({
      code: 'CODE_EXPIRED',
    });
    expect(await ctx.db.select().from(visitorRegistrations)).toHaveLength(0);
  });

  it('a wrong code uses one try, stores nothing and leaves the code usable', async () => {
    const { user, email, code } = await visitorWithCode();
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(store(email, wrong, submitted(user.id, email, validIdCard()))).rejects.toMatchObject({
      code: 'CODE_INVALID',
    });
    const row = await codeRow(email);
    expect(row.attempts).toBe(1);
    expect(row.consumedAt).toBeNull();
    expect(await ctx.db.select().from(visitorRegistrations)).toHaveLength(0);
    expect((await store(email, code, submitted(user.id, email, validIdCard()))).userId).toBe(user.id);
    expect((await codeRow(email)).consumedAt).not.toBeNull();
  });

  it('the last try refused ends the code: the right code after it is refused too', async () => {
    const { user, email, code } = await visitorWithCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const refusals: string[] = [];
    for (let i = 0; i < LIMITS.codeMaxAttempts; i++) {
      refusals.push(
        await store(email, wrong, submitted(user.id, email, validIdCard())).then(
          () => 'stored',
          (err: { code?: string }) => String(err.code),
        ),
      );
    }
    expect(refusals.at(-1)).toBe('CODE_ATTEMPTS_EXCEEDED');
    expect(refusals.slice(0, -1).every((r) => r === 'CODE_INVALID')).toBe(true);
    await expect(store(email, code, submitted(user.id, email, validIdCard()))).rejects.toMatchObject({
      code: 'CODE_ATTEMPTS_EXCEEDED',
    });
    expect(await ctx.db.select().from(visitorRegistrations)).toHaveLength(0);
  });

  // On the server only: PGlite runs one statement at a time, so nothing can wait on a lock.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'a code used by a statement that committed while this one waited on it is not used again',
    async () => {
      const { email, code, codeId } = await visitorWithCode(validIdCard(5));
      const other = await buildUser(ctx);
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      // Another request's statement has used the code and not committed yet.
      const first = ctx.db.transaction(async (tx) => {
        await tx
          .update(verificationCodes)
          .set({ consumedAt: new Date() })
          .where(eq(verificationCodes.id, codeId));
        locked();
        await held;
      });
      await isLocked;
      const second = store(email, code, submitted(other.id, email, validIdCard(6))).then(
        () => 'stored',
        (err: { code?: string }) => String(err.code),
      );
      await new Promise((resolve) => setTimeout(resolve, 300)); // the second now waits on the row
      release();
      await first;
      expect(await second).toBe('CODE_EXPIRED');
      expect(await ctx.db.select().from(visitorRegistrations)).toHaveLength(0);
    },
  );

  it('one code submitted by two requests at once is used once', async () => {
    const { user, email, code } = await visitorWithCode(validIdCard(3));
    const other = await buildUser(ctx);
    const outcomes = await Promise.all(
      [submitted(user.id, email, validIdCard(3)), submitted(other.id, email, validIdCard(4))].map((values) =>
        store(email, code, values).then(
          () => 'stored',
          (err: { code?: string }) => String(err.code),
        ),
      ),
    );
    expect(outcomes.sort()).toEqual(['CODE_EXPIRED', 'stored']);
    expect(await ctx.db.select().from(visitorRegistrations)).toHaveLength(1);
  });

  it('submits arriving together share one statement and each gets the answer it would have had alone', async () => {
    const a = await visitorWithCode(validIdCard(7));
    const b = await visitorWithCode(validIdCard(8));
    const wrong = await visitorWithCode(validIdCard(9));
    const sameIdentity = await visitorWithCode(validIdCard(10)); // submits a's number
    const taken = await visitorWithCode(validIdCard(11)); // a number stored before the burst
    const holder = await buildUser(ctx);
    await repo.insertRegistration(ctx.db, submitted(holder.id, 'holder@example.com', validIdCard(12)));
    const outcome = (p: Promise<{ userId: number }>) =>
      p.then(
        (row) => `stored ${row.userId}`,
        (err: { code?: string }) => (isUniqueViolation(err) ? 'unique violation' : String(err.code)),
      );
    const burst = await Promise.all([
      outcome(store(a.email, a.code, submitted(a.user.id, a.email, validIdCard(7)))),
      outcome(store(b.email, b.code, submitted(b.user.id, b.email, validIdCard(8)))),
      outcome(
        store(
          wrong.email,
          wrong.code === '000000' ? '111111' : '000000',
          submitted(wrong.user.id, wrong.email, validIdCard(9)),
        ),
      ),
      outcome(
        store(
          sameIdentity.email,
          sameIdentity.code,
          submitted(sameIdentity.user.id, sameIdentity.email, validIdCard(7)),
        ),
      ),
    ]);
    expect(burst).toEqual([`stored ${a.user.id}`, `stored ${b.user.id}`, 'CODE_INVALID', 'unique violation']);
    // A batch whose statement fails (a number stored before): each of its submits runs alone.
    const c = await visitorWithCode(validIdCard(13));
    const failedBatch = await Promise.all([
      outcome(store(taken.email, taken.code, submitted(taken.user.id, taken.email, validIdCard(12)))),
      outcome(store(c.email, c.code, submitted(c.user.id, c.email, validIdCard(13)))),
    ]);
    expect(failedBatch).toEqual(['unique violation', `stored ${c.user.id}`]);
    // A refused submit used nothing: the wrong code one try, the unique violations none.
    expect((await codeRow(wrong.email)).attempts).toBe(1);
    for (const refused of [sameIdentity, taken]) {
      const row = await codeRow(refused.email);
      expect([row.attempts, row.consumedAt]).toEqual([0, null]);
    }
    expect((await codeRow(a.email)).consumedAt).not.toBeNull();
    expect(await ctx.db.select().from(visitorRegistrations)).toHaveLength(4);
  });
});
