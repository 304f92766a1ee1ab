import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { latestCode } from './outbox';

export const DEMO_PASSWORD = 'Cidpex2024';

/** A mobile number unique to this run. */
export function uniqueMobile(): string {
  const n = (Date.now() % 1e8) + Math.floor(Math.random() * 1000);
  return `137${String(n).padStart(8, '0').slice(-8)}`;
}

/** A valid 18-digit PRC resident ID number (GB 11643 check digit) born in Nanjing on 1990-01-01. */
export function validIdNumber(): string {
  const body = `32010219900101${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = body.split('').reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11];
}

/** Signs up on the Chinese site with a mobile number and the SMS code from the outbox; ends signed in. */
export async function signUpZh(page: Page, name: string, password = 'Start2024x'): Promise<string> {
  const mobile = uniqueMobile();
  await page.goto('/user/signIn');
  await page.getByLabel('手机号码', { exact: true }).fill(mobile);
  await page.getByTestId('send-code').click();
  await page.getByLabel('验证码').fill(await latestCode(mobile));
  await page.getByLabel('姓名').fill(name);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码').fill(password);
  await page.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page.getByTestId('account-menu')).toContainText(name);
  return mobile;
}

/** Signs in to the organizer console as the demo organizer, in the page's current language. */
export async function organizerLogin(page: Page, accountLabel: RegExp | string, passwordLabel: string) {
  await page.goto('/organizer/login');
  await page.getByLabel(accountLabel).fill('organizer@demo.cidpex.cn');
  await page.getByLabel(passwordLabel, { exact: true }).fill(DEMO_PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/organizer\/dashboard/);
}

/** Picks an option of the antd Select labelled `label` (typed into its search when it has one: lists are virtual). */
export async function chooseOption(page: Page, label: string, option?: string) {
  const select = page.getByLabel(label, { exact: true });
  // The Select around the input shows the chosen option once the choice is taken.
  const chosen = page
    .locator('.ant-select')
    .filter({ has: select })
    .locator('.ant-select-content-has-value, .ant-select-selection-item')
    .first();
  // A click that lands while the dropdown is still animating in is ignored; try again then.
  await expect(async () => {
    await select.click();
    if (option && (await select.getAttribute('readonly')) === null) await select.fill(option);
    // The dropdown just opened is the last one in the page; closed ones linger hidden.
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
    const options = dropdown.locator('.ant-select-item-option');
    await (option ? options.filter({ hasText: option }) : options).first().click({ timeout: 5_000 });
    await expect(chosen).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** A unified social credit code (GB 32100-2015) with a correct check character, different each call. */
export function validCreditCode(): string {
  const charset = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  let org = '';
  for (let i = 0; i < 9; i++) org += charset[Math.floor(Math.random() * 31)];
  const first17 = `91320100${org}`;
  const sum = first17.split('').reduce((s, c, i) => s + charset.indexOf(c) * weights[i]!, 0);
  return first17 + charset[(31 - (sum % 31)) % 31];
}

/** A valid RGB PNG of the given size (a flat picture), made with zlib: for cover and detail uploads. */
export function pictureFile(name: string, width = 300, height = 300, shade = 0xaa) {
  const raw = Buffer.alloc((width * 3 + 1) * height, shade);
  for (let y = 0; y < height; y++) raw[y * (width * 3 + 1)] = 0;
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** Signs in on the Chinese login page with a demo account (mobile or email and Cidpex2024). */
export async function loginZh(page: Page, account: string, password = DEMO_PASSWORD) {
  await page.goto('/user/login');
  await page.getByLabel('手机号码/邮箱').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.locator('form button[type=submit]').click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
}
