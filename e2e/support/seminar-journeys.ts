import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signUpZh } from './journeys';
import { latestCode } from './outbox';

/** The two sites the seminar and gift-card journeys walk. */
export type SeminarLang = 'zh-Hans' | 'en';

/**
 * Signs in with a demo account on the login page of the site of `lang`: /user/login, or
 * /loginEn with its English labels (apps/web/src/locales/en/accounts.json).
 */
export async function logInOn(page: Page, lang: SeminarLang, account: string, password = DEMO_PASSWORD) {
  await page.goto(lang === 'en' ? '/loginEn' : '/user/login');
  await page.getByLabel(lang === 'en' ? 'Mobile number or email' : '手机号码/邮箱').fill(account);
  await page.getByLabel(lang === 'en' ? 'Password' : '密码', { exact: true }).fill(password);
  await page.locator('form:not([role=search]) button[type=submit]').click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

/**
 * Creates an account on the site of `lang` and ends signed in as `name`: on the Chinese site
 * with a mobile and its SMS code; on the English site (/loginEn, "Create account") with an
 * email verified with its code (no SMS), as an overseas buyer does, `name` being the first name.
 */
export async function signUpOn(page: Page, lang: SeminarLang, name: string, password = 'Start2024x') {
  if (lang === 'zh-Hans') return signUpZh(page, name, password);
  const address = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}@example.com`;
  await page.goto('/loginEn?tab=register');
  await page.getByLabel('Email', { exact: true }).fill(address);
  await page.getByTestId('send-code').click();
  await page.getByLabel('Verification code').fill(await latestCode(address));
  await page.getByLabel('First name').fill(name);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).last().click();
  await expect(page.getByTestId('account-menu')).toContainText(name);
  return address;
}
