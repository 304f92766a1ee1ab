import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { organizerLogin } from '../support/journeys';

const WORDS = {
  'zh-Hans': {
    account: '手机号码/邮箱',
    password: '密码',
    section: '展会新闻',
    write: '写新闻',
    published: '已发布',
    publish: '发 布',
  },
  en: {
    account: /Mobile|Email/,
    password: 'Password',
    section: 'Fair News',
    write: 'Write news',
    published: 'Published',
    publish: 'Publish',
  },
} as const;

/**
 * Issue 21: the organizer writes a news item in Simplified, checks the Traditional OpenCC
 * made, adds the English and publishes; a visitor finds it on the home page and in the news
 * list and reads it; the live page plays the demo stream. The console in Chinese on the
 * desktop project; the visitor in Chinese on the desktop, in English on the phone.
 */
test('news from the editor to the visitor, and the live stream plays', async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const lang = info.project.name === 'phone' ? 'en' : 'zh-Hans';
  const w = WORDS['zh-Hans'];
  const stamp = `${Date.now() % 1_000_000}${info.project.name === 'phone' ? 'P' : 'D'}`;
  const hans = `观众预登记开放${stamp}`;
  const hant = `觀眾預登記開放${stamp}`;
  const en = `Visitor registration opens ${stamp}`;

  const console = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(console, 'zh-Hans');
  await organizerLogin(console, w.account, w.password);
  await console.goto('/organizer/contents');
  await console.getByRole('button', { name: w.section }).click();
  await console.getByTestId('new-news').click();
  await console.getByTestId('title-zh-Hans').fill(hans);
  await console.getByTestId('summary-zh-Hans').fill('欢迎参观');
  await console.getByTestId('body-zh-Hans').fill('<p>观众预登记现已开放。</p><script>alert(1)</script>');
  await console.getByTestId('fill-hant').click();
  // OpenCC's Traditional, for the organizer to check.
  await expect(console.getByTestId('title-zh-Hant')).toHaveValue(hant);
  await expect(console.getByTestId('body-zh-Hant')).toHaveValue(/觀眾預登記現已開放/);
  await console.getByTestId('title-en').fill(en);
  await console.getByTestId('summary-en').fill('Welcome');
  await console.getByTestId('body-en').fill('<p>Pre-registration is open.</p>');
  await console.getByTestId('content-publish').click();
  await expect(console.getByTestId('content-status')).toHaveText(w.published);
  // Saved through the allow-list: the script is gone.
  await expect(console.getByTestId('body-zh-Hans')).toHaveValue('<p>观众预登记现已开放。</p>');
  await console.close();

  const title = lang === 'en' ? en : hans;
  await useLanguage(page, lang);
  // The latest news on the home of the reader's site (the English one at /IndexEn).
  await page.goto(lang === 'en' ? '/IndexEn' : '/home');
  await expect(page.getByTestId('latest-news')).toContainText(title);
  await page.goto('/introduce/ExhibitionNews');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('content-article')).not.toContainText('alert');
  await expect(page.locator('link[rel="alternate"][hreflang="zh-Hant"]')).toHaveCount(1);

  await page.goto('/live/videoLive');
  const video = page.getByTestId('live-video');
  await expect(video).toBeVisible();
  await expect
    .poll(async () => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.5);
  await keepScreenshot(page, 'content-live', info.project.name);
});
