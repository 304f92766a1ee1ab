import type { Locator, Page } from '@playwright/test';
import { expect, keepScreenshot, type Lang, test, useLanguage } from '../support/fixtures';

/**
 * The site search in the header (issue 22 "Done means"): on every page, in the three languages,
 * at desktop and phone width, on the demo data. A Traditional keyword finds a Simplified name,
 * pinyin initials find a company, a booth number finds its booth; suggestions come as one types
 * and a suggestion opens its page.
 *
 * The demo exhibitors used (src/seed/directory.ts, fictional): 晋江荣晟纸业示例有限公司 (booth
 * 1A07), 东莞华棠纸业示例有限公司 (initials dghtzy), 苏州芷柔无纺布示例有限公司 (booths 5B02, 5B03).
 */

interface Site {
  lang: Lang;
  /** Pages the journey starts from (the header is the same on every page). */
  pages: [string, string, string];
  enterprisePath: RegExp;
  searchPath: RegExp;
  rongsheng: string;
  huatang: string;
  zhirou: string;
  /** The "booth" word before a booth number in a hit. */
  booth: string;
  label: string;
  open: string;
  /** The kind label that starts an exhibitor's hit. */
  exhibitor: string;
}

const SITES: Site[] = [
  {
    lang: 'zh-Hans',
    pages: ['/home', '/exhibitorList', '/inter/SupplyPlatform'],
    enterprisePath: /\/exhibitor\/companyInfo\?id=\d+$/,
    searchPath: /\/search\?q=5B03$/,
    rongsheng: '晋江荣晟纸业示例有限公司',
    huatang: '东莞华棠纸业示例有限公司',
    zhirou: '苏州芷柔无纺布示例有限公司',
    booth: '展位号',
    label: '搜索展商、产品、供需和新闻',
    open: '打开搜索',
    exhibitor: '展商',
  },
  {
    lang: 'zh-Hant',
    pages: ['/home', '/exhibitorList', '/inter/SupplyPlatform'],
    enterprisePath: /\/exhibitor\/companyInfo\?id=\d+$/,
    searchPath: /\/search\?q=5B03$/,
    rongsheng: '晉江榮晟紙業示例有限公司',
    huatang: '東莞華棠紙業示例有限公司',
    zhirou: '蘇州芷柔無紡布示例有限公司',
    booth: '展位號',
    label: '搜尋展商、產品、供需和新聞',
    open: '開啟搜尋',
    exhibitor: '展商',
  },
  {
    lang: 'en',
    pages: ['/IndexEn', '/exhibitor/exhibitorListEn', '/en/inter/SupplyPlatform'],
    enterprisePath: /\/en\/enterprise\/detail\?id=\d+$/,
    searchPath: /\/en\/search\?q=5B03$/,
    rongsheng: 'Jinjiang Rongsheng Paper (Demo) Co., Ltd.',
    huatang: 'Dongguan Huatang Paper (Demo) Co., Ltd.',
    zhirou: 'Suzhou Zhirou Nonwovens (Demo) Co., Ltd.',
    booth: 'Booth No',
    label: 'Search exhibitors, products, posts and news',
    open: 'Open search',
    exhibitor: 'Exhibitor',
  },
];

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('site-fallback')).toHaveCount(0);
}

/** The header's search box (below 1440 px — a phone, a 1280 desktop — behind the search icon), focused and empty. */
async function headerSearch(
  page: Page,
  site: Site,
  phone: boolean,
): Promise<{ box: Locator; input: Locator }> {
  const banner = page.getByRole('banner');
  if (phone || (page.viewportSize()?.width ?? 1280) < 1440) {
    const icon = banner.getByRole('button', { name: site.open });
    await expect(icon).toBeVisible();
    await icon.click();
    const dialog = page.getByRole('dialog', { name: site.label });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('search');
    return { box, input: box.getByRole('combobox', { name: site.label }) };
  }
  const box = banner.getByRole('search');
  const input = box.getByRole('combobox', { name: site.label });
  await expect(input).toBeVisible();
  return { box, input };
}

/** Types like a person (key by key): the suggestions follow what is typed. */
async function typeInto(input: Locator, text: string) {
  await input.click();
  await input.pressSequentially(text, { delay: 60 });
}

for (const site of SITES) {
  test(`header search in ${site.lang}: Traditional, pinyin initials and booth numbers, suggestions open their page`, async ({
    page,
  }, info) => {
    const phone = info.project.name === 'phone';
    await useLanguage(page, site.lang);

    // 1. A Traditional keyword finds the Simplified name; its suggestion opens the exhibitor.
    await visit(page, site.pages[0]);
    let search = await headerSearch(page, site, phone);
    await typeInto(search.input, '榮晟紙');
    const list = search.box.getByRole('listbox');
    // Suggestions as one types: the first characters already bring the company up.
    await expect(list.getByRole('option', { name: exhibitorHit(site, site.rongsheng) })).toBeVisible();
    await search.input.pressSequentially('業', { delay: 60 });
    await expect(search.input).toHaveAttribute('aria-expanded', 'true');
    const rongsheng = list.getByRole('option', { name: exhibitorHit(site, site.rongsheng) });
    await expect(rongsheng).toContainText(`${site.booth} 1A07`);
    await rongsheng.getByRole('link').click();
    await expect(page).toHaveURL(site.enterprisePath);
    await expect(page.getByRole('heading', { level: 1, name: site.rongsheng })).toBeVisible();

    // 2. Pinyin initials find a company, on another page; the keyboard picks the suggestion.
    await visit(page, site.pages[1]);
    search = await headerSearch(page, site, phone);
    await typeInto(search.input, 'dghtzy');
    const huatang = search.box.getByRole('option', { name: exhibitorHit(site, site.huatang) });
    await expect(huatang).toBeVisible();
    const options = search.box.getByRole('option');
    const position = (await options.allInnerTexts()).findIndex((t) => t.includes(site.huatang));
    expect(position).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= position; i++) await search.input.press('ArrowDown');
    await expect(huatang).toHaveAttribute('aria-selected', 'true');
    await search.input.press('Enter');
    await expect(page).toHaveURL(site.enterprisePath);
    await expect(page.getByRole('heading', { level: 1, name: site.huatang })).toBeVisible();

    // 3. A booth number finds its booth: Enter shows the results page, whose hit opens the exhibitor.
    await visit(page, site.pages[2]);
    search = await headerSearch(page, site, phone);
    await typeInto(search.input, '5B03');
    await expect(search.box.getByRole('option', { name: exhibitorHit(site, site.zhirou) })).toBeVisible();
    await search.input.press('Enter');
    await expect(page).toHaveURL(site.searchPath);
    const results = page.locator('#main').getByTestId('search-results');
    const first = results.getByRole('link').first();
    await expect(first).toContainText(site.zhirou);
    await expect(first).toContainText(`${site.booth} 5B02 / 5B03`);
    await keepScreenshot(page, `search-${site.lang}`, info.project.name);
    await first.click();
    await expect(page).toHaveURL(site.enterprisePath);
    await expect(page.getByRole('heading', { level: 1, name: site.zhirou })).toBeVisible();
  });
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An exhibitor's hit by its name (a product's hit names its exhibitor too, after its own kind). */
function exhibitorHit(site: Site, name: string) {
  return new RegExp(`^${escapeRegExp(site.exhibitor)}\\s*${escapeRegExp(name)}`);
}
