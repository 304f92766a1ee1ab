import { ErrorCode } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { TestClient, useTestApp } from '../../test/harness';

const ctx = useTestApp();

describe('dictionaries and configuration', () => {
  it('answers a dictionary of the default exhibition in the caller language', async () => {
    const en = await new TestClient(ctx.app, 'en').get('/portal/rest/dicts/exhibition/200417/hall');
    expect(en.status).toBe(200);
    expect(en.body.success).toBe(true);
    const halls = en.body.data as Array<{ code: string; name: string }>;
    expect(halls.find((h) => h.code === 'H5')?.name).toBe('Hall 5');
    const hant = await new TestClient(ctx.app, 'zh-Hant').get('/exhibitor/rest/dicts/200417/jobTitle');
    const titles = hant.body.data as Array<{ code: string; name: string }>;
    expect(titles.find((t) => t.code === 'J03')?.name).toBe('採購經理');
  });

  it('falls back to the global entries for countries', async () => {
    const res = await new TestClient(ctx.app, 'zh-Hans').get('/exhibitor/rest/dicts/code/country');
    const rows = res.body.data as Array<{ code: string; name: string }>;
    expect(rows[0]).toMatchObject({ code: 'CN', name: '中国' });
  });

  it('refuses an unknown dictionary type naming the field', async () => {
    const res = await new TestClient(ctx.app, 'en').get('/portal/rest/dicts/exhibition/200417/planets');
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe(ErrorCode.VALIDATION);
    expect(res.body.errorMsg).toBe('Some information is not valid: Dictionary');
    expect(res.body.data).toEqual({ fields: ['dictType'] });
  });

  it('gives the current exhibition id from its configuration key', async () => {
    const res = await new TestClient(ctx.app).get('/portal/rest/config/key/currentAppointmentExhibition');
    expect(res.body.data).toMatchObject({ key: 'currentAppointmentExhibition', value: '200417' });
    // the fair edition itself comes with it, in the caller's language (modules/fair)
    expect((res.body.data as { exhibition: unknown }).exhibition).toMatchObject({
      id: 200417,
      edition: 32,
      venue: '南京国际博览中心',
    });
    const missing = await new TestClient(ctx.app, 'en').get('/portal/rest/config/key/nothing');
    expect(missing.status).toBe(404);
    expect(missing.body.errorMsg).toBe('Not Found');
  });

  it('looks up provinces by keyword in any script', async () => {
    const res = await new TestClient(ctx.app, 'en').post('/exhibitor/rest/address', { keyword: '江苏' });
    expect(res.body.data).toEqual([expect.objectContaining({ code: '32', name: 'Jiangsu' })]);
  });

  it('answers an unknown API path with the envelope', async () => {
    const res = await new TestClient(ctx.app, 'zh-Hant').get('/portal/rest/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      data: null,
      errorCode: ErrorCode.NOT_FOUND,
      errorMsg: '請求的資源不存在',
    });
  });
});
