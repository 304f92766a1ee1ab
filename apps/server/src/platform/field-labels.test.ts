import { ErrorCode, FIELD_LABELS, requestSchemaKeys, unlabelledKeys } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildOrganizer, buildUser, signedInClient } from '../test/factories';
import { useTestApp } from '../test/harness';

/**
 * A refusal names the fields by the labels of the forms (FIELD_LABELS of the contracts) in the
 * caller's language, and `data.fields` still lists their keys. Every key of every route's
 * request schemas (body, query, path parameters; the contracts' and the server's own) has a
 * label in the three languages, so no message falls back to a key's words.
 */
const ctx = useTestApp();

const SEMINAR = '/portal/rest/organizer/seminars/200417';
const texts = (en: string) => ({ 'zh-Hans': '研讨会', 'zh-Hant': '研討會', en });
/** Seminar settings with an empty English title and a programme item starting at 25:00. */
const badSettings = {
  title: texts(''),
  intro: texts('About'),
  venue: texts('Hall 1'),
  agenda: [
    { start: '14:00', end: '15:00', topic: texts('Opening'), speaker: null, affiliation: null },
    { start: '25:00', end: '16:00', topic: texts('Market'), speaker: null, affiliation: null },
  ],
  startsAt: '2024-05-15T14:00:00+08:00',
  endsAt: '2024-05-15T17:00:00+08:00',
  seatLimit: 2,
  price: 128_000,
  memberPrice: 98_000,
  offerHours: 24,
  open: true,
};

describe('field labels', () => {
  it('has a label in zh-Hans, zh-Hant and en for every key of every route schema', () => {
    const keys = new Set<string>();
    for (const schemas of ctx.app.requestSchemas.values())
      for (const schema of Object.values(schemas)) if (schema) requestSchemaKeys(schema as z.ZodType, keys);
    expect(ctx.app.requestSchemas.size).toBeGreaterThan(300);
    expect(keys.size).toBeGreaterThan(250);
    expect(unlabelledKeys(keys)).toEqual([]);
    // …and keeps no label of a key that no route has any more: besides '(body)' (the whole
    // body), only the sandbox payment notice's fields, which its route reads from the raw body.
    const notRouteKeys = ['(body)', 'currency', 'result'];
    const unused = Object.keys(FIELD_LABELS).filter((key) => !notRouteKeys.includes(key) && !keys.has(key));
    expect(unused).toEqual([]);
  });

  it('names refused fields by their labels in the caller language, their keys in data.fields', async () => {
    const user = await buildUser(ctx);
    const body = { lang: 'fr', avatar: 'x'.repeat(501) };
    const expected = {
      'zh-Hans': '提交的信息有误：头像、语言',
      'zh-Hant': '提交的資訊有誤：頭像、語言',
      en: 'Some information is not valid: Profile photo, Language',
    } as const;
    for (const [lang, message] of Object.entries(expected)) {
      const client = await signedInClient(ctx, user.id, lang as keyof typeof expected);
      const res = await client.put(`/exhibitor/rest/users/${user.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        data: { fields: ['avatar', 'lang'] },
        errorCode: ErrorCode.VALIDATION,
        errorMsg: message,
      });
    }
  });

  it('reads a nested field: the language of a text, the item of a list', async () => {
    const zh = (await buildOrganizer(ctx, 'zh-Hans')).client;
    const refused = await zh.put(SEMINAR, badSettings);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe(ErrorCode.VALIDATION);
    expect(refused.body.data).toEqual({ fields: ['title.en', 'agenda.1.start'] });
    expect(refused.body.errorMsg).toBe('提交的信息有误：标题（英文）、议程（第 2 项）的开始时间');
    const en = (await buildOrganizer(ctx, 'en')).client;
    expect((await en.put(SEMINAR, badSettings)).body.errorMsg).toBe(
      'Some information is not valid: Title (English), Programme (item 2): Start time',
    );
  });

  it('names a whole body the server cannot read without the framework words', async () => {
    const user = await buildUser(ctx);
    const client = await signedInClient(ctx, user.id, 'zh-Hans');
    const res = await client.request('PUT', `/exhibitor/rest/users/${user.id}`, '{"lang":', {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: ErrorCode.VALIDATION,
      errorMsg: '提交的信息有误：提交的内容',
    });
  });
});
