import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from '../support/fixtures';
import { login } from '../support/journeys';

/** Every stored picture the page shows has loaded (a refused one has no natural width). */
async function storedPictures(page: Page) {
  const pictures = page.locator('img[src*="/attachment/"]');
  await expect(pictures.first()).toBeVisible();
  // Pictures load lazily: bring each into view.
  for (let i = 0; i < (await pictures.count()); i++) await pictures.nth(i).scrollIntoViewIfNeeded();
  await expect
    .poll(async () =>
      pictures.evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
  return pictures.evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((img) => img.src));
}

/**
 * Issue 16 item 2: a draft's pictures are private. The demo enterprise's staff member sees every
 * picture of the enterprise's products (drafts and those off sale too: the file cookie carries the
 * session to `<img>`); a visitor without a session is refused the private ones and reads the
 * pictures of a product on sale. Reads demo data only.
 */
test('the enterprise sees its draft pictures, a visitor only those on sale', async ({
  page,
  browser,
}, info) => {
  const lang = info.project.name === 'phone' ? 'en' : 'zh-Hans';
  await useLanguage(page, lang);
  await login(page, lang, '13800000011');
  await page.goto(lang === 'en' ? '/enterpriseCenterEn/product' : '/myEnterprise/productList');
  const mine = await storedPictures(page);

  const visitor = await browser.newContext();
  const answers = await Promise.all(mine.map(async (src) => (await visitor.request.get(src)).status()));
  // The enterprise has products off sale and in violation: their pictures are not the visitor's.
  expect(answers).toContain(404);
  expect(answers.every((s) => s === 200 || s === 404)).toBe(true);

  const anonymous = await visitor.newPage();
  await useLanguage(anonymous, lang);
  await anonymous.goto('/product');
  const onSale = await storedPictures(anonymous);
  expect(onSale.length).toBeGreaterThan(0);
  await visitor.close();
});
