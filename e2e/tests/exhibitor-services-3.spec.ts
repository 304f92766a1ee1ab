import { readFile } from 'node:fs/promises';
import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { login } from '../support/journeys';

const WORDS = {
  'zh-Hans': {
    process: '参展流程',
    processTitle: '参展流程与时间节点',
    deadline: '报名截止',
    venue: '南京国际博览中心',
    applyStep: '提交参展申请',
    status: '参展申请：',
    manual: '参展手册',
    manualDoc: '参展商手册',
    download: /^下\s?载$/,
    contact: '联系我们',
    contactTitle: '展商服务联系人',
    bills: '账单管理',
    noBill: '暂无账单',
  },
  en: {
    process: 'Process and deadlines',
    processTitle: 'Exhibiting: process and deadlines',
    deadline: 'Application deadline',
    venue: 'Nanjing International Expo Center',
    applyStep: 'Apply to exhibit',
    status: 'Your application:',
    manual: 'Exhibitor manual',
    manualDoc: 'Exhibitor Manual',
    download: /^Download$/,
    contact: 'Contacts',
    contactTitle: 'Exhibitor Service Contacts',
    bills: 'Bills',
    noBill: 'No bill yet',
  },
} as const;

/**
 * Issue 19, the exhibitor service pages of the hub: the demo company's administrator opens the
 * exhibitor service hub, reads the process and deadlines of the current fair with where its own
 * application stands, then the exhibitor manual and downloads it, then the organizer's exhibitor-service contacts, then its bills in the enterprise centre. Chinese on the desktop,
 * English on the phone.
 */
test('exhibitor services: process and deadlines, exhibitor manual, contacts', async ({ page }, info) => {
  const phone = info.project.name === 'phone';
  const lang = phone ? 'en' : 'zh-Hans';
  const w = WORDS[lang];
  await useLanguage(page, lang);
  await login(page, lang, '13800000002');

  await page.goto('/exhibitor/exhibitorService');
  await expect(page.getByTestId('site-fallback')).toHaveCount(0);
  const main = page.locator('#main');
  await main.getByRole('link', { name: new RegExp(w.process) }).click();
  await expect(page).toHaveURL(/\/exhibitor\/exhibitionProcess$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(w.processTitle);
  const dates = page.getByTestId('process-dates');
  await expect(dates).toContainText(w.deadline);
  await expect(dates).toContainText(w.venue);
  await expect(page.getByTestId('process-own')).toContainText(w.status);
  await expect(main.getByRole('link', { name: w.applyStep })).toHaveAttribute(
    'href',
    '/enterpriseServicePlatform/applyBasicPage',
  );
  await keepScreenshot(page, 'exhibitor-process', info.project.name);

  await page.goBack();
  await main.getByRole('link', { name: new RegExp(w.manual) }).click();
  await expect(page).toHaveURL(/\/exhibitor\/exhibitorManual$/);
  const doc = main.locator('[data-testid^="doc-"]').filter({ hasText: w.manualDoc });
  await expect(doc).toBeVisible();
  const download = page.waitForEvent('download');
  await doc.getByRole('link', { name: w.download }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('exhibitor-manual.txt');
  const text = (await readFile((await file.path()) ?? '')).toString('utf8');
  expect(text).toContain('布展');
  await keepScreenshot(page, 'exhibitor-manual', info.project.name);

  // The organizer's contacts: the content page the organizer keeps in the content console.
  await page.goBack();
  await main.getByRole('link', { name: new RegExp(w.contact) }).click();
  await expect(page).toHaveURL(/\/exhibitor\/contact$/);
  const article = page.getByTestId('content-article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(w.contactTitle);
  await expect(article).toContainText('booth@cidpex.example');
  await keepScreenshot(page, 'exhibitor-contact', info.project.name);

  // The bills in the enterprise centre: the demo company has no booth contract yet.
  // (The phone's top menu folds its later entries into "…": there the address is opened.)
  if (phone) await page.goto('/myEnterprise/billCtrl');
  else {
    await page.goto('/myEnterprise/ordersContracts');
    await page.locator('nav').getByRole('link', { name: w.bills, exact: true }).click();
  }
  await expect(page).toHaveURL(/\/myEnterprise\/billCtrl$/);
  await expect(main.getByText(w.noBill)).toBeVisible();
});
