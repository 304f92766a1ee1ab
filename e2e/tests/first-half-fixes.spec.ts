import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { DEMO_PASSWORD } from '../support/journeys';

/** Issue 23: what the first half promised and did not do yet, walked as a visitor would. */

test.describe('item 5: the English site is in English', () => {
  test('an English address shows English after the Chinese home stored zh-Hans, and stores it', async ({
    page,
  }, info) => {
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await page.goto('/IndexEn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Skip to main content')).toBeAttached();
    await expect(page.getByText('跳到主要内容')).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('webSite')])).toEqual([
      'en',
      'en',
    ]);
    expect((await page.context().cookies()).find((c) => c.name === 'locale')?.value).toBe('en');
    // The language switch on an English page opens the Chinese site in the chosen script, kept there.
    await page.getByTestId('language-switch').first().selectOption({ label: '繁體中文' });
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await keepScreenshot(page, 'fixes-en-site', info.project.name);
  });
});

test.describe('item 5: a first visit follows the browser language', () => {
  test.use({ locale: 'zh-TW' });
  test('zh-TW opens the Chinese site in Traditional script', async ({ page }) => {
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByText('跳到主要內容')).toBeAttached();
  });
});
