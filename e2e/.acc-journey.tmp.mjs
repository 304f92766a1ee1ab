import fs from 'node:fs';
import { chromium } from 'playwright-core';

const BASE = 'http://localhost:5181';
const OUTBOX = '/tmp/webdev-acc-outbox.jsonl';
const shots = '/tmp/acc-shots';
const lastCode = (recipient) => {
  const lines = fs
    .readFileSync(OUTBOX, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const m = lines.filter((l) => l.recipient === recipient).pop();
  return m.body.match(/(\d{6})/)[1];
};
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const problems = [];
async function check(page, name) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${name}: horizontal overflow ${overflow}px`);
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}
const mobile = `139${String(Date.now()).slice(-8)}`;
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 860 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => problems.push(`${width} pageerror ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${width} console ${m.text()}`);
  });
  await page.goto(`${BASE}/user/login`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await check(page, `login-${width}`);
  await page.goto(`${BASE}/user/signIn`);
  await page.getByLabel('手机号码').waitFor();
  await check(page, `signup-${width}`);
  await page.goto(`${BASE}/user/recover`);
  await page.getByLabel('手机号码/邮箱').waitFor();
  await check(page, `recover-${width}`);
  await ctx.close();
}

// the journey at phone width
const ctx = await browser.newContext({ viewport: { width: 390, height: 860 } });
const page = await ctx.newPage();
page.on('pageerror', (e) => problems.push(`journey pageerror ${e.message}`));
page.on('console', (m) => {
  if (m.type() === 'error') problems.push(`journey console ${m.text()}`);
});
await page.goto(`${BASE}/user/signIn`);
await page.getByLabel('手机号码').fill(mobile);
await page.getByTestId('send-code').click();
await page.getByText('秒后重发').waitFor();
await page.waitForTimeout(300);
await page.getByLabel('验证码').fill(lastCode(mobile));
await page.getByLabel('姓名').fill('测试用户');
await page.getByLabel('密码', { exact: true }).fill('abc12345');
await page.getByLabel('确认密码').fill('abc12345');
await page.getByRole('button', { name: /注\s*册/ }).click();
await page.waitForURL('**/user/signinResult');
await page.getByRole('heading', { level: 1 }).waitFor();
await check(page, 'result-390');

await page.goto(`${BASE}/userCenter/accountInfo`);
await page.getByRole('heading', { level: 1, name: '账号资料' }).waitFor();
await page.getByRole('button', { name: /编\s*辑/ }).click();
await page.getByLabel('公司名称').fill('南京测试纸业有限公司');
await page.getByLabel('职位').click();
await page.getByText('总经理', { exact: true }).click();
await page.getByRole('button', { name: /保\s*存/ }).click();
await page.getByText('南京测试纸业有限公司').waitFor();
await check(page, 'account-390');

// bind email
const email = `t${Date.now()}@example.com`;
await page.getByRole('region', { name: '邮箱' }).getByLabel('邮箱').fill(email);
await page.getByRole('region', { name: '邮箱' }).getByTestId('send-code').click();
await page.getByText('秒后重发').waitFor();
await page.waitForTimeout(300);
await page.getByRole('region', { name: '邮箱' }).getByLabel('验证码').fill(lastCode(email));
await page.getByRole('button', { name: '绑定邮箱' }).click();
await page.getByText('已验证').waitFor();
await check(page, 'account-email-390');

await page.goto(`${BASE}/userCenter/visitingCard`);
await page.getByRole('img', { name: /名片二维码/ }).waitFor();
await check(page, 'card-390');

await page.goto(`${BASE}/userCenter/password`);
await page.getByLabel('原密码').fill('abc12345');
await page.getByLabel('新密码').fill('Abc12345xyz');
await page.getByLabel('确认密码').fill('Abc12345xyz');
await page.getByRole('button', { name: '修改密码' }).click();
await page.getByText('密码已修改').waitFor();
await check(page, 'password-390');

const mobile2 = `137${String(Date.now()).slice(-8)}`;
await page.goto(`${BASE}/userCenter/bindMobile`);
await page.getByLabel('新手机号码').fill(mobile2);
await page.getByTestId('send-code').click();
await page.getByText('秒后重发').waitFor();
await page.waitForTimeout(300);
await page.getByLabel('验证码').fill(lastCode(mobile2));
await page.getByRole('button', { name: '更换手机号码' }).click();
await page.getByText(`${mobile2.slice(0, 3)}****${mobile2.slice(-4)}`).waitFor();
await check(page, 'mobile-390');

// log out via storage, log in with the new password and the new mobile
await page.evaluate(() => localStorage.clear());
await page.goto(`${BASE}/user/login?redirect=%2FuserCenter%2FvisitingCard`);
await page.getByLabel('手机号码/邮箱').fill(mobile2);
await page.getByLabel('密码').fill('wrongpass1');
await page
  .locator('main')
  .getByRole('button', { name: /登\s*录/ })
  .click();
await page.getByRole('alert').waitFor();
problems.push(`(info) wrong-password message: ${await page.getByRole('alert').innerText()}`);
await page.getByLabel('密码').fill('Abc12345xyz');
await page
  .locator('main')
  .getByRole('button', { name: /登\s*录/ })
  .click();
await page.waitForURL('**/userCenter/visitingCard');
await page.getByRole('img', { name: /名片二维码/ }).waitFor();

// desktop views of the user center
await page.setViewportSize({ width: 1280, height: 860 });
for (const p of ['visitingCard', 'accountInfo', 'password', 'bindMobile']) {
  await page.goto(`${BASE}/userCenter/${p}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(400);
  await check(page, `uc-${p}-1280`);
}

// English create account
await page.evaluate(() => {
  localStorage.clear();
  localStorage.setItem('lang', 'en');
});
await page.setViewportSize({ width: 390, height: 860 });
await page.goto(`${BASE}/loginEn?tab=register`);
await page.getByLabel('Email').fill(`anna${Date.now()}@example.co.uk`);
await page.getByLabel('First name').fill('Anna');
await page.getByLabel('Last name').fill('Smith');
await page.getByLabel('Company').fill('Tissue Traders');
await page.getByLabel('Country/Region').click();
await page.getByLabel('Country/Region').fill('Malay');
await page.keyboard.press('Enter');
await page.getByLabel('Password', { exact: true }).fill('abc12345');
await page.getByLabel('Confirm password').fill('abc12345');
await check(page, 'loginEn-register-390');
await page.getByRole('button', { name: 'Create account' }).click();
await page.waitForURL('**/IndexEn');
const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user')));
problems.push(`(info) english user country=${stored.country} name=${stored.firstName} ${stored.lastName}`);
await page.goto(`${BASE}/loginEn`);
await check(page, 'loginEn-390');
await page.setViewportSize({ width: 1280, height: 860 });
await check(page, 'loginEn-1280');

console.log(problems.join('\n') || 'no problems');
await browser.close();
