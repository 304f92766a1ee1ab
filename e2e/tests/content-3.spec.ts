import { expect, keepScreenshot, test, useLanguage } from '../support/fixtures';
import { login, organizerLogin } from '../support/journeys';

const ORG = {
  'zh-Hans': {
    account: '手机号码/邮箱',
    password: '密码',
    tab: '栏目管理',
    add: '新增栏目',
    parent: '上级栏目',
    news: '新闻资讯',
    top: '（顶级）',
    save: /^保\s*存$/,
    rename: /^修\s*改$/,
    moveTo: '移动到',
    hide: /^隐\s*藏$/,
    hidden: '已隐藏',
    del: /^删\s*除$/,
    fixed: '固定栏目',
    section: '展会新闻',
    published: '已发布',
    fixedHint: /代码和路径不能修改/,
  },
  en: {
    account: /Mobile|Email/,
    password: 'Password',
    tab: 'Sections & menu',
    add: 'Add a section',
    parent: 'Parent',
    news: 'News',
    top: '(top level)',
    save: /^Save$/,
    rename: /^Edit$/,
    moveTo: 'Move to',
    hide: /^Hide$/,
    hidden: 'Hidden',
    del: /^Delete$/,
    fixed: 'Fixed',
    section: 'Fair News',
    published: 'Published',
    fixedHint: /not change its code or path/,
  },
} as const;

/** A console window: the organizer works at a desk, whatever the visitor's device. */
async function organizerConsole(browser: import('@playwright/test').Browser, lang: 'zh-Hans' | 'en') {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(page, lang);
  await organizerLogin(page, ORG[lang].account, ORG[lang].password);
  return page;
}

/**
 * Issue 21, the catalog tree editor at /organizer/contents (栏目管理): the organizer adds a
 * news category (Traditional filled by OpenCC), renames it, moves it, hides it, and deletes it
 * once empty; a visitor sees it as a news tab while it is shown. The fixed section `news` keeps
 * its code, path and existence. The console in Chinese on the desktop project, in English on
 * the phone project; the visitor at the project's size.
 */
test('the catalog tree editor: add, rename, move, hide, delete; fixed sections stay', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  const lang = phone ? 'en' : 'zh-Hans';
  const w = ORG[lang];
  const stamp = `${Date.now() % 1_000_000}${phone ? 'p' : 'd'}`;
  const code = `news-j${stamp}`;
  const row = (c: string) => org.getByTestId(`catalog-content-${c}`);

  const org = await organizerConsole(browser, lang);
  await org.goto('/organizer/contents');
  await org.getByText(w.tab, { exact: true }).click();
  await expect(org.getByTestId('catalog-editor')).toBeVisible();

  // Add a category under News; the Traditional name comes from OpenCC.
  await org.getByTestId('catalog-add').click();
  const dialog = org.getByRole('dialog');
  await dialog.getByRole('combobox', { name: w.parent }).click();
  await org
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${w.news}$`) })
    .click();
  await org.getByTestId('catalog-name-zh-hans').fill(`展会奖项${stamp}`);
  await dialog.getByRole('button', { name: /由简体生成繁体|Traditional from Simplified/ }).click();
  await expect(org.getByTestId('catalog-name-zh-hant')).toHaveValue(`展會獎項${stamp}`);
  await org.getByTestId('catalog-name-en').fill(`Awards ${stamp}`);
  await org.getByTestId('catalog-code').fill(code);
  await org.getByTestId('catalog-path').fill(`news/j${stamp}`);
  await dialog.getByRole('button', { name: w.save }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(code)).toContainText(lang === 'en' ? `Awards ${stamp}` : `展会奖项${stamp}`);

  // Rename it in English.
  await row(code).getByRole('button', { name: w.rename }).click();
  await org.getByTestId('catalog-name-en').fill(`Fair Awards ${stamp}`);
  await org.getByRole('dialog').getByRole('button', { name: w.save }).click();
  await expect(org.getByRole('dialog')).toHaveCount(0);
  if (lang === 'en') await expect(row(code)).toContainText(`Fair Awards ${stamp}`);

  // The visitor finds it among the news categories.
  const tabName = lang === 'en' ? `Fair Awards ${stamp}` : `展会奖项${stamp}`;
  await useLanguage(page, lang);
  await page.goto('/introduce/ExhibitionNews');
  await expect(page.locator('.news-tabs').getByRole('link', { name: tabName })).toBeVisible();

  // Up one place among the categories, then to the top level and back under News.
  await row(code)
    .getByRole('button', { name: new RegExp(lang === 'en' ? '^Move .* up$' : '^上移') })
    .click();
  const order = async () =>
    await org
      .locator('[data-testid^="catalog-content-news-"]')
      .evaluateAll((els) => els.map((e) => e.dataset.testid));
  await expect
    .poll(async () => (await order()).indexOf(`catalog-content-${code}`))
    .toBeLessThan((await order()).length - 1);
  await row(code).getByRole('button', { name: w.moveTo }).click();
  await org.getByTestId('catalog-move-parent').click();
  await org.locator('.ant-select-item-option').filter({ hasText: w.top }).click();
  await org.getByRole('dialog').getByRole('button', { name: w.save }).click();
  await expect(org.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.news-tabs')).toBeVisible();
  await expect(page.locator('.news-tabs').getByRole('link', { name: tabName })).toHaveCount(0);
  await row(code).getByRole('button', { name: w.moveTo }).click();
  await org.getByTestId('catalog-move-parent').click();
  await org
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${w.news}$`) })
    .click();
  await org.getByRole('dialog').getByRole('button', { name: w.save }).click();
  await expect(org.getByRole('dialog')).toHaveCount(0);

  // Hidden: gone from the visitor's categories, still in the editor.
  await row(code).getByRole('button', { name: w.hide }).click();
  await expect(row(code)).toContainText(w.hidden);
  await page.reload();
  await expect(page.locator('.news-tabs')).toBeVisible();
  await expect(page.locator('.news-tabs').getByRole('link', { name: tabName })).toHaveCount(0);

  // The fixed section News: marked, its delete locked, its code and path not editable.
  const news = row('news');
  await expect(news).toContainText(w.fixed);
  await expect(news.getByRole('button', { name: w.del })).toBeDisabled();
  await news.getByRole('button', { name: w.rename }).click();
  await expect(org.getByRole('dialog')).toContainText(w.fixedHint);
  await expect(org.getByTestId('catalog-code')).toBeDisabled();
  await expect(org.getByTestId('catalog-path')).toBeDisabled();
  await org
    .getByRole('dialog')
    .getByRole('button', { name: /^(取\s*消|Cancel)$/ })
    .click();

  // Empty: it can go.
  await row(code).getByRole('button', { name: w.del }).click();
  await org.locator('.ant-modal-confirm').getByRole('button', { name: w.del }).click();
  await expect(row(code)).toHaveCount(0);
  await expect(row('news')).toBeVisible();
  await keepScreenshot(org, 'content-catalogs', info.project.name);
  await org.close();
});

/**
 * Issue 21's "done means", the other half of content.spec.ts (which has the console in Chinese,
 * the visitor in Chinese on the desktop and in English on the phone): here the console is in
 * English, the visitor reads in English on the desktop and in Chinese on the phone. The
 * organizer writes in Simplified, checks the Traditional OpenCC made, publishes; the visitor
 * finds it on the home page and in the news list and reads it; the live page plays the demo
 * stream.
 */
test('news written in Simplified reaches the other site and device; the live stream plays', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(150_000);
  const phone = info.project.name === 'phone';
  const lang = phone ? 'zh-Hans' : 'en';
  const stamp = `${Date.now() % 1_000_000}${phone ? 'Q' : 'E'}`;
  const hans = `展商手册上线${stamp}`;
  const hant = `展商手冊上線${stamp}`;
  const en = `Exhibitor manual out ${stamp}`;

  const org = await organizerConsole(browser, 'en');
  await org.goto('/organizer/contents');
  await org.getByRole('button', { name: ORG.en.section }).click();
  await org.getByTestId('new-news').click();
  await org.getByTestId('title-zh-Hans').fill(hans);
  await org.getByTestId('summary-zh-Hans').fill('请下载');
  await org.getByTestId('body-zh-Hans').fill('<p>展商手册已上线，请下载。</p>');
  await org.getByTestId('fill-hant').click();
  await expect(org.getByTestId('title-zh-Hant')).toHaveValue(hant);
  await expect(org.getByTestId('body-zh-Hant')).toHaveValue('<p>展商手冊已上線，請下載。</p>');
  await org.getByTestId('title-en').fill(en);
  await org.getByTestId('summary-en').fill('Please download it');
  await org.getByTestId('body-en').fill('<p>The exhibitor manual is out.</p>');
  await org.getByTestId('content-publish').click();
  await expect(org.getByTestId('content-status')).toHaveText(ORG.en.published);
  await org.close();

  const title = lang === 'en' ? en : hans;
  await useLanguage(page, lang);
  await page.goto('/home');
  await expect(page.getByTestId('latest-news')).toContainText(title);
  if (lang === 'en') {
    // From the English site's home, through its news entrance.
    await page.goto('/IndexEn');
    await page.getByTestId('entrance-news').click();
    await expect(page).toHaveURL(/\/introduce\/ExhibitionNews/);
  } else {
    await page.getByTestId('latest-news').getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goto('/introduce/ExhibitionNews');
  }
  await page.getByTestId('news-board').getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('content-article')).toContainText(
    lang === 'en' ? 'The exhibitor manual is out.' : '展商手册已上线，请下载。',
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);

  await page.goto('/live/videoLive');
  const video = page.getByTestId('live-video');
  await expect(video).toBeVisible();
  await expect
    .poll(async () => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.5);
  await keepScreenshot(page, 'content-news-other', info.project.name);
});

const DEMO_WEBCAST = {
  'zh-Hans': '青禾纸业新品发布网络直播（示例）',
  en: 'Qinghe Paper product launch webcast (demo)',
} as const;

const STAFF = {
  'zh-Hans': { open: '回答提问', label: '回答', save: '保存回答', saved: '回答已保存', by: '展商回答：' },
  en: {
    open: 'Answer questions',
    label: 'Answer',
    save: 'Save the answer',
    saved: 'Answer saved',
    by: 'The exhibitor answers:',
  },
} as const;

/**
 * Issue 21, webcast questions answered by the enterprise: a visitor asks on the demo webcast,
 * the organizer shows the question without an answer, the webcast's company answers it at
 * /myEnterprise/webcast, and the visitor reads the answer marked as the exhibitor's. The
 * company's staff in Chinese on the desktop project and in English on the phone (in a desk
 * window); the visitor at the project's size in the same language.
 */
test('the enterprise answers a visitor’s webcast question from its centre', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  const lang = phone ? 'en' : 'zh-Hans';
  const stamp = `${Date.now() % 1_000_000}${phone ? 'P' : 'D'}`;
  const question = lang === 'en' ? `Lead time for 40HQ ${stamp}?` : `交货期多久${stamp}`;
  const answer = lang === 'en' ? `Twenty days ${stamp}` : `二十天${stamp}`;

  await useLanguage(page, lang);
  await login(page, lang, '13800000001');
  await page.goto('/webinar');
  await page.getByRole('link', { name: DEMO_WEBCAST[lang] }).click();
  await expect(page).toHaveURL(/id=\d+/);
  const id = new URL(page.url()).searchParams.get('id');
  await page.goto(`/webcast/question?id=${id}`);
  await page.getByLabel(lang === 'en' ? 'Your question' : '您的问题').fill(question);
  await page.getByRole('button', { name: lang === 'en' ? 'Ask' : '提问' }).click();
  await expect(page.getByRole('status').filter({ hasText: lang === 'en' ? 'Sent' : '已提交' })).toBeVisible();

  // The organizer shows it, answering nothing.
  const org = await organizerConsole(browser, 'zh-Hans');
  await org.goto('/organizer/webcasts');
  await org.getByText('提问', { exact: true }).click();
  const item = org.getByTestId('question-queue').locator('.ant-list-item', { hasText: question });
  await item.getByRole('button', { name: '通过并显示' }).click();
  await expect(item).toHaveCount(0);
  await org.close();
  await page.reload();
  await expect(page.locator('#questions')).toContainText(question);

  // The company's staff answer it.
  const w = STAFF[lang];
  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useLanguage(staff, lang);
  await login(staff, lang, '13800000011');
  await staff.goto('/myEnterprise/webcast');
  const row = staff.getByTestId('own-webcasts').locator('.ant-list-item', { hasText: DEMO_WEBCAST[lang] });
  await row.getByRole('button', { name: w.open }).click();
  const mine = staff.getByTestId(`own-questions-${id}`).locator('li', { hasText: question });
  await expect(mine.getByRole('button', { name: w.save })).toBeDisabled();
  await mine.getByLabel(w.label, { exact: true }).fill(answer);
  await mine.getByRole('button', { name: w.save }).click();
  await expect(staff.getByText(w.saved)).toBeVisible();
  await expect(mine).toContainText(`${w.by} ${answer}`);
  await staff.close();

  await page.reload();
  const shown = page.locator('#questions li', { hasText: question });
  await expect(shown).toContainText(answer);
  await keepScreenshot(page, 'content-webcast-answer', info.project.name);
});

/** A menu entry as portal/rest/catalogs/navi/site/{id} answers it. */
interface NavItem {
  path: string;
  children?: NavItem[];
}

/** Every entry of both sites' menus (and their sub-entries), as the navigation call answers them. */
async function menuPaths(page: import('@playwright/test').Page): Promise<string[]> {
  const paths = new Set<string>();
  const walk = (items: NavItem[]) => {
    for (const i of items) {
      paths.add(i.path);
      walk(i.children ?? []);
    }
  };
  for (const site of [1, 2]) {
    const res = await page.request.get(`/portal/rest/catalogs/navi/site/${site}`);
    expect(res.ok()).toBe(true);
    walk(((await res.json()) as { data: NavItem[] }).data);
  }
  return [...paths];
}

/**
 * Issue 21: every menu link leads to a real page: no "coming soon", no "not found", no error
 * screen, and the page has its heading. Chinese on the desktop project, English on the phone.
 */
test('every menu link of both sites leads to a real page', async ({ page }, info) => {
  test.setTimeout(240_000);
  const lang = info.project.name === 'phone' ? 'en' : 'zh-Hans';
  await useLanguage(page, lang);
  const paths = await menuPaths(page);
  expect(paths.length).toBeGreaterThan(15);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('h1').first(), path).toBeVisible();
    await expect(page.locator('.ant-result-404, .ant-result-500, .ant-result-error'), path).toHaveCount(0);
    await expect(
      page.getByText(lang === 'en' ? 'Coming soon' : '即将开放', { exact: true }),
      path,
    ).toHaveCount(0);
  }
});
