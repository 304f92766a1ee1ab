import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { login, organizerLogin } from '../support/journeys';

const WORDS = {
  'zh-Hans': {
    list: '/exhibitorList?keyword=青禾',
    agencyAction: '申请代理',
    sampleAction: '申请样品',
    fields: {
      name: '姓名',
      company: '公司',
      mobile: '手机',
      email: '邮箱',
      region: '代理地区',
      address: '收货地址',
    },
    submit: /^提\s?交$/,
    agencySent: '已申请代理',
    sampleSent: '已申请样品',
    pending: '待处理',
    accepted: '已接受',
    declined: '已拒绝',
    accept: '接受并寄送',
    decline: /^拒\s?绝$/,
    reply: '回复（采购商可见）',
    export: '导出表格',
    all: '全部',
  },
  en: {
    list: '/exhibitor/exhibitorListEn?keyword=Qinghe',
    agencyAction: 'Apply to be an agent',
    sampleAction: 'Request a sample',
    fields: {
      name: 'Name',
      company: 'Company',
      mobile: 'Mobile',
      email: 'Email',
      region: 'Region',
      address: 'Delivery address',
    },
    submit: /^Send$/,
    agencySent: 'Agency application sent',
    sampleSent: 'Sample requested',
    pending: 'Waiting',
    accepted: 'Accepted',
    declined: 'Declined',
    accept: 'Accept and send',
    decline: /^Decline$/,
    reply: 'Reply (the buyer reads it)',
    export: 'Export spreadsheet',
    all: 'All',
  },
} as const;
type Lang = keyof typeof WORDS;

async function fillApplicant(
  page: Page,
  lang: Lang,
  buyer: { name: string; company: string; mobile: string },
) {
  const f = WORDS[lang].fields;
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(f.name, { exact: true }).fill(buyer.name);
  await dialog.getByLabel(f.company, { exact: true }).fill(buyer.company);
  await dialog.getByLabel(f.mobile, { exact: true }).fill(buyer.mobile);
  await dialog.getByLabel(f.email, { exact: true }).fill('buyer-e2e@example.com');
  return dialog;
}

/**
 * Issue 19, sample and agency applications: a buyer finds the demo company in the exhibitor
 * list, applies to be its agent and asks for a sample of one of its products; the company's
 * administrator accepts the sample, declines the agency with a reply and exports the
 * spreadsheet; the organizer sees both; the buyer reads the answers. Chinese on the desktop,
 * English on the phone (another buyer account, so the two runs do not meet).
 */
test('sample and agency applications: buyer applies, exhibitor answers and exports, organizer oversees', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  const lang: Lang = phone ? 'en' : 'zh-Hans';
  const w = WORDS[lang];
  const buyer = phone
    ? { account: '13800000012', name: 'Lena Fischer', company: 'Fischer Hygiene GmbH', mobile: '13912347012' }
    : { account: '13800000001', name: '赵采购', company: '示例商贸有限公司', mobile: '13912347001' };

  // The buyer: exhibitor list → the demo company → apply to be its agent.
  await useLanguage(page, lang);
  await login(page, lang, buyer.account);
  await page.goto(w.list);
  const row = page.getByTestId('exhibitor-row').first();
  await expect(row).toContainText(/青禾|Qinghe/);
  await row.getByRole('link').first().click();
  await expect(page.getByTestId('agency-apply')).toBeVisible();
  const enterpriseUrl = page.url();
  await page.getByTestId('agency-apply').click();
  const agency = await fillApplicant(page, lang, buyer);
  // A required field left empty is named under it, and nothing is sent.
  await agency.getByRole('button', { name: w.submit }).click();
  await expect(agency.locator('.ant-form-item-explain-error')).toContainText(w.fields.region);
  await agency.getByLabel(w.fields.region, { exact: true }).fill(phone ? 'Bavaria' : '华东');
  await agency.getByRole('button', { name: w.submit }).click();
  await expect(page.getByTestId('agency-apply-state')).toContainText(w.agencySent);
  await expect(page.getByTestId('agency-apply-state')).toContainText(w.pending);

  // A product of the company: ask for a sample.
  const tile = page.getByTestId('product-tile').first();
  await tile.getByRole('link').first().click();
  await page.getByTestId('sample-apply').click();
  const sample = await fillApplicant(page, lang, buyer);
  await sample
    .getByLabel(w.fields.address, { exact: true })
    .fill(phone ? 'Hauptstr. 1, Munich' : '上海市浦东新区示例路 1 号');
  await sample.getByRole('button', { name: w.submit }).click();
  await expect(page.getByTestId('sample-apply-state')).toContainText(w.sampleSent);
  const productUrl = page.url();

  // The company's administrator answers.
  const admin = await browser.newPage({ viewport: page.viewportSize() ?? { width: 1280, height: 900 } });
  await useLanguage(admin, lang);
  await login(admin, lang, '13800000002');
  await admin.goto('/myEnterprise/sampleAppl');
  const card = admin.locator('[data-testid^="trade-"]').filter({ hasText: buyer.name });
  await expect(card).toContainText(buyer.company);
  await card.getByRole('button', { name: w.accept }).click();
  await expect(card).toHaveCount(0);
  await admin.goto('/myEnterprise/sampleAppl?status=all');
  await expect(admin.locator('[data-testid^="trade-"]').filter({ hasText: buyer.name })).toContainText(
    w.accepted,
  );
  if (!phone) {
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: w.export }).click();
    const text = (await readFile((await (await download).path()) ?? '')).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain(buyer.company);
  }

  await admin.goto('/myEnterprise/agencyAppli');
  const agencyCard = admin.locator('[data-testid^="trade-"]').filter({ hasText: buyer.name });
  await agencyCard.getByRole('button', { name: w.decline }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: w.decline })).toBeDisabled();
  await dialog.getByLabel(w.reply).fill(phone ? 'Bavaria is already covered' : '华东已有代理');
  await dialog.getByRole('button', { name: w.decline }).click();
  await expect(agencyCard).toHaveCount(0);
  const width = await admin.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(admin.viewportSize()?.width ?? 1280);
  await keepScreenshot(admin, `${lang}-agency-applications`, info.project.name);
  await admin.close();

  // The organizer sees every company's applications.
  const organizer = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(organizer, 'zh-Hans');
  await organizerLogin(organizer, '手机号码/邮箱', '密码');
  await organizer.goto('/organizer/tradeApplications?kind=agency');
  await expect(organizer.locator('[data-testid^="trade-"]').filter({ hasText: buyer.name })).toContainText(
    '已拒绝',
  );
  await organizer.close();

  // The buyer reads the answers.
  await page.goto(productUrl);
  await expect(page.getByTestId('sample-apply-state')).toContainText(w.accepted);
  await page.goto(enterpriseUrl);
  await expect(page.getByTestId('agency-apply-state')).toContainText(w.declined);
});

const PASS_WORDS = {
  'zh-Hans': {
    hub: '展商服务',
    passes: '展商工作证',
    name: '姓名',
    mobile: '手机',
    add: '添加工作证',
    kind: '展商工作人员',
  },
  en: {
    hub: 'Exhibitor services',
    passes: 'Staff passes',
    name: 'Name',
    mobile: 'Mobile',
    add: 'Add pass',
    kind: 'EXHIBITOR STAFF',
  },
} as const;

/**
 * Issue 19, the exhibitor service hub and staff passes: the demo company's administrator opens
 * the hub, goes to the staff passes of its booths (about one per 3 m²), names one, and sees the
 * printable badge with its number.
 */
test('exhibitor hub and staff passes: name a pass, see the badge', async ({ page }, info) => {
  const phone = info.project.name === 'phone';
  const lang: Lang = phone ? 'en' : 'zh-Hans';
  const w = PASS_WORDS[lang];
  await useLanguage(page, lang);
  await login(page, lang, '13800000002');
  await page.goto('/exhibitor/exhibitorService');
  await expect(page.getByRole('heading', { level: 1, name: w.hub })).toBeVisible();
  await expect(page.getByTestId('hub-status')).toBeVisible();
  await page.getByRole('link', { name: new RegExp(w.passes) }).click();
  await expect(page).toHaveURL(/\/exhibitor\/staffAddressList$/);
  await expect(page.getByTestId('passes-quota')).toContainText('m²');
  const name = phone ? 'Mia Chen' : '陈晓';
  await page.getByLabel(w.name, { exact: true }).fill(name);
  await page.getByLabel(w.mobile, { exact: true }).fill(phone ? '13912348802' : '13912348801');
  await page.getByRole('button', { name: w.add }).click();
  const badge = page.locator('[data-testid^="pass-S"]').filter({ hasText: name });
  await expect(badge).toContainText(w.kind);
  await expect(badge).toContainText(/S\d+-\d{6}/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);
  await keepScreenshot(page, `${lang}-staff-passes`, info.project.name);
});
