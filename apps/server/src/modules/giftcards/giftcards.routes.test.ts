import {
  ErrorCode,
  GIFTCARD_LIMITS,
  type GiftBatch,
  type GiftCodePage,
  type GiftRedeemResult,
  type GiftRedemption,
  isWellFormedGiftCode,
} from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { giftcardCodes } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { type Lang, TestClient, useTestApp } from '../../test/harness';

const ctx = useTestApp();
const PRIZE = {
  'zh-Hans': '展会纪念抽纸礼盒',
  'zh-Hant': '展會紀念抽紙禮盒',
  en: 'Fair souvenir tissue gift box',
};
let ipSeq = 0;
/** Each test calls from its own address, so that the per-IP counts of one test do not reach the next. */
const freshIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

async function person(lang: Lang = 'zh-Hans', name = '观众') {
  const user = await buildUser(ctx, { name });
  return { user, client: await signedInClient(ctx, user.id, lang) };
}

async function batch(count = 3) {
  const { client } = await buildOrganizer(ctx);
  const res = await client.post('/portal/rest/organizer/giftCards', { prize: PRIZE, count });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const created = res.body.data as GiftBatch;
  const page = await client.get(`/portal/rest/organizer/giftCards/${created.id}/codes`);
  const codes = (page.body.data as GiftCodePage).rows.map((r) => r.code);
  return { organizer: client, batch: created, codes };
}

function redeem(client: TestClient, code: string, ip: string) {
  return client.request('POST', '/portal/rest/giftCards/redeem', { code }, { 'x-forwarded-for': ip });
}

describe('refusals by role', () => {
  it('needs a signed-in caller to redeem and the organizer for batches', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await redeem(anonymous, 'ABCD-EFGH-JKLM-NPQR', freshIp())).status).toBe(401);
    expect((await anonymous.get('/portal/rest/giftCards/mine')).status).toBe(401);
    const { client } = await person();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/portal/rest/organizer/giftCards'],
      ['POST', '/portal/rest/organizer/giftCards', { prize: PRIZE, count: 2 }],
      ['GET', '/portal/rest/organizer/giftCards/1/codes'],
    ];
    for (const [method, url, body] of calls) {
      const res = await client.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.errorCode).toBe(ErrorCode.NOT_ORGANIZER);
    }
  });
});

describe('batches', () => {
  it('generates unguessable, distinct codes for a prize named in three languages', async () => {
    const { organizer, batch: created, codes } = await batch(50);
    expect(created).toMatchObject({ prize: PRIZE, count: 50, redeemed: 0 });
    expect(new Set(codes).size).toBe(50);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(isWellFormedGiftCode(code)).toBe(true);
    }
    const list = await organizer.get('/portal/rest/organizer/giftCards');
    expect(list.body.data).toEqual([created]);
  });

  it('refuses a batch without every prize name or with a count out of range', async () => {
    const { client } = await buildOrganizer(ctx);
    const noEn = await client.post('/portal/rest/organizer/giftCards', {
      prize: { ...PRIZE, en: ' ' },
      count: 2,
    });
    expect(noEn.status).toBe(400);
    const zero = await client.post('/portal/rest/organizer/giftCards', { prize: PRIZE, count: 0 });
    expect(zero.status).toBe(400);
    const tooMany = await client.post('/portal/rest/organizer/giftCards', { prize: PRIZE, count: 1001 });
    expect(tooMany.status).toBe(400);
    expect((await client.get('/portal/rest/organizer/giftCards')).body.data).toEqual([]);
    const missing = await client.get('/portal/rest/organizer/giftCards/999/codes');
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe(ErrorCode.GIFTCARD_BATCH_NOT_FOUND);
  });
});

describe('redeeming', () => {
  it('redeems a valid code once, typed in lower case with spaces, and shows the prize', async () => {
    const { organizer, codes } = await batch(2);
    const code = codes[0] as string;
    const { user, client } = await person('en', 'Anna Virtanen');
    const ip = freshIp();
    const typed = ` ${code.toLowerCase().replaceAll('-', ' ')} `;
    const res = await redeem(client, typed, ip);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ code, prize: PRIZE, alreadyYours: false });
    // a retry of the same person shows the same prize again, nothing more is won
    const again = await redeem(client, code, ip);
    expect(again.body.data).toMatchObject({ code, prize: PRIZE, alreadyYours: true });
    const mine = await client.get('/portal/rest/giftCards/mine');
    expect((mine.body.data as GiftRedemption[]).map((r) => r.code)).toEqual([code]);

    const page = await organizer.get(
      `/portal/rest/organizer/giftCards/${(res.body.data as GiftRedeemResult).batchId}/codes?redeemed=yes`,
    );
    const data = page.body.data as GiftCodePage;
    expect(data.batch.redeemed).toBe(1);
    expect(data.rows).toEqual([
      expect.objectContaining({
        code,
        redeemedBy: expect.objectContaining({ id: user.id, name: 'Anna Virtanen' }),
      }),
    ]);
    const open = await organizer.get(`/portal/rest/organizer/giftCards/${data.batch.id}/codes?redeemed=no`);
    expect((open.body.data as GiftCodePage).rows.map((r) => r.code)).toEqual([codes[1]]);
  });

  it('refuses a code redeemed by someone else, and unknown codes, with the spec message in each language', async () => {
    const { codes } = await batch(1);
    const code = codes[0] as string;
    const first = await person();
    expect((await redeem(first.client, code, freshIp())).status).toBe(200);
    const messages = {
      en: 'Unfortunately, this gift card claim code is invalid',
      'zh-Hans': '很抱歉，该礼品卡兑换码无效',
      'zh-Hant': '很抱歉，該禮品卡兌換碼無效',
    } as const;
    for (const [lang, message] of Object.entries(messages)) {
      const other = await person(lang as Lang);
      for (const tried of [code, 'ABCD-EFGH-JKLM-NPQR', 'hello']) {
        const res = await redeem(other.client, tried, freshIp());
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          success: false,
          errorCode: ErrorCode.GIFTCARD_INVALID,
          errorMsg: message,
        });
      }
    }
  });

  it('lets exactly one of many people sending the same code at once win it', async () => {
    const { codes } = await batch(1);
    const code = codes[0] as string;
    const people = await Promise.all(Array.from({ length: 8 }, (_, i) => person('en', `P${i}`)));
    const answers = await Promise.all(people.map((p) => redeem(p.client, code, freshIp())));
    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.body.errorCode === ErrorCode.GIFTCARD_INVALID)).toHaveLength(7);
    const stored = await ctx.db.select().from(giftcardCodes);
    const winner = people[answers.indexOf(winners[0] as (typeof answers)[number])];
    expect(stored[0]?.redeemedBy).toBe(winner?.user.id);
  });
});

describe('guessing', () => {
  it('stops a user after too many wrong codes, even for a valid one, without hurting others', async () => {
    const { codes } = await batch(2);
    const guesser = await person('en');
    const ip = freshIp();
    for (let i = 0; i < GIFTCARD_LIMITS.maxFailuresPerUser; i++) {
      const res = await redeem(guesser.client, `ZZZZ-ZZZZ-ZZZZ-ZZZ${i + 2}`, ip);
      expect(res.body.errorCode).toBe(ErrorCode.GIFTCARD_INVALID);
    }
    const blocked = await redeem(guesser.client, codes[0] as string, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      errorCode: ErrorCode.GIFTCARD_TOO_MANY,
      errorMsg: `Too many wrong claim codes; please try again in ${GIFTCARD_LIMITS.windowMinutes} minutes`,
    });
    // another person on another address is not affected, and the code was not used up
    const other = await person();
    expect((await redeem(other.client, codes[0] as string, freshIp())).status).toBe(200);
  });

  it('stops an address after too many wrong codes from several accounts', async () => {
    const { codes } = await batch(1);
    const ip = freshIp();
    let failures = 0;
    while (failures < GIFTCARD_LIMITS.maxFailuresPerIp) {
      const { client } = await person();
      for (
        let i = 0;
        i < GIFTCARD_LIMITS.maxFailuresPerUser && failures < GIFTCARD_LIMITS.maxFailuresPerIp;
        i++
      ) {
        await redeem(client, `WRONG${failures}`, ip);
        failures++;
      }
    }
    const fresh = await person();
    const blocked = await redeem(fresh.client, codes[0] as string, ip);
    expect(blocked.body.errorCode).toBe(ErrorCode.GIFTCARD_TOO_MANY);
    expect((await redeem(fresh.client, codes[0] as string, freshIp())).status).toBe(200);
  });
});
