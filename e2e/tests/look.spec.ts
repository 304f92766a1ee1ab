import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe';
import { expect, test, useLanguage } from '../support/fixtures';
import { login, logOut } from '../support/journeys';

/**
 * Issue 24, "Done means": the screens a designer judges, at the project's width (390 or
 * 1280 px) in zh-Hans and English, kept in e2e/.out/look/ — and what can be checked without
 * eyes: axe (WCAG 2 A/AA) clean on home, exhibitor list, exhibitor page and pre-registration,
 * one English menu, the account menu's entries, the badge's files.
 */
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.out/look');
type Lang = 'zh-Hans' | 'en';
const LANGS: Lang[] = ['zh-Hans', 'en'];

async function shot(page: Page, name: string, lang: Lang, project: string) {
  fs.mkdirSync(OUT, { recursive: true });
  await page.waitForLoadState('networkidle');
  // The pictures in view have arrived (a resized variant is made on its first request).
  await page
    .waitForFunction(
      () =>
        Array.from(document.images)
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
          })
          .every((img) => img.complete),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await page.screenshot({ path: path.join(OUT, `${name}-${lang}-${project === 'phone' ? 390 : 1280}.png`) });
}

/** No WCAG 2 A/AA violation on the page as it is now. */
async function axeClean(page: Page) {
  await page.waitForLoadState('networkidle');
  await expectAxeClean(page);
}

/** The entries of the main menu: the desktop row (with its "more" popup) or the phone's drawer. */
async function menuEntries(page: Page, phone: boolean): Promise<string[]> {
  // The first load's frame is inert until the page's chunk arrives (site-layout.tsx).
  await expect(page.getByTestId('site-fallback')).toHaveCount(0);
  if (phone) {
    await page.getByTestId('open-menu').click();
    const nav = page.getByRole('dialog').getByRole('navigation');
    await expect(nav.locator('.phone-nav__link').first()).toBeVisible();
    const names = await nav
      .locator(':scope > ul > li > .phone-nav__link, :scope > ul > li > details > summary')
      .allInnerTexts();
    await page.keyboard.press('Escape');
    return names.map((n) => n.trim());
  }
  const nav = page.locator('nav.site-nav');
  // The copy always holds the "···" entry; the menu's own entries come with the navigation call.
  await expect(nav.locator('.site-nav__measure > li > .site-nav__link').nth(1)).toBeAttached();
  const names = await nav.locator('.site-nav__measure > li > .site-nav__link').allTextContents();
  return names.map((n) => n.trim()).filter((n) => n !== '···');
}

const TEXT = {
  'zh-Hans': {
    list: '/exhibitorList',
    plan: '/exhibitor/floorplan?hall=H1',
    register: '/visitor/visitorRegister',
    home: '/home',
    board: '/inter/SupplyPlatform',
    company: /青禾纸业/,
    product: /卫生纸/,
    keyword: '青禾',
    badge: '我的电子胸卡',
    registrations: '我的报名',
    enterprise: '企业中心',
    center: '个人中心',
    logout: '退出登录',
    saveImage: '保存为图片',
    savePdf: '下载 PDF',
    calendar: '将展期加入日历',
    menu: ['首页', '展会介绍', '展商名录', '观众预登记', '研讨会', '展商服务', '新闻资讯'],
    seminar: '研讨会',
  },
  en: {
    list: '/exhibitor/exhibitorListEn',
    plan: '/en/floorplan?hall=H1',
    register: '/en/register',
    home: '/IndexEn',
    board: '/en/inter/SupplyPlatform',
    company: /Qinghe Paper/,
    product: /Toilet Tissue/,
    keyword: 'Qinghe',
    badge: 'My e-badge',
    registrations: 'My registrations',
    enterprise: 'Enterprise center',
    center: 'My account',
    logout: 'Log out',
    saveImage: 'Save as image',
    savePdf: 'Download PDF',
    calendar: 'Add fair days to calendar',
    menu: [
      'Home',
      'About the Fair',
      'Exhibitors',
      'Buyer Pre-Registration',
      'Seminar',
      'For Exhibitors',
      'News',
    ],
    seminar: 'Seminar',
  },
} as const;

for (const lang of LANGS) {
  test(`public screens look right and pass axe (${lang})`, async ({ page }, info) => {
    const L = TEXT[lang];
    const phone = info.project.name === 'phone';
    await useLanguage(page, lang);

    await page.goto(L.home);
    const menu = await menuEntries(page, phone);
    for (const entry of L.menu) expect(menu).toContain(entry);
    await axeClean(page);
    await shot(page, 'home', lang, info.project.name);

    if (lang === 'en') {
      // The English /home shows the same menu as /IndexEn.
      await page.goto('/home');
      expect(await menuEntries(page, phone)).toEqual(menu);
    }

    await page.goto(`${L.list}?keyword=${encodeURIComponent(L.keyword)}`);
    await expect(page.getByRole('link', { name: L.company }).first()).toBeVisible();
    await axeClean(page);
    await page.goto(L.list);
    await expect(page.locator('img.dir-logo').first()).toBeVisible();
    await shot(page, 'exhibitor-list', lang, info.project.name);

    await page.goto(`${L.list}?keyword=${encodeURIComponent(L.keyword)}`);
    await page.getByRole('link', { name: L.company }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: L.company })).toBeVisible();
    // The monogram logo is a real picture, and the cover keeps its proportions in its band.
    const logo = page.locator('.dir-ent-head img.dir-logo');
    await expect(logo).toHaveJSProperty('complete', true);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const cover = page.locator('.dir-cover img');
    if (await cover.count()) {
      await expect(cover).toHaveJSProperty('complete', true);
      const ratio = await cover.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        return box.width / box.height / (img.naturalWidth / img.naturalHeight);
      });
      expect(ratio).toBeCloseTo(1, 1);
    }
    await axeClean(page);
    await shot(page, 'exhibitor-page', lang, info.project.name);

    await page.getByRole('link', { name: L.product }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: L.product })).toBeVisible();
    await shot(page, 'product-page', lang, info.project.name);

    await page.goto(L.plan);
    await expect(page.locator('svg').first()).toBeVisible();
    await shot(page, 'floor-plan', lang, info.project.name);

    await page.goto('/seminar/infoPresent');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, 'seminar-info', lang, info.project.name);

    // The board's first page: in English, posts written in English come first (none tagged "In Chinese").
    await page.goto(L.board);
    await expect(page.locator('.ant-card').first()).toBeVisible();
    await expect(page.getByTestId('post-in-chinese')).toHaveCount(0);
    await axeClean(page);
    await shot(page, 'board', lang, info.project.name);

    await page.goto(L.register);
    await axeClean(page);
  });

  test(`the buyer's account menu and e-badge files (${lang})`, async ({ page }, info) => {
    const L = TEXT[lang];
    await useLanguage(page, lang);
    await login(page, lang, '13800000001');
    await page.getByTestId('account-menu').click();
    for (const entry of [L.badge, L.registrations, L.center, L.logout])
      await expect(page.getByRole('menuitem', { name: entry })).toBeVisible();
    await page.getByRole('menuitem', { name: L.badge }).click();
    await expect(page).toHaveURL(/\/visitor\/visitorAccomplish/);
    await expect(page.getByTestId('e-badge')).toBeVisible();
    await axeClean(page);
    await shot(page, 'e-badge', lang, info.project.name);

    const png = page.waitForEvent('download');
    await page.getByRole('button', { name: L.saveImage }).click();
    const pngFile = await (await png).path();
    expect(fs.readFileSync(pngFile).subarray(1, 4).toString()).toBe('PNG');

    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: L.savePdf }).click();
    const pdfBytes = fs.readFileSync(await (await pdf).path());
    expect(pdfBytes.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(pdfBytes.length).toBeGreaterThan(20_000);

    const ics = page.waitForEvent('download');
    await page.getByRole('button', { name: L.calendar }).click();
    const calendar = fs.readFileSync(await (await ics).path(), 'utf8');
    expect(calendar).toContain('DTSTART:20240515T010000Z');
    expect(calendar).toContain('RRULE:FREQ=DAILY;COUNT=3');
  });

  test(`staff and organizer screens (${lang})`, async ({ page }, info) => {
    const L = TEXT[lang];
    await useLanguage(page, lang);
    await login(page, lang, '13800000002');
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: L.enterprise }).click();
    await expect(page).toHaveURL(lang === 'en' ? /\/enterpriseCenterEn/ : /\/myEnterprise/);
    // The page's chunk, its data and its dictionaries, not the empty frame (the en shot was blank).
    await expect(page.getByText('91320105DEMX00001X')).toBeVisible();
    await expect(page.getByText(lang === 'en' ? /Jiangsu/ : /江苏省/).first()).toBeVisible();
    await shot(page, 'enterprise-center', lang, info.project.name);

    await logOut(page, L.logout);
    await login(page, lang, '13800000009');
    await page.goto('/organizer/dashboard');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await shot(page, 'organizer-dashboard', lang, info.project.name);
  });
}

const CONSOLE = {
  'zh-Hans': {
    queues: '待处理队列',
    code: '胸卡编号',
    submit: /签\s*到/,
    ok: '签到成功',
    again: /已签到过[\s\S]*首次签到：\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}（北京时间）/,
    unknown: '无法识别的胸卡',
  },
  en: {
    queues: 'Waiting for you',
    code: 'Badge code',
    submit: /check in/i,
    ok: 'Checked in',
    again: /Already checked in[\s\S]*First scan: \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(China time, UTC\+8\)/,
    unknown: 'Unknown badge',
  },
} as const;

/** Approved visitors' badge codes not yet checked in, read with the organizer's token from the review list. */
async function approvedBadges(page: Page): Promise<string[]> {
  const login = await page.request.post('/register/rest/loginAccounts/login', {
    data: { account: '13800000009', password: 'Cidpex2024' },
  });
  const token = (await login.json()).data.token as string;
  const list = await page.request.get('/portal/rest/organizer/visitors?status=approved&pageSize=20', {
    headers: { 'x-auth-token': token },
  });
  const rows = (await list.json()).data.rows as Array<{
    badgeCode: string | null;
    checkedInAt: string | null;
  }>;
  return rows.filter((r) => !r.checkedInAt).flatMap((r) => (r.badgeCode ? [r.badgeCode] : []));
}

for (const lang of LANGS) {
  test(`the organizer's dashboard, a review list and the check-in states (${lang})`, async ({
    page,
  }, info) => {
    const L = TEXT[lang];
    const C = CONSOLE[lang];
    const phone = info.project.name === 'phone';
    await useLanguage(page, lang);

    if (!phone) {
      // At 1280 px every entry of the main menu stands in the header: nothing folds under "···".
      await page.goto(L.home);
      await expect(page.getByTestId('site-fallback')).toHaveCount(0);
      await expect(
        page.locator('nav.site-nav > .site-nav__row:not(.site-nav__measure) .site-nav__link').first(),
      ).toBeVisible();
      await expect(
        page.locator('nav.site-nav > .site-nav__row:not(.site-nav__measure) .site-nav__more'),
      ).toHaveCount(0);
      // The keyboard's focus shows on the menu's links as one ring.
      await page.locator('nav.site-nav .site-nav__row:not(.site-nav__measure) a').first().focus();
      const ring = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { style: style.outlineStyle, width: style.outlineWidth };
      });
      expect(ring.style).toBe('solid');
      expect(ring.width).toBe('2px');
    }

    await login(page, lang, '13800000009');
    await page.goto('/organizer/dashboard');
    const queues = page.getByTestId('dashboard-queues');
    await expect(page.getByRole('heading', { name: C.queues })).toBeVisible();
    // The demo fills the queues: visitors wait, and the link leads to them.
    await expect(queues.getByTestId('queue-visitors')).toContainText(/\d/);
    await expect(queues.getByTestId('queue-visitors').locator('.org-queue__count--waiting')).toBeVisible();
    await axeClean(page);
    await shot(page, 'organizer-dashboard', lang, info.project.name);

    await queues.getByTestId('queue-visitors').click();
    await expect(page).toHaveURL(/\/organizer\/visitors\?status=pending/);
    if (phone) {
      // A phone reads the queue as cards, each with its actions, and never scrolls sideways.
      const cards = page.getByTestId('responsive-cards');
      await expect(cards.locator('.rt-card').first()).toBeVisible();
      await expect(cards.locator('.rt-card').first().getByRole('button').first()).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(page.locator('#main table')).toHaveCount(0);
    } else {
      await expect(page.locator('#main table').first()).toBeVisible();
    }
    await axeClean(page);
    await shot(page, 'review-visitors', lang, info.project.name);

    // A badge nobody has checked in yet: the desktop takes the first, the phone the last, so the
    // two widths do not take the same one when they share a server at the same time.
    const badges = await approvedBadges(page);
    expect(badges.length).toBeGreaterThan(0);
    const code = (phone ? badges.at(-1) : badges[0]) ?? '';
    await page.goto('/organizer/checkin');
    const field = page.getByLabel(C.code);
    await field.fill('NOSUCHBADGE1');
    await page.locator('#main form button[type=submit]').click();
    await expect(page.getByTestId('checkin-unknown')).toContainText(C.unknown);
    await expect(page.getByTestId('checkin-unknown')).not.toContainText('请求的资源不存在');
    await shot(page, 'checkin-unknown', lang, info.project.name);
    await field.fill(code);
    await page.locator('#main form button[type=submit]').click();
    await expect(page.getByTestId('checkin-ok')).toContainText(C.ok);
    await axeClean(page);
    await shot(page, 'checkin-ok', lang, info.project.name);
    await field.fill(code);
    await page.locator('#main form button[type=submit]').click();
    await expect(page.getByTestId('checkin-again')).toContainText(C.again);
    await axeClean(page);
    await shot(page, 'checkin-again', lang, info.project.name);
  });
}
