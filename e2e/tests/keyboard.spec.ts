import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueMobile, useLanguage } from '../support/fixtures';
import { validIdNumber } from '../support/journeys';
import { latestCode } from '../support/outbox';

/**
 * Issue 24: sign-up and the visitor's pre-registration with the keyboard alone (Tab, Shift+Tab,
 * Enter, Space, arrows; typing with the keyboard), the focus visible at every stop.
 */

/** The focused control, or the box around it (an input's wrapper, a checkbox's square), shows a ring. */
async function expectFocusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return 'nothing focused';
    // antd draws an input's ring on its wrapper, a select's on the select, a checkbox's on its square.
    const wrapper = focused.closest('.ant-input-affix-wrapper, .ant-select, .ant-input-number');
    const boxes = [focused, wrapper, focused.nextElementSibling].filter((el): el is Element => Boolean(el));
    const shown = boxes.some((el) => {
      const s = getComputedStyle(el);
      const outline = s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0;
      return outline || (s.boxShadow !== 'none' && s.boxShadow !== '');
    });
    return shown ? 'ring' : `no ring on ${focused.outerHTML.slice(0, 120)}`;
  });
  expect(ring).toBe('ring');
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking the ring at the stop. */
async function tabTo(page: Page, target: Locator, back = false, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const here = await target
      .first()
      .evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
      .catch(() => false);
    if (here) {
      await expectFocusRing(page);
      return;
    }
  }
  throw new Error(`the keyboard never reached ${target}`);
}

/** Tabs to a field and types into it (after clearing what it held). */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Signs up on /user/signIn with the keyboard alone; answers the mobile. */
async function signUpByKeyboard(page: Page, name: string) {
  const mobile = uniqueMobile();
  const password = 'Start2024x';
  await page.goto('/user/signIn');
  await expect(page.getByLabel('手机号码', { exact: true })).toBeVisible();
  await typeInto(page, page.getByLabel('手机号码', { exact: true }), mobile);
  await tabTo(page, page.getByTestId('send-code'));
  await page.keyboard.press('Enter');
  const code = await latestCode(mobile);
  await typeInto(page, page.getByLabel('验证码'), code);
  await typeInto(page, page.getByLabel('姓名'), name);
  await typeInto(page, page.getByLabel('密码', { exact: true }), password);
  await typeInto(page, page.getByLabel('确认密码'), password);
  // Back to the name with Shift+Tab and forth again: the order runs both ways.
  await tabTo(page, page.getByLabel('姓名'), true);
  await tabTo(page, page.getByRole('button', { name: /注\s*册/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('account-menu')).toContainText(name);
  return mobile;
}

/** Opens the antd Select labelled `label` with the arrow key and takes its first option with Enter. */
async function chooseByKeyboard(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  await tabTo(page, select);
  await page.keyboard.press('ArrowDown');
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await expect(dropdown.locator('.ant-select-item-option-active')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(
    page
      .locator('.ant-select')
      .filter({ has: select })
      .locator('.ant-select-content-has-value, .ant-select-selection-item')
      .first(),
  ).toBeVisible();
}

test('sign-up and pre-registration with the keyboard alone, the focus always visible', async ({
  page,
}, info) => {
  await useLanguage(page, 'zh-Hans');
  const name = `键盘${Date.now() % 100000}`;
  const mobile = await signUpByKeyboard(page, name);

  const email = `keyboard-${Date.now()}-${info.project.name}@example.com`;
  const id = validIdNumber();
  await page.goto('/visitor/visitorRegister');
  await expect(page.getByRole('heading', { name: '观众预登记' })).toBeVisible();
  await typeInto(page, page.getByLabel('姓名', { exact: true }), name);
  await typeInto(page, page.getByLabel('电子邮箱', { exact: true }), email);
  await tabTo(page, page.getByRole('button', { name: '发送验证码' }));
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByLabel('邮箱验证码'), await latestCode(email));
  await typeInto(page, page.getByLabel('手机号码', { exact: true }), mobile);
  await typeInto(page, page.getByLabel('身份证号码', { exact: true }), id);
  await typeInto(page, page.getByLabel('公司名称'), '南京键盘纸业有限公司');
  await chooseByKeyboard(page, '职位');
  await chooseByKeyboard(page, '业务类型');
  const consent = page.getByRole('checkbox');
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: '提交预登记' }));
  await page.keyboard.press('Enter');
  // Issue 24: the review takes the focus; its "edit" and the confirm are reached by the keyboard.
  await expect(page.getByRole('heading', { name: '请核对您的信息' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: '修改身份证件' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('身份证号码', { exact: true })).toBeFocused();
  await expect(page.getByLabel('身份证号码', { exact: true })).toHaveValue(id);
  await tabTo(page, page.getByRole('button', { name: '提交预登记' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: '确认提交' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/visitor\/visitorAccomplish/);
  await expect(page.getByText('预登记已提交，正在审核')).toBeVisible();

  // The organizer approves (their console is not this journey); the e-badge then shows.
  const login = await page.request.post('/register/rest/loginAccounts/login', {
    data: { account: '13800000009', password: 'Cidpex2024' },
  });
  const token = (await login.json()).data.token as string;
  const list = await page.request.get(
    `/portal/rest/organizer/visitors?status=pending&pageSize=20&q=${encodeURIComponent(name)}`,
    { headers: { 'x-auth-token': token } },
  );
  const row = ((await list.json()).data.rows as Array<{ id: number; name: string }>).find(
    (r) => r.name === name,
  );
  expect(row).toBeTruthy();
  const approved = await page.request.post(`/portal/rest/organizer/visitors/${row?.id}/approve`, {
    headers: { 'x-auth-token': token },
  });
  expect(approved.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('e-badge')).toBeVisible();
  await expect(page.getByTestId('e-badge')).toContainText(name);
});
