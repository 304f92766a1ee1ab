import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { login } from '../support/journeys';

/** The words of the journey in the two languages it runs in. */
const WORDS = {
  'zh-Hans': {
    meet: '/interaction/InvitationMeet',
    search: '输入企业名称、品牌或展位号',
    invite: '邀约',
    list: '/interaction/InvitationList',
    day: '日期',
    send: '发送邀约',
    topic: '会面主题',
    pending: '待对方回复',
    accept: /^同\s?意$/,
    accepted: '已同意',
    ics: '下载日历 (.ics)',
    icsDay: '下载当天全部会面 (.ics)',
  },
  en: {
    meet: '/en/InvitationMeetEn',
    search: 'Company name, brand or booth number',
    invite: 'Invite',
    list: '/en/InvitationListEn',
    day: 'Day',
    send: 'Send invitation',
    topic: 'Topic',
    pending: 'PENDING',
    accept: /^Accept$/,
    accepted: 'ACCEPTED',
    ics: 'Add to calendar (.ics)',
    icsDay: 'Download the whole day (.ics)',
  },
} as const;

/** Clicks a download button and answers the file's text. */
async function downloadText(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(path, 'utf8') };
}

/**
 * Issue 20: the demo buyer books a free slot at the demo company's booth on 17 May; the
 * company's administrator accepts from the invitation's card in the chat; both see it in their day view and download the .ics.
 * Chinese on the desktop project, English on the phone project (different slots).
 */
test('meetings: book a slot at a booth, accept, day view and calendar files', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const phone = info.project.name === 'phone';
  const lang = phone ? 'en' : 'zh-Hans';
  const w = WORDS[lang];
  // A retry (CI) books the next slot: the first try's meeting still holds its own.
  const slot = (phone ? ['15:00', '15:30'] : ['11:00', '11:30'])[Math.min(info.retry, 1)] ?? '11:00';
  const topic = phone ? `Fluff pulp samples ${Date.now() % 100000}` : `绒毛浆样品洽谈${Date.now() % 100000}`;
  await useLanguage(page, lang);
  await login(page, lang, '13800000001');

  if (phone) {
    // From the exhibitor's page (the demo company, enterprise 1): "request a meeting".
    await page.goto('/en/enterprise/detail?id=1');
    await page.getByTestId('meeting-request').click();
    await expect(page).toHaveURL(new RegExp(`${w.meet}\\?enterpriseId=1`));
  } else {
    // From the menu's invitation page: find the company, invite it.
    await page.goto(w.meet);
    await page.getByLabel(w.search).fill('青禾');
    await page.getByLabel(w.search).press('Enter');
    await page.getByRole('button', { name: w.invite, exact: true }).first().click();
  }
  await page.getByRole('radiogroup', { name: w.day }).getByText(/17/).click();
  await expect(page).toHaveURL(/day=2024-05-17/);
  await page.getByRole('radio', { name: slot, exact: true }).click();
  await page.getByLabel(w.topic).fill(topic);
  await page.getByRole('button', { name: w.send }).click();
  await expect(page).toHaveURL(new RegExp(w.list));
  const mine = page.getByTestId(/^meeting-\d+$/).filter({ hasText: topic });
  await expect(mine).toContainText(w.pending);
  await expect(mine).toContainText('Asia/Shanghai');

  // The demo company's administrator accepts in the enterprise center.
  const exhibitorContext = await browser.newContext({
    viewport: page.viewportSize() ?? { width: 1280, height: 900 },
    isMobile: phone,
    hasTouch: phone,
  });
  const exhibitor = await exhibitorContext.newPage();
  await useLanguage(exhibitor, lang);
  await login(exhibitor, lang, '13800000002');
  // The invitation reached the administrator's chat as a card; they accept it there.
  await exhibitor.goto('/myEnterprise/sceneChat');
  await exhibitor
    .getByTestId('chat-conversation')
    .filter({ hasText: /李明|李先生\d+/ })
    .click();
  const card = exhibitor.getByTestId('meeting-chat-card').filter({ hasText: topic }).last();
  await expect(card).toContainText(w.pending);
  await card.getByRole('button', { name: w.accept }).click();
  await expect(card).toContainText(w.accepted);
  // …and the enterprise center's list says the same.
  await exhibitor.goto('/myEnterprise/inviList');
  const received = exhibitor.getByTestId(/^meeting-\d+$/).filter({ hasText: topic });
  await expect(received).toContainText(w.accepted);
  const id = (await received.getAttribute('data-testid'))?.replace('meeting-', '');

  // Both see it in their day view of 17 May and download it.
  for (const who of [exhibitor, page]) {
    await who.goto(`${w.list}?view=day&day=2024-05-17`);
    const entry = who.getByTestId(`day-meeting-${id}`);
    await expect(entry).toContainText(w.accepted);
    await expect(entry).toContainText(slot);
    const one = await downloadText(who, entry.getByRole('button', { name: w.ics }));
    expect(one.name).toBe(`cidpex-meeting-${id}.ics`);
    expect(one.text).toContain(`DTSTART:20240517T0${Number(slot.slice(0, 2)) - 8}${slot.slice(3, 5)}00Z`);
    expect(one.text).toContain('BEGIN:VEVENT');
    const day = await downloadText(who, who.getByRole('button', { name: w.icsDay }));
    expect(day.text).toContain(`UID:field-appointment-${id}@cidpex`);
    const width = await who.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(who.viewportSize()?.width ?? 1280);
  }
  await keepScreenshot(exhibitor, 'meetings-exhibitor-day', info.project.name);
  await exhibitorContext.close();
  await keepScreenshot(page, 'meetings-buyer-day', info.project.name);
});
