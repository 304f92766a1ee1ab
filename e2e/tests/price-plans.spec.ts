import type { Page } from '@playwright/test';
import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { certifyEnterprise, chooseFreeBooth, organizerLogin, signUp } from '../support/journeys';

const WORDS = {
  'zh-Hans': {
    contact: ['联系人', '联系人手机', '联系人邮箱'],
    exhibits: '展品',
    saveNext: '保存并继续',
    standard: '标准展位',
    width: '宽度',
    depth: '进深',
  },
  en: {
    contact: ['Contact person', 'Contact mobile', 'Contact email'],
    exhibits: 'Exhibits',
    saveNext: 'Save and continue',
    standard: 'Standard booth',
    width: 'Width',
    depth: 'Depth',
  },
} as const;

const yuan = (n: number) => n.toLocaleString('en-US');

/** On /organizer/pricePlan (Chinese): sets the standard booth's price in yuan, confirms, answers the price it had. */
async function setStandardPrice(organizer: Page, price: (old: number) => number): Promise<number> {
  await organizer.goto('/organizer/pricePlan');
  const card = organizer.getByTestId('price-type-standard');
  const input = card.getByRole('spinbutton').first();
  await expect(input).toBeVisible();
  const old = Number((await input.inputValue()).replace(/,/g, ''));
  await input.fill(String(price(old)));
  await organizer.getByRole('button', { name: '保存价格方案' }).click();
  const dialog = organizer.getByRole('dialog');
  await expect(dialog).toContainText(`¥${yuan(price(old))}.00`);
  await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(organizer.getByText('价格方案已保存。')).toBeVisible();
  return old;
}

/**
 * Issue 19, the organizer's price plan: the organizer raises the standard booth's price at
 * /organizer/pricePlan (with its confirmation); a newly certified enterprise applying to exhibit
 * then reads the new price in the booth wish and on the booth it picks on the plan. The price is
 * put back at the end, so the other journeys keep the demo prices. Chinese on the desktop;
 * on the phone the organizer works at 390 px and the exhibitor in English.
 */
test('price plans: the organizer changes the standard booth price; an exhibitor sees it in the booth chooser', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  const lang = phone ? 'en' : 'zh-Hans';
  const w = WORDS[lang];
  const stamp = Date.now().toString().slice(-6);
  const company = `价格测试纸业${stamp}有限公司`;

  // The exhibitor: a new account certifies a new enterprise.
  await useLanguage(page, lang);
  await signUp(page, lang, lang === 'en' ? `Ming Price${stamp}` : `价格展商${stamp}`);
  await page.goto('/enterprise/certification');
  await certifyEnterprise(page, lang, company, `Price Test Paper ${stamp} Co., Ltd.`);

  // The organizer (at the project's width): certifies it, then raises the standard booth's price.
  const organizer = await browser.newPage(
    phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 900 } },
  );
  await useLanguage(organizer, 'zh-Hans');
  await organizerLogin(organizer, '手机号码/邮箱', '密码');
  await organizer.goto('/organizer/enterprises');
  await organizer.getByRole('button', { name: `通过 ${company}` }).click();
  await expect(organizer.getByText('已通过认证').first()).toBeVisible();

  let old: number | null = null;
  try {
    old = await setStandardPrice(organizer, (o) => o + 1_000);
    const price = old + 1_000;
    await keepScreenshot(organizer, 'price-plans-organizer', info.project.name);

    // The exhibitor's wizard: company and business, then the booth wish quotes the new price.
    await page.goto('/enterpriseServicePlatform/applyBasicPage');
    const [name, mobile, email] = w.contact;
    await page.getByLabel(name, { exact: true }).fill(lang === 'en' ? 'Ming Price' : '王明');
    await page.getByLabel(mobile, { exact: true }).fill('13912345678');
    await page.getByLabel(email, { exact: true }).fill(`price${stamp}@example.com`);
    await page.getByRole('button', { name: w.saveNext }).click();
    await expect(page).toHaveURL(/step=business/);
    await page.getByLabel(w.exhibits, { exact: true }).fill(lang === 'en' ? 'Facial tissue' : '面巾纸');
    await page.getByRole('button', { name: w.saveNext }).click();
    await expect(page).toHaveURL(/step=booth/);
    await page.locator('label.ant-radio-button-wrapper').filter({ hasText: w.standard }).click();
    await expect(page.getByTestId('booth-hint')).toContainText(`¥${yuan(price)}.00`);
    await page.getByLabel(w.width).fill('3');
    await page.getByLabel(w.depth).fill('3');
    await page.getByRole('button', { name: w.saveNext }).click();
    await expect(page).toHaveURL(/step=plan/);

    // The booth chooser: a free standard booth costs the new price (+20 % on a corner).
    await chooseFreeBooth(page);
    const quoted = new RegExp(`¥(${yuan(price)}|${yuan(price * 1.2)})\\.00`);
    await expect(page.getByTestId('booth-price')).toHaveText(quoted);
    await keepScreenshot(page, 'price-plans-chooser', info.project.name);
  } finally {
    // Back to the price it had, for the journeys that follow.
    if (old !== null) {
      const before = old;
      await setStandardPrice(organizer, () => before);
    }
    await organizer.close();
  }
});
