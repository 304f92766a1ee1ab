import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { chooseFreeBooth, login, organizerLogin } from '../support/journeys';

const WORDS = {
  'zh-Hans': {
    saveNext: '保存并继续',
    contact: ['联系人', '联系人手机', '联系人邮箱'],
    exhibits: '展品',
    standard: '标准展位',
    width: '宽度',
    depth: '进深',
    choose: '选择此展位',
    next: /^继\s?续$/,
    submit: '确认提交',
    waiting: '待审核',
    contracts: '订单与合同',
    download: '下载 PDF',
    payBank: '银行转账付款',
    announced: '已告知转账',
    paid: '已付款',
    room: '预订会议室',
    seats: '座位数',
    member: 'HPIA 会员',
    invoiceEmail: '接收电子发票的邮箱',
    save: /^保\s?存$/,
    saved: '已保存',
    requestInvoice: '申请开票',
    invoiceRequested: '已申请',
    invoiceIssued: '已开具',
    payOnline: '在线支付（微信）',
    openHere: '在本机打开支付页',
    wxConfirm: '确认支付',
    wxDone: '支付成功',
    wxBack: '返回订单与合同',
    paidWechat: /通过微信支付付款/,
  },
  en: {
    saveNext: 'Save and continue',
    contact: ['Contact person', 'Contact mobile', 'Contact email'],
    exhibits: 'Exhibits',
    standard: 'Standard booth',
    width: 'Width',
    depth: 'Depth',
    choose: 'Choose this booth',
    next: /^Continue$/,
    submit: 'Confirm and submit',
    waiting: 'Waiting for review',
    contracts: 'Orders & contracts',
    download: 'Download PDF',
    payBank: 'Pay by bank transfer',
    announced: 'Transfer announced',
    paid: 'Paid',
    room: 'Book a meeting room',
    seats: 'Seats',
    member: 'HPIA member',
    invoiceEmail: 'Email for the e-invoice',
    save: 'Save',
    saved: 'Saved',
    requestInvoice: 'Request invoice',
    invoiceRequested: 'Requested',
    invoiceIssued: 'Issued',
    payOnline: 'Pay online (WeChat)',
    openHere: 'Open the payment page here',
    wxConfirm: 'Confirm payment',
    wxDone: 'Payment successful',
    wxBack: 'Back to orders & contracts',
    paidWechat: /\(WeChat Pay\)/,
  },
} as const;
type Lang = keyof typeof WORDS;

/** The exhibitor's side: the wizard from the company step to the final confirmation; answers the booth chosen. */
async function applyForBooth(page: Page, lang: Lang): Promise<string> {
  const w = WORDS[lang];
  await page.goto('/enterpriseServicePlatform/applyBasicPage');
  // Company step: prefilled from the certified enterprise; the contact is added.
  const [name, mobile, email] = w.contact;
  await page.getByLabel(name, { exact: true }).fill(lang === 'en' ? 'Zhou Qiang' : '王芳');
  await page.getByLabel(mobile, { exact: true }).fill('13800000002');
  await page.getByLabel(email, { exact: true }).fill('expo@demo.cidpex.cn');
  await page.getByRole('button', { name: w.saveNext }).click();
  await expect(page).toHaveURL(/step=business/);
  const exhibits = page.getByLabel(w.exhibits, { exact: true });
  await expect(exhibits).toBeVisible();
  if ((await exhibits.inputValue()) === '')
    await exhibits.fill(lang === 'en' ? 'Flushable wet wipes' : '卫生纸、面巾纸');
  await page.getByRole('button', { name: w.saveNext }).click();
  await expect(page).toHaveURL(/step=booth/);
  await page.locator('label.ant-radio-button-wrapper').filter({ hasText: w.standard }).click();
  await expect(page.getByRole('radio', { name: w.standard })).toBeChecked();
  await page.getByLabel(w.width).fill('3');
  await page.getByLabel(w.depth).fill('3');
  await expect(page.getByTestId('booth-area')).toContainText('9 m²');
  await page.getByRole('button', { name: w.saveNext }).click();
  await expect(page).toHaveURL(/step=plan/);

  // The plan: a free booth of the wished type (not dimmed), its price shown before choosing.
  const boothNo = await chooseFreeBooth(page);
  await expect(page.getByTestId('booth-price')).toContainText(/12,800|15,360/);
  await page.getByRole('button', { name: w.choose }).click();
  await expect(page.getByTestId(`chosen-${boothNo}`)).toBeVisible();
  await page.getByRole('button', { name: w.next }).click();
  await expect(page.getByTestId('application-summary')).toContainText(boothNo);

  // The meeting step: a room of 40 seats and HPIA membership (the organizer reads them in its queue).
  await page.goto('/enterpriseServicePlatform/applyMeeting');
  const main = page.locator('#main');
  const room = main.getByRole('switch', { name: w.room });
  if ((await room.getAttribute('aria-checked')) !== 'true') await room.click();
  await main.getByLabel(w.seats, { exact: true }).fill('40');
  const member = main.getByRole('switch', { name: w.member });
  if ((await member.getAttribute('aria-checked')) !== 'true') await member.click();
  await main.getByRole('button', { name: w.saveNext }).click();
  await expect(page).toHaveURL(/step=confirm/);

  // Final confirmation: everything shown, then locked for review.
  await expect(page.getByTestId('application-summary')).toContainText(boothNo);
  await page.getByRole('button', { name: w.submit, exact: true }).click();
  await expect(page.getByTestId('application-status')).toContainText(w.waiting);
  return boothNo;
}

/**
 * Issue 19: the demo company applies, chooses a booth on the plan, confirms; the organizer
 * approves; the contract PDF is there; the bank transfer is marked received (a second booth's
 * contract is paid online through the WeChat sandbox); the exhibitor shows
 * at that booth on the floor plan. Chinese on the desktop; English on the phone, where the demo
 * company's certification-waiting neighbour (approved first by the organizer) applies.
 */
test('exhibitor services: apply, choose a booth, confirm, approve, contract, paid (bank and WeChat), on the plan', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(240_000);
  const phone = info.project.name === 'phone';
  const lang: Lang = phone ? 'en' : 'zh-Hans';
  const w = WORDS[lang];

  const organizer = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(organizer, 'zh-Hans');
  await organizerLogin(organizer, '手机号码/邮箱', '密码');

  let account = '13800000002';
  let company = '南京青禾纸业示例有限公司';
  if (phone) {
    // The enterprise waiting for certification is certified first (the organizer, through the API).
    account = '13800000013';
    company = '启明湿巾示例有限公司';
    const queue = await organizer.evaluate(async () => {
      const token = localStorage.getItem('token') ?? '';
      const res = await fetch('/portal/rest/organizer/enterprises/certifications?status=pending', {
        headers: { 'x-auth-token': token },
      });
      return (await res.json()).data.rows as { id: number; name: string }[];
    });
    const pending = queue.find((r) => r.name === company);
    expect(pending).toBeTruthy();
    const approved = await organizer.evaluate(async (id) => {
      const token = localStorage.getItem('token') ?? '';
      const res = await fetch(`/portal/rest/organizer/enterprises/${id}/approve`, {
        method: 'PUT',
        headers: { 'x-auth-token': token, 'content-type': 'application/json' },
        body: '{}',
      });
      return res.status;
    }, pending!.id);
    expect(approved).toBe(200);
  }

  await useLanguage(page, lang);
  await login(page, lang, account);
  const boothNo = await applyForBooth(page, lang);

  // The organizer approves the application.
  await organizer.goto('/organizer/exhibitorApplications?status=submitted');
  const card = organizer.locator('[data-testid^="application-"]').filter({ hasText: company });
  await expect(card).toContainText(boothNo);
  // The applicant's meeting room and HPIA wishes, read-only.
  const wishes = card.getByTestId('meeting-summary');
  await expect(wishes).toContainText('40 个座位，展期内任意一天');
  await expect(wishes).toContainText('HPIA 会员是');
  await card.scrollIntoViewIfNeeded();
  await keepScreenshot(organizer, `${lang}-application-queue-wishes`, info.project.name);
  await card.getByRole('button', { name: /^通\s?过$/ }).click();
  await expect(card).toHaveCount(0);

  // The contract: PDF and bank transfer.
  await page.goto('/myEnterprise/ordersContracts');
  const contract = page.locator('[data-testid^="contract-"]').filter({ hasText: boothNo });
  await expect(contract).toBeVisible();
  if (!phone) {
    const download = page.waitForEvent('download');
    await contract.getByRole('button', { name: w.download }).click();
    const file = await (await download).path();
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
  }
  await contract.getByRole('button', { name: w.payBank }).click();
  await expect(contract).toContainText(w.announced);

  // The organizer marks the transfer received.
  await organizer.goto('/organizer/boothContracts');
  const row = organizer.locator('tr').filter({ hasText: boothNo });
  await row.getByRole('button', { name: '确认已收款' }).click();
  await expect(row).toContainText('已付款');

  await page.reload();
  await expect(page.locator('[data-testid^="contract-"]').filter({ hasText: boothNo })).toContainText(w.paid);

  // The invoice of the paid contract: the company's invoice information saved, the invoice asked
  // for, the organizer issues it with its number, the exhibitor reads the number.
  await page.goto('/myEnterprise/invoiceInformation');
  const invoiceEmail = page.getByLabel(w.invoiceEmail);
  await expect(invoiceEmail).toBeEditable();
  await invoiceEmail.fill('fapiao@demo.cidpex.cn');
  await page.locator('#main').getByRole('button', { name: w.save }).click();
  await expect(page.locator('#main').getByText(w.saved, { exact: true })).toBeVisible();
  await page.goto('/myEnterprise/ordersContracts');
  const paidContract = page.locator('[data-testid^="contract-"]').filter({ hasText: boothNo }).first();
  const invoiceBlock = paidContract.locator('[data-testid^="invoice-of-"]');
  await invoiceBlock.getByRole('button', { name: w.requestInvoice }).click();
  await expect(invoiceBlock.getByTestId('invoice-state')).toHaveText(w.invoiceRequested);

  const invoiceNo = `2432${Date.now().toString().slice(-12)}`;
  await organizer.reload();
  const invoiceRow = organizer.locator('tr').filter({ hasText: boothNo });
  await invoiceRow.getByRole('button', { name: /^开\s?具$/ }).click();
  const dialog = organizer.getByRole('dialog');
  await dialog.getByLabel('发票号码').fill(invoiceNo);
  await dialog.getByRole('button', { name: /^开\s?具$/ }).click();
  await expect(invoiceRow).toContainText('已开具');
  await expect(invoiceRow).toContainText(invoiceNo);
  await keepScreenshot(organizer, `${lang}-contract-invoice-issued`, info.project.name);

  // A second booth appended, its contract paid online through the WeChat sandbox: the payer's
  // phone (another tab of the same session) confirms on the sandbox page; the contracts page
  // turns to paid by itself and the organizer's overview shows the method.
  const appended = await page.evaluate(
    async (hall) => {
      const headers = {
        'x-auth-token': localStorage.getItem('token') ?? '',
        'content-type': 'application/json',
      };
      const plan = await (
        await fetch(`/exhibitor/rest/boothPlans?hall=${hall}&type=standard`, { headers })
      ).json();
      const free = (plan.data.booths as { boothNo: string; state: string }[]).find((b) => b.state === 'free');
      const res = await fetch('/exhibitor/rest/booths/append', {
        method: 'PUT',
        headers,
        body: JSON.stringify({ boothNo: free?.boothNo }),
      });
      return { boothNo: free?.boothNo ?? '', request: (await res.json()).data as { id: number } | null };
    },
    `H${boothNo.match(/^\d+/)?.[0] ?? ''}`,
  );
  expect(appended.request?.id).toBeTruthy();
  const decided = await organizer.evaluate(async (id) => {
    const res = await fetch(`/portal/rest/organizer/exhibitorServices/boothRequests/${id}/approve`, {
      method: 'PUT',
      headers: { 'x-auth-token': localStorage.getItem('token') ?? '', 'content-type': 'application/json' },
      body: '{}',
    });
    return res.status;
  }, appended.request!.id);
  expect(decided).toBe(200);

  await page.goto('/myEnterprise/ordersContracts');
  const second = page.locator('[data-testid^="contract-"]').filter({ hasText: appended.boothNo });
  await second.getByRole('button', { name: w.payOnline }).click();
  const online = second.locator('[data-testid^="online-pay-"]');
  await expect(online.locator('.exsvc-online-pay__qr img')).toBeVisible();
  await keepScreenshot(page, `${lang}-contract-pay-online`, info.project.name);
  const payUrl = await online.getByRole('link', { name: w.openHere }).getAttribute('href');
  expect(payUrl).toMatch(/^\/seminar\/seminarWxpup\?trade=WX/);
  const wallet = await page.context().newPage();
  await wallet.goto(payUrl!);
  await wallet.getByRole('button', { name: w.wxConfirm }).click();
  await expect(wallet.getByText(w.wxDone)).toBeVisible();
  await keepScreenshot(wallet, `${lang}-contract-sandbox-paid`, info.project.name);
  await wallet.getByTestId('wxpay-to-return').click();
  await expect(wallet).toHaveURL(/\/myEnterprise\/ordersContracts$/);
  await wallet.close();
  // No reload: the page polls while the QR code is open.
  await expect(second.locator('[data-testid^="paid-"]')).toContainText(w.paidWechat, { timeout: 15_000 });
  await expect(second).toContainText(w.paid);
  await expect(online).toHaveCount(0);
  await keepScreenshot(page, `${lang}-contract-paid-online`, info.project.name);

  await organizer.reload();
  const onlineRow = organizer.locator('tr').filter({ hasText: appended.boothNo });
  await expect(onlineRow).toContainText('已付款');
  await expect(onlineRow.locator('[data-testid^="method-"]')).toHaveText('微信支付');
  await organizer.close();

  await page.reload();
  await expect(invoiceBlock.getByTestId('invoice-state')).toHaveText(w.invoiceIssued);
  await expect(invoiceBlock).toContainText(invoiceNo);
  await keepScreenshot(page, `${lang}-contract-invoice`, info.project.name);

  // The exhibitor is on the floor plan at that booth.
  const hall = `H${boothNo.match(/^\d+/)?.[0] ?? ''}`;
  await page.goto(`${phone ? '/en/floorplan' : '/exhibitor/floorplan'}?hall=${hall}&booth=${boothNo}`);
  await expect(page.getByTestId('booth-card')).toContainText(boothNo);
  await expect(page.getByTestId('booth-card')).toContainText(phone ? /Qiming|启明/ : '青禾');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);
  await keepScreenshot(page, `${lang}-exhibitor-services-booth`, info.project.name);
});
