import type { Browser, Page } from '@playwright/test';
import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { chooseOption, organizerLogin, pictureFile, signUpZh, validCreditCode } from '../support/journeys';
import { latestCode } from '../support/outbox';

/** A second signed-in person in their own browser context, at the same width. */
async function secondPerson(browser: Browser, page: Page) {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/** Issue 4: two users exchange business cards by card code; both card holders list the other. */
test('zh-Hans: two users exchange business cards by card code, both card holders list the other', async ({
  page,
  browser,
}, info) => {
  await useLanguage(page, 'zh-Hans');
  const stamp = `${Date.now() % 100000}${info.project.name === 'phone' ? 'P' : 'D'}`;
  const nameA = `名片甲${stamp}`;
  const nameB = `名片乙${stamp}`;
  const mobileA = await signUpZh(page, nameA);

  await page.goto('/user/UserCenter/vcard');
  const card = page.getByRole('region', { name: '电子名片' });
  await expect(card).toContainText(nameA);
  await expect(page.getByRole('img', { name: /交换名片二维码/ })).toBeVisible();
  const code = (await card.locator('figcaption strong').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-Z]{8}$/);

  const b = await secondPerson(browser, page);
  await useLanguage(b.page, 'zh-Hans');
  const mobileB = await signUpZh(b.page, nameB);
  await b.page.goto('/user/UserCenter/cardHolder');
  await expect(b.page.getByText('名片夹还是空的，去和参展商、观众交换名片吧')).toBeVisible();
  await b.page.goto('/user/UserCenter/exchangeVcard');
  // A malformed code is refused before anything is looked up.
  await b.page.getByLabel('对方的名片码').fill('12-34');
  await b.page.getByRole('button', { name: /查\s*找/ }).click();
  await expect(b.page.getByText('名片码应为 8 位字母和数字，请核对后重新输入')).toBeVisible();
  await b.page.getByLabel('对方的名片码').fill(code.toLowerCase());
  await b.page.getByRole('button', { name: /查\s*找/ }).click();
  await expect(b.page.getByText(nameA)).toBeVisible();
  await b.page.getByRole('button', { name: '交换名片' }).last().click();
  await expect(b.page.getByText('交换成功，对方的名片已放入您的名片夹').first()).toBeVisible();

  await b.page.getByRole('link', { name: '名片夹' }).last().click();
  await expect(b.page).toHaveURL(/\/user\/UserCenter\/cardHolder/);
  await expect(b.page.getByText('共 1 张名片')).toBeVisible();
  await expect(b.page.locator('.ant-card-small').filter({ hasText: nameA })).toContainText(mobileA);
  await keepScreenshot(b.page, 'zh-card-holder', info.project.name);

  // A has B's card too, without doing anything.
  await page.goto('/user/UserCenter/cardHolder');
  await expect(page.getByText('共 1 张名片')).toBeVisible();
  await expect(page.locator('.ant-card-small').filter({ hasText: nameB })).toContainText(mobileB);

  // Looking A up again says they already exchanged.
  await b.page.goto(`/user/UserCenter/exchangeVcard?code=${code}`);
  await b.page.getByRole('button', { name: '已交换过，再次查看' }).click();
  await expect(b.page.getByText('你们已经交换过名片').first()).toBeVisible();
  await b.context.close();
});

/** Signs up on /loginEn with an email (overseas buyers need no code); ends signed in. */
async function signUpEn(page: Page, first: string, tag: string): Promise<string> {
  const email = `card-${first.toLowerCase()}-${Date.now()}-${tag}@example.com`;
  await page.goto('/loginEn?tab=register');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Password', { exact: true }).fill('Overseas2024');
  await page.getByLabel('Confirm password').fill('Overseas2024');
  await page.getByRole('button', { name: 'Create account' }).last().click();
  await expect(page.getByTestId('account-menu')).toContainText(first);
  return email;
}

test('en: two overseas buyers exchange cards and find each other in their card holders', async ({
  page,
  browser,
}, info) => {
  await useLanguage(page, 'en');
  const tag = info.project.name;
  const emailA = await signUpEn(page, 'Mira', tag);
  await page.goto('/user/UserCenter/vcard');
  const card = page.getByRole('region', { name: 'E-card' });
  await expect(card).toContainText('Mira');
  const code = (await card.locator('figcaption strong').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-Z]{8}$/);

  const b = await secondPerson(browser, page);
  await useLanguage(b.page, 'en');
  const emailB = await signUpEn(b.page, 'Jonas', tag);
  await b.page.goto('/user/UserCenter/exchangeVcard');
  await b.page.getByLabel('Their card code').fill(code);
  await b.page.getByRole('button', { name: 'Look up' }).click();
  await expect(b.page.getByText('Mira')).toBeVisible();
  await b.page.getByRole('button', { name: 'Exchange cards' }).last().click();
  await expect(b.page.getByText('Done: their card is now in your card holder').first()).toBeVisible();
  await b.page.goto('/user/UserCenter/cardHolder');
  await expect(b.page.getByText('1 card', { exact: true })).toBeVisible();
  // An email given without a code is not verified, so the card carries the name only.
  await expect(b.page.locator('.ant-card-small').filter({ hasText: 'Mira Tester' })).not.toContainText(
    emailA,
  );
  await b.context.close();

  await page.goto('/user/UserCenter/cardHolder');
  await page.getByLabel('Search by name, company, mobile or email').fill('Jonas');
  await page.getByLabel('Search by name, company, mobile or email').press('Enter');
  await expect(page.getByText('1 card', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-card-small').filter({ hasText: 'Jonas Tester' })).toContainText(
    /Exchanged on/,
  );
  await expect(page.locator('.ant-card-small').filter({ hasText: 'Jonas Tester' })).not.toContainText(emailB);
  await keepScreenshot(page, 'en-card-holder', info.project.name);
});

/** Issue 4: the administrator hands the role to a member after an SMS code sent to the administrator's mobile. */
test('zh-Hans: the enterprise administrator is replaced after SMS verification', async ({
  page,
  browser,
}, info) => {
  await useLanguage(page, 'zh-Hans');
  const stamp = `${Date.now() % 1_000_000}${info.project.name === 'phone' ? 'P' : 'D'}`;
  const company = `南京换岗测试纸业${stamp}有限公司`;
  const adminName = `原负责人${stamp}`;
  test.setTimeout(150_000);
  const adminMobile = await signUpZh(page, adminName);
  const signedUpAt = Date.now();

  // A freshly certified enterprise of the administrator (steps of enterprises.spec.ts).
  await page.goto('/enterprise/certification');
  await page.getByRole('tab', { name: '认证新企业' }).click();
  await page.getByLabel('企业中文名称').fill(company);
  await page.getByLabel('企业英文名称').fill(`Handover Test Paper ${stamp}`);
  await page.getByLabel('统一社会信用代码').fill(validCreditCode());
  await chooseOption(page, '企业类型');
  await chooseOption(page, '企业性质');
  await chooseOption(page, '国家/地区', '中国');
  await chooseOption(page, '省份', '江苏');
  await page.getByLabel('企业地址').fill('南京市建邺区江东中路 300 号');
  await chooseOption(page, '主营业务');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles(pictureFile('licence.png', 24, 16));
  await expect(page.getByText('已上传：licence.png')).toBeVisible();
  await page.getByRole('button', { name: '提交认证' }).click();
  // The business list is a dictionary loaded on demand: pick again if the first pick did not take.
  const noBusiness = page.getByText('请选择主营业务');
  if (
    await noBusiness.waitFor({ timeout: 2_000 }).then(
      () => true,
      () => false,
    )
  ) {
    await chooseOption(page, '主营业务');
    await page.getByRole('button', { name: '提交认证' }).click();
  }
  await expect(page.getByText('您的企业认证正在审核中，请耐心等待')).toBeVisible();

  const console = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(console, 'zh-Hans');
  await organizerLogin(console, '手机号码/邮箱', '密码');
  await console.goto('/organizer/enterprises');
  await console.getByRole('button', { name: `通过 ${company}` }).click();
  await expect(console.getByText('已通过认证').first()).toBeVisible();
  await console.close();

  // A colleague joins and is approved.
  const b = await secondPerson(browser, page);
  await useLanguage(b.page, 'zh-Hans');
  const colleague = `接任者${stamp}`;
  await signUpZh(b.page, colleague);
  await b.page.goto('/enterprise/certification');
  await b.page.getByLabel('公司名称').fill(`换岗测试纸业${stamp}`);
  await b.page.getByRole('button', { name: /搜\s*索/ }).click();
  await b.page.getByRole('button', { name: '申请加入' }).first().click();
  await expect(b.page.getByText(`您加入“${company}”的申请正在等待审核`)).toBeVisible();
  await page.goto('/myEnterprise/userRole');
  await page.getByRole('tab', { name: '员工申请审核' }).click();
  await expect(page.getByText(colleague)).toBeVisible();
  await page
    .getByRole('button', { name: /通\s*过/ })
    .first()
    .click();
  await expect(page.getByText('已通过申请，该用户已成为员工')).toBeVisible();

  // Replace the administrator: the code goes to the administrator's mobile (after the sign-up code).
  await page.getByRole('tab', { name: '更换管理员' }).click();
  await chooseOption(page, '新管理员', colleague);
  await page.getByRole('button', { name: '更换管理员' }).click();
  await expect(page.getByText('请输入验证码')).toBeVisible();
  // One code per number a minute: the sign-up code was sent to the same mobile.
  await page.waitForTimeout(Math.max(0, signedUpAt + 62_000 - Date.now()));
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(page.getByText(/验证码已发送至 /)).toBeVisible();
  await expect(page.getByRole('button', { name: /\d+ 秒后重新发送/ })).toBeDisabled();
  const code = await latestCode(adminMobile, 10_000, 2);
  await page.getByLabel('短信验证码').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '更换管理员' }).click();
  await expect(page.getByText('管理员已更换')).toHaveCount(0);
  await page.getByLabel('短信验证码').fill(code);
  await page.getByRole('button', { name: '更换管理员' }).click();
  await expect(page.getByText('管理员已更换').first()).toBeVisible();

  // The former administrator is now a member; the colleague administers the enterprise.
  await page.reload();
  await expect(page.getByRole('tab', { name: '更换管理员' })).toHaveCount(0);
  await b.page.goto('/myEnterprise/userRole');
  await expect(b.page.getByRole('tab', { name: '更换管理员' })).toBeVisible();
  await expect(b.page.locator('.ant-list-item').filter({ hasText: colleague })).toContainText('管理员');
  await expect(b.page.locator('.ant-list-item').filter({ hasText: adminName })).not.toContainText('管理员');
  await keepScreenshot(b.page, 'zh-enterprise-admin-replaced', info.project.name);
  await b.context.close();
});
