import type { Page } from '@playwright/test';
import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { organizerLogin, uniqueMobile, validIdNumber } from '../support/journeys';
import { signUpOn } from '../support/seminar-journeys';

/**
 * Bank-transfer refunds (issue 23 item 7, issue 16): zh-Hans on the desktop project, English on
 * the phone project. A payer who paid by bank transfer cancels an attendee before the demo
 * seminar's refund deadline (80 % of ¥1,280.00 = ¥1,024.00): the refund is "to transfer"; the
 * organizer records the outgoing transfer on /organizer/refunds (same screen width as the
 * journey); the payer then sees it refunded. The registration and the bank payment are made
 * through the API (the seminar journeys cover those screens).
 * Words from apps/web/src/locales/{zh-Hans,en}/seminars.json and common.json.
 */
const T = {
  'zh-Hans': {
    account: '手机号码/邮箱',
    password: '密码',
    registration: '研讨会报名',
    cancelOne: (name: string) => `取消 ${name} 的报名`,
    cancelYes: '取消报名',
    toTransfer: '由主办方转账退回',
    refunded: '已退款',
    menu: '研讨会退款',
    viewToTransfer: '待转账',
    viewDone: '已退款',
    owed: '尚需转账：¥1,024.00',
    recordOne: (no: string) => `登记退款 ${no} 的转账`,
    amount: '转账金额（元）',
    bankRef: '银行流水号',
    save: '保存转账',
    savedDone: '转账已保存，退款已退回',
    total: '已退款：¥1,024.00',
  },
  en: {
    account: 'Mobile number or email',
    password: 'Password',
    registration: 'Seminar registration',
    cancelOne: (name: string) => `Cancel the registration of ${name}`,
    cancelYes: 'Cancel registration',
    toTransfer: 'The organizer transfers it back',
    refunded: 'Refunded',
    menu: 'Seminar refunds',
    viewToTransfer: 'To transfer',
    viewDone: 'Done',
    owed: 'Still to transfer: CNY 1,024.00',
    recordOne: (no: string) => `Record the transfer for refund ${no}`,
    amount: 'Amount transferred (CNY)',
    bankRef: 'Bank reference',
    save: 'Save transfer',
    savedDone: 'Transfer saved: the refund is paid back',
    total: 'Refunded: CNY 1,024.00',
  },
} as const;

/** An API call with the page's session; answers the envelope's data, fails on a refusal. */
async function api<D>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<D> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.fetch(path, {
    method,
    headers: {
      'x-auth-token': token ?? '',
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    data: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const json = (await res.json()) as { success: boolean; data: D; errorMsg: string | null };
  if (!res.ok() || !json.success) throw new Error(`${method} ${path}: ${res.status()} ${json.errorMsg}`);
  return json.data;
}

test('a bank-transfer refund: cancelled before the deadline, to transfer, recorded by the organizer, seen refunded', async ({
  page,
  browser,
}, info) => {
  const lang = info.project.name === 'phone' ? 'en' : 'zh-Hans';
  const L = T[lang];
  const stamp = `${Date.now() % 100000}${info.project.name === 'phone' ? 'P' : 'D'}`;
  await useLanguage(page, lang);
  const contact = lang === 'en' ? `Transfer${stamp}` : `转账${stamp}`;
  await signUpOn(page, lang, contact);

  const userId = await page.evaluate(() => Number(localStorage.getItem('userId')));
  const request = await api<{ id: number }>(
    page,
    'POST',
    `/register/rest/request/200417/placeHolder/${userId}/SEMINAR`,
  );
  const names = lang === 'en' ? [`Cleo ${stamp}`, `Dan ${stamp}`] : [`丙${stamp}`, `丁${stamp}`];
  await api(page, 'PUT', `/register/rest/request/${request.id}`, {
    contactName: contact,
    contactMobile: uniqueMobile(),
    contactEmail: `transfer-${stamp.toLowerCase()}@example.com`,
    attendees: names.map((name) => ({ name, mobile: uniqueMobile(), idLast6: validIdNumber().slice(-6) })),
  });
  await api(page, 'PUT', `/register/rest/request/${request.id}/complete`);
  const order = await api<{ id: number }>(page, 'GET', `/register/rest/visitor/order/${request.id}`);
  await api(page, 'POST', `/portal/rest/payments/${order.id}/start`, { method: 'bank' });

  // The organizer's console, at the journey's screen width (a phone for the English run).
  const console = await browser.newPage({ viewport: page.viewportSize() ?? { width: 1280, height: 900 } });
  await useLanguage(console, lang);
  await organizerLogin(console, L.account, L.password);
  await api(console, 'POST', `/portal/rest/organizer/payments/${order.id}/received`);

  // The payer cancels the first attendee before the deadline: the refund waits for a transfer.
  await page.goto(`/seminar/seminarRegistration?request=${request.id}`);
  await expect(page.getByRole('heading', { name: L.registration, level: 1 })).toBeVisible();
  const first = names[0] ?? '';
  await page.getByRole('button', { name: L.cancelOne(first) }).click();
  await page.getByRole('button', { name: L.cancelYes }).click();
  const refunds = page.getByTestId('refunds');
  await expect(refunds.getByText(first)).toBeVisible();
  await expect(refunds.getByText(L.toTransfer, { exact: true })).toBeVisible();
  const refundNo = ((await refunds.textContent()) ?? '').match(/R\d+M\d+/)?.[0] ?? '';
  expect(refundNo).not.toBe('');

  // The organizer finds it under "to transfer" (the default view) and records the transfer.
  await console.goto('/organizer/refunds');
  await expect(console.getByText(L.owed).first()).toBeVisible();
  const width = await console.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(width).toBeLessThanOrEqual(0);
  await console.getByRole('button', { name: L.recordOne(refundNo) }).click();
  const dialog = console.getByRole('dialog');
  await expect(dialog.getByLabel(L.amount)).toHaveValue('1024.00');
  await dialog.getByLabel(L.bankRef).fill(`HX${stamp}`);
  await keepScreenshot(console, `${lang}-refund-transfer-dialog`, info.project.name);
  await dialog.getByRole('button', { name: L.save }).click();
  await expect(console.getByText(L.savedDone)).toBeVisible();
  await console.getByText(L.viewDone, { exact: true }).click();
  await expect(console.getByText(new RegExp(`HX${stamp} · `))).toBeVisible();
  await keepScreenshot(console, `${lang}-refunds-done`, info.project.name);
  await console.close();

  // The payer sees it refunded.
  await page.goto(`/seminar/seminarPay?request=${request.id}`);
  const after = page.getByTestId('refunds');
  await expect(after.getByText(L.refunded, { exact: true })).toBeVisible();
  await expect(after.getByText(L.total)).toBeVisible();
  await keepScreenshot(page, `${lang}-refund-transferred`, info.project.name);
});
