import { type ConfigValue, ErrorCode, type FairEdition } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fairEditions, visitorRegistrations } from '../../db/schema';
import { FAIR_32 } from '../../seed/fair';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { type Lang, TestClient, useTestApp } from '../../test/harness';
import { domesticForm, visitorCode } from '../visitors/visitors.factories';

const ctx = useTestApp();
const CONFIG = '/portal/rest/config/key/currentAppointmentExhibition';

/** The 33rd fair: a second row, nothing else changes. */
const FAIR_33 = {
  ...FAIR_32,
  id: 200418,
  edition: 33,
  nameZhHans: '第33届生活用纸国际科技展览会',
  nameZhHant: '第33屆生活用紙國際科技展覽會',
  nameEn: '33rd Tissue Paper International Technology Exhibition',
  startDate: '2027-05-19',
  endDate: '2027-05-21',
  venueZhHans: '上海新国际博览中心',
  venueZhHant: '上海新國際博覽中心',
  venueEn: 'Shanghai New International Expo Centre',
  registrationOpensAt: new Date('2027-01-10T00:00:00+08:00'),
  registrationClosesAt: null,
  isCurrent: false,
};

async function config(lang: Lang = 'zh-Hans') {
  const res = await new TestClient(ctx.app, lang).get(CONFIG);
  expect(res.status).toBe(200);
  return res.body.data as ConfigValue & { exhibition: FairEdition };
}

const phases = (over: Partial<Record<string, string | null>> = {}) => ({
  registrationOpensAt: '2024-01-15T00:00:00+08:00',
  registrationClosesAt: null,
  startDate: '2024-05-15',
  endDate: '2024-05-17',
  openTime: '09:00',
  closeTime: '17:00',
  ...over,
});

async function submitRegistration(lang: Lang) {
  const user = await buildUser(ctx, { name: '观众' });
  const client = await signedInClient(ctx, user.id, lang);
  const form = domesticForm();
  const emailCode = await visitorCode(ctx, client, String(form.email));
  return client.post('/register/rest/visitors/register', { ...form, emailCode });
}

describe('the current fair from configuration', () => {
  it('answers the 32nd fair with its dates, venue and phase in the caller language', async () => {
    const zh = await config();
    expect(zh.value).toBe('200417');
    expect(zh.exhibition).toMatchObject({
      id: 200417,
      edition: 32,
      name: '第32届生活用纸国际科技展览会',
      startDate: '2024-05-15',
      endDate: '2024-05-17',
      openTime: '09:00',
      closeTime: '17:00',
      venue: '南京国际博览中心',
      timeZone: 'Asia/Shanghai',
      // the reference data keeps registration open until the organizer closes it
      phase: 'registrationOpen',
      registrationOpen: true,
    });
    expect(zh.exhibition.halls).toContain('H9');
    expect((await config('en')).exhibition.venue).toBe('Nanjing International Expo Center');
    expect((await config('zh-Hant')).exhibition.name).toBe('第32屆生活用紙國際科技展覽會');
  });

  it('answers the 33rd fair once its row is made current, with no code change', async () => {
    await ctx.db.insert(fairEditions).values(FAIR_33);
    expect((await config()).value).toBe('200417');
    const { client: organizer } = await buildOrganizer(ctx, 'en');
    const made = await organizer.put('/portal/rest/organizer/fairs/200418/current');
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const next = await config('en');
    expect(next.value).toBe('200418');
    expect(next.exhibition).toMatchObject({
      edition: 33,
      name: '33rd Tissue Paper International Technology Exhibition',
      venue: 'Shanghai New International Expo Centre',
      startDate: '2027-05-19',
    });
    // one current row at a time
    const current = await ctx.db.select().from(fairEditions).where(eq(fairEditions.isCurrent, true));
    expect(current.map((r) => r.id)).toEqual([200418]);
    // the organizer's list shows both editions, oldest first
    const list = await organizer.get('/portal/rest/organizer/fairs');
    expect((list.body.data as FairEdition[]).map((f) => [f.id, f.isCurrent])).toEqual([
      [200417, false],
      [200418, true],
    ]);
  });
});

describe('the phases', () => {
  it('refuses a pre-registration once the organizer closed registration, in three languages', async () => {
    const { client: organizer } = await buildOrganizer(ctx);
    const closed = await organizer.put(
      '/portal/rest/organizer/fairs/200417/phases',
      phases({ registrationClosesAt: '2024-05-17T17:00:00+08:00' }),
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data).toMatchObject({ registrationOpen: false, phase: 'afterFair' });
    const messages: Record<Lang, string> = {
      'zh-Hans':
        '第32届生活用纸国际科技展览会观众预登记已截止（2024年5月17日 GMT+8 17:00），请在展会现场登记',
      'zh-Hant':
        '第32屆生活用紙國際科技展覽會觀眾預登記已截止（2024年5月17日 17:00 [GMT+8]），請在展會現場登記',
      en: 'Pre-registration for the 32nd Tissue Paper International Technology Exhibition closed on 17 May 2024 at 17:00 GMT+8; please register on site',
    };
    for (const lang of ['zh-Hans', 'zh-Hant', 'en'] as const) {
      const res = await submitRegistration(lang);
      expect(res.status).toBe(409);
      expect(res.body.errorCode).toBe(ErrorCode.REGISTRATION_CLOSED);
      expect(res.body.errorMsg).toBe(messages[lang]);
    }
    expect(await ctx.db.select().from(visitorRegistrations)).toHaveLength(0);
    // the config call tells every page the same
    expect((await config()).exhibition).toMatchObject({ registrationOpen: false, phase: 'afterFair' });
  });

  it('refuses before registration opens, and takes the form again once it is open', async () => {
    const { client: organizer } = await buildOrganizer(ctx);
    await organizer.put(
      '/portal/rest/organizer/fairs/200417/phases',
      phases({ registrationOpensAt: '2099-01-01T00:00:00+08:00' }),
    );
    const early = await submitRegistration('en');
    expect(early.body.errorCode).toBe(ErrorCode.REGISTRATION_NOT_OPEN);
    expect(early.body.errorMsg).toContain('it opens 1 January 2099');
    await organizer.put('/portal/rest/organizer/fairs/200417/phases', phases());
    const open = await submitRegistration('zh-Hans');
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(await ctx.db.select().from(visitorRegistrations)).toHaveLength(1);
  });

  it('lets only the organizer change phases, in a sensible order', async () => {
    const user = await buildUser(ctx);
    const client = await signedInClient(ctx, user.id);
    const refused = await client.put('/portal/rest/organizer/fairs/200417/phases', phases());
    expect(refused.status).toBe(403);
    const anonymous = await new TestClient(ctx.app).put(
      '/portal/rest/organizer/fairs/200417/phases',
      phases(),
    );
    expect(anonymous.status).toBe(401);
    const { client: organizer } = await buildOrganizer(ctx, 'en');
    const backwards = await organizer.put(
      '/portal/rest/organizer/fairs/200417/phases',
      phases({ registrationClosesAt: '2024-01-01T00:00:00+08:00' }),
    );
    expect(backwards.body.errorCode).toBe(ErrorCode.FAIR_PHASES_ORDER);
    const days = await organizer.put(
      '/portal/rest/organizer/fairs/200417/phases',
      phases({ endDate: '2024-05-14' }),
    );
    expect(days.body.errorCode).toBe(ErrorCode.FAIR_PHASES_ORDER);
    const missing = await organizer.put('/portal/rest/organizer/fairs/1/phases', phases());
    expect([missing.status, missing.body.errorCode]).toEqual([404, ErrorCode.FAIR_NOT_FOUND]);
    const [row] = await ctx.db.select().from(fairEditions).where(eq(fairEditions.id, 200417));
    expect(row?.registrationClosesAt).toBeNull();
    expect(row?.endDate).toBe('2024-05-17');
  });
});
