import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { chooseOption, login, organizerLogin, pictureFile } from '../support/journeys';

/** The words of the journey in the two languages it runs in. */
const WORDS = {
  'zh-Hans': {
    site: '/inter',
    category: '分类',
    categoryOption: '生活用纸成品',
    title: '标题',
    content: '内容',
    chooseCover: '选择封面图片',
    useCover: '使用此封面',
    submit: '提交审核',
    pending: '待审核',
    published: '已发布',
    comment: '发表评论',
    send: /^评\s?论$/,
    commentText: '请问能否提供样品？',
    collect: /^收藏/,
    uncollect: /^取消收藏/,
    apply: '申请沟通',
    applySend: '发送申请',
    waiting: '待处理',
    accept: /^通\s?过$/,
    accepted: '已接受',
  },
  en: {
    site: '/en/inter',
    category: 'Category',
    categoryOption: 'Finished Tissue Products',
    title: 'Title',
    content: 'Content',
    chooseCover: 'Choose a cover picture',
    useCover: 'Use this cover',
    submit: 'Publish for review',
    pending: 'Pending review',
    published: 'Published',
    comment: 'Your comment',
    send: /^Comment$/,
    commentText: 'Could you send samples?',
    collect: /^Collect/,
    uncollect: /^Cancel collection/,
    apply: 'Apply to chat',
    applySend: 'Send application',
    waiting: 'Pending',
    accept: /^Accept$/,
    accepted: 'Accepted',
  },
} as const;

/**
 * Issue 18: the demo company's administrator publishes a post with a cover cropped to
 * 215×140; the organizer approves it; a buyer finds it on the board, comments, collects it
 * and applies to chat; the publisher's enterprise accepts. Chinese on the desktop project,
 * English on the phone project.
 */
test('supply and demand: publish, approve, comment, collect, apply to chat, accept', async ({
  page,
  browser,
}, info) => {
  // Four people in turn (publisher, organizer, buyer, publisher again): more than one person's journey.
  test.setTimeout(240_000);
  const lang = info.project.name === 'phone' ? 'en' : 'zh-Hans';
  const w = WORDS[lang];
  const stamp = `${Date.now() % 1_000_000}${info.project.name === 'phone' ? 'P' : 'D'}`;
  const title = lang === 'en' ? `Need 3-ply toilet tissue ${stamp}` : `求购三层卫生纸${stamp}`;
  await useLanguage(page, lang);
  // The demo company's administrator (README demo accounts), pre-registered by the demo data.
  await login(page, lang, '13800000002');

  await page.goto(`${w.site}/publish`);
  await chooseOption(page, w.category, w.categoryOption);
  await page.getByLabel(w.title, { exact: true }).fill(title);
  await page
    .getByLabel(w.content, { exact: true })
    .fill(
      lang === 'en'
        ? 'Monthly 20 t, FSC. See https://example.com/rfq'
        : '每月 20 吨，需质检报告。详见 https://example.com/rfq',
    );
  await page.getByLabel(w.chooseCover).setInputFiles(pictureFile('cover.png', 600, 300, 0x88));
  await page.getByRole('button', { name: w.useCover }).click();
  await expect(page.getByRole('img', { name: lang === 'en' ? 'Cover' : '封面' })).toBeVisible();
  await page.getByRole('button', { name: w.submit }).click();
  await expect(page).toHaveURL(lang === 'en' ? /\/userCenterEn\/post/ : /\/user\/UserCenter\/MyPosts/);
  const mine = page.locator('.ant-list-item').filter({ hasText: title });
  await expect(mine).toContainText(w.pending);

  // The organizer approves it (the console is Chinese).
  const console = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(console, 'zh-Hans');
  await organizerLogin(console, '手机号码/邮箱', '密码');
  await console.goto(`/organizer/purposes?q=${encodeURIComponent(title)}`);
  const card = console.locator('.ant-card').filter({ hasText: title });
  await expect(card).toContainText('待审核');
  await card.getByRole('button', { name: /^通\s?过$/ }).click();
  await console
    .getByRole('tooltip')
    .getByRole('button', { name: /^通\s?过$/ })
    .click();
  await expect(console.getByText('已通过，已在平台展示')).toBeVisible();
  await console.close();

  // A buyer finds it on the board, comments, collects it and applies to chat.
  const buyerContext = await browser.newContext({
    viewport: page.viewportSize() ?? { width: 1280, height: 900 },
    isMobile: info.project.name === 'phone',
    hasTouch: info.project.name === 'phone',
  });
  const buyer = await buyerContext.newPage();
  await useLanguage(buyer, lang);
  await login(buyer, lang, '13800000001');
  await buyer.goto(`${w.site}/SupplyPlatform?q=${encodeURIComponent(stamp)}`);
  await buyer.getByRole('link', { name: title }).click();
  await expect(buyer.getByRole('heading', { name: title })).toBeVisible();
  await expect(buyer.getByRole('link', { name: 'https://example.com/rfq' })).toHaveAttribute(
    'rel',
    /noopener/,
  );
  await buyer.getByLabel(w.comment).fill(w.commentText);
  await buyer.getByRole('button', { name: w.send }).click();
  await expect(buyer.getByText(w.commentText)).toBeVisible();
  await buyer.getByRole('button', { name: w.collect }).click();
  await expect(buyer.getByRole('button', { name: w.uncollect })).toBeVisible();
  await buyer.getByRole('button', { name: w.apply }).click();
  await buyer.getByRole('dialog').getByRole('button', { name: w.applySend }).click();
  await expect(buyer.getByText(w.waiting, { exact: true })).toBeVisible();
  const width = await buyer.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(buyer.viewportSize()?.width ?? 1280);
  await buyerContext.close();

  // The publisher's enterprise accepts the application.
  await page.goto('/myEnterprise/chatAppl');
  const application = page.locator('.ant-list-item').filter({ hasText: title });
  await expect(application).toContainText(w.waiting);
  await application.getByRole('button', { name: w.accept }).click();
  await expect(application).toContainText(w.accepted);
  await expect(application.getByTestId('chat-conversation-slot')).toBeVisible();
  await page.goto(`${w.site === '/inter' ? '/user/UserCenter/MyPosts' : '/userCenterEn/post'}`);
  await expect(page.locator('.ant-list-item').filter({ hasText: title })).toContainText(w.published);
  await keepScreenshot(page, `${lang}-purpose-accepted`, info.project.name);
});
