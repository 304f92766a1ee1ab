import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { chooseOption, DEMO_PASSWORD, loginZh, organizerLogin, pictureFile } from '../support/journeys';

const OUTBOX = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
  process.env.E2E_DATA_DIR ?? '.tmp/e2e',
  'outbox.jsonl',
);

/** Whether a notice containing the text reached the recipient (the server's outbox copy). */
function noticeSent(recipient: string, text: string): boolean {
  if (!fs.existsSync(OUTBOX)) return false;
  return fs
    .readFileSync(OUTBOX, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { recipient: string; body: string })
    .some((n) => n.recipient === recipient && n.body.includes(text));
}

/** The words of the journey in the two languages it runs in. */
const WORDS = {
  'zh-Hans': {
    brandName: '品牌中文名称',
    saveBrand: '保存品牌',
    title: '活动名称',
    type: '活动类型',
    launch: '新品发布',
    day: '活动日期',
    dayOption: '5月16日',
    start: '开始时间',
    end: '结束时间',
    booth: '展位号',
    capacity: '名额',
    saveSubmit: '保存并提交审核',
    pending: '待审核',
    approved: '已通过',
    signUp: '我要报名',
    waiting: '待确认',
    accept: /^接\s?受$/,
    accepted: '已接受',
  },
  en: {
    brandName: 'Brand name (English)',
    saveBrand: 'Save brand',
    title: 'Activity title',
    type: 'Activity type',
    launch: 'Product launch',
    day: 'Date',
    dayOption: '16 May',
    start: 'Start time',
    end: 'End time',
    booth: 'Booth number',
    capacity: 'Places',
    saveSubmit: 'Save and submit for review',
    pending: 'Awaiting review',
    approved: 'Approved',
    signUp: 'Sign up',
    waiting: 'Awaiting confirmation',
    accept: /^Accept$/,
    accepted: 'Accepted',
  },
} as const;

async function login(page: Page, lang: 'zh-Hans' | 'en', mobile: string) {
  if (lang === 'zh-Hans') return loginZh(page, mobile);
  await page.goto('/loginEn');
  await page.getByLabel('Mobile number or email').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.locator('form:not([role=search]) button[type=submit]').click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

/**
 * Issue 4: staff add a brand with a logo and an activity inside the fair, submitted; the
 * organizer approves; a buyer signs up; the enterprise accepts and the buyer is told.
 * Chinese on the desktop project, English on the phone project.
 */
test('brands and activities: brand with logo, activity reviewed, signed up and accepted', async ({
  page,
  browser,
}, info) => {
  const lang = info.project.name === 'phone' ? 'en' : 'zh-Hans';
  const w = WORDS[lang];
  const stamp = `${Date.now() % 1_000_000}${info.project.name === 'phone' ? 'P' : 'D'}`;
  const brand = lang === 'en' ? `Softleaf ${stamp}` : `柔叶${stamp}`;
  const title = lang === 'en' ? `Bamboo tissue launch ${stamp}` : `竹浆新品发布会${stamp}`;
  await useLanguage(page, lang);
  // The demo company's staff member (README demo accounts).
  await login(page, lang, '13800000011');

  // A brand with a logo.
  await page.goto('/myEnterprise/brand/add');
  await page.getByLabel(w.brandName).fill(brand);
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles(pictureFile('logo.png', 200, 200, 0x66));
  await expect(page.locator('.ant-upload-list-item-done').first()).toBeVisible();
  await page.getByRole('button', { name: w.saveBrand }).click();
  await expect(page).toHaveURL(/\/myEnterprise\/brand\/list$/);
  const brandRow = page.locator('.ant-list-item').filter({ hasText: brand });
  await expect(brandRow.getByRole('img')).toBeVisible();

  // An activity on a fair day, submitted for review.
  await page.goto('/myEnterprise/activityAdd');
  await page.getByLabel(w.title, { exact: true }).fill(title);
  await chooseOption(page, w.type, w.launch);
  await chooseOption(page, w.day, w.dayOption);
  await chooseOption(page, w.start, '10:00');
  await chooseOption(page, w.end, '11:00');
  await page.getByLabel(w.booth).fill('5A18');
  await page.getByLabel(w.capacity, { exact: true }).fill('20');
  await page.getByRole('button', { name: w.saveSubmit }).click();
  await expect(page).toHaveURL(/\/myEnterprise\/activityList$/);
  const activityRow = page.locator('.ant-list-item').filter({ hasText: title });
  await expect(activityRow).toContainText(w.pending);
  await expect(activityRow).toContainText(lang === 'en' ? '16 May 2024' : '2024年5月16日');
  await expect(activityRow).toContainText('10:00–11:00');

  // The organizer approves it (the console is Chinese).
  const console = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(console, 'zh-Hans');
  await organizerLogin(console, '手机号码/邮箱', '密码');
  await console.goto(`/organizer/activities?q=${encodeURIComponent(title)}`);
  const card = console.locator('.ant-card').filter({ hasText: title });
  await expect(card).toContainText('待审核');
  await card.getByRole('button', { name: /^通\s?过$/ }).click();
  await console
    .getByRole('tooltip')
    .getByRole('button', { name: /^通\s?过$/ })
    .click();
  await expect(console.getByText('已通过，活动已公开')).toBeVisible();
  await console.close();

  // A buyer signs up on the public activity list, at the project's width.
  const buyerContext = await browser.newContext({
    viewport: page.viewportSize() ?? { width: 1280, height: 900 },
    isMobile: info.project.name === 'phone',
    hasTouch: info.project.name === 'phone',
  });
  const buyer = await buyerContext.newPage();
  await useLanguage(buyer, lang);
  await login(buyer, lang, '13800000001');
  await buyer.goto('/activities');
  const offer = buyer.getByRole('article', { name: title });
  await offer.getByRole('button', { name: w.signUp }).click();
  await expect(offer).toContainText(w.waiting);
  const width = await buyer.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(buyer.viewportSize()?.width ?? 1280);
  await buyerContext.close();

  // The enterprise accepts; the buyer is told.
  await page.goto('/myEnterprise/activityAppList');
  const signup = page.locator('.ant-list-item').filter({ hasText: title });
  await expect(signup).toContainText('李明');
  await signup.getByRole('button', { name: w.accept }).click();
  await expect(signup).toContainText(w.accepted);
  await expect.poll(() => noticeSent('13800000001', title)).toBe(true);
  await page.goto('/myEnterprise/activityList?status=approved');
  await expect(activityRow).toContainText(w.approved);
  await keepScreenshot(page, `${lang}-activity-accepted`, info.project.name);
});
