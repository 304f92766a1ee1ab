import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { organizerLogin, pictureFile } from '../support/journeys';

const ENTERPRISE = '南京青禾纸业示例有限公司';

const TEXT = {
  'zh-Hans': {
    loginPath: '/user/login',
    account: '手机号码/邮箱',
    password: '密码',
    profile: '企业简介（简体中文）',
    previewTab: '预览',
    submit: '提交审核',
    submitted: /已提交审核，主办方审核期间不能修改/,
    approvedNote: /已通过审核，买家看到的就是此页面/,
    publicPath: (id: number) => `/exhibitor/companyInfo?id=${id}`,
    pageViews: '展商页面浏览',
  },
  en: {
    loginPath: '/loginEn',
    account: 'Mobile number or email',
    password: 'Password',
    profile: 'Profile (English)',
    previewTab: 'Preview',
    submit: 'Submit for review',
    submitted: /Submitted for review\. It cannot be changed/,
    approvedNote: /Approved: this is the page buyers see/,
    publicPath: (id: number) => `/en/enterprise/detail?id=${id}`,
    pageViews: 'Page views',
  },
} as const;

/**
 * Issue 4: a staff member edits the exhibitor page and previews it as buyers will see it,
 * submits it, the organizer approves it, the public page shows it and the business
 * statistics count the view. zh-Hans on the desktop, English on the phone.
 */
test('staff edit and preview the exhibitor page, the organizer approves, the public page and statistics show it', async ({
  page,
  browser,
}, info) => {
  const lang = info.project.name === 'phone' ? 'en' : 'zh-Hans';
  const L = TEXT[lang];
  await useLanguage(page, lang);
  const stamp = `${Date.now() % 1_000_000}${info.project.name === 'phone' ? 'P' : 'D'}`;
  const profile = lang === 'en' ? `Soft tissue from virgin pulp ${stamp}` : `三层原生木浆，柔韧亲肤 ${stamp}`;

  // The demo enterprise's staff member (not the administrator).
  await page.goto(L.loginPath);
  await page.getByLabel(L.account).fill('13800000011');
  await page.getByLabel(L.password, { exact: true }).fill('Cidpex2024');
  await page.locator('form:not([role=search]) button[type=submit]').click();
  await expect(page.getByTestId('account-menu')).toBeVisible();

  // The page views counted so far.
  await page.goto('/myEnterprise/applyStatistics');
  const views = page.getByTestId('total-pageViews').locator('.ant-statistic-content-value');
  await expect(views).toBeVisible();
  const before = Number((await views.innerText()).replace(/\D/g, ''));

  const opened = page.waitForResponse((r) => r.url().includes('/portal/rest/enterprise/preview/exhibition/'));
  await page.goto('/myEnterprise/preview');
  const enterpriseId = ((await (await opened).json()) as { data: { enterpriseId: number } }).data
    .enterpriseId;
  const field = page.getByLabel(L.profile);
  await expect(field).toBeEditable();
  await field.fill(profile);
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles(pictureFile('cover.png', 800, 250));
  await expect(page.locator('.ant-upload-list-item-done').first()).toBeVisible();

  // The preview shows the unsaved text as buyers of this language will read it.
  await page.getByRole('tab', { name: L.previewTab }).click();
  const preview = page.getByTestId('page-preview');
  await expect(preview.getByText(profile)).toBeVisible();
  await expect(preview.locator('.dir-cover img')).toBeVisible();

  await page.getByRole('button', { name: L.submit }).click();
  await expect(page.getByText(L.submitted)).toBeVisible();

  // The organizer approves it in the console.
  const console = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(console, 'zh-Hans');
  await organizerLogin(console, '手机号码/邮箱', '密码');
  await console.goto('/organizer/enterprisePages');
  await console.getByRole('button', { name: `通过“${ENTERPRISE}”的展商页面`, exact: true }).click();
  await expect(console.getByText('已通过，展商页面已更新')).toBeVisible();
  await console.close();

  // The enterprise sees the approval; the public page shows the new profile.
  await page.reload();
  await expect(page.getByText(L.approvedNote)).toBeVisible();
  await page.goto(L.publicPath(enterpriseId));
  await expect(page.getByText(profile)).toBeVisible();
  await expect(page.locator('.dir-cover img')).toBeVisible();

  // The statistics count that view.
  await page.goto('/myEnterprise/applyStatistics');
  await expect(page.getByText(L.pageViews).first()).toBeVisible();
  await expect.poll(async () => Number((await views.innerText()).replace(/\D/g, ''))).toBeGreaterThan(before);
  await expect(
    page
      .getByRole('img')
      .filter({ has: page.locator('polyline') })
      .first(),
  ).toBeVisible();
  // Nothing scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await keepScreenshot(page, `${lang}-enterprise-statistics`, info.project.name);
});
