import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { login, organizerLogin } from '../support/journeys';

const WORDS = {
  'zh-Hans': {
    titleZh: '标题（中文）',
    bodyZh: '正文（中文）',
    submit: '提交审核',
    account: '手机号码/邮箱',
    password: '密码',
    reject: /^驳\s?回$/,
    approve: /^通\s?过$/,
    reason: '原因（展商可见）',
    confirm: /^确\s?定$/,
    rejected: '已驳回',
    approved: '已通过',
    fix: '修改后重新提交',
    note: '主办方意见：',
    submitted: '审核中',
    perDay: /1 \/ \d+ 人|\d+ \/ \d+ 人/,
    publicity: '宣传资料',
    publicPath: (id: number) => `/exhibitor/companyInfo?id=${id}`,
  },
  en: {
    titleZh: 'Title (Chinese)',
    bodyZh: 'Text (Chinese)',
    submit: 'Submit for review',
    account: 'Mobile number or email',
    password: 'Password',
    reject: 'Reject',
    approve: 'Approve',
    reason: 'Reason (shown to the exhibitor)',
    confirm: 'Confirm',
    rejected: 'Rejected',
    approved: 'Approved',
    fix: 'Edit and resubmit',
    note: "Organizer's note:",
    submitted: 'Under review',
    perDay: /\d+ of \d+ people/,
    publicity: 'Publicity material',
    publicPath: (id: number) => `/en/enterprise/detail?id=${id}`,
  },
} as const;

/**
 * Issue 19, the exhibitor extras: the demo company's administrator submits publicity material,
 * the organizer rejects it with a reason, the exhibitor reads the reason in its review list,
 * edits and resubmits, the organizer approves, the review list shows it approved and the
 * company's public exhibitor page shows it (not while it was rejected); then the
 * administrator puts a staff member on its booth for the first fair day. Chinese on the
 * desktop, English on the phone.
 */
test('exhibitor extras: propaganda reviewed, rejected, resubmitted, approved; booth staff assigned', async ({
  page,
  browser,
}, info) => {
  const phone = info.project.name === 'phone';
  const lang = phone ? 'en' : 'zh-Hans';
  const w = WORDS[lang];
  const title = `${phone ? '新品发布 EN' : '新品发布'} ${Date.now().toString(36)}`;
  await useLanguage(page, lang);
  await login(page, lang, '13800000002');

  await page.goto('/exhibitor/propaganda');
  const main = page.locator('#main');
  await page.getByLabel(w.titleZh, { exact: true }).fill(title);
  await page.getByLabel(w.bodyZh, { exact: true }).fill('展会首日发布新一代环保纸品。');
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/exhibitor/rest/propaganda'),
  );
  await main.getByTestId('propaganda-form').getByRole('button', { name: w.submit }).click();
  const enterpriseId = ((await (await created).json()) as { data: { enterpriseId: number } }).data
    .enterpriseId;
  const mine = main.locator('[data-testid^="propaganda-"]').filter({ hasText: title });
  await expect(mine.getByTestId('propaganda-state')).toHaveText(w.submitted);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);

  // The organizer rejects it with a reason.
  const org = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(org, lang);
  await organizerLogin(org, w.account, w.password);
  await org.goto('/organizer/propaganda');
  const queued = org.locator('[data-testid^="propaganda-"]').filter({ hasText: title });
  await queued.getByRole('button', { name: w.reject }).click();
  await org.getByLabel(w.reason).fill('请补充产品图片');
  await org.getByRole('button', { name: w.confirm }).click();
  await expect(queued).toHaveCount(0);

  // The exhibitor reads the reason, edits and resubmits.
  await page.goto('/exhibitor/propagandaAudit');
  const audited = main.locator('[data-testid^="propaganda-"]').filter({ hasText: title });
  await expect(audited.getByTestId('propaganda-state')).toHaveText(w.rejected);
  await expect(audited).toContainText(`${w.note}`);
  await expect(audited).toContainText('请补充产品图片');
  // Rejected material is not on the public exhibitor page.
  await page.goto(w.publicPath(enterpriseId));
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('#main')).not.toContainText(title);
  await page.goto('/exhibitor/propagandaAudit');
  await audited.getByRole('link', { name: w.fix }).click();
  await expect(page).toHaveURL(/\/exhibitor\/propaganda\?edit=\d+/);
  const titleInput = page.getByLabel(w.titleZh, { exact: true });
  await expect(titleInput).toHaveValue(title);
  await titleInput.fill(`${title} v2`);
  await main.getByTestId('propaganda-form').getByRole('button', { name: w.submit }).click();
  await expect(
    main
      .locator('[data-testid^="propaganda-"]')
      .filter({ hasText: `${title} v2` })
      .getByTestId('propaganda-state'),
  ).toHaveText(w.submitted);

  // The organizer approves it.
  await org.reload();
  const again = org.locator('[data-testid^="propaganda-"]').filter({ hasText: `${title} v2` });
  await again.getByRole('button', { name: w.approve }).click();
  await expect(again).toHaveCount(0);
  await keepScreenshot(org, `${lang}-propaganda-queue`, info.project.name);
  await org.close();

  await page.goto('/exhibitor/propagandaAudit');
  await expect(
    main
      .locator('[data-testid^="propaganda-"]')
      .filter({ hasText: `${title} v2` })
      .getByTestId('propaganda-state'),
  ).toHaveText(w.approved);
  await keepScreenshot(page, `${lang}-propaganda-audit`, info.project.name);

  // Approved: buyers see it on the company's public exhibitor page.
  await page.goto(w.publicPath(enterpriseId));
  const publicity = page.getByRole('region', { name: w.publicity });
  await expect(publicity.getByRole('heading', { level: 3, name: `${title} v2` })).toBeVisible();
  await expect(publicity).toContainText('展会首日发布新一代环保纸品。');
  await publicity.getByRole('heading', { level: 3, name: `${title} v2` }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, `${lang}-propaganda-public`, info.project.name);

  // Booth binding: a staff member on the first booth for the first fair day.
  await page.goto('/exhibitor/boothBinding');
  const day = main.locator('[data-testid^="binding-day-"]').first();
  await expect(day).toBeVisible();
  const tags = day.locator('.ant-tag');
  const before = await tags.count();
  const select = day.locator('.ant-select');
  if (await select.count()) {
    await expect(async () => {
      await select.click();
      const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
      await dropdown.locator('.ant-select-item-option').first().click({ timeout: 5_000 });
      await expect(tags).toHaveCount(before + 1, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  } else {
    // A repeated run: the only member is already there.
    expect(before).toBeGreaterThan(0);
  }
  await expect(day).toContainText(w.perDay);
  const width2 = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width2).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);
  await keepScreenshot(page, `${lang}-booth-binding`, info.project.name);
});
