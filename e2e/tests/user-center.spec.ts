import type { Page } from '@playwright/test';
import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { signUpZh } from '../support/journeys';
import { latestCode } from '../support/outbox';

/** What differs between the Chinese site on a desktop and the English site on a phone. */
interface Site {
  lang: 'zh-Hans' | 'en';
  center: string;
  userInfo: RegExp;
  infoTitle: string;
  edit: RegExp;
  save: RegExp;
  company: string;
  companyInfoLink: string;
  companyTitle: string;
  noEnterprise: string;
  joinOrCertify: string;
  list: string;
  follow: string;
  followed: string;
  favourited: string;
  collection: string;
  productsTab: string;
  enterprisesTab: string;
  unsave: string;
  emptyProducts: string;
}

const ZH: Site = {
  lang: 'zh-Hans',
  center: '/user/UserCenter',
  userInfo: /\/user\/UserCenter\/UserInfo$/,
  infoTitle: '个人信息',
  edit: /^编\s*辑$/,
  save: /^保\s*存$/,
  company: '公司名称',
  companyInfoLink: '公司信息',
  companyTitle: '公司信息',
  noEnterprise: '您还没有加入任何企业',
  joinOrCertify: '加入或认证企业',
  list: '/exhibitorList',
  follow: 'follow-button',
  followed: '已关注',
  favourited: '已收藏',
  collection: '/user/UserCenter/MyCollection',
  productsTab: '收藏的商品',
  enterprisesTab: '关注的企业',
  unsave: '取消收藏',
  emptyProducts: '还没有收藏任何商品',
};

const EN: Site = {
  lang: 'en',
  // The English center opens on chat (spec §2: chatEn is its default); its user info is a tab.
  center: '/userCenterEn/userInfo',
  userInfo: /\/userCenterEn\/userInfo$/,
  infoTitle: 'My details',
  edit: /^Edit$/,
  save: /^Save$/,
  company: 'Company',
  companyInfoLink: 'My company',
  companyTitle: 'My company',
  noEnterprise: 'You do not belong to any enterprise yet',
  joinOrCertify: 'Join or certify an enterprise',
  list: '/exhibitor/exhibitorListEn',
  follow: 'follow-button',
  followed: 'Following',
  favourited: 'Saved',
  collection: '/userCenterEn/productsEn',
  productsTab: 'Saved products',
  enterprisesTab: 'Enterprises',
  unsave: 'Remove',
  emptyProducts: 'You have not saved any product yet',
};

/** A new English account, signed in. */
async function signUpEn(page: Page, stamp: string) {
  const password = 'Fair2024x';
  await page.goto('/loginEn?tab=register');
  await page.getByLabel('Email', { exact: true }).fill(`uc-${stamp}@example.com`);
  await page.getByTestId('send-code').click();
  await page.getByLabel('Verification code').fill(await latestCode(`uc-${stamp}@example.com`));
  await page.getByLabel('First name').fill('Mia');
  await page.getByLabel('Last name').fill('Weber');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).last().click();
  await expect(page.getByTestId('account-menu')).toContainText('Mia');
}

async function journey(page: Page, site: Site, project: string) {
  const phone = project === 'phone';
  const stamp = `${Date.now()}-${project}`;
  if (site.lang === 'en') await signUpEn(page, stamp);
  else await signUpZh(page, '周用户');

  // The user info page; the company is edited and saved.
  await page.goto(site.center);
  await expect(page).toHaveURL(site.userInfo);
  await expect(page.getByRole('heading', { level: 1, name: site.infoTitle })).toBeVisible();
  await page.getByRole('button', { name: site.edit }).click();
  const companyName = `Nanjing Paper ${stamp}`;
  await page.getByLabel(site.company, { exact: true }).fill(companyName);
  await page.getByRole('button', { name: site.save }).click();
  await expect(page.getByText(companyName, { exact: true })).toBeVisible();

  // Company info, reached through the menu (a drawer on a phone), asks to join or certify.
  const nav = page.getByRole('navigation', { name: site.lang === 'en' ? 'My account' : '个人中心' });
  if (phone) await nav.getByRole('button').click();
  await page.getByRole('link', { name: site.companyInfoLink, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: site.companyTitle })).toBeVisible();
  await expect(page.getByText(site.noEnterprise)).toBeVisible();
  await expect(page.getByRole('link', { name: site.joinOrCertify })).toHaveAttribute(
    'href',
    '/enterprise/certification',
  );

  // Follow an exhibitor and save one of its products from the directory.
  await page.goto(site.list);
  const link = page.getByTestId('exhibitor-row').first().getByRole('link').first();
  const enterpriseName = (await link.innerText()).trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: enterpriseName })).toBeVisible();
  await page.getByTestId(site.follow).click();
  await expect(page.getByTestId(site.follow)).toHaveText(site.followed);
  const tile = page.getByTestId('product-tile').first().getByRole('link').first();
  const productName = (await tile.innerText()).trim();
  await tile.click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.getByTestId('favourite-button').click();
  await expect(page.getByTestId('favourite-button')).toHaveText(site.favourited);

  // Both are in the collection; removing the product leaves the enterprise.
  await page.goto(site.collection);
  await expect(page.getByRole('tab', { name: site.productsTab, selected: true })).toBeVisible();
  await expect(page.getByText(productName, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: site.enterprisesTab }).click();
  await expect(page.getByText(enterpriseName, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: site.productsTab }).click();
  await page.getByRole('button', { name: site.unsave }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: site.unsave }).click();
  await expect(page.getByText(site.emptyProducts)).toBeVisible();
  await page.getByRole('tab', { name: site.enterprisesTab }).click();
  await expect(page.getByText(enterpriseName, { exact: true })).toBeVisible();
  // Nothing scrolls sideways, on a phone either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
}

/** Issue 4: the user center — user info, company info, collections (zh-Hans on a desktop, en on a phone). */
test('user center: edit user info, see company info asking to join, follow and save, find and remove in the collection', async ({
  page,
}, info) => {
  const site = info.project.name === 'phone' ? EN : ZH;
  await useLanguage(page, site.lang);
  await journey(page, site, info.project.name);
  await keepScreenshot(page, `${site.lang}-user-center`, info.project.name);
});
