import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { logOut, signUpEn, signUpZh } from '../support/journeys';

/** What differs between the two sites of the journey. */
interface Site {
  lang: 'zh-Hans' | 'en';
  list: string;
  hall: { label: string; option: string; code: string; second: string; secondCode: string };
  country: { label: string; option: string; code: string };
  enterprisePath: RegExp;
  productPath: RegExp;
  loginPath: RegExp;
  account: string;
  password: string;
  followed: string;
  favourited: string;
  onPlan: RegExp;
  /** The floor plan in the site's own frame (the home link of the header tells the frame). */
  planPath: RegExp;
  home: string;
  zoomIn: string;
  zoomReset: string;
}

const ZH: Site = {
  lang: 'zh-Hans',
  list: '/exhibitorList',
  hall: { label: '展馆', option: '5号馆', code: 'H5', second: '6号馆', secondCode: 'H6' },
  country: { label: '国家/地区', option: '德国', code: 'DE' },
  enterprisePath: /\/exhibitor\/companyInfo\?id=\d+$/,
  productPath: /\/product\/detail\?id=\d+$/,
  loginPath: /\/user\/Login\?redirect=%2Fexhibitor%2FcompanyInfo%3Fid%3D\d+$/,
  account: '手机号码/邮箱',
  password: '密码',
  followed: '已关注',
  favourited: '已收藏',
  onPlan: /^在平面图上查看/,
  planPath: /\/exhibitor\/floorplan\?hall=H5&booth=\w+$/,
  home: '/home',
  zoomIn: '放大',
  zoomReset: '恢复原始大小',
};

const EN: Site = {
  lang: 'en',
  list: '/exhibitor/exhibitorListEn',
  hall: { label: 'Hall', option: 'Hall 5', code: 'H5', second: 'Hall 6', secondCode: 'H6' },
  country: { label: 'Country/Region', option: 'Germany', code: 'DE' },
  enterprisePath: /\/en\/enterprise\/detail\?id=\d+$/,
  productPath: /\/en\/enterprise\/detail\/item\?id=\d+$/,
  loginPath: /\/loginEn\?redirect=%2Fen%2Fenterprise%2Fdetail%3Fid%3D\d+$/,
  account: 'Mobile number or email',
  password: 'Password',
  followed: 'Following',
  favourited: 'Saved',
  onPlan: /on the floor plan$/,
  planPath: /\/en\/floorplan\?hall=H5&booth=\w+$/,
  home: '/IndexEn',
  zoomIn: 'Zoom in',
  zoomReset: 'Reset zoom',
};

/**
 * Ticks an option of a filter of the exhibitor list: a disclosure per dimension (test id
 * `filter-<key>`) holding a group of checkboxes named "<option> (<count>)"; opened first if closed.
 */
async function chooseFilter(page: Page, key: 'hall' | 'country', label: string, option: string) {
  const facet = page.getByTestId(`filter-${key}`);
  const group = facet.getByRole('group', { name: label, exact: true });
  if (!(await group.isVisible())) await facet.locator('summary').click();
  const box = group.getByRole('checkbox', { name: new RegExp(`^${option} \\(\\d+\\)$`) });
  await box.check();
  await expect(box).toBeChecked();
}

/** A new account for this run, then logged out: the journey starts as an anonymous visitor. */
async function newAccount(page: Page, site: Site): Promise<{ account: string; password: string }> {
  const password = 'Fair2024x';
  if (site.lang === 'en') {
    // The English sign-up verifies its email with a code (issue 23 item 13).
    const email = await signUpEn(page, 'Mia', 'Weber', password);
    await expect(page).toHaveURL(/\/IndexEn$/);
    await logOut(page, 'Log out');
    return { account: email, password };
  }
  const mobile = await signUpZh(page, '李展', password);
  await logOut(page, '退出登录');
  return { account: mobile, password };
}

async function journey(page: Page, site: Site, project: string) {
  const { account, password } = await newAccount(page, site);
  const phone = project === 'phone';

  // Filter the exhibitor list by country and two halls (any of them); the filters live in the URL.
  await page.goto(site.list);
  await expect(page.getByTestId('exhibitor-row').first()).toBeVisible();
  if (phone) await page.getByTestId('open-filters').click();
  await chooseFilter(page, 'country', site.country.label, site.country.option);
  await expect(page).toHaveURL(new RegExp(`country=${site.country.code}`));
  await chooseFilter(page, 'hall', site.hall.label, site.hall.option);
  await expect(page).toHaveURL(new RegExp(`hall=${site.hall.code}`));
  await chooseFilter(page, 'hall', site.hall.label, site.hall.second);
  await expect(page).toHaveURL(new RegExp(`hall=${site.hall.code}&hall=${site.hall.secondCode}$`));
  if (phone) await page.getByTestId('show-results').click();
  await expect(page.getByRole('button', { name: new RegExp(site.hall.second) }).first()).toBeVisible();
  const row = page.getByTestId('exhibitor-row').first();
  await expect(row).toContainText(site.hall.option);
  await expect(row).toContainText(site.country.option);
  const link = row.getByRole('link').first();
  const name = (await link.innerText()).trim();

  // Open the exhibitor; following needs login, which comes back here.
  await link.click();
  await expect(page).toHaveURL(site.enterprisePath);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const enterpriseUrl = page.url();
  await page.getByTestId('follow-button').click();
  await expect(page).toHaveURL(site.loginPath);
  await page.getByLabel(site.account).fill(account);
  await page.getByLabel(site.password, { exact: true }).fill(password);
  await page.locator('form:not([role=search]) button[type=submit]').click();
  await expect(page).toHaveURL(enterpriseUrl);
  await page.getByTestId('follow-button').click();
  await expect(page.getByTestId('follow-button')).toHaveText(site.followed);

  // The user center's follows page lists it (an English-site address shows English: the
  // Chinese reader uses the Chinese center's collection).
  await page.goto(
    site.lang === 'en' ? '/userCenterEn/focusEnterpriseEn' : '/user/UserCenter/MyCollection?type=enterprise',
  );
  await expect(page.getByText(name, { exact: true })).toBeVisible();

  // Open a product of the exhibitor and save it.
  await page.goto(enterpriseUrl);
  const tile = page.getByTestId('product-tile').first();
  const productName = (await tile.getByRole('link').first().innerText()).trim();
  await tile.getByRole('link').first().click();
  await expect(page).toHaveURL(site.productPath);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.getByTestId('favourite-button').click();
  await expect(page.getByTestId('favourite-button')).toHaveText(site.favourited);
  await page.goto(
    site.lang === 'en'
      ? '/userCenterEn/focusEnterpriseEn?type=product'
      : '/user/UserCenter/MyCollection?type=product',
  );
  await expect(page.getByText(productName, { exact: true })).toBeVisible();

  // Back to the exhibitor through the product, and its booth on the floor plan.
  await page.goBack();
  await page.getByTestId('product-enterprise').click();
  await expect(page).toHaveURL(site.enterprisePath);
  await page.getByRole('link', { name: site.onPlan }).first().click();
  await expect(page).toHaveURL(site.planPath);
  await expect(page.locator(`header a[href="${site.home}"]`).first()).toBeVisible();
  const booth = new URL(page.url()).searchParams.get('booth') as string;
  await expect(page.getByTestId(`booth-${booth}`)).toHaveAttribute('data-highlighted', 'true');
  await expect(page.getByTestId('booth-card')).toContainText(booth);
  await expect(page.getByTestId('booth-card').getByRole('link', { name })).toBeVisible();

  // Issue 24: the visitor in the hall. The hall's walls, entrances and facilities, each in the legend.
  const plan = page.getByTestId('floor-plan');
  await expect(plan.getByTestId('hall-outline')).toBeAttached();
  await expect(plan.getByTestId('feature-entrance').first()).toBeAttached();
  for (const kind of ['entrance', 'registration', 'toilet', 'info'])
    await expect(page.getByTestId(`legend-${kind}`)).toBeVisible();
  // The hall's exhibitors beside the plan (under it, opened on demand, on a phone).
  const list = page.getByTestId('plan-list');
  if (phone) await list.locator('button[aria-expanded=false]').click();
  const numbers = (await list.locator('.dir-plan-list__no').allInnerTexts()).map((n) => n.trim());
  const at = numbers.indexOf(booth);
  expect(at).toBeGreaterThanOrEqual(0);
  // "You are here": a booth a few places along, typed in; the chosen booth stays chosen.
  const here = numbers[at >= 3 ? at - 3 : at + 3] as string;
  await page.getByTestId('here-bar').getByRole('searchbox').fill(here.toLowerCase());
  await page.getByTestId('here-bar').getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]here=${here}$`));
  await expect(page.getByTestId(`booth-${here}`)).toHaveAttribute('data-here', 'true');
  await expect(page.getByTestId(`booth-${booth}`)).toHaveAttribute('data-highlighted', 'true');
  await expect(page.getByTestId('way')).toBeVisible();
  // Another exhibitor from the list, filtered by its booth number, is chosen on the plan.
  const third = numbers.find((n) => n !== booth && n !== here) as string;
  await list.getByRole('textbox').fill(third);
  await list.getByRole('button', { name: new RegExp(third) }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]booth=${third}&here=${here}$`));
  await expect(page.getByTestId(`booth-${third}`)).toHaveAttribute('data-highlighted', 'true');
  await expect(page.getByTestId('booth-card')).toContainText(third);
  // Back to the first booth; a reload keeps both; zooming in keeps the chosen booth in the frame.
  await list.getByRole('textbox').fill(booth);
  await list.getByRole('button', { name: new RegExp(booth) }).click();
  await page.reload();
  await expect(page.getByTestId(`booth-${here}`)).toHaveAttribute('data-here', 'true');
  await expect(page.getByTestId(`booth-${booth}`)).toHaveAttribute('data-highlighted', 'true');
  await expect(page.getByTestId('here-pin')).toBeVisible();
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: site.zoomIn }).click();
  await expect(plan.locator('svg[data-zoom]')).toHaveAttribute('data-zoom', '2.25');
  const inFrame = async () => {
    const f = await plan.boundingBox();
    const b = await page.getByTestId(`booth-${booth}`).boundingBox();
    if (!f || !b) return false;
    const cx = b.x + b.width / 2;
    const cy = b.y + b.height / 2;
    return cx >= f.x && cx <= f.x + f.width && cy >= f.y && cy <= f.y + f.height;
  };
  await expect.poll(inFrame).toBe(true);
  await page.getByRole('button', { name: site.zoomReset }).click();
  await expect.poll(inFrame).toBe(true);
  await plan.scrollIntoViewIfNeeded();
  await shot(page, `${site.lang}-floorplan-here`, project);
}

const FLOOR_SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.out/screens24-floor');
/** Issue 24's floor plan screenshots: what the screen shows, and the whole page. */
async function shot(page: Page, name: string, project: string) {
  fs.mkdirSync(FLOOR_SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(FLOOR_SHOTS, `${name}-${project}.png`) });
  await page.screenshot({ path: path.join(FLOOR_SHOTS, `${name}-${project}-page.png`), fullPage: true });
}

/** Issue 5: find an exhibitor by hall and country, follow it, save a product, find its booth. */
test('zh-Hans: filter exhibitors by hall and country, follow one after login, save a product, find the booth', async ({
  page,
}, info) => {
  await useLanguage(page, 'zh-Hans');
  await journey(page, ZH, info.project.name);
  await keepScreenshot(page, 'zh-directory-floorplan', info.project.name);
});

test('en: filter exhibitors by hall and country, follow one after login, save a product, find the booth', async ({
  page,
}, info) => {
  await useLanguage(page, 'en');
  await journey(page, EN, info.project.name);
  await keepScreenshot(page, 'en-directory-floorplan', info.project.name);
});
