import {
  type CardExchange,
  type CardHolderPage,
  ErrorCode,
  type HeldCard,
  type MyCard,
} from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardHoldings, users } from '../../db/schema';
import { buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';

const ctx = useTestApp();

async function person(name: string, extra: { email?: string; company?: string; jobTitle?: string } = {}) {
  const user = await buildUser(ctx, { name, email: extra.email ?? null });
  if (extra.company || extra.jobTitle) {
    await ctx.db
      .update(users)
      .set({ company: extra.company ?? null, jobTitle: extra.jobTitle ?? null })
      .where(eq(users.id, user.id));
  }
  const client = await signedInClient(ctx, user.id);
  const card = (await client.get('/portal/rest/cards/mine')).body.data as MyCard;
  return { user, client, card };
}

describe('business cards', () => {
  it('my card carries a stable code; the enterprise name replaces the typed company', async () => {
    const { enterprise } = await buildEnterprise(ctx, { name: '金红叶纸业', nameEn: 'Gold Hongye Paper' });
    const member = await buildMember(ctx, enterprise.id);
    const mine = await member.client.get('/portal/rest/cards/mine');
    const card = mine.body.data as MyCard;
    expect(card).toMatchObject({
      userId: member.user.id,
      company: '金红叶纸业',
      companyEn: 'Gold Hongye Paper',
    });
    expect(card.code).toMatch(/^[23456789A-HJKMNP-Z]{8}$/);
    expect(((await member.client.get('/portal/rest/cards/mine')).body.data as MyCard).code).toBe(card.code);

    const visitor = await person('张伟', {
      company: '上海贸易公司',
      jobTitle: 'J01',
      email: 'zw@example.com',
    });
    expect(visitor.card).toMatchObject({
      name: '张伟',
      company: '上海贸易公司',
      companyEn: null,
      jobTitle: 'J01',
      email: 'zw@example.com',
    });
    expect(visitor.card.code).not.toBe(card.code);
    expect((await new TestClient(ctx.app).get('/portal/rest/cards/mine')).status).toBe(401);
  });

  it('exchanging by code or scanned link: both hold the other card, once; the holder searches', async () => {
    const a = await person('李明', { company: '南京纸品', email: 'lm@example.com' });
    const b = await person('王芳', { company: '苏州卫材' });
    const c = await person('陈静', { company: '杭州包装' });

    // A preview before exchanging shows who it is, without contact details.
    const preview = await a.client.get(`/portal/rest/cards/code/${b.card.code.toLowerCase()}`);
    expect(preview.body.data).toEqual({
      userId: b.user.id,
      name: '王芳',
      company: '苏州卫材',
      companyEn: null,
      jobTitle: null,
      held: false,
    });

    const link = `https://cidpex.example/user/UserCenter/exchangeVcard?code=${b.card.code}`;
    const exchanged = await a.client.post('/portal/rest/cards/exchange', { code: link });
    expect(exchanged.body.data).toMatchObject({ created: true, card: { userId: b.user.id, name: '王芳' } });
    const again = await a.client.post('/portal/rest/cards/exchange', { code: b.card.code });
    expect((again.body.data as CardExchange).created).toBe(false);
    const reverse = await b.client.post('/portal/rest/cards/exchange', { code: a.card.code });
    expect((reverse.body.data as CardExchange).created).toBe(false);
    expect(await ctx.db.select().from(cardHoldings)).toHaveLength(2);

    // B holds A's card, with A's contact details.
    const bHolder = await b.client.post('/portal/rest/cards/holder/page', {});
    expect(bHolder.body.data).toMatchObject({
      total: 1,
      rows: [
        {
          userId: a.user.id,
          name: '李明',
          company: '南京纸品',
          email: 'lm@example.com',
          mobile: a.user.mobile,
        },
      ],
    });
    await c.client.post('/portal/rest/cards/exchange', { code: a.card.code });
    const aHolder = (await a.client.post('/portal/rest/cards/holder/page', {})).body.data as CardHolderPage;
    expect(aHolder.rows.map((r) => r.name)).toEqual(['陈静', '王芳']);
    const search = await a.client.post('/portal/rest/cards/holder/page', { keyword: '苏州' });
    expect(search.body.data).toMatchObject({ total: 1, rows: [{ name: '王芳' }] });
    const byMobile = await a.client.post('/portal/rest/cards/holder/page', {
      keyword: c.user.mobile!.slice(-6),
    });
    expect(byMobile.body.data).toMatchObject({ total: 1, rows: [{ name: '陈静' }] });
    const literal = await a.client.post('/portal/rest/cards/holder/page', { keyword: '%' });
    expect(literal.body.data).toMatchObject({ total: 0 });
    // C never exchanged with B: neither holds the other.
    expect(
      (await c.client.post('/portal/rest/cards/holder/page', { keyword: '王芳' })).body.data,
    ).toMatchObject({
      total: 0,
    });
    expect(
      ((await a.client.get(`/portal/rest/cards/code/${b.card.code}`)).body.data as { held: boolean }).held,
    ).toBe(true);

    // One card read and removed from A's holder; B keeps A's card; another user cannot touch it.
    const held = aHolder.rows.find((r) => r.name === '王芳') as HeldCard;
    expect((await c.client.get(`/portal/rest/cards/holder/${held.id}`)).status).toBe(404);
    expect((await c.client.delete(`/portal/rest/cards/holder/${held.id}`)).status).toBe(404);
    expect((await a.client.get(`/portal/rest/cards/holder/${held.id}`)).body.data).toMatchObject({
      name: '王芳',
    });
    expect((await a.client.delete(`/portal/rest/cards/holder/${held.id}`)).body.data).toEqual({ ok: true });
    expect(
      ((await b.client.post('/portal/rest/cards/holder/page', {})).body.data as CardHolderPage).total,
    ).toBe(1);
  });

  it('refuses unknown codes, your own code, a nameless card and anonymous callers', async () => {
    const a = await person('李明');
    a.client.lang = 'en';
    const unknown = await a.client.post('/portal/rest/cards/exchange', { code: '22222222' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorMsg).toBe('This card code is not valid; please check it and try again');
    const malformed = await a.client.post('/portal/rest/cards/exchange', { code: 'hello' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorCode).toBe(ErrorCode.CARD_CODE_INVALID);
    const own = await a.client.post('/portal/rest/cards/exchange', { code: a.card.code });
    expect(own.body.errorCode).toBe(ErrorCode.CARD_OWN);

    const nameless = await person('');
    const refused = await nameless.client.post('/portal/rest/cards/exchange', { code: a.card.code });
    expect(refused.body.errorCode).toBe(ErrorCode.CARD_NAME_REQUIRED);
    expect(refused.body.errorMsg).toBe('请先在账号信息中填写姓名，再交换名片');

    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.post('/portal/rest/cards/exchange', { code: a.card.code })).status).toBe(401);
    expect((await anonymous.get(`/portal/rest/cards/code/${a.card.code}`)).status).toBe(401);
    expect((await anonymous.post('/portal/rest/cards/holder/page', {})).status).toBe(401);
  });
});
