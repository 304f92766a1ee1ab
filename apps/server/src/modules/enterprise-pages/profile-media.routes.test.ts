import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode, FAIR, MB, type Preview } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments, exhibitors } from '../../db/schema';
import { buildOrganizer } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { uploadFile } from '../attachments/attachments.test-support';
import { buildEnterprise } from '../enterprises/enterprises.factories';

/** Issue 23 items 1–3: the profile's video and site pictures, their 10M total, the profile's length. */
const ctx = useTestApp();
const E = FAIR.exhibitionId;
const fixture = (name: string) => readFile(path.join(__dirname, 'fixtures', name));

async function exhibitingEnterprise() {
  const name = `展商${randomInt(1e6)}`;
  const built = await buildEnterprise(ctx, { name, nameEn: `Exhibitor ${randomInt(1e6)}` });
  await ctx.db.insert(exhibitors).values({
    exhibitionId: E,
    enterpriseId: built.enterprise.id,
    nameZhHans: name,
    nameZhHant: name,
    nameEn: name,
    country: 'CN',
    industry: 'I1',
  });
  const opened = await built.adminClient.get(
    `/portal/rest/enterprise/preview/exhibition/${E}/enterprise/${built.enterprise.id}`,
  );
  return { ...built, preview: opened.body.data as Preview };
}

/** A picture row of the given size (the upload itself is tested in attachments). */
async function picture(ownerUserId: number, size: number) {
  const [row] = await ctx.db
    .insert(attachments)
    .values({
      key: `enterpriseImage/site-${randomInt(1e9)}.png`,
      kind: 'enterpriseImage',
      fileName: 'site.png',
      mimeType: 'image/png',
      size,
      width: 1200,
      height: 800,
      ownerUserId,
    })
    .returning();
  return row!;
}

const uploadVideo = async (
  token: string | undefined,
  name: string,
  lang: 'zh-Hans' | 'zh-Hant' | 'en' = 'zh-Hans',
) =>
  uploadFile(
    ctx.app,
    '/exhibitor/rest/attachments/enterpriseVideo/form',
    { bytes: await fixture(name), fileName: name },
    { token, lang },
  );

describe('enterprise video (spec §5: 30 s or shorter, 50M or smaller, at least 720p)', () => {
  it('refuses a 31 s, a 480p and a non-video file in the caller language; keeps a good one on the page', async () => {
    const a = await exhibitingEnterprise();
    const token = a.adminClient.token;
    const long = await uploadVideo(token, 'long-31s.mp4');
    expect(long.body).toMatchObject({
      success: false,
      errorCode: ErrorCode.ENTERPRISE_VIDEO_TOO_LONG,
      errorMsg: '视频时长不能超过30秒',
    });
    const low = await uploadVideo(token, 'low-480p.mp4', 'en');
    expect(low.body).toMatchObject({
      errorCode: ErrorCode.ENTERPRISE_VIDEO_LOW_RESOLUTION,
      errorMsg: 'The video must be at least 720p',
    });
    const text = await uploadFile(
      ctx.app,
      '/exhibitor/rest/attachments/enterpriseVideo/form',
      { bytes: Buffer.from('not a video at all'), fileName: 'clip.mp4', contentType: 'video/mp4' },
      { token, lang: 'zh-Hant' },
    );
    expect(text.body.success).toBe(false);
    expect(text.body.errorCode).toBe(ErrorCode.FILE_TYPE_NOT_ALLOWED);
    const fake = Buffer.concat([(await fixture('good-720p-5s.mp4')).subarray(0, 32), Buffer.alloc(2000, 1)]);
    const broken = await uploadFile(
      ctx.app,
      '/exhibitor/rest/attachments/enterpriseVideo/form',
      { bytes: fake, fileName: 'clip.mp4' },
      { token, lang: 'zh-Hant' },
    );
    expect(broken.body).toMatchObject({
      errorCode: ErrorCode.ENTERPRISE_VIDEO_UNREADABLE,
      errorMsg: '無法讀取該影片，請上傳MP4格式的影片',
    });

    const good = await uploadVideo(token, 'good-720p-5s.mp4');
    expect(good.body.data).toMatchObject({
      kind: 'enterpriseVideo',
      width: 1280,
      height: 720,
      mimeType: 'video/mp4',
    });
    const videoId = (good.body.data as { id: number }).id;

    const base = `/portal/rest/enterprise/preview/${a.preview.id}`;
    const s1 = await picture(a.admin.id, 1000);
    const s2 = await picture(a.admin.id, 2000);
    const saved = await a.adminClient.put(base, {
      profileZhHans: '简介',
      videoAttachmentId: videoId,
      siteImageIds: [s2.id, s1.id],
    });
    const page = saved.body.data as Preview;
    expect(page.videoAttachmentId).toBe(videoId);
    expect(page.videoUrl).toContain('enterpriseVideo/');
    expect(page.siteImages.map((i) => i.id)).toEqual([s2.id, s1.id]);

    // Another enterprise's administrator cannot take that video.
    const b = await exhibitingEnterprise();
    const stolen = await b.adminClient.put(`/portal/rest/enterprise/preview/${b.preview.id}`, {
      videoAttachmentId: videoId,
    });
    expect(stolen.body.errorCode).toBe(ErrorCode.PREVIEW_MEDIA_NOT_USABLE);
    // A picture is not a video.
    const wrongKind = await a.adminClient.put(base, { videoAttachmentId: s1.id });
    expect(wrongKind.body.errorCode).toBe(ErrorCode.PREVIEW_MEDIA_NOT_USABLE);

    // Approved, the public exhibitor page carries the video and the pictures in order.
    await a.adminClient.put(`${base}/submit`);
    const organizer = await buildOrganizer(ctx);
    const review = await organizer.client.put(
      `/portal/rest/organizer/enterprises/previews/${a.preview.id}/approve`,
      {},
    );
    expect(review.body.success).toBe(true);
    const [row] = await ctx.db.select().from(exhibitors).where(eq(exhibitors.enterpriseId, a.enterprise.id));
    expect(row?.videoKey).toContain('enterpriseVideo/');
    expect(row?.siteImageKeys).toEqual([s2.key, s1.key]);
  });
});

describe('pictures of the profile form: under 10M in total (spec §5)', () => {
  it('counts the cover and the site pictures together', async () => {
    const a = await exhibitingEnterprise();
    const base = `/portal/rest/enterprise/preview/${a.preview.id}`;
    const cover = await picture(a.admin.id, 4 * MB);
    const s1 = await picture(a.admin.id, 4 * MB);
    const s2 = await picture(a.admin.id, 3 * MB);
    const over = await a.adminClient.put(base, { coverAttachmentId: cover.id, siteImageIds: [s1.id, s2.id] });
    expect(over.body).toMatchObject({
      errorCode: ErrorCode.PROFILE_IMAGES_TOO_LARGE,
      errorMsg: '图片总大小不能超过10M',
    });
    const fits = await a.adminClient.put(base, { coverAttachmentId: cover.id, siteImageIds: [s1.id] });
    expect(fits.body.success).toBe(true);
    expect((fits.body.data as Preview).coverSize).toBe(4 * MB);
    // Adding one more later is counted against what the page already holds.
    const later = await a.adminClient.put(base, { siteImageIds: [s1.id, s2.id] });
    expect(later.body.errorCode).toBe(ErrorCode.PROFILE_IMAGES_TOO_LARGE);
  });
});

describe('profile length (docs/decisions.md "Profile length")', () => {
  it('Chinese profiles 1000 characters, the English profile 2000 words', async () => {
    const a = await exhibitingEnterprise();
    const base = `/portal/rest/enterprise/preview/${a.preview.id}`;
    expect((await a.adminClient.put(base, { profileZhHant: '紙'.repeat(1001) })).body.errorCode).toBe(
      ErrorCode.PREVIEW_PROFILE_TOO_LONG,
    );
    expect((await a.adminClient.put(base, { profileZhHant: '紙'.repeat(1000) })).body.success).toBe(true);
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i % 10}`).join(' ');
    // 2000 words are more than 1000 characters: accepted.
    expect((await a.adminClient.put(base, { profileEn: words(2000) })).body.success).toBe(true);
    const tooMany = await a.adminClient.put(base, { profileEn: words(2001) });
    expect(tooMany.body.errorCode).toBe(ErrorCode.PREVIEW_PROFILE_TOO_MANY_WORDS);
  });
});
