import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, type Lang, test, useLanguage } from '../support/fixtures';
import { chooseOption, organizerLogin } from '../support/journeys';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.out/ui24c');

type Labels = Record<
  'account' | 'password' | 'add' | 'remove' | 'outside' | 'saved' | 'firstAid' | 'title',
  string
>;

const SITES: Record<'desktop' | 'phone', { lang: Lang; L: Labels; plan: string; save: RegExp }> = {
  desktop: {
    lang: 'zh-Hans',
    plan: '/exhibitor/floorplan',
    // antd puts a space between a two-character Chinese button's characters.
    save: /^保\s?存$/,
    L: {
      account: '手机号码/邮箱',
      password: '密码',
      add: '添加设施',
      remove: '删除',
      outside: '超出了展馆的墙体',
      saved: '的入口和设施已保存',
      firstAid: '医务室',
      title: '馆的入口和设施',
    },
  },
  phone: {
    lang: 'en',
    plan: '/en/floorplan',
    save: /^Save$/,
    L: {
      account: 'Mobile number or email',
      password: 'Password',
      add: 'Add a facility',
      remove: 'Remove',
      outside: "lies outside the hall's walls",
      saved: 'saved',
      firstAid: 'First aid',
      title: 'Entrances and facilities of hall',
    },
  },
};

const rowLabel = (lang: Lang, n: number, field: 'kind' | 'x') =>
  lang === 'en'
    ? `Row ${n}: ${field === 'kind' ? 'kind' : 'from the left (m)'}`
    : `第 ${n} 项：${field === 'kind' ? '类型' : '距左侧（米）'}`;

async function firstAidCount(page: Page, planPath: string, hall: string) {
  await page.goto(`${planPath}?hall=${hall}`);
  await expect(page.getByTestId('floor-plan')).toBeVisible();
  return page.getByTestId('floor-plan').getByTestId('feature-firstAid').count();
}

/**
 * The organizer adds a first-aid room to the shown hall on the booth plan page: a place outside
 * the walls is refused with the row's number, a place inside is saved, the public floor plan
 * shows it, and removing it puts the hall back. Chinese on a desktop, English on a phone.
 */
test("organizer edits a hall's facilities and the public floor plan follows", async ({ page }, info) => {
  const project = info.project.name as 'desktop' | 'phone';
  const { lang, L, plan, save } = SITES[project];
  await useLanguage(page, lang);
  await organizerLogin(page, L.account, L.password);
  await page.goto('/organizer/boothPlan');
  const editor = page.getByTestId('hall-features');
  await expect(editor.getByRole('heading', { level: 2 })).toContainText(L.title);
  const heading = (await editor.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const hall = heading.match(/H\w+/)?.[0] ?? '';
  expect(hall).not.toBe('');
  await expect(editor.getByTestId('feature-row-1')).toBeVisible();
  const before = await editor.locator('[data-testid^="feature-row-"]').count();
  const n = before + 1;

  const preview = editor.getByTestId('hall-features-preview');
  const aids = await preview.getByTestId('preview-firstAid').count();
  await editor.getByRole('button', { name: L.add }).click();
  await expect(editor.getByTestId(`feature-row-${n}`)).toBeVisible();
  await chooseOption(page, rowLabel(lang, n, 'kind'), L.firstAid);
  await expect(preview.getByTestId('preview-firstAid')).toHaveCount(aids + 1);
  const x = editor.getByLabel(rowLabel(lang, n, 'x'), { exact: true });
  await x.fill('9000');
  await x.blur();
  await editor.getByRole('button', { name: save }).click();
  await expect(editor.getByRole('alert')).toContainText(L.outside);
  await expect(editor.getByRole('alert')).toContainText(String(n));
  await x.fill('2');
  await x.blur();
  await editor.getByRole('button', { name: save }).click();
  await expect(editor.getByRole('status').filter({ hasText: L.saved })).toBeVisible();
  fs.mkdirSync(SHOTS, { recursive: true });
  await editor.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `hall-features-${lang}-${project}.png`), fullPage: true });
  // The page has no horizontal scroll on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

  const withIt = await firstAidCount(page, plan, hall);
  expect(withIt).toBeGreaterThan(0);

  // Removing the row puts the hall back.
  await page.goto('/organizer/boothPlan');
  await expect(editor.getByTestId(`feature-row-${n}`)).toBeVisible();
  await editor.getByRole('button', { name: lang === 'en' ? `Remove row ${n}` : `删除第 ${n} 项` }).click();
  await expect(editor.getByTestId(`feature-row-${n}`)).toHaveCount(0);
  await editor.getByRole('button', { name: save }).click();
  await expect(editor.getByRole('status').filter({ hasText: L.saved })).toBeVisible();
  expect(await firstAidCount(page, plan, hall)).toBe(withIt - 1);
});
