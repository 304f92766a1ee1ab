import { FAIR, type VisitorRegisterResult } from '@cidpex/contracts';
import { desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments, verificationCodes, visitorRegistrations } from '../../db/schema';
import { isUniqueViolation } from '../../platform/errors';
import { buildUser, signedInClient } from '../../test/factories';
import { useTestApp } from '../../test/harness';
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
    const { user, client, body, email, code, codeId } = await visitorWithCode(validIdCard(2));
    const idNumber = validIdCard(1);
    // The other account's submit was stored between this one's checks and its statement.
    const other = await buildUser(ctx);
    await repo.insertRegistration(ctx.db, submitted(other.id, 'other@example.com', idNumber));
    const lost = await repo.insertWithCode(ctx.db, codeId, submitted(user.id, email, idNumber)).then(
      () => 'stored',
      (err: unknown) => (isUniqueViolation(err) ? 'unique violation' : String(err)),
    );
    expect(lost).toBe('unique violation');
    expect((await codeRow(email)).consumedAt).toBeNull();
    expect(await ctx.db.select().from(visitorRegistrations)).toHaveLength(1);

    const corrected = await client.post('/register/rest/visitors/register', { ...body, emailCode: code });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect((corrected.body.data as VisitorRegisterResult).created).toBe(true);
  });

  it('stores nothing when another request used the code meanwhile', async () => {
    const { user, email, codeId } = await visitorWithCode();
    await ctx.db
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(eq(verificationCodes.id, codeId));
    expect(
      await repo.insertWithCode(ctx.db, codeId, submitted(user.id, email, validIdCard())),
    ).toBeUndefined();
    expect(await ctx.db.select().from(visitorRegistrations)).toHaveLength(0);
  });
});
