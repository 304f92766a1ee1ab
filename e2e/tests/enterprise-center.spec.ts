import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { login, pictureFile, type SiteLang } from '../support/journeys';

/**
 * Issue 23 items 1 and 6, in zh-Hans and English on the desktop and the phone, as the demo
 * enterprise's administrator (13800000002): the exhibitor page's video (a 31-second clip and a
 * 480p one are refused in the browser, a 5-second 720p clip uploads with its poster frame) and
 * site pictures, saved with the draft; the progress page's pending audits and related
 * enterprises (ask the second demo company by its credit code, then withdraw). The clips are
 * the server's generated fixtures. Words from apps/web/src/locales/{zh-Hans,en}/entpages.json.
 */
const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/src/modules/enterprise-pages/fixtures',
);
const clip = (name: string) => ({
  name,
  mimeType: 'video/mp4',
  buffer: fs.readFileSync(path.join(FIXTURES, name)),
});

/** The second demo company's credit code (apps/server/src/seed/enterprises.ts: body …DEMX00002 and its check character). */
function demoCreditCode(serial: string) {
  const charset = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const body = `91320105DEMX000${serial}`;
  const sum = body.split('').reduce((s, c, i) => s + charset.indexOf(c) * (weights[i] ?? 0), 0);
  return body + charset[(31 - (sum % 31)) % 31];
}

const TEXT = {
  'zh-Hans': {
    tooLong: '视频时长不能超过30秒',
    tooLow: '视频清晰度不能低于720p',
    replace: '更换视频',
    sitePictures: '现场图片',
    save: '保存草稿',
    saved: '草稿已保存',
    audits: '待审核事项',
    related: '关联企业',
    creditCode: '统一社会信用代码',
    ask: '发送关联申请',
    sent: '关联申请已发送',
    pending: '待审核',
    withdraw: '撤回申请',
    withdrawn: '已撤回',
  },
  en: {
    tooLong: 'The video may be at most 30 seconds long',
    tooLow: 'The video must be at least 720p',
    replace: 'Replace video',
    sitePictures: 'Site pictures',
    save: 'Save draft',
    saved: 'Draft saved',
    audits: 'Pending audits',
    related: 'Related enterprises',
    creditCode: 'Credit code',
    ask: 'Send request',
    sent: 'Request sent',
    pending: 'Pending',
    withdraw: 'Cancel request',
    withdrawn: 'Cancelled',
  },
} as const;

for (const lang of ['zh-Hans', 'en'] as const satisfies SiteLang[]) {
  test(`items 1 and 6 (${lang}): the page's video and site pictures; pending audits and related enterprises`, async ({
    page,
  }, info) => {
    const L = TEXT[lang];
    await useLanguage(page, lang);
    await login(page, lang, '13800000002');

    // Item 1: the video and the site pictures of the exhibitor page.
    await page.goto('/myEnterprise/preview');
    await expect(page.getByTestId('site-fallback')).toHaveCount(0);
    const video = page.getByTestId('profile-video-input');
    await video.setInputFiles(clip('long-31s.mp4'));
    await expect(page.getByRole('alert').filter({ hasText: L.tooLong })).toBeVisible();
    await video.setInputFiles(clip('low-480p.mp4'));
    await expect(page.getByRole('alert').filter({ hasText: L.tooLow })).toBeVisible();
    await video.setInputFiles(clip('good-720p-5s.mp4'));
    const player = page.getByTestId('profile-video');
    await expect(player).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: L.replace })).toBeVisible();
    // The poster frame: the browser has the clip's first frame at its real size.
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 20_000 })
      .toBe(720);
    // Two more site pictures (the other language's run on this server may have saved two already).
    const site = page.locator('.ant-form-item').filter({ has: page.locator('#siteImages') });
    await page.waitForLoadState('networkidle');
    const before = await site.locator('img[alt$=".png"]').count();
    await page
      .locator('#siteImages input[type=file], input#siteImages')
      .first()
      .setInputFiles([pictureFile('hall.png', 400, 300, 0x66), pictureFile('line.png', 400, 300, 0x99)]);
    await expect(site.locator('img[alt$=".png"]')).toHaveCount(before + 2, { timeout: 30_000 });
    await page.getByRole('button', { name: L.save }).click();
    await expect(page.getByText(L.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('profile-video')).toBeVisible();
    await keepScreenshot(page, `${lang}-enterprise-video`, info.project.name);

    // Item 6: the progress page's pending audits and related enterprises.
    await page.goto('/myEnterprise/progress');
    await expect(page.getByRole('heading', { name: L.audits })).toBeVisible();
    await expect(page.getByRole('heading', { name: L.related })).toBeVisible();
    await page.getByLabel(L.creditCode).fill(demoCreditCode('02'));
    await page.getByRole('button', { name: L.ask }).click();
    await expect(page.getByText(L.sent)).toBeVisible();
    const list = page.getByTestId('related-list');
    await expect(list.getByText(L.pending, { exact: true })).toBeVisible();
    await keepScreenshot(page, `${lang}-related-enterprises`, info.project.name);
    await list.getByRole('button', { name: L.withdraw }).click();
    await expect(list.getByText(L.withdrawn, { exact: true }).first()).toBeVisible();
  });
}
