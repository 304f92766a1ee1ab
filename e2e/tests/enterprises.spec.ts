import { crc32, deflateSync } from 'node:zlib';
import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { chooseOption, organizerLogin, signUpZh, validCreditCode } from '../support/journeys';

/** A small valid PNG standing in for a scanned business licence. */
function licencePng(): Buffer {
  const width = 24;
  const height = 16;
  const raw = Buffer.alloc((width * 3 + 1) * height, 0xaa);
  for (let y = 0; y < height; y++) raw[y * (width * 3 + 1)] = 0;
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Issue 4: certify a new enterprise, the organizer approves; a second user joins, the administrator approves. */
test('zh-Hans: certify an enterprise, organizer approval, a colleague joins and is approved', async ({
  page,
  browser,
}, info) => {
  await useLanguage(page, 'zh-Hans');
  const stamp = `${Date.now() % 1_000_000}${info.project.name === 'phone' ? 'P' : 'D'}`;
  const company = `南京青禾测试纸业${stamp}有限公司`;
  await signUpZh(page, `管理员${stamp}`);

  await page.goto('/enterprise/certification');
  await page.getByRole('tab', { name: '认证新企业' }).click();
  await page.getByLabel('企业中文名称').fill(company);
  await page.getByLabel('企业英文名称').fill(`Qinghe Test Paper ${stamp}`);
  await page.getByLabel('统一社会信用代码').fill('91320100ABCDEFGH12');
  await page.getByLabel('企业地址').click();
  await expect(page.getByText('统一社会信用代码不正确，请核对后重新输入')).toBeVisible();
  await page.getByLabel('统一社会信用代码').fill(validCreditCode());
  await chooseOption(page, '企业类型');
  await chooseOption(page, '企业性质');
  await chooseOption(page, '国家/地区', '中国');
  await chooseOption(page, '省份', '江苏');
  await page.getByLabel('企业地址').fill('南京市建邺区江东中路 300 号');
  await chooseOption(page, '主营业务');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: licencePng() });
  await expect(page.getByText('已上传：licence.png')).toBeVisible();
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('您的企业认证正在审核中，请耐心等待')).toBeVisible();

  // The organizer approves the certification.
  const console = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(console, 'zh-Hans');
  await organizerLogin(console, '手机号码/邮箱', '密码');
  await console.goto('/organizer/enterprises');
  await console.getByRole('button', { name: `通过 ${company}` }).click();
  await expect(console.getByText('已通过认证').first()).toBeVisible();
  await console.close();

  await page.reload();
  await expect(page.getByText(`您已属于企业“${company}”`)).toBeVisible();

  // A colleague finds the company and asks to join.
  const colleagueContext = await browser.newContext({
    viewport: page.viewportSize() ?? { width: 1280, height: 900 },
  });
  const colleague = await colleagueContext.newPage();
  await useLanguage(colleague, 'zh-Hans');
  const colleagueName = `同事${stamp}`;
  await signUpZh(colleague, colleagueName);
  await colleague.goto('/enterprise/certification');
  await colleague.getByLabel('公司名称').fill(`青禾测试纸业${stamp}`);
  await colleague.getByRole('button', { name: /搜\s*索/ }).click();
  await colleague.getByRole('button', { name: '申请加入' }).first().click();
  await expect(colleague.getByText(`您加入“${company}”的申请正在等待审核`)).toBeVisible();

  // The administrator approves the application in the enterprise center.
  await page.goto('/myEnterprise/userRole');
  await page.getByRole('tab', { name: '员工申请审核' }).click();
  await expect(page.getByText(colleagueName)).toBeVisible();
  await page
    .getByRole('button', { name: /通\s*过/ })
    .first()
    .click();
  await expect(page.getByText('已通过申请，该用户已成为员工')).toBeVisible();
  await page.getByRole('tab', { name: '员工列表' }).click();
  await expect(page.getByText(colleagueName)).toBeVisible();
  await keepScreenshot(page, 'zh-enterprise-staff', info.project.name);

  await colleague.goto('/enterprise/certification');
  await expect(colleague.getByText(`您已属于企业“${company}”`)).toBeVisible();
  await colleagueContext.close();
});
