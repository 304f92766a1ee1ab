import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';
import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { login, type SiteLang } from '../support/journeys';

/** Chromium's fake camera and microphone, allowed without a prompt (the call's media). */
test.use({
  permissions: ['camera', 'microphone'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

const WORDS = {
  'zh-Hans': {
    list: '/exhibitorList',
    chatPath: /\/user\/UserCenter\/chat\?to=u\d+$/,
    start: '视频通话',
    incoming: /邀请你视频通话/,
    connected: /^通话中 \d\d:\d\d$/,
    peerHungUp: '对方已挂断',
    hungUp: '通话已结束',
    caller: /李明|李先生\d+/,
    record: /^视频通话 时长 \d+:\d\d$/,
  },
  en: {
    list: '/exhibitor/exhibitorListEn',
    chatPath: /\/userCenterEn\/chatEn\?to=u\d+$/,
    start: 'Video call',
    incoming: /is calling you$/,
    connected: /^In call \d\d:\d\d$/,
    peerHungUp: 'The other person hung up',
    hungUp: 'Call ended',
    caller: /李明|李先生\d+/,
    record: /^Video call · \d+:\d\d$/,
  },
} as const;

/** Whether the page shows the other side's moving picture (frames decoded from the fake camera). */
async function remoteVideoPlays(page: Page) {
  await expect
    .poll(
      () =>
        page
          .getByTestId('call-remote')
          .evaluate((v: HTMLVideoElement) => v.videoWidth > 0 && v.currentTime > 0),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Issue 17's video call: a buyer calls the exhibitor's administrator from their conversation; the
 * call rings on whatever page the administrator has open; both see the other's picture over
 * WebRTC (Chromium's fake devices, signalled through the chat gateway); the buyer hangs up and the
 * administrator is told. Chinese on the desktop project, English on the phone project.
 */
test('chat: a 1:1 video call rings, connects with both pictures, and hangs up on both sides', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(240_000);
  const phone = info.project.name === 'phone';
  const lang: SiteLang = phone ? 'en' : 'zh-Hans';
  const w = WORDS[lang];

  // The administrator is signed in somewhere in the portal (the call rings on any page).
  const staffContext = await browser.newContext({
    viewport: page.viewportSize() ?? { width: 1280, height: 900 },
    isMobile: phone,
    hasTouch: phone,
    permissions: ['camera', 'microphone'],
  });
  const staff = await staffContext.newPage();
  await useLanguage(staff, lang);
  await login(staff, lang, '13800000002');
  await staff.goto(phone ? '/enterpriseCenterEn/basicinfo' : '/myEnterprise/basicinfo');
  await expect(staff.getByTestId('chat-unread')).toBeVisible();

  // The buyer opens the conversation from the exhibitor's page and calls.
  await useLanguage(page, lang);
  await login(page, lang, '13800000001');
  await page.goto(`${w.list}?keyword=${encodeURIComponent('青禾')}`);
  await page.getByTestId('exhibitor-row').first().getByRole('link').first().click();
  await page.getByTestId('chat-button').click();
  await expect(page).toHaveURL(w.chatPath);
  await expect(page.getByTestId('chat-input')).toBeVisible();
  await page.getByTestId('call-start').click();
  await expect(page.getByTestId('call-overlay')).toHaveAttribute('data-phase', 'calling');

  // It rings for the administrator, who answers.
  const ring = staff.getByTestId('call-overlay');
  await expect(ring).toHaveAttribute('data-phase', 'ringing');
  await expect(staff.getByTestId('call-status')).toHaveText(w.incoming);
  // Named as the administrator knows the buyer: their name, or the remark given in an earlier chat.
  await expect(staff.getByTestId('call-status')).toContainText(w.caller);
  await staff.getByTestId('call-accept').click();

  // Both are connected and see the other's picture.
  for (const who of [page, staff]) {
    await expect(who.getByTestId('call-overlay')).toHaveAttribute('data-phase', 'connected', {
      timeout: 30_000,
    });
    await expect(who.getByTestId('call-status')).toHaveText(w.connected);
    await remoteVideoPlays(who);
  }
  await keepScreenshot(page, `${lang}-chat-call`, info.project.name);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);

  // The buyer hangs up; the administrator is told, and both can call again.
  await page.getByTestId('call-hangup').click();
  await expect(page.getByTestId('call-status')).toHaveText(w.hungUp);
  await expect(staff.getByTestId('call-status')).toHaveText(w.peerHungUp);
  await page.getByTestId('call-close').click();
  await expect(page.getByTestId('call-overlay')).toHaveCount(0);
  await expect(page.getByTestId('call-start')).toBeEnabled();
  // The call left its line in the history (IM.md §8), with its length.
  await expect(page.getByTestId('chat-call-record').last()).toHaveText(w.record);
  await staffContext.close();
});
