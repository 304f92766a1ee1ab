import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { chooseOption, login, organizerLogin, pictureFile } from '../support/journeys';

/** The staff member's words, from the catalogs apps/web/src/locales/{zh-Hans,en}/products.json. */
const TEXT = {
  'zh-Hans': {
    listPath: '/myEnterprise/productList',
    listTitle: '商品管理',
    add: '添加商品',
    addUrl: /\/myEnterprise\/productAdd$/,
    editUrl: /\/myEnterprise\/productAdd\?id=\d+/,
    listUrl: /\/myEnterprise\/productList/,
    name: '商品名称',
    nameEn: '英文名称',
    category: '商品分类',
    cover: '封面图',
    details: '详情图片',
    description: '商品描述',
    addParam: '添加参数',
    paramName: '参数 1 名称',
    paramValue: '参数 1 内容',
    saveSubmit: '保存并提交审核',
    coverRequired: '请上传商品封面图',
    submitted: '已提交审核',
    pending: '待审核',
    violationTab: /违规（\d+）/,
    violation: '违规',
    violationReason: '主办方标记为违规，原因：',
    edit: '编辑',
    listedTab: /已上架（\d+）/,
    listed: '已上架',
  },
  en: {
    listPath: '/enterpriseCenterEn/product',
    listTitle: 'Products',
    add: 'Add product',
    addUrl: /\/enterpriseCenterEn\/productadd$/,
    editUrl: /\/enterpriseCenterEn\/productadd\?id=\d+/,
    listUrl: /\/enterpriseCenterEn\/product(\?|$)/,
    name: 'Product name (Chinese)',
    nameEn: 'Product name (English)',
    category: 'Category',
    cover: 'Cover picture',
    details: 'Detail pictures',
    description: 'Description (English)',
    addParam: 'Add specification',
    paramName: 'Specification 1 name',
    paramValue: 'Specification 1 value',
    saveSubmit: 'Save and submit for review',
    coverRequired: 'Please upload a cover picture for the product',
    submitted: 'Submitted for review',
    pending: 'Under review',
    violationTab: /Violations \(\d+\)/,
    violation: 'Violation',
    violationReason: 'Marked as a violation by the organizer. Reason:',
    edit: 'Edit',
    listedTab: /On sale \(\d+\)/,
    listed: 'On sale',
  },
} as const;

/**
 * Issue 4: a staff member (not the administrator) adds a product with a cover and a detail
 * picture; the organizer marks a violation with a reason; staff fix it and resubmit; the
 * organizer approves and it is on sale. zh-Hans on the desktop, English on the phone.
 */
test('staff adds a product with a cover and detail pictures, the organizer marks a violation, staff fix and relist it, approved and on sale', async ({
  page,
  browser,
}, info) => {
  const lang = info.project.name === 'phone' ? 'en' : 'zh-Hans';
  const L = TEXT[lang];
  await useLanguage(page, lang);
  const stamp = `${Date.now() % 1_000_000}${info.project.name === 'phone' ? 'P' : 'D'}`;
  const product = `柔韧抽纸${stamp}`;
  const productEn = `Soft facial tissue ${stamp}`;
  // The name the enterprise center shows: the English name on the English site.
  const shown = lang === 'en' ? productEn : product;
  const description =
    lang === 'en' ? 'Three plies of virgin pulp, soft and strong.' : '三层原生木浆，柔韧亲肤。';
  const fixed =
    lang === 'en'
      ? 'Three plies of virgin pulp, soft and strong. The cover is now a photo of the product.'
      : '三层原生木浆，柔韧亲肤。封面已更换为实物照片。';
  const reason = lang === 'en' ? `The cover does not show the product ${stamp}` : `封面图与商品不符${stamp}`;
  // The demo enterprise's staff member (13800000011, not its administrator).
  await login(page, lang, '13800000011');

  await page.goto(L.listPath);
  await expect(page.getByRole('heading', { name: L.listTitle }).first()).toBeVisible();
  // The form is ready once its category list has loaded.
  const categories = page.waitForResponse((r) => r.url().includes('/dicts/code/industry'));
  await page.getByRole('link', { name: L.add }).click();
  await expect(page).toHaveURL(L.addUrl);
  await categories;
  await expect(page.getByRole('heading', { name: L.add, level: 1 })).toBeVisible();
  const coverItem = page.locator('.ant-form-item').filter({ has: page.getByText(L.cover, { exact: true }) });
  const detailsItem = page
    .locator('.ant-form-item')
    .filter({ has: page.getByText(L.details, { exact: true }) });

  // The cover is required.
  await page.getByLabel(L.name, { exact: true }).fill(product);
  await page.getByRole('button', { name: L.saveSubmit }).click();
  await expect(page.getByText(L.coverRequired)).toBeVisible();
  await expect(page.getByLabel(L.name, { exact: true })).toHaveValue(product);

  await page.getByLabel(L.nameEn, { exact: true }).fill(productEn);
  await chooseOption(page, L.category);
  await coverItem.locator('input[type=file]').setInputFiles(pictureFile('cover.png'));
  await expect(coverItem.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await detailsItem
    .locator('input[type=file]')
    .setInputFiles([
      pictureFile('detail-1.png', 600, 400, 0x88),
      pictureFile('detail-2.png', 600, 400, 0x66),
    ]);
  await expect(detailsItem.locator('.ant-upload-list-item-done')).toHaveCount(2);
  await page.getByLabel(L.description, { exact: true }).fill(description);
  await page.getByRole('button', { name: L.addParam }).click();
  await page.getByLabel(L.paramName).fill(lang === 'en' ? 'Pack' : '规格');
  await page.getByLabel(L.paramValue).fill(lang === 'en' ? '130 sheets × 3 packs' : '130 抽 × 3 包');
  // The "submitted" message shows for 3 s: watched from before the click, so a slow machine that
  // takes longer to reach the list does not miss it.
  const submitted = expect(page.getByText(L.submitted).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: L.saveSubmit }).click();

  await expect(page).toHaveURL(L.listUrl);
  await submitted;
  const row = page.locator('.ant-list-item').filter({ hasText: shown });
  await expect(row).toContainText(L.pending);
  await expect(row.getByRole('img', { name: shown })).toBeVisible();

  // The organizer (console in Chinese) sees the pictures and marks a violation with a reason.
  const console = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(console, 'zh-Hans');
  await organizerLogin(console, '手机号码/邮箱', '密码');
  await console.goto('/organizer/products');
  await console.getByLabel('按商品或企业名称搜索').fill(product);
  await console.getByLabel('按商品或企业名称搜索').press('Enter');
  const card = console.locator('.ant-card').filter({ hasText: product });
  await expect(card).toContainText('待审核');
  await expect(card).toContainText(productEn);
  const cover = card.getByRole('img', { name: product, exact: true });
  await expect(cover).toBeVisible();
  await expect(card.getByRole('img', { name: `${product} 2` })).toBeVisible();
  const firstCover = await cover.getAttribute('src');
  await card.getByRole('button', { name: '标记违规' }).click();
  const dialog = console.getByRole('dialog', { name: `将“${product}”标记为违规` });
  await dialog.getByRole('button', { name: '标记违规' }).click();
  await expect(dialog.getByText('请输入违规原因')).toBeVisible();
  await dialog.getByLabel('违规原因').fill(reason);
  await dialog.getByRole('button', { name: '标记违规' }).click();
  await expect(console.getByText('已标记为违规')).toBeVisible();

  // Staff see the reason under the violation tab, fix the product and resubmit it.
  await page.reload();
  await page.getByRole('tab', { name: L.violationTab }).click();
  await expect(row).toContainText(L.violation);
  await expect(row).toContainText(L.violationReason);
  await expect(row).toContainText(reason);
  await row.getByRole('link', { name: L.edit }).click();
  await expect(page).toHaveURL(L.editUrl);
  await expect(page.getByText(reason)).toBeVisible();
  // Replace the cover: remove the old picture, upload a new one; the detail pictures stay.
  const oldCover = coverItem.locator('.ant-upload-list-item');
  await expect(detailsItem.locator('.ant-upload-list-item-done')).toHaveCount(2);
  await oldCover.hover();
  await oldCover.locator('.ant-upload-list-item-actions button').last().click();
  await expect(coverItem.locator('.ant-upload-list-item')).toHaveCount(0);
  await coverItem.locator('input[type=file]').setInputFiles(pictureFile('cover-fixed.png', 300, 300, 0x55));
  await expect(coverItem.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await page.getByLabel(L.description, { exact: true }).fill(fixed);
  await page.getByRole('button', { name: L.saveSubmit }).click();
  await expect(page).toHaveURL(L.listUrl);
  await expect(row).toContainText(L.pending);

  // The organizer sees the new cover, approves, and the product goes on sale.
  await console.goto(`/organizer/products?q=${encodeURIComponent(product)}`);
  await expect(card).toContainText('待审核');
  await expect(cover).toBeVisible();
  expect(await cover.getAttribute('src')).not.toBe(firstCover);
  if (lang === 'zh-Hans') await expect(card).toContainText('封面已更换为实物照片');
  await card.getByRole('button', { name: '通过并上架' }).click();
  await console.getByRole('tooltip').getByRole('button', { name: '通过并上架' }).click();
  await expect(console.getByText('已通过，商品已上架')).toBeVisible();
  await console.close();

  await page.reload();
  await page.getByRole('tab', { name: L.listedTab }).click();
  await expect(row).toContainText(L.listed);
  await expect(row).not.toContainText(reason);
  await keepScreenshot(page, `${lang}-product-listed`, info.project.name);
});
