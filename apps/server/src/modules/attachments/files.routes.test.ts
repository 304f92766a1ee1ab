import { ErrorCode, LIMITS, RESIZE_STEPS } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { attachmentVariants } from '../../db/schema';
import { FILE_SESSION_COOKIE } from '../../platform/file-session';
import { buildUser, signedInClient } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { pngPicture, uploadFile } from './attachments.test-support';
import { evictVariants, ResizeBudget, resizeStats } from './images';

const ctx = useTestApp();

interface Uploaded {
  id: number;
  key: string;
  url: string;
}

async function upload(bytes: Buffer, fileName: string, url = '/exhibitor/rest/attachments/upload') {
  const user = await buildUser(ctx);
  const client = await signedInClient(ctx, user.id);
  const res = await uploadFile(ctx.app, url, { bytes, fileName }, { token: client.token });
  expect(res.status).toBe(200);
  const file = res.body.data as Uploaded;
  owners.set(file.url, client.token ?? '');
  return { file, client };
}

/** The uploader's file cookie for a file's address: these files are private (attached to nothing). */
const owners = new Map<string, string>();
function ownerCookie(url: string) {
  const token = owners.get(url.split('?')[0] ?? '');
  return token ? { cookie: `${FILE_SESSION_COOKIE}=${token}` } : {};
}

function get(url: string, lang = 'zh-Hans') {
  return ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': lang, ...ownerCookie(url) } });
}

describe('serving files at /attachment/*', () => {
  it('streams the stored bytes with their type (a private file: no cache)', async () => {
    const png = await pngPicture(120, 80);
    const { file } = await upload(png, 'a.png');
    const res = await get(file.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    // Attached to nothing: private, for its uploader, never kept by a cache.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe("inline; filename*=UTF-8''a.png");
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('resizes a picture inside the asked box once, then serves the cached copy', async () => {
    const { file } = await upload(await pngPicture(400, 300), 'big.png');
    const before = resizeStats.resized;
    const first = await get(`${file.url}?width=100`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([100, 75]);
    expect(resizeStats.resized).toBe(before + 1);
    expect(await ctx.app.deps.storage.exists(`cache/w100/${file.key}`)).toBe(true);

    const second = await get(`${file.url}?width=100`);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(resizeStats.resized).toBe(before + 1);

    const box = await get(`${file.url}?width=200&height=50`);
    const boxMeta = await sharp(box.rawPayload).metadata();
    expect([boxMeta.width, boxMeta.height]).toEqual([67, 50]);
    expect(resizeStats.resized).toBe(before + 2);
    const variants = await ctx.db
      .select({ key: attachmentVariants.key })
      .from(attachmentVariants)
      .where(eq(attachmentVariants.attachmentId, file.id));
    expect(variants.map((v) => v.key).sort()).toEqual([
      `cache/w100/${file.key}`,
      `cache/w240h50/${file.key}`,
    ]);
  });

  it('snaps every asked width to a few fixed steps: 16 to 2400 makes at most a dozen copies', async () => {
    const { file } = await upload(await pngPicture(400, 300), 'steps.png');
    const before = resizeStats.resized;
    for (const width of [101, 120, 150, 160]) {
      const res = await get(`${file.url}?width=${width}`);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(160);
    }
    expect(resizeStats.resized).toBe(before + 1);
    for (let width = 16; width <= 2400; width += 7) await get(`${file.url}?width=${width}`);
    const variants = await ctx.db
      .select({ key: attachmentVariants.key })
      .from(attachmentVariants)
      .where(eq(attachmentVariants.attachmentId, file.id));
    // 50, 100, 160, 240, 320: the steps below the picture's own 400 px; larger asks get the original
    expect(variants.map((v) => v.key).sort()).toEqual(
      [100, 160, 240, 320, 50].map((w) => `cache/w${w}/${file.key}`),
    );
  });

  it('lets one client cause only so many new copies a minute; then it gets originals, others still copies', async () => {
    const { file } = await upload(await pngPicture(400, 300), 'budget.png');
    const asFrom = (ip: string, url: string) =>
      ctx.app.inject({ method: 'GET', url, remoteAddress: ip, headers: ownerCookie(url) });
    let clock = 0;
    const budget = new ResizeBudget(2, () => clock);
    expect([budget.take('a'), budget.take('a'), budget.take('a'), budget.take('b')]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    clock = 60_000;
    expect(budget.take('a')).toBe(true);

    // Through the route: the app's budget is LIMITS.resizePerClientPerMinute new copies per client.
    // Every step below the pictures' own width: each asks for a new copy.
    const widths = RESIZE_STEPS.filter((w) => w < 1600);
    const uploads = await Promise.all(
      Array.from({ length: Math.ceil((LIMITS.resizePerClientPerMinute + 1) / widths.length) }, async () =>
        upload(await pngPicture(1600, 1200), 'many.png'),
      ),
    );
    const urls = uploads.flatMap((u) => widths.map((w) => `${u.file.url}?width=${w}`));
    const sizes: number[] = [];
    for (const url of urls.slice(0, LIMITS.resizePerClientPerMinute + 1)) {
      sizes.push((await sharp((await asFrom('10.0.0.7', url)).rawPayload).metadata()).width ?? 0);
    }
    expect(
      sizes.slice(0, -1).every((w) => w < 1600),
      JSON.stringify(sizes),
    ).toBe(true);
    expect(sizes.at(-1)).toBe(1600); // over budget: the original, never an error
    const other = await asFrom('10.0.0.8', `${file.url}?width=100`);
    expect((await sharp(other.rawPayload).metadata()).width).toBe(100);
    // A copy already made costs nothing: the first client still gets it.
    const cached = await asFrom('10.0.0.7', urls[0]!);
    expect((await sharp(cached.rawPayload).metadata()).width).toBe(widths[0]);
  });

  it('evicts copies older than the keeping time; asked again, they are made again', async () => {
    const { file } = await upload(await pngPicture(400, 300), 'old.png');
    await get(`${file.url}?width=100`);
    await get(`${file.url}?width=160`);
    await ctx.db
      .update(attachmentVariants)
      .set({ createdAt: new Date(Date.now() - (LIMITS.resizeKeepDays + 1) * 86_400_000) })
      .where(eq(attachmentVariants.key, `cache/w100/${file.key}`));
    expect(await evictVariants(ctx.app.deps, LIMITS.resizeKeepDays)).toBe(1);
    expect(await ctx.app.deps.storage.exists(`cache/w100/${file.key}`)).toBe(false);
    expect(await ctx.app.deps.storage.exists(`cache/w160/${file.key}`)).toBe(true);
    const again = await get(`${file.url}?width=100`);
    expect((await sharp(again.rawPayload).metadata()).width).toBe(100);
    expect(await ctx.app.deps.storage.exists(`cache/w100/${file.key}`)).toBe(true);
    expect(await ctx.app.deps.jobs.schedules()).toContainEqual({
      name: 'attachments.evict-variants',
      cron: '30 3 * * *',
    });
  });

  it('refuses a header-only PNG on upload (decoded in full), so no resize can fail later', async () => {
    const whole = await pngPicture(200, 200);
    // signature + IHDR chunk + the start of IDAT: a header that claims a 200×200 picture
    const headerOnly = whole.subarray(0, 60);
    const user = await buildUser(ctx);
    const client = await signedInClient(ctx, user.id);
    const res = await uploadFile(
      ctx.app,
      '/exhibitor/rest/attachments/upload',
      { bytes: headerOnly, fileName: 'broken.png' },
      { token: client.token },
    );
    expect(res.status).toBe(415);
    expect(res.body.errorCode).toBe(ErrorCode.FILE_TYPE_PICTURE);
  });

  it('never enlarges: a box as large as the picture gives the original', async () => {
    const png = await pngPicture(100, 60);
    const { file } = await upload(png, 'small.png');
    const before = resizeStats.resized;
    const res = await get(`${file.url}?width=800&height=600`);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect(resizeStats.resized).toBe(before);
  });

  it('refuses a size out of range', async () => {
    const { file } = await upload(await pngPicture(), 'a.png');
    const res = await get(`${file.url}?width=5`, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe(ErrorCode.VALIDATION);
  });

  it('never serves a deleted attachment nor its resized copies', async () => {
    const { file, client } = await upload(await pngPicture(400, 300), 'gone.png');
    expect((await get(`${file.url}?width=50`)).statusCode).toBe(200);
    expect((await client.delete(`/exhibitor/rest/attachments/general/${file.id}`)).status).toBe(200);
    const original = await get(file.url, 'en');
    expect(original.statusCode).toBe(404);
    expect(original.json()).toEqual({
      success: false,
      data: null,
      errorCode: ErrorCode.NOT_FOUND,
      errorMsg: 'Not Found',
    });
    expect((await get(`${file.url}?width=50`)).statusCode).toBe(404);
    expect(await ctx.app.deps.storage.exists(`cache/w50/${file.key}`)).toBe(false);
  });

  it('answers 404, not cached, when the stored file is lost', async () => {
    const { file } = await upload(await pngPicture(), 'lost.png');
    await ctx.app.deps.storage.remove(file.key);
    for (const url of [file.url, `${file.url}?width=40`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBeUndefined();
      expect(res.json().errorCode).toBe(ErrorCode.NOT_FOUND);
    }
  });

  it('answers 404 for an unknown key, a cache key and path traversal', async () => {
    const { file } = await upload(await pngPicture(400, 300), 'a.png');
    await get(`${file.url}?width=60`);
    for (const url of [
      '/attachment/picture/2024/05/00000000-0000-0000-0000-000000000000.png',
      `/attachment/cache/w60/${file.key}`,
      '/attachment/../../etc/passwd',
      '/attachment/picture/..%2F..%2F..%2Fetc%2Fpasswd',
      `/attachment/${file.key.replace('picture/', 'picture/..%2Fpicture/')}`,
      '/attachment/%2Fetc%2Fpasswd',
    ]) {
      const res = await get(url, 'zh-Hant');
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('root:');
    }
  });

  it('serves a PDF inline and a file of unknown type as a download', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
    const { file } = await upload(pdf, '入驻资料.pdf', '/exhibitor/rest/attachments/uploadSettled');
    const res = await get(file.url);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('入驻资料.pdf')}`,
    );
    const html = await upload(
      Buffer.from('<h1>hi</h1>'),
      'page.html',
      '/portal/rest/attachments/chatFile/form',
    );
    const served = await get(html.file.url);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    // A width on a file that is not a picture is ignored.
    expect((await get(`${html.file.url}?width=100`)).body).toBe('<h1>hi</h1>');
  });
});
