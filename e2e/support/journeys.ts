import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { latestCode } from './outbox';

export const DEMO_PASSWORD = 'Cidpex2024';

/**
 * Logs out from the header's account menu. Right after a sign-up the page is still
 * switching to the next route and the dropdown may be opening or closing while the
 * click lands (seen on CI: no logout request was sent), so the menu is opened again
 * until the account menu is gone; a logout that never works still fails here.
 */
export async function logOut(page: Page, item: string) {
  const menu = page.getByTestId('account-menu');
  await expect(async () => {
    if ((await menu.count()) === 0) return;
    const entry = page.getByRole('menuitem', { name: item });
    if (!(await entry.isVisible())) await menu.click();
    await entry.click({ timeout: 3_000 });
    await expect(menu).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

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
  await page.locator('form:not([role=search]) button[type=submit]').click();
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
  await login(page, 'zh-Hans', account, password);
}

/** The sites a journey walks: the Chinese one, or the English one (/loginEn, /enterpriseCenterEn …). */
export type SiteLang = 'zh-Hans' | 'en';

/** Signs in on the login page of the site of `lang` (/user/login or /loginEn). */
export async function login(page: Page, lang: SiteLang, account: string, password = DEMO_PASSWORD) {
  await page.goto(lang === 'en' ? '/loginEn' : '/user/login');
  await page.getByLabel(lang === 'en' ? 'Mobile number or email' : '手机号码/邮箱').fill(account);
  await page.getByLabel(lang === 'en' ? 'Password' : '密码', { exact: true }).fill(password);
  await page.locator('form:not([role=search]) button[type=submit]').click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

/**
 * Creates an account on the English site (/loginEn, "Create account": an email verified with
 * its code, no SMS, as overseas buyers do); ends signed in. The name shown is "first last". Answers the email.
 */
export async function signUpEn(page: Page, first: string, last = 'Tester', password = 'Overseas2024') {
  const email = `${first}.${last}`.toLowerCase().replace(/[^a-z0-9.]+/g, '-');
  const address = `${email}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/loginEn?tab=register');
  await page.getByLabel('Email', { exact: true }).fill(address);
  await page.getByTestId('send-code').click();
  await page.getByLabel('Verification code').fill(await latestCode(address));
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).last().click();
  await expect(page.getByTestId('account-menu')).toContainText(first);
  return address;
}

/**
 * Signs up on the site of `lang` as `name` and ends signed in: on the Chinese site with a
 * mobile and its SMS code, on the English site with an email ("First Last…" split at the
 * first space). Answers the mobile or the email.
 */
export async function signUp(page: Page, lang: SiteLang, name: string): Promise<string> {
  if (lang === 'zh-Hans') return signUpZh(page, name);
  const [first = name, ...last] = name.split(' ');
  return signUpEn(page, first, last.join(' '));
}

/**
 * Adds a mobile number to the signed-in account from the English user center (My details,
 * "Add a mobile number"), confirmed by the SMS code. Answers the number.
 */
export async function addMobileEn(page: Page): Promise<string> {
  const mobile = uniqueMobile();
  await page.goto('/userCenterEn/userInfo');
  await page.getByRole('link', { name: 'Add a mobile number' }).click();
  await expect(page).toHaveURL(/\/userCenter\/bindMobile/);
  await page.getByLabel('New mobile number').fill(mobile);
  await page.getByTestId('send-code').click();
  await page.getByLabel('Verification code').fill(await latestCode(mobile));
  await page.getByRole('button', { name: 'Add mobile number' }).click();
  await expect(page.getByText('Your mobile number has been updated')).toBeVisible();
  return mobile;
}

/** The certification form's words (apps/web/src/locales/{zh-Hans,en}/enterprises.json). */
const CERTIFY = {
  'zh-Hans': {
    tab: '认证新企业',
    name: '企业中文名称',
    nameEn: '企业英文名称',
    creditCode: '统一社会信用代码',
    type: '企业类型',
    nature: '企业性质',
    country: '国家/地区',
    china: '中国',
    province: '省份',
    jiangsu: '江苏',
    address: '企业地址',
    mainBusiness: '主营业务',
    noBusiness: '请选择主营业务',
    uploaded: '已上传：licence.png',
    submit: '提交认证',
    pending: '您的企业认证正在审核中，请耐心等待',
  },
  en: {
    tab: 'Certify a new enterprise',
    name: 'Chinese name',
    nameEn: 'English name',
    creditCode: 'Unified social credit code',
    type: 'Enterprise type',
    nature: 'Enterprise nature',
    country: 'Country or region',
    china: 'China',
    province: 'Province',
    jiangsu: 'Jiangsu',
    address: 'Address',
    mainBusiness: 'Main business',
    noBusiness: 'Please select main business',
    uploaded: 'Uploaded: licence.png',
    submit: 'Submit for certification',
    pending: 'Your enterprise certification is under review; please wait',
  },
} as const;

/**
 * On /enterprise/certification (in the page's language), fills "certify a new enterprise"
 * for a company in Nanjing with a valid credit code and a licence, and submits it; ends on
 * the "under review" message.
 */
export async function certifyEnterprise(page: Page, lang: SiteLang, name: string, nameEn: string) {
  const L = CERTIFY[lang];
  await page.getByRole('tab', { name: L.tab }).click();
  await page.getByLabel(L.name, { exact: true }).fill(name);
  await page.getByLabel(L.nameEn, { exact: true }).fill(nameEn);
  await page.getByLabel(L.creditCode, { exact: true }).fill(validCreditCode());
  await chooseOption(page, L.type);
  await chooseOption(page, L.nature);
  await chooseOption(page, L.country, L.china);
  await chooseOption(page, L.province, L.jiangsu);
  await page
    .getByLabel(L.address, { exact: true })
    .fill(lang === 'en' ? '300 Jiangdong Middle Road, Nanjing' : '南京市建邺区江东中路 300 号');
  await chooseOption(page, L.mainBusiness);
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles(pictureFile('licence.png', 24, 16));
  await expect(page.getByText(L.uploaded)).toBeVisible();
  await page.getByRole('button', { name: L.submit }).click();
  // The business list is a dictionary loaded on demand: pick again if the first pick did not take.
  const noBusiness = page.getByText(L.noBusiness);
  if (
    await noBusiness.waitFor({ timeout: 2_000 }).then(
      () => true,
      () => false,
    )
  ) {
    await chooseOption(page, L.mainBusiness);
    await page.getByRole('button', { name: L.submit }).click();
  }
  await expect(page.getByText(L.pending)).toBeVisible();
}

/**
 * On the application wizard's booth plan: picks the first free booth of the wished type (not
 * dimmed) by keyboard — the plan scrolls inside its frame, so the booth may lie outside the
 * visible part — and answers its number once the booth's details show it.
 */
export async function chooseFreeBooth(page: Page): Promise<string> {
  const free = page.locator('[data-testid^="plan-booth-"][data-state="free"][opacity="1"]').first();
  await expect(free).toBeVisible();
  const boothNo = ((await free.getAttribute('data-testid')) ?? '').replace('plan-booth-', '');
  await free.focus();
  await free.press('Enter');
  await expect(page.getByTestId('booth-details')).toContainText(boothNo);
  return boothNo;
}
