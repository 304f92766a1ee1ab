import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, keepScreenshot, type Lang, test, useLanguage } from '../support/fixtures';
import { organizerLogin, signUpZh, uniqueMobile, validCreditCode, validIdNumber } from '../support/journeys';
import { latestCode } from '../support/outbox';

/**
 * Issue 3, the invoice and the surveys: zh-Hans on the desktop project, English on the phone
 * project. What is not the journey's point (a completed seminar registration, its payment by
 * bank transfer, a visitor pre-registration) is set up through the API, with the session the
 * page holds, so that the browser time goes to the screens being checked.
 */

const T = {
  'zh-Hans': {
    account: '手机号码/邮箱',
    password: '密码',
    invoiceTitle: '发票抬头（单位名称）',
    taxpayer: '纳税人识别号',
    invoiceEmail: '接收发票的邮箱',
    requestInvoice: '申请开票',
    requested: '已申请，待开票',
    issueOne: (ref: string) => `为订单 ${ref} 开票`,
    invoiceNo: '发票号码',
    confirmIssue: '确认开票',
    issuedToast: (no: string) => `已开票：${no}`,
    issued: '已开票',
    receipt: '下载收据（PDF）',
    surveyWechat: '微信公众号',
    surveyMarket: '市场趋势',
    surveyVery: '很有帮助',
    surveySuggestion: '您对今后的研讨会有什么建议？',
    surveySubmit: '提交答卷',
    surveyThanks: '感谢您的参与，答卷已保存',
    bar: (option: string) => new RegExp(`^${option}：[1-9]\\d*（\\d+%）$`),
    visitorSurveyLink: '填写观众问卷',
    visitorPurpose: '采购产品',
    visitorProducts: ['卫生纸', '湿巾'],
    visitorRole: '最终决策',
    visitorThanks: '感谢您的参与，答卷已保存',
    visitorAnswers: '卫生纸、湿巾',
    statsVisitorTab: '观众问卷（200417）',
  },
  en: {
    account: 'Mobile number or email',
    password: 'Password',
    invoiceTitle: 'Invoice title (company name)',
    taxpayer: 'Taxpayer ID',
    invoiceEmail: 'Email to receive the invoice',
    requestInvoice: 'Request the invoice',
    requested: 'Requested, awaiting the invoice',
    issueOne: (ref: string) => `Issue the invoice of order ${ref}`,
    invoiceNo: 'Invoice number',
    confirmIssue: 'Confirm issue',
    issuedToast: (no: string) => `Issued: ${no}`,
    issued: 'Issued',
    receipt: 'Download the receipt (PDF)',
    surveyWechat: 'WeChat official account',
    surveyMarket: 'Market trends',
    surveyVery: 'Very useful',
    surveySuggestion: 'What would you suggest for future seminars?',
    surveySubmit: 'Send my answers',
    surveyThanks: 'Thank you, your answers have been saved',
    bar: (option: string) => new RegExp(`^${option}: [1-9]\\d* \\(\\d+%\\)$`),
    visitorSurveyLink: 'Answer the visitor survey',
    visitorPurpose: 'Purchasing',
    visitorProducts: ['Toilet tissue', 'Wet wipes'],
    visitorRole: 'I decide',
    visitorThanks: 'Thank you, your answers have been saved',
    visitorAnswers: 'Toilet tissue, Wet wipes',
    statsVisitorTab: 'Visitor survey (200417)',
  },
} as const;

function langOf(project: string): 'zh-Hans' | 'en' {
  return project === 'phone' ? 'en' : 'zh-Hans';
}

/** The page's session token, for API calls made as the signed-in user. */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('not signed in');
  return token;
}

/** An API call with the page's session; answers the envelope's data, fails on a refusal. */
async function api<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const res = await page.request.fetch(path, {
    method,
    headers: {
      'x-auth-token': await tokenOf(page),
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    data: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const json = (await res.json()) as { success: boolean; data: T; errorMsg: string | null };
  if (!res.ok() || !json.success) throw new Error(`${method} ${path}: ${res.status()} ${json.errorMsg}`);
  return json.data;
}

/** Signs up (Chinese site) and switches the stored language to the journey's. */
async function newUser(page: Page, lang: Lang, name: string) {
  await useLanguage(page, 'zh-Hans');
  const mobile = await signUpZh(page, name);
  if (lang !== 'zh-Hans') {
    await page.evaluate((l) => {
      localStorage.setItem('lang', l);
      localStorage.setItem('webSite', l);
    }, lang);
  }
  return mobile;
}

/** A completed seminar registration with one seated attendee, made through the API. */
async function completedRequest(page: Page, name: string, mobile: string) {
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  const opened = await api<{ id: number }>(
    page,
    'POST',
    `/register/rest/request/200417/placeHolder/${userId}/SEMINAR`,
  );
  await api(page, 'PUT', `/register/rest/request/${opened.id}`, {
    contactName: name,
    contactMobile: mobile,
    contactEmail: `seminar-${mobile}@example.com`,
    company: '南京测试纸业有限公司',
    attendees: [
      { name, mobile: uniqueMobile(), idLast6: validIdNumber().slice(-6), company: '南京测试纸业有限公司' },
    ],
  });
  await api(page, 'PUT', `/register/rest/request/${opened.id}/complete`);
  return opened.id;
}

/** The organizer console in the journey's language, on a desktop-size page. */
async function organizerConsole(browser: Browser, lang: 'zh-Hans' | 'en') {
  const console = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(console, lang);
  await organizerLogin(console, T[lang].account, T[lang].password);
  return console;
}

test('invoice: request it for the paid order, the organizer issues it, the receipt PDF downloads', async ({
  page,
  browser,
}, info) => {
  const lang = langOf(info.project.name);
  const t = T[lang];
  const stamp = `${Date.now() % 100000}${info.project.name === 'phone' ? 'P' : 'D'}`;
  const name = `开票人${stamp}`;
  const mobile = await newUser(page, lang, name);
  const requestId = await completedRequest(page, name, mobile);
  const order = await api<{ id: number; reference: string }>(
    page,
    'GET',
    `/register/rest/visitor/order/${requestId}`,
  );
  await api(page, 'POST', `/portal/rest/payments/${order.id}/start`, { method: 'bank' });
  const console = await organizerConsole(browser, lang);
  await api(console, 'POST', `/portal/rest/organizer/payments/${order.id}/received`);

  // The user asks for the invoice of the paid order.
  await page.goto(`/seminar/seminarPay?request=${requestId}`);
  await page.getByLabel(t.invoiceTitle).fill(`南京测试纸业有限公司${stamp}`);
  await page.getByLabel(t.taxpayer).fill(validCreditCode());
  await page.getByLabel(t.invoiceEmail).fill(`finance-${stamp}@example.com`);
  await page.getByRole('button', { name: t.requestInvoice }).click();
  await expect(page.getByText(t.requested)).toBeVisible();

  // The organizer issues it from the invoice tab of the payments console.
  const invoiceNo = `2432${String(Date.now()).slice(-12)}${info.project.name === 'phone' ? '01' : '02'}`;
  await console.goto('/organizer/payments?tab=invoices');
  await console.getByRole('button', { name: t.issueOne(order.reference) }).click();
  const dialog = console.getByRole('dialog');
  await dialog.getByLabel(t.invoiceNo).fill(invoiceNo);
  await dialog.getByRole('button', { name: t.confirmIssue }).click();
  await expect(console.getByText(t.issuedToast(invoiceNo))).toBeVisible();
  await console.close();

  // The user sees it issued, can no longer change it, and downloads the receipt.
  await page.reload();
  await expect(page.getByText(t.issued, { exact: true })).toBeVisible();
  await expect(page.getByText(invoiceNo)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t.receipt }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await keepScreenshot(page, `${lang}-invoice-issued`, info.project.name);
});

test('seminar survey: an attendee answers it, the organizer sees the stats chart', async ({
  page,
  browser,
}, info) => {
  const lang = langOf(info.project.name);
  const t = T[lang];
  const stamp = `${Date.now() % 100000}${info.project.name === 'phone' ? 'P' : 'D'}`;
  const name = `答卷人${stamp}`;
  const mobile = await newUser(page, lang, name);
  const requestId = await completedRequest(page, name, mobile);

  await page.goto(`/seminar/survey?request=${requestId}`);
  await page.getByLabel(t.surveyWechat, { exact: true }).check();
  await page.getByLabel(t.surveyMarket, { exact: true }).check();
  await page.getByLabel(t.surveyVery, { exact: true }).check();
  await page.getByLabel(t.surveySuggestion).fill(`${stamp} 希望增加工厂参观`);
  await page.getByRole('button', { name: t.surveySubmit }).click();
  await expect(page.getByText(t.surveyThanks)).toBeVisible();
  // answered once: nothing left to send
  await expect(page.getByRole('button', { name: t.surveySubmit })).toHaveCount(0);
  await keepScreenshot(page, `${lang}-seminar-survey`, info.project.name);

  const console = await organizerConsole(browser, lang);
  await console.goto('/organizer/surveys');
  await expect(console.getByRole('img', { name: t.bar(t.surveyWechat) })).toBeVisible();
  await expect(console.getByRole('img', { name: t.bar(t.surveyMarket) })).toBeVisible();
  await expect(console.getByText(`${stamp} 希望增加工厂参观`)).toBeVisible();
  await console.close();
});

test('visitor survey: a pre-registered visitor answers it from the visitor info page', async ({
  page,
  browser,
}, info) => {
  const lang = langOf(info.project.name);
  const t = T[lang];
  const stamp = `${Date.now() % 100000}${info.project.name === 'phone' ? 'P' : 'D'}`;
  const name = `观众${stamp}`;
  const mobile = await newUser(page, lang, name);
  // the server keeps addresses in lower case, and so does its outbox
  const email = `visitor-survey-${stamp.toLowerCase()}@example.com`;
  await api(page, 'POST', '/register/rest/visitors/token/email', { email, purpose: 'visitor' });
  await api(page, 'POST', '/register/rest/visitors/register', {
    form: 'domestic',
    name,
    email,
    emailCode: await latestCode(email),
    mobile,
    idCardNo: validIdNumber(),
    consent: true,
    company: '南京测试纸业有限公司',
    jobTitle: 'J03',
    businessType: 'B02',
  });

  await page.goto('/visitor/visitorAccomplish');
  await page.getByRole('link', { name: t.visitorSurveyLink }).click();
  await expect(page).toHaveURL(/\/visitor\/survey$/);
  await page.getByLabel(t.visitorPurpose, { exact: true }).check();
  for (const product of t.visitorProducts) await page.getByLabel(product, { exact: true }).check();
  await page.getByLabel(t.visitorRole, { exact: true }).check();
  await page.getByRole('button', { name: t.surveySubmit }).click();
  await expect(page.getByText(t.visitorThanks)).toBeVisible();
  await expect(page.getByText(t.visitorAnswers)).toBeVisible();
  await keepScreenshot(page, `${lang}-visitor-survey`, info.project.name);

  const console = await organizerConsole(browser, lang);
  await console.goto('/organizer/surveys?survey=visitor');
  await expect(console.getByRole('img', { name: t.bar(t.visitorPurpose) })).toBeVisible();
  await console.close();
});
