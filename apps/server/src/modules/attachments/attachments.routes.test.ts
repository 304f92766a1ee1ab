import { ErrorCode } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import {
  jpegPicture,
  noisyJpeg,
  pngPicture,
  type UploadOptions,
  uploadFile,
} from './attachments.test-support';

const ctx = useTestApp();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const TEXT_AS_PNG = Buffer.from('this is plain text pretending to be a picture\n'.repeat(20));

interface Uploaded {
  id: number;
  key: string;
  url: string;
  kind: string;
  fileName: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  refType: string | null;
  refId: string | null;
}

async function signedIn(lang: 'zh-Hans' | 'zh-Hant' | 'en' = 'zh-Hans') {
  const user = await buildUser(ctx);
  const client = await signedInClient(ctx, user.id, lang);
  return { user, client, token: client.token! };
}

async function storedRow(id: number) {
  const [row] = await ctx.db.select().from(attachments).where(eq(attachments.id, id));
  return row;
}

async function uploadPng(token: string, options: UploadOptions = {}) {
  const res = await uploadFile(
    ctx.app,
    '/exhibitor/rest/attachments/upload',
    { bytes: await pngPicture(), fileName: 'booth.png', contentType: 'image/png' },
    { token, ...options },
  );
  expect(res.status).toBe(200);
  return res.body.data as Uploaded;
}

describe('uploading', () => {
  it('stores a picture from the exhibitor upload with its owner, size and a random key', async () => {
    const { user, token } = await signedIn();
    const res = await uploadFile(
      ctx.app,
      '/exhibitor/rest/attachments/upload',
      { bytes: await pngPicture(400, 300), fileName: '展位照片.png', contentType: 'image/png' },
      { token },
    );
    expect(res.status).toBe(200);
    const data = res.body.data as Uploaded;
    expect(data).toMatchObject({
      kind: 'picture',
      fileName: '展位照片.png',
      mimeType: 'image/png',
      width: 400,
      height: 300,
      refType: null,
    });
    expect(data.key).toMatch(/^picture\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(data.url).toBe(`/attachment/${data.key}`);
    const row = await storedRow(data.id);
    expect(row).toMatchObject({ ownerUserId: user.id, kind: 'picture', size: data.size, deletedAt: null });
    expect(await ctx.app.deps.storage.exists(data.key)).toBe(true);
  });

  it('takes each kind from its route', async () => {
    const { token } = await signedIn();
    const jpeg = { bytes: await jpegPicture(), fileName: 'a.jpg', contentType: 'image/jpeg' };
    const pdf = { bytes: PDF, fileName: 'settlement.pdf', contentType: 'application/pdf' };
    const cases: Array<[string, typeof jpeg, Partial<Uploaded>]> = [
      [
        '/exhibitor/rest/attachments/uploadSettled',
        pdf,
        { kind: 'settled', mimeType: 'application/pdf', width: null },
      ],
      [
        '/exhibitor/rest/attachments/enterpriseImage/form',
        jpeg,
        { kind: 'enterpriseImage', mimeType: 'image/jpeg' },
      ],
      ['/portal/rest/attachments/postImage/form', jpeg, { kind: 'postImage', width: 400, height: 300 }],
      ['/portal/rest/attachments', jpeg, { kind: 'picture' }],
      ['/portal/rest/attachments?kind=license', pdf, { kind: 'license', mimeType: 'application/pdf' }],
      ['/exhibitor/rest/attachments/upload?kind=settled', jpeg, { kind: 'settled', mimeType: 'image/jpeg' }],
    ];
    for (const [url, file, expected] of cases) {
      const res = await uploadFile(ctx.app, url, file, { token });
      expect(res.status, url).toBe(200);
      expect(res.body.data, url).toMatchObject(expected);
      const data = res.body.data as Uploaded;
      expect((await storedRow(data.id))?.kind).toBe(expected.kind);
    }
  });

  it('reads a numeric {id}/form as the logo of that enterprise', async () => {
    const { token } = await signedIn();
    const res = await uploadFile(
      ctx.app,
      '/exhibitor/rest/attachments/3021/form',
      { bytes: await pngPicture(200, 200), fileName: 'logo.png' },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'logo', refType: 'enterpriseLogo', refId: '3021' });
  });

  it('refuses an unknown kind naming the parameter', async () => {
    const { token } = await signedIn('en');
    const res = await uploadFile(
      ctx.app,
      '/portal/rest/attachments/planet/form',
      { bytes: await pngPicture(), fileName: 'a.png' },
      { token, lang: 'en' },
    );
    expect(res.status).toBe(400);
    expect(res.body.errorMsg).toBe('Some information is not valid: Type');
    expect(res.body.data).toEqual({ fields: ['type'] });
  });

  it('takes a visitor card without login on the registration route', async () => {
    const res = await uploadFile(
      ctx.app,
      '/register/rest/attachments',
      { bytes: await jpegPicture(), fileName: 'card-front.jpg', contentType: 'image/jpeg' },
      { ip: '203.0.113.10' },
    );
    expect(res.status).toBe(200);
    const data = res.body.data as Uploaded;
    expect(data.kind).toBe('visitorCard');
    expect((await storedRow(data.id))?.ownerUserId).toBeNull();
  });

  it('refuses uploads without login everywhere else', async () => {
    for (const url of [
      '/exhibitor/rest/attachments/upload',
      '/exhibitor/rest/attachments/uploadSettled',
      '/exhibitor/rest/attachments/picture/form',
      '/exhibitor/rest/attachments/12/form',
      '/portal/rest/attachments/picture/form',
      '/portal/rest/attachments',
    ]) {
      const res = await uploadFile(
        ctx.app,
        url,
        { bytes: await pngPicture(), fileName: 'a.png' },
        { lang: 'en' },
      );
      expect(res.status, url).toBe(401);
      expect(res.body.errorMsg).toBe('Login expired, please login again');
    }
    expect(await ctx.db.select().from(attachments)).toHaveLength(0);
  });

  it('reads the type from the bytes: text renamed .png is refused in the caller language', async () => {
    const { token } = await signedIn();
    const fake = { bytes: TEXT_AS_PNG, fileName: 'photo.png', contentType: 'image/png' };
    const en = await uploadFile(ctx.app, '/exhibitor/rest/attachments/upload', fake, { token, lang: 'en' });
    expect(en.status).toBe(415);
    expect(en.body).toMatchObject({
      success: false,
      errorCode: ErrorCode.FILE_TYPE_PICTURE,
      errorMsg: 'Pictures must be JPG or PNG',
    });
    const zh = await uploadFile(ctx.app, '/register/rest/attachments', fake, {
      lang: 'zh-Hans',
      ip: '203.0.113.11',
    });
    expect(zh.status).toBe(415);
    expect(zh.body.errorMsg).toBe('图片只能是 JPG 或 PNG 格式');
    expect(await ctx.db.select().from(attachments)).toHaveLength(0);
  });

  it('refuses a real picture of another type and a broken PNG', async () => {
    const { token } = await signedIn('en');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const res = await uploadFile(
      ctx.app,
      '/portal/rest/attachments/logo/form',
      { bytes: gif, fileName: 'logo.png', contentType: 'image/png' },
      { token, lang: 'en' },
    );
    expect(res.status).toBe(415);
    expect(res.body.errorCode).toBe(ErrorCode.FILE_TYPE_PICTURE);
    const png = await pngPicture();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const res2 = await uploadFile(
      ctx.app,
      '/portal/rest/attachments',
      { bytes: broken, fileName: 'x.png' },
      { token, lang: 'en' },
    );
    expect(res2.status).toBe(415);
    expect(res2.body.errorCode).toBe(ErrorCode.FILE_TYPE_PICTURE);
  });

  it('refuses a document kind with a type outside its list', async () => {
    const { token } = await signedIn('zh-Hant');
    const res = await uploadFile(
      ctx.app,
      '/exhibitor/rest/attachments/uploadSettled',
      { bytes: TEXT_AS_PNG, fileName: 'settlement.pdf', contentType: 'application/pdf' },
      { token, lang: 'zh-Hant' },
    );
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      errorCode: ErrorCode.FILE_TYPE_NOT_ALLOWED,
      errorMsg: '不支援該文件類型',
    });
  });

  it('keeps any type for chat files, downloaded rather than shown', async () => {
    const { token } = await signedIn();
    const res = await uploadFile(
      ctx.app,
      '/portal/rest/attachments/chatFile/form',
      {
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        fileName: 'notes.html',
        contentType: 'text/html',
      },
      { token },
    );
    expect(res.status).toBe(200);
    const data = res.body.data as Uploaded;
    expect(data).toMatchObject({
      kind: 'chatFile',
      mimeType: 'application/octet-stream',
      fileName: 'notes.html',
    });
    expect(data.key.endsWith('.html')).toBe(true);
  });

  it('cuts an oversized visitor card off with 413 and the spec message', async () => {
    const big = await noisyJpeg(2.1 * 1024 * 1024);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const file = { bytes: big, fileName: 'card.jpg', contentType: 'image/jpeg' };
    const zh = await uploadFile(ctx.app, '/register/rest/attachments', file, { ip: '203.0.113.12' });
    expect(zh.status).toBe(413);
    expect(zh.body).toMatchObject({ errorCode: ErrorCode.FILE_TOO_LARGE, errorMsg: '上传文件过大' });
    const en = await uploadFile(ctx.app, '/register/rest/attachments', file, {
      ip: '203.0.113.12',
      lang: 'en',
    });
    expect(en.status).toBe(413);
    expect(en.body.errorMsg).toBe('The uploaded file is too large');
    expect(await ctx.db.select().from(attachments)).toHaveLength(0);
    // The same picture is within the 10M of an enterprise picture.
    const { token } = await signedIn();
    const ok = await uploadFile(ctx.app, '/portal/rest/attachments/enterpriseImage/form', file, { token });
    expect(ok.status).toBe(200);
  });

  it('asks for a file when none is sent', async () => {
    const { token, client } = await signedIn('en');
    const empty = await uploadFile(ctx.app, '/exhibitor/rest/attachments/upload', null, {
      token,
      lang: 'en',
      fields: { note: 'x' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      errorCode: ErrorCode.FILE_MISSING,
      errorMsg: 'Please choose a file to upload',
    });
    const json = await client.post('/portal/rest/attachments', { file: 'nothing' });
    expect(json.status).toBe(400);
    expect(json.body.errorCode).toBe(ErrorCode.FILE_MISSING);
    for (const [contentType, body] of [
      ['multipart/form-data', 'no boundary'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\ncut',
      ],
    ]) {
      const broken = await ctx.app.inject({
        method: 'POST',
        url: '/portal/rest/attachments',
        payload: body,
        headers: { 'content-type': contentType!, 'x-auth-token': token, 'accept-language': 'en' },
      });
      expect(broken.statusCode, contentType).toBe(400);
      expect(broken.json().errorCode).toBe(ErrorCode.FILE_MISSING);
    }
  });

  it('drops the EXIF of a photo but keeps its pixels', async () => {
    const { token } = await signedIn();
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#123' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret place', Make: 'PhoneCo' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const data = await uploadFile(
      ctx.app,
      '/portal/rest/attachments',
      { bytes: photo, fileName: 'card.jpg' },
      { token },
    ).then((r) => r.body.data as Uploaded);
    const stored = await ctx.app.deps.storage.get(data.key);
    const meta = await sharp(stored!).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });

  it('limits anonymous card uploads per IP', async () => {
    const file = { bytes: await pngPicture(20, 20), fileName: 'c.png' };
    for (let i = 0; i < 30; i += 1) {
      const res = await uploadFile(ctx.app, '/register/rest/attachments', file, { ip: '198.51.100.7' });
      expect(res.status).toBe(200);
    }
    const limited = await uploadFile(ctx.app, '/register/rest/attachments', file, {
      ip: '198.51.100.7',
      lang: 'en',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe(ErrorCode.RATE_LIMITED);
    const other = await uploadFile(ctx.app, '/register/rest/attachments', file, { ip: '198.51.100.8' });
    expect(other.status).toBe(200);
  });
});

describe('managing attachments', () => {
  it("shows an attachment's details only to its uploader and the organizer; ids counted up tell nobody else anything", async () => {
    const owner = await signedIn();
    const picture = await uploadPng(owner.token);
    const anonymous = new TestClient(ctx.app, 'en');
    expect((await anonymous.get(`/portal/rest/attachments/${picture.id}`)).status).toBe(401);
    const seen = await owner.client.get(`/portal/rest/attachments/${picture.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ id: picture.id, url: picture.url, kind: 'picture' });
    const stranger = await signedIn('en');
    const hidden = await stranger.client.get(`/portal/rest/attachments/${picture.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.data).toBeNull();

    const card = await uploadFile(
      ctx.app,
      '/portal/rest/attachments/visitorCard/form',
      { bytes: await jpegPicture(), fileName: 'card.jpg' },
      { token: owner.token },
    ).then((r) => r.body.data as Uploaded);
    expect((await anonymous.get(`/portal/rest/attachments/${card.id}`)).status).toBe(401);
    const other = await signedIn('en');
    const refused = await other.client.get(`/portal/rest/attachments/${card.id}`);
    expect(refused.status).toBe(404);
    expect((await owner.client.get(`/portal/rest/attachments/${card.id}`)).status).toBe(200);
    const organizer = await buildOrganizer(ctx);
    expect((await organizer.client.get(`/portal/rest/attachments/${card.id}`)).body.data).toMatchObject({
      kind: 'visitorCard',
    });
    expect((await owner.client.get('/portal/rest/attachments/99999')).status).toBe(404);
  });

  it('lets the uploader rename and attach, and refuses another user', async () => {
    const owner = await signedIn();
    const other = await signedIn('zh-Hant');
    const file = await uploadPng(owner.token);

    const renamed = await owner.client.put(`/exhibitor/rest/attachments/${file.id}`, {
      fileName: '  新名字.png ',
    });
    expect(renamed.body.data).toMatchObject({ id: file.id, fileName: '新名字.png', key: file.key });
    const attached = await owner.client.put(`/exhibitor/rest/attachments/ref/${file.id}`, {
      refType: 'product',
      refId: '88',
    });
    expect(attached.body.data).toMatchObject({ refType: 'product', refId: '88' });

    const rename = await other.client.put(`/exhibitor/rest/attachments/${file.id}`, { fileName: 'mine.png' });
    expect(rename.status).toBe(403);
    expect(rename.body.errorMsg).toBe('沒有權限執行此操作');
    const ref = await other.client.put(`/exhibitor/rest/attachments/ref/${file.id}`, {
      refType: 'post',
      refId: '1',
    });
    expect(ref.status).toBe(403);
    const del = await other.client.delete(`/exhibitor/rest/attachments/general/${file.id}`);
    expect(del.status).toBe(403);
    expect(await storedRow(file.id)).toMatchObject({
      fileName: '新名字.png',
      refType: 'product',
      deletedAt: null,
    });

    const anonymous = await new TestClient(ctx.app).put(`/exhibitor/rest/attachments/${file.id}`, {
      fileName: 'x',
    });
    expect(anonymous.status).toBe(401);
    const empty = await owner.client.put(`/exhibitor/rest/attachments/${file.id}`, { fileName: '   ' });
    expect(empty.status).toBe(400);
  });

  it('deletes softly for the uploader: the row is kept, the file is gone, a second delete finds nothing', async () => {
    const owner = await signedIn();
    const file = await uploadPng(owner.token);
    const res = await owner.client.delete(`/exhibitor/rest/attachments/general/${file.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
    expect((await storedRow(file.id))?.deletedAt).toBeInstanceOf(Date);
    expect(await ctx.app.deps.storage.exists(file.key)).toBe(false);
    expect((await owner.client.delete(`/exhibitor/rest/attachments/general/${file.id}`)).status).toBe(404);
    expect((await owner.client.get(`/portal/rest/attachments/${file.id}`)).status).toBe(404);
    expect((await owner.client.put(`/exhibitor/rest/attachments/${file.id}`, { fileName: 'a' })).status).toBe(
      404,
    );
  });

  it('lets the organizer delete anyone’s attachment', async () => {
    const owner = await signedIn();
    const file = await uploadPng(owner.token);
    const organizer = await buildOrganizer(ctx);
    const res = await organizer.client.delete(`/exhibitor/rest/attachments/general/${file.id}`);
    expect(res.status).toBe(200);
    expect(await ctx.app.deps.storage.exists(file.key)).toBe(false);
  });
});
