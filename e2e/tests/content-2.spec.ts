import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { login, organizerLogin, pictureFile } from '../support/journeys';

/** An MP4 header (ftyp + free): accepted by the upload's type check; the journey does not play it. */
function mp4File(name: string) {
  const b = Buffer.alloc(32);
  b.writeUInt32BE(24, 0);
  b.write('ftyp', 4);
  b.write('isom', 8);
  b.writeUInt32BE(512, 12);
  b.write('isom', 16);
  b.write('mp41', 20);
  b.writeUInt32BE(8, 24);
  b.write('free', 28);
  return { name, mimeType: 'video/mp4', buffer: b };
}

const DEMO_WEBCAST = {
  'zh-Hans': '青禾纸业新品发布网络直播（示例）',
  en: 'Qinghe Paper product launch webcast (demo)',
} as const;

/**
 * Issue 21, webcasts: the demo company's staff write a webcast with a video and submit it at
 * /myEnterprise/webcast; the organizer approves it at /organizer/webcasts; a visitor finds it
 * on /webinar, plays the demo webcast (the generated HLS stream) on its multi-video page and
 * asks a question, which the organizer approves with an answer. Then the organizer posts a
 * photo to the wall, hides it and shows it again. Consoles in Chinese on a desktop window;
 * the visitor in Chinese on the desktop project and in English on the phone.
 */
test('webcast from the enterprise to the visitor, questions moderated, the photo wall managed', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(300_000);
  const phone = info.project.name === 'phone';
  const lang = phone ? 'en' : 'zh-Hans';
  const stamp = `${Date.now() % 1_000_000}${phone ? 'P' : 'D'}`;
  const title = `柔韧系列直播${stamp}`;
  const titleEn = `Soft series webcast ${stamp}`;

  // The enterprise's staff member writes and submits it.
  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(staff, 'zh-Hans');
  await login(staff, 'zh-Hans', '13800000011');
  await staff.goto('/myEnterprise/webcast');
  await staff.getByTestId('new-webcast').first().click();
  const form = staff.getByTestId('webcast-form');
  // Nothing filled: the messages say what is missing.
  await form.getByRole('button', { name: '保存并提交审核' }).click();
  await expect(form.getByText('请填写标题')).toBeVisible();
  await expect(form.getByText('请至少上传一段视频')).toBeVisible();
  await form.getByLabel('标题 *').fill(title);
  await form.getByLabel('英文标题').fill(titleEn);
  await form.getByLabel('简介').fill('三层原生木浆');
  await staff.getByTestId('webcast-video-input').setInputFiles(mp4File('launch.mp4'));
  await expect(form.getByLabel('第 1 段视频标题')).toHaveValue('launch');
  await form.getByLabel('报告').fill('发布会报告第一段。\n\n第二段<script>alert(1)</script>');
  await form.getByRole('button', { name: '保存并提交审核' }).click();
  const row = staff.getByTestId('own-webcasts').locator('.ant-list-item', { hasText: title });
  await expect(row.getByTestId('webcast-state')).toHaveText('待审核');
  await staff.close();

  // The organizer approves it.
  const org = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(org, 'zh-Hans');
  await organizerLogin(org, '手机号码/邮箱', '密码');
  await org.goto('/organizer/webcasts');
  await org.getByRole('button', { name: title }).click();
  const review = org.getByTestId('webcast-review');
  await expect(review).toContainText('发布会报告第一段');
  // Typed as text: shown as text, never run.
  await expect(review.locator('script')).toHaveCount(0);
  await review.getByRole('button', { name: '驳 回' }).click();
  await expect(review.getByText('驳回时请填写原因')).toBeVisible();
  await review.getByRole('button', { name: '通 过' }).click();
  await expect(org.getByRole('button', { name: title })).toHaveCount(0);

  // A visitor finds it, and watches the demo webcast's videos.
  await useLanguage(page, lang);
  await page.goto('/webinar');
  await expect(page.getByTestId('webcast-list')).toContainText(phone ? titleEn : title);
  await page.getByRole('link', { name: DEMO_WEBCAST[lang] }).click();
  await expect(page).toHaveURL(/\/webcast\/multipleDetail\?id=\d+/);
  const id = new URL(page.url()).searchParams.get('id');
  const video = page.getByTestId('live-video');
  await expect
    .poll(async () => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.5);
  await page.getByRole('button', { name: '2. 生产线参观' }).click();
  await expect(page).toHaveURL(/v=1/);
  await expect(
    page.getByRole('heading', { level: 2, name: phone ? 'Report' : '报告', exact: true }),
  ).toBeVisible();
  await page.goto('/video/list');
  await expect(page.getByTestId('video-list')).toContainText(phone ? titleEn : title);
  await keepScreenshot(page, 'content-webcast', info.project.name);

  // Asking needs a sign-in; the question waits for the organizer.
  const question = `起订量多少${stamp}`;
  await login(page, lang, '13800000001');
  await page.goto(`/webcast/question?id=${id}`);
  await page.getByLabel(phone ? 'Your question' : '您的问题').fill(question);
  await page.getByRole('button', { name: phone ? 'Ask' : '提问' }).click();
  await expect(page.getByRole('status').filter({ hasText: phone ? 'Sent' : '已提交' })).toBeVisible();

  await org.goto('/organizer/webcasts');
  await org.getByText('提问', { exact: true }).click();
  const item = org.getByTestId('question-queue').locator('.ant-list-item', { hasText: question });
  await item.getByLabel('回复（选填）').fill('一个整柜');
  await item.getByRole('button', { name: '通过并显示' }).click();
  await expect(item).toHaveCount(0);
  await page.reload();
  await expect(page.locator('#questions')).toContainText(question);
  await expect(page.locator('#questions')).toContainText('一个整柜');

  // The photo wall: post, hide, show.
  const caption = `展馆实拍${stamp}`;
  await org.goto('/organizer/live');
  await org.getByText('图片直播', { exact: true }).click();
  await org.getByLabel('说明 · 简体中文').fill(caption);
  await org.getByLabel('说明 · English').fill(`Hall photo ${stamp}`);
  await org.getByTestId('photo-input').setInputFiles(pictureFile('hall.png', 320, 200));
  const photo = org.getByTestId('photo-console').locator('.ant-list-item', { hasText: caption });
  await expect(photo).toBeVisible();
  await page.goto('/live/photoLive');
  await expect(page.getByText(phone ? `Hall photo ${stamp}` : caption)).toBeVisible();
  await photo.getByRole('switch').click();
  await expect(photo.getByRole('switch')).not.toBeChecked();
  await page.reload();
  await expect(page.getByText(phone ? `Hall photo ${stamp}` : caption)).toHaveCount(0);
  await photo.getByRole('switch').click();
  await expect(photo.getByRole('switch')).toBeChecked();
  await org.close();
});
