import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { loginZh, organizerLogin, signUpZh, uniqueMobile, validIdNumber } from '../support/journeys';

/** Finds `key` anywhere in a JSON answer (the API wraps its data in an envelope). */
function findKey(value: unknown, key: string): unknown {
  if (!value || typeof value !== 'object') return undefined;
  if (key in value) return (value as Record<string, unknown>)[key];
  for (const v of Object.values(value)) {
    const found = findKey(v, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Issue 3: register two seminar attendees, pay with the WeChat-style sandbox, see the order paid. */
test('zh-Hans: register two seminar attendees and pay by the WeChat sandbox', async ({
  page,
  browser,
}, info) => {
  await useLanguage(page, 'zh-Hans');
  const stamp = `${Date.now() % 100000}${info.project.name === 'phone' ? 'P' : 'D'}`;
  const contact = `联系人${stamp}`;
  const mobile = await signUpZh(page, contact);

  await page.goto('/seminar/infoPresent');
  await page.getByRole('link', { name: '立即报名' }).first().click();
  await expect(page).toHaveURL(/\/seminar\/seminarRegistration/);
  await expect(page.getByRole('heading', { name: '研讨会报名', level: 1 })).toBeVisible();

  await page.getByLabel('联系人姓名').fill(contact);
  await page.getByLabel('联系人手机号码').fill(mobile);
  await page.getByLabel('联系人邮箱').fill(`seminar-${stamp}@example.com`);
  await page.getByLabel('公司名称').first().fill('南京测试纸业有限公司');

  const attendees = [
    { name: `参会甲${stamp}`, mobile: uniqueMobile(), id6: validIdNumber().slice(-6) },
    { name: `参会乙${stamp}`, mobile: uniqueMobile(), id6: validIdNumber().slice(-6) },
  ];
  await page.getByRole('button', { name: '添加参会人' }).click();
  await expect(page.getByRole('heading', { name: '参会人 2' })).toBeVisible();
  // A wrong last-six is refused in the form.
  await page.getByLabel('身份证号码后六位').first().fill('12AB56');
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByText('请输入正确的身份证号码后六位').first()).toBeVisible();
  for (const [i, a] of attendees.entries()) {
    await page.getByLabel('姓名', { exact: true }).nth(i).fill(a.name);
    await page.getByLabel('手机号码', { exact: true }).nth(i).fill(a.mobile);
    await page.getByLabel('身份证号码后六位').nth(i).fill(a.id6);
  }
  await page.getByRole('button', { name: '提交报名' }).click();

  await expect(page.getByRole('heading', { name: '报名已提交' })).toBeVisible();
  for (const a of attendees) {
    await expect(page.getByText(a.name)).toBeVisible();
    await expect(page.getByText(`身份证号码后六位 ${a.id6}`)).toBeVisible();
  }
  await expect(page.getByText('已获得座位')).toHaveCount(2);

  await page.getByRole('link', { name: '去支付' }).click();
  await expect(page).toHaveURL(/\/seminar\/seminarPay\?request=\d+/);
  await expect(page.getByText(/2 个座位 × ¥/)).toBeVisible();
  await expect(page.getByText('待支付')).toBeVisible();

  // WeChat Pay: the QR code encodes the sandbox's payment URL; a phone opens it and confirms.
  const started = page.waitForResponse((r) => /payments\/\d+\/start/.test(r.url()) && r.ok());
  await page.getByRole('button', { name: '生成支付二维码' }).click();
  const payUrl = String(findKey(await (await started).json(), 'payUrl'));
  expect(payUrl).toMatch(/\/seminar\/seminarWxpup\?trade=/);
  await expect(page.getByLabel('微信支付二维码')).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const wallet = await phone.newPage();
  await useLanguage(wallet, 'zh-Hans');
  const url = new URL(payUrl);
  await wallet.goto(url.pathname + url.search);
  await expect(wallet.getByRole('heading', { name: '微信支付（沙箱）' })).toBeVisible();
  await expect(wallet.getByText(url.searchParams.get('trade') ?? '-')).toBeVisible();
  await wallet.getByRole('button', { name: '确认支付' }).click();
  await expect(wallet.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await phone.close();

  // The pay page follows the order until it is paid.
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('已支付')).toBeVisible();
  await keepScreenshot(page, 'zh-seminar-paid', info.project.name);
});

/** Issue 3: the organizer generates gift codes; a user redeems one; wrong and used codes are refused. */
test('zh-Hans: the organizer generates gift codes, a user redeems one, wrong and used codes are refused', async ({
  page,
  browser,
}, info) => {
  await useLanguage(page, 'zh-Hans');
  const stamp = `${Date.now() % 100000}${info.project.name === 'phone' ? 'P' : 'D'}`;
  const prize = `保温杯${stamp}`;

  const console = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(console, 'zh-Hans');
  await organizerLogin(console, '手机号码/邮箱', '密码');
  await console.goto('/organizer/giftCards');
  await console.getByLabel('奖品名称（简体中文）').fill(prize);
  await console.getByLabel('奖品名称（繁体中文）').fill(`保溫杯${stamp}`);
  await console.getByLabel('奖品名称（英文）').fill(`Vacuum flask ${stamp}`);
  await console.getByLabel('数量').fill('3');
  await console.getByRole('button', { name: /生\s*成/ }).click();
  await expect(console.getByText('已生成 3 个兑换码')).toBeVisible();
  await expect(console.getByRole('heading', { name: new RegExp(`兑换码：.*${prize}`) })).toBeVisible();
  const codeCell = console.locator('.giftcards-codes').first();
  await expect(codeCell).toBeVisible();
  const code = (await codeCell.textContent())?.trim() ?? '';
  expect(code.replace(/[-\s]/g, '')).toMatch(/^[0-9A-Z]{16}$/);

  const winner = `兑奖人${stamp}`;
  await signUpZh(page, winner);
  await page.goto('/userCenter/giftCard');
  await expect(page.getByRole('heading', { name: '礼品卡兑换' })).toBeVisible();
  await expect(page.getByText('您还没有兑换过礼品卡')).toBeVisible();

  // A well-formed code that was never issued gets the one "invalid" message.
  await page.getByLabel('兑换码').fill('ABCD-EFGH-JKMN-PQRS');
  await page.getByRole('button', { name: '立即兑换' }).click();
  await expect(page.getByText('很抱歉，该礼品卡兑换码无效')).toBeVisible();

  // The real code, typed in lower case: the prize is shown and listed.
  await page.getByLabel('兑换码').fill(code.toLowerCase());
  await page.getByRole('button', { name: '立即兑换' }).click();
  await expect(page.getByRole('heading', { name: '兑换成功！您获得了：' })).toBeVisible();
  await expect(page.getByText(prize).first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: prize })).toBeVisible();
  await keepScreenshot(page, 'zh-giftcard-redeemed', info.project.name);

  // Someone else cannot redeem the used code.
  const otherContext = await browser.newContext({
    viewport: page.viewportSize() ?? { width: 1280, height: 900 },
  });
  const other = await otherContext.newPage();
  await useLanguage(other, 'zh-Hans');
  // The demo visitor (no new sign-up: every sign-up code counts against the per-IP hourly limit).
  await loginZh(other, '13800000001');
  await other.goto('/userCenter/giftCard');
  await other.getByLabel('兑换码').fill(code);
  await other.getByRole('button', { name: '立即兑换' }).click();
  await expect(other.getByText('很抱歉，该礼品卡兑换码无效')).toBeVisible();
  await expect(other.getByRole('listitem').filter({ hasText: prize })).toHaveCount(0);
  await otherContext.close();

  // The winner sending it again only sees it is already theirs.
  await page.getByRole('button', { name: '继续兑换' }).click();
  await page.getByLabel('兑换码').fill(code);
  await page.getByRole('button', { name: '立即兑换' }).click();
  await expect(page.getByRole('heading', { name: '您已兑换过此兑换码，奖品为：' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: prize })).toHaveCount(1);

  // The console shows the code as redeemed by the winner.
  await console.reload();
  await expect(console.getByRole('row').filter({ hasText: winner })).toContainText('已兑换');
  await console.close();
});
