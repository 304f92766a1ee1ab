import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { certifyEnterprise, organizerLogin, signUp } from '../support/journeys';

const WORDS = {
  'zh-Hans': {
    certified: '已认证',
    apply: '申请参展',
    meetingStep: '会议室与 HPIA 增值服务',
    room: '预订会议室',
    seats: '座位数',
    member: 'HPIA 会员',
    forum: '论坛席位',
    save: '保存并继续',
    roomSummary: '40 个座位，展期内任意一天',
    done: '已完成',
    locked: '未开放',
    draft: '草稿',
    notApproved: '您的参展申请尚未通过',
    open: '进入',
    cardsTitle: '推荐采购商',
    viewCard: '查看名片',
    privacy: '不显示联系方式',
    applyChat: '就此求购申请洽谈',
  },
  en: {
    certified: 'is certified',
    apply: 'Apply to exhibit',
    meetingStep: 'Meeting room & HPIA extras',
    room: 'Book a meeting room',
    seats: 'Seats',
    member: 'HPIA member',
    forum: 'Forum seats',
    save: 'Save and continue',
    roomSummary: '40 seats, Any day of the fair',
    done: 'Done',
    locked: 'Locked',
    draft: 'Draft',
    notApproved: 'Your application is not approved yet',
    open: 'Open',
    cardsTitle: 'Recommended buyers',
    viewCard: 'View card',
    privacy: 'Contacts are not shown',
    applyChat: 'Apply to chat on this demand',
  },
} as const;

/**
 * Issue 19, the exhibitor service platform (/enterpriseServicePlatform/*): a new enterprise,
 * certified by the organizer, reads the settled page, opens the application's navigation, saves
 * the meeting step (a meeting room and HPIA extras), finds them in the final confirmation, opens
 * the exhibitor hub, the recommended buyers and one buyer's card, which leads to the chat
 * application on their demand. Chinese on the desktop, English on the phone.
 */
test('service platform: settled, navigation, meeting step, confirmation, hub, buyers, card', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  const lang = phone ? 'en' : 'zh-Hans';
  const w = WORDS[lang];
  const stamp = Date.now().toString().slice(-6);
  const company = `平台测试纸业${stamp}有限公司`;
  const companyEn = `Platform Test Paper ${stamp} Co., Ltd.`;

  await useLanguage(page, lang);
  await signUp(page, lang, lang === 'en' ? `Lena Platform${stamp}` : `平台展商${stamp}`);
  await page.goto('/enterprise/certification');
  await certifyEnterprise(page, lang, company, companyEn);
  const organizer = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(organizer, 'zh-Hans');
  await organizerLogin(organizer, '手机号码/邮箱', '密码');
  await organizer.goto('/organizer/enterprises');
  await organizer.getByRole('button', { name: `通过 ${company}` }).click();
  await expect(organizer.getByText('已通过认证').first()).toBeVisible();
  await organizer.close();

  // The settled page: the enterprise is certified; the next thing to do is to apply.
  await page.goto('/enterpriseServicePlatform/settledPlatform');
  const main = page.locator('#main');
  await expect(page.getByTestId('settled-text')).toContainText(w.certified);
  await expect(main.getByRole('button', { name: w.apply })).toBeVisible();

  // The navigation: nothing done yet, the confirmation locked; the meeting step opens.
  await page.goto('/enterpriseServicePlatform/applyNavigation');
  await expect(page.getByTestId('nav-step-confirm')).toHaveAttribute('data-state', 'locked');
  await expect(page.getByTestId('nav-status')).toContainText(w.draft);
  await page.getByTestId('nav-step-meeting').getByRole('link').click();
  await expect(page).toHaveURL(/\/enterpriseServicePlatform\/applyMeeting$/);

  // The meeting step: a room of 40 seats, HPIA membership and two forum seats; saved.
  await main.getByRole('switch', { name: w.room }).click();
  await main.getByLabel(w.seats, { exact: true }).fill('40');
  await main.getByRole('switch', { name: w.member }).click();
  await main.getByLabel(w.forum, { exact: true }).fill('2');
  await main.getByRole('button', { name: w.save }).click();
  await expect(page).toHaveURL(/step=confirm/);
  const summary = page.getByTestId('meeting-summary');
  await expect(summary).toContainText(w.roomSummary);
  await expect(summary).toContainText(w.member);
  await keepScreenshot(page, 'service-platform-confirm', info.project.name);

  // Saved on the server: the navigation shows the step done, and a reload keeps it.
  await page.goto('/enterpriseServicePlatform/applyNavigation');
  await expect(page.getByTestId('nav-step-meeting')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('nav-step-meeting')).toContainText(w.done);
  await keepScreenshot(page, 'service-platform-navigation', info.project.name);
  await page.goto('/enterpriseServicePlatform/applyMeeting');
  await expect(main.getByLabel(w.seats, { exact: true })).toHaveValue('40');

  // The hub: the application is a draft, so the services wait; the buyers are one click away.
  await page.goto('/enterpriseServicePlatform/exhibitorServicePlatform');
  await expect(page.getByTestId('platform-status')).toContainText(w.draft);
  await expect(main.getByText(w.notApproved)).toBeVisible();
  await keepScreenshot(page, 'service-platform-hub', info.project.name);
  await page.getByTestId('platform-cards').getByRole('link', { name: w.open }).click();
  await expect(page).toHaveURL(/\/enterpriseServicePlatform\/recommendCard$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(w.cardsTitle);

  // A buyer's card: the public part only; getting in touch goes through the chat application.
  const first = page.locator('[data-testid^="recommend-card-"]').first();
  await expect(first).toBeVisible();
  const seeking = (await first.locator('p').first().innerText()).trim();
  await keepScreenshot(page, 'service-platform-cards', info.project.name);
  await first.getByRole('link', { name: w.viewCard }).click();
  await expect(page).toHaveURL(/\/enterpriseServicePlatform\/cardDetail\?id=\d+$/);
  const id = new URL(page.url()).searchParams.get('id');
  const card = page.getByTestId('card-detail');
  await expect(card).toBeVisible();
  expect(seeking.length).toBeGreaterThan(0);
  await expect(card).not.toContainText(/1[3-9]\d{9}|@/);
  await expect(main.getByText(w.privacy, { exact: false })).toBeVisible();
  await keepScreenshot(page, 'service-platform-card', info.project.name);
  await main.getByRole('button', { name: w.applyChat }).click();
  await expect(page).toHaveURL(new RegExp(`/inter/detail\\?id=${id}$`));
});
