import type { Browser, Page } from '@playwright/test';
import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { login, pictureFile, type SiteLang } from '../support/journeys';

const WORDS = {
  'zh-Hans': {
    list: '/exhibitorList',
    chatPath: /\/user\/UserCenter\/chat\?to=u\d+$/,
    empty: '不能发送空消息哦',
    text: '请问展位上有竹浆面巾纸样品吗？',
    reply: '有的，欢迎来展位领取。',
    kicked: '由于多实例登录被踢出，请重新登录。',
    buyer: '李明',
    save: /^保\s?存$/,
    create: /^创\s?建$/,
    members: '群成员（2）',
    blacklistEmpty: '黑名单为空',
  },
  en: {
    list: '/exhibitor/exhibitorListEn',
    chatPath: /\/userCenterEn\/chatEn\?to=u\d+$/,
    empty: 'An empty message cannot be sent',
    text: 'Do you have bamboo tissue samples at the booth?',
    reply: 'Yes, please come and pick some up.',
    kicked: 'You were signed out of chat because chat was opened in another window. Please sign in again.',
    buyer: '李明',
    save: /^Save$/,
    create: /^Create$/,
    members: 'Members (2)',
    blacklistEmpty: 'You have not blocked anyone',
  },
} as const;

async function personPage(browser: Browser, like: Page, phone: boolean, lang: SiteLang, account: string) {
  const context = await browser.newContext({
    viewport: like.viewportSize() ?? { width: 1280, height: 900 },
    isMobile: phone,
    hasTouch: phone,
  });
  const page = await context.newPage();
  await useLanguage(page, lang);
  await login(page, lang, account);
  return page;
}

/**
 * Issue 17: a buyer opens chat from an exhibitor's page and sends text and a picture; the
 * company's administrator answers from the enterprise center and the buyer sees it at once;
 * signing in to chat again elsewhere kicks the first window. Chinese on the desktop project,
 * English on the phone project.
 */
test('chat: buyer writes from the exhibitor page, staff answer, a second sign-in kicks the first', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(240_000);
  const phone = info.project.name === 'phone';
  const lang: SiteLang = phone ? 'en' : 'zh-Hans';
  const w = WORDS[lang];
  const stamp = `${Date.now() % 1_000_000}`;
  await useLanguage(page, lang);
  await login(page, lang, '13800000001');

  // The demo company's page, then its Chat button.
  await page.goto(`${w.list}?keyword=${encodeURIComponent('青禾')}`);
  await page.getByTestId('exhibitor-row').first().getByRole('link').first().click();
  await page.getByTestId('chat-button').click();
  await expect(page).toHaveURL(w.chatPath);
  const composer = page.getByTestId('chat-input');
  await expect(composer).toBeVisible();
  // The demo conversation is there (history page 1).
  await expect(page.getByTestId('chat-messages')).toContainText('A1-101');

  await page.getByTestId('chat-send').click();
  await expect(page.getByText(w.empty)).toBeVisible();
  await composer.fill(`${w.text} ${stamp}`);
  await composer.press('Enter');
  const mine = page.getByTestId('chat-message').filter({ hasText: stamp });
  await expect(mine).toBeVisible();
  await page.getByTestId('chat-picture-input').setInputFiles(pictureFile('sample.png', 400, 300, 0x66));
  await expect(page.getByTestId('chat-image').last()).toBeVisible();
  // And a file (a price list as a PDF).
  const fileName = `offer-${stamp}.pdf`;
  await page.getByTestId('chat-file-input').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n% price list ${stamp}\n%%EOF\n`),
  });
  await expect(page.locator('.chat-file').filter({ hasText: fileName })).toBeVisible();

  // The administrator answers from the enterprise center.
  const staff = await personPage(browser, page, phone, lang, '13800000002');
  await staff.goto('/myEnterprise/sceneChat');
  await expect(staff.getByTestId('chat-unread')).toBeVisible();
  await staff
    .getByTestId('chat-conversation')
    .filter({ hasText: /李明|李先生\d+/ })
    .click();
  await expect(staff.getByTestId('chat-message').filter({ hasText: `${w.text} ${stamp}` })).toBeVisible();
  await expect(staff.getByTestId('chat-image').last()).toBeVisible();
  // The file opens for the other participant (through its signed link).
  const file = staff.locator('.chat-file').filter({ hasText: fileName });
  await expect(file).toBeVisible();
  const fileAnswer = await staff.request.get((await file.getAttribute('href')) ?? '');
  expect(fileAnswer.status()).toBe(200);
  expect((await fileAnswer.body()).toString()).toContain(`price list ${stamp}`);
  await staff.getByTestId('chat-input').fill(`${w.reply} ${stamp}`);
  await staff.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-message').filter({ hasText: w.reply })).toBeVisible();
  // The buyer's window read it: the administrator sees their message marked read.
  await expect(staff.getByTestId('chat-message').last()).toBeVisible();

  // A remark name for the buyer (contact actions: Chinese only, spec §5).
  if (!phone) {
    await staff.getByTestId('chat-remark-edit').click();
    await staff.getByTestId('chat-remark-input').fill(`李先生${stamp}`);
    await staff.getByRole('button', { name: w.save }).click();
    await expect(staff.getByTestId('chat-remark')).toContainText(`李先生${stamp}`);
  }
  // A group with the buyer, from the conversation list; its members; the (empty) blacklist.
  if (phone) await staff.getByRole('button', { name: /Back/ }).click();
  await staff.getByTestId('chat-group-create').click();
  await staff.getByRole('button', { name: w.create }).click();
  await expect(staff.getByRole('dialog')).toContainText(phone ? 'Please enter a group name' : '请输入群名称');
  await staff.getByTestId('chat-group-name').fill(`Samples ${stamp}`);
  await staff.getByRole('dialog').getByText(w.buyer).first().click();
  await staff.getByRole('button', { name: w.create }).click();
  await expect(staff.locator('.chat-conv__title')).toContainText(`Samples ${stamp}`);
  await staff.getByTestId('chat-group-members').click();
  await expect(staff.getByRole('dialog')).toContainText(w.members);
  await expect(staff.getByTestId('chat-group-member')).toHaveCount(2);
  await staff.keyboard.press('Escape');
  // The buyer's list (beside the conversation on a desktop) shows the new group at once.
  if (!phone)
    await expect(page.getByTestId('chat-conversation').filter({ hasText: `Samples ${stamp}` })).toBeVisible();
  if (phone) await staff.getByRole('button', { name: /Back/ }).click();
  await staff.getByTestId('chat-blacklist').click();
  await expect(staff.getByRole('dialog')).toContainText(w.blacklistEmpty);
  await staff.context().close();

  // A group of three from the buyer's list: the administrator and another exhibitor's contact.
  if (phone) await page.getByRole('button', { name: /Back/ }).click();
  await page.getByTestId('chat-group-create').click();
  await page.getByTestId('chat-group-name').fill(`Trio ${stamp}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByText('王芳').first().click();
  await dialog.getByText('陈静').first().click();
  await page.getByRole('button', { name: w.create }).click();
  await expect(page.locator('.chat-conv__title')).toContainText(`Trio ${stamp}`);
  await page.getByTestId('chat-group-members').click();
  await expect(page.getByTestId('chat-group-member')).toHaveCount(3);
  await expect(page.getByTestId('chat-group-number')).toBeVisible();
  await page.keyboard.press('Escape');

  // The buyer opens chat somewhere else: the first window is kicked out with the spec's tip.
  const second = await personPage(browser, page, phone, lang, '13800000001');
  await second.goto(phone ? '/userCenterEn/chatEn' : '/user/UserCenter/chat');
  await expect(second.getByTestId('chat-window')).toBeVisible();
  await expect(page.getByTestId('chat-kicked')).toContainText(w.kicked);
  await second.context().close();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);
  await keepScreenshot(page, 'chat', info.project.name);
});
