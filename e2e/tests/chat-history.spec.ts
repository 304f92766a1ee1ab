import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { type SiteLang, signUp } from '../support/journeys';

const WORDS = {
  'zh-Hans': {
    list: '/exhibitorList',
    more: '查看更多',
    noMore: '已经没有更多的历史消息了哦',
  },
  en: {
    list: '/exhibitor/exhibitorListEn',
    more: 'Show earlier messages',
    noMore: 'There are no earlier messages',
  },
} as const;

/**
 * Issue 17: history pages back to the start. A new buyer writes 17 messages (more than a page of
 * 15), opens the conversation again: the first of them is not on the first page; "earlier
 * messages" pages back, keeping order, until the spec's "no more history" line. Chinese on the
 * desktop project, English on the phone project.
 */
test('chat: history pages back to the start', async ({ page }, info) => {
  test.setTimeout(180_000);
  const lang: SiteLang = info.project.name === 'phone' ? 'en' : 'zh-Hans';
  const w = WORDS[lang];
  const stamp = `h${Date.now() % 1_000_000}`;
  await useLanguage(page, lang);
  // A new account: its conversation with the exhibitor is its own (the demo buyer's is walked
  // by chat.spec.ts, which expects the demo messages on its first page).
  await signUp(page, lang, lang === 'en' ? `Hist ${stamp}` : `历史${stamp}`);
  await page.goto(`${w.list}?keyword=${encodeURIComponent('青禾')}`);
  await page.getByTestId('exhibitor-row').first().getByRole('link').first().click();
  await page.getByTestId('chat-button').click();
  const composer = page.getByTestId('chat-input');
  await expect(composer).toBeVisible();
  const label = (n: number) => `${stamp}-${String(n).padStart(2, '0')}`;
  for (let n = 1; n <= 17; n++) {
    // At most 10 messages in 10 s to one conversation (CHAT_LIMITS): a person's pace.
    if (n === 10) await page.waitForTimeout(10_500);
    await composer.fill(label(n));
    await composer.press('Enter');
    await expect(page.getByTestId('chat-message').filter({ hasText: label(n) })).toBeVisible();
  }

  // Open the conversation again: the newest page only.
  await page.reload();
  const list = page.getByTestId('chat-messages');
  await expect(list.getByTestId('chat-message').filter({ hasText: label(17) })).toBeVisible();
  await expect(list.getByTestId('chat-message').filter({ hasText: label(1) })).toHaveCount(0);

  // Page back until the start of the conversation.
  const more = list.getByRole('button', { name: w.more });
  for (let i = 0; i < 30 && (await more.isVisible()); i++) {
    const before = await list.getByTestId('chat-message').count();
    await more.click();
    await expect
      .poll(
        async () => (await list.getByTestId('chat-message').count()) > before || !(await more.isVisible()),
      )
      .toBe(true);
  }
  await expect(list.getByText(w.noMore)).toBeVisible();
  await expect(list.getByTestId('chat-message').filter({ hasText: label(1) })).toHaveCount(1);
  // In order: message 1 comes before message 2 … before 17, each once.
  const texts = await list.getByTestId('chat-message').allInnerTexts();
  const mine = texts.map((t) => /h\d+-(\d\d)/.exec(t)).filter((m) => m?.[0].startsWith(stamp));
  expect(mine.map((m) => Number(m?.[1]))).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
  await keepScreenshot(page, 'chat-history', info.project.name);
});
