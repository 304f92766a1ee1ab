import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { chooseOption, loginZh, organizerLogin, pictureFile } from '../support/journeys';

/** Issue 4: an enterprise adds a product with a cover; the organizer marks a violation; fixed, resubmitted, approved. */
test('zh-Hans: add a product with a cover, violation with a reason, fix and resubmit, approved and listed', async ({
  page,
  browser,
}, info) => {
  await useLanguage(page, 'zh-Hans');
  const stamp = `${Date.now() % 1_000_000}${info.project.name === 'phone' ? 'P' : 'D'}`;
  const product = `柔韧抽纸${stamp}`;
  const reason = `封面图与商品不符${stamp}`;
  // The demo enterprise's administrator (a certified demo enterprise).
  await loginZh(page, '13800000002');

  await page.goto('/myEnterprise/productList');
  await expect(page.getByRole('heading', { name: '商品管理' }).first()).toBeVisible();
  // The form is ready once its category list has loaded.
  const categories = page.waitForResponse((r) => r.url().includes('/dicts/code/industry'));
  await page.getByRole('link', { name: '添加商品' }).click();
  await expect(page).toHaveURL(/\/myEnterprise\/productAdd/);
  await categories;
  await expect(page.getByRole('heading', { name: '添加商品', level: 1 })).toBeVisible();

  // The cover is required.
  await page.getByLabel('商品名称', { exact: true }).fill(product);
  await page.getByRole('button', { name: '保存并提交审核' }).click();
  await expect(page.getByText('请上传商品封面图')).toBeVisible();
  await expect(page.getByLabel('商品名称', { exact: true })).toHaveValue(product);

  await page.getByLabel('英文名称').fill(`Soft facial tissue ${stamp}`);
  await chooseOption(page, '商品分类');
  await page.locator('input[type=file]').first().setInputFiles(pictureFile('cover.png'));
  await expect(page.locator('.ant-upload-list-item-done').first()).toBeVisible();
  await page.getByLabel('商品描述').fill('三层原生木浆，柔韧亲肤。');
  await page.getByRole('button', { name: '添加参数' }).click();
  await page.getByLabel('参数 1 名称').fill('规格');
  await page.getByLabel('参数 1 内容').fill('130 抽 × 3 包');
  await page.getByRole('button', { name: '保存并提交审核' }).click();

  await expect(page).toHaveURL(/\/myEnterprise\/productList/);
  await expect(page.getByText('已提交审核').first()).toBeVisible();
  const row = page.locator('.ant-list-item').filter({ hasText: product });
  await expect(row).toContainText('待审核');
  await expect(row.getByRole('img', { name: product })).toBeVisible();

  // The organizer marks a violation with a reason.
  const console = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(console, 'zh-Hans');
  await organizerLogin(console, '手机号码/邮箱', '密码');
  await console.goto('/organizer/products');
  await console.getByLabel('按商品或企业名称搜索').fill(product);
  await console.getByLabel('按商品或企业名称搜索').press('Enter');
  const card = console.locator('.ant-card').filter({ hasText: product });
  await expect(card).toContainText('待审核');
  await expect(card.getByRole('img', { name: product })).toBeVisible();
  await card.getByRole('button', { name: '标记违规' }).click();
  const dialog = console.getByRole('dialog', { name: `将“${product}”标记为违规` });
  await dialog.getByRole('button', { name: '标记违规' }).click();
  await expect(dialog.getByText('请输入违规原因')).toBeVisible();
  await dialog.getByLabel('违规原因').fill(reason);
  await dialog.getByRole('button', { name: '标记违规' }).click();
  await expect(console.getByText('已标记为违规')).toBeVisible();

  // The enterprise sees the reason under the violation tab, fixes the product and resubmits.
  await page.reload();
  await page.getByRole('tab', { name: /违规（\d+）/ }).click();
  await expect(row).toContainText('违规');
  await expect(row).toContainText('主办方标记为违规，原因：');
  await expect(row).toContainText(reason);
  await row.getByRole('link', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/myEnterprise\/productAdd\?id=\d+/);
  await expect(page.getByText(reason)).toBeVisible();
  // Replace the cover: remove the old picture, upload a new one.
  const oldCover = page.locator('.ant-upload-list-item').first();
  await oldCover.hover();
  await oldCover.locator('.ant-upload-list-item-actions button').last().click();
  await expect(page.locator('.ant-upload-list-item')).toHaveCount(0);
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles(pictureFile('cover-fixed.png', 300, 300, 0x55));
  await expect(page.locator('.ant-upload-list-item-done').first()).toBeVisible();
  await page.getByLabel('商品描述').fill('三层原生木浆，柔韧亲肤。封面已更换为实物照片。');
  await page.getByRole('button', { name: '保存并提交审核' }).click();
  await expect(page).toHaveURL(/\/myEnterprise\/productList/);
  await expect(row).toContainText('待审核');

  // The organizer approves; the product is listed.
  await console.goto(`/organizer/products?q=${encodeURIComponent(product)}`);
  await expect(card).toContainText('封面已更换为实物照片');
  await card.getByRole('button', { name: '通过并上架' }).click();
  await console.getByRole('tooltip').getByRole('button', { name: '通过并上架' }).click();
  await expect(console.getByText('已通过，商品已上架')).toBeVisible();
  await console.close();

  await page.reload();
  await page.getByRole('tab', { name: /已上架（\d+）/ }).click();
  await expect(row).toContainText('已上架');
  await expect(row).not.toContainText(reason);
  await keepScreenshot(page, 'zh-product-listed', info.project.name);
});
