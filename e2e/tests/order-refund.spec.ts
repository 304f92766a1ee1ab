import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from '../support/fixtures';
import { organizerLogin, uniqueMobile, validIdNumber } from '../support/journeys';
import { signUpOn } from '../support/seminar-journeys';

/**
 * The organizer refunds a paid order outside a cancellation (issue 16 item 1), from the order
 * list of /organizer/payments at the journey's screen width (a phone for the English run): the
 * Refund button asks for a confirmation, then the order shows what was refunded and offers no
 * refund any more. The registration and the bank payment are made through the API.
 * Words from apps/web/src/locales/{zh-Hans,en}/seminars.json.
 */
const T = {
  'zh-Hans': {
    account: '手机号码/邮箱',
    password: '密码',
    paid: '已支付',
    refundOne: (ref: string) => `为订单 ${ref} 退款`,
    confirm: '退 款',
    done: '已提交退款',
    refunded: /已退 ¥2,560\.00/,
  },
  en: {
    account: 'Mobile number or email',
    password: 'Password',
    paid: 'Paid',
    refundOne: (ref: string) => `Refund the order ${ref}`,
    confirm: 'Refund',
    done: 'Refund submitted',
    refunded: /Refunded CNY 2,560\.00/,
  },
} as const;

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

test('the organizer refunds a paid order from the order list, after a confirmation', async ({
  page,
  browser,
}, info) => {
  const lang = info.project.name === 'phone' ? 'en' : 'zh-Hans';
  const L = T[lang];
  const stamp = `${Date.now() % 100000}${info.project.name === 'phone' ? 'P' : 'D'}`;
  await useLanguage(page, lang);
  const contact = lang === 'en' ? `Refund${stamp}` : `退款${stamp}`;
  await signUpOn(page, lang, contact);
  const userId = await page.evaluate(() => Number(localStorage.getItem('userId')));
  const request = await api<{ id: number }>(
    page,
    'POST',
    `/register/rest/request/200417/placeHolder/${userId}/SEMINAR`,
  );
  await api(page, 'PUT', `/register/rest/request/${request.id}`, {
    contactName: contact,
    contactMobile: uniqueMobile(),
    contactEmail: `refund-${stamp.toLowerCase()}@example.com`,
    attendees: [`A${stamp}`, `B${stamp}`].map((name) => ({
      name,
      mobile: uniqueMobile(),
      idLast6: validIdNumber().slice(-6),
    })),
  });
  await api(page, 'PUT', `/register/rest/request/${request.id}/complete`);
  const order = await api<{ id: number; reference: string; amount: number }>(
    page,
    'GET',
    `/register/rest/visitor/order/${request.id}`,
  );
  expect(order.amount).toBe(256_000);
  await api(page, 'POST', `/portal/rest/payments/${order.id}/start`, { method: 'bank' });

  const console = await browser.newPage({ viewport: page.viewportSize() ?? { width: 1280, height: 900 } });
  await useLanguage(console, lang);
  await organizerLogin(console, L.account, L.password);
  await api(console, 'POST', `/portal/rest/organizer/payments/${order.id}/received`);

  await console.goto('/organizer/payments');
  await console.getByText(L.paid, { exact: true }).first().click();
  const button = console.getByRole('button', { name: L.refundOne(order.reference) });
  await expect(button).toBeVisible();
  await button.click();
  await console.getByRole('button', { name: L.confirm, exact: true }).click();
  await expect(console.getByText(L.done)).toBeVisible();
  await expect(console.getByText(L.refunded).first()).toBeVisible();
  await expect(console.getByRole('button', { name: L.refundOne(order.reference) })).toHaveCount(0);
  // the payer's order shows it; a bank transfer is sent back by the organizer
  const after = await api<{ refunded: number; refunds: Array<{ status: string }> }>(
    page,
    'GET',
    `/register/rest/visitor/order/${request.id}`,
  );
  expect(after.refunded).toBe(256_000);
  expect(after.refunds.map((r) => r.status)).toEqual(['manual', 'manual']);
  await console.close();
});
