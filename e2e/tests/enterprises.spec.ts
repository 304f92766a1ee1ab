import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { certifyEnterprise, chooseOption, organizerLogin, signUp } from '../support/journeys';

/**
 * The words of the pages (apps/web/src/locales/{zh-Hans,en}/enterprises.json). The English
 * site has its own enterprise center (/enterpriseCenterEn) but no certification page: its
 * center sends English users to /enterprise/certification, which speaks their language.
 */
const TEXT = {
  'zh-Hans': {
    center: '/myEnterprise',
    noEnterprise: '您还没有所属企业',
    goCertification: '去企业认证',
    badCreditCode: '统一社会信用代码不正确，请核对后重新输入',
    creditCode: '统一社会信用代码',
    address: '企业地址',
    certified: (name: string) => `您已属于企业“${name}”`,
    goCenter: '进入企业中心',
    searchLabel: '公司名称',
    search: /搜\s*索/,
    join: '申请加入',
    joinPending: (name: string) => `您加入“${name}”的申请正在等待审核`,
    applicationsTab: '员工申请审核',
    approve: /通\s*过/,
    approved: '已通过申请，该用户已成为员工',
    staffTab: '员工列表',
    roleOf: (name: string) => `${name} 的角色`,
    roleChanged: '角色已修改',
    roles: { admin: '管理员', operator: '运营人员', staff: '员工' },
  },
  en: {
    center: '/enterpriseCenterEn',
    noEnterprise: 'You do not belong to an enterprise yet',
    goCertification: 'Go to enterprise certification',
    badCreditCode: 'The unified social credit code is not valid; please check it',
    creditCode: 'Unified social credit code',
    address: 'Address',
    certified: (name: string) => `You belong to ${name}`,
    goCenter: 'Open the enterprise center',
    searchLabel: 'Company name',
    search: 'Search',
    join: 'Apply to join',
    joinPending: (name: string) => `Your application to join ${name} is waiting for review`,
    applicationsTab: 'Join applications',
    approve: 'Approve',
    approved: 'Application approved: they are now staff',
    staffTab: 'Staff',
    roleOf: (name: string) => `Role of ${name}`,
    roleChanged: 'Role changed',
    roles: { admin: 'Administrator', operator: 'Operator', staff: 'Staff' },
  },
} as const;

/**
 * Issue 4: a new user certifies their enterprise and the organizer approves it; a colleague
 * applies to join, the administrator approves and sets their role. zh-Hans on the desktop,
 * English on the phone.
 */
test('certify an enterprise, organizer approval, a colleague joins, is approved and made staff', async ({
  page,
  browser,
}, info) => {
  const lang = info.project.name === 'phone' ? 'en' : 'zh-Hans';
  const L = TEXT[lang];
  await useLanguage(page, lang);
  const stamp = `${Date.now() % 1_000_000}${info.project.name === 'phone' ? 'P' : 'D'}`;
  const company = `南京青禾测试纸业${stamp}有限公司`;
  const companyEn = `Qinghe Test Paper ${stamp}`;
  // The company's name as this site shows it: the English name on the English site.
  const shown = lang === 'en' ? companyEn : company;
  await signUp(page, lang, lang === 'en' ? `Ada Admin${stamp}` : `管理员${stamp}`);

  // The enterprise center has nothing yet and leads to the certification.
  await page.goto(`${L.center}/basicinfo`);
  await expect(page.getByText(L.noEnterprise)).toBeVisible();
  await page.getByRole('link', { name: L.goCertification }).click();
  await expect(page).toHaveURL(/\/enterprise\/certification/);
  await page.getByRole('tab', { name: lang === 'en' ? 'Certify a new enterprise' : '认证新企业' }).click();
  await page.getByLabel(L.creditCode, { exact: true }).fill('91320100ABCDEFGH12');
  await page.getByLabel(L.address, { exact: true }).click();
  await expect(page.getByText(L.badCreditCode)).toBeVisible();
  await certifyEnterprise(page, lang, company, companyEn);

  // The organizer approves the certification (console in Chinese).
  const console = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(console, 'zh-Hans');
  await organizerLogin(console, '手机号码/邮箱', '密码');
  await console.goto('/organizer/enterprises');
  await console.getByRole('button', { name: `通过 ${company}` }).click();
  await expect(console.getByText('已通过认证').first()).toBeVisible();
  await console.close();

  await page.reload();
  await expect(page.getByText(L.certified(shown))).toBeVisible();
  await page.getByRole('link', { name: L.goCenter }).click();
  await expect(page).toHaveURL(new RegExp(`${L.center}/basicinfo`));
  await expect(page.getByText(shown).first()).toBeVisible();
  await expect(page.getByText(L.roles.admin, { exact: true })).toBeVisible();

  // A colleague finds the company and asks to join.
  const colleagueContext = await browser.newContext({
    viewport: page.viewportSize() ?? { width: 1280, height: 900 },
    isMobile: info.project.name === 'phone',
    hasTouch: info.project.name === 'phone',
  });
  const colleague = await colleagueContext.newPage();
  await useLanguage(colleague, lang);
  const colleagueName = lang === 'en' ? `Lin Colleague${stamp}` : `同事${stamp}`;
  await signUp(colleague, lang, colleagueName);
  await colleague.goto(`${L.center}/basicinfo`);
  await expect(colleague.getByText(L.noEnterprise)).toBeVisible();
  await colleague.getByRole('link', { name: L.goCertification }).click();
  await expect(colleague).toHaveURL(/\/enterprise\/certification/);
  await colleague.getByLabel(L.searchLabel).fill(lang === 'en' ? companyEn : `青禾测试纸业${stamp}`);
  await colleague.locator('#main').getByRole('button', { name: L.search, exact: true }).click();
  await colleague.getByRole('button', { name: L.join }).first().click();
  await expect(colleague.getByText(L.joinPending(shown))).toBeVisible();

  // The administrator approves the application in the enterprise center: the colleague is staff.
  await page.goto(`${L.center}/userRole`);
  await page.getByRole('tab', { name: L.applicationsTab }).click();
  await expect(page.getByText(colleagueName)).toBeVisible();
  await page.getByRole('button', { name: L.approve, exact: true }).first().click();
  await expect(page.getByText(L.approved)).toBeVisible();
  await page.getByRole('tab', { name: L.staffTab, exact: true }).click();
  const member = page.locator('.ant-list-item').filter({ hasText: colleagueName });
  await expect(member.locator('.ant-tag')).toHaveText(L.roles.staff);

  // The administrator sets the colleague's role: operator, then back to staff.
  await chooseOption(page, L.roleOf(colleagueName), L.roles.operator);
  await expect(page.getByText(L.roleChanged).first()).toBeVisible();
  await expect(member.locator('.ant-tag')).toHaveText(L.roles.operator);
  await colleague.goto(`${L.center}/basicinfo`);
  await expect(colleague.getByText(shown).first()).toBeVisible();
  await expect(colleague.getByText(L.roles.operator, { exact: true })).toBeVisible();
  await chooseOption(page, L.roleOf(colleagueName), L.roles.staff);
  await expect(member.locator('.ant-tag')).toHaveText(L.roles.staff);
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await keepScreenshot(page, `${lang}-enterprise-staff`, info.project.name);

  // The colleague now belongs to the enterprise, as staff.
  await colleague.reload();
  await expect(colleague.getByText(L.roles.staff, { exact: true })).toBeVisible();
  await colleague.goto('/enterprise/certification');
  await expect(colleague.getByText(L.certified(shown))).toBeVisible();
  await colleagueContext.close();
});
